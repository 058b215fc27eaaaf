package index

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/arbitre/arbitre/corpus"
	"github.com/blevesearch/bleve/v2/search/query"
)

func find(t testing.TB, ix *Index, q string) *Result {
	t.Helper()
	res, err := ix.Search(context.Background(), Request{Query: q, Limit: MaxLimit})
	if err != nil {
		t.Fatalf("Search(%q): %v", q, err)
	}
	return res
}

func ids(res *Result) []string {
	out := make([]string, len(res.Data))
	for i, h := range res.Data {
		out[i] = h.ID
	}
	return out
}

// TestSearchRanks checks what comes first for the kinds of query users type.
func TestSearchRanks(t *testing.T) {
	ix := buildSmall(t)
	tests := []struct {
		q     string
		top   string // expected first hit
		among int    // … or within the first n (0: first)
	}{
		{"Anthropède", "dsk-fr-anthropede", 0},
		{"anthropede", "dsk-fr-anthropede", 0}, // no accent
		{"ANTHROPÈDE", "dsk-fr-anthropede", 0}, // capitals
		{"antropède", "dsk-fr-anthropede", 0},  // one typo
		{"antropedde", "dsk-fr-anthropede", 0}, // two typos
		{"anthro", "dsk-fr-anthropede", 0},     // prefix
		{"pilleuse poubelle optimiste", "dsk-fr-pilleuse-de-poubelles-optimiste", 0},
		{"Pilleuse de poubelles optimiste", "dsk-fr-pilleuse-de-poubelles-optimiste", 0},
		{"pileuse poubele", "dsk-fr-pilleuse-de-poubelles-optimiste", 0},
		{"saccheggiatrice rifiuti", "dsk-it-saccheggiatrice-di-rifiuti-ottimista", 0},
		{"piscine sans fond", "dsk-fr-piscine-sans-fond-vestiaire", 0},
		{"vestiaire", "dsk-fr-piscine-sans-fond-vestiaire", 0}, // second half of a room
		{"délire", "dsk-fr-s-retour-de-mecanique-delire", 0},
		{"delire", "dsk-fr-s-retour-de-mecanique-delire", 0},
		{"delirium", "dsk-fr-s-retour-de-mecanique-delire", 1},   // English → French
		{"delirium", "dsk-it-s-meccanica-di-ritorno-delirio", 1}, // English → Italian
		{"delirio", "dsk-fr-s-retour-de-mecanique-delire", 1},    // Italian → French
		{"meld", "emn-fr-s-assimilation", 0},
		{"first strike", "9ed-fr-g-initiative", 0}, // English → old French
		{"en jeu", "9ed-fr-g-en-jeu", 0},
		{"701.34a", "emn-fr-701.34a", 0},
		{`"types de cartes" cimetière`, "dsk-fr-s-retour-de-mecanique-delire", 2},
		{"name:vestiaire", "dsk-fr-piscine-sans-fond-vestiaire", 0},
		{"o:déverrouillez", "dsk-fr-piscine-sans-fond-vestiaire", 0},
		{"cible kind:ruling", "dsk-fr-anthropede-r1", 0},
		// A question: common words only score, a word found nowhere is ignored.
		{"quand choisir la cible de la dernière capacité de l'anthropède zzzzz", "dsk-fr-anthropede-r1", 0},
	}
	for _, tt := range tests {
		res := find(t, ix, tt.q)
		got := ids(res)
		n := tt.among + 1
		if n > len(got) {
			n = len(got)
		}
		found := false
		for _, id := range got[:n] {
			found = found || id == tt.top
		}
		if !found {
			t.Errorf("%q: want %s in the first %d, got %v", tt.q, tt.top, tt.among+1, got)
		}
	}
}

