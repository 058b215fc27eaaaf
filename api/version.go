package api

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"net/http"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/internal/buildinfo"
	"github.com/labstack/echo/v4"
)

// versionJSON is the answer of /api/version.
type versionJSON struct {
	Object string `json:"object"`
	buildinfo.Info
	// Corpus is the fingerprint of the knowledge base served (see
	// CorpusFingerprint).
	Corpus string `json:"corpus"`
}

// CorpusFingerprint identifies a knowledge base: "sha256:" and the hash of
// its JSON form, which is the same bytes for the same documents (see the
// README's JSON schema). Two servers, or a server and a binary
// (arbitre --version), with the same fingerprint serve the same content.
func CorpusFingerprint(kb *corpus.KB) (string, error) {
	h := sha256.New()
	if err := json.NewEncoder(h).Encode(kb); err != nil {
		return "", err
	}
	return "sha256:" + hex.EncodeToString(h.Sum(nil)), nil
}

func (s *Server) apiVersion(c echo.Context) error {
	fp, err := s.fingerprint()
	if err != nil {
		return err
	}
	c.Response().Header().Set("Cache-Control", "no-cache")
	return c.JSON(http.StatusOK, versionJSON{Object: "version", Info: buildinfo.Read(), Corpus: fp})
}
