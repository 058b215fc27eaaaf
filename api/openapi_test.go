package api

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"
	"github.com/getkin/kin-openapi/routers/gorillamux"
)

// openAPIRouter loads openapi.json as the server serves it, validates the
// document itself, and returns a router to find each request's operation.
func openAPIRouter(t *testing.T, s *Server) (*openapi3.T, routers.Router) {
	t.Helper()
	w := get(t, s, "/api/openapi.json")
	if w.Code != 200 || w.Header().Get("Content-Type") != "application/json" {
		t.Fatalf("/api/openapi.json = %d %q", w.Code, w.Header().Get("Content-Type"))
	}
	doc, err := openapi3.NewLoader().LoadFromData(w.Body.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if err := doc.Validate(context.Background()); err != nil {
		t.Fatalf("openapi.json is not a valid OpenAPI 3 document: %v", err)
	}
	doc.Servers = openapi3.Servers{{URL: "http://arbitre.test/"}}
	router, err := gorillamux.NewRouter(doc)
	if err != nil {
		t.Fatal(err)
	}
	return doc, router
}

// checkAgainstOpenAPI validates one real request and its response against
// the document: the operation must exist, the parameters fit, and the
// response (status, content type, body) match its schema.
func checkAgainstOpenAPI(t *testing.T, s *Server, router routers.Router, target string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest(http.MethodGet, "http://arbitre.test"+target, nil)
	route, params, err := router.FindRoute(req)
	if err != nil {
		t.Errorf("%s: no operation in openapi.json: %v", target, err)
		return nil
	}
	w := httptest.NewRecorder()
	s.ServeHTTP(w, req)
	in := &openapi3filter.RequestValidationInput{Request: req, PathParams: params, Route: route}
	out := &openapi3filter.ResponseValidationInput{
		RequestValidationInput: in,
		Status:                 w.Code,
		Header:                 w.Header(),
		Body:                   io.NopCloser(bytes.NewReader(w.Body.Bytes())),
		Options:                &openapi3filter.Options{IncludeResponseStatus: true, MultiError: true},
	}
	if err := openapi3filter.ValidateResponse(context.Background(), out); err != nil {
		t.Errorf("%s: %d response does not match openapi.json: %v\n%.500s", target, w.Code, err, w.Body)
	}
	return w
}

// TestOpenAPIResponses checks real answers of every operation, successes
// and errors alike, against the document.
func TestOpenAPIResponses(t *testing.T) {
	s := newTestServer(t)
	_, router := openAPIRouter(t, s)
	targets := []struct {
		target string
		status int
	}{
		{"/api/search?q=piscine", 200},
		{"/api/search?q=piscine&limit=1", 200},
		{"/api/search?page=tok1", 200},
		{"/api/search?q=piscine&facets=false", 200},
		{"/api/search?q=zzz", 200},
		{"/api/search?q=(", 400},
		{"/api/search?q=a&limit=0", 400},
		{"/api/search?q=a&limit=%2B5", 400},
		{"/api/search?q=piscine&offset=1", 200},
		{"/api/search?q=a&offset=-1", 400},
		{"/api/search?q=a&page=-1", 400},
		{"/api/search?page=bogus", 400},
		{"/api/autocomplete?q=pisc", 200},
		{"/api/autocomplete?q=", 200},
		{"/api/cards/named?exact=Anthropède", 200},
		{"/api/cards/named?fuzzy=antropede", 200},
		{"/api/cards/named?fuzzy=pisc", 200},      // one card, French and Italian
		{"/api/cards/named?fuzzy=valgavoth", 404}, // several cards
		{"/api/cards/named?fuzzy=zzzzzzzz", 404},
		{"/api/cards/dsk-fr-piscine-sans-fond-vestiaire", 200},
		{"/api/cards/emn-fr-intensification-example", 200},
		{"/api/cards/dsk-fr-nope", 404},
		{"/api/cards/BAD", 400},
		{"/api/sections/emn-fr-s-emergence", 200},
		{"/api/sections/dsk-fr-s-delire", 200},
		{"/api/sections/nope", 404},
		{"/api/glossary/9ed-fr-g-reserve-de-mana", 200},
		{"/api/glossary/nope", 404},
		{"/api/rules/702.118", 200},
		{"/api/rules/emn-fr-702.118b", 200},
		{"/api/rules/999.1", 404},
		{"/api/documents", 200},
		{"/api/documents/dsk-fr", 200},
		{"/api/documents/nope", 404},
		{"/api/compare/dsk-fr-suzerain-de-bouillecale", 200},
		{"/api/compare/dsk-fr-anthropede", 404},
		{"/api/compare/nope", 404},
		{"/api/differences", 200},
		{"/api/differences?kind=ruling-one-side", 200},
		{"/api/differences?kind=bogus", 400},
		{"/api/terms", 200},
		{"/api/terms/delirium", 200},
		{"/api/terms/nope", 404},
		{"/healthz", 200},
		{"/readyz", 200},
		{"/api/version", 200},
	}
	for _, tt := range targets {
		if w := checkAgainstOpenAPI(t, s, router, tt.target); w != nil && w.Code != tt.status {
			t.Errorf("%s: status %d, want %d", tt.target, w.Code, tt.status)
		}
	}
}

// TestOpenAPICoversRoutes requires every /api route the server has to be
// in the document, so that the document cannot fall behind.
func TestOpenAPICoversRoutes(t *testing.T) {
	s := newTestServer(t)
	doc, _ := openAPIRouter(t, s)
	for _, r := range s.echo.Routes() {
		if r.Method != http.MethodGet || len(r.Path) < 5 || r.Path[:5] != "/api/" || r.Path == "/api/*" || r.Path == "/api/openapi.json" {
			continue
		}
		p := echoPathToOpenAPI(r.Path)
		if doc.Paths.Find(p) == nil {
			t.Errorf("route %s (%s) is not in openapi.json", r.Path, p)
		}
	}
}

// echoPathToOpenAPI turns /api/cards/:id into /api/cards/{id}.
func echoPathToOpenAPI(p string) string {
	var b bytes.Buffer
	for i := 0; i < len(p); i++ {
		if p[i] == ':' {
			j := i + 1
			for j < len(p) && p[j] != '/' {
				j++
			}
			b.WriteString("{" + p[i+1:j] + "}")
			i = j - 1
			continue
		}
		b.WriteByte(p[i])
	}
	return b.String()
}

// TestOpenAPISearchParameters: every parameter /api/search reads is in the
// document, and every error code naming a parameter is listed there.
func TestOpenAPISearchParameters(t *testing.T) {
	s := newTestServer(t)
	doc, _ := openAPIRouter(t, s)
	op := doc.Paths.Find("/api/search").Get
	for _, name := range []string{"q", "limit", "offset", "page", "facets", "hl"} {
		if op.Parameters.GetByInAndName("query", name) == nil {
			t.Errorf("parameter %s is not documented", name)
		}
	}
	desc := *op.Responses.Status(400).Value.Description
	for _, target := range []string{"/api/search?q=a&limit=x", "/api/search?q=a&offset=x", "/api/search?q=a&page=-1", "/api/search?q=a&facets=x", "/api/search?q=("} {
		var e Error
		w := get(t, s, target)
		if err := json.Unmarshal(w.Body.Bytes(), &e); err != nil || e.Code == "" {
			t.Fatalf("%s: %d %s", target, w.Code, w.Body)
		}
		if !strings.Contains(desc, e.Code) {
			t.Errorf("%s gives code %s, which the 400 response's description does not list", target, e.Code)
		}
	}
}
