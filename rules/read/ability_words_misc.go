package read

// Ability words whose condition is printed after them (branch
// grammar-keywords-misc): metalcraft (« art des métaux », « metallurgia »)
// and hellbent (« acharnement », « determinazione »). A paragraph labelled
// with one compiles only when its form holds the condition the word stands
// for, as threshold's (wordConditions): a paragraph that lost it is unread.
func init() {
	wordConditions["metalcraft"] = "count(artifact you_control) >= 3"
	wordConditions["hellbent"] = "hand(you) == 0"
}
