package rules

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/arbitre/arbitre/internal/text"
)

// objPred is one condition of a filter on an object and its current
// characteristics.
type objPred = func(*EvalCtx, *Object, *Chars) bool

// FilterTypes are the card-type words of filters.
var FilterTypes = map[string]string{
	"creature": TCreature, "artifact": TArtifact, "enchantment": TEnchantment, "land": TLand,
	"instant": TInstant, "sorcery": TSorcery, "planeswalker": TPlaneswalker, "battle": TBattle,
	"scheme": TScheme,
}

// compileToken compiles one condition of a filter. A nil condition with a
// nil error is a word that only sets what the filter looks at (its zones,
// players rather than objects).
func (f *Filter) compileToken(t string, explicitZone *bool) (objPred, error) {
	if strings.Contains(t, "|") {
		return compileTypeAlternatives(t)
	}
	if ty, ok := FilterTypes[t]; ok {
		return func(_ *EvalCtx, _ *Object, ch *Chars) bool { return ch.Is(ty) }, nil
	}
	if strings.HasPrefix(t, "non") && len(t) > 3 {
		inner, err := f.compileToken(t[3:], explicitZone)
		if err != nil {
			return nil, err
		}
		if inner == nil {
			return nil, fmt.Errorf("cannot negate %q", t)
		}
		return func(c *EvalCtx, o *Object, ch *Chars) bool { return !inner(c, o, ch) }, nil
	}
	if col, ok := colorWords[t]; ok {
		return func(_ *EvalCtx, _ *Object, ch *Chars) bool { return ch.HasColor(col) }, nil
	}
	if p, ok, err := compileComparison(t); ok {
		return p, err
	}
	if p, ok := f.compileScope(t, explicitZone); ok {
		return p, nil
	}
	if key, arg, ok := strings.Cut(t, ":"); ok {
		if key == "in" {
			return nil, f.compileZone(arg, explicitZone)
		}
		if p, ok := compilePrefixed(key, arg); ok {
			return p, nil
		}
	}
	if p, ok := filterWord(t); ok {
		return p, nil
	}
	if t == "top" {
		return topOfLibrary, nil
	}
	if t == "named_self" {
		return hasSourceName, nil
	}
	if t == "mv_self" {
		return hasSourceManaValue, nil
	}
	return nil, fmt.Errorf("unknown condition %q", t)
}

// compileTypeAlternatives reads alternatives of card types:
// "creature|planeswalker", of subtypes, of colors ("red|green"), or of
// one-word conditions ("attacking|blocking").
func compileTypeAlternatives(t string) (objPred, error) {
	var alts, subs []string
	var cols []Color
	var conds []objPred
	for _, a := range strings.Split(t, "|") {
		if p, ok := filterWord(a); ok {
			// "attacking|blocking": conditions of one word as
			// alternatives ("target attacking or blocking creature").
			conds = append(conds, p)
			continue
		}
		if sub, ok := strings.CutPrefix(a, "sub:"); ok && sub != "" {
			// "démon|horreur": subtypes as alternatives, named as a
			// single sub: names them ("ile|marais": island, swamp).
			sub = strings.ReplaceAll(sub, "_", " ")
			if c, ok := subWords[text.FoldLine(sub)]; ok {
				sub = c
			}
			subs = append(subs, sub)
			continue
		}
		if col, ok := colorWords[a]; ok {
			cols = append(cols, col)
			continue
		}
		ty, ok := FilterTypes[a]
		if !ok {
			return nil, fmt.Errorf("unknown type %q in %q", a, t)
		}
		alts = append(alts, ty)
	}
	return func(c *EvalCtx, o *Object, ch *Chars) bool {
		for _, a := range alts {
			if ch.Is(a) {
				return true
			}
		}
		for _, p := range conds {
			if p(c, o, ch) {
				return true
			}
		}
		for _, c := range cols {
			if ch.HasColor(c) {
				return true
			}
		}
		for _, s := range subs {
			if ch.HasSub(s) {
				return true
			}
		}
		return false
	}, nil
}

// filterNumbers are the characteristics a filter compares: "power<=2".
var filterNumbers = []struct {
	key string
	get func(*Chars) int
}{
	{"power", func(c *Chars) int { return c.Power }},
	{"toughness", func(c *Chars) int { return c.Toughness }},
	{"mv", func(c *Chars) int { return c.ManaValue }},
	// "une carte avec au moins deux types de carte": its card types.
	{"ntypes", func(c *Chars) int { return len(c.Types) }},
}

