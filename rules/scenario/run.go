package scenario

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/arbitre/arbitre/internal/text"
	"github.com/arbitre/arbitre/rules"
	"gopkg.in/yaml.v3"
)

// Result is the outcome of running one scenario.
type Result struct {
	Scenario  string   `json:"scenario"`
	RulingIDs []string `json:"ruling_ids"`
	Passed    bool     `json:"passed"`
	Message   string   `json:"message"`
	Era       string   `json:"era"`
	// Outcome lists what the engine computed, one fact per expectation.
	Outcome []string `json:"outcome,omitempty"`
	// Log is the game as the engine played it.
	Log []string `json:"log,omitempty"`
	// LogLines is Log as formats and arguments, for a reader in another
	// language.
	LogLines []rules.LogLine `json:"-"`
	// Title and Source show the scenario itself (its setup and actions).
	Title    string        `json:"title,omitempty"`
	Source   string        `json:"source,omitempty"`
	Duration time.Duration `json:"-"`
	// Lang is the language of the knowledge-base cards the scenario names
	// ("" when it names none: it plays generic cards only, the same in
	// every language).
	Lang string `json:"lang"`
	// Counterpart is the same scenario played with the counterparts of its
	// cards in the other language (package verify fills it).
	Counterpart *CounterpartResult `json:"counterpart,omitempty"`
}

// CounterpartResult is a scenario's run in the other language: with the
// counterparts of its knowledge-base cards, the same expectations (their
// card names translated) must hold.
type CounterpartResult struct {
	Lang    string   `json:"lang"`
	Cards   []string `json:"cards"` // the counterparts played
	Passed  bool     `json:"passed"`
	Message string   `json:"message"`
	Outcome []string `json:"outcome,omitempty"`
	// Missing lists the cards that have no counterpart: the scenario then
	// has no run in the other language.
	Missing []string `json:"missing,omitempty"`
}

// runner executes one scenario.
type runner struct {
	// idsBefore is the game's last object id before the current action.
	idsBefore int
	s         *Scenario
	lang      *Language
	cards     *Cards
	g         *rules.Game
	defs      map[string]*rules.CardDef
	players   map[string]int
	outcome   []string
}

// Run plays the scenario with the knowledge base's cards (nil: the
// scenarios that name knowledge-base cards fail) and reports whether the
// engine's outcome matches the expected one. Whether the rulings it names
// exist and say what it quotes is the verification harness's business
// (package verify).
func (s *Scenario) Run(ctx context.Context, cards *Cards) Result {
	start := time.Now()
	res := Result{Scenario: s.ID, Era: s.Era, Title: s.Title, Source: s.Source}
	for _, c := range s.Checks {
		res.RulingIDs = append(res.RulingIDs, c.ID)
	}
	if res.Era == "" {
		res.Era = "modern"
	}
	r := &runner{s: s, lang: s.language(), cards: cards}
	err := r.run(ctx)
	res.Duration = time.Since(start)
	res.Outcome = r.outcome
	if r.g != nil {
		res.Log = r.g.Log()
		res.LogLines = r.g.LogLines()
	}
	if err != nil {
		res.Message = err.Error()
		return res
	}
	res.Passed = true
	res.Message = strings.Join(r.outcome, "; ")
	return res
}

