package mana

import (
	"strings"
	"testing"
)

func TestParseManaCost(t *testing.T) {
	for _, tc := range []struct {
		in      string
		canon   string
		mv      int
		colors  string
		wantErr string
	}{
		{in: "{2}{R}{R}", canon: "{2}{R}{R}", mv: 4, colors: "R"},
		{in: "{2} {R} {R}", canon: "{2}{R}{R}", mv: 4, colors: "R"},
		{in: "{X}{X}{G}", canon: "{X}{X}{G}", mv: 1, colors: "G"},
		{in: "{W/U}{W/U}", canon: "{W/U}{W/U}", mv: 2, colors: "WU"},
		{in: "{2/W}", canon: "{2/W}", mv: 2, colors: "W"},
		{in: "{C}{C}", canon: "{C}{C}", mv: 2, colors: ""},
		{in: "{0}", canon: "{0}", mv: 0, colors: ""},
		{in: "{b}{b}{b}{b}{b}{b}", canon: "{B}{B}{B}{B}{B}{B}", mv: 6, colors: "B"},
		{in: "{1}{W}{U}{B}", canon: "{1}{W}{U}{B}", mv: 4, colors: "WUB"},
		{in: "", canon: "", mv: 0, colors: ""},
		{in: "{G/P}", canon: "{G/P}", mv: 1, colors: "G"},
		{in: "{w/u/p}", canon: "{W/U/P}", mv: 1, colors: "WU"},
		{in: "{S}{S}{1}", canon: "{S}{S}{1}", mv: 3, colors: ""},
		{in: "{X}{Y}{Z}{R}", canon: "{X}{Y}{Z}{R}", mv: 1, colors: "R"},
		{in: "{10}{g}", canon: "{10}{G}", mv: 11, colors: "G"},
		{in: "{P}", wantErr: "unknown mana symbol"},
		{in: "{W/W/P}", wantErr: "unknown mana symbol"},
		{in: "{C/P}", wantErr: "unknown mana symbol"},
		{in: "{2/P}", wantErr: "unknown mana symbol"},
		{in: "{Q}", wantErr: "unknown mana symbol"},
		{in: "{W/W}", wantErr: "unknown mana symbol"},
		{in: "{2", wantErr: "unclosed"},
		{in: "2R", wantErr: "expected '{'"},
	} {
		c, err := ParseCost(tc.in)
		if tc.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("ParseCost(%q) error = %v, want %q", tc.in, err, tc.wantErr)
			}
			continue
		}
		if err != nil {
			t.Errorf("ParseCost(%q): %v", tc.in, err)
			continue
		}
		if got := c.String(); got != tc.canon {
			t.Errorf("ParseCost(%q) = %s, want %s", tc.in, got, tc.canon)
		}
		if got := c.ManaValue(0); got != tc.mv {
			t.Errorf("ManaValue(%q) = %d, want %d", tc.in, got, tc.mv)
		}
		var cols string
		for _, col := range c.Colors() {
			cols += string(col)
		}
		if cols != tc.colors {
			t.Errorf("Colors(%q) = %q, want %q", tc.in, cols, tc.colors)
		}
	}
}

func TestCodesAndColors(t *testing.T) {
	if got := MustCost("{1}").Codes(); got == nil || len(got) != 0 {
		t.Errorf("Codes of a colorless cost = %#v, want []", got)
	}
	if got := strings.Join(MustCost("{G}{U/P}{2/W}").Codes(), ""); got != "WUG" {
		t.Errorf("Codes = %q, want WUG", got)
	}
	w := WUBRG()
	w[0] = Green
	if WUBRG()[0] != White {
		t.Error("WUBRG returns the package's own array")
	}
	for _, c := range []Color{White, Blue, Black, Red, Green} {
		if !c.IsColor() {
			t.Errorf("%c is a color", c)
		}
	}
	if Colorless.IsColor() || Color('P').IsColor() {
		t.Error("colorless and P are no colors")
	}
}

func TestPayRefusesWhatItDoesNotModel(t *testing.T) {
	for _, cost := range []string{"{G/P}", "{S}"} {
		p := Pool{Green: 3, Colorless: 2}
		if err := p.Pay(MustCost(cost)); err == nil || !strings.Contains(err.Error(), "not modelled") {
			t.Errorf("pay %s: err = %v", cost, err)
		}
		if p.Total() != 5 {
			t.Errorf("pay %s: the pool changed to %s", cost, p)
		}
	}
}

