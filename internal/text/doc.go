// Package text holds the one way arbitre compares words: folding (case,
// accents, ligatures, typography), the slug of the stable ids, the words
// of a folded text, the edit distance between words, and the spaces of a
// document's lines (NormalizeSpaces).
//
// Every package that compares text the user or a document wrote uses it, so
// that "Délire", "délire" and "delire" are the same word for the parser, the
// index, the aligner, the rules core and the pages alike:
//
//	text.Fold("Œil de l’Élu")  // "oeil de l'elu"
//	text.Slug("Œil de l’Élu")  // "oeil-de-l-elu"
//	text.Words("oeil de l'elu") // [oeil de l elu]
package text
