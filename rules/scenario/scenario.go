package scenario

import (
	"bytes"
	"embed"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"reflect"
	"sort"
	"strings"

	"github.com/arbitre/arbitre/rules"
	"gopkg.in/yaml.v3"
)

// The scenario library ships inside the binary: `arbitre verify` and the
// web pages run it offline.
//
//go:embed scenarios/*.yaml scenarios/library/*.yaml
var scenarioFS embed.FS

// Scenario is one executable example: the ruling(s) it checks, quoted, the
// rules era, a setup, actions and the expected outcome. See doc.go for the
// format.
type Scenario struct {
	ID      string            `yaml:"id"`
	Title   string            `yaml:"title"`
	Checks  []Check           `yaml:"checks"`
	Era     string            `yaml:"era"`
	Lang    string            `yaml:"lang"`
	Note    string            `yaml:"note"`
	Cards   []*CardSpec       `yaml:"cards"`
	Players []string          `yaml:"players"`
	Life    map[string]int    `yaml:"life"`
	Pool    map[string]string `yaml:"pool"`
	Turn    *TurnSpec         `yaml:"turn"`
	Setup   []*SetupItem      `yaml:"setup"`
	Actions []*Action         `yaml:"actions"`
	Expect  []*Expectation    `yaml:"expect"`
	// Key names what the outcome depends on: setup aliases and actions
	// ("action:2", 1-based). Removing any of them must make the scenario
	// fail; the honesty test checks it.
	Key []string `yaml:"key"`

	File string `yaml:"-"`
	Line int    `yaml:"-"`
	// Source is the scenario as written in its file, for pages that let a
	// reader open it.
	Source string `yaml:"-"`

	// lang is the language the scenario was read with; nil: the built-in
	// one.
	lang *Language
	// lib holds the generic cards its setup may name; nil: none.
	lib *Library
}

// language returns the scenario's language.
func (s *Scenario) language() *Language {
	if s.lang != nil {
		return s.lang
	}
	return builtin
}

// Check names a knowledge-base item (ruling, rule paragraph, glossary
// entry) by stable id and quotes the sentence the scenario executes.
type Check struct {
	ID    string `yaml:"id"`
	Quote string `yaml:"quote"`
}

// TurnSpec places the game: whose turn, which step, which turn number.
type TurnSpec struct {
	Active string `yaml:"active"`
	Step   string `yaml:"step"`
	Number int    `yaml:"number"`
}

// CardSpec declares a generic card (in the library, or inline in a
// scenario read on its own), or overrides the printed abilities of a
// knowledge-base card (kb: id) with written ones, which it must justify
// (reason:): a knowledge-base card otherwise plays with what the reader
// compiles from its print.
type CardSpec struct {
	KB        string           `yaml:"kb"`
	Reason    string           `yaml:"reason"`
	Name      string           `yaml:"name"`
	Cost      string           `yaml:"cost"`
	Type      string           `yaml:"type"`
	PT        string           `yaml:"pt"`
	Loyalty   int              `yaml:"loyalty"`
	Text      []string         `yaml:"text"`
	Keywords  []string         `yaml:"keywords"`
	Abilities []*rules.Ability `yaml:"abilities"`
	Doors     []*CardSpec      `yaml:"doors"`
	MeldWith  string           `yaml:"meld_with"`
	Meld      *CardSpec        `yaml:"meld"`
	// Lang, Set and Number make the card a real printed card (printed.go):
	// its name, cost, type line, power and toughness and text exactly as
	// printed in that set, in that language; it plays with what the reader
	// compiles from that text. Back is the back face of a transforming
	// double-faced card, printed the same way.
	Lang   string    `yaml:"lang"`
	Set    string    `yaml:"set"`
	Number string    `yaml:"number"`
	Back   *CardSpec `yaml:"back"`
	// Colors is a back face's color indicator (WUBRG letters), which the
	// printed text does not give.
	Colors string `yaml:"colors"`
	Line   int    `yaml:"-"`
}

