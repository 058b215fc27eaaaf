package ingest

import (
	"fmt"
	"os"
	"path/filepath"
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
	b.ReportMetric(msPerMB(b, size), "ms/MB")
}

// BenchmarkParseUnseenPages parses the hand-written unseen web pages of
// testdata/orv (a site's chrome around the article, costs as images or in
// text, one paragraph per entry): pages as they are saved, not rendered.
func BenchmarkParseUnseenPages(b *testing.B) {
	paths, err := filepath.Glob(filepath.Join("testdata", "orv", "*.html"))
	if err != nil || len(paths) == 0 {
		b.Fatal("no pages", err)
	}
	var srcs []corpus.Source
	size := 0
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			b.Fatal(err)
		}
		srcs = append(srcs, corpus.Source{Name: filepath.Base(p), Data: data})
		size += len(data)
	}
	b.SetBytes(int64(size))
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := Parse(srcs); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(msPerMB(b, size), "ms/MB")
}

// msPerMB is the time of one iteration per mebibyte of input.
func msPerMB(b *testing.B, size int) float64 {
	return float64(b.Elapsed().Nanoseconds()) / 1e6 / float64(b.N) / (float64(size) / (1 << 20))
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
	b.ReportMetric(msPerMB(b, size), "ms/MB")
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
