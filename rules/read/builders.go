package read

import (
	"strings"

	"github.com/arbitre/arbitre/rules"
)

// A builder turns the match of one shape into the ability language. A
// lexicon (lexicon/fr.yaml, lexicon/it.yaml) writes each shape as a pattern under a name, in one
// of its tables (effects, statics, costs, restrictions, conditions, flows);
// the name is the key of the shape's builder in builders, so that one shape
// means one thing in every language. The pattern's named groups
// ((?P<obj>…), (?P<n>…) …) reach the builder as m, by name.

// An effectBuilder makes the instructions of an effect or static shape.
type effectBuilder = func(rd *reader, m map[string]string) ([]*rules.Effect, error)

// An applyBuilder reads a cost or restriction shape into the ability being
// read (its costs, its timing, how often it may be activated).
type applyBuilder = func(rd *reader, m map[string]string) error

// A condBuilder makes a condition's expression from a matched shape.
type condBuilder = func(rd *reader, m map[string]string) (string, error)

// A flowBuilder reads a sentence that shapes the instructions around it
// ("if you do", "then", "instead", "repeat this process"): out holds the
// instructions read so far, which it may change.
type flowBuilder = func(rd *reader, m map[string]string, out *[]*rules.Effect) error

// builderTable holds the builders by kind, each keyed by shape name.
type builderTable struct {
	effects map[string]effectBuilder
	applies map[string]applyBuilder
	conds   map[string]condBuilder
	flows   map[string]flowBuilder
}

