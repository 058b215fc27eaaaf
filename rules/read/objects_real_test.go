package read

import (
	"slices"
	"testing"
)

// objectRows are real cards (key set-number) whose printed French and
// Italian text and English Oracle text each compile, among their forms, to
// want: object-subject clauses and self statics (branch grammar-objects),
// read by grammar in the three languages.
var objectRows = []struct{ key, want string }{
	// Base power and toughness, static and for a time.
	{"akh-58", "static static=[set_pt(p=0 t=2 affects=enchanted)]"},
	{"dtk-72", "static static=[set_pt(p=0 t=2 affects=enchanted)]"},
	{"afc-38", "static static=[set_pt(p=10 t=10 affects=equipped)]"},
	// « devient 1/1 » / « diventa 1/1 »: Oracle's base power and toughness.
	{"m11-52", "spell targets=[creature] do=[set_pt(p=1 t=1 what=t0 until=eot)]"},
	{"c19-187", "spell do=[set_pt(p=x t=x what=all:creature you_control until=eot)]"},
	{"shm-168", "activated cost={2}{U}{B} do=[set_pt(p=4 t=1 what=all:creature unblocked until=eot)]"},
	// Counters counted as it enters, or only if it was kicked.
	{"grn-235", "static static=[enters_with_counters(n=count(sub:gate you_control) kind=+1/+1)]"},
	{"mh2-148", "static static=[enters_with_counters(n=count(other sub:ooze you_control) kind=+1/+1)]"},
	{"mh2-192", "static static=[enters_with_counters(n=count(land you_control) kind=loyalty)]"},
	// The spell's own reduction while a condition holds.
	{"iko-54", "static static=[cost_less(n=2 affects=self if=count(creature has:flying you_control) >= 1)]"},
	{"war-115", "static static=[cost_less(n=3 affects=self if=count(creature power>=4 you_control) >= 1)]"},
	{"vow-51", "static static=[cost_less(n=1 affects=self if=count(sub:zombie you_control) >= 1)]"},
	// Any number of blocks: as many as there are attackers.
	{"m10-23", "static static=[extra_blocks(n=count(creature attacking) affects=self)]"},
	{"dis-20", "spell targets=[creature] do=[extra_blocks(n=count(creature attacking) what=t0 until=this_turn)]"},
	// « sont chacune égale »: the singular of older printings.
	{"ala-49", "static static=[cda_pt(p=count(artifact you_control) t=count(artifact you_control) affects=self)]"},
	{"10e-280", "static static=[cda_pt(p=count(land you_control) t=count(land you_control) affects=self)]"},
	// Can't block a kind of creature: block only the others.
	{"dtk-169", "static static=[block_only(kind=!power>=2 affects=self)]"},
	{"8ed-52", "static static=[block_only(kind=!power<=2 affects=self)]"},
	{"aer-34", "static static=[block_only(kind=!artifact affects=self)]"},
	{"10e-198", "activated cost={1}{R} targets=[creature] do=[block_only(what=t0 kind=!self until=this_turn)]"},
	// Attacking as though it didn't have defender (« comme s'il n'était
	// pas un mur » before defender).
	{"ths-104", "activated cost={1}{U} do=[grant(what=self keywords=attack_despite_defender until=this_turn)]"},
	{"jud-47", "activated cost={W} do=[grant(what=self keywords=attack_despite_defender until=this_turn)]"},
	{"m19-30", "static if=is(self, enchanted) || is(self, equipped) static=[grant(keywords=attack_despite_defender affects=self)]"},
	// A keyword lost while the static ability applies.
	{"avr-181", "static static=[lose_keywords(keywords=flying affects=enchanted)]"},
	{"afc-202", "static static=[pump(p=10 t=10 affects=equipped); lose_keywords(keywords=flying affects=equipped)]"},
	// Strive: the spell's own increase per target after the first.
	{"jou-2", "keyword strive {2}{W}"},
	{"jou-30", "keyword strive {2}{U}"},
	{"ddg-12", "static static=[enters_with_counters(n=2 kind=+1/+1 if=kicked); grant(keywords=first_strike affects=self if=kicked)]"},
}

// TestObjectShapesReal reads the cards of objectRows in the three
// languages: each must hold the row's form.
func TestObjectShapesReal(t *testing.T) {
	forms, unread := realForms(t)
	for _, row := range objectRows {
		for _, lang := range []string{"fr", "it", "en"} {
			got, ok := forms[lang+"-"+row.key]
			if !ok {
				t.Fatalf("%s-%s: not among the real cards", lang, row.key)
			}
			if !slices.Contains(got, row.want) {
				t.Errorf("%s-%s: want %q among\n%q\nunread: %q", lang, row.key, row.want, got, unread[lang+"-"+row.key])
			}
		}
	}
}

// realForms reads every real card whose key a row names (realFormsOf).
func realForms(t *testing.T) (forms, unread map[string][]string) {
	t.Helper()
	want := map[string]bool{}
	for _, row := range objectRows {
		want[row.key] = true
	}
	return realFormsOf(t, want)
}
