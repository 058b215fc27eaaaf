package read

import (
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/arbitre/arbitre/internal/text"
	"github.com/arbitre/arbitre/rules"
)

// French prints some subtypes in several words (« peuple fée » Faerie,
// « grand serpent » Serpent, « chien de chasse » Hound, « ouvrier
// spécialisé » Assembly-Worker): one subtype, not two, as its type line
// « Créature : peuple fée et sorcier » says. The vocabulary holds them with
// their spaces; an object phrase joins their words into one before it
// reads its words, and the filter names the subtype with "_" for its
// spaces ("sub:peuple_fee"), as the engine reads a subtype of a filter.

// subtypeFilterWord is the filter word of a folded subtype.
func subtypeFilterWord(sub string) string {
	return "sub:" + strings.ReplaceAll(sub, " ", "_")
}

// phrasePlurals returns a subtype and its plural forms; one of several
// words (or of hyphenated words in French: « chauves-souris », « loups-
// garous ») takes the plural on each word (« grands serpents », « peuples
// fée », « tortues terrestres »), but never after « de » (« chiens de
// chasse »).
func phrasePlurals(lx *lexicon, lang, w string) []string {
	sep := " "
	words := strings.Fields(w)
	if len(words) < 2 && lang == "fr" && strings.Count(w, "-") == 1 {
		sep, words = "-", strings.Split(w, "-")
	}
	if len(words) < 2 {
		return plurals(lx, lang, w)
	}
	forms := []string{""}
	for i, x := range words {
		opts := []string{x}
		if x != "de" && (i == 0 || words[i-1] != "de") {
			opts = plurals(lx, lang, x)
		}
		var next []string
		for _, f := range forms {
			for _, o := range opts {
				if i > 0 {
					o = f + sep + o
				}
				next = append(next, o)
			}
		}
		forms = next
	}
	out := []string{w}
	for _, f := range forms {
		if f != w {
			out = append(out, f)
		}
	}
	return out
}

// joinSubtypePhrases joins the words of a subtype of several words the
// vocabulary knows into one word (« grand serpent »), a comma after the
// last kept.
func joinSubtypePhrases(words []string, subs map[string]string) []string {
	var out []string
	for i := 0; i < len(words); i++ {
		joined := false
		for n := 3; n >= 2 && !joined; n-- {
			if i+n > len(words) {
				continue
			}
			phrase := strings.Join(words[i:i+n], " ")
			stem, comma := strings.CutSuffix(phrase, ",")
			if subs[stem] != "" && strings.Contains(stem, " ") {
				if comma {
					stem += ","
				}
				out = append(out, stem)
				i += n - 1
				joined = true
			}
		}
		if !joined {
			out = append(out, words[i])
		}
	}
	return out
}

// tokenSubtypeLine is the subtype part of a token's type line: French
// style (« : peuple fee et gredin ») where a subtype is of several words,
// so that the engine's type line keeps it whole; else " — elf warrior".
func tokenSubtypeLine(subs []string) string {
	if slices.ContainsFunc(subs, func(s string) bool { return strings.Contains(s, " ") }) {
		return " : " + strings.Join(subs, " et ")
	}
	return " — " + strings.Join(subs, " ")
}

// tokenKindSubtypes cuts a token's kind into its types and subtypes,
// either way tokenSubtypeLine writes them.
func tokenKindSubtypes(kind string) (types string, subs []string, ok bool) {
	if t, s, ok := strings.Cut(kind, " — "); ok {
		return t, strings.Fields(s), true
	}
	if t, s, ok := strings.Cut(kind, " : "); ok {
		return t, strings.Split(s, " et "), true
	}
	return kind, nil, false
}

// tokenKindTypes is the types of a token's kind ("Legendary Creature").
func tokenKindTypes(kind string) []string {
	t, _, _ := tokenKindSubtypes(kind)
	return strings.Fields(t)
}

// eachAmount reads what « pour chaque … » counts when the amounts table
// names it as a whole without an argument (« type de terrain de base
// parmi les terrains que vous contrôlez »: basic_land_types(you)), times n.
func (rd *reader) eachAmount(n *rules.Expr, what string) (*rules.Expr, bool) {
	what = strings.TrimSpace(what)
	for _, a := range rd.lx.amounts {
		if a.arg != "" || strings.Contains(a.expr, "(self)") || !a.re.MatchString(what) {
			continue
		}
		src := a.expr
		if n.String() != "1" {
			src = n.String() + " * " + src
		}
		e, err := rules.ParseExpr(src)
		return e, err == nil
	}
	return nil, false
}

// perCount is what « pour chaque … » counts, as an expression: a number
// the amounts table names (eachAmount), else the objects the phrase names.
func (rd *reader) perCount(what string) (string, error) {
	if e, ok := rd.eachAmount(rules.ConstExpr(1), what); ok {
		return e.String(), nil
	}
	f, err := rd.filterPhrase(what)
	if err != nil {
		return "", err
	}
	return "count(" + f + ")", nil
}

// tokenTypeWords returns the capitalised words after a power and
// toughness and its color words in printed text: a token's creature types
// (« un jeton de créature 1/1 verte Saprobionte », "a 1/1 green Saproling
// creature token"), which rules text capitalises; some (Saproling,
// Thopter) are printed on no card's type line, only on tokens.
func (lx *lexicon) tokenTypeWords(para string) []string {
	if !strings.Contains(para, "/") {
		return nil
	}
	var out []string
	words := strings.Fields(para)
	for i, w := range words {
		if !exactPT.MatchString(w) {
			continue
		}
		start := len(out)
		for _, raw := range words[i+1:] {
			// A word before a stop or comma ends the phrase
			// (« … 1/1 blanche. Vous piochez … »).
			x := strings.TrimRight(raw, ".,;:")
			f := text.FoldLine(x)
			r := []rune(x)
			switch {
			case lx.colors[f] != "" || lx.listSplit.MatchString(" "+f+" ") && len(out) == start:
				// « blanche et noire »: the colors' conjunction. One
				// after a type is not read: « Eldrazi et Engeance » is
				// one token of both types, « Loup et Loup-garou » in a
				// filter either: a subtype learnt from it would let the
				// filter read the one as the other.
			case len(r) >= 2 && unicode.IsUpper(r[0]) && isWord(f):
				out = append(out, x)
			default:
				x = ""
			}
			if x == "" || x != raw {
				break
			}
		}
	}
	return out
}

// exactPT is a power and toughness alone ("1/1", not "+1/+1").
var exactPT = regexp.MustCompile(`^\d+/\d+$`)

// ambiguousSubtypeAnd reports whether words[i] is a French « et » between
// two singular subtypes without an article: French type lines join the
// subtypes of one object with « et », so « les créatures Eldrazi et
// Engeance » are Eldrazi Spawn (both), while « les créatures Loup et
// Loup-garou » are Wolves and Werewolves (either); the words do not say
// which. Italian and English join one object's subtypes with spaces.
func (rd *reader) ambiguousSubtypeAnd(words []string, i int, toks []string) bool {
	if rd.lx.lang != "fr" || rd.lx.adjectives[words[i]] != "&" || i+1 >= len(words) || len(toks) == 0 {
		return false
	}
	next := strings.TrimSuffix(words[i+1], ",")
	return strings.HasPrefix(toks[len(toks)-1], "sub:") && rd.env.subtypes[next] == next && rd.lx.nouns[next] == ""
}
