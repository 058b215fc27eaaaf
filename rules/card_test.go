package rules

import (
	"reflect"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/mana"
)

func TestParseTypeLine(t *testing.T) {
	for _, tc := range []struct {
		line                string
		supers, types, subs []string
	}{
		// French, as the release notes and the old rulebook write it.
		{"Créature-enchantement légendaire : chien et nitescence", []string{SLegendary}, []string{TCreature, TEnchantment}, []string{"chien", "nitescence"}},
		{"Créature-artefact : jouet", nil, []string{TCreature, TArtifact}, []string{"jouet"}},
		{"Enchantement : pièce", nil, []string{TEnchantment}, []string{SubRoom}},
		{"Enchantement : aura", nil, []string{TEnchantment}, []string{SubAura}},
		{"Terrain de base : forêt", []string{SBasic}, []string{TLand}, []string{"forest"}},
		{"Artefact : véhicule", nil, []string{TArtifact}, []string{SubVehicle}},
		{"Machination continue", []string{SOngoing}, []string{TScheme}, nil},
		{"Éphémère", nil, []string{TInstant}, nil},
		{"Créature : elfe et guerrier", nil, []string{TCreature}, []string{"elfe", "guerrier"}},
		// One French subtype of several words is one subtype (Faerie,
		// Hound, Assembly-Worker); a misprinted type word is not.
		{"Créature : peuple fée", nil, []string{TCreature}, []string{"peuple fee"}},
		{"Créature : élémental et chien de chasse", nil, []string{TCreature}, []string{"elemental", "chien de chasse"}},
		{"Créature-artefact : ouvrier spécialisé", nil, []string{TCreature, TArtifact}, []string{"ouvrier specialise"}},
		{"Créature : - loup-garou", nil, []string{TCreature}, []string{"loup-garou"}},
		{"Créature : dragon légendaire", nil, []string{TCreature}, []string{"dragon", "legendaire"}},
		{"Terrain : tour d'Urza", nil, []string{TLand}, []string{"tour", "d'urza"}},
		{"Planeswalker légendaire : Kaito", []string{SLegendary}, []string{TPlaneswalker}, []string{"kaito"}},
		// Italian: "—" separates types from subtypes, subtypes by spaces.
		{"Creatura Incantesimo — Orrore Avatar", nil, []string{TCreature, TEnchantment}, []string{"orrore", "avatar"}},
		{"Creatura Artefatto Leggendaria — Giocattolo", []string{SLegendary}, []string{TCreature, TArtifact}, []string{"giocattolo"}},
		{"Incantesimo — Stanza", nil, []string{TEnchantment}, []string{SubRoom}},
		{"Terra Base — Foresta", []string{SBasic}, []string{TLand}, []string{"forest"}},
		{"Istantaneo", nil, []string{TInstant}, nil},
		{"Stregoneria", nil, []string{TSorcery}, nil},
		{"Incantesimo Leggendaro", []string{SLegendary}, []string{TEnchantment}, nil},
		{"Intrigo In Corso", []string{SOngoing}, []string{TScheme}, nil},
		// A token the reader made of « grand singe »: one subtype.
		{"Creature : grand singe et soldat", nil, []string{TCreature}, []string{"grand singe", "soldat"}},
		// English, for completeness.
		{"Legendary Creature — Human Wizard", []string{SLegendary}, []string{TCreature}, []string{"human", "wizard"}},
		// Words of the term table the engine once missed or misread.
		{"Enchantement mondial", []string{"World"}, []string{TEnchantment}, nil},
		{"Artefatto Stirpe — Goblin", nil, []string{TArtifact, TKindred}, []string{"goblin"}},
		{"Incantesimo Affine — Demone", nil, []string{TEnchantment, TKindred}, []string{"demone"}},
		{"Enchantement de clan : démon", nil, []string{TEnchantment, TKindred}, []string{"demon"}},
	} {
		supers, types, subs, err := ParseTypeLine(tc.line)
		if err != nil {
			t.Errorf("ParseTypeLine(%q): %v", tc.line, err)
			continue
		}
		if !reflect.DeepEqual(supers, tc.supers) || !reflect.DeepEqual(types, tc.types) || !reflect.DeepEqual(subs, tc.subs) {
			t.Errorf("ParseTypeLine(%q) = %v %v %v, want %v %v %v", tc.line, supers, types, subs, tc.supers, tc.types, tc.subs)
		}
	}
	// "Arteact" is a typo of one document's reminder text, not a type word.
	for _, bad := range []string{"", "Légendaire", "Orrore Avatar", "Arteact : jouet"} {
		if _, _, _, err := ParseTypeLine(bad); err == nil {
			t.Errorf("ParseTypeLine(%q): no error for a line without a card type", bad)
		}
	}
}

