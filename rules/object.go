package rules

import (
	"slices"
	"strings"

	"github.com/arbitre/arbitre/internal/text"
)

// Zone is where an object is (rule 400.1).
type Zone int

// The zones. ZoneNone is for objects that have ceased to exist.
const (
	ZoneNone Zone = iota
	ZoneLibrary
	ZoneHand
	ZoneBattlefield
	ZoneGraveyard
	ZoneStack
	ZoneExile
	ZoneCommand
)

var zoneNames = map[Zone]string{
	ZoneNone: "none", ZoneLibrary: "library", ZoneHand: "hand", ZoneBattlefield: "battlefield",
	ZoneGraveyard: "graveyard", ZoneStack: "stack", ZoneExile: "exile", ZoneCommand: "command",
}

func (z Zone) String() string { return zoneNames[z] }

// ParseZone reads a zone name in English, French or Italian, modern or old
// wording ("en jeu", "retiré de la partie").
func ParseZone(s string) (Zone, bool) {
	switch text.FoldLine(s) {
	case "library", "bibliotheque", "grimorio":
		return ZoneLibrary, true
	case "hand", "main", "mano":
		return ZoneHand, true
	case "battlefield", "in play", "champ de bataille", "en jeu", "campo di battaglia":
		return ZoneBattlefield, true
	case "graveyard", "cimetiere", "cimitero":
		return ZoneGraveyard, true
	case "stack", "pile", "pila":
		return ZoneStack, true
	case "exile", "exil", "esilio", "retire de la partie", "retiree de la partie", "removed from the game":
		return ZoneExile, true
	case "command", "command zone", "zone de commandement", "zona di comando":
		return ZoneCommand, true
	}
	return ZoneNone, false
}

// Name returns the zone's name as the documents of era and language write
// it: the 9th-edition rulebook says "en jeu" and "retiré de la partie" where
// modern French says "champ de bataille" and "exil".
func (z Zone) Name(era Era, lang string) string {
	switch lang {
	case "fr":
		switch z {
		case ZoneBattlefield:
			if era == Era9ED {
				return "en jeu"
			}
			return "champ de bataille"
		case ZoneExile:
			if era == Era9ED {
				return "retiré de la partie"
			}
			return "exil"
		case ZoneLibrary:
			return "bibliothèque"
		case ZoneHand:
			return "main"
		case ZoneGraveyard:
			return "cimetière"
		case ZoneStack:
			return "pile"
		case ZoneCommand:
			return "zone de commandement"
		}
	case "it":
		switch z {
		case ZoneBattlefield:
			return "campo di battaglia"
		case ZoneExile:
			return "esilio"
		case ZoneLibrary:
			return "grimorio"
		case ZoneHand:
			return "mano"
		case ZoneGraveyard:
			return "cimitero"
		case ZoneStack:
			return "pila"
		case ZoneCommand:
			return "zona di comando"
		}
	}
	if era == Era9ED && z == ZoneBattlefield {
		return "in play"
	}
	if era == Era9ED && z == ZoneExile {
		return "removed from the game"
	}
	return z.String()
}

// Card types, supertypes and the subtypes the engine gives meaning to, in
// canonical English (the other subtypes keep their written, folded form).
const (
	TArtifact     = "Artifact"
	TCreature     = "Creature"
	TEnchantment  = "Enchantment"
	TInstant      = "Instant"
	TSorcery      = "Sorcery"
	TLand         = "Land"
	TPlaneswalker = "Planeswalker"
	TBattle       = "Battle"
	TKindred      = "Kindred"
	TScheme       = "Scheme"
	// TEmblem marks an emblem (114): not a card type, an object of the
	// command zone whose abilities work from there.
	TEmblem = "Emblem"

	SLegendary = "Legendary"
	SBasic     = "Basic"
	SSnow      = "Snow"
	SOngoing   = "Ongoing"

	SubAura      = "aura"
	SubEquipment = "equipment"
	SubVehicle   = "vehicle"
	SubRoom      = "room"
)

// CardTypes lists the card types in the order rule 205.2a gives them.
var CardTypes = []string{TArtifact, TBattle, TCreature, TEnchantment, TInstant, TKindred, TLand, TPlaneswalker, TSorcery}

// Chars are an object's characteristics after every continuous effect has
// been applied (rule 109.3, 613).
type Chars struct {
	Names      []string // none for a face-down permanent or a room with no unlocked door
	Cost       ManaCost
	ManaValue  int
	Colors     []Color
	Supertypes []string
	Types      []string
	Subtypes   []string
	HasPT      bool
	Power      int
	Toughness  int
	Loyalty    int
	Keywords   []Keyword
	Abilities  []*Ability
	Controller int
	// EveryCreatureType: an effect gave it all creature types (layer 4,
	// all_creature_types.go), as changeling does (702.73a).
	EveryCreatureType bool
}

