package ingest

import (
	"fmt"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

// BenchmarkParseCorpus parses the whole embedded corpus, all five
// documents, as arbitre does at start-up. Target: far below 50 ms.
func BenchmarkParseCorpus(b *testing.B) {
	srcs, err := corpus.Sources()
	if err != nil {
		b.Fatal(err)
	}
	size := 0
	for _, s := range srcs {
		size += len(s.Data)
	}
	b.SetBytes(int64(size))
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := Parse(srcs); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkParseReleaseNotes parses the two release notes alone.
func BenchmarkParseReleaseNotes(b *testing.B) {
	all, err := corpus.Sources()
	if err != nil {
		b.Fatal(err)
	}
	var srcs []corpus.Source
	for _, s := range all {
		if s.Name == "dsk-release-notes.fr.txt" || s.Name == "dsk-release-notes.it.txt" {
			srcs = append(srcs, s)
		}
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := Parse(srcs); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkParseHTML parses the five documents rendered as web pages (see
// renderPage): conversion with goquery, then the parsers. ms per MB is
// reported from the pages' size.
func BenchmarkParseHTML(b *testing.B) {
	txt, err := corpus.Sources()
	if err != nil {
		b.Fatal(err)
	}
	var srcs []corpus.Source
	size := 0
	for i, s := range txt {
		page := renderPage("fr", string(s.Data))
		srcs = append(srcs, corpus.Source{Name: fmt.Sprintf("page-%d.html", i), Data: []byte(page)})
		size += len(page)
	}
	b.SetBytes(int64(size))
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := Parse(srcs); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N)/(float64(size)/(1<<20)), "ms/MB")
}

// BenchmarkHTMLLines is the conversion of the pages alone.
func BenchmarkHTMLLines(b *testing.B) {
	txt, err := corpus.Sources()
	if err != nil {
		b.Fatal(err)
	}
	var pages [][]byte
	size := 0
	for _, s := range txt {
		pages = append(pages, []byte(renderPage("fr", string(s.Data))))
		size += len(pages[len(pages)-1])
	}
	b.SetBytes(int64(size))
	for b.Loop() {
		for _, p := range pages {
			if _, _, _, err := htmlLines("page.html", p); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N)/(float64(size)/(1<<20)), "ms/MB")
}

// BenchmarkKBIndex builds the lookups of the embedded knowledge base, the
// step Parse ends with; it is paid once at start-up instead of once per
// package that used to build its own maps.
func BenchmarkKBIndex(b *testing.B) {
	kb, _, err := Embedded()
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if err := kb.Index(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkReadMeta is what reading the five documents' metadata from
// their content costs (language, kind, set, dates), apart from the parse.
func BenchmarkReadMeta(b *testing.B) {
	srcs, err := corpus.Sources()
	if err != nil {
		b.Fatal(err)
	}
	var texts []*sourceText
	for _, s := range srcs {
		st, err := readSource(s)
		if err != nil {
			b.Fatal(err)
		}
		texts = append(texts, st)
	}
	b.ReportAllocs()
	for b.Loop() {
		for i, st := range texts {
			if _, err := readMeta(fmt.Sprintf("doc-%d.txt", i), st.lines, st.front); err != nil {
				b.Fatal(err)
			}
		}
	}
}