// compileComparison reads "power<=2", "mv=3" …; ok is false for another
// kind of condition.
func compileComparison(t string) (p objPred, ok bool, err error) {
	for _, num := range filterNumbers {
		for _, op := range []string{"<=", ">=", "==", "<", ">", "="} {
			if !strings.HasPrefix(t, num.key+op) {
				continue
			}
			// "mv<=x": the X of the spell or ability (107.3), "a card
			// with mana value X or less".
			arg := t[len(num.key)+len(op):]
			n, err := strconv.Atoi(arg)
			if err != nil && arg != "x" {
				return nil, true, fmt.Errorf("bad number in %q", t)
			}
			get, op, isX := num.get, op, arg == "x"
			return func(ctx *EvalCtx, _ *Object, ch *Chars) bool {
				v, n := get(ch), n
				if isX {
					n = 0
					if ctx != nil {
						n = ctx.X
					}
				}
				switch op {
				case "<=":
					return v <= n
				case ">=":
					return v >= n
				case "<":
					return v < n
				case ">":
					return v > n
				}
				return v == n
			}, true, nil
		}
	}
	return nil, false, nil
}

// compileZone reads in:<zone>.
func (f *Filter) compileZone(name string, explicitZone *bool) error {
	z, ok := ParseZone(strings.ReplaceAll(name, "_", " "))
	if !ok {
		return fmt.Errorf("unknown zone %q", name)
	}
	if !f.zonesChosen {
		// "in:" replaces the zones a kind word ("card", "spell") implied.
		f.zones = nil
		f.zonesChosen = true
	}
	*explicitZone = true
	if !f.InZone(z) {
		f.zones = append(f.zones, z)
	}
	return nil
}

// compileScope reads the words that say what kind of thing the filter is
// about (and so where it looks): permanent, card, spell, ability, player,
// opponent, any.
func (f *Filter) compileScope(t string, explicitZone *bool) (objPred, bool) {
	inZones := func(zs ...Zone) {
		if !*explicitZone {
			f.zones = zs
			*explicitZone = true
		}
	}
	switch t {
	case "permanent":
		// On the battlefield every object is a permanent; elsewhere ("une
		// carte de permanent") a card with a permanent type (110.4).
		return func(_ *EvalCtx, o *Object, ch *Chars) bool {
			return o.Zone == ZoneBattlefield || ch.Is(TArtifact) || ch.Is(TCreature) || ch.Is(TEnchantment) ||
				ch.Is(TLand) || ch.Is(TPlaneswalker) || ch.Is(TBattle)
		}, true
	case "card":
		inZones(ZoneLibrary, ZoneHand, ZoneGraveyard, ZoneExile, ZoneCommand, ZoneBattlefield, ZoneStack)
		return func(_ *EvalCtx, o *Object, _ *Chars) bool { return !o.Token && !o.Copy && o.Card != nil }, true
	case "spell":
		inZones(ZoneStack)
		return func(_ *EvalCtx, o *Object, _ *Chars) bool { return o.Spell != nil }, true
	case "ability":
		inZones(ZoneStack)
		return func(_ *EvalCtx, o *Object, _ *Chars) bool { return o.Ability != nil }, true
	case "one_target":
		// A spell or ability with a single target (change_target.go).
		inZones(ZoneStack)
		return func(c *EvalCtx, o *Object, _ *Chars) bool { return c.G.singleTarget(o) }, true
	case "player":
		f.players, f.objects = 1, false
		return nil, true
	case "opponent":
		f.players, f.objects = 1, false
		f.plPreds = append(f.plPreds, func(c *EvalCtx, p int) bool { return p != c.Ctrl })
		return nil, true
	case "lost_life":
		// A player who lost life this turn ("chaque adversaire qui a perdu
		// des points de vie ce tour-ci"), even one who has since left the
		// game.
		f.players, f.objects = 1, false
		f.plPreds = append(f.plPreds, func(c *EvalCtx, p int) bool { return c.G.Players[p].LifeLostThisTurn > 0 })
		return nil, true
	case "damaged_by_self":
		// Dealt damage by the source this turn: an object or a player
		// (damaged_by_self.go).
		f.plPreds = append(f.plPreds, playerDamagedBySelf)
		return damagedBySelf, true
	case "other":
		// Not the source; among players, "each other player" is every
		// player but you.
		f.plPreds = append(f.plPreds, func(c *EvalCtx, p int) bool { return p != c.Ctrl })
		return func(c *EvalCtx, o *Object, _ *Chars) bool { return o.ID != c.Src }, true
	case "not_them":
		// A player other than the one the trigger is about ("un autre
		// joueur ciblé").
		f.players, f.objects = 1, false
		f.plPreds = append(f.plPreds, func(c *EvalCtx, p int) bool { return c.ev == nil || p != c.ev.Player })
		return nil, true
	case "any":
		// "Any target": a creature, a player, a planeswalker or a battle.
		f.players = 1
		return func(_ *EvalCtx, _ *Object, ch *Chars) bool {
			return ch.Is(TCreature) || ch.Is(TPlaneswalker) || ch.Is(TBattle)
		}, true
	}
	return nil, false
}

