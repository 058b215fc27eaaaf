package api

import (
	"encoding/json"
	"net/http/httptest"
	"testing"
)

func TestValidID(t *testing.T) {
	good := []string{"dsk-fr", "dsk-fr-anthropede", "emn-fr-702.118a", "9ed-fr-g-regeneration", "702.118"}
	bad := []string{"", "../etc/passwd", "..", ".hidden", "-x", "DSK-FR", "a b", "<script>", "dsk-fr/..", "é", string(make([]byte, 201))}
	for _, s := range good {
		if !validID(s) {
			t.Errorf("validID(%q) = false", s)
		}
	}
	for _, s := range bad {
		if validID(s) {
			t.Errorf("validID(%q) = true", s)
		}
	}
}

// TestSearchOffset: offset pages through the hits as page numbers do, and
// is echoed; it used to be ignored.
func TestSearchOffset(t *testing.T) {
	s := newTestServer(t)
	all := decodeSearch(t, get(t, s, "/api/search?q=a&limit=10"))
	if all.Total < 4 {
		t.Fatalf("need at least 4 hits for q=a, got %d", all.Total)
	}
	for _, tt := range []struct {
		target string
		first  int // index into all.Data of the first hit
		offset int
	}{
		{"/api/search?q=a&limit=2&offset=2", 2, 2},
		{"/api/search?q=a&limit=2&page=2", 2, 2},
		{"/api/search?q=a&limit=2&offset=3", 3, 3},
		{"/api/search?q=a&limit=2&offset=0", 0, 0},
	} {
		got := decodeSearch(t, get(t, s, tt.target))
		if got.Offset != tt.offset || len(got.Data) == 0 || got.Data[0].ID != all.Data[tt.first].ID {
			t.Errorf("%s: offset %d, first hit %v; want offset %d, first %s", tt.target, got.Offset, got.Data, tt.offset, all.Data[tt.first].ID)
		}
	}
}

func decodeSearch(t *testing.T, w *httptest.ResponseRecorder) searchJSON {
	t.Helper()
	if w.Code != 200 {
		t.Fatalf("status %d: %.300s", w.Code, w.Body)
	}
	var out searchJSON
	if err := json.Unmarshal(w.Body.Bytes(), &out); err != nil {
		t.Fatal(err)
	}
	return out
}

func TestSafeSnippet(t *testing.T) {
	for in, want := range map[string]string{
		"plain":                        "plain",
		"a <mark>b</mark> c":           "a <mark>b</mark> c",
		"x &amp; y":                    "x &amp; y",
		`<script>"x"</script> > 2`:     `&lt;script&gt;&#34;x&#34;&lt;/script&gt; &gt; 2`,
		"<mark>é</mark><b>":            "<mark>é</mark>&lt;b&gt;",
		`"<mark>q</mark>" >> <markup>`: `&#34;<mark>q</mark>&#34; &gt;&gt; &lt;markup&gt;`,
	} {
		if got := string(safeSnippet(in)); got != want {
			t.Errorf("safeSnippet(%q) = %q, want %q", in, got, want)
		}
	}
}
