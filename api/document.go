package api

import (
	"net/http"
	"time"

	"github.com/arbitre/arbitre/corpus"
	"github.com/arbitre/arbitre/live"
	"github.com/labstack/echo/v4"
)

type documentJSON struct {
	Object string `json:"object"`
	*corpus.Document
	URI string `json:"uri"`
	// The file the document was read from and whether its latest version
	// is the one served (live.Status), when the server knows its files.
	Source   string     `json:"source,omitempty"`
	Checksum string     `json:"checksum,omitempty"`
	LoadedAt *time.Time `json:"loaded_at,omitempty"`
	Status   string     `json:"status"`
	Error    string     `json:"error,omitempty"`
	Warning  string     `json:"warning,omitempty"`
	Warnings int        `json:"warnings,omitempty"`
	// Counterparts are the ids of the same set's notes in the other
	// languages.
	Counterparts []string `json:"counterparts"`
}

type documentsJSON struct {
	Object string         `json:"object"`
	Total  int            `json:"total"`
	Data   []documentJSON `json:"data"`
	// Failed lists the files of which no version parsed: nothing of them
	// is served.
	Failed []live.Status `json:"failed"`
	// Errors counts the files whose latest version is not served, and
	// the directories missing.
	Errors int `json:"errors"`
	// Directories are the directories of documents (--corpus): "error"
	// when missing, "warnings" when they hold no document.
	Directories []live.Status `json:"directories,omitempty"`
}

// documentOut is the JSON of document d with what is known of its file.
func (s *Server) documentOut(d *corpus.Document) documentJSON {
	out := documentJSON{Object: "document", Document: d, URI: s.urls.document(d.ID), Status: live.StatusOK,
		Counterparts: append([]string{}, s.align.CounterpartDocuments(d.ID)...)}
	if st, ok := s.sourceOf(d.ID); ok {
		at := st.LoadedAt
		out.Source, out.Checksum, out.LoadedAt, out.Status, out.Error = st.Path, st.Checksum, &at, st.Status, st.Error
		out.Warning, out.Warnings = st.Warning, st.Warnings
	}
	return out
}

// sourceOf is the status of the file document id was read from.
func (s *Server) sourceOf(id string) (live.Status, bool) {
	for _, st := range s.sources {
		if st.ID == id {
			return st, true
		}
	}
	return live.Status{}, false
}

// sourceErrors lists the files whose latest version is not served, and
// the directories missing; not what is served with warnings.
func (s *Server) sourceErrors() []live.Status {
	var out []live.Status
	for _, st := range s.sources {
		if st.Status == live.StatusStale || st.Status == live.StatusFailed {
			out = append(out, st)
		}
	}
	return out
}

func (s *Server) lookupDocument(c echo.Context) (*corpus.Document, error) {
	id, err := idParam(c, "id")
	if err != nil {
		return nil, err
	}
	d := s.kb.Document(id)
	if d == nil {
		return nil, notFoundMsg("err.no_document", id)
	}
	return d, nil
}

func (s *Server) apiDocument(c echo.Context) error {
	d, err := s.lookupDocument(c)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, s.documentOut(d))
}

func (s *Server) apiDocuments(c echo.Context) error {
	out := documentsJSON{Object: "list", Total: len(s.kb.Documents), Data: []documentJSON{}, Failed: []live.Status{}}
	for i := range s.kb.Documents {
		out.Data = append(out.Data, s.documentOut(&s.kb.Documents[i]))
	}
	for _, st := range s.sourceErrors() {
		out.Errors++
		if st.Status == live.StatusFailed {
			out.Failed = append(out.Failed, st)
		}
	}
	for _, st := range s.sources {
		if st.Kind == live.KindDirectory {
			out.Directories = append(out.Directories, st)
		}
	}
	return c.JSON(http.StatusOK, out)
}

// tocItem is one line of a table of contents; URL is "" for a plain heading
// or an element the knowledge base does not have.
type tocItem struct {
	Kind, Title, URL string
	Level            int
}

type documentView struct {
	Doc           *corpus.Document
	Title         string
	Date, DateKey string
	TOC           []tocItem
	// Counterparts: the same set's notes in the other languages.
	Counterparts []linkView
	// ReplacedBy is the later revision, for an earlier one.
	ReplacedBy *linkView
	Status     documentJSON
}

func (s *Server) documentPage(c echo.Context) error {
	d, err := s.lookupDocument(c)
	if err != nil {
		return err
	}
	v := documentView{Doc: d, Title: s.docTitle(d), Counterparts: s.counterpartDocs(d.ID), Status: s.documentOut(d)}
	v.Date, v.DateKey = s.docDate(d)
	if d.ReplacedBy != "" {
		l := s.docLink(d.ReplacedBy)
		v.ReplacedBy = &l
	}
	for _, it := range d.Outline {
		t := tocItem{Kind: it.Kind, Title: it.Title, Level: min(max(it.Level, 1), 4)}
		if it.ID != "" {
			t.URL = s.elementURL(it.ID)
		}
		v.TOC = append(v.TOC, t)
	}
	return s.render(c, http.StatusOK, "document", v.Title, v)
}

type documentsView struct {
	Home *homeView
	Docs []documentJSON
	// Errors are the files whose latest version is not served, an
	// earlier one is, with why; Failed those no version of which was
	// read: they have no last readable version to speak of.
	Errors, Failed []live.Status
}

func (s *Server) documentsPage(c echo.Context) error {
	v := documentsView{Home: s.home(pageTr(c))}
	for _, st := range s.sourceErrors() {
		if st.Status == live.StatusFailed {
			v.Failed = append(v.Failed, st)
		} else {
			v.Errors = append(v.Errors, st)
		}
	}
	return s.render(c, http.StatusOK, "documents", msgKey("nav.documents"), v)
}
