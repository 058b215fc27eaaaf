package main

import (
	"context"
	"errors"
	"io"
)

// runVerify is being built; see the issue for the verify command.
func runVerify(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	return errors.New("verify: not built yet")
}
