package read

import "testing"

// readShapesVote are the shapes of voting (vote.go), written on invented
// cards.
var readShapesVote = []readShape{
	{"council's dilemma: a vote, an instruction for each vote for each option", true,
		"Dilemme du conseil — En commençant par vous, chaque joueur vote pour temps ou argent. Pour chaque vote pour temps, jouez un tour supplémentaire après celui-ci. Pour chaque vote pour argent, choisissez un permanent possédé par le votant et acquérez-en le contrôle.",
		"Dilemma del consiglio — A partire da te, ogni giocatore vota per tempo o denaro. Per ogni voto per tempo, gioca un turno extra dopo questo. Per ogni voto per denaro, scegli un permanente posseduto dal votante e ne prendi il controllo.",
		[]string{"[council's dilemma] spell do=[vote(choices=time,money); for_each_vote(name=time then=[extra_turn]); for_each_vote(name=money then=[choose(filter=permanent voter_owns); control(what=choice until=game)])]"}},
	{"a vote then extra turns only", true,
		"En commençant par vous, chaque joueur vote pour argent ou temps. Pour chaque vote pour temps, jouez un tour supplémentaire après celui-ci.",
		"A partire da te, ogni giocatore vota per denaro o tempo. Per ogni voto per tempo, gioca un turno extra dopo questo.",
		[]string{"spell do=[vote(choices=money,time); for_each_vote(name=time then=[extra_turn])]"}},
	{"the instruction before its count of votes", true,
		"En commençant par vous, chaque joueur vote pour temps ou argent. Piochez une carte pour chaque vote pour argent.",
		"A partire da te, ogni giocatore vota per tempo o denaro. Pesca una carta per ogni voto per denaro.",
		[]string{"spell do=[vote(choices=time,money); for_each_vote(name=money then=[draw(n=1)])]"}},
}

func TestReadShapesVote(t *testing.T) { checkReadShapes(t, readShapesVote) }
