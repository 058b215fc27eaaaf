package middleware

import (
	"fmt"
	"net/http"
)

// Error is the error the middleware answers a request with (over its
// rate, overloaded, a malformed request). Its JSON is the API's error
// object, {"object":"error","status":429,"code":"rate_limited","details":"…"};
// package api's error handler renders it as its own errors.
type Error struct {
	Object  string `json:"object"`
	Status  int    `json:"status"`
	Code    string `json:"code"`
	Details string `json:"details"`
	// RetryAfter, on a 503 or 429 that a later retry may cure, is how many
	// seconds to wait; the Retry-After header says the same.
	RetryAfter int `json:"retry_after,omitempty"`
}

func (e *Error) Error() string { return fmt.Sprintf("%d %s: %s", e.Status, e.Code, e.Details) }

// Errorf is an Error of status and code, its details worded by format.
func Errorf(status int, code, format string, args ...any) *Error {
	return &Error{Object: "error", Status: status, Code: code, Details: fmt.Sprintf(format, args...)}
}

// statusCodes names the statuses that reach an error handler as errors of
// the router or the server itself (unknown route, wrong method, body too
// large, timeout).
var statusCodes = map[int]string{
	http.StatusBadRequest:              "bad_request",
	http.StatusNotFound:                "not_found",
	http.StatusMethodNotAllowed:        "method_not_allowed",
	http.StatusRequestEntityTooLarge:   "body_too_large",
	http.StatusRequestURITooLong:       "uri_too_long",
	http.StatusServiceUnavailable:      "unavailable",
	http.StatusTooManyRequests:         "too_many_requests",
	http.StatusNotImplemented:          "not_implemented",
	http.StatusHTTPVersionNotSupported: "http_version_not_supported",
	http.StatusInternalServerError:     "internal_error",
}

// StatusCode is the error code of such a status, "" for another.
func StatusCode(status int) string { return statusCodes[status] }
