// Package cputime reads the processor time the process has used, for the
// benchmarks that report it beside wall time: on a shared machine the wall
// time of a run mostly measures the other processes.
package cputime
