// Package rules is arbitre's rules engine: a small Magic: The Gathering
// rules engine that executes the examples the documents give, so that each
// ruling, rule paragraph or glossary entry can show that the rules really
// produce what it says.
//
// Two packages sit on top of it and it imports neither: package read
// compiles printed card text (French, Italian) into the engine's abilities,
// and package scenario holds the scenario language, its loader and its
// runner, with the scenarios themselves.
//
// # The engine
//
// A Game holds players (life, mana pool, library, hand, graveyard), the
// shared zones (battlefield, stack, exile, command) and objects. An Object
// is a card, token, copy, spell or ability; it changes identity when it
// changes zones (rule 400.7), and what it was is kept as last known
// information for "dies" triggers and for combat damage dealt after its
// source left.
//
// Characteristics are computed, never stored: the printed face (or what a
// rule puts in its place — a face-down 2/2, a room's unlocked doors, the
// combined back faces of a melded permanent whose mana value is the sum of
// its fronts, an impending permanent that is not a creature while it has
// time counters, a bestowed aura, a merged permanent's top card with the
// abilities of every card merged with it), then every continuous effect layer by
// layer (613: control, type, color, abilities, then the power/toughness
// sublayers: characteristic-defining, setting, modifying with counters,
// switching), each layer in timestamp order. A room door's static
// abilities take the time the door was unlocked. Dependencies (613.8) are
// not modelled: timestamps decide.
//
// The engine executes: mana costs with X, hybrid and {2/W}; mana values in
// every zone; total costs (601.2f) with alternative costs (emerge, which
// the sacrificed creature's mana value reduces; impending; bestow;
// miracle; escape; mutate, which merges the spell with its target, 721;
// casting without paying), additional costs (escalate for
// each extra mode, strive for each extra target, kicker), increases and
// generic-only reductions (affinity, "costs {2} less"); casting and
// activating with the stack, last in first out, targets checked on casting
// and again on resolution (608.2b); triggered abilities, put on the stack
// the next time a player would receive priority, active player first
// (cast triggers therefore resolve before their spell); combat with attack
// and block legality (flying, reach, defender, fear, menace, skulk,
// landwalk, protection, "can't block"), first and double strike, trample,
// deathtouch, lifelink (one life-gain event per source), damage assignment
// among ordered blockers; state-based actions (lethal damage, deathtouch,
// 0 toughness, 0 life, empty library, the legend rule, unattached auras,
// +1/+1 and -1/-1 counters cancelling); replacement and prevention of
// damage; the corpus's mechanics: rooms, impending, manifest dread,
// face-down permanents, survival, eerie, delirium, meld, emerge, escalate,
// strive, bestow, constellation, heroic, devotion, monstrosity, scry.
//
// Priority (priority.go): the active player receives it as each step
// begins and after each resolution; a player who casts, activates or takes
// a special action receives it again; Pass gives it to the next player,
// and when all have passed in succession the top of the stack resolves, or
// the step ends. A scenario may leave the passes out ("resolve"). Hidden
// information (hidden.go): CanSee says whether a player may see an object
// (hands, libraries, face-down spells and permanents, cards exiled face
// down), with the permissions of op may_look. Face-down cards
// (facedown.go): morph, megamorph, disguise (cast face down for {3},
// turned face up for the keyword's cost), manifest. Transforming
// double-faced cards (transform.go). Keywords that cast the card from the
// printed keyword alone (keyword_casts.go): miracle, madness, and
// typecycling; ninjutsu and cycling (keyword_activated.go).
//
// # Eras
//
// A game is played under EraModern or Era9ED. The 9th-edition rules
// (2005) differ where the old rulebook's examples rely on it: unspent mana
// burns (its controller loses that much life) at the end of each phase
// instead of emptying at the end of each step; combat damage goes on the
// stack and is dealt when it resolves, even if its source has left; the
// legend rule puts every legendary permanent with the same name into its
// owner's graveyard; +1/+1 and -1/-1 counters do not cancel. Zone.Name
// gives the era's wording ("en jeu", "retiré de la partie").
//
// # The ability language
//
// An ability is static (static: a list of continuous effects, with if: a
// condition), triggered (when: an event, filter:, if: an intervening
// condition checked on triggering and on resolution, once:, once_per_turn:), activated
// (cost:, tap:, sacrifice:, bounce: (return a chosen permanent to hand),
// discard:, life:, loyalty: "+1" or "-2" for a
// planeswalker's loyalty ability, sorcery:, from:,
// activate_if:, label:), a mana ability (mana: "{W}|{B}"), or the spell
// ability of an instant, a sorcery or an aura (targets: and do:, or
// modes: with choose: "1", "1-2", "1+"). Targets are filters, with min and
// max for "up to" and "any number".
//
// Triggers: enters, enters_any, dies, dies_any, leaves,
// leaves_to_graveyard (any permanent put into a graveyard from the
// battlefield),
// put_into_graveyard, cast_self, cast_any, drawn_self, targeted_by_you
// (heroic), targeted_by_opp, attacks, attacks_first_each_turn,
// creature_attacks, you_attack,
// attacks_player (once per player attacked; them: that player),
// targeted_by_spell (anyone's spell), targeted (anyone's spell or ability),
// play_card (you cast a spell or play a land matching filter),
// land_tapped_for_mana (any player; a mana ability: resolves at once), player_first_spell (them: the
// caster; it: the spell), you_second_spell (it: the spell),
// opp_second_spell (them: that opponent; it: the spell), opp_first_life_loss (them: that opponent),
// attacks_alone, blocks, becomes_blocked, creature_becomes_blocked,
// blocks_or_blocked, upkeep, draw_step, begin_combat, main2 (the second
// main phase only: survival), end_step, combat_damage_player,
// combat_damage_player_batch (once per player dealt combat damage by one
// or more matching creatures), enters_batch (once per event in which one or
// more matching permanents enter), milled_batch (once per event in which
// one or more matching cards are put into your graveyard from your library;
// the reference batch names them), put_into_your_graveyard_batch (once per
// event in which one or more matching cards are put into your graveyard from
// anywhere; batch names them),
// deals_damage (once per simultaneous event; amount: the total),
// damaged_by_source (once per source; it_source: that source),
// damage_to_opp, combat_damage_opp, damage_to_player (them: the player dealt
// damage), damage_to_creature, combat_damage_creature (it: the creature
// dealt damage), blocks_creature, blocked_by_creature, blocks_or_blocked_by
// (filter: the other creature; it_other: that creature),
// attacks_with_two_others (battalion), each_draw_step,
// enchanted_player_upkeep, opp_begin_combat, cycled_self (you cycle this
// card: it triggers where the card was put), you_cycle, player_cycles,
// you_discard (cycling included), you_sacrifice, you_second_draw,
// creature_attacks_or_blocks, attacks_you (or a planeswalker you control),
// becomes_tapped, becomes_untapped, tapped_any (it: that permanent),
// enchanted_player_attacked, enchanted_controller_upkeep (them: that
// player), leaves_to_graveyard_any, plus_counters_on_self,
// you_tap_land_for_mana (a mana ability), you_damaged, combat_damage_you
// (it_source: the creature), damage_to_you (combat or not; it_source: the
// source), combat_damage_enchanted_player (it_source: the creature),
// you_first_spell_opp_turn, enchanted_targeted,
// leaves_to_exile (look-back), each_begin_combat, each_main1 (them: the
// active player), leaves_any (look-back),
// creature_blocks (once per blocker), damaged_any, targeted_any,
// targeted_any_by_opp, turned_face_up_any, tapped_for_mana_any (a mana
// ability when it adds mana; it: the permanent), put_into_graveyard_self (from
// the graveyard), milled_self (from the graveyard), put_into_your_graveyard,
// put_into_opp_graveyard, combat_damage_player_or_pw (it_source: the
// creature), exploits (this creature exploits a creature: 702.110b; it
// looks back when it sacrificed itself), attacks_with_greater_power
// (training, 702.149a: this creature and another of greater power attack),
// exerted (you exert this creature as it attacks, 701.43), exerted_any
// (you exert a creature; it: that creature),
// mutates (a mutating creature spell merged with this creature, 702.140c),
// mutates_any (a creature matching filter mutates; it: that creature),
// haunted_dies (the creature this card haunts dies: it triggers from
// exile, 702.55c),
// deals_combat_damage, noncombat_damage_opp, damaged, player_damaged, unlock_door,
// fully_unlocked (eerie), manifest_dread, sacrificed, sacrificed_self, becomes_monstrous,
// life_gained, life_lost, draw, turned_face_up, transforms, madness_exiled
// (a card with madness discarded into exile), opp_life_lost, opp_discards,
// enchanted_player_casts; what other players do and every player's steps
// (them: that player): opp_upkeep, each_upkeep, opp_end_step,
// each_end_step, end_of_combat (the beginning of the end of combat step,
// "at end of combat"), opp_casts, player_casts, opp_draws, player_draws (a card
// matching filter; it: the card), player_loses_game, opp_taps_for_mana (a
// permanent matching filter; a mana ability when it adds mana); main1 (the first main
// phase), enchanted_damaged (the creature an aura enchants),
// you_combat_damaged; schemes in the command zone: set_in_motion (this
// scheme), scheme_set_in_motion (a scheme matching filter; the action
// set_in_motion sets one in motion, the op abandon abandons it);
// reflexive (an ability the op reflexive triggers when the optional
// instruction before it was done: "when you do", 603.12, or when its if:
// holds); token_created (you create a token matching filter; the token a
// resolved copy of a permanent spell becomes is not created, 111.12);
// chapter (a Saga's chapter ability, chapter: N: its lore counters reach
// N, 714.2b); die rolls: die_rolled (you roll a die, the planar die too;
// amount: the result), die_rolled_highest (you roll a die's highest
// natural result), chaos_rolled (you roll {CHAOS} on the planar die:
// a plane's chaos ability, from the command zone).
//
// Instructions (do:) are an op and its arguments: one-shot ops (damage,
// draw, destroy, token …) act once; continuous ops change characteristics
// in a layer (grant, set_pt, pump …) or a rule of the game (max_hand,
// prevent, cost_less …), for a duration (until:) from a resolving ability
// or for as long as a static ability exists; others are read as a
// permanent enters (enters_tapped, enters_with_counters …). Among them:
// exile_until_leaves (610.3c), pay_life (119.4), move_one,
// cant_be_blocked_by (kind: the blockers' filter), ignore_hexproof,
// no_ward, untap_during_others
// (untap in each other player's untap step), extra_combat (from a combat
// phase, the next combat follows it directly).
//
// Filters are space-separated conditions that all hold: card types
// (creature, artifact …, "creature|planeswalker"), non-words (nonland,
// noncreature, nontoken), colors, permanent, card, spell, ability, player,
// opponent, any (any target), token, copy, self, other, except:<ref>,
// you_control, opp_control, you_own, opp_own, voter_owns (owned by the
// player whose vote is counted, vote.go), damaged_by_self (dealt damage by
// the source this turn), tapped, untapped, attacking,
// blocking, face_down, legendary, basic, snow, colorless, multicolored,
// monstrous, commander, enchanted, equipped, enchanted_by_self, defending_control
// (controlled by the player the source attacks), sub:<subtype>, name:<name>,
// has:<keyword>, counter:<kind>, power<=2, toughness<=5, mv<=3, and
// in:<zone> (default: the battlefield; "card" means any zone). A leading
// "!" negates a condition.
//
// Expressions are integers with + - * /, comparisons and && || ! (true is
// 1): numbers, x, amount (the triggering event's amount), delirium,
// your_turn, your_upkeep, creatures_died (morbid: creatures that died this turn), did (the last optional instruction, "you may", was done:
// "if you do"), kicked (the resolving spell was, or the permanent entered as a kicked spell), kicked_count (how many times: multikicker), cast_from_graveyard (the entering permanent was cast from a graveyard), modes, targets, and count(filter), power(ref),
// toughness(ref), mv(ref), loyalty(ref), damage(ref), counters(ref, kind),
// tapped(ref), monstrous(ref), attacking(ref), unlocked(ref), is(ref,
// filter), card_is(ref, Type), legal(ref), life(player), hand(player),
// library(player), graveyard(player), types_in_graveyard(player),
// basic_land_types(player) (domain),
// lost_life(player), gained_life(player), drawn(player), poison(player),
// lands_entered(player), face_down_entered(player), turned_face_up(player), attacked(player),
// resolutions() (of the resolving ability this turn, this one included),
// devotion(WB), half_up(e), half_down(e), prime(e), min(a, b), max(a, b),
// mv_sum(ref), chose(ref, value), all_counters(ref), lowest_life(player),
// dealt_player(player) (dealt damage by this resolution: "this way"),
// spells_cast_last_turn(), most_cast_last_turn() (by one player),
// left_battlefield(player) (revolt), total_power(filter), cast_from(ref, zone).
// References: self, t0 … t9 (targets), slot<i> and slot<i>.<j> (the targets
// of slot i, its j-th one), targets, it (the event's object),
// it_cards, self_cards, dealt_creatures, it_source, it_other, enchanted, equipped, chosen, sacrificed, exiled,
// affected, all:<filter>, and for players you, opp, each_opponent, other_opponents (but them),
// each_player, active, them, enchanted_player, controller(ref), owner(ref).
//
// # The registry
//
// The ops are kept in one registry (BuiltinOps): name → handler, arguments
// (name, kind, required or optional) and one line of documentation. Adding
// one is one entry in a table (ops_*.go, or the file of its mechanic, whose
// table registerOps lists). CheckAbility validates
// abilities against a registry (an unknown op, a missing argument or one
// the op does not take is an error at its line). A continuous op that
// changes a rule is read where that rule is applied (MaxHandSize reads
// max_hand): adding one also means teaching its rule. The functions of
// expressions (exprfuncs.go) and the trigger events (triggerkinds.go) are
// tables of the same shape; `arbitre verify --ops` lists them all
// (OpDocs, FunctionDocs, TriggerDocs).
package rules
