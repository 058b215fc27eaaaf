package rules

import "fmt"

// lineError is a validation error about one line of a scenario file: the
// loader reports it at that line rather than at the scenario's.
type LineError struct {
	Line int
	Err  error
}

func (e *LineError) Error() string { return fmt.Sprintf("line %d: %v", e.Line, e.Err) }

func (e *LineError) Unwrap() error { return e.Err }

func AtLine(line int, err error) error {
	if err == nil {
		return nil
	}
	return &LineError{Line: line, Err: err}
}
