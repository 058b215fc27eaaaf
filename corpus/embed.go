package corpus

import (
	"embed"
	"fmt"
	"io/fs"
	"sort"
	"strings"
)

// The documents (every *.txt here), the term table and the documents'
// metadata are embedded so that the binary works offline and the project
// never reads ../shared at run time; ingest.Load reads other documents from
// paths given on the command line.
//
//go:embed *.txt terms.json documents.json
var files embed.FS

// Source is one raw document as shipped: its file name and bytes.
type Source struct {
	Name string // file name, e.g. "dsk-release-notes.fr.txt"
	Data []byte
}

// Sources returns the embedded documents in a stable order (by file name).
func Sources() ([]Source, error) {
	names, err := fs.Glob(files, "*.txt")
	if err != nil {
		return nil, fmt.Errorf("corpus: listing embedded documents: %w", err)
	}
	sort.Strings(names)
	out := make([]Source, 0, len(names))
	for _, n := range names {
		b, err := files.ReadFile(n)
		if err != nil {
			return nil, fmt.Errorf("corpus: reading %s: %w", n, err)
		}
		out = append(out, Source{Name: n, Data: b})
	}
	return out, nil
}

// DocMeta is a document's identity. ingest reads it from the document's
// content (see ingest/meta.go); a file name following the convention
// "<set>-<kind>.<lang>.txt" (MetaFromName) or a front-matter block
// overrides what the content says.
type DocMeta struct {
	ID   string // "dsk-fr"
	Set  string // "dsk"
	Kind string // KindReleaseNotes, KindMechanics, KindRulebook or KindFAQ
	Lang string // "fr", "it"
}

// MetaFromName parses a document file name of the convention
// "<set>-<kind>.<lang>.txt" ("rulebook-<set>.<lang>.txt" for a rulebook;
// ".html" or ".htm" for a web page);
// an error means the name does not follow it, and says nothing.
func MetaFromName(name string) (DocMeta, error) {
	base := name
	for _, ext := range []string{".txt", ".html", ".htm"} {
		base = strings.TrimSuffix(base, ext)
	}
	dot := strings.LastIndexByte(base, '.')
	if dot < 0 {
		return DocMeta{}, fmt.Errorf("corpus: %s: name has no language part (want set-kind.lang.txt)", name)
	}
	lang := base[dot+1:]
	stem := base[:dot]
	dash := strings.IndexByte(stem, '-')
	if dash < 0 {
		return DocMeta{}, fmt.Errorf("corpus: %s: name has no kind part (want set-kind.lang.txt)", name)
	}
	set, kind := stem[:dash], stem[dash+1:]
	// "rulebook-9ed.fr.txt" names the kind first and the set second.
	if set == KindRulebook {
		set, kind = kind, KindRulebook
	}
	if kind != KindReleaseNotes && kind != KindMechanics && kind != KindRulebook {
		return DocMeta{}, fmt.Errorf("corpus: %s: unknown document kind %q", name, kind)
	}
	return DocMeta{ID: set + "-" + lang, Set: set, Kind: kind, Lang: lang}, nil
}