// TestCardFromKBReadsIngestTypes checks that the rules core takes a
// knowledge-base card's types from what ingest settled, not from its type
// line: here the type line is one no parser reads.
func TestCardFromKBReadsIngestTypes(t *testing.T) {
	c := &corpus.Card{ID: "x-fr-bois", Name: "Bois", TypeLine: "Terrain de base ~ forêt",
		Supertypes: []string{SBasic}, Types: []string{TLand}, Subtypes: []string{"Forêt"}}
	def, err := CardFromKB(c)
	if err != nil {
		t.Fatal(err)
	}
	f := def.front()
	if !reflect.DeepEqual(f.Supertypes, []string{SBasic}) || !reflect.DeepEqual(f.Types, []string{TLand}) || !reflect.DeepEqual(f.Subtypes, []string{"forest"}) {
		t.Errorf("CardFromKB: %v %v %v, want [Basic] [Land] [forest]", f.Supertypes, f.Types, f.Subtypes)
	}
	if len(f.Abilities) != 1 || f.Abilities[0].Kind != KindMana {
		t.Errorf("a basic forest has its mana ability; got %+v", f.Abilities)
	}
	room := &corpus.Card{ID: "x-fr-a-b", Name: "A // B", Layout: corpus.LayoutRoom, TypeLine: "Enchantement : pièce", Types: []string{TEnchantment}, Subtypes: []string{"pièce"},
		Faces: []corpus.Face{{Name: "A", ManaCost: "{1}{W}"}, {Name: "B", ManaCost: "{3}{W}"}}}
	def, err = CardFromKB(room)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range def.Faces {
		if !reflect.DeepEqual(f.Types, []string{TEnchantment}) || !reflect.DeepEqual(f.Subtypes, []string{SubRoom}) {
			t.Errorf("door %s: %v %v, want [Enchantment] [room]", f.Name, f.Types, f.Subtypes)
		}
	}
	if _, err := CardFromKB(&corpus.Card{ID: "x-fr-y", Name: "Y", TypeLine: "Zzz"}); err == nil || !strings.Contains(err.Error(), "x-fr-y") {
		t.Errorf("a type line ingest found no type in: err = %v, want one naming the card", err)
	}
}

