// Package corpus holds arbitre's source documents, embedded in the binary,
// and the types of the knowledge base that package ingest builds from them.
//
// The knowledge base is the one data model every other package reads: the
// search index, the web pages, the translators' alignment and the rules core
// all take a *KB and never re-read the documents themselves. A KB answers
// questions by id itself (lookup.go: Card, Ruling and its owner, Contents of
// a document …), from lookups KB.Index builds once the KB is complete;
// nobody else keeps maps of its elements.
package corpus
