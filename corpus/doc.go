// Package corpus holds arbitre's source documents, embedded in the binary,
// and the types of the knowledge base that package ingest builds from them.
//
// The knowledge base is the one data model every other package reads: the
// search index, the web pages, the translators' alignment and the rules core
// all take a *KB and never re-read the documents themselves.
package corpus
