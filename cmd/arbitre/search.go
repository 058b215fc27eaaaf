package main

import (
	"context"
	"errors"
	"io"
)

// runSearch is being built; see the issue for the search command.
func runSearch(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	return errors.New("search: not built yet")
}