// builders lists every builder of the reader, by kind and shape name: a
// shape a lexicon names must be here (compileShapes fails otherwise), and
// adding a shape is one entry here and one pattern in each lexicon. The
// builders themselves are written in the files of their families
// (damage.go, counters.go, zones.go, library.go, tokens.go, mana.go,
// copy.go, life.go, cast.go, combat.go, continuous.go, choices.go, hand.go,
// conditions.go, costs.go, flows.go …); the generic ones (playerCount,
// objectOp …) are below.
var builders = builderTable{
	effects: map[string]effectBuilder{
		"abandon":                        one(buildAbandon),
		"add_mana":                       one(buildAddMana),
		"add_mana_amount":                one(buildAddManaAmount),
		"add_mana_each":                  one(buildAddManaEach),
		"add_mana_each_counter":          one(buildAddManaEachCounter),
		"add_mana_produced":              one(buildAddManaProduced),
		"add_mana_to":                    one(buildAddManaTo),
		"add_mana_to_each":               one(buildAddManaToEach),
		"attach_self":                    one(buildAttachSelf),
		"become_copies_until":            one(buildBecomeCopiesUntil),
		"become_copy":                    one(buildBecomeCopy),
		"becomes":                        buildBecomes,
		"becomes_base":                   readBecomesBase,
		"becomes_creature":               buildBecomesCreature,
		"begin_on_battlefield":           one(buildBeginOnBattlefield),
		"both_add_type":                  buildBothAddType,
		"bottom_looked":                  one(buildBottomLooked),
		"bounce":                         objectOp("bounce"),
		"cant_attack_or_block":           one(buildCantAttackOrBlock),
		"attacks_this_turn":              one(buildAttacksThisTurn),
		"cant_regenerate_for":            one(buildCantRegenerateFor),
		"indestructible_for":             one(buildIndestructibleFor),
		"damage_itself":                  one(buildDamageItself),
		"attacks_each_combat":            one(buildAttacksEachCombat),
		"assign_as_unblocked":            one(buildAssignAsUnblocked),
		"cant_attack":                    one(buildCantAttack),
		"cant_attack_alone":              one(buildCantAttackAlone),
		"untargetable":                   one(buildUntargetable),
		"blocked_only_by":                one(buildBlockedOnlyBy),
		"block_only":                     one(buildBlockOnly),
		"block_as_flying":                one(buildBlockAsFlying),
		"attack_despite_defender":        one(buildAttackDespiteDefender),
		"extra_blocks":                   one(buildExtraBlocks),
		"extra_blocks_any":               one(buildExtraBlocksAny),
		"fight":                          one(buildFight),
		"cant_activate":                  one(buildCantActivate),
		"cant_attack_or_block_alone":     one(buildCantAttackOrBlockAlone),
		"cant_be_blocked_by":             one(buildCantBeBlockedBy),
		"cant_be_countered":              one(buildCantBeCountered),
		"cant_block":                     one(buildCantBlock),
		"cant_block_filter":              one(buildCantBlockFilter),
		"cant_cast":                      one(buildCantCast),
		"cant_gain_life":                 one(buildCantGainLife),
		"cant_gain_life_game":            one(buildCantGainLifeGame),
		"cant_remove_counters":           one(buildCantRemoveCounters),
		"cast_copies":                    one(buildCastCopies),
		"cast_for_life":                  one(buildCastForLife),
		"cast_free":                      one(castFree),
		"cast_free_exiled":               one(buildCastFreeExiled),
		"cast_free_it":                   one(castFree),
		"cast_from_top":                  one(buildCastFromTop),
		"change_target":                  one(buildChangeTarget),
		"choose_and_control":             buildChooseAndControl,
		"choose_from_hand":               one(buildChooseFromHand),
		"choose_one_of_them":             one(buildChooseOneOfThem),
		"choose_opponent":                one(buildChooseOpponent),
		"choose_opponent_chosen":         one(buildChooseOpponentChosen),
		"set_life_who":                   one(buildSetLifeWho),
		"you_and_chosen_each":            buildYouAndChosenEach,
		"choose_parity":                  one(buildChooseParity),
		"choose_player":                  one(buildChoosePlayer),
		"choose_target":                  buildChooseTarget,
		"chosen_type_everywhere":         one(buildChosenTypeEverywhere),
		"control":                        one(buildControl),
		"control_all":                    buildControlAll,
		"control_the_rest":               one(buildControlTheRest),
		"controller_chooses_one_target":  one(buildControllerChoosesOneTarget),
		"copy_activated":                 one(buildCopyActivated),
		"copy_cards":                     one(buildCopyCards),
		"copy_it":                        one(buildCopyIt),
		"copy_spell":                     objectOp("copy_spell"),
		"cost_less":                      one(buildCostLess),
		"cost_less_self":                 one(buildCostLessSelf),
		"cost_less_self_if":              one(buildCostLessSelfIf),
		"cost_more":                      one(buildCostMore),
		"counter":                        objectOp("counter"),
		"counters":                       one(buildCounters),
		"counters_amount":                one(buildCountersAmount),
		"counters_that_many":             one(buildCountersThatMany),
		"damage":                         one(buildDamage),
		"damage_each":                    buildDamageEach,
		"damage_player_theirs":           buildDamagePlayerTheirs,
		"shuffle_hand_graveyard":         buildShuffleHandGraveyard,
		"skip_next":                      one(buildSkipNext),
		"exile_graveyard_of":             one(buildExileGraveyardOf),
		"damage_again":                   one(buildDamageAgain),
		"damage_divided":                 one(buildDamageDivided),
		"damage_chosen_other_cant_block": buildDamageChosenOtherCantBlock,
		"damage_commander_mv":            buildDamageCommanderMv,
		"damage_plus":                    damagePlus(""),
		"damage_plus_combat":             damagePlus("combat"),
		"damage_plus_noncombat":          damagePlus("noncombat"),
		"damage_that_much":               one(buildDamageThatMuch),
		"damage_total_mv":                one(buildDamageTotalMv),
		"destroy":                        objectOp("destroy"),
		"regenerate":                     objectOp("regenerate"),
		"reorder_top":                    numberEffect("reorder_top"),
		"reorder_top_of":                 topOfWho("reorder_top"),
		"exile_top_of":                   topOfWho("exile_top"),
		"exiles_one_from_graveyard":      buildExilesOneFrom("graveyard"),
		"exiles_one_from_hand":           buildExilesOneFrom("hand"),
		"one_looked_rest_graveyard":      oneLookedRest("graveyard"),
		"one_looked_rest_bottom":         oneLookedRest("library"),
		"discard":                        one(buildDiscard),
		"discard_any":                    one(buildDiscardAny),
		"discard_each":                   one(buildDiscardEach),
		"discard_hand":                   one(buildDiscardHand),
		"discard_hands":                  playerEffect("discard_hand"),
		"discard_hand_redraw":            buildDiscardHandRedraw,
		"discard_equal":                  playerCount("discard"),
		"discard_or_pay":                 one(buildDiscardOrPay),
		"discard_that_card":              one(buildDiscardThatCard),
		"discard_that_many":              one(buildDiscardThatMany),
		"discard_that_many_who":          thatManyOp("discard"),
		"distribute_counters":            one(buildDistributeCounters),
		"double_counters":                one(buildDoubleCounters),
		"double_noncombat":               one(buildDoubleNoncombat),
		"draw":                           playerCount("draw"),
		"draw_discarded":                 one(buildDrawDiscarded),
		"draw_that_many":                 one(buildDrawThatMany),
		"dread_card_to_hand":             one(buildDreadCardToHand),
		"each_player_chooses":            one(buildEachPlayerChooses),
		"emblem":                         one(buildEmblem),
		"enters_as_copy":                 one(buildEntersAsCopy),
		"enters_creature_type":           one(buildEntersCreatureType),
		"enters_pay_life":                one(buildEntersPayLife),
		"enters_color":                   one(buildEntersColor),
		"enters_color_other":             one(buildEntersColorOther),
		"enters_basic_land_type":         one(buildEntersBasicLandType),
		"enters_reveal":                  one(buildEntersReveal),
		"enters_tapped":                  one(buildEntersTapped),
		"enters_tapped_unless":           one(buildEntersTappedUnless),
		"enters_tapped_with_counters":    buildEntersTappedWithCounters,
		"enters_with_counters_from_hand": one(buildEntersWithCountersFromHand),
		"enters_with_counters_if_cast_from_graveyard": one(buildEntersWithCountersIfCastFromGraveyard),
		"enters_with_counters":                        one(buildEntersWithCounters),
		"enters_with_counters_each":                   one(buildEntersWithCountersEach),
		"enters_with_counters_amount":                 one(buildEntersWithCountersAmount),
		"enters_with_counters_if":                     buildEntersWithCountersIf,
		"exile":                                       objectOp("exile"),
		"exile_graveyard_types":                       one(buildExileGraveyardTypes),
		"exile_library_but":                           playerCount("exile_library_but"),
		"exile_top":                                   one(buildExileTop),
		"exile_top_who":                               one(buildExileTopWho),
		"exile_until":                                 one(buildExileUntil),
		"exile_until_leaves":                          objectOp("exile_until_leaves"),
		"exile_with_counters":                         one(buildExileWithCounters),
		"exiled_to_hand":                              one(buildExiledToHand),
		"extra_combat":                                one(buildExtraCombat),
		"extra_land":                                  one(buildExtraLand),
		"extra_trigger":                               one(buildExtraTrigger),
		"extra_turn":                                  one(buildExtraTurn),
		"extra_turn_who":                              one(buildExtraTurnWho),
		"extra_land_who":                              one(buildExtraLandWho),
		"for_each_vote":                               one(buildForEachVote),
		"gain_life":                                   one(buildGainLife),
		"get_energy":                                  one(buildGetEnergy),
		"gain_life_expr":                              one(buildGainLifeExpr),
		"gain_life_who":                               one(buildGainLifeWho),
		"goad":                                        one(buildGoad),
		"grant":                                       one(buildGrant),
		"grant_escape_exile":                          grantAltCost("escape", buildGrantEscapeExile),
		"grant_miracle_less":                          grantAltCost("miracle", buildGrantMiracleLess),
		"ignore_hexproof":                             one(buildIgnoreHexproof),
		"is_type":                                     readIsType,
		"life_gain_plus":                              one(buildLifeGainPlus),
		"look_any_time":                               one(buildLookAnyTime),
		"look_hand":                                   one(buildLookHand),
		"look_top":                                    buildLookTop,
		"lose_abilities":                              one(buildLoseAbilities),
		"lose_game":                                   one(buildLoseGame),
		"lose_half_life":                              one(buildLoseHalfLife),
		"lose_keywords":                               one(buildLoseKeywords),
		"lose_life":                                   one(buildLoseLife),
		"lose_life_each":                              one(buildLoseLifeEach),
		"lose_life_that_much":                         thatManyOp("lose_life"),
		"manifest":                                    one(buildManifest),
		"manifest_dread":                              playerCount("manifest_dread"),
		"manifest_dread_times":                        one(buildManifestDreadTimes),
		"max_hand_minus_types":                        one(buildMaxHandMinusTypes),
		"may_cast_from_graveyard":                     one(buildMayCastFromGraveyard),
		"may_cast_self_from_graveyard":                one(buildMayCastSelfFromGraveyard),
		"mill":                                        playerCount("mill"),
		"mill_that_many":                              thatManyOp("mill"),
		"mill_twice":                                  one(buildMillTwice),
		"monstrosity":                                 numberEffect("monstrosity"),
		"must_attack":                                 one(buildMustAttack),
		"must_attack_owner":                           one(buildMustAttackOwner),
		"new_targets":                                 one(buildNewTargets),
		"no_face_up":                                  one(buildNoFaceUp),
		"no_life_loss":                                one(buildNoLifeLoss),
		"no_max_hand":                                 one(buildNoMaxHand),
		"no_max_hand_until":                           one(buildNoMaxHandUntil),
		"no_untap":                                    one(buildNoUntap),
		"no_ward":                                     one(buildNoWard),
		"only_you_and_chosen":                         one(buildOnlyYouAndChosen),
		"opp_graveyard_to_exile":                      one(buildOppGraveyardToExile),
		"opp_graveyard_to_exile_not_yours":            one(buildOppGraveyardToExileNotYours),
		"optional":                                    buildOptional,
		"choose_color":                                one(buildChooseColor),
		"choose_type":                                 one(buildChooseType),
		"all_creature_types":                          one(buildAllCreatureTypes),
		"may_not_untap":                               one(buildMayNotUntap),
		"optional_controller":                         buildOptionalController,
		"optional_have":                               buildOptionalHave,
		"cast_as_flash":                               one(buildCastAsFlash),
		"may_cast_self_from":                          one(buildMayCastSelfFrom),
		"may_cast_self_using":                         one(buildMayCastSelfUsing),
		"play_from_top":                               one(buildPlayFromTop),
		"look_top_any_time":                           one(buildLookTopAnyTime),
		"pay_mana_x":                                  one(buildPayManaX),
		"optional_make":                               buildOptionalMake,
		"others_enter_with_counters":                  one(buildOthersEnterWithCounters),
		"pay_instead":                                 one(buildPayInstead),
		"look_exiled_by_self":                         buildLookExiledBySelf,
		"alt_cost_own":                                one(buildAltCostOwn),
		"pay_energy":                                  one(buildPayEnergy),
		"pay_life":                                    numberEffect("pay_life"),
		"pay_mana":                                    one(buildPayMana),
		"pay_life_who":                                one(buildPayLifeWho),
		"pay_life_may":                                one(buildPayLifeMay),
		"piles":                                       numberEffect("piles"),
		"play_exiled_by_self_for_life":                one(buildPlayExiledBySelfForLife),
		"play_lands_from_graveyard":                   one(buildPlayLandsFromGraveyard),
		"play_free_it":                                one(buildPlayFree),
		"prevent_replace":                             one(buildPreventReplace),
		"prevent_combat":                              one(buildPreventCombat),
		"prevent":                                     one(buildPrevent),
		"prevent_kind":                                one(buildPreventKind),
		"prevent_from":                                one(buildPreventFrom),
		"prevent_to_and_by":                           buildPreventToAndBy,
		"pump":                                        one(buildPump),
		"pump_per_tapped":                             one(buildPumpPerTapped),
		"pump_per":                                    one(buildPumpPer),
		"pump_per_type":                               one(buildPumpPerType),
		"put_batch_onto_battlefield":                  one(buildPutBatchOntoBattlefield),
		"put_looked_battlefield":                      one(buildPutLookedBattlefield),
		"put_looked_hand":                             one(buildPutLookedHand),
		"put_on_library":                              moveTo("library"),
		"put_on_top":                                  putOnLibrary(false),
		"put_on_bottom":                               putOnLibrary(true),
		"reveal_top_hand":                             one(buildRevealTopToHand),
		"top_revealed":                                one(buildTopRevealed),
		"look_top_of":                                 buildLookTopOf,
		"put_one_among":                               buildPutOneAmong,
		"put_one_exiled":                              one(buildPutOneExiled),
		"put_onto_battlefield":                        one(readPut),
		"put_seen":                                    one(buildPutSeen),
		"put_per_type":                                one(buildPutPerType),
		"put_those_counters":                          one(buildPutThoseCounters),
		"redistribute_life":                           one(buildRedistributeLife),
		"remove_those_counters":                       one(buildRemoveThoseCounters),
		"return_that_card":                            one(buildReturnThatCard),
		"return_to_battlefield":                       one(buildReturnToBattlefield),
		"return_to_hand":                              one(buildReturnToHand),
		"return_all_of":                               one(buildReturnAllOf),
		"control_to":                                  one(buildControlTo),
		"player_counters":                             one(buildPlayerCounters),
		"one_on_top":                                  one(buildOneOnTop),
		"mill_half":                                   one(buildMillHalf),
		"return_under_your_control":                   one(buildReturnUnderYourControl),
		"reveal":                                      objectOp("reveal"),
		"reveal_pick":                                 one(readRevealPick),
		"reveal_top":                                  numberEffect("reveal_top"),
		"reveal_until":                                one(buildRevealUntil),
		"roll_die":                                    one(buildRollDie),
		"roll_planar":                                 one(buildRollPlanar),
		"sacrifice":                                   one(buildSacrifice),
		"sacrifice_next_end_step":                     one(buildSacrificeNextEndStep),
		"sacrifice_object":                            one(buildSacrificeObject),
		"sacrifice_or_discard":                        one(buildSacrificeOrDiscard),
		"schemes_instead":                             one(buildSchemesInstead),
		"scry":                                        playerCount("scry"),
		"search":                                      buildSearchKinds,
		"search_their":                                one(buildSearchTheir),
		"search_of":                                   one(buildSearchOf),
		"set_base_pt_expr":                            one(buildSetBasePtExpr),
		"set_base_pt":                                 one(buildSetBasePt),
		"cda_pt_expr":                                 one(buildCdaPtExpr),
		"cda_power":                                   one(buildCdaPower),
		"switch_pt":                                   one(buildSwitchPT),
		"set_in_motion_again":                         one(buildSetInMotionAgain),
		"shuffle_into_library":                        moveTo("library"),
		"shuffle_graveyard":                           one(buildShuffleGraveyard),
		"surveil":                                     playerCount("surveil"),
		"tap":                                         objectOp("tap"),
		"transform":                                   objectOp("transform"),
		"proliferate":                                 one(buildProliferate),
		"populate":                                    one(buildPopulate),
		"explore":                                     buildExplore,
		"adapt":                                       buildAdapt,
		"bolster":                                     numberEffect("bolster"),
		"tap_any_number":                              one(buildTapAnyNumber),
		"token":                                       buildToken,
		"token_copy_commander":                        buildTokenCopyCommander,
		"token_copy_each":                             one(buildTokenCopyEach),
		"token_copy_except":                           one(buildTokenCopyExcept),
		"token_copy":                                  one(buildTokenCopy),
		"token_copy_for_each":                         one(buildTokenCopyForEach),
		"token_that_many":                             buildTokenThatMany,
		"token_for_each":                              buildTokenForEach,
		"token_for_each_first":                        buildTokenForEachFirst,
		"counters_for_each_first":                     one(buildCountersForEachFirst),
		"gain_life_first":                             one(buildGainLifeFirst),
		"token_list":                                  buildTokenList,
		"token_per_kind_counter":                      buildTokenPerKindCounter,
		"token_for":                                   buildTokenFor,
		"token_named":                                 buildTokenNamed,
		"token_per_counter":                           buildTokenPerCounter,
		"top_or_bottom":                               objectOp("top_or_bottom"),
		"turn_face_up":                                objectOp("turn_face_up"),
		"unblockable":                                 one(buildUnblockable),
		"unlock_cost_less":                            one(buildUnlockCostLess),
		"untap":                                       objectOp("untap"),
		"untap_during_others":                         one(buildUntapDuringOthers),
		"untap_upto":                                  one(buildUntapUpto),
		"vote":                                        one(buildVote),
		"win_game":                                    one(buildWinGame),
		"you_and_yours":                               buildYouAndYours,
		"your_graveyard_to_exile":                     one(buildYourGraveyardToExile),
		"zero_cost_from_exile":                        one(buildZeroCostFromExile),
	},
	applies: map[string]applyBuilder{
		"cast_choose":      applyCastChoose,
		"bounce_cost":      applyBounceCost,
		"discard_cost":     applyDiscardCost,
		"discard_filter":   applyDiscardFilter,
		"discard_self":     applyDiscardSelf,
		"exile_cost":       applyExileCost,
		"if":               applyActiveIf,
		"if_sorcery":       applyIfSorcery,
		"and":              applyRestrictionAnd,
		"once":             applyOnce,
		"once_per_turn":    applyOncePerTurn,
		"pay_energy":       applyPayEnergy,
		"pay_life":         applyPayLife,
		"pay_mana":         applyPayMana,
		"remove_counters":  applyRemoveCounters,
		"sacrifice_filter": applySacrificeFilter,
		"sacrifice_or_pay": applySacrificeOrPay,
		"sacrifice_self":   applySacrificeSelf,
		"sorcery":          applySorcery,
		"tap_other":        applyTapOther,
	},
	conds: map[string]condBuilder{
		"below_half_start":            condBelowHalfStart,
		"control_any":                 filterCond("count(%s you_control) >= 1"), // at least one, as control_at_least reads "an" (grammar-parity-en)
		"control_at_least":            countFilterCond("count(%s you_control) >= %d"),
		"control_prime":               condControlPrime,
		"creature_died":               condCreatureDied,
		"delirium":                    condDelirium,
		"did":                         condDid,
		"did_not":                     condDidNot,
		"died_at_least":               condDiedAtLeast,
		"died_matching":               filterCond("died_matching(%s) > 0"),
		"discarded_this_way":          condDiscardedThisWay,
		"door_names_at_least":         countFilterCond("door_names(%s) >= %d"),
		"drew_last_turn":              condDrewLastTurn,
		"enchanted_face_down":         condEnchantedFaceDown,
		"face_down_entered":           condFaceDownEntered,
		"first_resolution":            condFirstResolution,
		"had_counters":                condHadCounters,
		"is_creature_card":            condIsCreatureCard,
		"lands_entered":               condLandsEntered,
		"hand_at_least":               numCond("hand(you) >= %d"),
		"hand_at_most":                numCond("hand(you) <= %d"),
		"life_at_least":               numCond("life(you) >= %d"),
		"life_at_most":                numCond("life(you) <= %d"),
		"gained_life_at_least":        numCond("gained_life(you) >= %d"),
		"gained_life":                 condGainedLife,
		"attacked_this_turn":          condAttackedThisTurn,
		"attacked_at_least":           numCond("attacked(you) >= %d"),
		"drawn_at_least":              numCond("drawn(you) >= %d"),
		"graveyard_at_least":          countFilterCond("count(%s) >= %d"),
		"not_your_turn":               condNotYourTurn,
		"is_quality":                  condIsQuality,
		"life_above_start":            condLifeAboveStart,
		"milled_same_types":           condMilledSameTypes,
		"milled_share_type":           condMilledShareType,
		"no_card_in_hand":             condNoCardInHand,
		"no_face_down":                condNoFaceDown,
		"player_dealt_this_way":       condPlayerDealtThisWay,
		"player_life_at_most":         condPlayerLifeAtMost,
		"put_into_graveyard_this_way": condPutIntoGraveyardThisWay,
		"sacrificed_this_turn":        condSacrificedThisTurn,
		"second_resolution":           condSecondResolution,
		"self_counters":               condSelfCounters,
		"self_tapped":                 condSelfTapped,
		"spent_less":                  condSpentLess,
		"third_resolution":            condThirdResolution,
		"turned_face_up":              condTurnedFaceUp,
		"types_at_least":              condTypesAtLeast,
		"was_cast":                    condWasCast,
		"was_creature":                condWasCreature,
		"your_turn":                   condYourTurn,
		"your_upkeep":                 condYourUpkeep,
		"kicked":                      condKicked,
	},
	flows: map[string]flowBuilder{
		"at_the_next_end_step":         flowAtTheNextEndStep,
		"at_end_of_combat":             flowAtEndOfCombat,
		"at_your_next_end_step":        flowAtYourNextEndStep,
		"become_copies_until":          flowBecomeCopiesUntil,
		"choose_distinct_mv":           flowChooseDistinctMv,
		"choose_opponent":              flowChooseOpponent,
		"choose_opponent_chosen":       flowChooseOpponentChosen,
		"choose_parity_first":          flowChooseParityFirst,
		"choose_targets":               flowChooseTargets,
		"choose_color":                 flowChooseColor,
		"choose_type":                  flowChooseType,
		"choose_targets_then":          flowChooseTargetsThen,
		"choose_upto_that_many":        flowChooseUptoThatMany,
		"target_verb":                  flowTargetVerb,
		"damage_plus_this_turn":        flowDamagePlusThisTurn,
		"do_once_per_turn":             readOnceEachTurn,
		"exile_if_dies":                readExileIfDies,
		"exile_if_it_would_die":        flowExileIfItWouldDie,
		"if":                           flowIf,
		"if_after":                     flowIfAfter,
		"instead":                      flowInstead,
		"mana_for":                     flowManaFor,
		"may_play_exiled":              flowMayPlayExiled,
		"extra_land_turn":              flowExtraLand,
		"at_next_upkeep":               flowAtNextUpkeep,
		"may_play_that_card":           flowMayPlayThatCard,
		"noncreature_moved":            flowNoncreatureMoved,
		"pick_revealed":                flowPickRevealed,
		"pile_chooser":                 flowPileChooser,
		"pile_outcome":                 flowPileOutcome,
		"reflexive_revealed":           flowReflexiveRevealed,
		"repeat_once_if":               flowRepeatOnceIf,
		"repeat_process":               flowRepeatProcess,
		"rest_bottom_random":           flowRestBottom,
		"looked_put":                   flowLookedPut,
		"looked_put_each":              flowLookedPutEach,
		"otherwise":                    flowOtherwise,
		"rest_looked_bottom":           flowRestLookedBottom,
		"rest_looked_graveyard":        flowRestLookedTo,
		"looked_surveil":               flowLookedSurveil,
		"revealed_to_hand_rest_bottom": flowRevealedToHandRestBottom,
		"revealed_put_rest_bottom":     flowRevealedPutRestBottom,
		"then":                         flowThen,
		"still_a":                      flowStillA,
		"cant_regenerate":              flowCantRegenerate,
		"counter_unless_paid":          flowCounterUnlessPaid,
		"tokens_for_the_difference":    flowTokensForTheDifference,
		"trigger_once":                 flowTriggerOnce,
		"trigger_once_per_turn":        flowTriggerOncePerTurn,
		"unless":                       flowUnless,
		"until_eot_prefix":             flowUntilEotPrefix,
	},
}

