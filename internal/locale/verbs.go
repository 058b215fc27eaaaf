package locale

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// use is one use a format makes of an argument: which (from 1, as in
// %[1]s) and with what verb ('s', 'd', … or '*' for a width or precision).
type use struct {
	arg  int
	verb rune
}

func (u use) String() string {
	if u.verb == '*' {
		return fmt.Sprintf("[%d]* (a width)", u.arg)
	}
	return fmt.Sprintf("%%[%d]%c", u.arg, u.verb)
}

// uses lists what format does with its arguments, reading it as
// fmt.Sprintf does: flags, explicit argument indexes, '*' widths and
// precisions, and "%%" (no argument).
func uses(format string) []use {
	var out []use
	next := 1
	i := 0
	index := func() { // an explicit [n] sets the argument the next verb takes
		if i < len(format) && format[i] == '[' {
			if end := strings.IndexByte(format[i:], ']'); end > 0 {
				if n, err := strconv.Atoi(format[i+1 : i+end]); err == nil && n > 0 {
					next = n
				}
				i += end + 1
			}
		}
	}
	number := func() { // a width or precision: digits, or '*' taking an argument
		if i < len(format) && format[i] == '*' {
			out = append(out, use{next, '*'})
			next++
			i++
			return
		}
		for i < len(format) && '0' <= format[i] && format[i] <= '9' {
			i++
		}
	}
	for i < len(format) {
		if format[i] != '%' {
			i++
			continue
		}
		i++
		for i < len(format) && strings.IndexByte("#0+- ", format[i]) >= 0 {
			i++
		}
		index()
		number()
		if i < len(format) && format[i] == '.' {
			i++
			index()
			number()
		}
		index()
		if i >= len(format) {
			break
		}
		r, size := utf8.DecodeRuneInString(format[i:])
		i += size
		if r == '%' {
			continue
		}
		out = append(out, use{next, r})
		next++
	}
	return out
}

// sameVerbs says how msg's uses of its arguments differ from base's, or
// "" if they do not: every argument msg uses, base must use, as a value of
// the same kind. A translation may leave an argument out (base may say
// "English" where it says nothing) but not use one base lacks: nothing
// says which value or type the caller gives it.
func sameVerbs(msg, base string) string {
	want := uses(base)
	for _, u := range uses(msg) {
		var as []string
		ok := true
		for _, w := range want {
			if w.arg == u.arg {
				as = append(as, w.String())
				ok = ok && compatible(u.verb, w.verb)
			}
		}
		switch {
		case len(as) == 0:
			return fmt.Sprintf("%v uses an argument the %s message does not take", u, Base)
		case !ok:
			return fmt.Sprintf("%v where the %s message has %s", u, Base, strings.Join(as, ", "))
		}
	}
	return ""
}

// compatible reports whether two verbs format the same kind of value: a
// translation may quote a string English prints bare (« %s » for %q), or
// print with %v, but not print as text what English prints as a number.
func compatible(a, b rune) bool {
	return a == 'v' || b == 'v' || kind(a) == kind(b)
}

func kind(verb rune) string {
	switch verb {
	case 's', 'q':
		return "text"
	case 'd', 'b', 'o', 'O', 'x', 'X', 'c', 'U', '*':
		return "integer"
	case 'e', 'E', 'f', 'F', 'g', 'G':
		return "float"
	}
	return string(verb)
}
