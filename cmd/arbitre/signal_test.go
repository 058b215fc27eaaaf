package main

import (
	"os"
	"syscall"
	"testing"
	"time"
)

// TestSecondSignalForcesExit: the first signal cancels the context (a
// graceful stop); a second one exits at once rather than after the grace
// period, during which it used to be ignored (issue 14, defect 6).
func TestSecondSignalForcesExit(t *testing.T) {
	for _, sig := range []os.Signal{syscall.SIGTERM, os.Interrupt} {
		sigs := make(chan os.Signal, 2)
		exited := make(chan int, 1)
		ctx, release := onSignals(sigs, func(code int) { exited <- code })
		sigs <- sig
		select {
		case <-ctx.Done():
		case <-time.After(5 * time.Second):
			t.Fatalf("%v did not cancel the context", sig)
		}
		select {
		case code := <-exited:
			t.Fatalf("one %v exited (%d)", sig, code)
		case <-time.After(50 * time.Millisecond):
		}
		sigs <- sig
		select {
		case code := <-exited:
			if want := 128 + int(sig.(syscall.Signal)); code != want {
				t.Errorf("second %v: exit %d, want %d", sig, code, want)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("a second %v did not force the exit", sig)
		}
		release()
	}
}

// TestSignalsReleased: after release, a signal neither cancels nor exits.
func TestSignalsReleased(t *testing.T) {
	sigs := make(chan os.Signal, 2)
	ctx, release := onSignals(sigs, func(code int) { t.Errorf("exit(%d) after release", code) })
	release()
	sigs <- syscall.SIGTERM
	sigs <- syscall.SIGTERM
	time.Sleep(50 * time.Millisecond)
	if ctx.Err() == nil {
		t.Error("release did not cancel the context") // release cancels, as signal.NotifyContext's stop does
	}
}
