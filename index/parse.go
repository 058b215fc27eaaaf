package index

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Syntax documents the query language, for help pages.
const Syntax = `Words               match names (boosted) and text, in French, Italian and English,
                    with or without accents; a name with a typo or two is found
"a phrase"          the words in this order
name:X  n:X         in names only
o:X                 in rules text and rulings only
t:X                 type, in any language (t:créature, t:creatura, t:creature)
mv=3 cmc>=2         mana value; operators = != < <= > >= and :
c:rg  c:red         colors (wubrg, c for colorless, m for multicolor, or names);
                    c: and c>= contain, c= exactly, c<= at most
pow>=3 tou<2        power, toughness
lang:fr             language (fr, it, en)
set:dsk  s:spg      set (dsk, spg, dsc, archenemy, emn, jou, 9ed)
kind:ruling         card, ruling, section, glossary, rule
doc:dsk-it          one document
mechanic:delirium   cards, rulings and sections of a mechanic (any language:
                    mechanic:délire, mechanic:delirio)
-X                  not X
X OR Y              either; words side by side must all match
( … )               grouping`

// maxDepth bounds parenthesis nesting, and maxTerms the number of terms, so
// that a hostile query costs no more than a long honest one.
const (
	maxDepth = 20
	maxTerms = 64
)

// A node is a parsed query. String gives the query back in a canonical
// form that parses to the same tree.
type node interface {
	String() string
	column() int
}

type orNode struct {
	kids []node
	col  int
}

type andNode struct {
	kids []node
	col  int
}

type notNode struct {
	kid node
	col int
}

// textNode is a bare word or a quoted phrase.
type textNode struct {
	text   string
	phrase bool
	col    int
}

// fieldNode is field op value: "t:creature", "mv>=3", `o:"face cachée"`.
type fieldNode struct {
	field  string // canonical name: see fieldAliases
	op     string // ":", "=", "!=", "<", "<=", ">", ">="
	value  string
	quoted bool
	col    int
}

func (n *orNode) column() int    { return n.col }
func (n *andNode) column() int   { return n.col }
func (n *notNode) column() int   { return n.col }
func (n *textNode) column() int  { return n.col }
func (n *fieldNode) column() int { return n.col }

func (n *orNode) String() string  { return "(" + joinNodes(n.kids, " OR ") + ")" }
func (n *andNode) String() string { return "(" + joinNodes(n.kids, " ") + ")" }
func (n *notNode) String() string {
	if _, ok := n.kid.(*notNode); ok {
		return "-(" + n.kid.String() + ")" // "--x" would not parse
	}
	return "-" + n.kid.String()
}
func (n *textNode) String() string {
	if n.phrase {
		return `"` + n.text + `"`
	}
	return n.text
}
func (n *fieldNode) String() string {
	if n.quoted {
		return n.field + n.op + `"` + n.value + `"`
	}
	return n.field + n.op + n.value
}

func joinNodes(ns []node, sep string) string {
	s := make([]string, len(ns))
	for i, n := range ns {
		s[i] = n.String()
	}
	return strings.Join(s, sep)
}

// fieldAliases maps every accepted field name to its canonical name.
var fieldAliases = map[string]string{
	"name": "name", "n": "name",
	"o": "o", "oracle": "o", "text": "o",
	"t": "t", "type": "t",
	"mv": "mv", "cmc": "mv", "manavalue": "mv",
	"c": "c", "color": "c", "colour": "c",
	"pow": "pow", "power": "pow",
	"tou": "tou", "toughness": "tou",
	"lang": "lang", "language": "lang",
	"set": "set", "s": "set", "e": "set", "edition": "set",
	"kind": "kind", "k": "kind",
	"doc":      "doc",
	"mechanic": "mechanic", "mech": "mechanic",
}

func numericField(f string) bool { return f == "mv" || f == "pow" || f == "tou" }

// Lexical tokens.
type tokKind int

const (
	tkEOF tokKind = iota
	tkLParen
	tkRParen
	tkOr
	tkAnd
	tkMinus
	tkWord
	tkPhrase
	tkField
)

type lexToken struct {
	kind   tokKind
	col    int // 1-based column, in characters
	text   string
	field  string // tkField: field name as typed, lower case
	op     string
	quoted bool // tkField: value was a quoted phrase
	vcol   int  // tkField: column of the value
}

