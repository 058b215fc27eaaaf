package main

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"text/tabwriter"

	"github.com/arbitre/arbitre/align"
	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/ingest"
)

// runAlign aligns the release notes of every set printed in two languages
// (or the two documents --from and --to name) among the documents at PATH
// (files or directories; with none, the embedded documents), and prints
// the pairs, the names the rulings mention, and what has no counterpart.
func runAlign(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("align", flag.ContinueOnError)
	fs.SetOutput(stderr)
	asJSON := fs.Bool("json", false, "print the alignment as JSON")
	from := fs.String("from", "", "document id (`DOC`) of the first side (default: every set's notes, paired by set code)")
	to := fs.String("to", "", "document id (`DOC`) of the second side (with --from)")
	diffs := fs.Bool("diffs", false, "also list every flagged difference")
	var cardData fileList
	fs.Var(&cardData, "card-data", cardDataUsage+"; its cards are counted (on stderr)")
	withEnvUsage(fs)
	if err := fs.Parse(args); err != nil {
		return err
	}
	if err := applyEnv(fs, os.LookupEnv); err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	kb, err := alignKB(fs.Args(), stderr)
	if err != nil {
		return err
	}
	if len(cardData) > 0 {
		if err := reportCardData("align", cardData, true, stdout, stderr); err != nil {
			return err
		}
	}
	var all *align.All
	if *from != "" || *to != "" {
		if *from == "" || *to == "" {
			f, t, err := align.DefaultPair(kb)
			if err != nil {
				return err
			}
			*from, *to = cmp.Or(*from, f), cmp.Or(*to, t)
		}
		al, err := align.Align(kb, *from, *to)
		if err != nil {
			return err
		}
		if d := kb.Document(*from); d != nil {
			al.Set = d.Set
		}
		all = align.Of(al)
	} else {
		all, err = align.AlignAll(kb)
		if err != nil {
			warnEach(stderr, "align", err)
		}
		if all.Len() == 0 {
			return fmt.Errorf("align: no set has release notes in two languages")
		}
	}
	if *asJSON {
		return writeAlignJSON(stdout, all, *diffs)
	}
	return writeAlignText(stdout, all, *diffs)
}

// alignKB parses the documents at paths, or the embedded ones. A document
// that cannot be read is a warning as long as some can.
func alignKB(paths []string, stderr io.Writer) (*corpus.KB, error) {
	if len(paths) == 0 {
		kb, _, err := ingest.Embedded()
		return kb, err
	}
	kb, _, err := ingest.ParseFiles(paths...)
	if kb == nil || len(kb.Documents) == 0 {
		if err == nil {
			err = errors.New("no documents")
		}
		return nil, err
	}
	if err != nil {
		warnEach(stderr, "align", err)
	}
	return kb, nil
}

// langKeys names the two sides of an alignment in JSON keys by language
// ("fr_id", "it_name"), as translators read them.
func langKeys(al *align.Alignment) (f, t string) {
	f, t = al.FromLang, al.ToLang
	if f == t {
		f, t = "from", "to"
	}
	return f, t
}

