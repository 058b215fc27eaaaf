package rules

import (
	"strings"
	"testing"
)

// creature builds an inline creature card with keywords written in French
// or Italian, as scenarios do.
func creature(t *testing.T, name, cost, typeLine, pt string, keywords ...string) *CardDef {
	t.Helper()
	def := testCard(t, name, cost, typeLine, pt)
	for _, k := range keywords {
		kws, ok := ParseKeywords(k)
		if !ok {
			t.Fatalf("%q is not a keyword", k)
		}
		def.Faces[0].Keywords = append(def.Faces[0].Keywords, kws...)
	}
	return def
}

func TestBlockLegality(t *testing.T) {
	for _, tc := range []struct {
		name     string
		attacker *CardDef
		blockers []*CardDef
		lands    []*CardDef // defending player's lands
		wantErr  string
	}{
		{name: "flying cannot be blocked by a ground creature",
			attacker: creature(t, "Drake", "{1}{U}", "Créature : drakôn", "2/2", "Vol"),
			blockers: []*CardDef{creature(t, "Ours", "{1}{G}", "Créature : ours", "2/2")}, wantErr: "has flying"},
		{name: "reach blocks flying",
			attacker: creature(t, "Drake", "{1}{U}", "Créature : drakôn", "2/2", "Volare"),
			blockers: []*CardDef{creature(t, "Araignée", "{1}{G}", "Créature : araignée", "1/3", "Raggiungere")}},
		{name: "flying blocks flying",
			attacker: creature(t, "Drake", "{1}{U}", "Créature : drakôn", "2/2", "Vol"),
			blockers: []*CardDef{creature(t, "Oiseau", "{W}", "Créature : oiseau", "1/1", "Vol")}},
		{name: "fear: only artifact or black creatures block",
			attacker: creature(t, "Spectre", "{1}{B}", "Créature : spectre", "2/2", "Peur"),
			blockers: []*CardDef{creature(t, "Ours", "{1}{G}", "Créature : ours", "2/2")}, wantErr: "has fear"},
		{name: "fear: a black creature blocks",
			attacker: creature(t, "Spectre", "{1}{B}", "Créature : spectre", "2/2", "Paura"),
			blockers: []*CardDef{creature(t, "Zombie", "{1}{B}", "Créature : zombie", "2/2")}},
		{name: "fear: an artifact creature blocks",
			attacker: creature(t, "Spectre", "{1}{B}", "Créature : spectre", "2/2", "Peur"),
			blockers: []*CardDef{creature(t, "Golem", "{3}", "Créature-artefact : golem", "3/3")}},
		{name: "menace needs two blockers",
			attacker: creature(t, "Brute", "{2}{R}", "Créature : ogre", "3/3", "Menace"),
			blockers: []*CardDef{creature(t, "Ours", "{1}{G}", "Créature : ours", "2/2")}, wantErr: "menace"},
		{name: "menace blocked by two",
			attacker: creature(t, "Brute", "{2}{R}", "Créature : ogre", "3/3", "Minacciare"),
			blockers: []*CardDef{creature(t, "Ours", "{1}{G}", "Créature : ours", "2/2"), creature(t, "Ours", "{1}{G}", "Créature : ours", "2/2")}},
		{name: "landwalk when the defender controls that land",
			attacker: creature(t, "Elfe", "{G}", "Créature : elfe", "1/1", "Traversée des forêts"),
			blockers: []*CardDef{creature(t, "Ours", "{1}{G}", "Créature : ours", "2/2")},
			lands:    []*CardDef{testCard(t, "Forêt", "", "Terrain de base : forêt", "")}, wantErr: "landwalk"},
		{name: "islandwalk (English) when the defender controls an island",
			attacker: creature(t, "Merfolk", "{U}", "Créature : ondin", "1/1", "Islandwalk"),
			blockers: []*CardDef{creature(t, "Ours", "{1}{G}", "Créature : ours", "2/2")},
			lands:    []*CardDef{testCard(t, "Île", "", "Terrain de base : île", "")}, wantErr: "landwalk"},
		{name: "passa-paludi (Italian) without a swamp",
			attacker: creature(t, "Zombie", "{B}", "Créature : zombie", "1/1", "Passa-paludi"),
			blockers: []*CardDef{creature(t, "Ours", "{1}{G}", "Créature : ours", "2/2")},
			lands:    []*CardDef{testCard(t, "Île", "", "Terrain de base : île", "")}},
		{name: "landwalk without that land",
			attacker: creature(t, "Elfe", "{G}", "Créature : elfe", "1/1", "Traversée des forêts"),
			blockers: []*CardDef{creature(t, "Ours", "{1}{G}", "Créature : ours", "2/2")},
			lands:    []*CardDef{testCard(t, "Île", "", "Terrain de base : île", "")}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := NewGame(EraModern, "you", "opp")
			at := g.AddCard(tc.attacker, 0, ZoneBattlefield, false)
			for _, l := range tc.lands {
				g.AddCard(l, 1, ZoneBattlefield, false)
			}
			if err := g.DeclareAttackers(0, 1, []*Object{at}); err != nil {
				t.Fatal(err)
			}
			var blocks []Block
			for _, b := range tc.blockers {
				blocks = append(blocks, Block{Blocker: g.AddCard(b, 1, ZoneBattlefield, false), Attacker: at})
			}
			err := g.DeclareBlockers(1, blocks)
			switch {
			case tc.wantErr == "" && err != nil:
				t.Errorf("block refused: %v", err)
			case tc.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tc.wantErr)):
				t.Errorf("block error = %v, want %q", err, tc.wantErr)
			}
		})
	}
}

