package api

import (
	"net/http"
	"net/url"

	"golang.org/x/text/language"
)

// Page chrome (labels, buttons, headings) comes in French, Italian and
// English; the content keeps the language it was written in. The reader
// picks with ?hl= (remembered in a cookie), else Accept-Language decides,
// else French, the language of most of the corpus.
var uiLangs = []string{"fr", "it", "en"}

var uiMatcher = language.NewMatcher([]language.Tag{language.French, language.Italian, language.English})

const uiCookie = "hl"

// uiLang chooses the chrome language of a request, and reports whether it
// came from ?hl= (the caller then remembers it in a cookie).
func uiLang(r *http.Request) (lang string, fromParam bool) {
	if hl := r.URL.Query().Get("hl"); isUILang(hl) {
		return hl, true
	}
	if c, err := r.Cookie(uiCookie); err == nil && isUILang(c.Value) {
		return c.Value, false
	}
	if al := r.Header.Get("Accept-Language"); al != "" {
		tags, _, err := language.ParseAcceptLanguage(al)
		if err == nil && len(tags) > 0 {
			_, i, conf := uiMatcher.Match(tags...)
			if conf != language.No {
				return uiLangs[i], false
			}
		}
	}
	return "fr", false
}

func isUILang(s string) bool {
	return s == "fr" || s == "it" || s == "en"
}

// withParam returns u's path and query with one parameter set, for links
// that keep the rest of the query (language switch, facets, pages).
func withParam(u *url.URL, key, value string) string {
	q := u.Query()
	if value == "" {
		q.Del(key)
	} else {
		q.Set(key, value)
	}
	if len(q) == 0 {
		return u.Path
	}
	return u.Path + "?" + q.Encode()
}

// translator returns the chrome string for key in one language, falling
// back to English, then to the key itself so that a missing string shows
// up on the page instead of an empty button.
type translator string

func (t translator) T(key string) string {
	if s, ok := messages[string(t)][key]; ok {
		return s
	}
	if s, ok := messages["en"][key]; ok {
		return s
	}
	return key
}

