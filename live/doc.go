// Package live is the snapshot pipeline: from the documents (the embedded
// ones, and those of run-time directories) it builds what the server
// answers from, a Snapshot (knowledge base, alignment, search index, rules
// marks), and keeps it current while the server answers.
//
// Dirs reads the directories again when told (a file watcher, SIGHUP),
// keeps each file's last version that parsed, and says, file by file, what
// is served and why (Status). A file that no longer parses, or cannot be
// read, does not replace its last good version: the good version stays
// served and the file's status carries the error, with the file and line.
// Nor does a version that looks half-written (its last line cut, most of
// its cards lost, its file modified a moment ago): it waits, "pending",
// until complete or left alone (Fresh, Settle). A file removed is
// dropped; the files of a directory removed or renamed away are kept,
// with the directory's error, until it is back (Watch watches it again by
// its name). Each changed file is read once and parsed once: the parse
// that checks it is the one the knowledge base takes (ingest.Cache).
//
// A Pipeline builds the first snapshot at Start and, the same way, a new
// one at each Reload (or Watch) that finds a document changed, rebuilding
// only what the change needs: the documents changed are parsed, the pairs
// whose documents changed aligned, the shards of the sets changed indexed.
// It serves the current snapshot (Handler) through a middleware.Switch:
// requests in flight finish on the snapshot they started on. The program
// wires it to its flags and its server (Options.Serve makes a snapshot's
// handler, package api's Server):
//
//	p, err := live.Open(live.Options{Dirs: dirs, Embedded: true, Serve: serve})
//	snap, err := p.Start(ctx)         // the first snapshot, served at once
//	go p.Watch(ctx)                   // reload when a document changes
//	err = api.Serve(ctx, ln, p.Handler(), opts)
//	err = p.Close()
//
// Dirs alone serves the commands that read the documents once:
//
//	d, err := live.New([]string{"/srv/notes"}, true)
//	changed, err := d.Scan()          // read the directories (again)
//	kb, rep, err := d.Parse()
//	sts := d.Statuses(ids)            // per file: id, path, checksum, loaded at, status
package live
