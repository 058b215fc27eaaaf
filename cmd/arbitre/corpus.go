package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/ingest"
	"github.com/arbitre/arbitre/live"
)

// corpusFlags are the flags that say which documents a command reads:
// --corpus DIR (repeatable) adds a directory's documents to the embedded
// ones, --embedded=false leaves the embedded ones out.
type corpusFlags struct {
	dirs     dirList
	embedded bool
}

// dirList is a repeatable flag; from the environment, a list separated
// by the system's path-list separator (as PATH is), or commas.
type dirList []string

func (d *dirList) String() string { return strings.Join(*d, ",") }

// Placeholder names the flag's argument in the help.
func (d *dirList) Placeholder() string { return "DIR" }

func (d *dirList) Set(s string) error {
	for _, p := range strings.FieldsFunc(s, func(r rune) bool { return r == ':' || r == ',' }) {
		if p = strings.TrimSpace(p); p != "" {
			*d = append(*d, p)
		}
	}
	if strings.TrimSpace(s) == "" {
		return errors.New("empty directory")
	}
	return nil
}

func (cf *corpusFlags) register(fs *flag.FlagSet) {
	fs.Var(&cf.dirs, "corpus", "a directory of documents (.txt, .html) served with the embedded ones; repeatable")
	fs.BoolVar(&cf.embedded, "embedded", true, "serve the embedded documents too (--embedded=false: only those of --corpus)")
}

// dirs returns the documents the flags name, not yet scanned.
func (cf *corpusFlags) open() (*live.Dirs, error) {
	return live.New(cf.dirs, cf.embedded)
}

// load reads and parses the documents the flags name. A document that
// cannot be read or parsed is left out, with a warning on stderr naming
// it and the line: the others are still served.
func (cf *corpusFlags) load(cmd string, stderr io.Writer) (*corpus.KB, *live.Dirs, error) {
	if len(cf.dirs) == 0 && cf.embedded {
		kb, _, err := ingest.Embedded()
		return kb, nil, err
	}
	d, err := cf.open()
	if err != nil {
		return nil, nil, err
	}
	if _, err := d.Scan(); err != nil {
		warnEach(stderr, cmd, err)
	}
	// The documents Scan checked are taken from its cache: each is read
	// and parsed once.
	kb, _, err := d.Parse()
	if kb == nil {
		return nil, nil, err
	}
	if err != nil {
		warnEach(stderr, cmd, err)
	}
	if len(kb.Documents) == 0 {
		return nil, nil, fmt.Errorf("no document could be read from %s", cf.dirs.String())
	}
	return kb, d, nil
}

// warnEach prints each error err joins as a warning line.
func warnEach(w io.Writer, cmd string, err error) {
	for _, l := range strings.Split(err.Error(), "\n") {
		if l != "" {
			fmt.Fprintf(w, "arbitre %s: warning: %s\n", cmd, l)
		}
	}
}
