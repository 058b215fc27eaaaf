package read

import "testing"

// conditionGrammarRows are the conditions of condition_grammar.go, real
// printed paragraphs in French, Italian and English.
var conditionGrammarRows = []conditionRow{
	{"defending player controls: « ne » expletive (CSP Ronom Serpent)", false,
		[3]string{"Serpent de Ronom", "Serpente di Ronom", "Ronom Serpent"},
		"Le Serpent de Ronom ne peut pas attaquer à moins que le joueur défenseur ne contrôle un terrain neigeux.",
		"",
		"Ronom Serpent can't attack unless defending player controls a snow land.",
		"static if=!(count(land snow defending_control) > 0) static=[cant_attack(affects=self)]"},
	{"defending player controls: « au moins », « non » expletive with the subjunctive (SHM Whimwader)", false,
		[3]string{"Ondoyeur des lubies", "Scrutapensieri", "Whimwader"},
		"L'Ondoyeur des lubies ne peut pas attaquer, à moins que le joueur défenseur ne contrôle au moins un permanent bleu.",
		"Lo Scrutapensieri non può attaccare a meno che il giocatore in difesa non controlli un permanente blu.",
		"Whimwader can't attack unless defending player controls a blue permanent.",
		"static if=!(count(blue permanent defending_control) > 0) static=[cant_attack(affects=self)]"},
	{"each attacker its own defending player: unread (DST Tanglewalker)", false,
		[3]string{"Marcheuse de la Filandre", "Viandante del Groviglio", "Tanglewalker"},
		"Les créatures que vous contrôlez sont imblocables tant que le joueur défenseur contrôle au moins un terrain-artefact.",
		"Le creature che controlli non possono essere bloccate fintanto che il giocatore in difesa controlla almeno una terra artefatto.",
		"Each creature you control can't be blocked as long as defending player controls an artifact land.",
		unreadRow},
	{"\"that player\" after the defending player is the engine's attacker: unread (M15 Siege Dragon)", false,
		[3]string{"Dragon de siège", "Drago da Assedio", "Siege Dragon"},
		"À chaque fois que le Dragon de siège attaque, si le joueur défenseur ne contrôle pas de mur, il inflige 2 blessures à chaque créature sans le vol que ce joueur contrôle.",
		"Ogniqualvolta il Drago da Assedio attacca, se il giocatore in difesa non controlla alcun Muro, il Drago da Assedio infligge 2 danni a ogni creatura senza volare controllata da quel giocatore.",
		"Whenever Siege Dragon attacks, if defending player controls no Walls, it deals 2 damage to each creature without flying that player controls.",
		unreadRow},
}

func TestReadConditionGrammar(t *testing.T) { checkConditionRows(t, conditionGrammarRows) }