// one wraps a builder of a single instruction.
func one(f func(rd *reader, m map[string]string) (*rules.Effect, error)) effectBuilder {
	return func(rd *reader, m map[string]string) ([]*rules.Effect, error) {
		e, err := f(rd, m)
		if err != nil {
			return nil, err
		}
		return []*rules.Effect{e}, nil
	}
}

// numberEffect builds op with the number {n}: "monstruosité 3", "payer 3
// points de vie".
func numberEffect(op string) effectBuilder {
	return one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		if m["n"] == "" {
			// "La carte du dessus": the shape's singular, one.
			return &rules.Effect{Op: op, N: rules.ConstExpr(1)}, nil
		}
		n, err := rd.number(m["n"])
		if err != nil {
			return nil, err
		}
		return &rules.Effect{Op: op, N: n}, nil
	})
}

// playerEffect builds op for the player phrase {who}.
func playerEffect(op string) effectBuilder {
	return one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		who, err := rd.player(m["who"])
		if err != nil {
			return nil, err
		}
		return &rules.Effect{Op: op, To: who}, nil
	})
}

// thatManyOp is the effect op of the player m["who"] (To, unless "you"),
// as many as the event's amount (the damage prevented, the life lost …):
// "perd autant de points de vie", "meule autant de cartes".
func thatManyOp(op string) effectBuilder {
	return one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		who, err := rd.player(m["who"])
		if err != nil {
			return nil, err
		}
		e := &rules.Effect{Op: op, N: rules.MustParseExpr("amount")}
		if who != "you" {
			e.To = who
		}
		return e, nil
	})
}