// TestSearchSelects checks the exact set of documents filters select.
func TestSearchSelects(t *testing.T) {
	ix := buildSmall(t)
	const (
		pilleuse = "dsk-fr-pilleuse-de-poubelles-optimiste"
		anthro   = "dsk-fr-anthropede"
		piscine  = "dsk-fr-piscine-sans-fond-vestiaire"
		suzerain = "dsk-fr-suzerain-de-bouillecale"
		mage     = "dsk-fr-golgari-guildmage"
		sacch    = "dsk-it-saccheggiatrice-di-rifiuti-ottimista"
	)
	tests := []struct {
		q    string
		want []string
	}{
		{"t:creature", []string{pilleuse, anthro, suzerain, mage, sacch}},
		{"t:créature", []string{pilleuse, anthro, suzerain, mage, sacch}},
		{"t:creatura", []string{pilleuse, anthro, suzerain, mage, sacch}},
		{"t:créatures", []string{pilleuse, anthro, suzerain, mage, sacch}},
		{"t:enchantement", []string{piscine, suzerain}},
		{"t:horreur", []string{anthro, suzerain}},
		{"t:pièce", []string{piscine}},
		{"t:room", []string{piscine}},
		{"t:stanza", []string{piscine}},
		{"t:sopravvissuto", []string{sacch}},
		{"mv=6", []string{piscine, suzerain}},
		{"cmc<3", []string{mage}},
		{"mv<=3 t:creature", []string{pilleuse, mage, sacch}},
		{"mv>4", []string{piscine, suzerain}},
		{"mv>=4 mv<6", []string{anthro}},
		{"mv!=3 kind:card", []string{anthro, piscine, suzerain, mage}},
		{"pow>=4", []string{anthro, suzerain}},
		{"tou=2 pow=2", []string{pilleuse, mage, sacch}},
		{"c:b", []string{anthro, mage}},
		{"c:black", []string{anthro, mage}},
		{"c:noir", []string{anthro, mage}},
		{"c=b", []string{anthro}},
		{"c:bg", []string{mage}},
		{"c:m", []string{mage}},
		{"c<=wb", []string{pilleuse, anthro, sacch}},
		{"c<bg", []string{anthro}},
		{"c>b", []string{mage}},
		{"c!=w kind:card", []string{anthro, piscine, suzerain, mage}},
		{"lang:it kind:card", []string{sacch}},
		{"lang:italiano kind:card", []string{sacch}},
		{"set:dsc", []string{mage}},
		{"s:dsk kind:card lang:fr", []string{pilleuse, anthro, piscine, suzerain}},
		{"kind:glossary", []string{"9ed-fr-g-en-jeu", "9ed-fr-g-initiative"}},
		{"kind:rule", []string{"emn-fr-701.34a"}},
		{"doc:emn-fr", []string{"emn-fr-s-assimilation", "emn-fr-701.34a"}},
		{"kind:card -t:creature", []string{piscine}},
		{"kind:card -(t:creature OR c:u)", nil},
		{"(t:enchantment OR c:b) kind:card", []string{anthro, piscine, suzerain, mage}},
		{"kind:ruling lang:it", []string{"dsk-it-saccheggiatrice-di-rifiuti-ottimista-r1"}},
		{"kind:section délire", []string{"dsk-fr-s-retour-de-mecanique-delire", "dsk-it-s-meccanica-di-ritorno-delirio"}},
		{"mechanic:impending", []string{suzerain}},
		{"mechanic:imminence kind:card", []string{suzerain}},
		{"mech:delirio kind:card", []string{pilleuse, sacch}},
		{"mechanic:delirium kind:section", []string{"dsk-fr-s-retour-de-mecanique-delire", "dsk-it-s-meccanica-di-ritorno-delirio"}},
		{"zzzzzz", nil},
		{"de la", nil}, // stop words only: looked for in names, found nowhere
	}
	for _, tt := range tests {
		got := ids(find(t, ix, tt.q))
		sort.Strings(got)
		want := append([]string(nil), tt.want...)
		sort.Strings(want)
		if strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("%q:\n got %v\nwant %v", tt.q, got, want)
		}
	}
}

func TestSearchFacets(t *testing.T) {
	ix := buildSmall(t)
	res := find(t, ix, "kind:card OR kind:ruling")
	f := res.Facets
	check := func(name string, got []FacetCount, want string) {
		t.Helper()
		var s []string
		for _, fc := range got {
			s = append(s, fmt.Sprintf("%s=%d", fc.Value, fc.Count))
		}
		if strings.Join(s, " ") != want {
			t.Errorf("facet %s = %v, want %s", name, s, want)
		}
	}
	check("kind", f.Kind, "card=6 ruling=4")
	check("lang", f.Lang, "fr=8 it=2")
	check("doc", f.Doc, "dsk-fr=8 dsk-it=2")
	check("set", f.Set, "dsk=9 dsc=1")
	check("type", f.Type, "Creature=5 Enchantment=2")
	check("color", f.Color, "B=2 W=2 G=1 R=1 U=1")
	check("mana value", f.ManaValue, "3=2 6=2 2=1 4=1")
	// Rulings carry their card's mechanics.
	check("mechanic", f.Mechanic, "delirium=5 impending=1 room=1")
	if res.Total != 10 {
		t.Errorf("total = %d, want 10", res.Total)
	}

	res, err := ix.Search(context.Background(), Request{Query: "kind:card", NoFacets: true})
	if err != nil {
		t.Fatal(err)
	}
	if res.Facets != nil {
		t.Errorf("NoFacets: facets = %+v", res.Facets)
	}
}

