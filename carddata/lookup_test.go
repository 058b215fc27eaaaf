package carddata

import (
	"math/rand/v2"
	"sync"
	"testing"

	"github.com/arbitre/arbitre/internal/realcards"
	"github.com/arbitre/arbitre/internal/text"
)

// TestNamed: a name in any language, case, accents and punctuation aside,
// finds its card and says the language.
func TestNamed(t *testing.T) {
	cs, _ := loadFixtures(t, Options{}, fixtures...)
	for _, tc := range []struct {
		query, lang, name, card string
	}{
		{"Chaleur impie", "fr", "Chaleur impie", "Unholy Heat"},
		{"CHALEUR IMPIE", "fr", "Chaleur impie", "Unholy Heat"},
		{"calore sacrilego", "it", "Calore Sacrilego", "Unholy Heat"},
		{"unholy heat", "en", "Unholy Heat", "Unholy Heat"},
		{"Aberration insectoide", "fr", "Aberration insectoïde", "Delver of Secrets // Insectile Aberration"},
		{"insectile aberration", "en", "Insectile Aberration", "Delver of Secrets // Insectile Aberration"},
		{"Piscine sans fond // Vestiaire", "fr", "Piscine sans fond // Vestiaire", "Bottomless Pool // Locker Room"},
		{"piscine sans fond vestiaire", "fr", "Piscine sans fond // Vestiaire", "Bottomless Pool // Locker Room"},
		{"Bottomless Pool", "en", "Bottomless Pool", "Bottomless Pool // Locker Room"},
	} {
		ms := cs.Named(tc.query)
		if len(ms) != 1 || ms[0].Lang != tc.lang || ms[0].Name != tc.name || ms[0].Card.Name != tc.card {
			t.Errorf("Named(%q) = %+v, want %s %q of %q", tc.query, ms, tc.lang, tc.name, tc.card)
		}
	}
	for _, q := range []string{"", "chaleur", "Unheilige Hitze", "Human"} {
		if ms := cs.Named(q); len(ms) != 0 {
			t.Errorf("Named(%q) = %+v, want nothing", q, ms)
		}
	}
}

// TestFuzzy: prefixes and typos find names, best first.
func TestFuzzy(t *testing.T) {
	cs, _ := loadFixtures(t, Options{}, fixtures...)
	for _, tc := range []struct {
		query  string
		first  string // the name found first
		prefix bool
		typos  int
	}{
		{"chaleur impie", "Chaleur impie", false, 0},
		{"chaleur", "Chaleur impie", true, 0},
		{"fureteur d", "Fureteur des secrets", true, 0},
		{"chaleru impie", "Chaleur impie", false, 1},
		{"chaler impe", "Chaleur impie", false, 2},
		{"calore sacrilegio", "Calore Sacrilego", false, 1},
		{"fuerteur des", "Fureteur des secrets", true, 1},
		{"delvr of secrets", "Delver of Secrets", false, 1},
		{"vestaire", "Vestiaire", false, 1},
	} {
		ms := cs.Fuzzy(tc.query, 3)
		if len(ms) == 0 || ms[0].Name != tc.first || ms[0].Prefix != tc.prefix || ms[0].Typos != tc.typos {
			t.Errorf("Fuzzy(%q) = %+v, want %q first (prefix %v, %d typos)", tc.query, ms, tc.first, tc.prefix, tc.typos)
		}
	}
	for _, q := range []string{"", "zzz", "chx", "qqqqqqqqqqqq"} {
		if ms := cs.Fuzzy(q, 5); len(ms) != 0 {
			t.Errorf("Fuzzy(%q) = %+v, want nothing", q, ms)
		}
	}
	if ms := cs.Fuzzy("c", 1); len(ms) != 1 {
		t.Errorf("limit 1: %d matches", len(ms))
	}
	// A later word's start: a name without its first words.
	if ms := cs.Fuzzy("sans fond", 3); len(ms) != 1 || ms[0].Name != "Piscine sans fond" || !ms[0].Within || ms[0].Prefix {
		t.Errorf("Fuzzy(sans fond) = %+v, want Piscine sans fond, within", ms)
	}
	// One card, once, by its best name.
	if ms := cs.Fuzzy("unholy heat", 5); len(ms) != 1 {
		t.Errorf("Fuzzy(unholy heat) = %+v, want Unholy Heat once", ms)
	}
}

// TestFuzzyReal: on real cards, typed names find their cards.
func TestFuzzyReal(t *testing.T) {
	dir := realcards.Dir(t)
	cs, err := Load(Options{}, dir+"/mtgjson/KLD.json.gz")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ query, card string }{
		{"art de saheli", "Saheeli's Artistry"},
		{"maestria di sah", "Saheeli's Artistry"},
		{"chandra torch of defiance", "Chandra, Torch of Defiance"},
		{"chandra torch of defience", "Chandra, Torch of Defiance"},
		{"chandra torche de la defiance", "Chandra, Torch of Defiance"},
		{"chandra fiama di sfida", "Chandra, Torch of Defiance"},
		{"torche de la défiance", "Chandra, Torch of Defiance"},
		{"torch of defiance", "Chandra, Torch of Defiance"},
	} {
		ms := cs.Fuzzy(tc.query, 3)
		if len(ms) == 0 || ms[0].Card.Name != tc.card {
			t.Errorf("Fuzzy(%q) = %+v, want %s first", tc.query, ms, tc.card)
		}
	}
}

// TestBandDistance: the banded distance is text.Distance, of the whole
// name and of its nearest start.
func TestBandDistance(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	word := func() []rune {
		r := make([]rune, rng.IntN(9))
		for i := range r {
			r[i] = rune('a' + rng.IntN(4)) // few letters: many near misses
		}
		return r
	}
	buf := make([]int, 3*20)
	for range 20000 {
		q, k := word(), word()
		for max := 0; max <= 2; max++ {
			whole, start := bandDistance(q, k, max, buf)
			wantStart := max + 1
			for n := 0; n <= len(k); n++ {
				wantStart = min(wantStart, text.Distance(q, k[:n], max, nil))
			}
			if want := text.Distance(q, k, max, nil); whole != want || start != wantStart {
				t.Fatalf("bandDistance(%q, %q, %d) = %d, %d; want %d, %d", string(q), string(k), max, whole, start, want, wantStart)
			}
		}
	}
}

// TestLookupsConcurrent: Cards answer many readers at once (go test
// -race checks it).
func TestLookupsConcurrent(t *testing.T) {
	cs, _ := loadFixtures(t, Options{}, fixtures...)
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 50 {
				if len(cs.Named("chaleur impie")) != 1 || len(cs.Fuzzy("chaleru imp", 3)) == 0 || cs.Card(cs.All()[i%cs.Len()].ID) == nil {
					t.Error("a lookup failed under concurrency")
					return
				}
			}
		}()
	}
	wg.Wait()
}
