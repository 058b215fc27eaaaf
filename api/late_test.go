package api

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/arbitre/arbitre/index"
)

func TestLaterWaitsForTheIndex(t *testing.T) {
	kb := fixtureKB(t)
	release := make(chan struct{})
	s := Later(func() (Searcher, error) {
		<-release
		return &fakeIndex{kb: kb}, nil
	})
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	if _, err := s.Search(ctx, index.Request{Query: "piscine"}); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("search before the index is ready = %v, want the deadline", err)
	}
	close(release)
	res, err := s.Search(context.Background(), index.Request{Query: "piscine"})
	if err != nil || res.Total == 0 {
		t.Fatalf("search once ready = %v, %v", res, err)
	}
}

func TestLaterBuildFailure(t *testing.T) {
	s := Later(func() (Searcher, error) { return nil, errors.New("disk full") })
	if err := s.(*lateSearcher).Wait(context.Background()); err == nil {
		t.Fatal("Wait hid the build error")
	}
	_, err := s.Search(context.Background(), index.Request{Query: "x"})
	var ae *Error
	if !errors.As(err, &ae) || ae.Status != 503 {
		t.Fatalf("search after a failed build = %v, want a 503", err)
	}
}
