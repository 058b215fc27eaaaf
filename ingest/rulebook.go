package ingest

// parseRulebook is being written.
func parseRulebook(d *doc) {}
