package text

import (
	"strings"
	"unicode"
	"unicode/utf8"
	"unsafe"

	"golang.org/x/text/unicode/norm"
)

// Fold lower-cases s and makes equal what readers take for the same
// letters:
//
//   - accents are dropped (NFD, then the combining marks removed): "é" → "e";
//   - the ligatures are spelled out: "œ" → "oe", "æ" → "ae", "ß" → "ss";
//   - typographic apostrophes become "'" (’ ‘ ʼ), quotation marks '"'
//     (« » “ ”), dashes "-" (‐ ‑ – — −);
//   - no-break, narrow and thin spaces become " ";
//   - bytes that are not UTF-8 are dropped.
//
// Everything else, spaces and punctuation included, is kept, so the result
// can still be split into words or phrases. Fold returns s itself when it
// has nothing to change.
func Fold(s string) string {
	if !needsFold(s, false) {
		return s
	}
	return folded(s, false)
}

// FoldPlain is Fold that also drops the markup characters the documents
// carry around words: markdown emphasis and code ("*", "_", "`") and LaTeX
// escapes ("$", "\"). Text typeset differently in two documents
// ("**ERRATUM**", "$\{X\}$") then folds alike ("erratum", "{x}").
func FoldPlain(s string) string {
	if !needsFold(s, true) {
		return s
	}
	return folded(s, true)
}

// folded folds s into a new string with one allocation: the buffer is
// never written again once folded, so the string can share its bytes, as
// strings.Builder's String does. Folding is most of the cost of aligning
// and indexing the documents.
func folded(s string, plain bool) string {
	buf := appendFold(make([]byte, 0, len(s)+len(s)/8), s, plain)
	return unsafe.String(unsafe.SliceData(buf), len(buf))
}

// AppendFold appends Fold(src) to dst and returns the extended buffer; it
// lets a token filter fold in place without a string per token.
func AppendFold(dst, src []byte) []byte {
	// A short token converted here does not escape, so it costs no allocation.
	return appendFold(dst, string(src), false)
}

// NeedsFold reports whether Fold would change b: it holds upper case ASCII
// or anything outside ASCII.
func NeedsFold(b []byte) bool { return needsFold(b, false) }

func needsFold[T string | []byte](s T, plain bool) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf || ('A' <= c && c <= 'Z') || (plain && markup(c)) {
			return true
		}
	}
	return false
}

// markup reports whether c is one of the characters FoldPlain drops.
func markup(c byte) bool {
	return c == '*' || c == '_' || c == '`' || c == '$' || c == '\\'
}

func appendFold(dst []byte, src string, plain bool) []byte {
	for i := 0; i < len(src); {
		c := src[i]
		if c < utf8.RuneSelf {
			switch {
			case 'A' <= c && c <= 'Z':
				dst = append(dst, c+'a'-'A')
			case plain && markup(c):
			default:
				dst = append(dst, c)
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(src[i:])
		i += n
		if r == utf8.RuneError && n == 1 {
			continue // not UTF-8: drop the byte rather than keep garbage
		}
		if int(r) < len(latin) {
			dst = append(dst, latin[r]...)
			continue
		}
		dst = append(dst, foldRune(r)...)
	}
	return dst
}

// latin is foldRune precomputed for the letters and signs below U+0250,
// which are nearly all the documents use: decomposing each accented letter
// anew would be most of the cost of folding a document. Built once, only
// read afterwards.
var latin = func() []string {
	t := make([]string, 0x250)
	for r := range t {
		t[r] = foldRune(rune(r))
	}
	return t
}()

// foldRune is Fold of one rune.
func foldRune(r rune) string {
	switch r {
	case 'œ', 'Œ':
		return "oe"
	case 'æ', 'Æ':
		return "ae"
	case 'ß', 'ẞ':
		return "ss"
	case '\u2019', '\u2018', '\u02bc':
		return "'"
	case '«', '»', '\u201c', '\u201d':
		return `"`
	case '\u2010', '\u2011', '\u2013', '\u2014', '\u2212':
		return "-"
	}
	if sp, ok := spaceRunes[r]; ok && sp == " " && r != '\t' {
		return " "
	}
	if r < utf8.RuneSelf {
		return string(unicode.ToLower(r))
	}
	var b strings.Builder
	for _, d := range norm.NFD.String(string(unicode.ToLower(r))) {
		if !unicode.Is(unicode.Mn, d) {
			b.WriteRune(d)
		}
	}
	return b.String()
}

// Collapse turns every run of white space in s into one space and trims
// both ends: for comparing lines whose wrapping or spacing differs.
func Collapse(s string) string {
	if collapsed(s) {
		return s
	}
	return strings.Join(strings.Fields(s), " ")
}

// collapsed reports whether Collapse would return s as it is: no white
// space but single ASCII spaces between other characters.
func collapsed(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ' ':
			if i == 0 || i == len(s)-1 || s[i+1] == ' ' {
				return false
			}
		case c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r':
			return false
		case c >= utf8.RuneSelf:
			// Multi-byte white space (U+00A0, U+2028, U+3000 …).
			r, n := utf8.DecodeRuneInString(s[i:])
			if unicode.IsSpace(r) {
				return false
			}
			i += n - 1
		}
	}
	return true
}

// Words splits folded text into its words: the runs of letters and digits.
// Apostrophes, hyphens and every other sign separate words, so "l'effroi"
// is "l" "effroi" and "anti-malocchio" is "anti" "malocchio".
func Words(folded string) []string {
	return AppendWords(make([]string, 0, len(folded)/6), folded)
}

// AppendWords appends the words of folded to out, as Words splits them:
// a caller splitting many texts reuses one slice.
func AppendWords(out []string, folded string) []string {
	start := -1
	for i := 0; i < len(folded); {
		c := folded[i]
		size := 1
		in := 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || 'A' <= c && c <= 'Z'
		if c >= utf8.RuneSelf {
			var r rune
			r, size = utf8.DecodeRuneInString(folded[i:])
			in = unicode.IsLetter(r) || unicode.IsDigit(r)
		}
		switch {
		case in && start < 0:
			start = i
		case !in && start >= 0:
			out = append(out, folded[start:i])
			start = -1
		}
		i += size
	}
	if start >= 0 {
		out = append(out, folded[start:])
	}
	return out
}

// FoldWords is Words(Fold(s)): the folded words of s, for comparing names
// and terms word by word. "Piscine sans fond // Vestiaire, l'Hôte" →
// [piscine sans fond vestiaire l hote].
func FoldWords(s string) []string { return Words(Fold(s)) }

// FoldLine is Collapse(Fold(s)): a phrase folded for comparison whatever
// its wrapping and spacing, so "Piétinement", " piétinement " and
// "PIETINEMENT" are all "pietinement".
func FoldLine(s string) string { return Collapse(Fold(s)) }
