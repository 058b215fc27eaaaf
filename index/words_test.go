package index

import (
	"context"
	"maps"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// TestWordsFile: a words file reads back as written, and a file cut
// short, garbled or of another layout is refused.
func TestWordsFile(t *testing.T) {
	lc := lexCounts{
		"delire": {langs: langBits("fr"), n: 3, shown: "délire", first: 2},
		"room":   {langs: langBits("en") | langBits("it"), n: 1, first: 0},
		"":       {n: 1, first: 7},
	}
	dir := t.TempDir()
	if err := writeWords(dir, lc); err != nil {
		t.Fatal(err)
	}
	got, err := readWords(dir)
	if err != nil {
		t.Fatal(err)
	}
	if !maps.EqualFunc(got, lc, func(a, b *lexWord) bool { return *a == *b }) {
		t.Errorf("read %v, wrote %v", got, lc)
	}
	good, err := os.ReadFile(filepath.Join(dir, wordsName))
	if err != nil {
		t.Fatal(err)
	}
	flip := func(i int) []byte {
		b := append([]byte(nil), good...)
		b[i] ^= 0x20
		return b
	}
	for _, tc := range []struct {
		name string
		b    []byte
	}{
		{"empty", nil},
		{"magic", flip(0)},
		{"cut", good[:len(good)-1]},
		{"word", flip(len(wordsMagic) + 2)},
		{"checksum", flip(len(good) - 1)},
		{"extra", append(append([]byte(nil), good...), 0)},
	} {
		if _, err := decodeWords(tc.b); err == nil {
			t.Errorf("%s: decoded", tc.name)
		}
	}
	if _, err := readWords(t.TempDir()); err != errNoWords {
		t.Errorf("no file: %v, want errNoWords", err)
	}
}

// TestReopenedWords: the shards of a reopened index hold the words
// their documents give, read from their files rather than counted.
func TestReopenedWords(t *testing.T) {
	dir := t.TempDir()
	kb := smallKB()
	ix, _, err := Load(context.Background(), kb, Options{Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	ix.Close()
	re, how, err := Load(context.Background(), kb, Options{Dir: dir})
	if err != nil || how.Written {
		t.Fatalf("reopen: %+v, %v", how, err)
	}
	defer re.Close()
	docs, _ := indexDocs(kb, nil, nil)
	for i, sh := range re.shards {
		p := re.parts[i]
		withFields(docs, p.docs)
		want := docWords(docs, p.docs)
		if !reflect.DeepEqual(sh.words, want) {
			t.Errorf("shard %s: words %d, counted %d", sh.key, len(sh.words), len(want))
		}
		if _, err := os.Stat(filepath.Join(re.dir, shardName(p.fp), wordsName)); err != nil {
			t.Errorf("shard %s: %v", sh.key, err)
		}
	}
}
