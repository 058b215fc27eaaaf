package api

import (
	"strings"
	"testing"
)

func TestFindToken(t *testing.T) {
	tests := []struct {
		txt, tok string
		want     int
	}{
		{"gagnez 1 point", "1", 7},
		{"gagnez 10 points et 1 carte", "1", 20},
		{"payez {1}: gagnez 1", "1", 18},
		{"payez {1}{R}", "{R}", 9},
		{"rien", "1", -1},
		{"", "1", -1},
	}
	for _, tt := range tests {
		if got := findToken(tt.txt, tt.tok); got != tt.want {
			t.Errorf("findToken(%q, %q) = %d, want %d", tt.txt, tt.tok, got, tt.want)
		}
	}
}

func TestExcerpt(t *testing.T) {
	got := excerpt("Si une créature que vous contrôlez meurt, gagnez 1 point de vie et piochez une carte, puis défaussez-vous.", "1")
	if !strings.Contains(got, `gagnez <mark class="diff">1</mark> point`) || !strings.HasPrefix(got, "…") || !strings.HasSuffix(got, "…") {
		t.Errorf("excerpt = %q", got)
	}
	if got := excerpt("<b>x2</b> & 2", "2"); got != `&lt;b&gt;x2&lt;/b&gt; &amp; <mark class="diff">2</mark>` {
		t.Errorf("excerpt escapes: %q", got)
	}
}

// TestCompareNotes: on the real corpus, the numbers difference the issue
// quotes ("nothing in dsk-fr only, 1 in dsk-it only") now says which
// number, where, in the interface language.
func TestCompareNotes(t *testing.T) {
	s := newRealServer(t)
	body := get(t, s, "/compare?kind=numbers&hl=fr").Body.String()
	if !strings.Contains(body, `« 1 » 2 fois en italien, 1 en français : « …`) || !strings.Contains(body, `maggiore di <mark class="diff">1</mark> causerà`) {
		t.Errorf("/compare?kind=numbers: no number in its sentence: %.400s", body[strings.Index(body, `class="differences"`):])
	}
	if strings.Contains(body, "numbers differ: nothing in") {
		t.Error("/compare still has the English note")
	}
	if !strings.Contains(body, `id="low-confidence"`) {
		t.Error("/compare lists no low-confidence pairing")
	}
}