func (r *runner) run(ctx context.Context) error {
	s := r.s
	era, err := rules.ParseEra(s.Era)
	if err != nil {
		return err
	}
	names := s.Players
	if len(names) == 0 {
		names = []string{"you", "opp"}
	}
	r.g = rules.NewGame(era, names...)
	g := r.g
	g.UseOps(r.lang.Ops)
	r.players = map[string]int{}
	for i, n := range names {
		r.players[n] = i
	}
	g.ResolveRef = r.resolve
	g.TriggerTargets = map[string][][]string{}
	g.TriggerModes = map[string][][]int{}
	for n, l := range s.Life {
		p, ok := r.players[n]
		if !ok {
			return fmt.Errorf("life: unknown player %q", n)
		}
		g.Players[p].Life = l
	}
	if err := r.buildDefs(); err != nil {
		return err
	}
	g.Turn = 2
	if t := s.Turn; t != nil {
		if t.Active != "" {
			p, ok := r.players[t.Active]
			if !ok {
				return fmt.Errorf("turn: unknown player %q", t.Active)
			}
			g.Active = p
		}
		if t.Step != "" {
			st, err := rules.ParseStep(t.Step)
			if err != nil {
				return err
			}
			g.Step = st
			g.MainPhases = map[bool]int{true: 2, false: 1}[st >= rules.StepMain2]
		}
		if t.Number > 0 {
			g.Turn = t.Number
		}
	}
	if err := r.setup(); err != nil {
		return err
	}
	for n, m := range s.Pool {
		p, ok := r.players[n]
		if !ok {
			return fmt.Errorf("pool: unknown player %q", n)
		}
		pool, err := rules.ParsePool(m)
		if err != nil {
			return err
		}
		g.Players[p].Pool = pool
	}
	for i, a := range s.Actions {
		if err := ctx.Err(); err != nil {
			return err
		}
		if err := r.act(a); err != nil {
			return fmt.Errorf("%s:%d: action %d (%s): %w", s.File, a.Line, i+1, a.verb(), err)
		}
	}
	for _, e := range s.Expect {
		if err := r.expect(e); err != nil {
			return fmt.Errorf("%s:%d: %w", s.File, e.Line, err)
		}
	}
	return nil
}

// resolve maps a scenario reference to a player or an object: player
// names, then aliases (a card keeps its alias as it changes zones).
func (r *runner) resolve(ref string) (rules.Target, bool) {
	if p, ok := r.players[ref]; ok {
		return rules.Target{Player: p + 1}, true
	}
	if strings.HasPrefix(ref, "ability:") {
		// An ability on the stack, named by its source's alias: the
		// topmost one.
		name := ref[len("ability:"):]
		st := r.g.Stack()
		for i := len(st) - 1; i >= 0; i-- {
			o := st[i]
			if o.Ability == nil {
				continue
			}
			if src := r.g.Objs[o.Ability.Ctx.Src]; src != nil && src.Alias == name {
				return rules.Target{Obj: o.ID}, true
			}
			if lo, _ := r.g.LKI(o.Ability.Ctx.Src); lo != nil && lo.Alias == name {
				return rules.Target{Obj: o.ID}, true
			}
		}
		return rules.Target{}, false
	}
	if o := r.obj(ref); o != nil {
		return rules.Target{Obj: o.ID}, true
	}
	return rules.Target{}, false
}

// obj finds the object a card alias currently is.
func (r *runner) obj(alias string) *rules.Object { return r.g.ByAlias(alias) }

func (r *runner) mustObj(alias string) (*rules.Object, error) {
	if o := r.obj(alias); o != nil {
		return o, nil
	}
	return nil, fmt.Errorf("no object %q in the game", alias)
}

func (r *runner) player(name, def string) (int, error) {
	if name == "" {
		name = def
	}
	if name == "" {
		return r.g.Active, nil
	}
	p, ok := r.players[name]
	if !ok {
		return 0, fmt.Errorf("unknown player %q", name)
	}
	return p, nil
}

// buildDefs builds the scenario's card definitions: inline cards and
// knowledge-base cards with the abilities the scenario writes for them.
func (r *runner) buildDefs() error {
	r.defs = map[string]*rules.CardDef{}
	for _, cs := range r.s.Cards {
		def, err := r.buildDef(cs)
		if err != nil {
			return fmt.Errorf("%s:%d: %w", r.s.File, cs.Line, err)
		}
		if cs.KB != "" {
			r.defs[cs.KB] = def
		}
		r.defs[text.FoldLine(def.Name)] = def
		if cs.Name != "" {
			r.defs[text.FoldLine(cs.Name)] = def
		}
	}
	// The generic cards the setup names, and their meld partners, are built
	// before the meld pairs are matched.
	for _, it := range r.s.Setup {
		if err := r.libraryDef(it.Card); err != nil {
			return fmt.Errorf("%s:%d: %w", r.s.File, it.Line, err)
		}
	}
	for _, d := range r.defs {
		if d.MeldWith != "" {
			if err := r.libraryDef(d.MeldWith); err != nil {
				return err
			}
		}
	}
	for _, d := range r.defs {
		if d.MeldWith != "" && d.MeldResult == nil {
			if p := r.defs[text.FoldLine(d.MeldWith)]; p != nil {
				d.MeldResult = p.MeldResult
			}
		}
	}
	return nil
}