func TestAttackLegality(t *testing.T) {
	g := NewGame(EraModern, "you", "opp")
	wall := g.AddCard(creature(t, "Mur", "{1}{W}", "Créature : mur", "0/4", "Défenseur"), 0, ZoneBattlefield, false)
	if err := g.DeclareAttackers(0, 1, []*Object{wall}); err == nil || !strings.Contains(err.Error(), "defender") {
		t.Errorf("defender attacked: %v", err)
	}
	fresh := g.AddCard(creature(t, "Ours", "{1}{G}", "Créature : ours", "2/2"), 0, ZoneBattlefield, false)
	fresh.EnteredTurn = g.Turn
	if err := g.DeclareAttackers(0, 1, []*Object{fresh}); err == nil || !strings.Contains(err.Error(), "summoning sickness") {
		t.Errorf("summoning-sick creature attacked: %v", err)
	}
	hasty := g.AddCard(creature(t, "Gobelin", "{R}", "Créature : gobelin", "1/1", "Célérité"), 0, ZoneBattlefield, false)
	hasty.EnteredTurn = g.Turn
	if err := g.DeclareAttackers(0, 1, []*Object{hasty}); err != nil {
		t.Errorf("haste creature could not attack: %v", err)
	}
	if !hasty.Tapped {
		t.Errorf("attacker without vigilance did not tap")
	}
}

