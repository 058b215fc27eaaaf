package api

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// TestHostileInput sends what an attacker or a broken client would, and
// requires a clean 4xx with the error object (or an escaped page), never a
// 5xx, a stack trace or reflected markup.
func TestHostileInput(t *testing.T) {
	s := newTestServer(t)
	long := strings.Repeat("a", 100<<10)
	tests := []struct {
		name, target string
		status       int
		code         string // for JSON answers
	}{
		{"100 KB query", "/api/search?q=" + long, 414, "uri_too_long"},
		{"100 KB query page", "/search?q=" + long, 414, ""},
		{"2 KB query", "/api/search?q=" + strings.Repeat("b", 2048), 400, "query_too_long"},
		{"2 KB fuzzy name", "/api/cards/named?fuzzy=" + strings.Repeat("b", 2048), 400, "query_too_long"},
		{"invalid UTF-8 in q", "/api/search?q=%ff%fe", 400, "invalid_utf8"},
		{"invalid UTF-8 in q page", "/search?q=%C3%28", 400, ""},
		{"invalid UTF-8 in path", "/api/cards/%ff", 400, "invalid_utf8"},
		{"NUL in q", "/api/search?q=a%00b", 400, "invalid_utf8"},
		{"malformed escape", "/api/search?q=%zz", 400, "bad_query_string"},
		{"script in id", "/api/cards/%3Cscript%3Ealert(1)%3C%2Fscript%3E", 400, "invalid_id"},
		{"script in page path", "/cards/%3Cscript%3Ealert(1)%3C%2Fscript%3E", 400, ""},
		{"traversal in id", "/api/cards/..%2F..%2Fetc%2Fpasswd", 400, "invalid_id"},
		{"traversal in page id", "/documents/..%2F..%2Fetc%2Fpasswd", 400, ""},
		{"dot dot id", "/api/sections/..", 400, "invalid_id"},
		{"upper-case id", "/api/glossary/9ED-FR-G-REGENERATION", 400, "invalid_id"},
		{"huge id", "/api/rules/" + strings.Repeat("7", 300), 400, "invalid_id"},
		{"absurd limit", "/api/search?q=piscine&limit=1000000000", 400, "invalid_limit"},
		{"negative limit", "/api/search?q=piscine&limit=-1", 400, "invalid_limit"},
		{"overflowing limit", "/api/search?q=piscine&limit=99999999999999999999999", 400, "invalid_limit"},
		{"text limit", "/api/search?q=piscine&limit=ten", 400, "invalid_limit"},
		{"absurd page", "/api/search?q=piscine&page=999999", 400, "invalid_page"},
		{"page zero", "/api/search?q=piscine&page=0", 400, "invalid_page"},
		{"forged page token", "/api/search?page=%3Cscript%3E", 400, "invalid_page"},
		{"negative page", "/api/search?q=piscine&page=-1", 400, "invalid_page"},
		{"signed page", "/api/search?q=piscine&page=%2B2", 400, "invalid_page"},
		{"fractional page", "/api/search?q=piscine&page=1.5", 400, "invalid_page"},
		{"signed limit", "/api/search?q=piscine&limit=%2B5", 400, "invalid_limit"},
		{"spaced limit", "/api/search?q=piscine&limit=%205", 400, "invalid_limit"},
		{"exponent limit", "/api/search?q=piscine&limit=1e1", 400, "invalid_limit"},
		{"negative offset", "/api/search?q=piscine&offset=-1", 400, "invalid_offset"},
		{"signed offset", "/api/search?q=piscine&offset=%2B1", 400, "invalid_offset"},
		{"absurd offset", "/api/search?q=piscine&offset=10001", 400, "invalid_offset"},
		{"text offset", "/api/search?q=piscine&offset=ten", 400, "invalid_offset"},
		{"offset with page number", "/api/search?q=piscine&offset=5&page=2", 400, "invalid_offset"},
		{"offset with page token", "/api/search?page=tok1&offset=5", 400, "invalid_page"},
		{"absurd page on the page", "/search?q=piscine&page=999999", 400, ""},
		{"empty query", "/api/search?q=", 400, "missing_query"},
		{"blank query", "/api/search?q=%20%20", 400, "missing_query"},
		{"bad facets flag", "/api/search?q=a&facets=maybe", 400, "invalid_facets"},
		{"named without name", "/api/cards/named", 400, "bad_request"},
		{"named both", "/api/cards/named?exact=a&fuzzy=b", 400, "bad_request"},
		{"named bad lang", "/api/cards/named?fuzzy=a&lang=xx", 400, "invalid_lang"},
		{"unbalanced query", "/api/search?q=(((", 400, "bad_query"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			w := get(t, s, tt.target)
			if w.Code != tt.status {
				t.Fatalf("status %d, want %d: %.300s", w.Code, tt.status, w.Body)
			}
			body := w.Body.String()
			if strings.Contains(body, "<script>") || strings.Contains(body, "goroutine") {
				t.Errorf("answer reflects markup or a stack: %.300s", body)
			}
			if tt.code == "" {
				if !strings.HasPrefix(w.Header().Get("Content-Type"), "text/html") {
					t.Errorf("page error Content-Type = %q", w.Header().Get("Content-Type"))
				}
				return
			}
			var e Error
			if err := json.Unmarshal(w.Body.Bytes(), &e); err != nil {
				t.Fatalf("not JSON: %v: %.300s", err, body)
			}
			if e.Object != "error" || e.Status != tt.status || e.Code != tt.code || e.Details == "" {
				t.Errorf("error = %+v, want status %d code %s", e, tt.status, tt.code)
			}
			if len(body) > 2000 {
				t.Errorf("error answer is %d bytes: the input is echoed back", len(body))
			}
		})
	}
}