// objectOp builds an instruction acting on the phrase {obj}: destroy, exile …
func objectOp(op string) effectBuilder {
	return one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		ref, err := rd.object(m["obj"])
		if err != nil {
			if refs, lerr := rd.targetList(m["obj"]); lerr == nil {
				return &rules.Effect{Op: op, What: refs}, nil
			}
			return nil, err
		}
		return &rules.Effect{Op: op, What: leftCard(rd, op, ref)}, nil
	})
}

// playerCount builds an instruction a player does N times: draw, mill …
func playerCount(op string) effectBuilder {
	return one(func(rd *reader, m map[string]string) (*rules.Effect, error) {
		who, err := rd.player(m["who"])
		if err != nil {
			return nil, err
		}
		e := &rules.Effect{Op: op}
		if who != "you" {
			e.To = who
		}
		if x := m["expr"]; x != "" {
			// "Draw cards equal to the greatest power among …".
			if e.N, err = rd.amount(x); err != nil {
				return nil, err
			}
		} else if n, ok := m["n"]; ok {
			if e.N, err = rd.number(n); err != nil {
				return nil, err
			}
			if e.N, err = rd.forEach(e.N, m["what"]); err != nil {
				return nil, err
			}
		} else if op != "manifest_dread" {
			e.N = rules.ConstExpr(1)
		}
		if op == "manifest_dread" {
			// « … puis attachez ~ à cette créature »: the creature is
			// the one manifested, not the card.
			rd.last = "manifested"
		}
		return e, nil
	})
}

