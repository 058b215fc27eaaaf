// Package style holds the checks of the house style that gofmt and go vet
// do not make, as tests over the module's source: no function of non-test
// code runs over 100 lines unless its entry in longFunctions says why, and
// no table (a package-level var, a composite literal in a function) over
// 200 lines unless its entry in longTables says why: longer, it is data.
package style
