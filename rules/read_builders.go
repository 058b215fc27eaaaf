package rules

import (
	"fmt"
)

func MustParseFilter(s string) *Filter {
	f, err := ParseFilter(s)
	if err != nil {
		panic(fmt.Sprintf("reader: built-in filter %q: %v", s, err))
	}
	return f
}

func MustParseExpr(s string) *Expr {
	e, err := ParseExpr(s)
	if err != nil {
		panic(fmt.Sprintf("reader: built-in expression %q: %v", s, err))
	}
	return e
}
