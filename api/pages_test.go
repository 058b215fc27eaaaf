package api

import (
	"regexp"
	"strings"
	"testing"
)

// TestPages renders every kind of page from the fixture knowledge base and
// checks what a reader must find on it.
func TestPages(t *testing.T) {
	s := newTestServer(t)
	tests := []struct {
		path   string
		status int
		want   []string
		absent []string
	}{
		{"/cards/dsk-fr-piscine-sans-fond-vestiaire", 200, []string{
			`<h1 lang="fr">Piscine sans fond // Vestiaire</h1>`,
			`<img class="ms" src="/static/mana/U.svg" alt="{U}"`,
			`<img class="ms" src="/static/mana/4.svg" alt="{4}"`,
			`<section class="face" lang="fr">`,
			`<p class="typeline" lang="fr">Enchantement : pièce</p>`,
			`<li id="dsk-fr-piscine-sans-fond-vestiaire-r1" class="ruling"><p lang="fr">`,
			`href="#dsk-fr-piscine-sans-fond-vestiaire-r1"`,
			`<a class="counterpart" href="/cards/dsk-it-piscina-abissale-spogliatoio" lang="it" hreflang="it">Piscina Abissale // Spogliatoio</a>`,
			`<a href="/sections/dsk-fr-s-nouveau-type-d-enchantement-piece" lang="fr">Nouveau type d&#39;enchantement : pièce</a>`,
			`<a href="/documents/dsk-fr" lang="fr">`,
			`<p>(Vous pouvez lancer la moitié de votre choix.`,
		}, []string{
			// The card does not link to itself.
			`href="/cards/dsk-fr-piscine-sans-fond-vestiaire"`,
		}},
		{"/cards/dsk-fr-suzerain-de-bouillecale", 200, []string{
			`<strong>5/5</strong>`,
			`<a class="xref xref-mechanic" href="/sections/dsk-fr-s-nouvelle-capacite-mot-cle-imminence">Imminence</a> 4 — <img class="ms" src="/static/mana/2.svg"`,
			`<div class="rules-text" lang="fr"`,
		}, nil},
		{"/cards/dsk-fr-analyste-paranormal", 200, []string{
			`Voyez aussi l&#39;<a class="xref xref-card" href="/cards/dsk-fr-anthropede">Anthropède</a>`,
			// Unknown card: plain text.
			`la Ligne ley du vide)`,
		}, nil},
		{"/cards/emn-fr-intensification-example", 200, []string{
			`<ul class="modes" lang="fr"`,
			`<li>La créature ciblée gagne +1/+1.</li>`,
		}, nil},
		{"/cards/dsk-it-sovrano-di-caldinferno", 200, []string{
			`<html lang="fr">`,
			`<h1 lang="it">Sovrano di Caldinferno</h1>`,
			`<p lang="it">Se scegli di pagare`,
			`href="/cards/dsk-fr-suzerain-de-bouillecale" lang="fr"`,
		}, nil},
		{"/sections/dsk-fr-s-nouveau-type-d-enchantement-piece", 200, []string{
			`<h1 lang="fr">Nouveau type d&#39;enchantement : pièce</h1>`,
			`<a class="xref xref-card" href="/cards/dsk-fr-piscine-sans-fond-vestiaire">Piscine sans fond // Vestiaire</a>`,
			`<li id="dsk-fr-s-nouveau-type-d-enchantement-piece-r1" class="ruling">`,
			`celui du Panharmonicus ne`,
			`<a href="/cards/dsk-fr-piscine-sans-fond-vestiaire" lang="fr">Piscine sans fond // Vestiaire</a>`,
		}, nil},
		{"/sections/emn-fr-s-emergence", 200, []string{
			`<a class="xref xref-rule" href="/rules/emn-fr-702.118a">702.118a</a>`,
			`702.999z`,
			`+32.70.233.277`,
			`<div class="rule rule-header" id="emn-fr-702.118" lang="fr">`,
			`<p class="example">Exemple : vous lancez`,
		}, []string{`href="/rules/emn-fr-702.999z"`}},
		{"/glossary/9ed-fr-g-regeneration", 200, []string{
			`<h1 lang="fr">Régénération</h1>`,
			`<a class="xref xref-glossary" href="/glossary/9ed-fr-g-effet-de-remplacement">effet de remplacement</a>`,
			`<a href="/glossary/9ed-fr-g-retirer-du-combat" lang="fr">Retirer du combat</a>`,
		}, nil},
		{"/glossary/9ed-fr-g-reserve-de-mana", 200, []string{
			`<span class="dangling" lang="fr">Brûlure de mana</span>`,
			`<a href="/glossary/9ed-fr-g-regeneration" lang="fr">Régénération</a>`,
		}, nil},
		{"/rules/702.118", 200, []string{
			`<h1><span class="rule-number">702.118</span> Émergence</h1>`,
			`<div class="rule subrule" id="emn-fr-702.118a" lang="fr">`,
			`<div class="rule subrule" id="emn-fr-702.118b" lang="fr">`,
			`(voir la règle <a class="xref xref-rule" href="/rules/emn-fr-702.118a">702.118a</a>)`,
			`la règle 601.2f s&#39;applique`,
			`<a href="/sections/emn-fr-s-emergence" lang="fr">Émergence</a>`,
		}, []string{`href="/rules/601.2f"`}},
		{"/rules/emn-fr-702.118b", 200, []string{
			`<h1><span class="rule-number">702.118b</span></h1>`,
			`<p class="example">Exemple`,
		}, []string{`id="emn-fr-702.118a"`}},
		{"/documents/dsk-fr", 200, []string{
			`<time datetime="2024-08-05">2024-08-05</time>`,
			`<a href="/sections/dsk-fr-s-nouveau-type-d-enchantement-piece">Nouveau type d&#39;enchantement : pièce</a>`,
			`<li class="toc-heading level-1" lang="fr"><span>NOTES SUR DES CARTES SPÉCIFIQUES</span></li>`,
			`<a href="/cards/dsk-fr-anthropede">Anthropède</a>`,
		}, nil},
		{"/documents", 200, []string{`<a class="doc-title" href="/documents/dsk-it" lang="it">`}, nil},
		{"/", 200, []string{`<form class="searchbox" action="/search" method="get" role="search">`, `<a class="doc-title" href="/documents/emn-fr" lang="fr">`}, nil},
		{"/help", 200, []string{`<h1>Syntaxe de recherche</h1>`, `kind:ruling`}, nil},
		{"/search?q=piscine", 200, []string{
			`<a href="/cards/dsk-fr-piscine-sans-fond-vestiaire" lang="fr">Piscine sans fond // Vestiaire</a>`,
			`<p class="snippet" lang="fr"><mark>Piscine sans fond // Vestiaire</mark>`,
			`<aside class="facets"`,
			`href="/search?q=piscine&#43;kind%3Acard"`,
			`<img class="ms" src="/static/mana/U.svg" alt=""`,
		}, nil},
		{"/search?q=piscine+kind:card", 200, []string{
			// An active filter links to the query without it.
			`<li class="active"><a href="/search?q=piscine"`,
		}, nil},
		{"/search?q=reflexive", 200, []string{
			`<a href="/cards/dsk-fr-anthropede#dsk-fr-anthropede-r1" lang="fr">Anthropède</a>`,
		}, nil},
		{"/search?q=(piscine", 400, []string{`<p class="error" role="alert">colonne 1 : parenthèse non fermée</p>`}, nil},
		{"/search?q=(piscine&hl=it", 400, []string{`<p class="error" role="alert">colonna 1: parentesi non chiusa</p>`}, nil},
		{"/search?q=(piscine&hl=en", 400, []string{`<p class="error" role="alert">column 1: unclosed parenthesis</p>`}, nil},
		{"/search?q=zzzz", 200, []string{`Aucun résultat pour « <strong class="searched">zzzz</strong> »`, `href="/help"`}, []string{`class="pages"`}},
		{"/search?q=piscine+foo:bar", 200, []string{`champ inconnu « foo » ignoré`}, nil},
		{"/search?q=piscine+foo:bar&hl=it", 200, []string{`campo sconosciuto «foo» ignorato`}, nil},
		{"/search?q=piscine+foo:bar&hl=en", 200, []string{`unknown field &#34;foo&#34; ignored`}, nil},
		{"/cards/nope?hl=it", 404, []string{`nessuna carta con identificativo nope`}, nil},
		{"/terms", 200, []string{`<td lang="en"><a href="/terms/delirium">delirium</a></td>`, `<td lang="fr">délire</td>`, `fr 1/0 · it 1/0`, `fr 1/1 · it 0/1`}, nil},
		{"/terms/impending", 200, []string{`<a href="/sections/dsk-fr-s-nouvelle-capacite-mot-cle-imminence" lang="fr">`, `<a href="/cards/dsk-it-sovrano-di-caldinferno" lang="it">Sovrano di Caldinferno</a>`}, nil},
		{"/terms/battlefield", 200, []string{`<span class="old">(ancien : en jeu)</span>`, `Aucune carte ni section ne l&#39;utilise.`}, nil},
		{"/compare/dsk-fr-suzerain-de-bouillecale", 200, []string{
			// Each cell says its language, whatever the screen's width.
			`<span class="cell-lang" lang="fr">français</span> <span class="cell-text" lang="fr">Suzerain de Bouillecale</span>`,
			`<span class="cell-lang" lang="fr">italien</span> <span class="cell-text" lang="it">Sovrano di Caldinferno</span>`,
		}, nil},
		{"/compare/dsk-fr-suzerain-de-bouillecale?hl=it", 200, []string{`<span class="cell-lang" lang="it">francese</span>`}, nil},
		{"/compare", 200, []string{`<nav class="kinds"`}, nil},
		{"/cards/dsk-fr-nope", 404, []string{`<h1>Erreur 404</h1>`, `Cette page n&#39;existe pas.`}, nil},
	}
	for _, tt := range tests {
		w := get(t, s, tt.path)
		body := w.Body.String()
		if w.Code != tt.status {
			t.Errorf("%s: status %d, want %d", tt.path, w.Code, tt.status)
		}
		for _, want := range tt.want {
			if !strings.Contains(body, want) {
				t.Errorf("%s: missing %s", tt.path, want)
			}
		}
		for _, no := range tt.absent {
			if strings.Contains(body, no) {
				t.Errorf("%s: should not contain %s", tt.path, no)
			}
		}
		if tt.path == "/cards/dsk-fr-piscine-sans-fond-vestiaire" && strings.Count(body, "piochez une carte.") != 1 {
			t.Errorf("%s: a door's text is shown %d times", tt.path, strings.Count(body, "piochez une carte."))
		}
		if !strings.HasPrefix(w.Header().Get("Content-Type"), "text/html") {
			t.Errorf("%s: Content-Type %q", tt.path, w.Header().Get("Content-Type"))
		}
		checkNoInlineScript(t, tt.path, body)
	}
}

