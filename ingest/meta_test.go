package ingest

import (
	"fmt"
	"os"
	"path"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/corpus"
)

// TestMetaFromContent parses the embedded documents under names that say
// nothing: their language, kind, set and everything else must come from
// their content alone, and give exactly the embedded knowledge base.
func TestMetaFromContent(t *testing.T) {
	want, _, err := Embedded()
	if err != nil {
		t.Fatal(err)
	}
	srcs, err := corpus.Sources()
	if err != nil {
		t.Fatal(err)
	}
	var anon []corpus.Source
	for i, s := range srcs {
		// Names sort as the embedded ones do, so documents keep their order.
		anon = append(anon, corpus.Source{Name: fmt.Sprintf("incoming/%d-notes.txt", i), Data: s.Data})
	}
	got, rep, err := Parse(anon)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Unaccounted() != 0 {
		t.Errorf("%d unaccounted lines", rep.Unaccounted())
	}
	for i := range got.Documents {
		g, w := got.Documents[i], want.Documents[i]
		if g.ID != w.ID || g.Lang != w.Lang || g.Kind != w.Kind || g.Set != w.Set || g.SetName != w.SetName {
			t.Errorf("%s: got %s %s %s %s %q, want %s %s %s %s %q", w.File, g.ID, g.Lang, g.Kind, g.Set, g.SetName, w.ID, w.Lang, w.Kind, w.Set, w.SetName)
		}
		got.Documents[i].File = w.File
		if w.Title == w.File && g.Title == path.Base(g.File) {
			got.Documents[i].Title = w.Title // a document without a title is named by its file
		}
	}
	if mustJSON(t, got) != mustJSON(t, want) {
		t.Error("the documents read without their names give another knowledge base")
	}
	// The unseen release notes of testdata too.
	for _, name := range []string{"orv-release-notes.fr.txt", "orv-release-notes.it.txt"} {
		kb, _, err := ParseFiles(filepath.Join("testdata", "orv", name))
		if err != nil {
			t.Fatal(err)
		}
		data, err := os.ReadFile(filepath.Join("testdata", "orv", name))
		if err != nil {
			t.Fatal(err)
		}
		anon, _, err := Parse([]corpus.Source{{Name: "incoming.txt", Data: data}})
		if err != nil {
			t.Fatal(err)
		}
		anon.Documents[0].File = kb.Documents[0].File
		if mustJSON(t, anon) != mustJSON(t, kb) {
			t.Errorf("%s read without its name gives another knowledge base: %+v", name, anon.Documents[0])
		}
	}
	wantSets := map[string]string{"dsk-fr": "Mornebrune : la Maison de l'horreur", "dsk-it": "Duskmourn: La Casa degli Orrori",
		"emn-fr": "La Lune hermétique", "jou-fr": "Incursion dans Nyx", "9ed-fr": "Neuvième édition"}
	for _, d := range want.Documents {
		if d.SetName != wantSets[d.ID] {
			t.Errorf("%s: set name %q, want %q", d.ID, d.SetName, wantSets[d.ID])
		}
	}
}