// writeAlignJSON prints every alignment: pairs[] holds the card pairs of
// every set ("kind": "card") then the names the rulings mention ("kind":
// "mention"), each with its set; sections and what has no counterpart
// are listed for all sets together, and per set under alignments[].
func writeAlignJSON(w io.Writer, all *align.All, diffs bool) error {
	pairs := []map[string]any{}
	sections := []map[string]any{}
	out := map[string]any{}
	var alignments []map[string]any
	rulings := func(rps []align.RulingPair, f, t string) []map[string]any {
		rs := make([]map[string]any, 0, len(rps))
		for _, r := range rps {
			rs = append(rs, map[string]any{f: r.FromID, t: r.ToID, "confidence": r.Confidence})
		}
		return rs
	}
	appendTo := func(key string, v any) {
		switch v := v.(type) {
		case []align.CardRef:
			cur, _ := out[key].([]align.CardRef)
			out[key] = append(orEmpty(cur), v...)
		case []align.SectionRef:
			cur, _ := out[key].([]align.SectionRef)
			out[key] = append(orEmptyS(cur), v...)
		}
	}
	for _, al := range all.Alignments {
		f, t := langKeys(al)
		for _, p := range al.Pairs {
			pairs = append(pairs, map[string]any{
				"kind": "card", "set": al.Set,
				f + "_id": p.From.ID, t + "_id": p.To.ID,
				f + "_name": p.From.Name, t + "_name": p.To.Name,
				"section":    p.From.Section,
				"confidence": p.Confidence,
				"evidence":   p.Evidence(),
				"rulings":    rulings(p.Rulings, f, t),
			})
		}
		for _, s := range al.Sections {
			sections = append(sections, map[string]any{
				"set":     al.Set,
				f + "_id": s.From.ID, t + "_id": s.To.ID,
				f + "_title": s.From.Title, t + "_title": s.To.Title,
				"confidence": s.Confidence,
				"rulings":    rulings(s.Rulings, f, t),
			})
		}
		appendTo("unmatched_"+f, al.UnmatchedFrom)
		appendTo("unmatched_"+t, al.UnmatchedTo)
		appendTo("unmatched_sections_"+f, al.UnmatchedSectionsFrom)
		appendTo("unmatched_sections_"+t, al.UnmatchedSectionsTo)
		alignments = append(alignments, map[string]any{
			"set": al.Set, "from": al.From, "to": al.To, "from_lang": al.FromLang, "to_lang": al.ToLang,
			"cards": len(al.Pairs), "sections": len(al.Sections),
			"unmatched_" + f: orEmpty(al.UnmatchedFrom), "unmatched_" + t: orEmpty(al.UnmatchedTo),
		})
	}
	for _, m := range all.Mentions {
		f, t := m.FromLang, m.ToLang
		if f == t {
			f, t = "from", "to"
		}
		pairs = append(pairs, map[string]any{
			"kind": "mention", "set": m.Set,
			f + "_name": m.FromName, t + "_name": m.ToName,
			f + "_uses": m.FromUses, t + "_uses": m.ToUses,
			"confidence": m.Confidence,
		})
	}
	if first := all.Alignments[0]; first != nil {
		out["from"], out["to"] = first.From, first.To
	}
	out["alignments"] = alignments
	out["pairs"] = pairs
	out["sections"] = sections
	if diffs {
		out["differences"] = orEmptyD(all.Differences())
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

func orEmptyD(ds []align.Difference) []align.Difference {
	if ds == nil {
		return []align.Difference{}
	}
	return ds
}

func orEmpty(cs []align.CardRef) []align.CardRef {
	if cs == nil {
		return []align.CardRef{}
	}
	return cs
}

func orEmptyS(ss []align.SectionRef) []align.SectionRef {
	if ss == nil {
		return []align.SectionRef{}
	}
	return ss
}

func writeAlignText(w io.Writer, all *align.All, diffs bool) error {
	for _, al := range all.Alignments {
		if err := writeOneAlignText(w, al); err != nil {
			return err
		}
	}
	if len(all.Mentions) > 0 {
		tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
		fmt.Fprintf(tw, "names mentioned in rulings, without an entry: %d\n\nCONF\tSET\tNAME\tNAME\tUSES\n", len(all.Mentions))
		for _, m := range all.Mentions {
			fmt.Fprintf(tw, "%.3f\t%s\t%s\t%s\t%d / %d\n", m.Confidence, m.Set, m.FromName, m.ToName, len(m.FromUses), len(m.ToUses))
		}
		if err := tw.Flush(); err != nil {
			return err
		}
	}
	if diffs {
		ds := all.Differences()
		fmt.Fprintf(w, "\n%d flagged differences\n", len(ds))
		for _, d := range ds {
			name := d.Name
			if name == "" {
				name = d.NameTo
			}
			fmt.Fprintf(w, "  %-16s %s %s [%s]: %s\n", d.Kind, d.Set, name, d.Where, d.Detail)
		}
	}
	_, err := fmt.Fprintln(w)
	return err
}

func writeOneAlignText(w io.Writer, al *align.Alignment) error {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintf(tw, "%s ↔ %s (set %s): %d card pairs, %d section pairs\n\n", al.From, al.To, al.Set, len(al.Pairs), len(al.Sections))
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
	_, err := fmt.Fprintln(w)
	return err
}

// alignAll aligns every pair of documents of kb (align.AlignAll); the
// error names the pairs that could not be aligned, the others are kept.
func alignAll(kb *corpus.KB) (*align.All, error) {
	return align.AlignAll(kb)
}
