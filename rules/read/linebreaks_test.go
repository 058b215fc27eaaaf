package read

import "testing"

func TestRestoreLineBreaks(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Enchanter : créatureLa créature enchantée gagne -6/-0.", "Enchanter : créature\nLa créature enchantée gagne -6/-0."},
		{"VolareOgniqualvolta il Grifone attacca, scegli.", "Volare\nOgniqualvolta il Grifone attacca, scegli."},
		{"VolÉcho {3}{W}", "Vol\nÉcho {3}{W}"},
		{"Quand l'Ange de miséricorde arrive en jeu, vous gagnez 3 points de vie.", "Quand l'Ange de miséricorde arrive en jeu, vous gagnez 3 points de vie."},
		{"Flying\nWhen Angel of Mercy enters, you gain 3 life.", "Flying\nWhen Angel of Mercy enters, you gain 3 life."},
		{"Create a 1/1 colorless Thopter artifact creature token with flying.", "Create a 1/1 colorless Thopter artifact creature token with flying."},
		{"aB", "aB"}, // a capital must start a word of at least two letters
		{"", ""},
	} {
		if got := restoreLineBreaks(tc.in); got != tc.want {
			t.Errorf("restoreLineBreaks(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