// lex splits a query into tokens. Columns count characters, not bytes, so
// that an error points at the right place in a query with accents.
func lex(q string) ([]lexToken, error) {
	rs := []rune(q)
	var toks []lexToken
	i := 0
	for i < len(rs) {
		r := rs[i]
		col := i + 1
		switch {
		case unicode.IsSpace(r):
			i++
		case r == '(':
			toks = append(toks, lexToken{kind: tkLParen, col: col})
			i++
		case r == ')':
			toks = append(toks, lexToken{kind: tkRParen, col: col})
			i++
		case r == '"':
			text, next, err := lexQuoted(rs, i)
			if err != nil {
				return nil, err
			}
			toks = append(toks, lexToken{kind: tkPhrase, col: col, text: text})
			i = next
		case r == '-' && i+1 < len(rs) && !unicode.IsSpace(rs[i+1]) && rs[i+1] != ')':
			toks = append(toks, lexToken{kind: tkMinus, col: col})
			i++
		case r == '-':
			return nil, qerr(col, "dangling_minus", `"-" must be followed by the term it excludes`)
		default:
			j := i
			for j < len(rs) && !unicode.IsSpace(rs[j]) && rs[j] != '(' && rs[j] != ')' && rs[j] != '"' {
				j++
			}
			word := string(rs[i:j])
			if name, op, ok := splitField(word); ok {
				t := lexToken{kind: tkField, col: col, field: strings.ToLower(name), op: op}
				vstart := i + utf8.RuneCountInString(name) + len(op)
				t.vcol = vstart + 1
				if vstart < j {
					t.text = string(rs[vstart:j])
				} else if j < len(rs) && rs[j] == '"' {
					text, next, err := lexQuoted(rs, j)
					if err != nil {
						return nil, err
					}
					t.text, t.quoted = text, true
					j = next
				} else {
					return nil, qerr(t.vcol, "needs_value", "%s%s needs a value", name, op)
				}
				toks = append(toks, t)
				i = j
				continue
			}
			switch word {
			case "OR", "||":
				toks = append(toks, lexToken{kind: tkOr, col: col, text: word})
			case "AND", "&&":
				toks = append(toks, lexToken{kind: tkAnd, col: col, text: word})
			default:
				toks = append(toks, lexToken{kind: tkWord, col: col, text: word})
			}
			i = j
		}
	}
	toks = append(toks, lexToken{kind: tkEOF, col: len(rs) + 1})
	return toks, nil
}

// lexQuoted reads a quoted phrase starting at rs[i] == '"'.
func lexQuoted(rs []rune, i int) (text string, next int, err error) {
	j := i + 1
	for j < len(rs) && rs[j] != '"' {
		j++
	}
	if j >= len(rs) {
		return "", 0, qerr(i+1, "unclosed_quote", "unclosed quote")
	}
	text = strings.Join(strings.Fields(string(rs[i+1:j])), " ")
	return text, j + 1, nil
}

// splitField splits "mv>=3" into "mv", ">=". The name is ASCII letters; a
// word whose prefix is not followed by an operator is an ordinary word.
func splitField(w string) (name, op string, ok bool) {
	i := 0
	for i < len(w) && (('a' <= w[i] && w[i] <= 'z') || ('A' <= w[i] && w[i] <= 'Z')) {
		i++
	}
	if i == 0 || i == len(w) {
		return "", "", false
	}
	rest := w[i:]
	for _, o := range []string{"!=", "<=", ">=", ":", "=", "<", ">"} {
		if strings.HasPrefix(rest, o) {
			return w[:i], o, true
		}
	}
	return "", "", false
}

// parser is a recursive-descent parser over the tokens:
//
//	or    = and { "OR" and }
//	and   = unary { ["AND"] unary }
//	unary = "-" unary | "(" or ")" | word | phrase | field
type parser struct {
	toks     []lexToken
	i        int
	depth    int
	terms    int
	warnings []Message
}

// parse parses a query. It returns a nil node, and no error, when every
// term was ignored (unknown fields); the warnings say why.
func parse(q string) (node, []Message, error) {
	if len(q) > MaxQueryBytes {
		return nil, nil, qerr(0, "too_long", "query longer than %d bytes", MaxQueryBytes)
	}
	if !utf8.ValidString(q) {
		return nil, nil, qerr(0, "bad_utf8", "query is not valid UTF-8")
	}
	if strings.TrimSpace(q) == "" {
		return nil, nil, qerr(0, "empty", "empty query")
	}
	toks, err := lex(q)
	if err != nil {
		return nil, nil, err
	}
	p := &parser{toks: toks}
	n, err := p.or()
	if err != nil {
		return nil, nil, err
	}
	if t := p.peek(); t.kind != tkEOF {
		return nil, nil, qerr(t.col, "unmatched_paren", "unmatched )")
	}
	return n, p.warnings, nil
}

func (p *parser) peek() lexToken { return p.toks[p.i] }
func (p *parser) next() lexToken { t := p.toks[p.i]; p.i++; return t }

