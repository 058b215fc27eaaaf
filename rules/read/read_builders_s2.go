package read

// Shapes of the second slice of Duskmourn cards that have no file of their
// own: face-down permanents revealed and turned face up ("{1}{G} : Révélez
// un permanent face cachée ciblé. Si c'est une carte de créature, vous
// pouvez la retourner face visible."), counters distributed and doubled,
// copies of cards cast (Le conte de Tamiyo), "meule autant de cartes".
