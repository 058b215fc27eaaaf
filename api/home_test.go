package api

import (
	"strings"
	"testing"
)

// TestHome: on the real corpus, every document is shown by a title
// (never its file name), its set and a date, and the totals are there.
func TestHome(t *testing.T) {
	s := newRealServer(t)
	body := get(t, s, "/?hl=fr").Body.String()
	for _, d := range s.kb.Documents {
		if strings.Contains(body, ">"+d.File+"<") {
			t.Errorf("the home page names %s by its file", d.ID)
		}
	}
	for _, want := range []string{
		`<a class="doc-title" href="/documents/jou-fr" lang="fr">Mécaniques — Incursion dans Nyx</a>`,
		`extension sortie le <time datetime="2014-05-02">2014-05-02</time>`,
		`<h2>Ce que contient arbitre</h2>`,
		`cartes</li>`,
		`<span class="badge-era">anciennes règles</span>`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("home page lacks %s", want)
		}
	}
}

// TestSnippetHTML: a card's snippet shows its type line apart from its
// rules text, and mana symbols drawn.
func TestSnippetHTML(t *testing.T) {
	s := newTestServer(t)
	got := string(s.snippetHTML("Créature : humain et <mark>éclairé</mark>\nAngoisse — {R}{R}, {T} : x {Z9}"))
	want := `Créature : humain et <mark>éclairé</mark><br>Angoisse — <img class="ms" src="/static/mana/R.svg" alt="{R}" width="16" height="16"><img class="ms" src="/static/mana/R.svg" alt="{R}" width="16" height="16">, <img class="ms" src="/static/mana/T.svg" alt="{T}" width="16" height="16"> : x {Z9}`
	if got != want {
		t.Errorf("snippetHTML =\n%s\nwant\n%s", got, want)
	}
	if got := string(s.snippetHTML(`<script>{R}`)); strings.Contains(got, "<script>") {
		t.Errorf("snippetHTML lets markup through: %s", got)
	}
}