var scriptTag = regexp.MustCompile(`(?is)<script\b[^>]*>`)

// checkNoInlineScript requires every script to be an external same-origin
// file and no element to carry an event handler or inline style, which
// the Content-Security-Policy would block anyway.
func checkNoInlineScript(t *testing.T, path, body string) {
	t.Helper()
	for _, tag := range scriptTag.FindAllString(body, -1) {
		if !strings.Contains(tag, `src="/static/`) {
			t.Errorf("%s: inline or foreign script %s", path, tag)
		}
	}
	if m := regexp.MustCompile(`(?i)\son[a-z]+=|\sstyle=`).FindString(body); m != "" {
		t.Errorf("%s: inline handler or style %q", path, m)
	}
}

// TestLangAttributes checks that every block of French or Italian text
// says so: in the fixture's Italian card page, each content block carries
// lang="it", while the chrome stays in the reader's language.
func TestLangAttributes(t *testing.T) {
	s := newTestServer(t)
	body := get(t, s, "/cards/dsk-it-sovrano-di-caldinferno", "Accept-Language", "en").Body.String()
	for _, block := range []string{`<h1 lang="it">`, `<p class="typeline" lang="it">`, `<div class="rules-text" lang="it"`, `<p lang="it">Se scegli`} {
		if !strings.Contains(body, block) {
			t.Errorf("missing %s", block)
		}
	}
	if !strings.Contains(body, `<html lang="en">`) || !strings.Contains(body, `<h2>Rulings</h2>`) {
		t.Error("chrome is not in English for Accept-Language: en")
	}
}