// readContinuous builds a continuous instruction: from a resolving ability it
// lasts until its duration (end of turn by default); in a static ability it
// applies to {obj} for as long as the ability exists.
func readContinuous(rd *reader, op string, m map[string]string) (*rules.Effect, error) {
	// A clause without a subject ("prende +2/+0 e ha rapidità") is about
	// what the ability last named, as a pronoun would be.
	ref := rd.last
	if ref == "" {
		ref = "self"
	}
	if obj, ok := m["obj"]; ok {
		r, err := rd.object(obj)
		if err != nil {
			return nil, err
		}
		ref = r
	}
	e := &rules.Effect{Op: op}
	until, err := rd.until(m["until"])
	if err != nil {
		return nil, err
	}
	if until == "" {
		until = rd.sentenceUntil
	}
	if rd.static {
		if until != "" {
			return nil, unreadf("a duration in a static ability")
		}
		e.Affects = ref
		return e, nil
	}
	if until == "" && ref == "moved" && !rd.eotPrefix {
		// "Put target creature card … onto the battlefield under your
		// control. It gains indestructible.": no duration stated, it lasts
		// (611.2a) on the new permanent (branch grammar-library2).
		until = "game"
	}
	if until == "" {
		until = "eot"
	}
	e.What, e.Until = ref, until
	return e, nil
}