// combatResult runs one combat: attacker against blockers (in order), with
// an optional damage assignment, and reports damage, life and survivors.
func TestCombatDamage(t *testing.T) {
	type want struct {
		oppLife, youLife int
		attackerDies     bool
		blockersDie      []bool
	}
	for _, tc := range []struct {
		name     string
		era      Era
		attacker *CardDef
		blockers []*CardDef
		want     want
	}{
		{name: "unblocked", attacker: creature(t, "Ours", "{1}{G}", "Créature : ours", "2/2"),
			want: want{oppLife: 18, youLife: 20}},
		{name: "first strike kills before it is dealt damage",
			attacker: creature(t, "Chevalier", "{1}{W}", "Créature : chevalier", "2/2", "Initiative"),
			blockers: []*CardDef{creature(t, "Ours", "{1}{G}", "Créature : ours", "2/2")},
			want:     want{oppLife: 20, youLife: 20, blockersDie: []bool{true}}},
		{name: "double strike deals damage twice",
			attacker: creature(t, "Duelliste", "{1}{R}", "Créature : humain", "2/2", "Double initiative"),
			want:     want{oppLife: 16, youLife: 20}},
		{name: "trample assigns lethal then the rest to the player",
			attacker: creature(t, "Géant", "{4}{R}", "Créature : géant", "5/5", "Piétinement"),
			blockers: []*CardDef{creature(t, "Ours", "{1}{G}", "Créature : ours", "2/2")},
			want:     want{oppLife: 17, youLife: 20, blockersDie: []bool{true}}},
		{name: "deathtouch and trample: one damage is lethal",
			attacker: creature(t, "Vipère", "{3}{B}{G}", "Créature : serpent", "5/5", "Contact mortel, piétinement"),
			blockers: []*CardDef{creature(t, "Mur", "{1}{W}", "Créature : mur", "0/8")},
			want:     want{oppLife: 16, youLife: 20, blockersDie: []bool{true}}},
		{name: "lifelink gains what it deals",
			attacker: creature(t, "Clerc", "{1}{W}", "Créature : clerc", "3/3", "Lien de vie"),
			blockers: []*CardDef{creature(t, "Ours", "{1}{G}", "Créature : ours", "2/2")},
			want:     want{oppLife: 20, youLife: 23, blockersDie: []bool{true}}},
		{name: "damage divided among blockers in order",
			attacker: creature(t, "Géant", "{4}{R}", "Créature : géant", "4/4"),
			blockers: []*CardDef{creature(t, "Ours", "{1}{G}", "Créature : ours", "2/2"), creature(t, "Ours", "{1}{G}", "Créature : ours", "2/2")},
			want:     want{oppLife: 20, youLife: 20, attackerDies: true, blockersDie: []bool{true, true}}},
		{name: "9th edition: the same fight through the stack", era: Era9ED,
			attacker: creature(t, "Géant", "{4}{R}", "Créature : géant", "5/5", "Piétinement"),
			blockers: []*CardDef{creature(t, "Ours", "{1}{G}", "Créature : ours", "2/2")},
			want:     want{oppLife: 17, youLife: 20, blockersDie: []bool{true}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := NewGame(tc.era, "you", "opp")
			at := g.AddCard(tc.attacker, 0, ZoneBattlefield, false)
			if err := g.DeclareAttackers(0, 1, []*Object{at}); err != nil {
				t.Fatal(err)
			}
			var bls []*Object
			var blocks []Block
			for _, b := range tc.blockers {
				o := g.AddCard(b, 1, ZoneBattlefield, false)
				bls = append(bls, o)
				blocks = append(blocks, Block{Blocker: o, Attacker: at})
			}
			if len(blocks) > 0 {
				if err := g.DeclareBlockers(1, blocks); err != nil {
					t.Fatal(err)
				}
			}
			if err := g.GoTo(StepEndCombat, false); err != nil {
				t.Fatal(err)
			}
			if err := g.Settle(); err != nil {
				t.Fatal(err)
			}
			if got := g.Players[1].Life; got != tc.want.oppLife {
				t.Errorf("opponent's life %d, want %d", got, tc.want.oppLife)
			}
			if got := g.Players[0].Life; got != tc.want.youLife {
				t.Errorf("your life %d, want %d", got, tc.want.youLife)
			}
			if dead := g.Objs[at.ID] == nil; dead != tc.want.attackerDies {
				t.Errorf("attacker died = %v, want %v", dead, tc.want.attackerDies)
			}
			for i, b := range bls {
				if dead := g.Objs[b.ID] == nil; dead != tc.want.blockersDie[i] {
					t.Errorf("blocker %d died = %v, want %v", i, dead, tc.want.blockersDie[i])
				}
			}
		})
	}
}

// TestDamageOnTheStack: in the 9th-edition rules combat damage waits on the
// stack, and a creature sacrificed in response still deals its damage.
func TestDamageOnTheStack(t *testing.T) {
	g := NewGame(Era9ED, "you", "opp")
	at := g.AddCard(creature(t, "Ours", "{1}{G}", "Créature : ours", "2/2"), 0, ZoneBattlefield, false)
	if err := g.DeclareAttackers(0, 1, []*Object{at}); err != nil {
		t.Fatal(err)
	}
	if err := g.CombatDamage(nil); err != nil {
		t.Fatal(err)
	}
	if len(g.Stack()) != 1 || g.Players[1].Life != 20 {
		t.Fatalf("combat damage not on the stack: stack %d, life %d", len(g.Stack()), g.Players[1].Life)
	}
	g.sacrifice(at, 0)
	if err := g.ResolveTop(); err != nil {
		t.Fatal(err)
	}
	if g.Players[1].Life != 18 {
		t.Errorf("damage from a creature that left: life %d, want 18", g.Players[1].Life)
	}

	m := NewGame(EraModern, "you", "opp")
	at = m.AddCard(creature(t, "Ours", "{1}{G}", "Créature : ours", "2/2"), 0, ZoneBattlefield, false)
	if err := m.DeclareAttackers(0, 1, []*Object{at}); err != nil {
		t.Fatal(err)
	}
	if err := m.CombatDamage(nil); err != nil {
		t.Fatal(err)
	}
	if len(m.Stack()) != 0 || m.Players[1].Life != 18 {
		t.Errorf("modern combat damage: stack %d, life %d; want dealt at once", len(m.Stack()), m.Players[1].Life)
	}
}