func (p *parser) or() (node, error) {
	col := p.peek().col
	first, err := p.and()
	if err != nil {
		return nil, err
	}
	kids := []node{first}
	for p.peek().kind == tkOr {
		or := p.next()
		if k := p.peek().kind; k == tkEOF || k == tkRParen || k == tkOr {
			return nil, qerr(or.col, "or_needs_terms", "OR needs a term on each side")
		}
		n, err := p.and()
		if err != nil {
			return nil, err
		}
		kids = append(kids, n)
	}
	if len(kids) == 1 {
		return first, nil
	}
	// An ignored term (nil) on one side of OR leaves the other side alone.
	live := kids[:0]
	for _, k := range kids {
		if k != nil {
			live = append(live, k)
		}
	}
	switch len(live) {
	case 0:
		return nil, nil
	case 1:
		return live[0], nil
	}
	return &orNode{kids: live, col: col}, nil
}

func (p *parser) and() (node, error) {
	t := p.peek()
	switch t.kind {
	case tkEOF:
		return nil, qerr(t.col, "expected_term", "expected a term")
	case tkRParen:
		return nil, qerr(t.col, "expected_term_paren", "expected a term before )")
	case tkOr:
		return nil, qerr(t.col, "or_needs_terms", "OR needs a term on each side")
	}
	col := t.col
	var kids []node
	for {
		t := p.peek()
		if t.kind == tkEOF || t.kind == tkRParen || t.kind == tkOr {
			break
		}
		if t.kind == tkAnd {
			p.next()
			if k := p.peek().kind; k == tkEOF || k == tkRParen || k == tkOr || k == tkAnd || len(kids) == 0 {
				return nil, qerr(t.col, "op_needs_terms", "%s needs a term on each side", t.text)
			}
			continue
		}
		n, err := p.unary()
		if err != nil {
			return nil, err
		}
		if n != nil {
			kids = append(kids, n)
		}
	}
	switch len(kids) {
	case 0:
		return nil, nil
	case 1:
		return kids[0], nil
	}
	return &andNode{kids: kids, col: col}, nil
}

func (p *parser) unary() (node, error) {
	t := p.next()
	switch t.kind {
	case tkMinus:
		if k := p.peek().kind; k == tkEOF || k == tkRParen || k == tkOr || k == tkAnd || k == tkMinus {
			return nil, qerr(t.col, "dangling_minus", `"-" must be followed by the term it excludes`)
		}
		n, err := p.unary()
		if err != nil || n == nil {
			return nil, err
		}
		return &notNode{kid: n, col: t.col}, nil
	case tkLParen:
		p.depth++
		if p.depth > maxDepth {
			return nil, qerr(t.col, "too_deep", "parentheses nested deeper than %d", maxDepth)
		}
		if p.peek().kind == tkRParen {
			return nil, qerr(t.col, "empty_parens", "empty parentheses")
		}
		n, err := p.or()
		if err != nil {
			return nil, err
		}
		if p.peek().kind != tkRParen {
			return nil, qerr(t.col, "unclosed_paren", "unclosed parenthesis")
		}
		p.next()
		p.depth--
		return n, nil
	case tkRParen:
		return nil, qerr(t.col, "unmatched_paren", "unmatched )")
	}
	p.terms++
	if p.terms > maxTerms {
		return nil, qerr(t.col, "too_many_terms", "more than %d terms", maxTerms)
	}
	switch t.kind {
	case tkWord:
		return &textNode{text: t.text, col: t.col}, nil
	case tkPhrase:
		if t.text == "" {
			return nil, qerr(t.col, "empty_phrase", "empty phrase")
		}
		return &textNode{text: t.text, phrase: true, col: t.col}, nil
	case tkField:
		return p.field(t)
	}
	return nil, qerr(t.col, "unexpected", "unexpected %s", t.text)
}

func (p *parser) field(t lexToken) (node, error) {
	name, ok := fieldAliases[t.field]
	if !ok {
		p.warnings = append(p.warnings, newMessage(t.col, "unknown_field", "unknown field %q ignored (column %d)", t.field, t.col))
		return nil, nil
	}
	if t.text == "" {
		return nil, qerr(t.vcol, "needs_value", "%s%s needs a value", t.field, t.op)
	}
	switch {
	case numericField(name):
		if _, err := strconv.ParseFloat(t.text, 64); err != nil || t.quoted {
			return nil, qerr(t.vcol, "needs_number", "%s%s needs a number, not %q", t.field, t.op, t.text)
		}
	case name == "c":
	default:
		if t.op != ":" && t.op != "=" {
			return nil, qerr(t.col, "bad_operator", "%s takes : or =, not %s", t.field, t.op)
		}
	}
	return &fieldNode{field: name, op: t.op, value: t.text, quoted: t.quoted, col: t.col}, nil
}
