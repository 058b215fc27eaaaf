package index

import (
	"encoding/base64"
	"errors"
	"testing"
)

func TestPageToken(t *testing.T) {
	for _, p := range []pageToken{
		{query: "délire", offset: 20, limit: 20},
		{query: `t:créature "a:b" OR (c)`, offset: 0, limit: 1},
		{query: "", offset: MaxOffset, limit: MaxLimit},
	} {
		got, err := decodePage(encodePage(p))
		if err != nil || got != p {
			t.Errorf("decodePage(encodePage(%+v)) = %+v, %v", p, got, err)
		}
	}
	enc := func(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }
	for _, tok := range []string{
		"", "!!!", enc("p1:20:20"), enc("p0:20:20:q"), enc("p1:x:20:q"), enc("p1:20:0:q"),
		enc("p1:-1:20:q"), enc("p1:20:101:q"), enc("p1:10001:20:q"),
	} {
		var qe *QueryError
		if _, err := decodePage(tok); !errors.As(err, &qe) {
			t.Errorf("decodePage(%q) error = %v, want a *QueryError", tok, err)
		}
	}
}