// TestScriptInQueryIsEscaped checks that a query holding markup comes back
// escaped in the search box and in the JSON.
func TestScriptInQueryIsEscaped(t *testing.T) {
	s := newTestServer(t)
	w := get(t, s, "/search?q=%3Cscript%3Ealert(1)%3C/script%3E")
	if w.Code != 200 {
		t.Fatalf("status %d", w.Code)
	}
	body := w.Body.String()
	if strings.Contains(body, "<script>alert") {
		t.Fatal("query reflected unescaped")
	}
	if !strings.Contains(body, `value="&lt;script&gt;alert(1)&lt;/script&gt;"`) {
		t.Errorf("query not shown escaped in the box")
	}
	w = get(t, s, "/api/search?q=%3Cscript%3E+foo:bar")
	if strings.Contains(w.Body.String(), "<script>") {
		t.Errorf("JSON reflects markup: %s", w.Body)
	}
}

func TestMethodsAndBodies(t *testing.T) {
	s := newTestServer(t)
	r := httptest.NewRequest(http.MethodPost, "/api/search?q=a", strings.NewReader("x"))
	w := httptest.NewRecorder()
	s.ServeHTTP(w, r)
	if w.Code != 405 || w.Header().Get("Allow") != "GET, HEAD" {
		t.Errorf("POST = %d, Allow %q", w.Code, w.Header().Get("Allow"))
	}
	r = httptest.NewRequest(http.MethodGet, "/api/search?q=a", strings.NewReader(strings.Repeat("x", 1<<20)))
	w = httptest.NewRecorder()
	s.ServeHTTP(w, r)
	if w.Code != 413 || !strings.Contains(w.Body.String(), `"code":"body_too_large"`) {
		t.Errorf("1 MB body = %d %s", w.Code, w.Body)
	}
	r = httptest.NewRequest(http.MethodHead, "/cards/dsk-fr-anthropede", nil)
	w = httptest.NewRecorder()
	s.ServeHTTP(w, r)
	if w.Code != 200 || w.Body.Len() != 0 {
		t.Errorf("HEAD = %d with %d bytes", w.Code, w.Body.Len())
	}
}

func FuzzServe(f *testing.F) {
	for _, s := range []string{"/api/search?q=piscine", "/cards/dsk-fr-anthropede", "/api/cards/named?fuzzy=antro", "/search?q=%ff", "/rules/702.118", "/static/../x"} {
		f.Add(s)
	}
	s := newTestServer(f)
	f.Fuzz(func(t *testing.T, target string) {
		if !strings.HasPrefix(target, "/") || strings.ContainsAny(target, " \t\r\n#") {
			return
		}
		r, err := http.NewRequest(http.MethodGet, "http://arbitre.test"+target, nil)
		if err != nil {
			return
		}
		r.RequestURI = target
		w := httptest.NewRecorder()
		s.ServeHTTP(w, r)
		if w.Code >= 500 {
			t.Errorf("GET %q = %d: %.300s", target, w.Code, w.Body)
		}
		if strings.Contains(w.Body.String(), "<script>") {
			t.Errorf("GET %q reflects markup", target)
		}
	})
}