// quotedAbility reads an ability an effect grants, quoted in the text:
// it is read as a paragraph of its own, whose "this creature" is the
// object that has it.
func (rd *reader) quotedAbility(s string) (*rules.Ability, error) {
	var r Reading
	env := rd.env
	env.spell, env.modes = false, nil
	// A plane's granted ability is the creature's: its "this creature"
	// is that creature.
	env.plane = false
	abs, err := rd.lx.compile(s, env, &r)
	if err != nil {
		return nil, unreadf("granted ability %q: %v", s, err)
	}
	if len(abs) != 1 {
		return nil, unreadf("granted ability %q: not one ability", s)
	}
	a := abs[0]
	if err := validateAbility(a); err != nil {
		return nil, unreadf("granted ability %q: %v", s, err)
	}
	if strings.Contains(FormAbility(a), "named_self") {
		// "a card named ~" is the printed card's name, not the name of
		// the object the ability is granted to (a token): named_self
		// would read the latter (branch grammar-library).
		return nil, unreadf("granted ability %q: a card named after the card that grants it", s)
	}
	a.RoomDoor = -1
	return a, nil
}

// forEach multiplies n by the number of objects matching what ("pour
// chaque permanent neigeux que vous contrôlez"); what empty: n itself.
func (rd *reader) forEach(n *rules.Expr, what string) (*rules.Expr, error) {
	if what == "" {
		return n, nil
	}
	if e, ok := rd.eachAmount(n, what); ok {
		// « pour chaque type de terrain de base parmi … »: a number the
		// amounts table names, not objects to count.
		return e, nil
	}
	f, err := rd.filterPhrase(what)
	if err != nil {
		return nil, err
	}
	src := "count(" + f + ")"
	if n.String() != "1" {
		src = n.String() + " * " + src
	}
	e, err := rules.ParseExpr(src)
	if err != nil {
		return nil, unreadf("for each %q: %v", what, err)
	}
	return e, nil
}

// ptValue reads "+2", "-x": X as the sentence defines it ("X étant la
// force la plus élevée …"), else the spell's X.
func (rd *reader) ptValue(s string) *rules.Expr {
	if strings.TrimLeft(s, "+-") == "x" && rd.x != nil {
		if strings.HasPrefix(s, "-") {
			return rules.MustParseExpr("0 - (" + rd.x.String() + ")")
		}
		return rd.x
	}
	return ptExpr(s)
}

// sentenceDuration takes the duration off the end of a sentence of
// several clauses, for each continuous clause of it without one of its
// own; a sentence of one clause keeps it.
func (rd *reader) sentenceDuration(sent string) string {
	rd.sentenceUntil = ""
	best := ""
	for phrase := range rd.lx.durations {
		if strings.HasSuffix(sent, " "+phrase) && len(phrase) > len(best) {
			best = phrase
		}
	}
	if best == "" {
		return sent
	}
	rest := strings.TrimSuffix(sent, " "+best)
	for _, c := range rd.lx.conjunctions {
		if c != ", " && strings.Contains(rest, c) {
			rd.sentenceUntil = rd.lx.durations[best]
			return rest
		}
	}
	return sent
}
