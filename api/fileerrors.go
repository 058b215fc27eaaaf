package api

import (
	"regexp"
	"strings"
)

// Why a file is not served (live.Status.Error, Warning) is an English
// sentence after where it is ("/srv/notes/x.txt:1: document is empty"),
// as the JSON API and the logs give it; the pages word the known ones in
// the interface language and keep where as it is.

// fileErrorForms are the messages of packages ingest and live, each with
// the catalogue key, below "fileerr.", of its wording. Arguments are the
// submatches, in order; those named in nested are messages themselves.
var fileErrorForms = []struct {
	re     *regexp.Regexp
	key    string
	nested bool // the first argument is a message of this table too
}{
	{regexp.MustCompile(`^document is empty$`), "empty", false},
	{regexp.MustCompile(`^binary file, or text not in UTF-8 \(byte (\d+)\), not a document$`), "binary", false},
	{regexp.MustCompile(`^document is (.+), more than the (.+) limit$`), "too_big", false},
	{regexp.MustCompile(`^document is more than the (.+) limit$`), "too_big_read", false},
	{regexp.MustCompile(`^looks half-written \((.+)\): the version served stays until the file is complete, or unmodified for (.+)$`), "half_written", true},
	{regexp.MustCompile(`^its last line is cut$`), "why_cut", false},
	{regexp.MustCompile(`^it has (\d+) cards, the version served (\d+)$`), "why_cards", false},
	{regexp.MustCompile(`^its file is being written$`), "why_writing", false},
	{regexp.MustCompile(`^no part heading and no card entry: cannot read it as release notes$`), "no_entry", false},
	{regexp.MustCompile(`^web page has no article text$`), "no_article", false},
	{regexp.MustCompile(`^document id (\S+) is already (.+)'s; left out$`), "dup_id", false},
	{regexp.MustCompile(`^unknown document kind "(.*)" \(want one of (.+)\)$`), "kind", false},
	{regexp.MustCompile(`^front matter (\S+): "(.*)" is not an ISO date \(YYYY-MM-DD\)$`), "date", false},
	{regexp.MustCompile(`^front matter opened by --- on line 1 is not closed by a --- line$`), "front_matter", false},
	{regexp.MustCompile(`^cannot tell the document's language from its (\d+) words \(the term table holds (.+)\); say it in a front-matter "lang:" line$`), "lang", false},
	{regexp.MustCompile(`^document is in (\S+), which the term table \(corpus/terms\.json\) does not hold; it holds (.+)$`), "lang_unknown", false},
	{regexp.MustCompile(`^the corpus directory is missing \(removed or renamed\); the last good versions of its documents stay served until it is back$`), "dir_missing", false},
	{regexp.MustCompile(`^no \.txt, \.html or \.htm documents? in this directory$`), "no_documents", false},
	{regexp.MustCompile(`^no such file or directory$`), "not_found", false},
	{regexp.MustCompile(`^permission denied$`), "permission", false},
}

// fileError is a file's error as the pages show it: where, as written,
// and what, in the reader's language when the form is known.
type fileError struct{ Where, Message string }

// FileError splits msg into where and what and words what in t's
// language; an unknown message is kept whole, as written.
func (t translator) FileError(msg string) fileError {
	rest := msg
	for {
		i := strings.Index(rest, ": ")
		if i < 0 {
			return fileError{Message: msg}
		}
		rest = rest[i+2:]
		if m, ok := t.fileMessage(rest); ok {
			return fileError{Where: strings.TrimSuffix(msg, ": "+rest), Message: m}
		}
	}
}

// fileMessage words one message of fileErrorForms.
func (t translator) fileMessage(msg string) (string, bool) {
	for _, f := range fileErrorForms {
		m := f.re.FindStringSubmatch(msg)
		if m == nil {
			continue
		}
		args := make([]any, len(m)-1)
		for i, a := range m[1:] {
			args[i] = a
		}
		if f.nested {
			if inner, ok := t.fileMessage(m[1]); ok {
				args[0] = inner
			}
		}
		return t.Tf("fileerr."+f.key, args...), true
	}
	return "", false
}