// SetupItem puts one card into the game before the actions.
type SetupItem struct {
	Card       string         `yaml:"card"` // knowledge-base id or inline card name
	As         string         `yaml:"as"`   // alias used by actions and expectations
	Zone       string         `yaml:"zone"`
	Owner      string         `yaml:"owner"`
	Controller string         `yaml:"controller"`
	Tapped     bool           `yaml:"tapped"`
	Sick       bool           `yaml:"sick"` // came under control this turn
	FaceDown   bool           `yaml:"face_down"`
	Counters   map[string]int `yaml:"counters"`
	Damage     int            `yaml:"damage"`
	Unlocked   []int          `yaml:"unlocked"` // room doors unlocked
	Attached   string         `yaml:"attached"` // alias of the permanent (or player) it is attached to
	Bestowed   bool           `yaml:"bestowed"`
	Impending  bool           `yaml:"impending"`
	Monstrous  bool           `yaml:"monstrous"`
	Token      bool           `yaml:"token"`
	Copy       bool           `yaml:"copy"` // a copy (of a spell or a melded permanent): not a card
	Bottom     bool           `yaml:"bottom"`
	CopyOf     string         `yaml:"copy_of"`   // alias of the permanent it copies (a Clone)
	Commander  bool           `yaml:"commander"` // a commander (Commander variant)
	Count      int            `yaml:"count"`     // several identical cards: alias, alias#2, …
	Line       int            `yaml:"-"`
}

// Action is one step of a scenario. Exactly one verb is set.
type Action struct {
	Cast       string            `yaml:"cast"`
	Activate   string            `yaml:"activate"`
	Resolve    string            `yaml:"resolve"` // "1" (default), "2", "all"
	Unlock     string            `yaml:"unlock"`
	TurnFaceUp string            `yaml:"turn_face_up"`
	Pass       string            `yaml:"pass"` // the player who passes priority
	PlayLand   string            `yaml:"play_land"`
	Attack     []string          `yaml:"attack"`
	Block      [][]string        `yaml:"block"` // [blocker, attacker] pairs, in damage assignment order
	Damage     *DamageSpec       `yaml:"combat_damage"`
	GoTo       string            `yaml:"goto"`
	NextTurn   bool              `yaml:"next_turn"`
	Do         []*rules.Effect   `yaml:"do"` // instructions executed as the resolution of an ability of Source
	Mana       map[string]string `yaml:"add_mana"`
	Check      []*Expectation    `yaml:"check"` // expectations at this point

	// SetInMotion sets a scheme in motion (Archenemy, 701.25).
	SetInMotion string `yaml:"set_in_motion"`
	// Decline: the optional instructions ("you may") of what resolves are
	// not done; with begin_game, no card begins on the battlefield.
	Decline bool `yaml:"decline"`
	// Choices name, in order, the objects chosen as what resolves makes
	// its choices ("choose one of your commanders", "cast a spell from
	// your hand without paying its mana cost").
	Choices []string `yaml:"choices"`
	// KeepTapped: goto's permanents kept tapped in the untap steps on
	// the way (may_not_untap).
	KeepTapped []string `yaml:"keep_tapped"`
	// BeginGame applies the start of the game to the opening hands.
	BeginGame bool `yaml:"begin_game"`
	// Alias names the newest object matching Of (a filter): a token a
	// printed card created, which no setup line names.
	Alias string `yaml:"alias"`
	Of    string `yaml:"of"`

	By        string     `yaml:"by"`
	Source    string     `yaml:"source"`
	Targets   TargetList `yaml:"targets"`
	Modes     []int      `yaml:"modes"` // 1-based
	X         int        `yaml:"x"`
	Alt       string     `yaml:"alt"`
	Door      *int       `yaml:"door"`
	Sacrifice string     `yaml:"sacrifice"`
	Chosen    string     `yaml:"chosen"`
	Ability   string     `yaml:"ability"` // label or 1-based index
	Defender  string     `yaml:"defender"`
	// Defenders gives each attacker of attack its own defender, in
	// order: one declaration against several players (506.2).
	Defenders []string `yaml:"defenders"`
	// Exert: the attackers exerted as they attack (701.43).
	Exert  []string `yaml:"exert"`
	Kicked bool     `yaml:"kicked"`
	// Additional: the optional additional costs paid (buyback, entwine,
	// multikicker once per payment).
	Additional []string `yaml:"additional"`
	Free       bool     `yaml:"free"`   // cast without paying its mana cost
	Choice     string   `yaml:"choice"` // "as this enters, choose …"
	// Convoke lists the creatures tapped to help pay for the spell.
	Convoke []string `yaml:"convoke"`
	// Delve lists the graveyard cards exiled, Improvise the artifacts
	// tapped, to help pay for the spell.
	Delve     []string `yaml:"delve"`
	Improvise []string `yaml:"improvise"`
	// Crew lists the creatures tapped to crew a Vehicle.
	Crew []string `yaml:"crew"`
	// ManaAbilities are activated while the spell is cast, before paying.
	ManaAbilities []ManaUseSpec `yaml:"mana_abilities"`
	// Divide announces the division of a spell's damage among its
	// targets (601.2d), one amount per target in order.
	Divide []int `yaml:"divide"`
	// TriggerTargets chooses targets for triggered abilities put on the
	// stack after this action: source alias → target lists, in order.
	TriggerTargets map[string][][]string `yaml:"trigger_targets"`
	// TriggerModes chooses the modes (1-based) of a modal triggered
	// ability put on the stack after this action: source alias → modes;
	// its trigger_targets then list one target list per mode chosen.
	TriggerModes map[string][]int `yaml:"trigger_modes"`
	KeepLegend   string           `yaml:"keep_legend"`
	// Tokens names, in the order they were created, the tokens the action
	// creates (a printed "create a token" gives them no name).
	Tokens []string `yaml:"tokens"`
	// ExpectError makes the action one that the rules forbid: it must fail
	// with an error containing this text.
	ExpectError string `yaml:"expect_error"`

	Line int `yaml:"-"`
	// verbName is the verb, found as the action is decoded.
	verbName string
}

