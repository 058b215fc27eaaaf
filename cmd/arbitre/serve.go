package main

import (
	"context"
	"errors"
	"io"
)

// runServe is being built; see the issue for the serve command.
func runServe(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	return errors.New("serve: not built yet")
}
