package api

import (
	"strconv"

	"github.com/arbitre/arbitre/index"
	"github.com/arbitre/arbitre/internal/text"
	"github.com/labstack/echo/v4"
)

// Bounds on request parameters. A request outside them gets a 400 naming
// the parameter, not a silently clamped answer.
const (
	maxQueryBytes = index.MaxQueryBytes
	maxIDBytes    = 200
)

// validID reports whether s has the shape of a knowledge-base id: lower-case
// letters, digits, dots and dashes (see the stable-id scheme). Anything else
// (a path, markup, spaces) cannot name an element and is refused before
// any lookup.
func validID(s string) bool {
	if s == "" || len(s) > maxIDBytes {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '.') {
			return false
		}
	}
	return s[0] != '.' && s[0] != '-'
}

// idParam returns the path parameter name as a valid id, or a 400.
func idParam(c echo.Context, name string) (string, error) {
	id := c.Param(name)
	if !validID(id) {
		return "", badRequest("invalid_id", "%q is not a valid id: ids are lower-case letters, digits, dots and dashes", text.Truncate(id, 80))
	}
	return id, nil
}

// textParam returns a free-text query parameter, bounded in length.
func textParam(c echo.Context, name string) (string, error) {
	v := c.QueryParam(name)
	if len(v) > maxQueryBytes {
		return "", badRequest("query_too_long", "parameter %q is %d bytes long; the limit is %d", name, len(v), maxQueryBytes)
	}
	return v, nil
}

// intParam reads an optional integer parameter within [lo, hi], written as
// plain decimal digits: a sign, spaces, a fraction or an exponent ("+5",
// "5.0", "1e2") is refused rather than read as some number, so that a
// client's mistake shows. The error's code is invalid_<name>.
func intParam(c echo.Context, name string, def, lo, hi int) (int, error) {
	v := c.QueryParam(name)
	if v == "" {
		return def, nil
	}
	n, ok := decimal(v)
	if !ok || n < lo || n > hi {
		return 0, badRequest("invalid_"+name, "%s must be an integer from %d to %d, not %q", name, lo, hi, text.Truncate(v, 40))
	}
	return n, nil
}

// decimal parses s as a non-negative decimal integer of plain digits.
func decimal(s string) (int, bool) {
	if s == "" || len(s) > 9 || !isDigits(s) {
		return 0, false
	}
	n, err := strconv.Atoi(s)
	return n, err == nil
}

// isDigits reports whether s is non-empty and only ASCII digits.
func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}
