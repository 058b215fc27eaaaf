package index

import "fmt"

// Message is a query error or warning as a code with its arguments, for a
// caller that words it in its reader's language (package api does, with
// its catalogue's "query.CODE" and "warn.CODE" entries), and its English
// wording for the others (the CLI, the error string).
type Message struct {
	// Code names the message: "unclosed_paren", "unknown_field" …
	Code string `json:"code"`
	// Args are the message's arguments, in the order of the English
	// wording's verbs, as text.
	Args []string `json:"args,omitempty"`
	// Col is the 1-based column the message is about; 0 for none.
	Col int `json:"column,omitempty"`
	// Text is the English wording.
	Text string `json:"text"`
}

func newMessage(col int, code, format string, args ...any) Message {
	m := Message{Code: code, Col: col, Text: fmt.Sprintf(format, args...)}
	for _, a := range args {
		m.Args = append(m.Args, fmt.Sprint(a))
	}
	return m
}

// qerr is a *QueryError with a code: format and args give its English
// wording, and its arguments as text.
func qerr(col int, code, format string, args ...any) *QueryError {
	m := newMessage(col, code, format, args...)
	return &QueryError{Col: col, Msg: m.Text, Code: code, Args: m.Args}
}

// texts returns the English wordings of ms.
func texts(ms []Message) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.Text
	}
	return out
}