func TestChromeLanguages(t *testing.T) {
	s := newTestServer(t)
	tests := []struct {
		path, accept, cookie string
		want                 []string
	}{
		{"/cards/dsk-fr-anthropede", "it-IT,it;q=0.9", "", []string{`<html lang="it">`, `<h2>Chiarimenti</h2>`, `<strong lang="it">Italiano</strong>`, `<a href="/cards/dsk-fr-anthropede?hl=en" lang="en" hreflang="en">English</a>`}},
		{"/cards/dsk-fr-anthropede", "", "", []string{`<html lang="fr">`, `<h2>Précisions</h2>`}},
		{"/cards/dsk-fr-anthropede?hl=en", "it", "", []string{`<html lang="en">`, `<h2>Rulings</h2>`}},
		{"/help", "", "hl=it", []string{`<h1>Sintassi di ricerca</h1>`}},
		{"/help?hl=en", "", "", []string{`<h1>Search syntax</h1>`}},
	}
	for _, tt := range tests {
		var h []string
		if tt.accept != "" {
			h = append(h, "Accept-Language", tt.accept)
		}
		if tt.cookie != "" {
			h = append(h, "Cookie", tt.cookie)
		}
		w := get(t, s, tt.path, h...)
		for _, want := range tt.want {
			if !strings.Contains(w.Body.String(), want) {
				t.Errorf("%s (Accept-Language %q, cookie %q): missing %s", tt.path, tt.accept, tt.cookie, want)
			}
		}
	}
	w := get(t, s, "/help?hl=it")
	if c := w.Header().Get("Set-Cookie"); !strings.HasPrefix(c, "hl=it;") {
		t.Errorf("?hl=it sets cookie %q", c)
	}
	if v := w.Header().Values("Vary"); !strings.Contains(strings.Join(v, ","), "Accept-Language") {
		t.Errorf("Vary = %q", v)
	}
}