func (r *runner) buildDef(cs *CardSpec) (*rules.CardDef, error) {
	var def *rules.CardDef
	switch {
	case cs.Lang != "":
		if d := r.cards.given(printedID(cs)); d != nil {
			return d, nil // a mutant of its compiled form (package verify)
		}
		return printedDef(cs)
	case cs.KB != "":
		if r.cards == nil {
			return nil, fmt.Errorf("card %s: the knowledge base is not available", cs.KB)
		}
		get := r.cards.Def
		if cs.Reason != "" {
			get = r.cards.WrittenDef
		}
		d, err := get(cs.KB)
		if err != nil {
			return nil, err
		}
		def = d
	case len(cs.Doors) == 2:
		def = &rules.CardDef{ID: "inline:" + cs.Name, Room: true}
		var names []string
		for _, d := range cs.Doors {
			f, err := rules.FaceFromText(d.Name, d.Cost, cmp.Or(d.Type, cs.Type), "", d.Text)
			if err != nil {
				return nil, err
			}
			// The door index was set as the card was read (CardSpec's
			// UnmarshalYAML): runs never write to the shared abilities.
			f.Abilities = append(f.Abilities, d.Abilities...)
			def.Faces = append(def.Faces, f)
			names = append(names, d.Name)
		}
		def.Name = strings.Join(names, " // ")
	default:
		if cs.Name == "" {
			return nil, fmt.Errorf("inline card without name")
		}
		f, err := rules.FaceFromText(cs.Name, cs.Cost, cs.Type, cs.PT, cs.Text)
		if err != nil {
			return nil, err
		}
		f.Loyalty = cs.Loyalty
		def = &rules.CardDef{ID: "inline:" + cs.Name, Name: cs.Name, Faces: []*rules.Face{f}}
	}
	for _, k := range cs.Keywords {
		kws, ok := rules.ParseKeywords(k)
		if !ok {
			return nil, fmt.Errorf("card %s: %q is not a keyword ability", def.Name, k)
		}
		def.Faces[0].Keywords = append(def.Faces[0].Keywords, kws...)
	}
	if cs.KB != "" || len(cs.Doors) != 2 {
		for _, a := range cs.Abilities {
			face := def.Faces[0]
			if a.RoomDoor >= 0 && a.RoomDoor < len(def.Faces) {
				face = def.Faces[a.RoomDoor]
			}
			face.Abilities = append(face.Abilities, a)
		}
	}
	if cs.MeldWith != "" {
		def.MeldWith = cs.MeldWith
	}
	if cs.Meld != nil {
		f, err := rules.FaceFromText(cs.Meld.Name, "", cs.Meld.Type, cs.Meld.PT, cs.Meld.Text)
		if err != nil {
			return nil, err
		}
		f.Abilities = append(f.Abilities, cs.Meld.Abilities...)
		for _, k := range cs.Meld.Keywords {
			if kws, ok := rules.ParseKeywords(k); ok {
				f.Keywords = append(f.Keywords, kws...)
			}
		}
		def.MeldResult = f
	}
	return def, nil
}

// libraryDef builds the library's card of that name, if the library has
// one the scenario does not define itself.
func (r *runner) libraryDef(name string) error {
	k := text.FoldLine(name)
	if r.defs[name] != nil || r.defs[k] != nil {
		return nil
	}
	cs, ok := r.s.lib.Card(name)
	if !ok {
		return nil
	}
	d, err := r.buildDef(cs)
	if err != nil {
		return err
	}
	r.defs[k] = d
	return nil
}

func (r *runner) def(name string) (*rules.CardDef, error) {
	if d := r.defs[name]; d != nil {
		return d, nil
	}
	if d := r.defs[text.FoldLine(name)]; d != nil {
		return d, nil
	}
	if r.cards != nil {
		if r.cards.Has(name) {
			d, err := r.cards.Def(name)
			if err != nil {
				return nil, err
			}
			r.defs[name] = d
			return d, nil
		}
	}
	if r.cards == nil && strings.Count(name, "-") >= 2 && name == strings.ToLower(name) {
		return nil, fmt.Errorf("card %s: the knowledge base is not available", name)
	}
	return nil, fmt.Errorf("card %q: neither declared in cards nor in the knowledge base", name)
}