func TestManaValueOfX(t *testing.T) {
	c := MustCost("{X}{X}{G}")
	if got := c.ManaValue(3); got != 7 {
		t.Errorf("ManaValue with X=3 = %d, want 7", got)
	}
	if got := c.WithX(3).String(); got != "{6}{G}" {
		t.Errorf("WithX(3) = %s, want {6}{G}", got)
	}
}

func TestDevotionHybridCountsOnce(t *testing.T) {
	for _, tc := range []struct {
		cost   string
		colors string
		want   int
	}{
		{"{W/B}{W/B}", "WB", 2},
		{"{W/B}{W/B}", "W", 2},
		{"{W/B}", "U", 0},
		{"{1}{W}{B}", "WB", 2},
		{"{2/W}{W}", "W", 2},
		{"{X}{R}{R}", "R", 2},
	} {
		var cols []Color
		for _, r := range tc.colors {
			cols = append(cols, Color(r))
		}
		if got := MustCost(tc.cost).Devotion(cols...); got != tc.want {
			t.Errorf("Devotion(%s, %s) = %d, want %d", tc.cost, tc.colors, got, tc.want)
		}
	}
}

func TestReduceGenericOnly(t *testing.T) {
	for _, tc := range []struct {
		cost   string
		n      int
		want   string
		unused int
	}{
		{"{5}{U}{U}", 3, "{2}{U}{U}", 0},
		{"{5}{U}{U}", 8, "{U}{U}", 3},
		{"{2}{B}{G}", 2, "{B}{G}", 0},
		{"{R}", 1, "{R}", 1},
	} {
		got, unused := MustCost(tc.cost).ReduceGeneric(tc.n)
		if got.String() != tc.want || unused != tc.unused {
			t.Errorf("ReduceGeneric(%s, %d) = %s, %d; want %s, %d", tc.cost, tc.n, got, unused, tc.want, tc.unused)
		}
	}
}

func TestPoolPay(t *testing.T) {
	for _, tc := range []struct {
		pool, cost, left, wantErr string
	}{
		{pool: "{R}{R}{2}", cost: "{2}{R}{R}", left: ""},
		{pool: "{W}{U}", cost: "{1}{W}", left: ""},
		// Colorless mana pays generic costs but never colored ones.
		{pool: "{2}", cost: "{2}", left: ""},
		{pool: "{1}", cost: "{W}", wantErr: "no W mana"},
		{pool: "{W}{B}", cost: "{W/B}{W/B}", left: ""},
		{pool: "{G}", cost: "{W/B}", wantErr: "no mana for {W/B}"},
		{pool: "{G}{G}{G}", cost: "{1}{G}", left: "{G}"},
		{pool: "{R}", cost: "{1}{R}", wantErr: "1 generic mana short"},
	} {
		p, err := ParsePool(tc.pool)
		if err != nil {
			t.Fatal(err)
		}
		before := p.String()
		err = p.Pay(MustCost(tc.cost))
		if tc.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
				t.Errorf("pay %s from %s: error %v, want %q", tc.cost, tc.pool, err, tc.wantErr)
			}
			if p.String() != before {
				t.Errorf("pay %s from %s failed but changed the pool to %s", tc.cost, tc.pool, p)
			}
			continue
		}
		if err != nil {
			t.Errorf("pay %s from %s: %v", tc.cost, tc.pool, err)
			continue
		}
		if p.String() != tc.left {
			t.Errorf("pay %s from %s leaves %s, want %s", tc.cost, tc.pool, p, tc.left)
		}
	}
}

func FuzzParseCost(f *testing.F) {
	for _, s := range []string{"{2}{R}{R}", "{X}{W/U}", "{2/W} {C}", "{", "}{", "{10}{g}"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseCost(s)
		if err != nil {
			return
		}
		// A parsed cost prints as a cost that parses to the same value.
		d, err := ParseCost(c.String())
		if err != nil {
			t.Fatalf("%q printed as %q, which does not parse: %v", s, c, err)
		}
		if c.ManaValue(0) != d.ManaValue(0) {
			t.Fatalf("%q: mana value changes through printing", s)
		}
	})
}