// compilePrefixed reads the conditions with an argument: "sub:ours".
func compilePrefixed(key, arg string) (objPred, bool) {
	switch key {
	case "sub":
		sub := strings.ReplaceAll(arg, "_", " ")
		if c, ok := subWords[text.FoldLine(sub)]; ok {
			sub = c
		}
		return func(_ *EvalCtx, _ *Object, ch *Chars) bool { return ch.HasSub(sub) }, true
	case "name":
		name := strings.ReplaceAll(arg, "_", " ")
		return func(_ *EvalCtx, _ *Object, ch *Chars) bool { return ch.HasName(name) }, true
	case "except":
		// except:t0 — every object but the one a reference names ("each
		// other creature").
		return func(c *EvalCtx, o *Object, _ *Chars) bool { return !slices.Contains(c.objRefs(arg), o.ID) }, true
	case "among":
		// among:chosen — only the objects a reference names ("the rest of
		// them").
		return func(c *EvalCtx, o *Object, _ *Chars) bool { return slices.Contains(c.objRefs(arg), o.ID) }, true
	case "has":
		return func(_ *EvalCtx, _ *Object, ch *Chars) bool { return ch.Has(arg) }, true
	case "counter":
		return func(_ *EvalCtx, o *Object, _ *Chars) bool { return o.CounterCount(arg) > 0 }, true
	case "shares_name":
		return compileSharesName(arg), true
	case "owner":
		return compileOwner(arg), true
	case "controlled_by":
		return compileControlledBy(arg), true
	}
	return nil, false
}

// resolutionFilterWords are the one-word conditions on what the resolving
// spell chose or counts: the parity chosen, the voter (vote.go).
var resolutionFilterWords = map[string]objPred{"power_parity_chosen": powerParityChosen, "voter_owns": voterOwns}

