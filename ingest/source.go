package ingest

import (
	"bytes"
	"fmt"
	"strings"
	"unicode/utf8"
)

// MaxDocumentSize bounds one document. The real documents are under 300 KB;
// anything near this size is not a release note and would only make every
// later stage slow.
const MaxDocumentSize = 32 << 20

// splitLines turns raw bytes into normalised lines. It strips a byte-order
// mark, accepts LF, CRLF and lone CR endings, replaces invalid UTF-8 (with a
// warning naming the line, so nothing vanishes silently) and turns the
// no-break spaces of web pages into plain spaces.
func splitLines(file string, data []byte) ([]string, []Diagnostic, error) {
	if len(data) > MaxDocumentSize {
		return nil, nil, fmt.Errorf("%s: document is %d bytes, more than the %d-byte limit", file, len(data), MaxDocumentSize)
	}
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, nil, fmt.Errorf("%s:1: document is empty", file)
	}
	text := string(data)
	if strings.IndexByte(text, '\r') >= 0 {
		text = strings.ReplaceAll(text, "\r\n", "\n")
		text = strings.ReplaceAll(text, "\r", "\n")
	}
	text = strings.TrimSuffix(text, "\n")
	raw := strings.Split(text, "\n")
	var diags []Diagnostic
	lines := make([]string, len(raw))
	for i, l := range raw {
		if !utf8.ValidString(l) {
			diags = append(diags, Diagnostic{File: file, Line: i + 1, Severity: SeverityWarning,
				Msg: "invalid UTF-8 replaced by U+FFFD"})
			l = strings.ToValidUTF8(l, "\uFFFD")
		}
		if strings.IndexByte(l, 0) >= 0 {
			diags = append(diags, Diagnostic{File: file, Line: i + 1, Severity: SeverityWarning,
				Msg: "NUL byte replaced by U+FFFD"})
			l = strings.ReplaceAll(l, "\x00", "\uFFFD")
		}
		lines[i] = normalizeSpaces(l)
	}
	return lines, diags, nil
}

var spaceReplacer = strings.NewReplacer(
	"\u00a0", " ", // no-break space
	"\u202f", " ", // narrow no-break space (French typography before : ; ! ?)
	"\u2007", " ", // figure space
	"\u2009", " ", // thin space
	"\t", " ",
	"\u200b", "", // zero-width space
	"\ufeff", "", // stray BOM inside the text
)

func normalizeSpaces(s string) string {
	if !needsSpaceNormalizing(s) {
		return strings.TrimRight(s, " ")
	}
	return strings.TrimRight(spaceReplacer.Replace(s), " ")
}

func needsSpaceNormalizing(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c == '\t' || c >= 0x80 {
			return strings.ContainsAny(s, "\u00a0\u202f\u2007\u2009\t\u200b\ufeff")
		}
	}
	return false
}
