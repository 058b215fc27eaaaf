package rules

import (
	"fmt"
	"strings"

	"gopkg.in/yaml.v3"
)

// AbilityKind classifies abilities (rule 113.3).
type AbilityKind int

// Ability kinds. KindSpell is the effect of an instant or sorcery, or what a
// permanent spell does as it resolves beyond entering (an aura's target).
const (
	KindSpell AbilityKind = iota
	KindStatic
	KindTriggered
	KindActivated
	KindMana
)

func (k AbilityKind) String() string {
	return [...]string{"spell", "static", "triggered", "activated", "mana"}[k]
}

// Ability is one ability of a card, written in the ability language of the
// scenarios (see doc.go). Its kind follows from its fields: "when" makes it
// triggered, "static" static, "mana" a mana ability, a cost activated, and
// anything else is the spell ability of an instant or sorcery.
type Ability struct {
	Kind  AbilityKind `yaml:"-"`
	Label string      `yaml:"label"`

	// Triggered abilities.
	When   string  `yaml:"when"`
	Filter *Filter `yaml:"filter"` // what the trigger event is about
	If     *Expr   `yaml:"if"`     // intervening "if" (603.4); for statics, the condition
	Once   bool    `yaml:"once"`   // "this ability triggers only once" / "activate only once"
	// OncePerTurn: "this ability triggers only once each turn" / "activate
	// only once each turn".
	OncePerTurn bool `yaml:"once_per_turn"`

	// Activated abilities.
	Cost  ManaCost `yaml:"cost"`
	Tap   bool     `yaml:"tap"`
	Untap bool     `yaml:"untap"` // {Q}: untapping it is part of the cost (untap_cost.go)
	// Exert: "{T}, Exert ~: …": exerting the permanent is part of the cost
	// (701.43a; exert.go).
	Exert bool `yaml:"exert"`
	// RemoveCounters is a cost of removing RemoveCountersN (default 1)
	// counters of this kind from the permanent itself (counter_cost.go).
	RemoveCounters  string `yaml:"remove_counters"`
	RemoveCountersN int    `yaml:"remove_counters_n"`
	// RemoveCountersX: "Remove X charge counters from ~": as many as the
	// X announced as the ability is activated (107.3, 602.2b), which its
	// effect's X is.
	RemoveCountersX bool   `yaml:"remove_counters_x"`
	Sacrifice       string `yaml:"sacrifice"` // "self" or a filter of what to sacrifice
	// Bounce is a cost of returning a permanent matching this filter to
	// its owner's hand (ninjutsu: an unblocked attacker you control), the
	// activation's chosen: object.
	Bounce  string `yaml:"bounce"`
	Discard int    `yaml:"discard"`
	// DiscardWhat is what the discarded cards must be (a filter: "land",
	// "creature"), any card when empty (hand_costs.go).
	DiscardWhat string `yaml:"discard_what"`
	// DiscardSelf is the cost of discarding the source, a card in its
	// owner's hand (from: hand).
	DiscardSelf bool `yaml:"discard_self"`
	// ExileSelf is the cost of exiling the source from the zone it is
	// activated from: "Exile Soul of Zendikar from your graveyard"
	// (from: graveyard).
	ExileSelf bool `yaml:"exile_self"`
	Life      int  `yaml:"life"`
	// Energy is a cost of paying that many energy counters (energy.go).
	Energy  int  `yaml:"energy"`
	Sorcery bool `yaml:"sorcery"` // only as a sorcery
	// CastSacrifice is an additional cost of a spell (601.2f): sacrifice
	// a permanent matching this filter (the cast's sacrifice: choice).
	CastSacrifice string `yaml:"cast_sacrifice"`
	// CastSacrificeOr is the mana paid instead of that sacrifice when
	// none is chosen ("sacrifiez une créature ou un enchantement ou payez
	// {2}"): an additional cost, added before cost reductions.
	CastSacrificeOr ManaCost `yaml:"cast_sacrifice_or"`
	// CastExile is an additional cost of a spell: exile CastExileN (1 if
	// 0) objects matching this filter, yours ("six cartes depuis votre
	// cimetière", "une créature que vous contrôlez"); the cast's chosen:
	// names the one exiled, else the first that match are.
	CastExile string `yaml:"cast_exile"`
	// CastChoose is an additional cost of choosing an object matching one
	// of these filters ("choisissez une créature que vous contrôlez ou
	// révélez une carte de créature de votre main"): the cast's chosen:,
	// which the spell calls chosen (cast_choose.go).
	CastChoose []string `yaml:"cast_choose"`
	CastExileN int      `yaml:"cast_exile_n"`
	// TapOther is an activation cost: tap an untapped permanent you
	// control matching this filter (the activation's chosen:); the
	// source itself qualifies unless {T} is also in the cost.
	TapOther string `yaml:"tap_other"`
	// TapOtherN is how many such permanents the cost taps ("Tap five
	// untapped Clerics you control"); 0 means one.
	TapOtherN int `yaml:"tap_other_n"`
	// Crew is crew's cost (702.122a): tap any number of other untapped
	// creatures you control with total power Crew or greater (the
	// activation's crew: list; crew.go).
	Crew int `yaml:"crew"`
	// Loyalty is a planeswalker's loyalty cost: "+1", "-2", "0", "-x".
	Loyalty  string  `yaml:"loyalty"`
	From     string  `yaml:"from"` // zone it is activated from ("graveyard"), default battlefield
	ActiveIf *Expr   `yaml:"activate_if"`
	Mana     []Color `yaml:"-"`
	ManaSpec string  `yaml:"mana"` // "{W}|{B}"
	// ManaN is how many mana of the one color chosen it adds (default 1:
	// "deux manas d'une seule couleur de votre choix" is 2).
	ManaN int `yaml:"mana_n"`
	// ManaCount is how many mana it adds when the text counts it as the
	// ability resolves ("Add {G} for each Elf you control", « Ajoutez {C}
	// pour chaque marqueur « charge » sur ~ »; mana_count.go): 0 or more;
	// ManaN does not apply then.
	ManaCount *Expr `yaml:"mana_count"`
	// ManaAll: the ability adds every mana of Mana at once ("Add
	// {U}{R}": one blue and one red), not one of them chosen; set when
	// ManaSpec is one option of several symbols.
	ManaAll bool `yaml:"-"`
	// ManaFor restricts what the mana may be spent on (106.6): "cast:<filter>",
	// "unlock", "face_up".
	ManaFor []string `yaml:"mana_for"`
	// ManaInstead is the mana it adds instead when a condition holds
	// (mana_instead.go).
	ManaInstead *ManaInstead `yaml:"mana_instead"`

	Targets []*TargetSpec `yaml:"targets"`
	Effects []*Effect     `yaml:"do"`
	Static  []*Effect     `yaml:"static"`
	Modes   []*Mode       `yaml:"modes"`
	// Choose is how many modes may be chosen: "1", "1-2", "1+".
	Choose string `yaml:"choose"`
	// Repeat: "you may choose the same mode more than once" (Mi Godrò la
	// Tua Agonia).
	Repeat bool `yaml:"repeat_modes"`
	// Unchosen: "choose one that hasn't been chosen": each mode only once
	// for the object that has the ability (unchosen_modes.go).
	Unchosen bool `yaml:"unchosen_modes"`
	// Chapter is a Saga's chapter number, for a chapter ability (when:
	// chapter; saga.go).
	Chapter int `yaml:"chapter"`

	// Door places the ability on a room's door (0 or 1) when it is added to
	// a knowledge-base room.
	Door *int `yaml:"door"`

	RoomDoor  int  // the room door the ability is printed on, -1 if none
	Intrinsic bool // given by a rule (a basic land's mana ability)
	// Group is the first of the abilities one printed ability with several
	// trigger events was read into ("À chaque fois que A et à chaque fois
	// que B"), nil for that first one and every other ability: what counts
	// the ability's resolutions counts them together.
	Group *Ability
	Line  int `yaml:"-"`
}

