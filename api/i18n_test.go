package api

import (
	"net/http/httptest"
	"net/url"
	"testing"
)

func TestUILang(t *testing.T) {
	tests := []struct {
		url, accept, cookie string
		want                string
		param               bool
	}{
		{"/", "", "", "fr", false},
		{"/", "it-IT,it;q=0.9,en;q=0.5", "", "it", false},
		{"/", "en-GB,en;q=0.8", "", "en", false},
		{"/", "de-DE", "", "fr", false},
		{"/", "garbage;;q=x", "", "fr", false},
		{"/", "it", "en", "en", false},
		{"/?hl=it", "en", "fr", "it", true},
		{"/?hl=xx", "en", "", "en", false},
		{"/", "", "<script>", "fr", false},
	}
	for _, tt := range tests {
		r := httptest.NewRequest("GET", tt.url, nil)
		if tt.accept != "" {
			r.Header.Set("Accept-Language", tt.accept)
		}
		if tt.cookie != "" {
			r.Header.Set("Cookie", uiCookie+"="+url.QueryEscape(tt.cookie))
		}
		got, param := uiLang(r)
		if got != tt.want || param != tt.param {
			t.Errorf("uiLang(%s, Accept-Language %q, cookie %q) = %q, %v; want %q, %v", tt.url, tt.accept, tt.cookie, got, param, tt.want, tt.param)
		}
	}
}

// TestMessagesComplete requires every chrome string in all three languages.
func TestMessagesComplete(t *testing.T) {
	for _, lang := range uiLangs {
		for key := range messages["en"] {
			if messages[lang][key] == "" {
				t.Errorf("%s: no %q", lang, key)
			}
		}
		if len(messages[lang]) != len(messages["en"]) {
			t.Errorf("%s has %d strings, en %d", lang, len(messages[lang]), len(messages["en"]))
		}
	}
	if got := translator("it").T("no.such.key"); got != "no.such.key" {
		t.Errorf("missing key gives %q", got)
	}
}

func TestWithParam(t *testing.T) {
	u, _ := url.Parse("/search?q=d%C3%A9lire&page=2")
	if got, want := withParam(u, "hl", "it"), "/search?hl=it&page=2&q=d%C3%A9lire"; got != want {
		t.Errorf("withParam = %q, want %q", got, want)
	}
	if got, want := withParam(u, "page", ""), "/search?q=d%C3%A9lire"; got != want {
		t.Errorf("withParam = %q, want %q", got, want)
	}
}
