package api

import (
	"html/template"
	"net/url"
	"strconv"
)

// pagination is the page bar under search results: previous and next, the
// first and last pages, and a window around the current one, with gaps
// shown as ellipses.
type pagination struct {
	Current, Last int
	Prev, Next    string // "" on the first or last page
	Pages         []pageLink
}

// Items is the bar's page links (see pageItems).
func (p pagination) Items() template.HTML { return pageItems(p.Pages) }

type pageLink struct {
	N       int
	URL     string
	Current bool
	Gap     bool // an ellipsis, not a link
}

// paginate builds the bar for total results shown limit per page, the
// current page being current (1-based). Pages beyond what the index can
// reach (offset over maxOffset) are not offered.
func paginate(u *url.URL, total, limit, current, maxOffset int) pagination {
	if limit <= 0 || total <= 0 {
		return pagination{}
	}
	last := (total + limit - 1) / limit
	if reach := maxOffset/limit + 1; last > reach {
		last = reach
	}
	p := pagination{Current: current, Last: last}
	link := func(n int) string {
		if n == 1 {
			return withParam(u, "page", "")
		}
		return withParam(u, "page", strconv.Itoa(n))
	}
	if current > 1 && current <= last+1 {
		p.Prev = link(min(current-1, last))
	}
	if current < last {
		p.Next = link(current + 1)
	}
	if last <= 1 {
		return p
	}
	const window = 2
	center := min(current, last)
	prev := 0
	for n := 1; n <= last; n++ {
		if n != 1 && n != last && (n < center-window || n > center+window) {
			continue
		}
		if prev != 0 && n > prev+1 {
			p.Pages = append(p.Pages, pageLink{Gap: true})
		}
		p.Pages = append(p.Pages, pageLink{N: n, URL: link(n), Current: n == current})
		prev = n
	}
	return p
}
