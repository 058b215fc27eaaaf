package ingest

// parseReleaseNotes is being written.
func parseReleaseNotes(d *doc) {}