func TestReadMeta(t *testing.T) {
	fr := "Les cartes de cette extension sont autorisées dans les formats, et vous pouvez les jouer dans la plupart des tournois."
	it := "Le carte di questa espansione sono permesse nei formati, e puoi giocarle nella maggior parte dei tornei."
	en := "The cards of this set are legal in the formats, and you can play them in most of the tournaments."
	tests := []struct {
		name, file, text string
		want             docInfo // fields compared: ID, Set, Kind, Lang, SetName, Modified, Released
		wantErr          string
	}{
		{name: "french release notes", file: "a.txt",
			text: "Notes de publication *Les Plaines de Verre*\n\nDocument modifié pour la dernière fois le 1er février 2031\n\nDate de sortie : 14 février 2031\n\n" + fr + "\nLes cartes portant le code d'extension **PDV** sont légales.\n",
			want: docInfo{DocMeta: corpus.DocMeta{ID: "pdv-fr", Set: "pdv", Kind: corpus.KindReleaseNotes, Lang: "fr"}, SetName: "Les Plaines de Verre", Modified: "2031-02-01", Released: "2031-02-14"}},
		{name: "italian, code after an apostrophe", file: "b.htm",
			text: "## Note di release di *Le Pianure di Vetro*\n\nUltima modifica: 3 marzo 2031\n\n" + it + " Le carte con il codice dell’espansione PDV, sono permesse.\n",
			want: docInfo{DocMeta: corpus.DocMeta{ID: "pdv-it", Set: "pdv", Kind: corpus.KindReleaseNotes, Lang: "it"}, SetName: "Le Pianure di Vetro", Modified: "2031-03-03"}},
		{name: "set name after the kind phrase, no emphasis", file: "k.txt",
			text: "NOTES DE PUBLICATION : LES PLAINES DE VERRE\n\n" + fr + " Le code d'extension PDV.\n",
			want: docInfo{DocMeta: corpus.DocMeta{ID: "pdv-fr", Set: "pdv", Kind: corpus.KindReleaseNotes, Lang: "fr"}, SetName: "LES PLAINES DE VERRE"}},
		{name: "another wording of release notes", file: "l.txt",
			text: "# Note di rilascio di Le Pianure di Vetro\n\n" + it + "\n",
			want: docInfo{DocMeta: corpus.DocMeta{ID: "l-it", Set: "l", Kind: corpus.KindReleaseNotes, Lang: "it"}, SetName: "Le Pianure di Vetro"}},
		{name: "release notes by their general-notes part", file: "m.txt",
			text: "Les Plaines de Verre\n\n" + fr + "\n\n## NOTES GÉNÉRALES\n\n" + fr + "\n",
			want: docInfo{DocMeta: corpus.DocMeta{ID: "m-fr", Set: "m", Kind: corpus.KindReleaseNotes, Lang: "fr"}}},
		{name: "english faq, date month first", file: "c.txt",
			text: "Frequently Asked Questions\n\nLast updated: September 17, 2031\n\n" + en + " Cards with the set code GLS are legal.\n",
			want: docInfo{DocMeta: corpus.DocMeta{ID: "gls-en", Set: "gls", Kind: corpus.KindFAQ, Lang: "en"}, Modified: "2031-09-17"}},
		{name: "a set named, not coded", file: "d.txt",
			text: "Sommaire\n\nLes créatures de Incursion dans Nyx. " + fr + "\n",
			want: docInfo{DocMeta: corpus.DocMeta{ID: "jou-fr", Set: "jou", Kind: corpus.KindMechanics, Lang: "fr"}, SetName: "Incursion dans Nyx"}},
		{name: "rulebook by its edition", file: "e.txt",
			text: "LIVRET DE RÈGLES\n\n" + fr + " Les cartes de la *Neuvième édition* et de la Neuvième Édition.\n",
			want: docInfo{DocMeta: corpus.DocMeta{ID: "9ed-fr", Set: "9ed", Kind: corpus.KindRulebook, Lang: "fr"}, SetName: "Neuvième édition"}},
		{name: "nothing names the set", file: "dir/My Notes.txt", text: fr,
			want: docInfo{DocMeta: corpus.DocMeta{ID: "my-notes-fr", Set: "my-notes", Kind: corpus.KindMechanics, Lang: "fr"}}},
		{name: "the file name overrides", file: "x/zzz-release-notes.it.txt", text: "Notes de publication\n\n" + fr + " code d'extension PDV\n",
			want: docInfo{DocMeta: corpus.DocMeta{ID: "zzz-it", Set: "zzz", Kind: corpus.KindReleaseNotes, Lang: "it"}}},
		{name: "the front matter overrides the name", file: "zzz-release-notes.it.txt",
			text: "---\nlang: en\nset: NEW\nkind: faq\nset_name: \"New Set\"\nreleased: 2031-05-01\n---\n" + fr,
			want: docInfo{DocMeta: corpus.DocMeta{ID: "new-en", Set: "new", Kind: corpus.KindFAQ, Lang: "en"}, SetName: "New Set", Released: "2031-05-01"}},
		{name: "german", file: "f.txt", text: "Die Karten dieser Erweiterung sind in den Formaten erlaubt, und du kannst sie in den meisten Turnieren spielen, wenn die Kreatur nicht getappt ist.",
			wantErr: "f.txt:1: document is in German (de), which the term table (corpus/terms.json) does not hold; it holds en, fr, it"},
		{name: "spanish", file: "g.txt", text: "Las cartas de esta expansión son legales en los formatos, y puedes jugarlas en la mayoría de los torneos, pero el hechizo no es una criatura.",
			wantErr: "g.txt:1: document is in Spanish (es)"},
		{name: "too few words", file: "h.txt", text: "Xyzzy plugh\n\n{2}{R}",
			wantErr: "h.txt:1: cannot tell the document's language"},
		{name: "a language named by the file", file: "set-mechanics.de.txt", text: fr,
			wantErr: "set-mechanics.de.txt:1: document is in German (de)"},
		{name: "a kind the front matter gives", file: "i.txt", text: "---\nkind: poem\n---\n" + fr,
			wantErr: `i.txt:1: unknown document kind "poem"`},
		{name: "a bad front-matter date", file: "j.txt", text: "---\nmodified: yesterday\n---\n" + fr,
			wantErr: `j.txt:1: front matter modified: "yesterday" is not an ISO date`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st, err := readSource(corpus.Source{Name: tt.file, Data: []byte(tt.text)})
			if err != nil {
				t.Fatal(err)
			}
			got, err := readMeta(tt.file, st.lines, st.front)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("err = %v, want %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			got.front = nil
			if fmt.Sprintf("%+v", got) != fmt.Sprintf("%+v", tt.want) {
				t.Errorf("got  %+v\nwant %+v", got, tt.want)
			}
		})
	}
}

