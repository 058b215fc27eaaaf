package main

import (
	"context"
	"errors"
	"io"
)

// runIngest is being built; see the issue for the ingest command.
func runIngest(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	return errors.New("ingest: not built yet")
}