func TestSearchHits(t *testing.T) {
	ix := buildSmall(t)
	res := find(t, ix, "dernière capacité kind:ruling")
	if len(res.Data) == 0 {
		t.Fatal("no hit")
	}
	h := res.Data[0]
	want := Hit{Kind: KindRuling, ID: "dsk-fr-anthropede-r1", Lang: "fr", Title: "Anthropède", Doc: "dsk-fr", Set: "dsk",
		CardID: "dsk-fr-anthropede", CardName: "Anthropède",
		Snippet: "Vous ne choisissez pas une cible pour la <mark>dernière</mark> <mark>capacité</mark> de l&#39;Anthropède au moment où elle se déclenche."}
	h.Score = 0
	if h != want {
		t.Errorf("hit:\n got %+v\nwant %+v", h, want)
	}
	res = find(t, ix, "assimilation kind:rule")
	if len(res.Data) != 1 || res.Data[0].SectionID != "emn-fr-s-assimilation" || res.Data[0].Title != "701.34a" {
		t.Errorf("rule hit = %+v", res.Data)
	}
	res = find(t, ix, "artefact bataille kind:ruling")
	if len(res.Data) == 0 || res.Data[0].SectionTitle != "Retour de mécanique : délire" || res.Data[0].CardID != "" {
		t.Errorf("section ruling hit = %+v", res.Data)
	}
}

