package api

import (
	"io/fs"
	"testing"

	"github.com/arbitre/arbitre/templates"
)

func TestManaHTML(t *testing.T) {
	tests := []struct{ in, want string }{
		{"{2}{R}", `<img class="ms" src="/static/mana/2.svg" alt="{2}" width="16" height="16"><img class="ms" src="/static/mana/R.svg" alt="{R}" width="16" height="16">`},
		{"{W/U}", `<img class="ms" src="/static/mana/WU.svg" alt="{W/U}" width="16" height="16">`},
		{"{g/p}", `<img class="ms" src="/static/mana/GP.svg" alt="{g/p}" width="16" height="16">`},
		{"{U} // {4}", `<img class="ms" src="/static/mana/U.svg" alt="{U}" width="16" height="16"> // <img class="ms" src="/static/mana/4.svg" alt="{4}" width="16" height="16">`},
		{`{X\}`, `{X\}`},
		{"{<b>}", "{&lt;b&gt;}"},
		{"{", "{"},
		{"payer {2} {", `payer <img class="ms" src="/static/mana/2.svg" alt="{2}" width="16" height="16"> {`},
		{"{99}", "{99}"},
	}
	mana := newTestServer(t).mana
	for _, tt := range tests {
		if got := string(mana.html(tt.in)); got != tt.want {
			t.Errorf("mana.html(%q)\n got %s\nwant %s", tt.in, got, tt.want)
		}
	}
}

// TestManaAssetsShipped checks that every symbol the pages may draw has its
// image in templates/static/mana, so no page shows a broken image.
func TestManaAssetsShipped(t *testing.T) {
	for name := range manaAssets {
		if _, err := fs.Stat(templates.FS, "static/mana/"+name+".svg"); err != nil {
			t.Errorf("symbol %s: %v", name, err)
		}
	}
}