// messages holds the chrome strings. Read-only.
var messages = map[string]map[string]string{
	"fr": {
		"compare.differences":  "Différences FR / IT",
		"compare.intro":        "Les notes de Mornebrune en français (août 2024) et en italien (septembre 2024) sont deux révisions différentes : voici ce que l'alignement relève entre elles.",
		"compare.filter":       "Filtrer par type",
		"compare.all":          "toutes",
		"compare.confidence":   "Confiance de l'appariement",
		"compare.side_by_side": "Côte à côte",
		"compare.link":         "Comparer avec l'autre langue",
		"nav.compare":          "FR / IT",
		"part.name":            "Nom",
		"part.cost":            "Coût",
		"part.type":            "Type",
		"part.pt":              "F/E",
		"part.loyalty":         "Loyauté",
		"part.text":            "Texte",
		"part.ruling":          "Précision",
		"part.modes":           "Modes",
		"diff.card-one-side":   "carte d'un seul côté",
		"diff.ruling-one-side": "précision d'un seul côté",
		"diff.numbers":         "nombres",
		"diff.mana":            "symboles de mana",
		"diff.term":            "terme",
		"diff.length":          "longueur",
		"color.W":              "blanc",
		"color.U":              "bleu",
		"color.B":              "noir",
		"color.R":              "rouge",
		"color.G":              "vert",
		"color.C":              "incolore",
		"color.M":              "multicolore",
		"site.tagline":         "Notes de publication, règles et glossaire, en français et en italien",
		"nav.search":           "Recherche",
		"nav.help":             "Syntaxe",
		"nav.documents":        "Documents",
		"nav.terms":            "Termes",
		"search.label":         "Rechercher une carte, une règle, un terme",
		"search.button":        "Chercher",
		"search.placeholder":   "nom de carte, mot, o:texte, t:créature…",
		"search.results":       "résultats",
		"search.result":        "résultat",
		"search.none":          "Aucun résultat.",
		"search.warnings":      "Remarques",
		"search.facets":        "Affiner",
		"search.clear":         "retirer ce filtre",
		"search.prev":          "Précédente",
		"search.next":          "Suivante",
		"search.pages":         "Pages",
		"search.intro":         "Tapez le début d'un nom de carte (même avec une faute), un mot des règles, ou une requête. Les accents sont facultatifs.",
		"facet.kind":           "Type de fiche",
		"facet.lang":           "Langue",
		"facet.doc":            "Document",
		"facet.set":            "Extension",
		"facet.type":           "Type de carte",
		"facet.color":          "Couleur",
		"facet.mana_value":     "Valeur de mana",
		"facet.mechanic":       "Mécanique",
		"kind.card":            "Carte",
		"kind.ruling":          "Précision",
		"kind.section":         "Section",
		"kind.glossary":        "Glossaire",
		"kind.rule":            "Règle",
		"kind.heading":         "Titre",
		"lang.fr":              "français",
		"lang.it":              "italien",
		"lang.en":              "anglais",
		"card.rulings":         "Précisions",
		"card.text":            "Texte de règles",
		"card.modes":           "Modes",
		"card.pt":              "Force/endurance",
		"card.loyalty":         "Loyauté",
		"card.mana_value":      "Valeur de mana",
		"card.other_lang":      "Cette carte dans l'autre langue",
		"card.in_document":     "Dans",
		"card.mechanics":       "Mécaniques",
		"card.example_in":      "Exemple dans",
		"card.permalink":       "Lien permanent vers cette précision",
		"card.flags":           "Points que l'analyse n'a pas pu trancher",
		"card.printed_at":      "Imprimée à la ligne",
		"card.faces":           "Accès",
		"section.rulings":      "Précisions",
		"section.cards":        "Cartes citées en exemple",
		"section.rules":        "Règles",
		"section.parent":       "Partie de",
		"section.children":     "Sous-parties",
		"glossary.see_also":    "Voir aussi",
		"rule.examples":        "Exemples",
		"rule.subrules":        "Sous-règles",
		"rule.section":         "Section",
		"doc.toc":              "Table des matières",
		"doc.modified":         "Dernière modification",
		"doc.lines":            "lignes",
		"doc.file":             "Fichier",
		"doc.list":             "Documents de référence",
		"error.title":          "Erreur",
		"error.back":           "Retour à la recherche",
		"error.404":            "Cette page n'existe pas.",
		"error.400":            "La requête n'est pas valable.",
		"error.other":          "Le serveur n'a pas pu répondre.",
		"ui.language":          "Langue de l'interface",
		"verify.verified":      "vérifié par le moteur de règles",
		"verify.failed":        "le moteur de règles ne retrouve pas ce résultat",
		"verify.scenario":      "Voir le scénario",
	},
	"it": {
		"compare.differences":  "Differenze FR / IT",
		"compare.intro":        "Le note di Duskmourn in francese (agosto 2024) e in italiano (settembre 2024) sono due revisioni diverse: ecco cosa rileva l'allineamento tra le due.",
		"compare.filter":       "Filtra per tipo",
		"compare.all":          "tutte",
		"compare.confidence":   "Affidabilità dell'abbinamento",
		"compare.side_by_side": "Fianco a fianco",
		"compare.link":         "Confronta con l'altra lingua",
		"nav.compare":          "FR / IT",
		"part.name":            "Nome",
		"part.cost":            "Costo",
		"part.type":            "Tipo",
		"part.pt":              "F/C",
		"part.loyalty":         "Fedeltà",
		"part.text":            "Testo",
		"part.ruling":          "Chiarimento",
		"part.modes":           "Modi",
		"diff.card-one-side":   "carta da un solo lato",
		"diff.ruling-one-side": "chiarimento da un solo lato",
		"diff.numbers":         "numeri",
		"diff.mana":            "simboli di mana",
		"diff.term":            "termine",
		"diff.length":          "lunghezza",
		"color.W":              "bianco",
		"color.U":              "blu",
		"color.B":              "nero",
		"color.R":              "rosso",
		"color.G":              "verde",
		"color.C":              "incolore",
		"color.M":              "multicolore",
		"site.tagline":         "Note sulla pubblicazione, regole e glossario, in francese e in italiano",
		"nav.search":           "Ricerca",
		"nav.help":             "Sintassi",
		"nav.documents":        "Documenti",
		"nav.terms":            "Termini",
		"search.label":         "Cerca una carta, una regola, un termine",
		"search.button":        "Cerca",
		"search.placeholder":   "nome della carta, parola, o:testo, t:creatura…",
		"search.results":       "risultati",
		"search.result":        "risultato",
		"search.none":          "Nessun risultato.",
		"search.warnings":      "Avvisi",
		"search.facets":        "Filtra",
		"search.clear":         "togli questo filtro",
		"search.prev":          "Precedente",
		"search.next":          "Successiva",
		"search.pages":         "Pagine",
		"search.intro":         "Scrivi l'inizio del nome di una carta (anche con un errore), una parola delle regole o una ricerca. Gli accenti sono facoltativi.",
		"facet.kind":           "Tipo di voce",
		"facet.lang":           "Lingua",
		"facet.doc":            "Documento",
		"facet.set":            "Espansione",
		"facet.type":           "Tipo di carta",
		"facet.color":          "Colore",
		"facet.mana_value":     "Valore di mana",
		"facet.mechanic":       "Meccanica",
		"kind.card":            "Carta",
		"kind.ruling":          "Chiarimento",
		"kind.section":         "Sezione",
		"kind.glossary":        "Glossario",
		"kind.rule":            "Regola",
		"kind.heading":         "Titolo",
		"lang.fr":              "francese",
		"lang.it":              "italiano",
		"lang.en":              "inglese",
		"card.rulings":         "Chiarimenti",
		"card.text":            "Testo delle regole",
		"card.modes":           "Modi",
		"card.pt":              "Forza/costituzione",
		"card.loyalty":         "Fedeltà",
		"card.mana_value":      "Valore di mana",
		"card.other_lang":      "Questa carta nell'altra lingua",
		"card.in_document":     "In",
		"card.mechanics":       "Meccaniche",
		"card.example_in":      "Esempio in",
		"card.permalink":       "Link permanente a questo chiarimento",
		"card.flags":           "Punti che l'analisi non ha potuto risolvere",
		"card.printed_at":      "Stampata alla riga",
		"card.faces":           "Porte",
		"section.rulings":      "Chiarimenti",
		"section.cards":        "Carte citate come esempio",
		"section.rules":        "Regole",
		"section.parent":       "Parte di",
		"section.children":     "Sottosezioni",
		"glossary.see_also":    "Vedi anche",
		"rule.examples":        "Esempi",
		"rule.subrules":        "Sottoregole",
		"rule.section":         "Sezione",
		"doc.toc":              "Indice",
		"doc.modified":         "Ultima modifica",
		"doc.lines":            "righe",
		"doc.file":             "File",
		"doc.list":             "Documenti di riferimento",
		"error.title":          "Errore",
		"error.back":           "Torna alla ricerca",
		"error.404":            "Questa pagina non esiste.",
		"error.400":            "La richiesta non è valida.",
		"error.other":          "Il server non ha potuto rispondere.",
		"ui.language":          "Lingua dell'interfaccia",
		"verify.verified":      "verificato dal motore di regole",
		"verify.failed":        "il motore di regole non ritrova questo risultato",
		"verify.scenario":      "Vedi lo scenario",
	},
	"en": {
		"compare.differences":  "FR / IT differences",
		"compare.intro":        "The French (August 2024) and Italian (September 2024) Duskmourn notes are different revisions: this is what the alignment flags between them.",
		"compare.filter":       "Filter by kind",
		"compare.all":          "all",
		"compare.confidence":   "Pairing confidence",
		"compare.side_by_side": "Side by side",
		"compare.link":         "Compare with the other language",
		"nav.compare":          "FR / IT",
		"part.name":            "Name",
		"part.cost":            "Cost",
		"part.type":            "Type",
		"part.pt":              "P/T",
		"part.loyalty":         "Loyalty",
		"part.text":            "Text",
		"part.ruling":          "Ruling",
		"part.modes":           "Modes",
		"diff.card-one-side":   "card on one side",
		"diff.ruling-one-side": "ruling on one side",
		"diff.numbers":         "numbers",
		"diff.mana":            "mana symbols",
		"diff.term":            "term",
		"diff.length":          "length",
		"color.W":              "white",
		"color.U":              "blue",
		"color.B":              "black",
		"color.R":              "red",
		"color.G":              "green",
		"color.C":              "colorless",
		"color.M":              "multicolor",
		"site.tagline":         "Release notes, rules and glossary, in French and Italian",
		"nav.search":           "Search",
		"nav.help":             "Syntax",
		"nav.documents":        "Documents",
		"nav.terms":            "Terms",
		"search.label":         "Search a card, a rule, a term",
		"search.button":        "Search",
		"search.placeholder":   "card name, word, o:text, t:creature…",
		"search.results":       "results",
		"search.result":        "result",
		"search.none":          "No results.",
		"search.warnings":      "Notes",
		"search.facets":        "Refine",
		"search.clear":         "remove this filter",
		"search.prev":          "Previous",
		"search.next":          "Next",
		"search.pages":         "Pages",
		"search.intro":         "Type the start of a card name (typos are fine), a rules word, or a query. Accents are optional.",
		"facet.kind":           "Entry kind",
		"facet.lang":           "Language",
		"facet.doc":            "Document",
		"facet.set":            "Set",
		"facet.type":           "Card type",
		"facet.color":          "Color",
		"facet.mana_value":     "Mana value",
		"facet.mechanic":       "Mechanic",
		"kind.card":            "Card",
		"kind.ruling":          "Ruling",
		"kind.section":         "Section",
		"kind.glossary":        "Glossary",
		"kind.rule":            "Rule",
		"kind.heading":         "Heading",
		"lang.fr":              "French",
		"lang.it":              "Italian",
		"lang.en":              "English",
		"card.rulings":         "Rulings",
		"card.text":            "Rules text",
		"card.modes":           "Modes",
		"card.pt":              "Power/toughness",
		"card.loyalty":         "Loyalty",
		"card.mana_value":      "Mana value",
		"card.other_lang":      "This card in the other language",
		"card.in_document":     "In",
		"card.mechanics":       "Mechanics",
		"card.example_in":      "Example in",
		"card.permalink":       "Permanent link to this ruling",
		"card.flags":           "What the parser could not settle",
		"card.printed_at":      "Printed at line",
		"card.faces":           "Doors",
		"section.rulings":      "Rulings",
		"section.cards":        "Example cards",
		"section.rules":        "Rules",
		"section.parent":       "Part of",
		"section.children":     "Subsections",
		"glossary.see_also":    "See also",
		"rule.examples":        "Examples",
		"rule.subrules":        "Subrules",
		"rule.section":         "Section",
		"doc.toc":              "Table of contents",
		"doc.modified":         "Last modified",
		"doc.lines":            "lines",
		"doc.file":             "File",
		"doc.list":             "Reference documents",
		"error.title":          "Error",
		"error.back":           "Back to search",
		"error.404":            "This page does not exist.",
		"error.400":            "The request is not valid.",
		"error.other":          "The server could not answer.",
		"ui.language":          "Interface language",
		"verify.verified":      "verified by the rules engine",
		"verify.failed":        "the rules engine does not reproduce this outcome",
		"verify.scenario":      "See the scenario",
	},
}