// ManaUseSpec names a mana ability activated during casting: its source,
// which of its abilities (label or index), what its cost sacrifices, which
// of its colors (1-based).
type ManaUseSpec struct {
	Source  string `yaml:"source"`
	Ability string `yaml:"ability"`
	Chosen  string `yaml:"chosen"`
	Color   int    `yaml:"color"`
}

// DamageSpec divides combat damage: attacker alias → target alias → amount.
type DamageSpec struct {
	Assign map[string]map[string]int `yaml:"assign"`
}

// TargetList is a list of target references, or a list of lists (one per
// chosen mode).
type TargetList [][]string

// UnmarshalYAML accepts [a, b] and [[a], [b, c]].
func (t *TargetList) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind != yaml.SequenceNode {
		return fmt.Errorf("line %d: targets must be a list", n.Line)
	}
	nested := len(n.Content) > 0
	for _, c := range n.Content {
		if c.Kind != yaml.SequenceNode {
			nested = false
		}
	}
	if nested {
		var v [][]string
		if err := n.Decode(&v); err != nil {
			return err
		}
		*t = v
		return nil
	}
	var v []string
	if err := n.Decode(&v); err != nil {
		return err
	}
	*t = [][]string{v}
	return nil
}

// Expectation is one checked fact of the outcome: a query, its subject and
// the value it must have ("is").
type Expectation struct {
	Query   string    `yaml:"-"`
	Subject string    `yaml:"-"`
	Is      yaml.Node `yaml:"is"`
	Kind    string    `yaml:"kind"`   // counters: the counter kind; keyword: the keyword; type: the type
	Colors  string    `yaml:"colors"` // devotion
	Filter  string    `yaml:"filter"` // matches
	// Cost queries take the same choices as a cast.
	By        string     `yaml:"by"`
	Targets   TargetList `yaml:"targets"`
	Modes     []int      `yaml:"modes"`
	X         int        `yaml:"x"`
	Alt       string     `yaml:"alt"`
	Door      *int       `yaml:"door"`
	Sacrifice string     `yaml:"sacrifice"`
	Line      int        `yaml:"-"`
}

