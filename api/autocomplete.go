package api

import (
	"net/http"

	"github.com/labstack/echo/v4"
)

// catalogJSON is a list of strings, as Scryfall's autocomplete returns.
type catalogJSON struct {
	Object      string   `json:"object"`
	TotalValues int      `json:"total_values"`
	Data        []string `json:"data"`
}

const maxAutocomplete = 20

// apiAutocomplete returns card names, in every language, completing ?q=.
func (s *Server) apiAutocomplete(c echo.Context) error {
	q, err := textParam(c, "q")
	if err != nil {
		return err
	}
	if len(q) > 200 {
		return badRequest("query_too_long", "autocomplete takes at most 200 bytes")
	}
	names := s.names.Autocomplete(q, maxAutocomplete)
	return c.JSON(http.StatusOK, catalogJSON{Object: "catalog", TotalValues: len(names), Data: names})
}
