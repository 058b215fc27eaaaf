//go:build !unix

package main

import "errors"

func setFileLimit(string) error { return errors.New("descriptor limits are not set on this system") }
