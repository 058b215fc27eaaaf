package read

import (
	"regexp"
	"strconv"
)

// genericMana is one generic mana symbol ("{2}").
var genericMana = regexp.MustCompile(`^\{([1-9][0-9]?)\}$`)

// genericManaAdded reads the mana an ability adds printed as one generic
// symbol, the wording before Oath of the Gatewatch (« Ajoutez {1} à votre
// réserve », "Add {2} to your mana pool"): that many colorless mana, as
// Oracle's "Add {C}{C}" is read (branch grammar-parity-en). The engine
// adds one mana per symbol, so "{2}" read as one symbol would add one.
func genericManaAdded(s string) (int, bool) {
	m := genericMana.FindStringSubmatch(s)
	if m == nil {
		return 0, false
	}
	n, err := strconv.Atoi(m[1])
	return n, err == nil
}