func TestSnippetEscapes(t *testing.T) {
	kb := smallKB()
	kb.Cards[0].Text = []string{`Si <b>x</b> & "y" ont le délire, alors <script>alert(1)</script>.`}
	ix, err := Build(context.Background(), kb, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	res := find(t, ix, "délire kind:card lang:fr")
	var got string
	for _, h := range res.Data {
		if h.ID == kb.Cards[0].ID {
			got = h.Snippet
		}
	}
	// The type line stays a line of its own (issue 12: "humain et éclairé
	// Angoisse —" ran together).
	want := "Créature : humain et survivant\nSi &lt;b&gt;x&lt;/b&gt; &amp; &#34;y&#34; ont le <mark>délire</mark>, alors &lt;script&gt;alert(1)&lt;/script&gt;."
	if got != want {
		t.Errorf("snippet:\n got %s\nwant %s", got, want)
	}
	long := strings.Repeat("mot ", 200) + "délire " + strings.Repeat("fin ", 200)
	kb.Cards[0].Text = []string{long}
	ix2, err := Build(context.Background(), kb, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer ix2.Close()
	for _, h := range find(t, ix2, "délire kind:card lang:fr").Data {
		if h.ID == kb.Cards[0].ID {
			if !strings.HasPrefix(h.Snippet, "…") || !strings.HasSuffix(h.Snippet, "…") || !strings.Contains(h.Snippet, "<mark>délire</mark>") || len(h.Snippet) > snippetBytes+60 {
				t.Errorf("long snippet = %q", h.Snippet)
			}
		}
	}
}

func TestSearchPages(t *testing.T) {
	ix := buildSmall(t)
	const q = "-kind:glossary"
	all := find(t, ix, q)
	if all.Total < 10 {
		t.Fatalf("total = %d", all.Total)
	}
	var seen []string
	req := Request{Query: q, Limit: 3}
	for pages := 0; ; pages++ {
		if pages > all.Total {
			t.Fatal("pages never end")
		}
		res, err := ix.Search(context.Background(), req)
		if err != nil {
			t.Fatal(err)
		}
		seen = append(seen, ids(res)...)
		if res.Next == "" {
			break
		}
		req = Request{Page: res.Next}
	}
	if !reflect.DeepEqual(seen, ids(all)) {
		t.Errorf("pages give\n%v\nwant\n%v", seen, ids(all))
	}
	res, err := ix.Search(context.Background(), Request{Query: q, Offset: 4, Limit: 2})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(ids(res), ids(all)[4:6]) {
		t.Errorf("offset 4 limit 2 = %v, want %v", ids(res), ids(all)[4:6])
	}

	first, _ := ix.Search(context.Background(), Request{Query: q, Limit: 3})
	bad := []Request{
		{Page: "not a token!"},
		{Page: encodePage(pageToken{query: q, offset: -1, limit: 3})},
		{Page: first.Next, Query: "another query"},
		{Query: q, Limit: -1},
		{Query: q, Offset: MaxOffset + 1},
		{Query: q, Offset: -1},
	}
	for _, r := range bad {
		_, err := ix.Search(context.Background(), r)
		var qe *QueryError
		if !errors.As(err, &qe) {
			t.Errorf("Search(%+v) error = %v, want a *QueryError", r, err)
		}
	}
	res, err = ix.Search(context.Background(), Request{Query: q, Limit: MaxLimit * 10})
	if err != nil || res.Limit != MaxLimit {
		t.Errorf("oversized limit: %v, limit %d", err, res.Limit)
	}
}

func TestSearchWarnings(t *testing.T) {
	ix := buildSmall(t)
	tests := []struct {
		q       string
		warning string
		total   int
	}{
		{"foo:bar anthropède", `unknown field "foo"`, 2},
		{"foo:bar", `unknown field "foo"`, 0},
		{"set:xyz", `unknown set "xyz"`, 0},
		{"lang:de", `unknown language "de"`, 0},
		{"kind:thing", `unknown kind "thing"`, 0},
		{"doc:xyz-fr", `unknown document "xyz-fr"`, 0},
		{"mechanic:flibbertigibbet", `unknown mechanic "flibbertigibbet"`, 0},
	}
	for _, tt := range tests {
		res := find(t, ix, tt.q)
		if len(res.Warnings) != 1 || !strings.Contains(res.Warnings[0], tt.warning) || res.Total != tt.total {
			t.Errorf("%q: warnings %q, total %d; want %q, total %d", tt.q, res.Warnings, res.Total, tt.warning, tt.total)
		}
	}
	res := find(t, ix, "anthropède")
	if res.Warnings == nil || len(res.Warnings) != 0 {
		t.Errorf("warnings = %#v, want an empty list", res.Warnings)
	}
}

func TestSearchErrors(t *testing.T) {
	ix := buildSmall(t)
	for _, q := range []string{"(délire", `"abc`, "mv>=x", "c:xyz", "c:cr", "t>creature", ""} {
		_, err := ix.Search(context.Background(), Request{Query: q})
		var qe *QueryError
		if !errors.As(err, &qe) {
			t.Errorf("Search(%q) error = %v, want a *QueryError", q, err)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := ix.Search(ctx, Request{Query: "délire"}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled search: %v", err)
	}
	ix.Close()
	if _, err := ix.Search(context.Background(), Request{Query: "délire"}); err == nil {
		t.Error("search on a closed index: no error")
	}
}

// TestCompiledFieldsAreExplicit walks compiled queries: every leaf names
// its field, and no leaf would analyse text with a field's default
// analyzer (match, match-phrase and query-string queries are never built).
func TestCompiledFieldsAreExplicit(t *testing.T) {
	ix := buildSmall(t)
	for _, q := range []string{
		"délire", "pilleuse poubelle optimiste", `"face cachée" -kind:ruling`, "n:anthropède", `n:"piscine sans fond"`,
		"o:cimetière", "t:créature mv<=3 c:rg pow>1 tou!=2", "lang:it set:dsk kind:card doc:dsk-it",
		"delirium OR (meld first strike)", "de la", "c<=wu", "c!=m", "c>r",
	} {
		n, _, err := parse(q)
		if err != nil {
			t.Fatal(err)
		}
		qq, _, err := ix.newCompiler().compile(n)
		if err != nil {
			t.Fatalf("%q: %v", q, err)
		}
		walkQuery(qq, func(leaf query.Query) {
			switch l := leaf.(type) {
			case *query.MatchQuery, *query.MatchPhraseQuery, *query.QueryStringQuery:
				t.Errorf("%q: analysing query %T", q, l)
			case query.FieldableQuery:
				if l.Field() == "" {
					t.Errorf("%q: %T without a field", q, l)
				}
			case *query.MatchNoneQuery, *query.MatchAllQuery:
			default:
				t.Errorf("%q: unexpected leaf %T", q, l)
			}
		})
	}
}

func walkQuery(q query.Query, leaf func(query.Query)) {
	switch q := q.(type) {
	case *query.BooleanQuery:
		for _, s := range []query.Query{q.Must, q.Should, q.MustNot, q.Filter} {
			if s != nil {
				walkQuery(s, leaf)
			}
		}
	case *query.ConjunctionQuery:
		for _, c := range q.Conjuncts {
			walkQuery(c, leaf)
		}
	case *query.DisjunctionQuery:
		for _, c := range q.Disjuncts {
			walkQuery(c, leaf)
		}
	case *minMatchQuery:
		walkQuery(q.DisjunctionQuery, leaf)
	case *tablePhraseQuery:
		leaf(q.MultiPhraseQuery)
	default:
		leaf(q)
	}
}

func TestBuildRejects(t *testing.T) {
	ctx := context.Background()
	if _, err := Build(ctx, nil, Options{}); err == nil {
		t.Error("nil KB: no error")
	}
	if _, err := Build(ctx, &corpus.KB{}, Options{}); err == nil || !strings.Contains(err.Error(), "KB.Index") {
		t.Errorf("KB without lookups: %v", err)
	}
	kb := smallKB()
	kb.Cards[1].ID = kb.Cards[0].ID
	if _, err := Build(ctx, kb, Options{}); err == nil || !strings.Contains(err.Error(), "used twice") {
		t.Errorf("duplicate id: %v", err)
	}
	kb = smallKB()
	kb.Glossary[0].ID = ""
	if _, err := Build(ctx, kb, Options{}); err == nil {
		t.Error("empty id: no error")
	}
	if _, err := Build(ctx, smallKB(), Options{Terms: []corpus.Term{{Kind: "mechanic"}}}); err == nil {
		t.Error("term without key: no error")
	}
	dir := t.TempDir()
	if _, err := Build(ctx, smallKB(), Options{Dir: dir}); err == nil {
		t.Error("existing directory: no error")
	}
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := Build(cctx, smallKB(), Options{}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled build: %v", err)
	}
}

func TestBuildOnDisk(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "idx")
	ix, err := Build(context.Background(), smallKB(), Options{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	if got := ids(find(t, ix, "antropede")); len(got) == 0 || got[0] != "dsk-fr-anthropede" {
		t.Errorf("on disk: %v", got)
	}
	if s := ix.Stats(); s.DiskBytes <= 0 || s.Documents != ix.Len() || s.ByKind[KindCard] != 6 {
		t.Errorf("stats = %+v", s)
	}
}

func TestOpen(t *testing.T) {
	ctx := context.Background()
	dir := filepath.Join(t.TempDir(), "idx")
	built, err := Build(ctx, smallKB(), Options{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	want := ids(find(t, built, "délire"))
	facets := find(t, built, "délire").Facets
	if err := built.Close(); err != nil {
		t.Fatal(err)
	}

	ix, err := Open(ctx, smallKB(), Options{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	res := find(t, ix, "délire")
	if got := ids(res); !reflect.DeepEqual(got, want) || !reflect.DeepEqual(res.Facets, facets) {
		t.Errorf("reopened index: %v %v, built: %v %v", got, res.Facets, want, facets)
	}
	ix.Close()

	// Another knowledge base, or other aliases, must not be served from it.
	other := smallKB()
	other.Cards[0].Text = []string{"Un autre texte."}
	if _, err := Open(ctx, other, Options{Dir: dir}); !errors.Is(err, ErrStale) {
		t.Errorf("Open with a changed KB: %v, want ErrStale", err)
	}
	if _, err := Open(ctx, smallKB(), Options{Dir: dir, Aliases: map[string][]string{"dsk-fr-anthropede": {"Antropede"}}}); !errors.Is(err, ErrStale) {
		t.Errorf("Open with other aliases: %v, want ErrStale", err)
	}
	if _, err := Open(ctx, smallKB(), Options{Dir: filepath.Join(t.TempDir(), "none")}); err == nil {
		t.Error("Open of a missing directory succeeded")
	}
	if _, err := Open(ctx, smallKB(), Options{}); err == nil {
		t.Error("Open without a directory succeeded")
	}
}

func TestStatsInMemory(t *testing.T) {
	ix := buildSmall(t)
	if s := ix.Stats(); s.MemoryBytes <= 0 || s.DiskBytes != 0 || s.Documents != 16 {
		t.Errorf("stats = %+v", s)
	}
}

func TestSearchConcurrent(t *testing.T) {
	ix := buildSmall(t)
	want := ids(find(t, ix, "délire"))
	var wg sync.WaitGroup
	for g := 0; g < 8; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 50; i++ {
				res, err := ix.Search(context.Background(), Request{Query: "délire", Limit: MaxLimit})
				if err != nil || !reflect.DeepEqual(ids(res), want) {
					t.Errorf("concurrent search: %v %v", err, ids(res))
					return
				}
			}
		}()
	}
	wg.Wait()
}

// FuzzSearch runs arbitrary queries against a small index: a query is
// answered or rejected with a *QueryError, never with another error or a
// panic, and every hit has a snippet whose only markup is <mark>.
func FuzzSearch(f *testing.F) {
	for _, s := range []string{
		"délire", "t:créature mv<=3 c:rg", `"face cachée" -kind:ruling`, "(a OR b) -c", "c:xyz", "mv>=x",
		"antropedde", "de la", "foo:bar", "kind:card -(t:creature OR c:u)",
	} {
		f.Add(s)
	}
	ix, err := Build(context.Background(), smallKB(), Options{})
	if err != nil {
		f.Fatal(err)
	}
	defer ix.Close()
	f.Fuzz(func(t *testing.T, q string) {
		res, err := ix.Search(context.Background(), Request{Query: q, Limit: 5})
		if err != nil {
			var qe *QueryError
			if !errors.As(err, &qe) {
				t.Fatalf("Search(%q): %v is not a *QueryError", q, err)
			}
			return
		}
		for _, h := range res.Data {
			s := strings.ReplaceAll(strings.ReplaceAll(h.Snippet, markOpen, ""), markClose, "")
			if strings.ContainsAny(s, "<>") {
				t.Fatalf("Search(%q): snippet %q has markup", q, h.Snippet)
			}
		}
	})
}

// TestFilterOnlyOrder checks that a query of filters alone, which has
// nothing to rank by, lists its documents in knowledge-base order.
func TestFilterOnlyOrder(t *testing.T) {
	ix := buildSmall(t)
	kb := smallKB()
	var want []string
	for _, c := range kb.Cards {
		want = append(want, c.ID)
	}
	for _, q := range []string{"kind:card", "-kind:ruling kind:card", "kind:card OR kind:card"} {
		res := find(t, ix, q)
		if got := ids(res); !reflect.DeepEqual(got, want) {
			t.Errorf("%q = %v, want %v", q, got, want)
		}
		for _, h := range res.Data {
			if h.Score != res.Data[0].Score {
				t.Errorf("%q: scores differ: %v and %v", q, h.Score, res.Data[0].Score)
				break
			}
		}
	}
}

// TestSearchEveryWordFirst checks that a query's words are all required
// when enough documents hold them all, and that most of them are enough
// when too few do (strictMinHits).
func TestSearchEveryWordFirst(t *testing.T) {
	build := func(all, two int) *Index {
		kb := &corpus.KB{Documents: []corpus.Document{{ID: "g-fr", Lang: "fr", Kind: corpus.KindRulebook, Set: "9ed"}}}
		add := func(n int, text string) {
			for i := 0; i < n; i++ {
				kb.Glossary = append(kb.Glossary, corpus.GlossaryEntry{
					ID: fmt.Sprintf("g-fr-%d", len(kb.Glossary)), Doc: "g-fr", Lang: "fr",
					Term: fmt.Sprintf("Entrée %d", len(kb.Glossary)), Text: []string{text},
				})
			}
		}
		add(all, "Le zorblat quixel frambo tient.")
		add(two, "Le zorblat quixel dort.")
		add(40, "Rien de tout cela.")
		if err := kb.Index(); err != nil {
			t.Fatal(err)
		}
		ix, err := Build(context.Background(), kb, Options{})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { ix.Close() })
		return ix
	}
	tests := []struct {
		all, two, want int
	}{
		{strictMinHits + 5, 6, strictMinHits + 5}, // enough hold all three: those only
		{strictMinHits - 1, 6, strictMinHits + 5}, // too few: two of three are enough
		{0, 6, 6},
	}
	for _, tt := range tests {
		ix := build(tt.all, tt.two)
		res, err := ix.Search(context.Background(), Request{Query: "zorblat quixel frambo", Limit: MaxLimit})
		if err != nil {
			t.Fatal(err)
		}
		if res.Total != tt.want {
			t.Errorf("%d with all three words, %d with two: total %d, want %d", tt.all, tt.two, res.Total, tt.want)
		}
	}
}
