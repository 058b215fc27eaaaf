package carddata

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/arbitre/arbitre/internal/realcards"
)

// TestScryfallMatchesMTGJSON: a real set written out as Scryfall's card
// and rulings files (one printing per language, as all_cards has them)
// gives the same records as the MTGJSON set file it comes from.
func TestScryfallMatchesMTGJSON(t *testing.T) {
	dir := realcards.Dir(t)
	for _, set := range []string{"KLD", "M21"} { // cards of one face: card_faces aside
		t.Run(set, func(t *testing.T) {
			path := filepath.Join(dir, "mtgjson", set+".json.gz")
			s, err := readSetAny(path)
			if err != nil {
				t.Fatal(err)
			}
			tmp := t.TempDir()
			cards, rulings := asScryfall(s)
			write := func(name string, v any) string {
				b, err := json.Marshal(v)
				if err != nil {
					t.Fatal(err)
				}
				p := filepath.Join(tmp, name)
				if err := os.WriteFile(p, b, 0o644); err != nil {
					t.Fatal(err)
				}
				return p
			}
			rulingsFile := write("rulings.json", rulings)
			fromScryfall, err := Load(Options{}, write("cards.json", cards), rulingsFile)
			if err != nil {
				t.Fatal(err)
			}
			fromMTGJSON, err := Load(Options{}, path)
			if err != nil {
				t.Fatal(err)
			}
			// MTGJSON's cards with Scryfall's rulings: each ruling once.
			merged, err := Load(Options{}, path, rulingsFile)
			if err != nil {
				t.Fatal(err)
			}
			for _, want := range fromMTGJSON.All() {
				got := merged.Card(want.ID)
				if got == nil {
					t.Errorf("%s: lost merging", want.Name)
				} else if len(got.Rulings) != len(want.Rulings) {
					t.Errorf("%s: %d rulings merged, %d in MTGJSON's file", want.Name, len(got.Rulings), len(want.Rulings))
				}
			}
			if fromScryfall.Len() != fromMTGJSON.Len() {
				t.Errorf("%d cards from Scryfall's files, %d from MTGJSON's", fromScryfall.Len(), fromMTGJSON.Len())
			}
			for _, want := range fromMTGJSON.All() {
				got := fromScryfall.Card(want.ID)
				if got == nil {
					t.Errorf("%s: not in Scryfall's files", want.Name)
					continue
				}
				if g, w := summary(got), summary(want); g != w {
					t.Errorf("%s:\nScryfall %s\nMTGJSON  %s", want.Name, g, w)
				}
			}
		})
	}
}

// summary is what both files give of a card, as text.
func summary(c *Card) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s|%s|%s|%v|%v|%s/%s|%s|", c.ID, c.Name, c.ManaCost, c.ManaValue, c.Colors, c.Power, c.Toughness, c.Loyalty)
	for _, l := range []string{"en", "fr", "it"} {
		if t := c.Text(l); t != nil {
			fmt.Fprintf(&b, "%s:%q %q %q (%s %s) %v|", l, t.Name, t.Type, t.Text, t.Set, t.Number, t.Also)
		}
	}
	var ps []string
	for _, p := range c.Printings {
		ps = append(ps, fmt.Sprintf("%s/%s/%s %q %v %s", p.Set, p.Number, p.Lang, p.Name, p.MultiverseIDs, p.Released))
	}
	slices.Sort(ps)
	fmt.Fprintf(&b, "%v|", ps)
	for _, r := range c.Rulings {
		fmt.Fprintf(&b, "%s %q;", r.Date, r.Text)
	}
	return b.String()
}

// asScryfall writes an MTGJSON set's cards as Scryfall card objects, one
// per printing and language, and their rulings as ruling objects.
func asScryfall(set map[string]any) (cards, rulings []map[string]any) {
	str := func(m map[string]any, k string) string { v, _ := m[k].(string); return v }
	langs := map[string]string{"French": "fr", "Italian": "it"}
	seen := map[string]bool{}
	for _, x := range set["cards"].([]any) {
		c := x.(map[string]any)
		ids := c["identifiers"].(map[string]any)
		oracle := str(ids, "scryfallOracleId")
		base := map[string]any{
			"object": "card", "oracle_id": oracle, "name": c["name"], "set": strings.ToLower(str(set, "code")),
			"collector_number": c["number"], "released_at": set["releaseDate"], "layout": c["layout"],
			"mana_cost": c["manaCost"], "cmc": c["manaValue"], "type_line": c["type"], "oracle_text": c["text"],
			"colors": c["colors"], "power": c["power"], "toughness": c["toughness"], "loyalty": c["loyalty"],
		}
		printing := func(lang, id string, mv any) map[string]any {
			p := map[string]any{"lang": lang, "id": id}
			for k, v := range base {
				p[k] = v
			}
			switch v := mv.(type) { // a string in identifiers, a number in foreignData
			case string:
				var id int
				if _, err := fmt.Sscan(v, &id); err == nil {
					p["multiverse_ids"] = []int{id}
				}
			case float64:
				p["multiverse_ids"] = []int{int(v)}
			}
			return p
		}
		cards = append(cards, printing("en", str(ids, "scryfallId"), ids["multiverseId"]))
		for _, y := range c["foreignData"].([]any) {
			fd := y.(map[string]any)
			lang := langs[str(fd, "language")]
			if lang == "" {
				continue
			}
			p := printing(lang, "", fd["multiverseId"])
			p["printed_name"], p["printed_type_line"], p["printed_text"] = fd["name"], fd["type"], fd["text"]
			cards = append(cards, p)
		}
		if seen[oracle] {
			continue
		}
		seen[oracle] = true
		rs, _ := c["rulings"].([]any)
		for _, y := range rs {
			r := y.(map[string]any)
			rulings = append(rulings, map[string]any{"object": "ruling", "oracle_id": oracle, "source": "wotc", "published_at": r["date"], "comment": r["text"]})
		}
	}
	return cards, rulings
}
