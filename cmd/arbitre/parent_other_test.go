//go:build !linux

package main

const runParentEnv = "GO_TEST_ARBITRE_PARENT"

func runParent() {}
