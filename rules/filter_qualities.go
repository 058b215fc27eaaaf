package rules

// qualityFilterWords are one-word conditions of filters that name a
// quality of an object the other words do not ("a creature with a counter
// on it": any counter, whatever its kind).
var qualityFilterWords = map[string]objPred{
	"counters": hasAnyCounter,
}

// hasAnyCounter reports whether the object has at least one counter of
// any kind (122.1): a kind the engine keeps at zero does not count.
func hasAnyCounter(_ *EvalCtx, o *Object, _ *Chars) bool {
	for _, n := range o.Counters {
		if n > 0 {
			return true
		}
	}
	return false
}
