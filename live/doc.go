// Package live keeps the documents of run-time directories current while
// the server answers: it reads the directories again when told (a file
// watcher, SIGHUP), keeps each file's last version that parsed, and says,
// file by file, what is served and why (Status).
//
// A file that no longer parses, or cannot be read, does not replace its
// last good version: the good version stays served and the file's status
// carries the error, with the file and line. A file removed is dropped.
//
// Typical use:
//
//	d, err := live.New([]string{"/srv/notes"}, true)
//	changed, err := d.Scan()          // read the directories (again)
//	kb, rep, err := ingest.Parse(d.Sources())
//	sts := d.Statuses()               // per file: id, path, checksum, loaded at, status
package live
