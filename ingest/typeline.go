package ingest

import (
	"sort"
	"strings"
)

// typeLine is a card's type line split into its parts.
type typeLine struct {
	Written    string   // as written, markup and fused reminder text removed
	Supertypes []string // canonical English
	Types      []string // canonical English, in English type-line order
	Subtypes   []string // as written, lower case
	// Reminder is reminder text printed on the same line as the type line
	// ("Enchantement : pièce (Vous pouvez lancer…"), "" when there is none.
	Reminder string
	// Flags notes misspelt words read anyway ("Leggendaro").
	Flags []string
}

// Card types and supertypes as the French and Italian documents spell them
// (lower case). Types are a closed set, so they live here rather than in the
// term table, which is about wordings people search for.
var (
	cardTypeWords = map[string]string{
		// French
		"artefact": "Artifact", "bataille": "Battle", "créature": "Creature",
		"enchantement": "Enchantment", "éphémère": "Instant", "rituel": "Sorcery",
		"terrain": "Land", "planeswalker": "Planeswalker", "machination": "Scheme",
		"tribal": "Kindred", "clan": "Kindred",
		// Italian
		"artefatto": "Artifact", "battaglia": "Battle", "creatura": "Creature",
		"incantesimo": "Enchantment", "istantaneo": "Instant", "stregoneria": "Sorcery",
		"terra": "Land", "intrigo": "Scheme", "affine": "Kindred", "tribale": "Kindred",
	}
	supertypeWords = map[string]string{
		"légendaire": "Legendary", "neigeux": "Snow", "neigeuse": "Snow",
		"continue": "Ongoing", "continu": "Ongoing", "mondial": "World", "mondiale": "World",
		"leggendario": "Legendary", "leggendaria": "Legendary", "innevato": "Snow",
		"innevata": "Snow", "persistente": "Ongoing",
	}
	// Two-word supertypes and the French "de clan".
	typePhrases = map[string]string{
		"de base": "Basic", "in corso": "Ongoing", "de clan": "Kindred",
	}
	// Misspellings found in the documents, read as the word they misspell
	// and flagged on the card.
	typeTypos = map[string]string{
		"leggendaro": "Legendary", "legendaria": "Legendary", "legendario": "Legendary",
		"leggendarie": "Legendary",
	}
	supertypeSet = map[string]bool{"Legendary": true, "Basic": true, "Snow": true, "Ongoing": true, "World": true}
	// English type-line order: "Legendary Kindred Artifact Enchantment Creature".
	typeRank = map[string]int{
		"Kindred": 0, "Artifact": 1, "Enchantment": 2, "Land": 3, "Creature": 4,
		"Battle": 5, "Planeswalker": 6, "Instant": 7, "Sorcery": 8, "Scheme": 9,
	}
)

// parseTypeLine reads a type line in French ("Créature-artefact légendaire :
// jouet", "Enchantement de clan : démon", "Machination continue") or
// Italian ("Creatura Incantesimo Leggendaria — Incubo", "Intrigo In
// Corso"). It reports false when s is not a type line: every word before
// the subtype separator must be a card type or supertype.
func parseTypeLine(s string) (typeLine, bool) {
	var tl typeLine
	if !typeWordFirst(s) {
		return tl, false
	}
	t := strings.TrimSpace(plain(s))
	if t == "" || len(t) > 400 {
		return tl, false
	}
	// Reminder text fused onto the type line.
	if i := strings.Index(t, "("); i > 0 {
		tl.Reminder = strings.TrimSpace(t[i:])
		t = strings.TrimSpace(t[:i])
	}
	left, right := t, ""
	for _, sep := range []string{"—", " – ", " : ", ":", " - "} {
		if i := strings.Index(t, sep); i >= 0 {
			left, right = strings.TrimSpace(t[:i]), strings.TrimSpace(t[i+len(sep):])
			break
		}
	}
	if left == "" || len(left) > 80 {
		return tl, false
	}
	words := strings.FieldsFunc(strings.ToLower(left), func(r rune) bool { return r == ' ' || r == '-' })
	seen := map[string]bool{}
	add := func(canon string) {
		if seen[canon] {
			return
		}
		seen[canon] = true
		if supertypeSet[canon] {
			tl.Supertypes = append(tl.Supertypes, canon)
		} else {
			tl.Types = append(tl.Types, canon)
		}
	}
	for i := 0; i < len(words); i++ {
		w := words[i]
		if i+1 < len(words) {
			if canon, ok := typePhrases[w+" "+words[i+1]]; ok {
				add(canon)
				i++
				continue
			}
		}
		if canon, ok := cardTypeWords[w]; ok {
			add(canon)
			continue
		}
		if canon, ok := supertypeWords[w]; ok {
			add(canon)
			continue
		}
		if canon, ok := typeTypos[w]; ok {
			add(canon)
			tl.Flags = append(tl.Flags, "type line: \""+w+"\" read as "+canon)
			continue
		}
		return typeLine{}, false
	}
	if len(tl.Types) == 0 {
		return typeLine{}, false
	}
	sort.SliceStable(tl.Types, func(i, j int) bool { return typeRank[tl.Types[i]] < typeRank[tl.Types[j]] })
	tl.Subtypes = splitSubtypes(right)
	tl.Written = t
	if tl.Supertypes == nil {
		tl.Supertypes = []string{}
	}
	return tl, true
}

// splitSubtypes splits the subtype part: French joins subtypes with "et"
// ("humain et éclaireur et survivant"), Italian lists them with spaces
// ("Sopravvissuto Esploratore Umano").
func splitSubtypes(s string) []string {
	out := []string{}
	s = strings.ToLower(strings.TrimSpace(s))
	if s == "" {
		return out
	}
	var parts []string
	if strings.Contains(s, " et ") || strings.Contains(s, ",") {
		parts = strings.FieldsFunc(strings.ReplaceAll(s, " et ", ","), func(r rune) bool { return r == ',' })
	} else {
		parts = strings.Fields(s)
	}
	for _, p := range parts {
		if p = strings.Trim(strings.TrimSpace(p), "*_."); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// typeWordFirst is a cheap test run before parsing: a type line starts
// with a card type or supertype word.
func typeWordFirst(s string) bool {
	s = strings.TrimLeft(s, "#*_ ")
	end := strings.IndexAny(s, " -:—*(")
	if end < 0 {
		end = len(s)
	}
	w := strings.ToLower(s[:end])
	if _, ok := cardTypeWords[w]; ok {
		return true
	}
	if _, ok := supertypeWords[w]; ok {
		return true
	}
	_, ok := typeTypos[w]
	return ok
}
