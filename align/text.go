package align

import (
	"cmp"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// numberWords maps spelled-out numbers and ordinals to the token a digit
// would give, so that "trois cartes" and "tre carte" and "3 cards" agree.
// "un"/"uno"/"one" are left out: they are articles far more often than
// numbers. Ordinals get their own tokens ("2nd"), because "the second
// ability" is not "two".
var numberWords = map[string]map[string]string{
	"fr": {
		"zero": "0", "deux": "2", "trois": "3", "quatre": "4", "cinq": "5",
		"six": "6", "sept": "7", "huit": "8", "neuf": "9", "dix": "10",
		"onze": "11", "douze": "12", "treize": "13", "vingt": "20",
		"deuxieme": "2nd", "second": "2nd", "seconde": "2nd",
		"troisieme": "3rd", "quatrieme": "4th", "derniere": "last", "dernier": "last",
	},
	"it": {
		"zero": "0", "due": "2", "tre": "3", "quattro": "4", "cinque": "5",
		"sei": "6", "sette": "7", "otto": "8", "nove": "9", "dieci": "10",
		"undici": "11", "dodici": "12", "tredici": "13", "venti": "20",
		"seconda": "2nd", "secondo": "2nd", "terza": "3rd", "terzo": "3rd",
		"quarta": "4th", "quarto": "4th", "ultima": "last", "ultimo": "last",
	},
	"en": {
		"zero": "0", "two": "2", "three": "3", "four": "4", "five": "5",
		"six": "6", "seven": "7", "eight": "8", "nine": "9", "ten": "10",
		"eleven": "11", "twelve": "12", "thirteen": "13", "twenty": "20",
		"second": "2nd", "third": "3rd", "fourth": "4th", "last": "last",
	},
}

// signature is what a text says that does not depend on its language:
// mana symbols, numbers, P/T and counters such as +1/+1. Tokens are kinded
// ("m:{R}", "n:3", "pt:+1/+1") and sorted, a multiset. Numbers written in
// words ("w:3") and ordinals ("o:2nd") have kinds of their own: "les deux
// moitiés" is "both halves" and "l'ultima volta" is "the last time", so
// words are weaker evidence than digits.
type signature []string

// textSignature extracts the signature of folded text in lang, sorted.
func textSignature(folded, lang string) signature {
	sig := rawSignature(folded, lang)
	sort.Strings(sig)
	return sig
}

// rawSignature is textSignature in text order.
func rawSignature(folded, lang string) signature {
	var sig signature
	nw := numberWords[lang]
	i := 0
	for i < len(folded) {
		c := folded[i]
		switch {
		case c == '{':
			j := strings.IndexByte(folded[i:], '}')
			if j < 0 {
				i++
				continue
			}
			sym := strings.ToUpper(strings.ReplaceAll(folded[i+1:i+j], " ", ""))
			if sym != "" && len(sym) <= 5 {
				sig = append(sig, "m:{"+sym+"}")
			}
			i += j + 1
		case isDigit(c) || ((c == '+' || c == '-') && i+1 < len(folded) && isDigit(folded[i+1]) && (i == 0 || !isAlnum(folded[i-1]))):
			j := i + 1
			for j < len(folded) && isDigit(folded[j]) {
				j++
			}
			// A P/T or a counter: "2/2", "+1/+1", "-1/-0", "*/4" is not.
			if j < len(folded) && folded[j] == '/' {
				k := j + 1
				if k < len(folded) && (folded[k] == '+' || folded[k] == '-') {
					k++
				}
				l := k
				for l < len(folded) && isDigit(folded[l]) {
					l++
				}
				if l > k {
					sig = append(sig, "pt:"+folded[i:l])
					i = l
					continue
				}
			}
			// "d6" (a die) and "702.118a" (a rule) are numbers too; only a
			// digit run glued to letters on the left is not ("dsk2").
			if i > 0 && isLetter(folded[i-1]) && folded[i-1] != 'd' {
				i = j
				continue
			}
			sig = append(sig, "n:"+strings.TrimLeft(folded[i:j], "+"))
			i = j
		case isLetter(c) || c >= utf8.RuneSelf:
			j := i + 1
			for j < len(folded) && (isLetter(folded[j]) || folded[j] >= utf8.RuneSelf) {
				j++
			}
			if (i == 0 || !isAlnum(folded[i-1])) && (j == len(folded) || !isAlnum(folded[j])) {
				if v, ok := nw[folded[i:j]]; ok {
					if strings.HasSuffix(v, "nd") || strings.HasSuffix(v, "rd") || strings.HasSuffix(v, "th") || v == "last" {
						sig = append(sig, "o:"+v)
					} else {
						sig = append(sig, "w:"+v)
					}
				}
			}
			i = j
		default:
			i++
		}
	}
	return sig
}

func isDigit(c byte) bool  { return c >= '0' && c <= '9' }
func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
func isAlnum(c byte) bool  { return isDigit(c) || isLetter(c) || c >= utf8.RuneSelf }

// only keeps the tokens of sig whose kind prefix is one of kinds.
func (sig signature) only(kinds ...string) signature {
	var out signature
	for _, t := range sig {
		for _, k := range kinds {
			if strings.HasPrefix(t, k) {
				out = append(out, t)
				break
			}
		}
	}
	return out
}

// dice is the Dice coefficient of two sorted multisets: 1 when equal, 0
// when disjoint. Two empty sets say nothing; dice reports ok=false.
func dice[T cmp.Ordered](a, b []T) (sim float64, ok bool) {
	if len(a) == 0 && len(b) == 0 {
		return 0, false
	}
	common := 0
	for i, j := 0, 0; i < len(a) && j < len(b); {
		switch {
		case a[i] == b[j]:
			common++
			i++
			j++
		case a[i] < b[j]:
			i++
		default:
			j++
		}
	}
	return 2 * float64(common) / float64(len(a)+len(b)), true
}

// minus returns the tokens of sorted multiset a that b lacks.
func minus(a, b []string) []string {
	var out []string
	i, j := 0, 0
	for i < len(a) {
		switch {
		case j >= len(b) || a[i] < b[j]:
			out = append(out, a[i])
			i++
		case a[i] == b[j]:
			i++
			j++
		default:
			j++
		}
	}
	return out
}

// addName adds the letter trigrams of a folded name to the sketch,
// padded so that short names still have some.
func (s *sketch) addName(folded string) {
	prev := [2]rune{' ', ' '}
	n := 0
	add := func(r rune) {
		if n >= 2 {
			s.add(string([]rune{prev[0], prev[1], r}))
		}
		prev[0], prev[1] = prev[1], r
		n++
	}
	add(' ')
	space := true
	for _, r := range folded {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			add(r)
			space = false
		} else if !space {
			add(' ')
			space = true
		}
	}
	if !space {
		add(' ')
	}
}

// addSkeletons adds to the sketch the consonant skeletons of the longer
// words of a text: the first four consonants, doubled letters collapsed.
// Many French and Italian words of the rules share one (commandant and
// comandante, permanent and permanente, sacrifier and sacrificare), and
// proper nouns always do, so two translations share far more skeletons
// than two unrelated texts.
func (s *sketch) addSkeletons(ws []string) {
	for _, w := range ws {
		if b, n := skeleton(w); n >= 3 {
			s.addBytes(b[:n])
		}
	}
}

func skeleton(w string) (buf [4]byte, n int) {
	if len(w) < 5 {
		return buf, 0
	}
	var last byte
	for i := 0; i < len(w) && n < len(buf); i++ {
		c := w[i]
		if c < 'a' || c > 'z' || c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u' || c == 'y' || c == 'h' || c == last {
			last = c
			continue
		}
		buf[n] = c
		n++
		last = c
	}
	return buf, n
}
