package ingest

import "fmt"

// Severities of a Diagnostic.
const (
	SeverityWarning = "warning"
	SeverityError   = "error"
)

// A Diagnostic is something the parser noticed at a position: a warning
// when it could go on, an error when it could not.
type Diagnostic struct {
	File     string `json:"file"`
	Line     int    `json:"line"`
	Severity string `json:"severity"`
	Msg      string `json:"msg"`
}

func (d Diagnostic) String() string {
	return fmt.Sprintf("%s:%d: %s: %s", d.File, d.Line, d.Severity, d.Msg)
}

// Error makes a Diagnostic usable as an error.
func (d Diagnostic) Error() string { return d.String() }