func (c *Chars) clone() *Chars {
	d := *c
	d.Names = append([]string(nil), c.Names...)
	d.Colors = append([]Color(nil), c.Colors...)
	d.Supertypes = append([]string(nil), c.Supertypes...)
	d.Types = append([]string(nil), c.Types...)
	d.Subtypes = append([]string(nil), c.Subtypes...)
	d.Keywords = append([]Keyword(nil), c.Keywords...)
	d.Abilities = append([]*Ability(nil), c.Abilities...)
	return &d
}

// Is reports whether the object has card type t.
func (c *Chars) Is(t string) bool { return slices.Contains(c.Types, t) }

// HasSuper reports whether the object has supertype s.
func (c *Chars) HasSuper(s string) bool { return slices.Contains(c.Supertypes, s) }

// HasSub reports whether the object has subtype s (compared folded).
func (c *Chars) HasSub(s string) bool {
	f := text.FoldLine(s)
	for _, x := range c.Subtypes {
		if text.FoldLine(x) == f {
			return true
		}
	}
	return changelingHasSub(c, f)
}

// Has reports whether the object has keyword ability key ("flying").
func (c *Chars) Has(key string) bool {
	for _, k := range c.Keywords {
		if k.Key == key {
			return true
		}
	}
	return false
}

// Keyword returns the object's keyword ability key, if it has it.
func (c *Chars) Keyword(key string) (Keyword, bool) {
	for _, k := range c.Keywords {
		if k.Key == key {
			return k, true
		}
	}
	return Keyword{}, false
}

// HasColor reports whether col is one of the object's colors.
func (c *Chars) HasColor(col Color) bool { return slices.Contains(c.Colors, col) }

// HasName reports whether one of the object's names is name (rule 201.2:
// two objects share a name if they have at least one name in common).
func (c *Chars) HasName(name string) bool {
	f := text.FoldLine(name)
	for _, n := range c.Names {
		if text.FoldLine(n) == f {
			return true
		}
	}
	return false
}

func (c *Chars) addType(t string) {
	if !slices.Contains(c.Types, t) {
		c.Types = append(c.Types, t)
	}
}

func (c *Chars) removeType(t string) {
	c.Types = removeString(c.Types, t)
}

func (c *Chars) addKeyword(k Keyword) {
	// A keyword that triggers gets another instance, each triggering
	// separately ("Other creatures you control with flanking have
	// flanking": 702.25c); another quality, number or cost is another
	// ability (protection from red and from white).
	if stackingKeywords[k.Key] || !slices.ContainsFunc(c.Keywords, func(x Keyword) bool {
		return x.Key == k.Key && x.Arg == k.Arg && x.N == k.N && x.Cost.String() == k.Cost.String()
	}) {
		c.Keywords = append(c.Keywords, k)
	}
}

// stackingKeywords are the triggered keywords of which an object may
// have several instances, each its own ability (keywordTriggerInstance).
var stackingKeywords = map[string]bool{"flanking": true, "bushido": true, "exalted": true, "prowess": true, "evolve": true, "soulshift": true}

