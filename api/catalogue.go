package api

import "github.com/arbitre/arbitre/index"

// The message catalogue: every string the pages, the API's translated
// fields and the CLI-facing notes show, in French, Italian and English,
// for Go code (translator.T, translator.Tf) and templates ({{.T "key"}})
// alike. One entry per key with its three languages side by side, so that
// a translator sees what lacks a language; TestCatalogueComplete fails on
// an empty one. Keys under "log." are the rules engine's game-log formats,
// under "query." and "warn." the query language's error and warning codes
// (package index), under "diff." the alignment's difference notes.

// msg is one catalogue entry.
type msg struct{ fr, it, en string }

func (m msg) in(lang string) string {
	switch lang {
	case "fr":
		if m.fr != "" {
			return m.fr
		}
	case "it":
		if m.it != "" {
			return m.it
		}
	}
	return m.en
}

// catalogue holds the messages. Read-only.
var catalogue = map[string]msg{
	"card.defense": {
		fr: "Défense",
		it: "Difesa",
		en: "Defense",
	},
	"card.example_in": {
		fr: "Exemple dans",
		it: "Esempio in",
		en: "Example in",
	},
	"card.faces": {
		fr: "Accès",
		it: "Porte",
		en: "Doors",
	},
	"card.flags": {
		fr: "Points que l'analyse n'a pas pu trancher",
		it: "Punti che l'analisi non ha potuto risolvere",
		en: "What the parser could not settle",
	},
	"card.in_document": {
		fr: "Dans",
		it: "In",
		en: "In",
	},
	"card.layout": {
		fr: "Disposition",
		it: "Struttura",
		en: "Layout",
	},
	"card.loyalty": {
		fr: "Loyauté",
		it: "Fedeltà",
		en: "Loyalty",
	},
	"card.mana_value": {
		fr: "Valeur de mana",
		it: "Valore di mana",
		en: "Mana value",
	},
	"card.mechanics": {
		fr: "Mécaniques",
		it: "Meccaniche",
		en: "Mechanics",
	},
	"card.modes": {
		fr: "Modes",
		it: "Modi",
		en: "Modes",
	},
	"card.other_lang": {
		fr: "Cette carte dans l'autre langue",
		it: "Questa carta nell'altra lingua",
		en: "This card in the other language",
	},
	"card.permalink": {
		fr: "Lien permanent vers cette précision",
		it: "Link permanente a questo chiarimento",
		en: "Permanent link to this ruling",
	},
	"card.printed_at": {
		fr: "Imprimée à la ligne",
		it: "Stampata alla riga",
		en: "Printed at line",
	},
	"card.pt": {
		fr: "Force/endurance",
		it: "Forza/costituzione",
		en: "Power/toughness",
	},
	"card.rulings": {
		fr: "Précisions",
		it: "Chiarimenti",
		en: "Rulings",
	},
	"card.text": {
		fr: "Texte de règles",
		it: "Testo delle regole",
		en: "Rules text",
	},
	"color.B": {
		fr: "noir",
		it: "nero",
		en: "black",
	},
	"color.C": {
		fr: "incolore",
		it: "incolore",
		en: "colorless",
	},
	"color.G": {
		fr: "vert",
		it: "verde",
		en: "green",
	},
	"color.M": {
		fr: "multicolore",
		it: "multicolore",
		en: "multicolor",
	},
	"color.R": {
		fr: "rouge",
		it: "rosso",
		en: "red",
	},
	"color.U": {
		fr: "bleu",
		it: "blu",
		en: "blue",
	},
	"color.W": {
		fr: "blanc",
		it: "bianco",
		en: "white",
	},
	"compare.all": {
		fr: "toutes",
		it: "tutte",
		en: "all",
	},
	"compare.confidence": {
		fr: "Confiance de l'appariement",
		it: "Affidabilità dell'abbinamento",
		en: "Pairing confidence",
	},
	"compare.differences": {
		fr: "Différences FR / IT",
		it: "Differenze FR / IT",
		en: "FR / IT differences",
	},
	"compare.filter": {
		fr: "Filtrer par type",
		it: "Filtra per tipo",
		en: "Filter by kind",
	},
	"compare.intro": {
		fr: "Les notes de Mornebrune en français (août 2024) et en italien (septembre 2024) sont deux révisions différentes : voici ce que l'alignement relève entre elles.",
		it: "Le note di Duskmourn in francese (agosto 2024) e in italiano (settembre 2024) sono due revisioni diverse: ecco cosa rileva l'allineamento tra le due.",
		en: "The French (August 2024) and Italian (September 2024) Duskmourn notes are different revisions: this is what the alignment flags between them.",
	},
	"compare.link": {
		fr: "Comparer avec l'autre langue",
		it: "Confronta con l'altra lingua",
		en: "Compare with the other language",
	},
	"compare.side_by_side": {
		fr: "Côte à côte",
		it: "Fianco a fianco",
		en: "Side by side",
	},
	"diff.abilities": {
		fr: "capacités compilées différentes",
		it: "abilità compilate diverse",
		en: "compiled abilities differ",
	},
	"diff.card-one-side": {
		fr: "carte d'un seul côté",
		it: "carta da un solo lato",
		en: "card on one side",
	},
	"diff.length": {
		fr: "longueur",
		it: "lunghezza",
		en: "length",
	},
	"diff.mana": {
		fr: "symboles de mana",
		it: "simboli di mana",
		en: "mana symbols",
	},
	"diff.numbers": {
		fr: "nombres",
		it: "numeri",
		en: "numbers",
	},
	"diff.ruling-one-side": {
		fr: "précision d'un seul côté",
		it: "chiarimento da un solo lato",
		en: "ruling on one side",
	},
	"diff.term": {
		fr: "terme",
		it: "termine",
		en: "term",
	},
	"doc.file": {
		fr: "Fichier",
		it: "File",
		en: "File",
	},
	"doc.lines": {
		fr: "lignes",
		it: "righe",
		en: "lines",
	},
	"doc.list": {
		fr: "Documents de référence",
		it: "Documenti di riferimento",
		en: "Reference documents",
	},
	"doc.modified": {
		fr: "Dernière modification",
		it: "Ultima modifica",
		en: "Last modified",
	},
	"doc.toc": {
		fr: "Table des matières",
		it: "Indice",
		en: "Table of contents",
	},
	"error.400": {
		fr: "La requête n'est pas valable.",
		it: "La richiesta non è valida.",
		en: "The request is not valid.",
	},
	"error.404": {
		fr: "Cette page n'existe pas.",
		it: "Questa pagina non esiste.",
		en: "This page does not exist.",
	},
	"error.back": {
		fr: "Retour à la recherche",
		it: "Torna alla ricerca",
		en: "Back to search",
	},
	"error.other": {
		fr: "Le serveur n'a pas pu répondre.",
		it: "Il server non ha potuto rispondere.",
		en: "The server could not answer.",
	},
	"error.title": {
		fr: "Erreur",
		it: "Errore",
		en: "Error",
	},
	"facet.color": {
		fr: "Couleur",
		it: "Colore",
		en: "Color",
	},
	"facet.doc": {
		fr: "Document",
		it: "Documento",
		en: "Document",
	},
	"facet.kind": {
		fr: "Type de fiche",
		it: "Tipo di voce",
		en: "Entry kind",
	},
	"facet.lang": {
		fr: "Langue",
		it: "Lingua",
		en: "Language",
	},
	"facet.mana_value": {
		fr: "Valeur de mana",
		it: "Valore di mana",
		en: "Mana value",
	},
	"facet.mechanic": {
		fr: "Mécanique",
		it: "Meccanica",
		en: "Mechanic",
	},
	"facet.set": {
		fr: "Extension",
		it: "Espansione",
		en: "Set",
	},
	"facet.type": {
		fr: "Type de carte",
		it: "Tipo di carta",
		en: "Card type",
	},
	"glossary.see_also": {
		fr: "Voir aussi",
		it: "Vedi anche",
		en: "See also",
	},
	"kind.card": {
		fr: "Carte",
		it: "Carta",
		en: "Card",
	},
	"kind.glossary": {
		fr: "Glossaire",
		it: "Glossario",
		en: "Glossary",
	},
	"kind.heading": {
		fr: "Titre",
		it: "Titolo",
		en: "Heading",
	},
	"kind.rule": {
		fr: "Règle",
		it: "Regola",
		en: "Rule",
	},
	"kind.ruling": {
		fr: "Précision",
		it: "Chiarimento",
		en: "Ruling",
	},
	"kind.section": {
		fr: "Section",
		it: "Sezione",
		en: "Section",
	},
	"lang.en": {
		fr: "anglais",
		it: "inglese",
		en: "English",
	},
	"lang.fr": {
		fr: "français",
		it: "francese",
		en: "French",
	},
	"lang.it": {
		fr: "italien",
		it: "italiano",
		en: "Italian",
	},
	"nav.compare": {
		fr: "FR / IT",
		it: "FR / IT",
		en: "FR / IT",
	},
	"nav.documents": {
		fr: "Documents",
		it: "Documenti",
		en: "Documents",
	},
	"nav.help": {
		fr: "Syntaxe",
		it: "Sintassi",
		en: "Syntax",
	},
	"nav.search": {
		fr: "Recherche",
		it: "Ricerca",
		en: "Search",
	},
	"nav.terms": {
		fr: "Termes",
		it: "Termini",
		en: "Terms",
	},
	"nav.verify": {
		fr: "Vérification",
		it: "Verifica",
		en: "Verification",
	},
	"part.abilities": {
		fr: "Capacités compilées",
		it: "Abilità compilate",
		en: "Compiled abilities",
	},
	"part.cost": {
		fr: "Coût",
		it: "Costo",
		en: "Cost",
	},
	"part.loyalty": {
		fr: "Loyauté",
		it: "Fedeltà",
		en: "Loyalty",
	},
	"part.modes": {
		fr: "Modes",
		it: "Modi",
		en: "Modes",
	},
	"part.name": {
		fr: "Nom",
		it: "Nome",
		en: "Name",
	},
	"part.pt": {
		fr: "F/E",
		it: "F/C",
		en: "P/T",
	},
	"part.ruling": {
		fr: "Précision",
		it: "Chiarimento",
		en: "Ruling",
	},
	"part.text": {
		fr: "Texte",
		it: "Testo",
		en: "Text",
	},
	"part.type": {
		fr: "Type",
		it: "Tipo",
		en: "Type",
	},
	"rule.examples": {
		fr: "Exemples",
		it: "Esempi",
		en: "Examples",
	},
	"rule.section": {
		fr: "Section",
		it: "Sezione",
		en: "Section",
	},
	"rule.subrules": {
		fr: "Sous-règles",
		it: "Sottoregole",
		en: "Subrules",
	},
	"search.button": {
		fr: "Chercher",
		it: "Cerca",
		en: "Search",
	},
	"search.clear": {
		fr: "retirer ce filtre",
		it: "togli questo filtro",
		en: "remove this filter",
	},
	"search.facets": {
		fr: "Affiner",
		it: "Filtra",
		en: "Refine",
	},
	"search.intro": {
		fr: "Tapez le début d'un nom de carte (même avec une faute), un mot des règles, ou une requête. Les accents sont facultatifs.",
		it: "Scrivi l'inizio del nome di una carta (anche con un errore), una parola delle regole o una ricerca. Gli accenti sono facoltativi.",
		en: "Type the start of a card name (typos are fine), a rules word, or a query. Accents are optional.",
	},
	"search.label": {
		fr: "Rechercher une carte, une règle, un terme",
		it: "Cerca una carta, una regola, un termine",
		en: "Search a card, a rule, a term",
	},
	"search.next": {
		fr: "Suivante",
		it: "Successiva",
		en: "Next",
	},
	"search.none": {
		fr: "Aucun résultat.",
		it: "Nessun risultato.",
		en: "No results.",
	},
	"search.pages": {
		fr: "Pages",
		it: "Pagine",
		en: "Pages",
	},
	"search.placeholder": {
		fr: "nom de carte, mot, o:texte, t:créature…",
		it: "nome della carta, parola, o:testo, t:creatura…",
		en: "card name, word, o:text, t:creature…",
	},
	"search.prev": {
		fr: "Précédente",
		it: "Precedente",
		en: "Previous",
	},
	"search.result": {
		fr: "résultat",
		it: "risultato",
		en: "result",
	},
	"search.results": {
		fr: "résultats",
		it: "risultati",
		en: "results",
	},
	"search.warnings": {
		fr: "Remarques",
		it: "Avvisi",
		en: "Notes",
	},
	"section.cards": {
		fr: "Cartes citées en exemple",
		it: "Carte citate come esempio",
		en: "Example cards",
	},
	"section.children": {
		fr: "Sous-parties",
		it: "Sottosezioni",
		en: "Subsections",
	},
	"section.parent": {
		fr: "Partie de",
		it: "Parte di",
		en: "Part of",
	},
	"section.rules": {
		fr: "Règles",
		it: "Regole",
		en: "Rules",
	},
	"section.rulings": {
		fr: "Précisions",
		it: "Chiarimenti",
		en: "Rulings",
	},
	"site.tagline": {
		fr: "Notes de publication, règles et glossaire, en français et en italien",
		it: "Note sulla pubblicazione, regole e glossario, in francese e in italiano",
		en: "Release notes, rules and glossary, in French and Italian",
	},
	"terms.cards": {
		fr: "cartes",
		it: "carte",
		en: "cards",
	},
	"terms.intro": {
		fr: "Comment chaque mécanique, mot-clé, type et zone est nommé en anglais, en français (moderne et ancien) et en italien ; les recherches utilisent cette table pour passer d'une langue à l'autre.",
		it: "Come ogni meccanica, parola chiave, tipo e zona si chiama in inglese, in francese (moderno e antico) e in italiano; le ricerche usano questa tabella per passare da una lingua all'altra.",
		en: "How each mechanic, keyword, type and zone is named in English, French (modern and old) and Italian; searches use this table to cross from one language to another.",
	},
	"terms.kind.concept": {
		fr: "Notions",
		it: "Nozioni",
		en: "Concepts",
	},
	"terms.kind.keyword": {
		fr: "Mots-clés",
		it: "Parole chiave",
		en: "Keywords",
	},
	"terms.kind.mechanic": {
		fr: "Mécaniques",
		it: "Meccaniche",
		en: "Mechanics",
	},
	"terms.kind.subtype": {
		fr: "Sous-types",
		it: "Sottotipi",
		en: "Subtypes",
	},
	"terms.kind.supertype": {
		fr: "Supertypes",
		it: "Supertipi",
		en: "Supertypes",
	},
	"terms.kind.type": {
		fr: "Types",
		it: "Tipi",
		en: "Types",
	},
	"terms.kind.zone": {
		fr: "Zones",
		it: "Zone",
		en: "Zones",
	},
	"terms.none": {
		fr: "Aucune carte ni section ne l'utilise.",
		it: "Nessuna carta o sezione lo usa.",
		en: "No card or section uses it.",
	},
	"terms.note": {
		fr: "Note",
		it: "Nota",
		en: "Note",
	},
	"terms.old": {
		fr: "ancien",
		it: "antico",
		en: "old",
	},
	"terms.sections": {
		fr: "sections",
		it: "sezioni",
		en: "sections",
	},
	"terms.title": {
		fr: "Table des termes",
		it: "Tabella dei termini",
		en: "Term table",
	},
	"ui.language": {
		fr: "Langue de l'interface",
		it: "Lingua dell'interfaccia",
		en: "Interface language",
	},
	"verify.checks": {
		fr: "Vérifie",
		it: "Verifica",
		en: "Checks",
	},
	"verify.failed": {
		fr: "le moteur de règles ne retrouve pas ce résultat",
		it: "il motore di regole non ritrova questo risultato",
		en: "the rules engine does not reproduce this outcome",
	},
	"verify.intro": {
		fr: "Chaque scénario rejoue un exemple des documents dans le moteur de règles et compare ce que le moteur calcule avec ce que dit le texte.",
		it: "Ogni scenario riproduce un esempio dei documenti nel motore di regole e confronta ciò che il motore calcola con ciò che dice il testo.",
		en: "Each scenario replays an example of the documents in the rules engine and compares what the engine computes with what the text says.",
	},
	"verify.log": {
		fr: "La partie jouée",
		it: "La partita giocata",
		en: "The game as played",
	},
	"verify.outcome": {
		fr: "Résultat calculé",
		it: "Risultato calcolato",
		en: "Computed outcome",
	},
	"verify.scenario": {
		fr: "Voir le scénario",
		it: "Vedi lo scenario",
		en: "See the scenario",
	},
	"verify.setup": {
		fr: "Le scénario",
		it: "Lo scenario",
		en: "The scenario",
	},
	"verify.summary": {
		fr: "scénarios exécutés, réussis",
		it: "scenari eseguiti, riusciti",
		en: "scenarios run, passed",
	},
	"verify.title": {
		fr: "Vérification par le moteur de règles",
		it: "Verifica con il motore di regole",
		en: "Checked by the rules engine",
	},
	"verify.verified": {
		fr: "vérifié par le moteur de règles",
		it: "verificato dal motore di regole",
		en: "verified by the rules engine",
	},
	// The rules engine's game log (package rules, Game.logf): the key is
	// "log." and the English format; every argument comes as text (%s).
	"log.%d +1/+1 and -1/-1 counters are removed from %s": {
		fr: "%[2]s : %[1]s marqueurs +1/+1 et -1/-1 retirés",
		it: "%[2]s: rimossi %[1]s segnalini +1/+1 e -1/-1",
		en: "%[2]s: %[1]s +1/+1 and -1/-1 counters removed",
	},
	"log.%s activates %s's ability": {
		fr: "%s : activation de la capacité de %s",
		it: "%s: attivazione dell'abilità di %s",
		en: "%s: activates the ability of %s",
	},
	"log.%s affects nothing": {
		fr: "%s n'a aucun effet",
		it: "%s non ha alcun effetto",
		en: "%s affects nothing",
	},
	"log.%s and %s meld into %s": {
		fr: "%s et %s s'assimilent en %s",
		it: "%s e %s si combinano in %s",
		en: "%s and %s meld into %s",
	},
	"log.%s attacks %s with %s": {
		fr: "%[1]s : attaque %[2]s avec %[3]s",
		it: "%[1]s: attacca %[2]s con %[3]s",
		en: "%[1]s: attacks %[2]s with %[3]s",
	},
	"log.%s becomes a copy of %s": {
		fr: "%s devient une copie de %s",
		it: "%s diventa una copia di %s",
		en: "%s becomes a copy of %s",
	},
	"log.%s blocks %s": {
		fr: "%s bloque %s",
		it: "%s blocca %s",
		en: "%s blocks %s",
	},
	"log.%s cannot be attached to anything and stays in the %s": {
		fr: "%s ne peut être attaché à rien et reste dans la zone : %s",
		it: "%s non può essere assegnato a nulla e resta nella zona: %s",
		en: "%s cannot be attached to anything and stays in the %s",
	},
	"log.%s cannot be cast: %v": {
		fr: "%s ne peut pas être lancé : %s",
		it: "%s non può essere lanciato: %s",
		en: "%s cannot be cast: %s",
	},
	"log.%s cannot gain life": {
		fr: "%s : impossible de gagner des points de vie",
		it: "%s: impossibile guadagnare punti vita",
		en: "%s: cannot gain life",
	},
	"log.%s casts %s for %s": {
		fr: "%[1]s : lance %[2]s pour %[3]s",
		it: "%[1]s: lancia %[2]s per %[3]s",
		en: "%[1]s: casts %[2]s for %[3]s",
	},
	"log.%s casts %s": {
		fr: "%s : lance %s",
		it: "%s: lancia %s",
		en: "%s: casts %s",
	},
	"log.%s creates a %s token": {
		fr: "%s : crée un jeton %s",
		it: "%s: crea una pedina %s",
		en: "%s: creates a %s token",
	},
	"log.%s deals %d damage to %s": {
		fr: "%[1]s inflige %[2]s blessure(s) à %[3]s",
		it: "%[1]s infligge %[2]s danno/i a %[3]s",
		en: "%[1]s deals %[2]s damage to %[3]s",
	},
	"log.%s gains %d life (%d)": {
		fr: "%s : +%s point(s) de vie (total %s)",
		it: "%s: +%s punti vita (totale %s)",
		en: "%s: +%s life (total %s)",
	},
	"log.%s has a finality counter: exiled instead": {
		fr: "%s a un marqueur finalité : exilé à la place",
		it: "%s ha un segnalino finalità: esiliato invece",
		en: "%s has a finality counter: exiled instead",
	},
	"log.%s is already monstrous: nothing happens": {
		fr: "%s est déjà monstrueux : rien ne se passe",
		it: "%s è già mostruoso: non succede nulla",
		en: "%s is already monstrous: nothing happens",
	},
	"log.%s is countered": {
		fr: "%s est contrecarré",
		it: "%s viene neutralizzato",
		en: "%s is countered",
	},
	"log.%s is indestructible": {
		fr: "%s est indestructible",
		it: "%s è indistruttibile",
		en: "%s is indestructible",
	},
	"log.%s is no longer attached: it is an enchantment creature again": {
		fr: "%s n'est plus attaché : c'est de nouveau une créature-enchantement",
		it: "%s non è più assegnato: è di nuovo una creatura incantesimo",
		en: "%s is no longer attached: it is an enchantment creature again",
	},
	"log.%s is not cast": {
		fr: "%s n'est pas lancé",
		it: "%s non viene lanciato",
		en: "%s is not cast",
	},
	"log.%s is revealed as it leaves the battlefield": {
		fr: "%s est révélé en quittant le champ de bataille",
		it: "%s viene rivelato mentre lascia il campo di battaglia",
		en: "%s is revealed as it leaves the battlefield",
	},
	"log.%s is turned face up": {
		fr: "%s est retourné face visible",
		it: "%s viene girato a faccia in su",
		en: "%s is turned face up",
	},
	"log.%s loses %d life (%d)": {
		fr: "%s : −%s point(s) de vie (total %s)",
		it: "%s: −%s punti vita (totale %s)",
		en: "%s: −%s life (total %s)",
	},
	"log.%s loses the game": {
		fr: "%s : partie perdue",
		it: "%s: partita persa",
		en: "%s: loses the game",
	},
	"log.%s manifests dread: a face-down 2/2 enters": {
		fr: "%s : manifeste l'effroi, une 2/2 face cachée arrive",
		it: "%s: manifesta angoscia, entra una 2/2 a faccia in giù",
		en: "%s: manifests dread, a face-down 2/2 enters",
	},
	"log.%s regenerates": {
		fr: "%s se régénère",
		it: "%s si rigenera",
		en: "%s regenerates",
	},
	"log.%s resolves": {
		fr: "%s se résout",
		it: "%s si risolve",
		en: "%s resolves",
	},
	"log.%s rolls a d%d: %d": {
		fr: "%s : lance un d%s, résultat %s",
		it: "%s: tira un d%s, risultato %s",
		en: "%s: rolls a d%s, result %s",
	},
	"log.%s suspends %s with %d time counters": {
		fr: "%s : suspend %s avec %s marqueurs « temps »",
		it: "%s: sospende %s con %s segnalini tempo",
		en: "%s: suspends %s with %s time counters",
	},
	"log.%s taps %s for {%s}": {
		fr: "%s : engage %s pour {%s}",
		it: "%s: TAPpa %s per {%s}",
		en: "%s: taps %s for {%s}",
	},
	"log.%s was cast with flashback: exiled instead": {
		fr: "%s a été lancé par flashback : exilé à la place",
		it: "%s è stato lanciato con flashback: esiliato invece",
		en: "%s was cast with flashback: exiled instead",
	},
	"log.%s would go to %s: %s instead": {
		fr: "%s irait en zone %s : %s à la place",
		it: "%s andrebbe in zona %s: %s invece",
		en: "%s would go to %s: %s instead",
	},
	"log.%s's ability resolves": {
		fr: "la capacité de %s se résout",
		it: "l'abilità di %s si risolve",
		en: "the ability of %s resolves",
	},
	"log.%s's ability: every target is illegal, it does nothing": {
		fr: "capacité de %s : toutes les cibles sont illégales, elle ne fait rien",
		it: "abilità di %s: tutti i bersagli sono illegali, non fa nulla",
		en: "ability of %s: every target is illegal, it does nothing",
	},
	"log.%s's ability: its condition (%s) is false on resolution, it does nothing": {
		fr: "capacité de %s : sa condition (%s) est fausse à la résolution, elle ne fait rien",
		it: "abilità di %s: la sua condizione (%s) è falsa alla risoluzione, non fa nulla",
		en: "ability of %s: its condition (%s) is false on resolution, it does nothing",
	},
	"log.%s's triggered ability (%s) goes on the stack": {
		fr: "la capacité déclenchée de %s (%s) va sur la pile",
		it: "l'abilità innescata di %s (%s) va in pila",
		en: "the triggered ability of %s (%s) goes on the stack",
	},
	"log.%s's triggered ability has no legal target and is removed": {
		fr: "la capacité déclenchée de %s n'a pas de cible légale : elle est retirée",
		it: "l'abilità innescata di %s non ha bersagli legali: viene rimossa",
		en: "the triggered ability of %s has no legal target and is removed",
	},
	"log.%s: %s %d": {
		fr: "%s : %s %s",
		it: "%s: %s %s",
		en: "%s: %s %s",
	},
	"log.%s: %s → %s": {
		fr: "%s : %s → %s",
		it: "%s: %s → %s",
		en: "%s: %s → %s",
	},
	"log.%s: door %s is unlocked": {
		fr: "%s : l'accès %s est déverrouillé",
		it: "%s: la porta %s viene sbloccata",
		en: "%s: door %s is unlocked",
	},
	"log.%s: every target is illegal, it is countered on resolution": {
		fr: "%s : toutes les cibles sont illégales, il est contrecarré à la résolution",
		it: "%s: tutti i bersagli sono illegali, viene neutralizzato alla risoluzione",
		en: "%s: every target is illegal, it is countered on resolution",
	},
	"log.%s: its target is illegal, it resolves as an enchantment creature": {
		fr: "%s : sa cible est illégale, il se résout comme une créature-enchantement",
		it: "%s: il suo bersaglio è illegale, si risolve come una creatura incantesimo",
		en: "%s: its target is illegal, it resolves as an enchantment creature",
	},
	"log.%s: the chosen creature type is %s": {
		fr: "%s : le type de créature choisi est %s",
		it: "%s: il tipo di creatura scelto è %s",
		en: "%s: the chosen creature type is %s",
	},
	"log.a copy of %s is put on the stack": {
		fr: "une copie de %s est mise sur la pile",
		it: "una copia di %s viene messa in pila",
		en: "a copy of %s is put on the stack",
	},
	"log.a prevention shield prevents %d damage (%d left)": {
		fr: "un bouclier de prévention prévient %s blessure(s) (reste %s)",
		it: "uno scudo di prevenzione previene %s danno/i (ne restano %s)",
		en: "a prevention shield prevents %s damage (%s left)",
	},
	"log.combat damage is prevented": {
		fr: "les blessures de combat sont prévenues",
		it: "il danno da combattimento viene prevenuto",
		en: "combat damage is prevented",
	},
	"log.combat damage is put on the stack": {
		fr: "les blessures de combat vont dans la pile",
		it: "il danno da combattimento va in pila",
		en: "combat damage is put on the stack",
	},
	"log.combat damage: %v": {
		fr: "blessures de combat : %s",
		it: "danno da combattimento: %s",
		en: "combat damage: %s",
	},
	"log.continuous effect %s begins (until %s)": {
		fr: "l'effet continu %s commence (jusqu'à : %s)",
		it: "l'effetto continuo %s inizia (fino a: %s)",
		en: "continuous effect %s begins (until %s)",
	},
	"log.damage that would be dealt to %s is dealt to %s instead": {
		fr: "les blessures qui seraient infligées à %s sont infligées à %s à la place",
		it: "il danno che verrebbe inflitto a %s viene inflitto a %s invece",
		en: "damage that would be dealt to %s is dealt to %s instead",
	},
	"log.mana burn: %s loses %d life for unspent mana": {
		fr: "brûlure de mana : %s perd %s point(s) de vie pour le mana non dépensé",
		it: "mana burn: %s perde %s punti vita per il mana non speso",
		en: "mana burn: %s loses %s life for unspent mana",
	},
	"log.meld: %s and %s cannot be melded and stay in exile": {
		fr: "assimilation : %s et %s ne peuvent pas s'assimiler et restent en exil",
		it: "combinare: %s e %s non possono essere combinati e restano in esilio",
		en: "meld: %s and %s cannot be melded and stay in exile",
	},
	"log.meld: no partner": {
		fr: "assimilation : pas de partenaire",
		it: "combinare: nessun compagno",
		en: "meld: no partner",
	},
	"log.meld: the source is gone": {
		fr: "assimilation : la source n'est plus là",
		it: "combinare: la fonte non c'è più",
		en: "meld: the source is gone",
	},
	"log.monstrosity: the creature is gone, nothing happens": {
		fr: "monstruosité : la créature n'est plus là, rien ne se passe",
		it: "mostruosità: la creatura non c'è più, non succede nulla",
		en: "monstrosity: the creature is gone, nothing happens",
	},
	"log.protection from %s prevents %d damage": {
		fr: "la protection contre %s prévient %s blessure(s)",
		it: "la protezione da %s previene %s danno/i",
		en: "protection from %s prevents %s damage",
	},
	"log.the search finds nothing": {
		fr: "la recherche ne trouve rien",
		it: "la ricerca non trova nulla",
		en: "the search finds nothing",
	},
	"log.— %s (turn %d, %s)": {
		fr: "— %s (tour %s, %s)",
		it: "— %s (turno %s, %s)",
		en: "— %s (turn %s, %s)",
	},
	// Words the game log's arguments may be: players, zones, steps.
	"arg.you":                 {fr: "vous", it: "tu", en: "you"},
	"arg.opp":                 {fr: "l'adversaire", it: "l'avversario", en: "the opponent"},
	"arg.library":             {fr: "bibliothèque", it: "grimorio", en: "library"},
	"arg.hand":                {fr: "main", it: "mano", en: "hand"},
	"arg.battlefield":         {fr: "champ de bataille", it: "campo di battaglia", en: "battlefield"},
	"arg.graveyard":           {fr: "cimetière", it: "cimitero", en: "graveyard"},
	"arg.stack":               {fr: "pile", it: "pila", en: "stack"},
	"arg.exile":               {fr: "exil", it: "esilio", en: "exile"},
	"arg.command":             {fr: "zone de commandement", it: "zona di comando", en: "command zone"},
	"arg.untap":               {fr: "étape de dégagement", it: "sottofase di STAP", en: "untap step"},
	"arg.upkeep":              {fr: "étape d'entretien", it: "sottofase di mantenimento", en: "upkeep step"},
	"arg.draw":                {fr: "étape de pioche", it: "sottofase di acquisizione", en: "draw step"},
	"arg.main1":               {fr: "première phase principale", it: "prima fase principale", en: "first main phase"},
	"arg.begin_combat":        {fr: "étape de début du combat", it: "sottofase di inizio combattimento", en: "beginning of combat step"},
	"arg.declare_attackers":   {fr: "étape de déclaration des attaquants", it: "sottofase di dichiarazione degli attaccanti", en: "declare attackers step"},
	"arg.declare_blockers":    {fr: "étape de déclaration des bloqueurs", it: "sottofase di dichiarazione dei bloccanti", en: "declare blockers step"},
	"arg.first_strike_damage": {fr: "étape des blessures de l'initiative", it: "sottofase del danno da attacco improvviso", en: "first-strike damage step"},
	"arg.combat_damage":       {fr: "étape des blessures de combat", it: "sottofase del danno da combattimento", en: "combat damage step"},
	"arg.end_combat":          {fr: "étape de fin du combat", it: "sottofase di fine combattimento", en: "end of combat step"},
	"arg.main2":               {fr: "seconde phase principale", it: "seconda fase principale", en: "second main phase"},
	"arg.end":                 {fr: "étape de fin", it: "sottofase finale", en: "end step"},
	"arg.cleanup":             {fr: "étape de nettoyage", it: "sottofase di cancellazione", en: "cleanup step"},
	"arg.scry":                {fr: "regard", it: "profetizzare", en: "scry"},
	"arg.surveil":             {fr: "surveillance", it: "sorvegliare", en: "surveil"},

	// Query errors and warnings (package index, Message codes); every
	// argument comes as text.
	"query.column":               {fr: "colonne %d : %s", it: "colonna %d: %s", en: "column %d: %s"},
	"query.unsupported_field":    {fr: "champ non pris en charge : %s", it: "campo non supportato: %s", en: "unsupported field %s"},
	"query.unknown_color":        {fr: "couleur inconnue « %s » : utilisez w u b r g, c (incolore), m (multicolore) ou un nom de couleur", it: "colore sconosciuto «%s»: usa w u b r g, c (incolore), m (multicolore) o il nome di un colore", en: "unknown color %q: use w u b r g, c (colorless), m (multicolor) or a color name"},
	"query.colorless_mix":        {fr: "la couleur « %s » mêle incolore et couleurs", it: "il colore «%s» mescola incolore e colori", en: "color %q mixes colorless with colors"},
	"query.unsupported_operator": {fr: "opérateur non pris en charge : %s", it: "operatore non supportato: %s", en: "unsupported operator %s"},
	"query.bad_page":             {fr: "jeton de page invalide", it: "token di pagina non valido", en: "invalid page token"},
	"query.page_other_query":     {fr: "ce jeton de page appartient à une autre requête", it: "questo token di pagina appartiene a un'altra ricerca", en: "page token belongs to another query"},
	"query.negative_limit":       {fr: "limite négative", it: "limite negativo", en: "negative limit"},
	"query.bad_offset":           {fr: "le décalage doit être entre 0 et %s", it: "lo scostamento deve essere tra 0 e %s", en: "offset must be between 0 and %s"},
	"query.dangling_minus":       {fr: "« - » doit être suivi du terme qu'il exclut", it: "«-» deve essere seguito dal termine che esclude", en: `"-" must be followed by the term it excludes`},
	"query.needs_value":          {fr: "%s%s demande une valeur", it: "%s%s richiede un valore", en: "%s%s needs a value"},
	"query.unclosed_quote":       {fr: "guillemet non fermé", it: "virgolette non chiuse", en: "unclosed quote"},
	"query.too_long":             {fr: "requête de plus de %s octets", it: "ricerca più lunga di %s byte", en: "query longer than %s bytes"},
	"query.bad_utf8":             {fr: "la requête n'est pas de l'UTF-8 valide", it: "la ricerca non è UTF-8 valido", en: "query is not valid UTF-8"},
	"query.empty":                {fr: "requête vide", it: "ricerca vuota", en: "empty query"},
	"query.unmatched_paren":      {fr: "« ) » sans « ( »", it: "«)» senza «(»", en: "unmatched )"},
	"query.or_needs_terms":       {fr: "OR demande un terme de chaque côté", it: "OR richiede un termine da ogni lato", en: "OR needs a term on each side"},
	"query.expected_term":        {fr: "un terme est attendu", it: "manca un termine", en: "expected a term"},
	"query.expected_term_paren":  {fr: "un terme est attendu avant « ) »", it: "manca un termine prima di «)»", en: "expected a term before )"},
	"query.op_needs_terms":       {fr: "%s demande un terme de chaque côté", it: "%s richiede un termine da ogni lato", en: "%s needs a term on each side"},
	"query.too_deep":             {fr: "parenthèses imbriquées sur plus de %s niveaux", it: "parentesi annidate oltre %s livelli", en: "parentheses nested deeper than %s"},
	"query.empty_parens":         {fr: "parenthèses vides", it: "parentesi vuote", en: "empty parentheses"},
	"query.unclosed_paren":       {fr: "parenthèse non fermée", it: "parentesi non chiusa", en: "unclosed parenthesis"},
	"query.too_many_terms":       {fr: "plus de %s termes", it: "più di %s termini", en: "more than %s terms"},
	"query.empty_phrase":         {fr: "expression entre guillemets vide", it: "frase tra virgolette vuota", en: "empty phrase"},
	"query.unexpected":           {fr: "« %s » inattendu", it: "«%s» inatteso", en: "unexpected %s"},
	"query.needs_number":         {fr: "%s%s demande un nombre, pas « %s »", it: "%s%s richiede un numero, non «%s»", en: "%s%s needs a number, not %q"},
	"query.bad_operator":         {fr: "%s s'emploie avec : ou =, pas %s", it: "%s si usa con : o =, non %s", en: "%s takes : or =, not %s"},
	"warn.unknown_field":         {fr: "champ inconnu « %s » ignoré (colonne %s)", it: "campo sconosciuto «%s» ignorato (colonna %s)", en: "unknown field %q ignored (column %s)"},
	"warn.unknown_lang":          {fr: "langue inconnue « %s » : utilisez fr, it ou en", it: "lingua sconosciuta «%s»: usa fr, it o en", en: "unknown language %q: use fr, it or en"},
	"warn.unknown_set":           {fr: "extension inconnue « %s » : utilisez %s", it: "espansione sconosciuta «%s»: usa %s", en: "unknown set %q: use %s"},
	"warn.unknown_kind":          {fr: "type de fiche inconnu « %s » : utilisez card, ruling, section, glossary ou rule", it: "tipo di voce sconosciuto «%s»: usa card, ruling, section, glossary o rule", en: "unknown kind %q: use card, ruling, section, glossary or rule"},
	"warn.unknown_mechanic":      {fr: "mécanique inconnue « %s »", it: "meccanica sconosciuta «%s»", en: "unknown mechanic %q"},
	"warn.unknown_doc":           {fr: "document inconnu « %s »", it: "documento sconosciuto «%s»", en: "unknown document %q"},

	// Error details (api.Error), by code and, for 404s, by what is missing.
	"err.no_card":        {fr: "aucune carte d'identifiant %s", it: "nessuna carta con identificativo %s", en: "no card with id %s"},
	"err.no_card_named":  {fr: "aucune carte trouvée sous ce nom", it: "nessuna carta trovata con questo nome", en: "no card found with that name"},
	"err.ambiguous_name": {fr: "plusieurs cartes correspondent à ce nom ; précisez-le", it: "più carte corrispondono a questo nome; specificalo meglio", en: "several cards match that name; give more of it"},
	"err.no_counterpart": {fr: "la carte %s n'a pas d'équivalent dans l'autre langue", it: "la carta %s non ha un corrispondente nell'altra lingua", en: "card %s has no counterpart in the other language"},
	"err.no_document":    {fr: "aucun document d'identifiant %s", it: "nessun documento con identificativo %s", en: "no document with id %s"},
	"err.no_glossary":    {fr: "aucune entrée de glossaire d'identifiant %s", it: "nessuna voce di glossario con identificativo %s", en: "no glossary entry with id %s"},
	"err.no_rule":        {fr: "aucune règle numérotée %s", it: "nessuna regola numerata %s", en: "no rule numbered %s"},
	"err.no_section":     {fr: "aucune section d'identifiant %s", it: "nessuna sezione con identificativo %s", en: "no section with id %s"},
	"err.no_term":        {fr: "aucun terme %s", it: "nessun termine %s", en: "no term %s"},
	"err.no_file":        {fr: "aucun fichier de ce nom", it: "nessun file con questo nome", en: "no such file"},
	"err.no_endpoint":    {fr: "aucun point d'accès de ce nom", it: "nessun endpoint con questo nome", en: "no such endpoint"},
	"err.no_page":        {fr: "aucune page à cette adresse", it: "nessuna pagina a questo indirizzo", en: "no page at this address"},
	"err.timeout":        {fr: "la requête a pris trop de temps", it: "la richiesta ha richiesto troppo tempo", en: "the request took too long"},
	"err.internal":       {fr: "le serveur n'a pas pu répondre ; l'erreur est journalisée", it: "il server non ha potuto rispondere; l'errore è registrato", en: "the server could not answer; the error is logged"},
	// Items of old rules (era.go).
	"era.note":           {fr: "Règles de la %s (%s), remplacées depuis %s : vérifiez ce qu'en disent les règles actuelles.", it: "Regole della %s (%s), sostituite dal %s: controlla cosa ne dicono le regole attuali.", en: "Rules of the %s (%s), replaced since %s: check what the current rules say."},
	"era.rules.9ed":      {fr: "9e édition", it: "9ª edizione", en: "Ninth Edition"},
	"era.abolished_with": {fr: "règle abolie en %s (%s)", it: "regola abolita nel %s (%s)", en: "rule abolished in %s (%s)"},
	"era.abolished":      {fr: "règle abolie en %s", it: "regola abolita nel %s", en: "rule abolished in %s"},
	"era.renamed":        {fr: "aujourd'hui : %s (depuis %s)", it: "oggi: %s (dal %s)", en: "today: %s (since %s)"},
	"era.badge":          {fr: "anciennes règles", it: "regole antiche", en: "old rules"},
	"verify.era.modern":  {fr: "règles actuelles", it: "regole attuali", en: "current rules"},
	"verify.era.9ed":     {fr: "selon les règles de la 9e édition, pas les actuelles", it: "secondo le regole della 9ª edizione, non quelle attuali", en: "under the Ninth Edition rules, not today's"},
	// The home page and the documents (home.go).
	"home.glance":            {fr: "Ce que contient arbitre", it: "Cosa contiene arbitre", en: "What arbitre holds"},
	"home.count.documents":   {fr: "documents", it: "documenti", en: "documents"},
	"home.count.cards":       {fr: "cartes", it: "carte", en: "cards"},
	"home.count.rulings":     {fr: "précisions", it: "chiarimenti", en: "rulings"},
	"home.count.sections":    {fr: "sections", it: "sezioni", en: "sections"},
	"home.count.glossary":    {fr: "entrées de glossaire", it: "voci di glossario", en: "glossary entries"},
	"home.count.rules":       {fr: "règles numérotées", it: "regole numerate", en: "numbered rules"},
	"home.count.terms":       {fr: "termes FR/IT/EN", it: "termini FR/IT/EN", en: "FR/IT/EN terms"},
	"home.count.verified":    {fr: "exemples vérifiés par le moteur de règles", it: "esempi verificati dal motore di regole", en: "examples checked by the rules engine"},
	"doc.released":           {fr: "sortie le", it: "uscita il", en: "released"},
	"doc.set_released":       {fr: "extension sortie le", it: "espansione uscita il", en: "set released"},
	"doc.kind.release-notes": {fr: "Notes de publication", it: "Note di release", en: "Release notes"},
	"doc.kind.mechanics":     {fr: "Mécaniques", it: "Meccaniche", en: "Mechanics"},
	"doc.kind.rulebook":      {fr: "Livret de règles", it: "Regolamento", en: "Rulebook"},
	"doc.kind.faq":           {fr: "Questions fréquentes", it: "Domande frequenti", en: "FAQ"},
	// The translators' pages (comparenotes.go).
	"compare.low":                        {fr: "Appariements peu sûrs", it: "Abbinamenti poco sicuri", en: "Low-confidence pairings"},
	"compare.low_intro":                  {fr: "L'alignement n'est pas sûr de ces paires : vérifiez qu'elles se correspondent.", it: "L'allineamento non è sicuro di queste coppie: verifica che si corrispondano.", en: "The alignment is not sure of these pairs: check that they match."},
	"compare.all_differences":            {fr: "Toutes les différences", it: "Tutte le differenze", en: "Every difference"},
	"compare.kind.card":                  {fr: "carte", it: "carta", en: "card"},
	"compare.kind.ruling":                {fr: "précision", it: "chiarimento", en: "ruling"},
	"diffnote.values":                    {fr: "%s : %s en %s, %s en %s", it: "%s: %s in %s, %s in %s", en: "%s: %s in %s, %s in %s"},
	"diffnote.only":                      {fr: "« %s » seulement en %s", it: "«%s» solo in %s", en: "“%s” in %s only"},
	"diffnote.card_one_side":             {fr: "« %s » n'existe qu'en %s, pas en %s", it: "«%s» esiste solo in %s, non in %s", en: "“%s” is in %s only, not in %s"},
	"diffnote.ruling_one_side":           {fr: "précision en %s sans équivalent en %s", it: "chiarimento in %s senza corrispondente in %s", en: "ruling in %s with no counterpart in %s"},
	"diffnote.length":                    {fr: "la précision en %s est %s fois plus longue que celle en %s : une phrase ajoutée ou perdue", it: "il chiarimento in %s è %s volte più lungo di quello in %s: una frase aggiunta o persa", en: "the %s ruling is %s times as long as the %s one: a sentence added or lost"},
	"diffnote.term":                      {fr: "« %s » (%s) en %s, mais aucun de « %s » en %s", it: "«%s» (%s) in %s, ma nessuno tra «%s» in %s", en: "“%s” (%s) in %s, but none of “%s” in %s"},
	"why.cost":                           {fr: "coût de mana %s", it: "costo di mana %s", en: "mana cost %s"},
	"why.costs_differ":                   {fr: "coûts de mana différents (%s, %s)", it: "costi di mana diversi (%s, %s)", en: "mana costs differ (%s, %s)"},
	"why.pt":                             {fr: "F/E %s", it: "F/C %s", en: "P/T %s"},
	"why.pt_differ":                      {fr: "F/E différentes (%s, %s)", it: "F/C diverse (%s, %s)", en: "P/T differ (%s, %s)"},
	"why.rulings":                        {fr: "%s et %s précisions", it: "%s e %s chiarimenti", en: "%s and %s rulings"},
	"why.alike":                          {fr: "%s : %s %% de ressemblance", it: "%s: somiglianza %s %%", en: "%s %s%% alike"},
	"feature.section":                    {fr: "section", it: "sezione", en: "section"},
	"feature.faces":                      {fr: "faces", it: "facce", en: "faces"},
	"feature.mana cost":                  {fr: "coût de mana", it: "costo di mana", en: "mana cost"},
	"feature.mana value":                 {fr: "valeur de mana", it: "valore di mana", en: "mana value"},
	"feature.types":                      {fr: "types", it: "tipi", en: "types"},
	"feature.supertypes":                 {fr: "supertypes", it: "supertipi", en: "supertypes"},
	"feature.subtype count":              {fr: "nombre de sous-types", it: "numero di sottotipi", en: "subtype count"},
	"feature.P/T":                        {fr: "F/E", it: "F/C", en: "P/T"},
	"feature.loyalty":                    {fr: "loyauté", it: "fedeltà", en: "loyalty"},
	"feature.modes":                      {fr: "modes", it: "modi", en: "modes"},
	"feature.text numbers and symbols":   {fr: "nombres et symboles du texte", it: "numeri e simboli del testo", en: "text numbers and symbols"},
	"feature.text terms":                 {fr: "termes du texte", it: "termini del testo", en: "text terms"},
	"feature.text length":                {fr: "longueur du texte", it: "lunghezza del testo", en: "text length"},
	"feature.ruling count":               {fr: "nombre de précisions", it: "numero di chiarimenti", en: "ruling count"},
	"feature.ruling lengths":             {fr: "longueur des précisions", it: "lunghezza dei chiarimenti", en: "ruling lengths"},
	"feature.ruling numbers and symbols": {fr: "nombres et symboles des précisions", it: "numeri e simboli dei chiarimenti", en: "ruling numbers and symbols"},
	"feature.ruling terms":               {fr: "termes des précisions", it: "termini dei chiarimenti", en: "ruling terms"},
	"feature.shared word roots":          {fr: "racines de mots communes", it: "radici di parole comuni", en: "shared word roots"},
	"feature.name":                       {fr: "nom", it: "nome", en: "name"},
	"feature.position":                   {fr: "position", it: "posizione", en: "position"},
	"feature.example":                    {fr: "exemple", it: "esempio", en: "example"},
	// The help page (help.html): its rows, in order (helpRows), each an
	// example (alternatives parted by " ¦ ") and what it finds.
	"help.ex.words":        {fr: "suzerain bouillecale", it: "sovrano caldinferno", en: "suzerain bouillecale"},
	"help.desc.words":      {fr: "les fiches qui contiennent tous ces mots", it: "le voci che contengono tutte queste parole", en: "entries with all these words"},
	"help.ex.phrase":       {fr: "\"marqueur temps\"", it: "\"segnalino tempo\"", en: "\"marqueur temps\""},
	"help.desc.phrase":     {fr: "ces mots dans cet ordre", it: "queste parole in quest'ordine", en: "these words in this order"},
	"help.ex.name":         {fr: "name:piscine ¦ n:piscine", it: "name:piscina ¦ n:piscina", en: "name:piscine ¦ n:piscine"},
	"help.desc.name":       {fr: "dans les noms seulement", it: "solo nei nomi", en: "in names only"},
	"help.ex.text":         {fr: "o:cimetière", it: "o:cimitero", en: "o:cimetière"},
	"help.desc.text":       {fr: "dans le texte de règles et les précisions seulement", it: "solo nel testo delle regole e nei chiarimenti", en: "in rules text and rulings only"},
	"help.ex.type":         {fr: "t:créature ¦ t:creatura ¦ t:creature", it: "t:creatura ¦ t:créature ¦ t:creature", en: "t:creature ¦ t:créature ¦ t:creatura"},
	"help.desc.type":       {fr: "le type, dans n'importe quelle langue", it: "il tipo, in qualsiasi lingua", en: "type, in any language"},
	"help.ex.mv":           {fr: "mv=3 ¦ cmc>=2", it: "mv=3 ¦ cmc>=2", en: "mv=3 ¦ cmc>=2"},
	"help.desc.mv":         {fr: "la valeur de mana (= != < <= > >=)", it: "il valore di mana (= != < <= > >=)", en: "mana value (= != < <= > >=)"},
	"help.ex.color":        {fr: "c:rg ¦ c:red", it: "c:rg ¦ c:red", en: "c:rg ¦ c:red"},
	"help.desc.color":      {fr: "les couleurs (wubrg, c incolore, m multicolore)", it: "i colori (wubrg, c incolore, m multicolore)", en: "colors (wubrg, c colorless, m multicolor)"},
	"help.ex.pt":           {fr: "pow>=3 ¦ tou<2", it: "pow>=3 ¦ tou<2", en: "pow>=3 ¦ tou<2"},
	"help.desc.pt":         {fr: "force, endurance", it: "forza, costituzione", en: "power, toughness"},
	"help.ex.lang":         {fr: "lang:fr", it: "lang:it", en: "lang:fr"},
	"help.desc.lang":       {fr: "la langue (fr, it)", it: "la lingua (fr, it)", en: "language (fr, it)"},
	"help.ex.set":          {fr: "set:dsk ¦ s:spg", it: "set:dsk ¦ s:spg", en: "set:dsk ¦ s:spg"},
	"help.desc.set":        {fr: "l'extension (dsk, spg, dsc, archenemy, emn, jou, 9ed)", it: "l'espansione (dsk, spg, dsc, archenemy, emn, jou, 9ed)", en: "set (dsk, spg, dsc, archenemy, emn, jou, 9ed)"},
	"help.ex.kind":         {fr: "kind:ruling", it: "kind:ruling", en: "kind:ruling"},
	"help.desc.kind":       {fr: "le type de fiche (card, ruling, section, glossary, rule)", it: "il tipo di voce (card, ruling, section, glossary, rule)", en: "entry kind (card, ruling, section, glossary, rule)"},
	"help.ex.mechanic":     {fr: "mechanic:delirium", it: "mechanic:delirium", en: "mechanic:delirium"},
	"help.desc.mechanic":   {fr: "une mécanique (clé de la table des termes)", it: "una meccanica (chiave della tabella dei termini)", en: "a mechanic (term-table key)"},
	"help.ex.doc":          {fr: "doc:dsk-it", it: "doc:dsk-it", en: "doc:dsk-it"},
	"help.desc.doc":        {fr: "un seul document", it: "un solo documento", en: "one document"},
	"help.ex.not":          {fr: "-t:créature", it: "-t:creatura", en: "-t:creature"},
	"help.desc.not":        {fr: "exclure", it: "escludere", en: "exclude"},
	"help.ex.or":           {fr: "délire OR imminence", it: "delirio OR imminente", en: "delirium OR impending"},
	"help.desc.or":         {fr: "l'un ou l'autre", it: "l'uno o l'altro", en: "either"},
	"help.ex.group":        {fr: "(t:créature OR t:enchantement) mv<=2", it: "(t:creatura OR t:incantesimo) mv<=2", en: "(t:creature OR t:enchantment) mv<=2"},
	"help.desc.group":      {fr: "grouper", it: "raggruppare", en: "grouping"},
	"help.title":           {fr: "Syntaxe de recherche", it: "Sintassi di ricerca", en: "Search syntax"},
	"help.intro":           {fr: "Tapez des mots : ils cherchent dans les noms (en priorité) et dans les textes, en français, en italien et en anglais, avec ou sans accents. Un nom avec une ou deux fautes est quand même trouvé. Les noms de mécaniques sont traduits : delirium trouve aussi « délire » et « delirio ».", it: "Scrivi delle parole: cercano nei nomi (in priorità) e nei testi, in francese, italiano e inglese, con o senza accenti. Un nome con uno o due errori viene trovato lo stesso. I nomi delle meccaniche sono tradotti: delirium trova anche «délire» e «delirio».", en: "Type words: they match names (first) and texts, in French, Italian and English, with or without accents. A name with one or two typos is still found. Mechanic names are translated: delirium also finds “délire” and “delirio”."},
	"help.col.type":        {fr: "Tapez", it: "Scrivi", en: "Type"},
	"help.col.find":        {fr: "Pour trouver", it: "Per trovare", en: "To find"},
	"help.errors":          {fr: "Un champ inconnu est ignoré avec un avertissement ; une requête mal formée indique la colonne de l'erreur.", it: "Un campo sconosciuto viene ignorato con un avviso; una ricerca malformata indica la colonna dell'errore.", en: "An unknown field is ignored with a warning; a malformed query says at which column it goes wrong."},
	"help.reference_title": {fr: "Référence", it: "Riferimento", en: "Reference"},
	// The reference block; its English is index.Syntax (TestHelpReference).
	"help.reference": {fr: "Mots               cherchent dans les noms (en priorité) et les textes, en français,\n                   italien et anglais, avec ou sans accents ; un nom avec une faute\n                   ou deux est trouvé\n\"une expression\"   ces mots dans cet ordre\nname:X  n:X        dans les noms seulement\no:X                dans le texte de règles et les précisions seulement\nt:X                le type, dans n'importe quelle langue (t:créature, t:creatura, t:creature)\nmv=3 cmc>=2        valeur de mana ; opérateurs = != < <= > >= et :\nc:rg  c:red        couleurs (wubrg, c pour incolore, m pour multicolore, ou leurs noms) ;\n                   c: et c>= contiennent, c= exactement, c<= au plus\npow>=3 tou<2       force, endurance\nlang:fr            langue (fr, it, en)\nset:dsk  s:spg     extension (dsk, spg, dsc, archenemy, emn, jou, 9ed)\nkind:ruling        card, ruling, section, glossary, rule\ndoc:dsk-it         un seul document\nmechanic:delirium  cartes, précisions et sections d'une mécanique (dans toute langue :\n                   mechanic:délire, mechanic:delirio)\n-X                 pas X\nX OR Y             l'un ou l'autre ; des mots côte à côte doivent tous correspondre\n( … )              grouper", it: "Parole             cercano nei nomi (in priorità) e nei testi, in francese, italiano\n                   e inglese, con o senza accenti; un nome con uno o due errori\n                   viene trovato\n\"una frase\"        queste parole in quest'ordine\nname:X  n:X        solo nei nomi\no:X                solo nel testo delle regole e nei chiarimenti\nt:X                il tipo, in qualsiasi lingua (t:créature, t:creatura, t:creature)\nmv=3 cmc>=2        valore di mana; operatori = != < <= > >= e :\nc:rg  c:red        colori (wubrg, c per incolore, m per multicolore, o i loro nomi);\n                   c: e c>= contengono, c= esattamente, c<= al massimo\npow>=3 tou<2       forza, costituzione\nlang:fr            lingua (fr, it, en)\nset:dsk  s:spg     espansione (dsk, spg, dsc, archenemy, emn, jou, 9ed)\nkind:ruling        card, ruling, section, glossary, rule\ndoc:dsk-it         un solo documento\nmechanic:delirium  carte, chiarimenti e sezioni di una meccanica (in ogni lingua:\n                   mechanic:délire, mechanic:delirio)\n-X                 non X\nX OR Y             l'uno o l'altro; parole una accanto all'altra devono corrispondere tutte\n( … )              raggruppare", en: index.Syntax},
	// At the table (offline.go, app.js, offline.js).
	"offline.title":    {fr: "Recherche hors ligne", it: "Ricerca offline", en: "Offline lookup"},
	"offline.intro":    {fr: "Sans réseau, cherchez ici un nom de carte, de terme ou de section : l'index des noms est gardé sur l'appareil après la première visite, et les pages déjà ouvertes restent lisibles.", it: "Senza rete, cerca qui il nome di una carta, di un termine o di una sezione: l'indice dei nomi resta sul dispositivo dopo la prima visita, e le pagine già aperte restano leggibili.", en: "Without network, look up a card, term or section name here: the names index stays on the device after the first visit, and pages already opened stay readable."},
	"offline.label":    {fr: "Nom", it: "Nome", en: "Name"},
	"offline.kept":     {fr: "disponible hors ligne", it: "disponibile offline", en: "available offline"},
	"offline.keep_all": {fr: "Garder toutes les pages pour le hors-ligne", it: "Tieni tutte le pagine per l'uso offline", en: "Keep every page for offline use"},
	"copy.button":      {fr: "Copier", it: "Copia", en: "Copy"},
	"copy.title":       {fr: "Copier le texte de cette précision avec son lien", it: "Copia il testo di questo chiarimento con il suo link", en: "Copy this ruling's text with its link"},
	"copy.done":        {fr: "Copié ✓", it: "Copiato ✓", en: "Copied ✓"},
	"diffnote.times":   {fr: "« %s » %d fois en %s, %d en %s", it: "«%s» %d volte in %s, %d in %s", en: "“%s” %d times in %s, %d in %s"},
	"diffnote.where":   {fr: "%s : « %s »", it: "%s: «%s»", en: "%s: “%s”"},
	"terms.history":    {fr: "Depuis l'ancien livret", it: "Dal vecchio regolamento", en: "Since the old rulebook"},
}
