package mana

import (
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

func TestUnmarshalYAML(t *testing.T) {
	var v struct {
		A Cost `yaml:"a"`
		B Cost `yaml:"b"`
	}
	if err := yaml.Unmarshal([]byte("a: '{2} {R}'\nb: ''\n"), &v); err != nil {
		t.Fatal(err)
	}
	if v.A.String() != "{2}{R}" || v.B == nil || len(v.B) != 0 {
		t.Errorf("got a=%s b=%#v, want {2}{R} and an empty cost", v.A, v.B)
	}
	err := yaml.Unmarshal([]byte("a: '{1}'\nb: '{Q}'\n"), &v)
	if err == nil || !strings.Contains(err.Error(), "line 2") || !strings.Contains(err.Error(), "{Q}") {
		t.Errorf("err = %v, want one naming line 2 and the symbol", err)
	}
}
