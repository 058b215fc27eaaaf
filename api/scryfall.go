package api

import (
	"net/http"
	"strconv"
	"strings"

	"github.com/arbitre/arbitre/carddata"
	"github.com/labstack/echo/v4"
)

// The Scryfall-compatible routes answer, under /scryfall/, Scryfall's own
// paths with Scryfall's own objects (card, ruling, list, catalog, set,
// error), from the card data (Config.CardData) and the notes' rulings:
// a client or bot written for api.scryfall.com works against this server
// by changing its base URL, and finds cards by their French and Italian
// names. See docs/card-data.md, "Scryfall-compatible routes".

// scryfallPrefix is where the routes are mounted.
const scryfallPrefix = "/scryfall"

// scryfallPage is how many cards a page of cards/search lists, as
// Scryfall's own.
const scryfallPage = 175

// scryfallAutocomplete is how many names cards/autocomplete returns, as
// Scryfall's own.
const scryfallAutocomplete = 20

// Route names of the Scryfall-compatible routes.
const (
	routeScryNamed        = "scryfall.cards.named"
	routeScrySearch       = "scryfall.cards.search"
	routeScryAutocomplete = "scryfall.cards.autocomplete"
	routeScryCard         = "scryfall.card"
	routeScryRulings      = "scryfall.card.rulings"
	routeScryPrinting     = "scryfall.card.printing"
	routeScryPrintingLang = "scryfall.card.printing.lang"
	routeScryPrintingRul  = "scryfall.card.printing.rulings"
	routeScryMultiverse   = "scryfall.card.multiverse"
	routeScryMultiverseR  = "scryfall.card.multiverse.rulings"
	routeScryCardNames    = "scryfall.catalog.card-names"
	routeScrySets         = "scryfall.sets"
	routeScrySet          = "scryfall.set"
)

// scryfallRoutes registers the Scryfall-compatible routes with get.
func (s *Server) scryfallRoutes(e *echo.Echo, get func(name, path string, h echo.HandlerFunc)) {
	p := scryfallPrefix
	get(routeScryNamed, p+"/cards/named", s.scryNamed)
	get(routeScrySearch, p+"/cards/search", s.scrySearch)
	get(routeScryAutocomplete, p+"/cards/autocomplete", s.scryAutocomplete)
	get(routeScryCard, p+"/cards/:id", s.scryCard)
	get(routeScryRulings, p+"/cards/:id/rulings", s.scryRulings)
	get(routeScryPrinting, p+"/cards/:set/:number", s.scryPrinting)
	get(routeScryPrintingLang, p+"/cards/:set/:number/:lang", s.scryPrinting)
	get(routeScryPrintingRul, p+"/cards/:set/:number/rulings", s.scryPrintingRulings)
	get(routeScryMultiverse, p+"/cards/multiverse/:mid", s.scryMultiverse)
	get(routeScryMultiverseR, p+"/cards/multiverse/:mid/rulings", s.scryMultiverseRulings)
	get(routeScryCardNames, p+"/catalog/card-names", s.scryCardNames)
	get(routeScrySets, p+"/sets", s.scrySets)
	get(routeScrySet, p+"/sets/:code", s.scrySet)
	e.Any(p+"/*", func(c echo.Context) error {
		return notFound("the endpoint you requested does not exist in this Scryfall-compatible API")
	})
}

// scryfallErrors wraps the server's error handler: under /scryfall/ an
// error is always Scryfall's error object, in English, whatever the
// client's language, since the clients read its code and status.
func (s *Server) scryfallErrors(next echo.HTTPErrorHandler) echo.HTTPErrorHandler {
	return func(err error, c echo.Context) {
		path := c.Request().URL.Path
		if c.Response().Committed || (path != scryfallPrefix && !strings.HasPrefix(path, scryfallPrefix+"/")) {
			next(err, c)
			return
		}
		e := s.toError(c, err)
		h := c.Response().Header()
		h.Set("Cache-Control", "no-store")
		if e.RetryAfter > 0 {
			h.Set("Retry-After", strconv.Itoa(e.RetryAfter))
		}
		var werr error
		if c.Request().Method == http.MethodHead {
			werr = c.NoContent(e.Status)
		} else {
			werr = c.JSON(e.Status, e)
		}
		if werr != nil {
			s.log.Error("writing error response", "err", werr.Error())
		}
	}
}

// scryData returns what answers the routes, or the error to answer when
// the server has no card data.
func (s *Server) scryData() (*scryfall, error) {
	sf := s.scry()
	if sf == nil {
		return nil, notFound("this server has no card data (it is started without --card-data)")
	}
	return sf, nil
}

// scryBase is the routes' absolute base URL as the client reached it, for
// the uri fields and next_page.
func scryBase(c echo.Context) string {
	return c.Scheme() + "://" + c.Request().Host + scryfallPrefix
}