// Object is a card, token, copy, spell or ability in a zone. Rule 400.7: an
// object that changes zones becomes a new object with no memory of its
// previous existence, so a move gives the card a new ID.
type Object struct {
	ID         int
	Card       *CardDef // nil for an ability on the stack
	Token      bool
	Copy       bool // a copy of a spell or card (never a card itself)
	Owner      int
	Controller int
	Zone       Zone

	Tapped       bool
	FaceDown     bool
	ExiledBy     int // in exile: the object whose replacement effect exiled it (exiled_by.go)
	Counters     map[string]int
	Damage       int
	Deathtouched bool // dealt damage by a source with deathtouch since the last check
	AttachedTo   int  // object ID, 0 if none
	AttachedToPl int  // player index + 1 for auras that enchant a player, 0 if none
	Unlocked     [2]bool
	CastDoor     int        // the door a room spell was cast as: 0 or 1, -1 for none
	MeldCards    []*CardDef // the two cards of a melded permanent
	Impending    bool       // cast for its impending cost
	Bestowed     bool       // cast for its bestow cost
	Monstrous    bool
	Renowned     bool // renown.go
	// Paired: the creature soulbond paired it with (soulbond.go), 0 for
	// none; the pairing holds while both stay on the battlefield as
	// creatures under one player's control.
	Paired int
	// Merged: the components of a merged permanent (721, mutate.go), top
	// first; nil for one that never merged.
	Merged []MergedPart
	// Unearthed: returned by its unearth ability; if it would leave the
	// battlefield, it is exiled instead (702.84a; unearth.go).
	Unearthed     bool
	Timestamp     int
	EnteredTurn   int // turn it came under its controller's control
	TriggeredOnce map[*Ability]bool
	// TriggeredTurn is the turn each once-each-turn ability last
	// triggered or was activated.
	TriggeredTurn map[*Ability]int
	// ModesChosen are the modes chosen so far for each of its abilities
	// that may choose only modes not chosen before (unchosen_modes.go).
	ModesChosen map[*Ability][]int
	// WasCast: it entered the battlefield as a spell that was cast.
	WasCast bool
	// CastX is the value of X chosen as it was cast (107.3m).
	CastX int
	// ZeroCostTurn is the turn its "pay {0} rather than the mana cost"
	// permission was last used (zerocost.go).
	ZeroCostTurn int
	// LoyaltyTurn is the turn a loyalty ability of it was last activated.
	LoyaltyTurn int
	Regenerate  int // regeneration shields
	Attacking   bool
	// Declared: declared as an attacker this combat (508.1), not put
	// onto the battlefield attacking.
	Declared     bool
	AttackTarget int // player index attacked
	// AttacksThisTurn counts the combats this turn it was declared an
	// attacker in, AttackTurn being the turn of the last ("attacks for the
	// first time each turn").
	AttacksThisTurn, AttackTurn int
	Blocking                    []int // attackers it blocks
	BlockedBy                   []int // blockers of an attacker, in damage assignment order
	Blocked                     bool
	CantBlock                   bool // "can't block this turn"
	Unblockable                 bool
	RemovedFromCombat           bool

	// Stack objects.
	Spell        *SpellState
	Ability      *AbilityInstance
	CombatDamage *combatDamage // 9th edition: combat damage waiting on the stack

	// Exiled links the cards an object's abilities exiled ("the exiled card").
	Exiled []int
	// Encoded are the cards encoded on this creature by cipher (702.99,
	// cipher.go): exiled cards that give it a triggered ability while both
	// stay where they are.
	Encoded []int
	// Haunts is, for a card exiled by haunt, the object it haunts
	// (702.55b, haunt.go).
	Haunts int
	// ExiledUntilLeaves are the cards of Exiled that return to the
	// battlefield when this permanent leaves it (610.3c).
	ExiledUntilLeaves []int
	// ChosenType is the creature type chosen for it as it entered
	// (Leyline della Trasformazione); add_types reads it as "chosen".
	ChosenType string
	// Chosen holds choices made as it entered (a color, a creature type …).
	Chosen map[string]string
	// Def is the face a token or copy uses; nil for a card's own faces.
	Def *Face
	// DoorTS is when each door of a room became unlocked: the timestamp of
	// that door's static abilities.
	DoorTS [2]int
	// MeldCopy marks a copy of a melded permanent, whose mana value is 0.
	MeldCopy bool
	// CopyOf is the object whose copiable values this one copies (707.2).
	CopyOf int
	// CopyExcept are the exceptions of its copy effect ("excepté qu'il
	// n'est pas légendaire", 707.9b); nil when it has none.
	CopyExcept *CopyExcept
	// CopyEnds is when a copy effect with a duration ends
	// ("next_end_step"); "" for one that lasts. CopyPrev and
	// CopyPrevExcept are what the object copied before it, back then.
	CopyEnds       string
	CopyPrev       int
	CopyPrevExcept *CopyExcept
	// Goads are the goads on it (701.15; goad.go): a status, not an ability.
	Goads []goadMark
	// Commander marks a player's commander (Commander variant).
	Commander bool

	Manifested bool // put onto the battlefield face down by manifest or manifest dread
	// WasKicked: the permanent's spell was kicked (702.33d).
	WasKicked bool
	// WasProwled: the permanent's spell was cast for its prowl cost
	// (702.76, prowl.go).
	WasProwled bool
	// Kicks: how many times its spell was kicked (multikicker, 702.33d).
	Kicks int
	// WasCastMainPhase: the permanent's spell was cast during its
	// controller's main phase ("if you cast it during your main phase").
	WasCastMainPhase bool
	// CastFrom: the zone the permanent's spell was cast from (WasCast):
	// "if you cast it from your hand".
	CastFrom Zone
	// CastSpent: the mana spent to cast the permanent's spell, by color.
	CastSpent Pool
	// Transformed: a transforming double-faced permanent with its back
	// face up (transform.go).
	Transformed bool
	// FaceDownAs is how a face-down spell or permanent was cast face down
	// (facedown.go): "morph", "megamorph", "disguise"; "" otherwise.
	FaceDownAs       string
	dealtFirstStrike bool // dealt combat damage in the first-strike step

	Alias       string   // the scenario's name for this card, kept across zones
	meldAliases []string // the names of the two cards of a melded permanent
}

