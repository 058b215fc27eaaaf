package rules

import (
	"fmt"
	"reflect"
	"strings"

	"gopkg.in/yaml.v3"
)

// The engine's types are written in YAML by scenarios and the card library
// (abilities, instructions, targets). What is here checks that YAML: keys
// that are not fields are errors, and errors name their line.

// LineError is a validation error about one line of a YAML file: the
// loader reports it at that line rather than at the item's.
type LineError struct {
	Line int
	Err  error
}

func (e *LineError) Error() string { return fmt.Sprintf("line %d: %v", e.Line, e.Err) }

func (e *LineError) Unwrap() error { return e.Err }

// AtLine attaches line to err; a nil err stays nil.
func AtLine(line int, err error) error {
	if err == nil {
		return nil
	}
	return &LineError{Line: line, Err: err}
}

// YAMLKeys lists the keys of a decoded item that hold a value: the fields
// whose yaml tag is not "-" and whose value is not the zero value. The
// field table is computed once per type.
type YAMLKeys struct {
	fields []int
	names  []string
	field  map[string]int // key → field index
}

// NewYAMLKeys makes the table of v's struct type.
func NewYAMLKeys(v any) *YAMLKeys {
	t := reflect.TypeOf(v)
	k := &YAMLKeys{field: map[string]int{}}
	for i := 0; i < t.NumField(); i++ {
		tag := strings.Split(t.Field(i).Tag.Get("yaml"), ",")[0]
		if tag != "" && tag != "-" {
			k.fields = append(k.fields, i)
			k.names = append(k.names, tag)
			k.field[tag] = i
		}
	}
	return k
}

// Has reports whether item (a pointer to a struct of the table's type)
// gives the key.
func (k *YAMLKeys) Has(item any, key string) bool {
	f, ok := k.field[key]
	return ok && !reflect.ValueOf(item).Elem().Field(f).IsZero()
}

// Given returns the keys of item (a pointer to a struct of the table's
// type) that hold a value.
func (k *YAMLKeys) Given(item any) []string {
	v := reflect.ValueOf(item).Elem()
	var out []string
	for i, f := range k.fields {
		if !v.Field(f).IsZero() {
			out = append(out, k.names[i])
		}
	}
	return out
}

// engineYAMLFields lists, for each engine type read from YAML, the keys it
// accepts. Computed once from the struct tags; never written afterwards.
var engineYAMLFields = YAMLFieldsOf(Ability{}, Effect{}, TargetSpec{})

// YAMLFieldsOf lists, for the struct type of each value, the YAML keys of
// its fields, by type name.
func YAMLFieldsOf(vs ...any) map[string]map[string]bool {
	out := map[string]map[string]bool{}
	for _, v := range vs {
		t := reflect.TypeOf(v)
		set := map[string]bool{}
		for i := 0; i < t.NumField(); i++ {
			tag := strings.Split(t.Field(i).Tag.Get("yaml"), ",")[0]
			if tag != "" && tag != "-" {
				set[tag] = true
			}
		}
		out[t.Name()] = set
	}
	return out
}

// knownFields rejects mapping keys that are not fields of the named engine
// type: yaml.v3's KnownFields does not reach custom unmarshalers, and a
// misspelt key in a scenario must be an error, not a silently ignored line.
func knownFields(n *yaml.Node, typeName string) error {
	return CheckKeys(n, typeName, engineYAMLFields[typeName], nil)
}

// CheckKeys rejects the keys of mapping n that allowed lacks and extra
// (when not nil) does not accept.
func CheckKeys(n *yaml.Node, typeName string, allowed map[string]bool, extra func(string) bool) error {
	if n.Kind != yaml.MappingNode {
		return nil
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k := n.Content[i]
		if extra != nil && extra(k.Value) {
			continue
		}
		if !allowed[k.Value] {
			return fmt.Errorf("line %d: field %s not found in %s", k.Line, k.Value, typeName)
		}
	}
	return nil
}