// scryList is Scryfall's list object.
type scryList[T any] struct {
	Object     string   `json:"object"`
	TotalCards int      `json:"total_cards,omitempty"`
	HasMore    bool     `json:"has_more"`
	NextPage   string   `json:"next_page,omitempty"`
	Data       []T      `json:"data"`
	Warnings   []string `json:"warnings,omitempty"`
}

// scryCatalog is Scryfall's catalog object.
type scryCatalog struct {
	Object      string   `json:"object"`
	URI         string   `json:"uri"`
	TotalValues int      `json:"total_values"`
	Data        []string `json:"data"`
}

func (s *Server) scryNamed(c echo.Context) error {
	sf, err := s.scryData()
	if err != nil {
		return err
	}
	q := c.QueryParams()
	set := strings.ToLower(q.Get("set"))
	var m carddata.Match
	switch {
	case q.Get("exact") != "":
		m, err = sf.exact(q.Get("exact"), set)
	case q.Get("fuzzy") != "":
		m, err = sf.fuzzy(q.Get("fuzzy"), set)
	default:
		return badRequest("bad_request", "a name is required: exact= or fuzzy=")
	}
	if err != nil {
		return err
	}
	p := sf.printing(m.Card, m.Lang, set)
	return c.JSON(http.StatusOK, sf.cardObject(scryBase(c), m.Card, p))
}

func (s *Server) scryAutocomplete(c echo.Context) error {
	sf, err := s.scryData()
	if err != nil {
		return err
	}
	names := sf.autocomplete(c.QueryParam("q"))
	return c.JSON(http.StatusOK, scryCatalog{Object: "catalog", URI: scryBase(c) + "/cards/autocomplete",
		TotalValues: len(names), Data: names})
}

func (s *Server) scryCard(c echo.Context) error {
	sf, err := s.scryData()
	if err != nil {
		return err
	}
	card, p := sf.byID(c.Param("id"))
	if card == nil {
		return notFound("no card found with the given ID")
	}
	return c.JSON(http.StatusOK, sf.cardObject(scryBase(c), card, p))
}

func (s *Server) scryPrinting(c echo.Context) error {
	sf, err := s.scryData()
	if err != nil {
		return err
	}
	card, p := sf.bySetNumber(c.Param("set"), c.Param("number"), c.Param("lang"))
	if card == nil {
		return notFound("no card found with the given set, collector number and language")
	}
	return c.JSON(http.StatusOK, sf.cardObject(scryBase(c), card, p))
}

func (s *Server) scryMultiverse(c echo.Context) error {
	sf, err := s.scryData()
	if err != nil {
		return err
	}
	card, p := sf.byMultiverse(c.Param("mid"))
	if card == nil {
		return notFound("no card found with the given multiverse id")
	}
	return c.JSON(http.StatusOK, sf.cardObject(scryBase(c), card, p))
}

func (s *Server) scryMultiverseRulings(c echo.Context) error {
	sf, err := s.scryData()
	if err != nil {
		return err
	}
	card, _ := sf.byMultiverse(c.Param("mid"))
	if card == nil {
		return notFound("no card found with the given multiverse id")
	}
	return c.JSON(http.StatusOK, scryList[scryRuling]{Object: "list", Data: sf.rulings(card)})
}

func (s *Server) scryRulings(c echo.Context) error {
	sf, err := s.scryData()
	if err != nil {
		return err
	}
	card, _ := sf.byID(c.Param("id"))
	if card == nil {
		return notFound("no card found with the given ID")
	}
	return c.JSON(http.StatusOK, scryList[scryRuling]{Object: "list", Data: sf.rulings(card)})
}

func (s *Server) scryPrintingRulings(c echo.Context) error {
	sf, err := s.scryData()
	if err != nil {
		return err
	}
	card, _ := sf.bySetNumber(c.Param("set"), c.Param("number"), "")
	if card == nil {
		return notFound("no card found with the given set and collector number")
	}
	return c.JSON(http.StatusOK, scryList[scryRuling]{Object: "list", Data: sf.rulings(card)})
}

func (s *Server) scryCardNames(c echo.Context) error {
	sf, err := s.scryData()
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, scryCatalog{Object: "catalog", URI: scryBase(c) + "/catalog/card-names",
		TotalValues: len(sf.names), Data: sf.names})
}

func (s *Server) scrySets(c echo.Context) error {
	sf, err := s.scryData()
	if err != nil {
		return err
	}
	base := scryBase(c)
	out := make([]scrySet, len(sf.setList))
	for i, st := range sf.setList {
		out[i] = st.object(base)
	}
	return c.JSON(http.StatusOK, scryList[scrySet]{Object: "list", Data: out})
}

func (s *Server) scrySet(c echo.Context) error {
	sf, err := s.scryData()
	if err != nil {
		return err
	}
	st := sf.sets[strings.ToLower(c.Param("code"))]
	if st == nil {
		return notFound("no set found with the given code")
	}
	return c.JSON(http.StatusOK, st.object(scryBase(c)))
}