func (r *runner) setup() error {
	g := r.g
	type attach struct {
		o  *rules.Object
		to string
	}
	var attaches, copies []attach
	for _, it := range r.s.Setup {
		def, err := r.def(it.Card)
		if err != nil {
			return fmt.Errorf("%s:%d: %w", r.s.File, it.Line, err)
		}
		owner, err := r.player(it.Owner, r.s.firstPlayer())
		if err != nil {
			return fmt.Errorf("%s:%d: %w", r.s.File, it.Line, err)
		}
		zone := rules.ZoneBattlefield
		if it.Zone != "" {
			z, ok := rules.ParseZone(it.Zone)
			if !ok {
				return fmt.Errorf("%s:%d: unknown zone %q", r.s.File, it.Line, it.Zone)
			}
			zone = z
		}
		n := it.Count
		if n == 0 {
			n = 1
		}
		if n < 0 || n > rules.MaxRepeat {
			return fmt.Errorf("%s:%d: count %d out of range", r.s.File, it.Line, n)
		}
		for i := 0; i < n; i++ {
			// Library cards are listed top first.
			bottom := zone == rules.ZoneLibrary
			o := g.AddCard(def, owner, zone, bottom)
			o.Alias = it.As
			if i > 0 && it.As != "" {
				o.Alias = it.As + "#" + strconv.Itoa(i+1)
			}
			o.Token, o.Copy, o.Commander = it.Token, it.Copy, it.Commander
			if it.Controller != "" {
				c, err := r.player(it.Controller, "")
				if err != nil {
					return err
				}
				o.Controller = c
			}
			o.Tapped, o.FaceDown, o.Damage = it.Tapped, it.FaceDown, it.Damage
			o.Manifested = it.FaceDown
			o.Impending, o.Bestowed, o.Monstrous = it.Impending, it.Bestowed, it.Monstrous
			if it.Sick {
				o.EnteredTurn = g.Turn
			}
			for k, v := range it.Counters {
				if o.Counters == nil {
					o.Counters = map[string]int{}
				}
				o.Counters[k] = v
			}
			for _, d := range it.Unlocked {
				if d < 0 || d > 1 || !def.Room {
					return fmt.Errorf("%s:%d: unlocked door %d of a card that is not a room", r.s.File, it.Line, d)
				}
				o.Unlocked[d] = true
				o.DoorTS[d] = g.NextTimestamp()
			}
			if it.Attached != "" {
				attaches = append(attaches, attach{o, it.Attached})
			}
			if it.CopyOf != "" {
				copies = append(copies, attach{o, it.CopyOf})
			}
		}
	}
	for _, a := range attaches {
		t, ok := r.resolve(a.to)
		if !ok {
			return fmt.Errorf("attached to unknown %q", a.to)
		}
		if t.IsPlayer() {
			a.o.AttachedToPl = t.Player
		} else {
			a.o.AttachedTo = t.Obj
		}
	}
	for _, c := range copies {
		t, ok := r.resolve(c.to)
		if !ok || t.IsPlayer() {
			return fmt.Errorf("copy_of unknown permanent %q", c.to)
		}
		c.o.CopyOf = t.Obj
		if len(g.Objs[t.Obj].MeldCards) == 2 {
			c.o.MeldCopy = true
		}
	}
	g.Touch()
	return nil
}

func (s *Scenario) firstPlayer() string {
	if len(s.Players) > 0 {
		return s.Players[0]
	}
	return "you"
}

func (r *runner) targets(tl TargetList) ([][]rules.Target, error) {
	var out [][]rules.Target
	for _, list := range tl {
		var slot []rules.Target
		for _, ref := range list {
			t, ok := r.resolve(ref)
			if !ok {
				return nil, fmt.Errorf("unknown target %q", ref)
			}
			slot = append(slot, t)
		}
		out = append(out, slot)
	}
	return out, nil
}

