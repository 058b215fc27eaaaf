package index

import (
	"bytes"
	"context"
	"crypto/sha256"
	"fmt"
	"io"
	"math"
	"testing"

	"github.com/arbitre/arbitre/ingest"
)

// fingerprintFmt is fingerprint as it was first written, with
// fmt.Fprintf: an index written by it must still open.
func fingerprintFmt(docs []indexDoc) []byte {
	h := sha256.New()
	io.WriteString(h, indexVersion)
	for i := range docs {
		d := &docs[i]
		fmt.Fprintf(h, "\x00%s\x00%s", d.id, d.kind)
		for _, f := range d.fields {
			fmt.Fprintf(h, "\x01%s\x02%s\x02%g", f.name, f.text, f.num)
		}
	}
	return h.Sum(nil)
}

// TestFingerprintAsBefore: the fingerprint is the same bytes as
// fmt.Fprintf wrote, for the embedded documents and for numbers of every
// form %g takes.
func TestFingerprintAsBefore(t *testing.T) {
	kb, _, err := ingest.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	_, docs, err := prepare(context.Background(), kb, Options{})
	if err != nil {
		t.Fatal(err)
	}
	odd := indexDoc{entry: entry{id: "x", kind: KindCard}}
	for _, n := range []float64{0, math.Copysign(0, -1), 1, -2.5, 0.1, 1e21, 1e-7, 123456789, math.MaxFloat64, math.Inf(1), math.Inf(-1), math.NaN()} {
		odd.addNum("mv", n)
	}
	odd.add("name.fr", "é\x00\x01\x02%s")
	for name, ds := range map[string][]indexDoc{"embedded": docs, "numbers": {odd}, "none": nil} {
		if got, want := fingerprint(ds), fingerprintFmt(ds); !bytes.Equal(got, want) {
			t.Errorf("%s: fingerprint %x, with fmt %x", name, got, want)
		}
	}
}

// BenchmarkFingerprint fingerprints the embedded documents, as every
// build and every opening of a persisted index does.
func BenchmarkFingerprint(b *testing.B) {
	kb := benchKB(b)
	_, docs, err := prepare(context.Background(), kb, Options{})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		fingerprint(docs)
	}
}

// BenchmarkFingerprintFmt is BenchmarkFingerprint written with fmt, as
// it was.
func BenchmarkFingerprintFmt(b *testing.B) {
	kb := benchKB(b)
	_, docs, err := prepare(context.Background(), kb, Options{})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		fingerprintFmt(docs)
	}
}
