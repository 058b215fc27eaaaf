package ingest

// parseMechanics is being written.
func parseMechanics(d *doc) {}