// filterWord reads the conditions that are one word. (A switch, not a
// map: the predicates reach the filter compiler through the game, which a
// package-level map cannot refer to.)
func filterWord(t string) (objPred, bool) {
	if p, ok := mappedFilterWord(t); ok {
		return p, true
	}
	if p, ok := combatFilterWord(t); ok {
		return p, true
	}
	switch t {
	case "token":
		return func(_ *EvalCtx, o *Object, _ *Chars) bool { return o.Token }, true
	case "copy":
		return func(_ *EvalCtx, o *Object, _ *Chars) bool { return o.Copy }, true
	case "you_control":
		return func(c *EvalCtx, _ *Object, ch *Chars) bool { return ch.Controller == c.Ctrl }, true
	case "opp_control":
		return func(c *EvalCtx, _ *Object, ch *Chars) bool { return ch.Controller != c.Ctrl }, true
	case "them_control":
		// Controlled by the player the trigger is about ("une créature
		// ciblée qu'il contrôle" after "au début de l'entretien de chaque
		// adversaire").
		return func(c *EvalCtx, _ *Object, ch *Chars) bool { return c.ev != nil && ch.Controller == c.ev.Player }, true
	case "you_own":
		return func(c *EvalCtx, o *Object, _ *Chars) bool { return o.Owner == c.Ctrl }, true
	case "opp_own":
		return func(c *EvalCtx, o *Object, _ *Chars) bool { return o.Owner != c.Ctrl }, true
	case "self":
		return func(c *EvalCtx, o *Object, _ *Chars) bool { return o.ID == c.Src }, true
	case "other":
		return func(c *EvalCtx, o *Object, _ *Chars) bool { return o.ID != c.Src }, true
	case "power_lt_src":
		return powerLessThanSource, true // mentor.go
	case "tapped":
		return func(_ *EvalCtx, o *Object, _ *Chars) bool { return o.Tapped }, true
	case "untapped":
		return func(_ *EvalCtx, o *Object, _ *Chars) bool { return !o.Tapped }, true
	case "attacking":
		return func(_ *EvalCtx, o *Object, _ *Chars) bool { return o.Attacking }, true
	case "blocking":
		return func(_ *EvalCtx, o *Object, _ *Chars) bool { return len(o.Blocking) > 0 }, true
	case "exiled_by_self":
		// Exiled by this object's replacement effect (exiled_by.go).
		return func(c *EvalCtx, o *Object, _ *Chars) bool {
			return o.Zone == ZoneExile && o.ExiledBy == c.Src && c.Src != 0
		}, true
	case "face_down":
		return func(_ *EvalCtx, o *Object, _ *Chars) bool { return o.FaceDown }, true
	case "legendary":
		return func(_ *EvalCtx, _ *Object, ch *Chars) bool { return ch.HasSuper(SLegendary) }, true
	case "basic":
		return func(_ *EvalCtx, _ *Object, ch *Chars) bool { return ch.HasSuper(SBasic) }, true
	case "snow":
		return func(_ *EvalCtx, _ *Object, ch *Chars) bool { return ch.HasSuper(SSnow) }, true
	case "ongoing":
		return func(_ *EvalCtx, _ *Object, ch *Chars) bool { return ch.HasSuper(SOngoing) }, true
	case "colorless":
		return func(_ *EvalCtx, _ *Object, ch *Chars) bool { return len(ch.Colors) == 0 }, true
	case "multicolored":
		return func(_ *EvalCtx, _ *Object, ch *Chars) bool { return len(ch.Colors) > 1 }, true
	case "monstrous":
		return func(_ *EvalCtx, o *Object, _ *Chars) bool { return o.Monstrous }, true
	case "commander":
		return func(_ *EvalCtx, o *Object, _ *Chars) bool { return o.Commander }, true
	}
	return nil, false
}

// combatFilterWord is filterWord's words of combat and attachment: a
// declared attacker, an unblocked one, the defending player's objects, the
// permanent an aura or equipment is attached to.
func combatFilterWord(t string) (objPred, bool) {
	switch t {
	case "declared":
		// Declared as an attacker, not put onto the battlefield attacking
		// ("ces créatures" after "vous attaquez avec au moins une
		// créature").
		return func(_ *EvalCtx, o *Object, _ *Chars) bool { return o.Attacking && o.Declared }, true
	case "unblocked":
		// An attacking creature no creature blocked, once blockers are
		// declared (509.1h): before that it is neither blocked nor
		// unblocked.
		return func(c *EvalCtx, o *Object, _ *Chars) bool {
			return o.Attacking && !o.Blocked && c.G.Step >= StepDeclareBlockers && c.G.Step <= StepEndCombat
		}, true
	case "defending_control":
		// Controlled by the player the source is attacking (the defending
		// player of an "attacks" trigger).
		return func(c *EvalCtx, _ *Object, ch *Chars) bool {
			src := c.G.Objs[c.Src]
			if src != nil && !src.Attacking && c.G.declaringDefender > 0 {
				// Attackers being declared: the player they attack.
				return ch.Controller == c.G.declaringDefender-1
			}
			return src != nil && src.Attacking && ch.Controller == src.AttackTarget
		}, true
	case "enchanted_by_self":
		// The permanent the source (an aura or equipment) is attached to.
		return func(c *EvalCtx, o *Object, _ *Chars) bool {
			src := c.sourceOrLast()
			return src != nil && src.AttachedTo == o.ID
		}, true
	case "enchanted":
		// A permanent with an aura attached to it.
		return func(c *EvalCtx, o *Object, _ *Chars) bool {
			for _, a := range c.G.Battlefield() {
				if a.AttachedTo == o.ID && c.G.Chars(a).HasSub(SubAura) {
					return true
				}
			}
			return false
		}, true
	}
	return nil, false
}
