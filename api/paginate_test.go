package api

import (
	"net/url"
	"strconv"
	"strings"
	"testing"
)

func TestPaginate(t *testing.T) {
	u, _ := url.Parse("/search?q=d%C3%A9lire&page=5")
	tests := []struct {
		total, limit, current int
		want                  string // pages, "…" for a gap, [n] for the current page
		prev, next            string
	}{
		{0, 20, 1, "", "", ""},
		{15, 20, 1, "", "", ""},
		{41, 20, 1, "[1] 2 3", "", "/search?page=2&q=d%C3%A9lire"},
		{41, 20, 3, "1 2 [3]", "/search?page=2&q=d%C3%A9lire", ""},
		{41, 20, 2, "1 [2] 3", "/search?q=d%C3%A9lire", "/search?page=3&q=d%C3%A9lire"},
		{1000, 20, 25, "1 … 23 24 [25] 26 27 … 50", "/search?page=24&q=d%C3%A9lire", "/search?page=26&q=d%C3%A9lire"},
		{1000, 20, 1, "[1] 2 3 … 50", "", "/search?page=2&q=d%C3%A9lire"},
		{1000, 100, 1, "[1] 2 3 … 10", "", "/search?page=2&q=d%C3%A9lire"},
		// Past the end: a way back, no way further.
		{41, 20, 9, "1 2 3", "", ""},
		{41, 20, 4, "1 2 3", "/search?page=3&q=d%C3%A9lire", ""},
		// The index cannot reach offset 10,000 and beyond.
		{1_000_000, 100, 1, "[1] 2 3 … 101", "", "/search?page=2&q=d%C3%A9lire"},
	}
	for _, tt := range tests {
		p := paginate(u, tt.total, tt.limit, tt.current, 10000)
		var parts []string
		for _, pl := range p.Pages {
			switch {
			case pl.Gap:
				parts = append(parts, "…")
			case pl.Current:
				parts = append(parts, "["+strconv.Itoa(pl.N)+"]")
			default:
				parts = append(parts, strconv.Itoa(pl.N))
			}
		}
		if got := strings.Join(parts, " "); got != tt.want || p.Prev != tt.prev || p.Next != tt.next {
			t.Errorf("paginate(%d, %d, %d) = %q prev %q next %q; want %q prev %q next %q",
				tt.total, tt.limit, tt.current, got, p.Prev, p.Next, tt.want, tt.prev, tt.next)
		}
	}
}
