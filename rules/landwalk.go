package rules

import "strings"

// Landwalk (702.14) is printed with its land type in the keyword's own
// word: "Islandwalk", « Traversée des îles », "Passa-Isole". The term
// table has only the generic wording, so the three languages' shapes are
// read here, and the land type is named canonically ("island"), so that
// a card's French, Italian and English keywords are the same value.

// landwalkPrefixes are the French and Italian wordings before the land
// type, longest first; English puts "walk" after it.
var landwalkPrefixes = []string{"traversee des ", "traversee de l'", "traversee de la ", "traversee de ", "passa-"}

// Landwalk reads a folded keyword that is landwalk of a basic land type:
// its canonical type ("island") and true; false for anything else (the
// generic "landwalk", a nonbasic or legendary landwalk, another word).
func Landwalk(f string) (string, bool) {
	if w, ok := strings.CutSuffix(f, "walk"); ok && w != "" && !strings.Contains(w, " ") {
		return basicLandType(w)
	}
	for _, pre := range landwalkPrefixes {
		if w, ok := strings.CutPrefix(f, pre); ok && w != "" {
			return basicLandType(w)
		}
	}
	return "", false
}

// basicLandType names a basic land type, singular or plural, in any of
// the three languages: "iles", "isole", "paludi", "forest" → canonical.
func basicLandType(w string) (string, bool) {
	cands := []string{w, strings.TrimSuffix(w, "s")}
	if stem, ok := strings.CutSuffix(w, "e"); ok {
		cands = append(cands, stem+"a") // isole → isola, foreste → foresta
	}
	if stem, ok := strings.CutSuffix(w, "i"); ok {
		cands = append(cands, stem+"e") // paludi → palude
	}
	for _, c := range cands {
		if t, ok := subWords[c]; ok {
			if _, basic := basicLandColor[t]; basic {
				return t, true
			}
		}
	}
	return "", false
}