// Mode is one mode of a modal spell or ability.
type Mode struct {
	Targets []*TargetSpec `yaml:"targets"`
	Effects []*Effect     `yaml:"do"`
	Line    int           `yaml:"-"`
}

// TargetSpec is one target slot: a filter and how many objects or players
// it takes (min 0 for "up to").
type TargetSpec struct {
	Filter *Filter `yaml:"filter"`
	Min    int     `yaml:"min"`
	Max    int     `yaml:"max"`
	// SameController: all chosen targets must share a controller.
	SameController bool `yaml:"same_controller"`
	// MaxN is a maximum known only in the game, Max then the engine's
	// ceiling: "jusqu'à X créatures ciblées" is x, the X the spell or, for
	// a permanent's trigger, the X it was cast with (107.3m), counted as
	// targets are chosen; "ciblez jusqu'à autant de créatures" in a
	// reflexive trigger is counted as it triggers (reflexive.go).
	MaxN *Expr `yaml:"max_n"`
	// MinN is a minimum known only in the game: "X target creatures" is
	// exactly X (MinN and MaxN both x, 601.2c), counted as targets are
	// chosen.
	MinN *Expr `yaml:"min_n"`
}

// UnmarshalYAML accepts a bare filter string for the one-target case.
func (t *TargetSpec) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind == yaml.ScalarNode {
		f, err := ParseFilter(n.Value)
		if err != nil {
			return fmt.Errorf("line %d: %w", n.Line, err)
		}
		*t = TargetSpec{Filter: f, Min: 1, Max: 1}
		return nil
	}
	type plain TargetSpec
	var p plain
	if err := knownFields(n, "TargetSpec"); err != nil {
		return err
	}
	p.Min, p.Max = 1, 1
	if err := n.Decode(&p); err != nil {
		return err
	}
	if p.Filter == nil {
		return fmt.Errorf("line %d: target without filter", n.Line)
	}
	if p.Max < p.Min {
		return fmt.Errorf("line %d: target max %d below min %d", n.Line, p.Max, p.Min)
	}
	*t = TargetSpec(p)
	return nil
}