func (r *runner) castOptions(a *Action) (rules.CastOptions, error) {
	opts := rules.CastOptions{Door: -1, Alt: a.Alt, X: a.X, Kicked: a.Kicked, Additional: a.Additional, Free: a.Free, Choice: a.Choice, Divide: a.Divide}
	if a.Door != nil {
		opts.Door = *a.Door
	}
	for _, m := range a.Modes {
		opts.Modes = append(opts.Modes, m-1)
	}
	ts, err := r.targets(a.Targets)
	if err != nil {
		return opts, err
	}
	opts.Targets = ts
	if a.Sacrifice != "" {
		o, err := r.mustObj(a.Sacrifice)
		if err != nil {
			return opts, err
		}
		opts.Sacrifice = o
	}
	if a.Chosen != "" {
		o, err := r.mustObj(a.Chosen)
		if err != nil {
			return opts, err
		}
		opts.Chosen = o
	}
	for _, l := range []struct {
		names []string
		objs  *[]*rules.Object
	}{{a.Convoke, &opts.Convoke}, {a.Delve, &opts.Delve}, {a.Improvise, &opts.Improvise}, {a.Crew, &opts.Crew}} {
		for _, c := range l.names {
			o, err := r.mustObj(c)
			if err != nil {
				return opts, err
			}
			*l.objs = append(*l.objs, o)
		}
	}
	for _, m := range a.ManaAbilities {
		src, err := r.mustObj(m.Source)
		if err != nil {
			return opts, err
		}
		ab, err := r.ability(src, m.Ability)
		if err != nil {
			return opts, err
		}
		use := rules.ManaUse{Source: src, Ability: ab, Color: m.Color}
		if m.Chosen != "" {
			if use.Chosen, err = r.mustObj(m.Chosen); err != nil {
				return opts, err
			}
		}
		opts.ManaAbilities = append(opts.ManaAbilities, use)
	}
	return opts, nil
}

// act performs one action, then lets the game settle: state-based actions
// and triggered abilities going on the stack.
func (r *runner) act(a *Action) error {
	g := r.g
	for src, lists := range a.TriggerTargets {
		g.TriggerTargets[src] = append(g.TriggerTargets[src], lists...)
	}
	for src, modes := range a.TriggerModes {
		g.TriggerModes[src] = append(g.TriggerModes[src], modes)
	}
	if a.KeepLegend != "" {
		g.LegendKeep = a.KeepLegend
	}
	var snap *rules.Game
	if a.ExpectError != "" {
		snap = g.Snapshot()
	}
	r.idsBefore = g.LastID()
	err := r.do(a)
	if a.ExpectError != "" {
		if err != nil {
			// A forbidden action changes nothing: whatever it began is
			// undone (730.1).
			g.Restore(snap)
		}
		if err == nil {
			return fmt.Errorf("the rules should forbid this (%q), but the engine allowed it", a.ExpectError)
		}
		if !strings.Contains(strings.ToLower(err.Error()), strings.ToLower(a.ExpectError)) {
			return fmt.Errorf("forbidden as expected, but for another reason: %v (want %q)", err, a.ExpectError)
		}
		r.outcome = append(r.outcome, "forbidden: "+err.Error())
		return nil
	}
	if err != nil {
		return err
	}
	if err := g.Settle(); err != nil {
		return err
	}
	return r.nameTokens(a.Tokens, r.idsBefore)
}

// nameTokens gives the scenario's names, in order, to the tokens created
// after the object id before that have no name yet.
func (r *runner) nameTokens(names []string, before int) error {
	if len(names) == 0 {
		return nil
	}
	var made []*rules.Object
	for id := before + 1; id <= r.g.LastID(); id++ {
		if o := r.g.Objs[id]; o != nil && o.Token && o.Alias == "" {
			made = append(made, o)
		}
	}
	if len(made) != len(names) {
		return fmt.Errorf("tokens: %d tokens were created, %d names given", len(made), len(names))
	}
	for i, o := range made {
		o.Alias = names[i]
	}
	return nil
}

// ability finds an activated or mana ability by label or 1-based index
// among the object's abilities that can be activated.
func (r *runner) ability(o *rules.Object, sel string) (*rules.Ability, error) {
	var list []*rules.Ability
	ch := r.g.Chars(o)
	abs := ch.Abilities
	if o.Zone != rules.ZoneBattlefield {
		// A card elsewhere has its printed abilities and those of its
		// keywords (ninjutsu, in a hand), and those an effect grants it
		// there (« chaque carte de créature dans votre cimetière a
		// exhumation »).
		bc := r.g.BaseChars(o)
		r.g.AddKeywordActivated(bc)
		abs = bc.Abilities
		for _, a := range ch.Abilities {
			if !slices.Contains(abs, a) {
				abs = append(abs, a)
			}
		}
	}
	for _, a := range abs {
		if a.Kind == rules.KindActivated || a.Kind == rules.KindMana {
			list = append(list, a)
		}
	}
	if len(list) == 0 {
		return nil, fmt.Errorf("%s has no activated ability", r.g.Describe(o))
	}
	if sel == "" {
		return list[0], nil
	}
	for _, a := range list {
		if a.Label == sel {
			return a, nil
		}
	}
	if n, err := strconv.Atoi(sel); err == nil && n >= 1 && n <= len(list) {
		return list[n-1], nil
	}
	return nil, fmt.Errorf("%s has no ability %q", r.g.Describe(o), sel)
}