func TestParseKeywords(t *testing.T) {
	for _, tc := range []struct {
		text string
		want []Keyword
		ok   bool
	}{
		{"Vol", []Keyword{{Key: "flying"}}, true},
		{"Volare", []Keyword{{Key: "flying"}}, true},
		{"Piétinement, célérité", []Keyword{{Key: "trample"}, {Key: "haste"}}, true},
		{"Travolgere, rapidità", []Keyword{{Key: "trample"}, {Key: "haste"}}, true},
		{"Contact mortel", []Keyword{{Key: "deathtouch"}}, true},
		{"Tocco letale", []Keyword{{Key: "deathtouch"}}, true},
		{"Lien de vie", []Keyword{{Key: "lifelink"}}, true},
		{"Initiative", []Keyword{{Key: "first_strike"}}, true},
		{"Double initiative", []Keyword{{Key: "double_strike"}}, true},
		{"Portée", []Keyword{{Key: "reach"}}, true},
		{"Défenseur", []Keyword{{Key: "defender"}}, true},
		{"Peur", []Keyword{{Key: "fear"}}, true},
		{"Menace (Cette créature ne peut pas être bloquée excepté par deux créatures ou plus.)", []Keyword{{Key: "menace"}}, true},
		{"Imminence 4 — {2} {R} {R} (Si vous lancez ce sort pour son coût d'imminence…)", []Keyword{{Key: "impending", N: 4, Cost: mana.MustCost("{2}{R}{R}")}}, true},
		{"Imminente 4—{1}{G}{G} (Se lanci questa magia…)", []Keyword{{Key: "impending", N: 4, Cost: mana.MustCost("{1}{G}{G}")}}, true},
		{"Émergence {5}{U}{U}", []Keyword{{Key: "emerge", Cost: mana.MustCost("{5}{U}{U}")}}, true},
		{"Intensification {1}", []Keyword{{Key: "escalate", Cost: mana.MustCost("{1}")}}, true},
		{"Grâce {1}{B}", []Keyword{{Key: "bestow", Cost: mana.MustCost("{1}{B}")}}, true},
		{"Miracolo {1}{B} (Puoi lanciare…)", []Keyword{{Key: "miracle", Cost: mana.MustCost("{1}{B}")}}, true},
		// Landwalk names its land type, canonical in every language.
		{"Traversée des îles", []Keyword{{Key: "landwalk", Arg: "island"}}, true},
		{"Islandwalk, swampwalk", []Keyword{{Key: "landwalk", Arg: "island"}, {Key: "landwalk", Arg: "swamp"}}, true},
		{"Passa-Isole", []Keyword{{Key: "landwalk", Arg: "island"}}, true},
		{"Passa-paludi", []Keyword{{Key: "landwalk", Arg: "swamp"}}, true},
		{"Traversée des montagnes", []Keyword{{Key: "landwalk", Arg: "mountain"}}, true},
		{"Forestwalk", []Keyword{{Key: "landwalk", Arg: "forest"}}, true},
		{"Traversée des terrains non-base", nil, false},
		// A color of one's choice is chosen as an effect resolves: never
		// on a keyword line.
		{"Protection from the color of your choice", nil, false},
		{"Cascade", []Keyword{{Key: "cascade"}}, true},
		{"Cascata", []Keyword{{Key: "cascade"}}, true},
		// Sentences that merely mention a keyword are not keyword lines.
		{"La créature équipée a le vol.", nil, false},
		{"Vol, et piochez une carte", nil, false},
		{"", nil, false},
	} {
		got, ok := ParseKeywords(tc.text)
		if ok != tc.ok || !reflect.DeepEqual(got, tc.want) {
			t.Errorf("ParseKeywords(%q) = %v, %v; want %v, %v", tc.text, got, ok, tc.want, tc.ok)
		}
	}
}

func TestFaceFromTextReadsAbilities(t *testing.T) {
	f, err := FaceFromText("Présence d'Ajani", "{W}", "Éphémère", "", []string{
		"Obstination — La Présence d'Ajani coûte {2}{W} de plus à lancer pour chaque cible au-delà de la première."})
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Keywords) != 1 || f.Keywords[0].Key != "strive" || f.Keywords[0].Cost.String() != "{2}{W}" {
		t.Errorf("strive not read: %+v", f.Keywords)
	}
	g, err := FaceFromText("Géant lithochoc", "{3}{R}{R}", "Créature : géant", "5/4", []string{"{6}{R}{R} : Monstruosité 3."})
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Abilities) != 1 || g.Abilities[0].Label != "monstrosity" || g.Abilities[0].Cost.String() != "{6}{R}{R}" {
		t.Errorf("monstrosity not read: %+v", g.Abilities)
	}
	l, err := FaceFromText("Cabane au bord du lac", "", "Terrain", "", []string{"{T} : Ajoutez {G} ou {U}."})
	if err != nil {
		t.Fatal(err)
	}
	if len(l.Abilities) != 1 || l.Abilities[0].Kind != KindMana || len(l.Abilities[0].Mana) != 2 {
		t.Errorf("mana ability not read: %+v", l.Abilities)
	}
	if _, err := FaceFromText("X", "{Q}", "Éphémère", "", nil); err == nil || !strings.Contains(err.Error(), "unknown mana symbol") {
		t.Errorf("bad cost accepted: %v", err)
	}
	if _, err := FaceFromText("X", "{1}", "Créature : ours", "2", nil); err == nil {
		t.Errorf("bad P/T accepted")
	}
}

func FuzzParseTypeLine(f *testing.F) {
	for _, s := range []string{"Créature : elfe et guerrier", "Creatura Incantesimo — Orrore Avatar", "Terrain de base : forêt", ":", "—", "Machination continue"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		supers, types, subs, err := ParseTypeLine(s)
		if err != nil {
			return
		}
		if len(types) == 0 {
			t.Fatalf("%q: no error but no card type", s)
		}
		for _, x := range append(append(supers, types...), subs...) {
			if x == "" {
				t.Fatalf("%q: empty word in %v %v %v", s, supers, types, subs)
			}
		}
	})
}
