package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"text/tabwriter"

	"github.com/arbitre/arbitre/align"
	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/ingest"
)

// runAlign aligns two release-notes documents (by default the French and
// Italian notes of the first set printed in both) and prints the pairs and what has no
// counterpart.
func runAlign(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("align", flag.ContinueOnError)
	fs.SetOutput(stderr)
	asJSON := fs.Bool("json", false, "print the alignment as JSON")
	from := fs.String("from", "", "document id of the first side (default: the French release notes of the first set printed in two languages)")
	to := fs.String("to", "", "document id of the second side (default: their Italian counterpart)")
	diffs := fs.Bool("diffs", false, "also list every flagged difference")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	kb, _, err := ingest.Embedded()
	if err != nil {
		return err
	}
	if *from == "" || *to == "" {
		f, t, err := align.DefaultPair(kb)
		if err != nil {
			return err
		}
		if *from == "" {
			*from = f
		}
		if *to == "" {
			*to = t
		}
	}
	al, err := align.Align(kb, *from, *to)
	if err != nil {
		return err
	}
	if *asJSON {
		return writeAlignJSON(stdout, al, *diffs)
	}
	return writeAlignText(stdout, al, *diffs)
}

// writeAlignJSON prints the alignment with language-named keys
// ("fr_id", "it_name", "unmatched_fr"), as translators read them.
func writeAlignJSON(w io.Writer, al *align.Alignment, diffs bool) error {
	f, t := al.FromLang, al.ToLang
	if f == t {
		f, t = "from", "to"
	}
	pairs := make([]map[string]any, 0, len(al.Pairs))
	for _, p := range al.Pairs {
		rs := make([]map[string]any, 0, len(p.Rulings))
		for _, r := range p.Rulings {
			rs = append(rs, map[string]any{f: r.FromID, t: r.ToID, "confidence": r.Confidence})
		}
		pairs = append(pairs, map[string]any{
			f + "_id": p.From.ID, t + "_id": p.To.ID,
			f + "_name": p.From.Name, t + "_name": p.To.Name,
			"section":    p.From.Section,
			"confidence": p.Confidence,
			"evidence":   p.Evidence,
			"rulings":    rs,
		})
	}
	sections := make([]map[string]any, 0, len(al.Sections))
	for _, s := range al.Sections {
		rs := make([]map[string]any, 0, len(s.Rulings))
		for _, r := range s.Rulings {
			rs = append(rs, map[string]any{f: r.FromID, t: r.ToID, "confidence": r.Confidence})
		}
		sections = append(sections, map[string]any{
			f + "_id": s.From.ID, t + "_id": s.To.ID,
			f + "_title": s.From.Title, t + "_title": s.To.Title,
			"confidence": s.Confidence,
			"rulings":    rs,
		})
	}
	out := map[string]any{
		"from":                    al.From,
		"to":                      al.To,
		"pairs":                   pairs,
		"unmatched_" + f:          al.UnmatchedFrom,
		"unmatched_" + t:          al.UnmatchedTo,
		"sections":                sections,
		"unmatched_sections_" + f: al.UnmatchedSectionsFrom,
		"unmatched_sections_" + t: al.UnmatchedSectionsTo,
	}
	if diffs {
		out["differences"] = al.Differences()
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

func writeAlignText(w io.Writer, al *align.Alignment, diffs bool) error {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintf(tw, "%s ↔ %s: %d card pairs, %d section pairs\n\n", al.From, al.To, len(al.Pairs), len(al.Sections))
	fmt.Fprintf(tw, "CONF\t%s\t%s\tSECTION\n", al.From, al.To)
	for _, p := range al.Pairs {
		fmt.Fprintf(tw, "%.3f\t%s\t%s\t%s\n", p.Confidence, p.From.Name, p.To.Name, p.From.Section)
	}
	fmt.Fprintf(tw, "\nCONF\t%s SECTION\t%s SECTION\n", al.From, al.To)
	for _, s := range al.Sections {
		fmt.Fprintf(tw, "%.3f\t%s\t%s\n", s.Confidence, s.From.Title, s.To.Title)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	unmatched := func(doc string, cs []align.CardRef, ss []align.SectionRef) {
		fmt.Fprintf(w, "\nunmatched in %s: %d cards, %d sections\n", doc, len(cs), len(ss))
		for _, c := range cs {
			fmt.Fprintf(w, "  card     %s (%s)\n", c.Name, c.ID)
		}
		for _, s := range ss {
			fmt.Fprintf(w, "  section  %s (%s)\n", s.Title, s.ID)
		}
	}
	unmatched(al.From, al.UnmatchedFrom, al.UnmatchedSectionsFrom)
	unmatched(al.To, al.UnmatchedTo, al.UnmatchedSectionsTo)
	if diffs {
		ds := al.Differences()
		fmt.Fprintf(w, "\n%d flagged differences\n", len(ds))
		for _, d := range ds {
			name := d.Name
			if name == "" {
				name = d.NameTo
			}
			fmt.Fprintf(w, "  %-16s %s [%s]: %s\n", d.Kind, name, d.Where, d.Detail)
		}
	}
	_, err := fmt.Fprintln(w)
	return err
}

// alignDefault aligns the default pair of documents (align.DefaultPair).
func alignDefault(kb *corpus.KB) (*align.Alignment, error) {
	from, to, err := align.DefaultPair(kb)
	if err != nil {
		return nil, err
	}
	return align.Align(kb, from, to)
}
