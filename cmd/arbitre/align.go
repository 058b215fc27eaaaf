package main

import (
	"context"
	"errors"
	"io"
)

// runAlign is being built; see the issue for the align command.
func runAlign(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	return errors.New("align: not built yet")
}
