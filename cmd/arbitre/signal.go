package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"
)

// interruptContext returns a context cancelled by the first SIGINT or
// SIGTERM, which asks the command to stop gracefully (serve lets requests
// in flight finish within its grace period). A second signal does not
// wait for the grace to run out: exit is called at once, with the status
// a shell gives a process killed by that signal. stop releases the
// signals.
func interruptContext(exit func(code int)) (ctx context.Context, stop func()) {
	sigs := make(chan os.Signal, 2)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	ctx, release := onSignals(sigs, exit)
	return ctx, func() {
		signal.Stop(sigs)
		release()
	}
}

// onSignals cancels the context it returns on the first value received from
// sigs and calls exit on the second. release stops watching sigs.
func onSignals(sigs <-chan os.Signal, exit func(code int)) (ctx context.Context, release func()) {
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		// A signal that arrives after release is ignored, even when the
		// goroutine sees it and done at once.
		released := func() bool {
			select {
			case <-done:
				return true
			default:
				return false
			}
		}
		select {
		case <-sigs:
			if released() {
				return
			}
			cancel()
		case <-done:
			return
		}
		select {
		case sig := <-sigs:
			if !released() {
				exit(signalStatus(sig))
			}
		case <-done:
		}
	}()
	return ctx, func() {
		close(done)
		cancel()
	}
}

// signalStatus is 128 plus the signal's number, as shells report a process
// a signal ended.
func signalStatus(sig os.Signal) int {
	if s, ok := sig.(syscall.Signal); ok {
		return 128 + int(s)
	}
	return 1
}