// expect evaluates one expectation and compares it with "is".
func (r *runner) expect(e *Expectation) error {
	got, err := r.query(e)
	if err != nil {
		return fmt.Errorf("%s %s: %w", e.Query, e.Subject, err)
	}
	fact := fmt.Sprintf("%s %s = %s", e.Query, e.Subject, render(got))
	if e.Query == "cost" || e.Query == "can_cast" {
		fact = fmt.Sprintf("%s of %s = %s", e.Query, e.Subject, render(got))
	}
	if err := compare(got, &e.Is); err != nil {
		return fmt.Errorf("%s %s: %w", e.Query, e.Subject, err)
	}
	r.outcome = append(r.outcome, fact)
	return nil
}

func render(v any) string {
	switch x := v.(type) {
	case []string:
		return "[" + strings.Join(x, ", ") + "]"
	case string:
		return x
	}
	return fmt.Sprint(v)
}

// compare checks a computed value against the expected YAML value.
func compare(got any, want *yaml.Node) error {
	switch g := got.(type) {
	case int:
		var w int
		if err := want.Decode(&w); err != nil {
			return fmt.Errorf("expected value %q is not a number", want.Value)
		}
		if g != w {
			return fmt.Errorf("got %d, want %d", g, w)
		}
	case bool:
		var w bool
		if err := want.Decode(&w); err != nil {
			return fmt.Errorf("expected value %q is not true or false", want.Value)
		}
		if g != w {
			return fmt.Errorf("got %v, want %v", g, w)
		}
	case string:
		if want.Kind != yaml.ScalarNode {
			return fmt.Errorf("expected value is not a string")
		}
		if text.FoldLine(g) != text.FoldLine(want.Value) {
			return fmt.Errorf("got %q, want %q", g, want.Value)
		}
	case []string:
		var w []string
		if err := want.Decode(&w); err != nil {
			return fmt.Errorf("expected value is not a list")
		}
		if len(g) != len(w) {
			return fmt.Errorf("got %s, want %s", render(g), render(w))
		}
		for i := range g {
			if text.FoldLine(g[i]) != text.FoldLine(w[i]) {
				return fmt.Errorf("got %s, want %s", render(g), render(w))
			}
		}
	default:
		return fmt.Errorf("cannot compare %T", got)
	}
	return nil
}

// query computes the fact an expectation checks, with its query's handler.
func (r *runner) query(e *Expectation) (any, error) {
	q, ok := r.lang.Queries.Lookup(e.Query)
	if !ok {
		return nil, fmt.Errorf("unknown query")
	}
	return q.Handler(r, e)
}

func (r *runner) label(o *rules.Object) string {
	if o.Alias != "" {
		return o.Alias
	}
	return r.g.Describe(o)
}

// canCast checks whether a cast would be legal without performing it: the
// game is copied by replaying nothing; Cast checks everything before it
// changes anything, so a failed cast is a dry run, and a successful one is
// undone by running the check on a fresh copy of the scenario.
func (r *runner) canCast(p int, o *rules.Object, opts rules.CastOptions) error {
	g := r.g
	if o.Card == nil {
		return fmt.Errorf("not a card")
	}
	ch := g.SpellChars(o, opts)
	if ch.Is(rules.TLand) {
		return fmt.Errorf("land")
	}
	if err := g.CastPermission(p, o, ch); err != nil {
		return err
	}
	if !g.CastsAsFlash(p, o, ch) {
		if err := g.CanCastNow(p, ch); err != nil {
			return err
		}
	}
	sa := rules.SpellAbility(ch)
	ctx := &rules.EvalCtx{G: g, Src: o.ID, Ctrl: p, X: opts.X}
	if err := g.CheckModesAndTargets(ctx, sa, &opts); err != nil {
		return err
	}
	cost, err := g.TotalCost(p, o, opts)
	if err != nil {
		return err
	}
	cost, _, err = g.PhyrexianSplit(p, cost)
	return err
}
