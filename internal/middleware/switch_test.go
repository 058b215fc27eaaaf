package middleware

import (
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
)

// TestSwitch: a request in flight finishes on the handler it started on,
// the next goes to the new one at once, and the old one is released only
// once its last request is done.
func TestSwitch(t *testing.T) {
	started, finish, released := make(chan struct{}), make(chan struct{}), make(chan struct{})
	old := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		close(started)
		<-finish
		w.Write([]byte("old"))
	})
	sw := NewSwitch(old, func() { close(released) })
	get := func() string {
		w := httptest.NewRecorder()
		sw.ServeHTTP(w, httptest.NewRequest(http.MethodGet, "/", nil))
		return w.Body.String()
	}
	done := make(chan string)
	go func() { done <- get() }()
	<-started
	sw.Swap(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.Write([]byte("new")) }), nil)
	if got := get(); got != "new" {
		t.Errorf("a request after the swap answered %q", got)
	}
	select {
	case <-released:
		t.Fatal("the old handler was released with a request in flight")
	case <-time.After(50 * time.Millisecond):
	}
	close(finish)
	if got := <-done; got != "old" {
		t.Errorf("the request in flight answered %q", got)
	}
	select {
	case <-released:
	case <-time.After(5 * time.Second):
		t.Fatal("the old handler was never released")
	}
}
