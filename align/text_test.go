package align

import (
	"reflect"
	"testing"

	"github.com/arbitre/arbitre/internal/text"
)

func TestTextSignature(t *testing.T) {
	tests := []struct {
		lang, in string
		want     []string
	}{
		{"fr", "Imminence 4 — {2} {R} {R}", []string{"m:{2}", "m:{R}", "m:{R}", "n:4"}},
		{"it", "Imminente 4—{2} {R} {R}", []string{"m:{2}", "m:{R}", "m:{R}", "n:4"}},
		{"fr", "mettez un marqueur +1/+1 sur une créature 2/2", []string{"pt:+1/+1", "pt:2/2"}},
		{"fr", "au moins six terrains, trois cartes", []string{"w:3", "w:6"}},
		{"it", "sei o più terre, tre carte", []string{"w:3", "w:6"}},
		{"fr", "La deuxième capacité", []string{"o:2nd"}},
		{"it", "La seconda abilità", []string{"o:2nd"}},
		{"fr", "un d6 est un dé à 6 faces", []string{"n:6", "n:6"}},
		{"it", "un d6 è un dado a sei facce", []string{"n:6", "w:6"}},
		{"fr", "Si le coût inclut $\\{X\\}$, X est 0", []string{"m:{X}", "n:0"}},
		{"fr", "{G/P} peut être payé", []string{"m:{G/P}"}},
		{"fr", "perd -1/-1 et gagne 2 points", []string{"n:2", "pt:-1/-1"}},
		{"fr", "rien ici, un seul", nil},
		{"fr", "{unclosed", nil},
	}
	for _, tt := range tests {
		got := textSignature(text.FoldPlain(tt.in), tt.lang)
		if !reflect.DeepEqual([]string(got), tt.want) {
			t.Errorf("textSignature(%q, %s) = %q, want %q", tt.in, tt.lang, got, tt.want)
		}
	}
}

func TestDice(t *testing.T) {
	tests := []struct {
		a, b []string
		want float64
		ok   bool
	}{
		{nil, nil, 0, false},
		{[]string{"a"}, nil, 0, true},
		{[]string{"a", "b"}, []string{"a", "b"}, 1, true},
		{[]string{"a", "a", "b"}, []string{"a", "c"}, 0.4, true},
	}
	for _, tt := range tests {
		got, ok := dice(tt.a, tt.b)
		if ok != tt.ok || got != tt.want {
			t.Errorf("dice(%q, %q) = %v, %v; want %v, %v", tt.a, tt.b, got, ok, tt.want, tt.ok)
		}
	}
	if got := minus([]string{"a", "a", "b", "c"}, []string{"a", "c", "d"}); !reflect.DeepEqual(got, []string{"a", "b"}) {
		t.Errorf("minus = %q", got)
	}
}

func TestSkeletons(t *testing.T) {
	var fr, it, other sketch
	fr.addSkeletons(text.Words(text.FoldPlain("le commandant, un permanent sacrifié")))
	it.addSkeletons(text.Words(text.FoldPlain("il tuo comandante, un permanente sacrificato")))
	other.addSkeletons(text.Words(text.FoldPlain("piochez trois cartes")))
	for _, s := range []*sketch{&fr, &it, &other} {
		s.count()
	}
	if d, _ := fr.dice(&it); d < 0.99 {
		t.Errorf("French and Italian share %.2f of their skeletons, want all", d)
	}
	if d, _ := fr.dice(&other); d > 0 {
		t.Errorf("unrelated texts share %.2f of their skeletons", d)
	}
	if b, n := skeleton("le"); n != 0 {
		t.Errorf("short word has skeleton %q", b[:n])
	}
	var a, b sketch
	a.addName(text.FoldPlain("Valgavoth, dévoreur de terreur"))
	b.addName(text.FoldPlain("Valgavoth, Divoratore di Terrore"))
	a.count()
	b.count()
	if d, _ := a.dice(&b); d < 0.3 {
		t.Errorf("names sharing a proper noun are %.2f alike", d)
	}
}
