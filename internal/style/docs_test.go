package style

import (
	"go/ast"
	"go/token"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// maxReadmeLines bounds README.md: what arbitre is, the two set-up
// commands, the data flow, the package map and links. The manual is
// docs/, one file per topic.
const maxReadmeLines = 150

// TestReadmeLength keeps README.md a README.
func TestReadmeLength(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", "..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(b), "\n"); n > maxReadmeLines {
		t.Errorf("README.md: %d lines, over %d: move the detail to docs/", n, maxReadmeLines)
	}
}

// mdLink is a Markdown link's target.
var mdLink = regexp.MustCompile(`\]\(([^)#\s]+)(#[^)\s]*)?\)`)

// TestDocLinks: every relative link of README.md and docs/*.md names a
// file that exists, so that moving a page cannot leave a dead link.
func TestDocLinks(t *testing.T) {
	root := filepath.Join("..", "..")
	files, err := filepath.Glob(filepath.Join(root, "docs", "*.md"))
	if err != nil {
		t.Fatal(err)
	}
	files = append(files, filepath.Join(root, "README.md"))
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range mdLink.FindAllStringSubmatch(string(b), -1) {
			target := m[1]
			if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			if _, err := os.Stat(filepath.Join(filepath.Dir(f), target)); err != nil {
				rel, _ := filepath.Rel(root, f)
				t.Errorf("%s: link to %s: %v", rel, target, err)
			}
		}
	}
}

// TestPackageMap: README.md's package map names every package of the
// module, so that a new package cannot go unlisted.
func TestPackageMap(t *testing.T) {
	root := filepath.Join("..", "..")
	b, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	readme, seen := string(b), map[string]bool{}
	err = walkGo(root, func(rel string, _ *token.FileSet, _ *ast.File) {
		dir := path.Dir(rel)
		if seen[dir] {
			return
		}
		seen[dir] = true
		if dir != "." && !strings.Contains(readme, "`"+dir+"`") {
			t.Errorf("README.md's package map lacks %s", dir)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
}