// CounterCount returns the number of counters of kind on o.
func (o *Object) CounterCount(kind string) int {
	if o.Counters == nil {
		return 0
	}
	return o.Counters[kind]
}

// SpellState is what a spell on the stack remembers of how it was cast.
type SpellState struct {
	X          int
	Modes      []int
	Targets    [][]Target // per chosen mode (one slot list when not modal)
	Alt        string     // "", "emerge", "impending", "bestow", "miracle" …
	Door       int        // room door cast, -1 if not a room
	Sacrificed *Chars     // emerge: the sacrificed creature as it last existed
	Chosen     int        // an object chosen as an additional cost (Émergence monstrueuse)
	Paid       ManaCost
	CastFrom   Zone
	Kicked     bool
	// Additional: the optional additional costs paid (optional_costs.go).
	Additional []string
	// MainPhase: cast during its caster's own main phase (addendum).
	MainPhase bool
	Choice    string // made as the permanent will enter ("Croire")
	// CastBefore counts the spells cast this turn before this one (storm).
	CastBefore int
	// Spent is the mana spent to cast it, by color ("if {R} was spent to
	// cast it").
	Spent Pool
	// Divide is the division of damage announced with the targets
	// (601.2d), one amount per target (damage_divided).
	Divide []int
}

// Target is one chosen target: an object (by ID) or a player.
type Target struct {
	Obj    int
	Player int // player index + 1, 0 if the target is an object
}

// IsPlayer reports whether t is a player rather than an object.
func (t Target) IsPlayer() bool { return t.Player > 0 }

// Player is one player.
type Player struct {
	Index        int
	Name         string
	Life         int
	StartingLife int // the life total the game began with (103.4)
	Pool         Pool
	Restricted   []RestrictedMana // mana spent only on some things (106.6)
	// LandsEnteredThisTurn counts the lands that entered the battlefield
	// under the player's control this turn.
	LandsEnteredThisTurn int
	// AttackedThisTurn counts the creatures the player attacked with this
	// turn (raid: "si vous avez attaqué ce tour-ci").
	AttackedThisTurn int
	// ProwlSources are the creatures, as they dealt it, that dealt combat
	// damage to a player this turn under the player's control (prowl.go).
	ProwlSources []*Chars
	// FaceDownEnteredThisTurn counts the face-down permanents that entered
	// under the player's control this turn, TurnedFaceUpThisTurn the
	// permanents the player turned face up.
	FaceDownEnteredThisTurn, TurnedFaceUpThisTurn int
	Library                                       []int // top first
	Hand                                          []int
	Graveyard                                     []int // bottom first, top last
	Lost                                          bool
	// ExtraTurns counts the extra turns the player is to take after this
	// one (500.7); the engine plays none of them.
	ExtraTurns int
	// Skips counts the steps, phases and turns the player skips next
	// (skip.go), by kind: untap, draw, combat, turn.
	Skips            map[string]int
	LandsPlayed      int
	LifeLostThisTurn int
	// DamagedThisTurn: damage dealt to the player this turn (bloodthirst).
	DamagedThisTurn    int
	LifeGainedThisTurn int
	DrawnThisTurn      int
	DrawnLastTurn      int // cards drawn during the previous turn (whoever's it was)
	SacrificedThisTurn int
	CastThisTurn       int // spells cast this turn
	CastLastTurn       int // spells cast during the previous turn (whoever's it was): day/night's werewolves
	LeftThisTurn       int // permanents the player controlled that left the battlefield this turn (revolt)
	CastForLifeTurn    int // the turn a spell was last cast paying life for its mana value
	Poison             int
	// Energy is the player's energy counters (122.1, energy.go).
	Energy       int
	CantGainLife bool
	// CityBlessing: ascend gave it, for the rest of the game (702.131c).
	CityBlessing bool

	drewFromEmpty bool // tried to draw from an empty library (704.5b)
}

func removeString(ss []string, s string) []string {
	out := ss[:0:0]
	for _, x := range ss {
		if x != s {
			out = append(out, x)
		}
	}
	return out
}

func removeInt(ss []int, s int) []int {
	out := ss[:0:0]
	for _, x := range ss {
		if x != s {
			out = append(out, x)
		}
	}
	return out
}

func joinNames(ns []string) string { return strings.Join(ns, " // ") }
