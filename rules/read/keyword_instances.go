package read

import "github.com/arbitre/arbitre/rules"

// eachInstanceTriggers lists the keywords each instance of which triggers
// separately (cascade, 702.85c): the engine gives an object one ability
// per keyword, so two instances on one line are unread rather than read
// as one.
var eachInstanceTriggers = map[string]bool{"cascade": true}

// repeatedTrigger names a keyword of kws that appears twice and triggers
// once for each instance, "" if none.
func repeatedTrigger(kws []rules.Keyword) string {
	seen := map[string]bool{}
	for _, k := range kws {
		if eachInstanceTriggers[k.Key] && seen[k.Key] {
			return k.Key
		}
		seen[k.Key] = true
	}
	return ""
}