// UnmarshalYAML decodes an ability and settles its kind.
func (a *Ability) UnmarshalYAML(n *yaml.Node) error {
	type plain Ability
	var p plain
	if err := knownFields(n, "Ability"); err != nil {
		return err
	}
	if err := n.Decode(&p); err != nil {
		return err
	}
	*a = Ability(p)
	a.Line = n.Line
	a.RoomDoor = -1
	if a.Door != nil {
		a.RoomDoor = *a.Door
	}
	return a.Settle()
}

// Settle sets an ability's kind from what it holds and checks its trigger
// and its parts; the loader and the reader call it on every ability.
func (a *Ability) Settle() error {
	switch {
	case a.When != "":
		a.Kind = KindTriggered
		if !knownTrigger(a.When) {
			return fmt.Errorf("line %d: unknown trigger %q", a.Line, a.When)
		}
	case a.Static != nil:
		a.Kind = KindStatic
	case a.ManaSpec != "":
		a.Kind = KindMana
		// A mana ability written with no cost at all ("mana: {G}" in a
		// scenario) is "{T}: Add …". One with a cost of its own taps only
		// if it says so: "Sacrifice an enchantment: Add {G}", "Remove a
		// charge counter from Gemstone Array: Add one mana of any color",
		// "{1}: Add {R}" (before, every one but a sacrifice tapped).
		a.Tap = a.Tap || !a.Untap && a.Sacrifice == "" && a.Cost == nil && a.Life == 0 && a.Discard == 0 && a.Energy == 0 &&
			a.Bounce == "" && a.RemoveCounters == "" && a.TapOther == "" && a.Loyalty == ""
		if err := checkManaUses(a.ManaFor); err != nil {
			return fmt.Errorf("line %d: %w", a.Line, err)
		}
		if err := a.parseManaSpec(); err != nil {
			return err
		}
		if a.ManaInstead != nil {
			if err := a.ManaInstead.parse(a.Line); err != nil {
				return err
			}
		}
	case a.Cost != nil || a.Tap || a.Untap || a.Sacrifice != "" || a.Discard > 0 || a.Life > 0 || a.Energy > 0 || a.Bounce != "" || a.Loyalty != "" || a.RemoveCounters != "" || a.Label == "activated":
		a.Kind = KindActivated
	default:
		a.Kind = KindSpell
	}
	if a.Choose != "" && len(a.Modes) == 0 {
		return fmt.Errorf("line %d: choose without modes", a.Line)
	}
	if len(a.Modes) > 0 && a.Choose == "" {
		a.Choose = "1"
	}
	for _, e := range a.Static {
		e.static = true
	}
	return nil
}

// modeRange reads Choose: "1", "1-2", "1+" (escalate: any number).
func (a *Ability) modeRange() (int, int) {
	c := strings.TrimSpace(a.Choose)
	if strings.HasSuffix(c, "+") {
		var lo int
		fmt.Sscanf(c, "%d", &lo)
		return lo, len(a.Modes)
	}
	if lo, hi, ok := strings.Cut(c, "-"); ok {
		var l, h int
		fmt.Sscanf(lo, "%d", &l)
		fmt.Sscanf(hi, "%d", &h)
		return l, h
	}
	var n int
	fmt.Sscanf(c, "%d", &n)
	return n, n
}

