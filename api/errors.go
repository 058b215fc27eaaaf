package api

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	"github.com/arbitre/arbitre/index"
	"github.com/arbitre/arbitre/internal/middleware"
	"github.com/labstack/echo/v4"
)

// Error is an API error, sent as
// {"object":"error","status":404,"code":"not_found","details":"…"}.
// Type refines Code where a client may act on it ("ambiguous" for a fuzzy
// card name that matches several cards).
type Error struct {
	Object   string   `json:"object"`
	Status   int      `json:"status"`
	Code     string   `json:"code"`
	Details  string   `json:"details"`
	Type     string   `json:"type,omitempty"`
	Warnings []string `json:"warnings,omitempty"`
	// RetryAfter, on a 503 or 429 that a later retry may cure, is how many
	// seconds to wait; the Retry-After header says the same.
	RetryAfter int `json:"retry_after,omitempty"`
	// key and args word Details in the catalogue ("err.no_card"), for a
	// reader in another language; key is "" for details in English only.
	key  string
	args []any
	// query, on a bad_query error, is the query error to word.
	query *index.QueryError
	// warnings are Warnings as codes.
	warnings []index.Message
}

func (e *Error) Error() string { return fmt.Sprintf("%d %s: %s", e.Status, e.Code, e.Details) }

func apiError(status int, code, format string, args ...any) *Error {
	return &Error{Object: "error", Status: status, Code: code, Details: fmt.Sprintf(format, args...)}
}

func notFound(details string) *Error {
	return apiError(http.StatusNotFound, "not_found", "%s", details)
}

// notFoundMsg is a 404 whose details are the catalogue's key with args.
func notFoundMsg(key string, args ...any) *Error {
	e := apiError(http.StatusNotFound, "not_found", translator("en").T(key), args...)
	e.key, e.args = key, args
	return e
}

func badRequest(code, format string, args ...any) *Error {
	return apiError(http.StatusBadRequest, code, format, args...)
}

// toError turns any handler error into an *Error. Errors that are not the
// client's fault are logged and reported without their internals.
func (s *Server) toError(c echo.Context, err error) *Error {
	var ae *Error
	var me *middleware.Error
	var qe *index.QueryError
	var he *echo.HTTPError
	switch {
	case errors.As(err, &ae):
		return ae
	case errors.As(err, &me):
		e := apiError(me.Status, me.Code, "%s", me.Details)
		e.RetryAfter = me.RetryAfter
		return e
	case errors.As(err, &qe):
		e := badRequest("bad_query", "%s", qe.Error())
		e.query = qe
		return e
	case errors.Is(err, context.DeadlineExceeded):
		return keyed(apiError(http.StatusServiceUnavailable, "timeout", "the request took too long"), "err.timeout")
	case errors.Is(err, context.Canceled):
		return apiError(499, "canceled", "the client went away")
	case errors.As(err, &he):
		code := middleware.StatusCode(he.Code)
		if code == "" {
			code = strings.ToLower(strings.ReplaceAll(http.StatusText(he.Code), " ", "_"))
		}
		details := http.StatusText(he.Code)
		if m, ok := he.Message.(string); ok && he.Code < 500 {
			details = m
		}
		if he.Internal != nil && errors.Is(he.Internal, context.DeadlineExceeded) {
			return apiError(http.StatusServiceUnavailable, "timeout", "the request took too long")
		}
		e := apiError(he.Code, code, "%s", details)
		if he.Code == http.StatusNotFound {
			e.key = "err.no_page"
		}
		return e
	}
	s.log.ErrorContext(c.Request().Context(), "internal error",
		"err", err.Error(), "path", c.Request().URL.Path, "request_id", c.Response().Header().Get(echo.HeaderXRequestID))
	return keyed(apiError(http.StatusInternalServerError, "internal_error", "the server could not answer; the error is logged"), "err.internal")
}

// handleError is echo's error handler: JSON under /api/, an HTML page
// elsewhere, never a stack trace.
func (s *Server) handleError(err error, c echo.Context) {
	if c.Response().Committed {
		return
	}
	e := s.toError(c, err)
	c.Response().Header().Set("Cache-Control", "no-store")
	if e.RetryAfter > 0 {
		c.Response().Header().Set("Retry-After", strconv.Itoa(e.RetryAfter))
	}
	path := c.Request().URL.Path
	var werr error
	switch {
	case c.Request().Method == http.MethodHead:
		werr = c.NoContent(e.Status)
	case strings.HasPrefix(path, "/api/") || path == "/healthz":
		werr = c.JSON(e.Status, e.localized(c.Request()))
	default:
		// The request's deadline may be what failed it, or gone with
		// its handler; the error page is small and is written anyway.
		r := c.Request()
		c.SetRequest(r.WithContext(context.WithoutCancel(r.Context())))
		ui, _ := uiLang(r)
		werr = s.render(c, e.Status, "error", msgKey("error.title"), errorView{Error: e, Said: e.in(translator(ui))})
	}
	if werr != nil {
		s.log.Error("writing error response", "err", werr.Error())
	}
}

type errorView struct {
	*Error
	Said string // Details in the reader's language
}

// MessageKey names the chrome string that explains the error's status.
func (v errorView) MessageKey() string {
	switch {
	case v.Status == http.StatusNotFound:
		return "error.404"
	case v.Status >= 400 && v.Status < 500:
		return "error.400"
	}
	return "error.other"
}