// UnmarshalYAML finds which query key the expectation uses.
func (e *Expectation) UnmarshalYAML(n *yaml.Node) error {
	type plain Expectation
	var p plain
	if err := scenarioKnownFields(n, "Expectation"); err != nil {
		return err
	}
	if err := n.Decode(&p); err != nil {
		return err
	}
	*e = Expectation(p)
	e.Line = n.Line
	if n.Kind != yaml.MappingNode {
		return fmt.Errorf("line %d: an expectation is a mapping", n.Line)
	}
	devotion := false
	for i := 0; i+1 < len(n.Content); i += 2 {
		if n.Content[i].Value == "devotion" {
			devotion = true
		}
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k := n.Content[i].Value
		if k == "colors" && devotion {
			continue // devotion's parameter, not the colors query
		}
		if _, ok := builtin.Queries.Lookup(k); ok {
			if e.Query != "" {
				return fmt.Errorf("line %d: expectation has two queries (%s, %s)", n.Line, e.Query, k)
			}
			e.Query, e.Subject = k, n.Content[i+1].Value
		}
	}
	if e.Query == "" {
		return fmt.Errorf("line %d: expectation without a query (one of %s)", n.Line, strings.Join(builtin.Queries.Names(), ", "))
	}
	if e.Is.Kind == 0 {
		return fmt.Errorf("line %d: expectation %s without \"is\"", n.Line, e.Query)
	}
	return nil
}

// UnmarshalYAML records the line of an action and checks it has one verb.
func (a *Action) UnmarshalYAML(n *yaml.Node) error {
	type plain Action
	var p plain
	if err := scenarioKnownFields(n, "Action"); err != nil {
		return err
	}
	if err := n.Decode(&p); err != nil {
		return err
	}
	*a = Action(p)
	a.Line = n.Line
	if a.Resolve == "" && n.Kind == yaml.MappingNode {
		for i := 0; i+1 < len(n.Content); i += 2 {
			if n.Content[i].Value == "resolve" {
				a.Resolve = "1"
			}
		}
	}
	if a.verbName = a.findVerb(); a.verbName == "" {
		return fmt.Errorf("line %d: action without a verb", n.Line)
	}
	return nil
}

// UnmarshalYAML records lines.
func (s *SetupItem) UnmarshalYAML(n *yaml.Node) error {
	type plain SetupItem
	var p plain
	if err := scenarioKnownFields(n, "SetupItem"); err != nil {
		return err
	}
	if err := n.Decode(&p); err != nil {
		return err
	}
	*s = SetupItem(p)
	s.Line = n.Line
	return nil
}

// UnmarshalYAML records lines.
func (c *CardSpec) UnmarshalYAML(n *yaml.Node) error {
	type plain CardSpec
	var p plain
	if err := scenarioKnownFields(n, "CardSpec"); err != nil {
		return err
	}
	if err := n.Decode(&p); err != nil {
		return err
	}
	*c = CardSpec(p)
	c.Line = n.Line
	// A room's door abilities belong to their door: fixed now, so that
	// running a scenario never writes to its (shared) abilities.
	for i, d := range c.Doors {
		for _, a := range d.Abilities {
			a.RoomDoor = i
		}
	}
	return nil
}

// UnmarshalYAML records the scenario's line.
func (s *Scenario) UnmarshalYAML(n *yaml.Node) error {
	type plain Scenario
	var p plain
	if err := scenarioKnownFields(n, "Scenario"); err != nil {
		return err
	}
	if err := n.Decode(&p); err != nil {
		return err
	}
	*s = Scenario(p)
	s.Line = n.Line
	return nil
}

// MaxScenarioFile bounds one scenario file, so a hostile or broken file
// cannot make the loader allocate without limit.
const MaxScenarioFile = 1 << 20

// ParseScenarios reads the scenarios of one YAML file (a list of
// scenarios), validating each against the built-in language; errors carry
// file:line.
func ParseScenarios(name string, data []byte) ([]*Scenario, error) {
	return builtin.ParseScenarios(name, data)
}