// Effect is one instruction of the ability language: an op and its
// arguments. One-shot ops (damage, draw, destroy …) act once; continuous ops
// (pump, grant, set_pt …) create an effect that lasts "until" a time, or,
// inside a static ability, as long as the ability exists.
type Effect struct {
	Op       string    `yaml:"op"`
	N        *Expr     `yaml:"n"`
	P        *Expr     `yaml:"p"`
	T        *Expr     `yaml:"t"`
	To       string    `yaml:"to"`
	What     string    `yaml:"what"`
	Kind     string    `yaml:"kind"`
	Keywords []string  `yaml:"keywords"`
	Choices  []string  `yaml:"choices"` // enters_choice: the words chosen from
	Types    []string  `yaml:"types"`
	Subtypes []string  `yaml:"subtypes"`
	Colors   string    `yaml:"colors"`
	Until    string    `yaml:"until"`
	Affects  string    `yaml:"affects"` // static: a reference ("self", "enchanted") or a filter
	Filter   *Filter   `yaml:"filter"`
	Zone     string    `yaml:"zone"`
	NewZone  string    `yaml:"instead"`
	If       *Expr     `yaml:"if"`
	Then     []*Effect `yaml:"then"`
	Else     []*Effect `yaml:"else"`
	Tapped   bool      `yaml:"tapped"`
	// NotLegendary: a token copy that is not legendary (token_copy).
	NotLegendary bool     `yaml:"not_legendary"`
	Bottom       bool     `yaml:"bottom"`
	Name         string   `yaml:"name"`
	PT           string   `yaml:"pt"`
	Cost         ManaCost `yaml:"cost"`
	Mana         string   `yaml:"mana"`
	// ManaFor restricts the mana add_mana adds to these uses (106.6; see
	// Ability.ManaFor).
	ManaFor  []string `yaml:"mana_for"`
	Door     int      `yaml:"door"`
	Optional bool     `yaml:"optional"`
	Choose   string   `yaml:"choose"`
	Ability  *Ability `yaml:"ability"` // granted ability, delayed trigger
	// Attacking puts a creature onto the battlefield attacking (ninjutsu).
	Attacking bool `yaml:"attacking"`
	// Source names the object that deals damage when it is not the
	// ability\'s source ("each of them deals damage").
	Source string `yaml:"source"`

	static bool
	// Replaces: an "instead" read in a paragraph of its own; the spell's
	// instructions before it become its else when the paragraphs join.
	Replaces bool
	Line     int `yaml:"-"`
}

// UnmarshalYAML decodes an effect; the shorthand {damage: {n: 2, to: t0}}
// is not supported on purpose: one shape keeps scenarios greppable.
func (e *Effect) UnmarshalYAML(n *yaml.Node) error {
	type plain Effect
	var p plain
	if err := knownFields(n, "Effect"); err != nil {
		return err
	}
	if err := n.Decode(&p); err != nil {
		return err
	}
	*e = Effect(p)
	e.Line = n.Line
	if e.Op == "" {
		return fmt.Errorf("line %d: effect without op", n.Line)
	}
	// Whether the op exists and gets its arguments is checked against the
	// scenario's language once the scenario is read (Language.checkEffect).
	return nil
}

func knownTrigger(s string) bool { _, ok := triggers[s]; return ok }

// parseManaSpec reads ManaSpec into Mana: options ("{W}|{B}": one of
// them, chosen) or, alone, several symbols added together ("{U}{R}",
// ManaAll).
func (a *Ability) parseManaSpec() error {
	a.Mana = nil // an ability finished again reads its spec again
	parts := strings.Split(a.ManaSpec, "|")
	for _, part := range parts {
		c, err := ParseManaCost(part)
		if err != nil || len(c) != 1 && len(parts) > 1 || len(c) == 0 {
			return fmt.Errorf("line %d: mana %q: want {W}|{B} or {U}{R}", a.Line, a.ManaSpec)
		}
		for _, sym := range c {
			switch sym.Kind {
			case SymColored:
				if len(sym.Colors) != 1 {
					return fmt.Errorf("line %d: mana %q: a hybrid symbol is no mana added", a.Line, a.ManaSpec)
				}
				a.Mana = append(a.Mana, sym.Colors[0])
			case SymColorless, SymGeneric:
				a.Mana = append(a.Mana, Colorless)
			default:
				return fmt.Errorf("line %d: mana %q: want {W}|{B} or {U}{R}", a.Line, a.ManaSpec)
			}
		}
		a.ManaAll = len(c) > 1
	}
	return nil
}