// TestFrontMatter checks that a front matter is accounted for, invisible
// to the parser, and overrides title and dates; and that a "---" separator
// at the top of a document is not taken for one.
func TestFrontMatter(t *testing.T) {
	jou := embeddedSource(t, "jou-mechanics.fr.txt")
	want, _, err := Parse([]corpus.Source{jou})
	if err != nil {
		t.Fatal(err)
	}
	front := "---\ntitle: Règles d'Incursion dans Nyx\nmodified: 2014-05-02\n---\n"
	kb, rep, err := Parse([]corpus.Source{{Name: "notes.txt", Data: append([]byte(front), jou.Data...)}})
	if err != nil {
		t.Fatal(err)
	}
	d := kb.Documents[0]
	if d.ID != "jou-fr" || d.Title != "Règles d'Incursion dans Nyx" || d.Modified != "2014-05-02" {
		t.Errorf("document %s %q %q", d.ID, d.Title, d.Modified)
	}
	if n := rep.Docs[0].Categories[corpus.CategoryFrontMatter]; n != 4 || rep.Unaccounted() != 0 {
		t.Errorf("%d front-matter lines, %d unaccounted", n, rep.Unaccounted())
	}
	if rep.Docs[0].NonBlank != 4+countNonBlank(string(jou.Data)) {
		t.Errorf("non-blank lines %d", rep.Docs[0].NonBlank)
	}
	if len(kb.Sections) != len(want.Sections) || kb.Sections[0].Title != want.Sections[0].Title || kb.Sections[0].Pos.Line != want.Sections[0].Pos.Line+4 {
		t.Errorf("sections differ from the document's without a front matter")
	}
	for _, dg := range rep.Diagnostics {
		if strings.Contains(dg.Msg, "claimed by") {
			t.Errorf("clash: %v", dg)
		}
	}

	for _, text := range []string{"---\nUn texte.\n---\n", "---\nlang: fr\n", "---\n---\nDu texte.\n"} {
		if vals, n := frontMatter(strings.Split(text, "\n")); n != 0 || vals != nil {
			t.Errorf("%q: front matter of %d lines %v", text, n, vals)
		}
	}
}

func countNonBlank(s string) int {
	n := 0
	for _, l := range strings.Split(strings.TrimSuffix(s, "\n"), "\n") {
		if strings.TrimSpace(l) != "" {
			n++
		}
	}
	return n
}