// ParseScenarios reads the scenarios of one YAML file, validating each
// against the language: its ops, queries and verbs exist and get their
// required arguments and no others. The scenarios run with the language.
func (l *Language) ParseScenarios(name string, data []byte) ([]*Scenario, error) {
	if len(data) > MaxScenarioFile {
		return nil, fmt.Errorf("%s: %d bytes, more than the %d-byte limit", name, len(data), MaxScenarioFile)
	}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	var list []*Scenario
	if err := dec.Decode(&list); err != nil {
		if err == io.EOF {
			return nil, fmt.Errorf("%s: empty scenario file", name)
		}
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	lines := strings.Split(string(data), "\n")
	for i, s := range list {
		if s == nil {
			return nil, fmt.Errorf("%s: empty scenario", name)
		}
		s.File = name
		end := len(lines)
		if i+1 < len(list) && list[i+1] != nil {
			end = list[i+1].Line - 1
		}
		if s.Line >= 1 && s.Line <= end && end <= len(lines) {
			s.Source = strings.TrimRight(strings.Join(lines[s.Line-1:end], "\n"), "\n ")
		}
		s.lang = l
		if err := s.validate(); err != nil {
			line := s.Line
			var le *rules.LineError
			if errors.As(err, &le) {
				line, err = le.Line, le.Err
			}
			return nil, fmt.Errorf("%s:%d: scenario %q: %w", name, line, s.ID, err)
		}
	}
	return list, nil
}

func (s *Scenario) validate() error {
	if s.ID == "" {
		return fmt.Errorf("no id")
	}
	if err := noNils(reflect.ValueOf(s), "scenario"); err != nil {
		return err
	}
	if len(s.Checks) == 0 {
		return fmt.Errorf("no checks: a scenario names the ruling, rule or glossary entry it verifies")
	}
	for _, c := range s.Checks {
		if c.ID == "" || strings.TrimSpace(c.Quote) == "" {
			return fmt.Errorf("a check needs an id and a quote")
		}
	}
	if _, err := rules.ParseEra(s.Era); err != nil {
		return err
	}
	if len(s.Expect) == 0 && !s.hasCheckAction() && !s.hasExpectError() {
		return fmt.Errorf("no expected outcome")
	}
	if len(s.Key) == 0 {
		return fmt.Errorf("no key: name the setup aliases or actions the outcome depends on")
	}
	if err := s.language().check(s); err != nil {
		return err
	}
	for _, c := range s.Cards {
		if c.KB == "" {
			continue
		}
		written := len(c.Abilities) > 0 || len(c.Keywords) > 0 || len(c.Text) > 0
		switch {
		case written && strings.TrimSpace(c.Reason) == "":
			return rules.AtLine(c.Line, fmt.Errorf("card %s: abilities written for a knowledge-base card need a reason: (the card plays with its printed abilities otherwise)", c.KB))
		case !written && c.Reason != "":
			return rules.AtLine(c.Line, fmt.Errorf("card %s: a reason without written abilities", c.KB))
		}
	}
	aliases := map[string]bool{}
	for _, it := range s.Setup {
		if it.Card == "" {
			return fmt.Errorf("line %d: setup item without card", it.Line)
		}
		if it.As != "" {
			aliases[it.As] = true
		}
	}
	for _, k := range s.Key {
		if strings.HasPrefix(k, "action:") {
			var n int
			if _, err := fmt.Sscanf(k, "action:%d", &n); err != nil || n < 1 || n > len(s.Actions) {
				return fmt.Errorf("key %q: no such action", k)
			}
			continue
		}
		if !aliases[k] {
			return fmt.Errorf("key %q: no setup item has that alias", k)
		}
	}
	return nil
}

// useLibrary makes the scenario play the library's generic cards. A
// scenario of the library's set defines no generic card of its own: each
// is defined once, in the library.
func (s *Scenario) useLibrary(lib *Library) error {
	for _, c := range s.Cards {
		if c.KB == "" && c.Lang == "" {
			return fmt.Errorf("%d: scenario %q: card %q is defined inline: generic cards are defined once, in %s", c.Line, s.ID, c.Name, LibraryFile)
		}
	}
	s.lib = lib
	return nil
}

func (s *Scenario) hasCheckAction() bool {
	for _, a := range s.Actions {
		if a.Check != nil {
			return true
		}
	}
	return false
}

func (s *Scenario) hasExpectError() bool {
	for _, a := range s.Actions {
		if a.ExpectError != "" {
			return true
		}
	}
	return false
}

// LoadScenarios returns the embedded scenario library, sorted by id, after
// checking ids are unique.
func LoadScenarios() ([]*Scenario, error) {
	return loadScenarios(scenarioFS, "scenarios")
}

func loadScenarios(fsys fs.FS, dir string) ([]*Scenario, error) {
	lib, err := LoadLibrary()
	if err != nil {
		return nil, err
	}
	names, err := fs.Glob(fsys, path.Join(dir, "*.yaml"))
	if err != nil {
		return nil, fmt.Errorf("rules: listing scenarios: %w", err)
	}
	sort.Strings(names)
	var all []*Scenario
	seen := map[string]string{}
	for _, n := range names {
		b, err := fs.ReadFile(fsys, n)
		if err != nil {
			return nil, fmt.Errorf("rules: %w", err)
		}
		list, err := ParseScenarios(path.Base(n), b)
		if err != nil {
			return nil, fmt.Errorf("rules: %w", err)
		}
		for _, s := range list {
			if err := s.useLibrary(lib); err != nil {
				return nil, fmt.Errorf("rules: %s:%w", s.File, err)
			}
			if prev, dup := seen[s.ID]; dup {
				return nil, fmt.Errorf("rules: %s:%d: scenario id %q already used in %s", s.File, s.Line, s.ID, prev)
			}
			seen[s.ID] = s.File
			all = append(all, s)
		}
	}
	sort.Slice(all, func(i, j int) bool { return all[i].ID < all[j].ID })
	return all, nil
}

// yamlFields lists, for each type read from scenario files, the keys it
// accepts. Computed once from the struct tags; never written afterwards.
var yamlFields = rules.YAMLFieldsOf(Scenario{}, CardSpec{}, SetupItem{}, Action{}, Expectation{}, rules.Ability{}, rules.Effect{}, rules.TargetSpec{})

// scenarioKnownFields rejects the keys of a scenario item that are not
// fields of its type; an expectation also takes the name of its query.
func scenarioKnownFields(n *yaml.Node, typeName string) error {
	var extra func(string) bool
	if typeName == "Expectation" {
		extra = func(k string) bool {
			_, query := builtin.Queries.Lookup(k)
			return query
		}
	}
	return rules.CheckKeys(n, typeName, yamlFields[typeName], extra)
}

// noNils rejects empty list items ("actions: [~]", "do: [ ]" entries
// written as null), which YAML decodes as nil pointers, anywhere in a
// scenario.
func noNils(v reflect.Value, path string) error {
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() {
			return nil
		}
		return noNils(v.Elem(), path)
	case reflect.Struct:
		t := v.Type()
		for i := 0; i < t.NumField(); i++ {
			f := t.Field(i)
			if !f.IsExported() || f.Type == reflect.TypeOf(yaml.Node{}) {
				continue
			}
			if err := noNils(v.Field(i), f.Name); err != nil {
				return err
			}
		}
	case reflect.Slice:
		for i := 0; i < v.Len(); i++ {
			e := v.Index(i)
			if e.Kind() == reflect.Pointer && e.IsNil() {
				return fmt.Errorf("%s: item %d is empty", strings.ToLower(path), i+1)
			}
			if err := noNils(e, path); err != nil {
				return err
			}
		}
	case reflect.Map:
		for _, k := range v.MapKeys() {
			if err := noNils(v.MapIndex(k), path); err != nil {
				return err
			}
		}
	}
	return nil
}

// Clone returns a fresh copy of the scenario, read again from its source
// with its language and library: a copy that tools (the mutation test)
// may change without touching the original.
func (s *Scenario) Clone() (*Scenario, error) {
	if s.Source == "" {
		return nil, fmt.Errorf("scenario %s: no source to copy from", s.ID)
	}
	list, err := s.language().ParseScenarios(s.File, []byte(s.Source))
	if err != nil {
		return nil, err
	}
	if len(list) != 1 {
		return nil, fmt.Errorf("scenario %s: its source holds %d scenarios", s.ID, len(list))
	}
	c := list[0]
	c.lib, c.Line = s.lib, s.Line
	return c, nil
}

// Verb names an action's verb ("cast", "resolve", "check" …).
func (a *Action) Verb() string { return a.verb() }
