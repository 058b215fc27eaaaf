package read

import (
	"strings"
	"testing"
)

// checkReading reads text, a paragraph printed on the card name in lang
// (spell: an instant or sorcery), and compares it with want: its forms
// joined by " | ", or "unread: R" for a paragraph left unread with a reason
// that contains R. The table tests of one family of shapes share it.
func checkReading(t *testing.T, lang, name string, spell bool, text, want string) {
	t.Helper()
	r, err := ReadParagraph(lang, name, spell, text)
	if err != nil {
		t.Fatal(err)
	}
	if reason, ok := strings.CutPrefix(want, "unread: "); ok {
		if r.Status != ReadUnread || !strings.Contains(r.Reason, reason) {
			t.Errorf("%s %q: got %s %q %v, want unread with %q", lang, text, r.Status, r.Reason, r.Form(), reason)
		}
		return
	}
	if got := strings.Join(r.Form(), " | "); r.Status != ReadCompiled || got != want {
		t.Errorf("%s %q:\n got %s %q %s\nwant %s", lang, text, r.Status, r.Reason, got, want)
	}
}
