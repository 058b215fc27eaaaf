package verify

// MutationReport is the outcome of the mutation test (see Mutate).
type MutationReport struct {
	Mutants  int      `json:"mutants"`
	Killed   int      `json:"killed"`
	Survived []string `json:"survived,omitempty"`
}
