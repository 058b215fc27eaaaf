package index

import (
	"encoding/base64"
	"strconv"
	"strings"
)

// pageToken is what a next-page token carries: the query and the page. The
// token is opaque to clients; it is base64 so that it travels in a URL.
type pageToken struct {
	query         string
	offset, limit int
}

const pageVersion = "p1"

func encodePage(p pageToken) string {
	s := pageVersion + ":" + strconv.Itoa(p.offset) + ":" + strconv.Itoa(p.limit) + ":" + p.query
	return base64.RawURLEncoding.EncodeToString([]byte(s))
}

func decodePage(tok string) (pageToken, error) {
	bad := qerr(0, "bad_page", "invalid page token")
	if len(tok) > 4*MaxQueryBytes {
		return pageToken{}, bad
	}
	b, err := base64.RawURLEncoding.DecodeString(tok)
	if err != nil {
		return pageToken{}, bad
	}
	parts := strings.SplitN(string(b), ":", 4)
	if len(parts) != 4 || parts[0] != pageVersion {
		return pageToken{}, bad
	}
	off, err1 := strconv.Atoi(parts[1])
	lim, err2 := strconv.Atoi(parts[2])
	if err1 != nil || err2 != nil || off < 0 || off > MaxOffset || lim <= 0 || lim > MaxLimit {
		return pageToken{}, bad
	}
	return pageToken{query: parts[3], offset: off, limit: lim}, nil
}
