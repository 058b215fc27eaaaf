package middleware

import (
	"net/http"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/arbitre/arbitre/internal/buildinfo"
	"github.com/labstack/echo/v4"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Metrics collects what /metrics reports, in a registry of its own (never
// Prometheus's global one), so that two servers in one process, or two
// tests, count apart.
type Metrics struct {
	reg *prometheus.Registry

	requests *prometheus.CounterVec   // route, method, code
	latency  *prometheus.HistogramVec // route
	inflight prometheus.Gauge
	shed     prometheus.Counter
	limited  prometheus.Counter

	cacheHits, cacheMisses prometheus.Counter
	hits, misses           atomic.Int64 // the same, for the hit ratio
	cache                  atomic.Pointer[cacheStats]

	indexDocs  prometheus.Gauge
	indexBuild prometheus.Gauge

	reloads     *prometheus.CounterVec // result
	lastReload  prometheus.Gauge
	lastSuccess prometheus.Gauge

	conns atomic.Pointer[ConnGuard]
}

// latencyBuckets span a cached API answer (well under a millisecond) to
// the request deadline (5 s).
var latencyBuckets = []float64{.0005, .001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10}

// NewMetrics returns a Metrics with every series registered: the request
// counters and latencies by route template, the result cache, the index,
// the reloads, the connections, the Go runtime and the process.
func NewMetrics() *Metrics {
	m := &Metrics{reg: prometheus.NewRegistry()}
	f := registerer{m.reg}
	m.requests = f.counterVec(prometheus.CounterOpts{Name: "arbitre_http_requests_total",
		Help: "HTTP requests answered, by route template (never the raw path), method and status code."}, "route", "method", "code")
	m.latency = prometheus.NewHistogramVec(prometheus.HistogramOpts{Name: "arbitre_http_request_duration_seconds",
		Help: "Time to answer an HTTP request, by route template.", Buckets: latencyBuckets}, []string{"route"})
	m.reg.MustRegister(m.latency)
	m.inflight = f.gauge(prometheus.GaugeOpts{Name: "arbitre_http_requests_in_flight", Help: "HTTP requests being answered."})
	m.shed = f.counter(prometheus.CounterOpts{Name: "arbitre_http_shed_total",
		Help: "Expensive requests turned away with 503 because too many were being answered."})
	m.limited = f.counter(prometheus.CounterOpts{Name: "arbitre_http_rate_limited_total",
		Help: "Requests turned away with 429 because their client was over its rate."})
	m.cacheHits = f.counter(prometheus.CounterOpts{Name: "arbitre_search_cache_hits_total", Help: "Searches answered from the result cache."})
	m.cacheMisses = f.counter(prometheus.CounterOpts{Name: "arbitre_search_cache_misses_total", Help: "Searches the result cache could not answer."})
	f.gaugeFunc(prometheus.GaugeOpts{Name: "arbitre_search_cache_hit_ratio",
		Help: "Share of searches answered from the result cache since start (0 before any)."}, func() float64 {
		h, n := m.hits.Load(), m.hits.Load()+m.misses.Load()
		if n == 0 {
			return 0
		}
		return float64(h) / float64(n)
	})
	f.gaugeFunc(prometheus.GaugeOpts{Name: "arbitre_search_cache_bytes", Help: "Estimated size of the results in the result cache."}, func() float64 {
		if c := m.cache.Load(); c != nil {
			return float64(c.Bytes())
		}
		return 0
	})
	f.gaugeFunc(prometheus.GaugeOpts{Name: "arbitre_search_cache_max_bytes", Help: "Bound on the result cache's size (--cache-bytes)."}, func() float64 {
		if c := m.cache.Load(); c != nil {
			return float64(c.MaxBytes())
		}
		return 0
	})
	f.gaugeFunc(prometheus.GaugeOpts{Name: "arbitre_search_cache_entries", Help: "Results in the result cache."}, func() float64 {
		if c := m.cache.Load(); c != nil {
			return float64(c.Len())
		}
		return 0
	})
	m.indexDocs = f.gauge(prometheus.GaugeOpts{Name: "arbitre_index_documents", Help: "Documents in the search index (0 until it is ready)."})
	m.indexBuild = f.gauge(prometheus.GaugeOpts{Name: "arbitre_index_build_seconds",
		Help: "Time the search index took to build or open (0 until it is ready)."})
	m.reloads = f.counterVec(prometheus.CounterOpts{Name: "arbitre_reloads_total",
		Help: "Reloads of the documents, by result (ok, failed)."}, "result")
	m.reloads.WithLabelValues("ok")
	m.reloads.WithLabelValues("failed")
	m.lastReload = f.gauge(prometheus.GaugeOpts{Name: "arbitre_reload_last_timestamp_seconds",
		Help: "Unix time of the last reload, 0 if none happened since start."})
	m.lastSuccess = f.gauge(prometheus.GaugeOpts{Name: "arbitre_reload_last_success",
		Help: "1 if the last reload succeeded, 0 if it failed or none happened since start (see arbitre_reload_last_timestamp_seconds)."})
	f.gaugeFunc(prometheus.GaugeOpts{Name: "arbitre_http_open_connections", Help: "Open HTTP connections."}, func() float64 {
		if g := m.conns.Load(); g != nil {
			return float64(g.openConns())
		}
		return 0
	})
	f.counterFunc(prometheus.CounterOpts{Name: "arbitre_http_idle_closed_total",
		Help: "Idle connections closed early because open connections neared the cap."}, func() float64 {
		if g := m.conns.Load(); g != nil {
			return float64(g.closed.Load())
		}
		return 0
	})
	bi := buildinfo.Read()
	f.gaugeVec(prometheus.GaugeOpts{Name: "arbitre_build_info", Help: "Always 1; the labels say which build is running."},
		"version", "commit", "build_date", "go_version").WithLabelValues(bi.Version, bi.Commit, bi.Date, bi.GoVersion).Set(1)
	m.reg.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}

// IndexReady records the search index's size and the time it took to
// build or open.
func (m *Metrics) IndexReady(documents int, build time.Duration) {
	m.indexDocs.Set(float64(documents))
	m.indexBuild.Set(build.Seconds())
}

// Reloaded records a reload of the documents and its result.
func (m *Metrics) Reloaded(at time.Time, err error) {
	m.lastReload.Set(float64(at.UnixNano()) / 1e9)
	if err != nil {
		m.reloads.WithLabelValues("failed").Inc()
		m.lastSuccess.Set(0)
		return
	}
	m.reloads.WithLabelValues("ok").Inc()
	m.lastSuccess.Set(1)
}

// CacheSizer is what the metrics report of a result cache (a *Cache).
type CacheSizer interface {
	Len() int
	Bytes() int64
	MaxBytes() int64
}

// cacheStats holds a CacheSizer for an atomic pointer.
type cacheStats struct{ CacheSizer }

// SetCache makes c the result cache the metrics report (nil: none).
func (m *Metrics) SetCache(c CacheSizer) {
	if c == nil {
		m.cache.Store(nil)
		return
	}
	m.cache.Store(&cacheStats{c})
}

// SetConns makes g the connections the metrics report.
func (m *Metrics) SetConns(g *ConnGuard) { m.conns.Store(g) }

// Handler serves the metrics in the Prometheus text format.
func (m *Metrics) Handler() http.Handler {
	// Compression is left to the server's own middleware.
	return promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{DisableCompression: true})
}

func (m *Metrics) cacheHit(hit bool) {
	if hit {
		m.cacheHits.Inc()
		m.hits.Add(1)
	} else {
		m.cacheMisses.Inc()
		m.misses.Add(1)
	}
}

// request counts one answered request.
func (m *Metrics) request(route, method string, status int, d time.Duration) {
	switch method {
	case http.MethodGet, http.MethodHead:
	default:
		method = "other" // the client chooses it: keep the label set small
	}
	m.requests.WithLabelValues(route, method, strconv.Itoa(status)).Inc()
	m.latency.WithLabelValues(route).Observe(d.Seconds())
}

// routeLabel is the route template of a request ("/api/cards/:id"), so
// that the label set is the route table and not every path clients try.
func routeLabel(c echo.Context) string {
	if p := c.Path(); p != "" {
		return p
	}
	return "unmatched"
}

// registerer creates and registers collectors in one registry.
type registerer struct{ reg *prometheus.Registry }

func (r registerer) counter(o prometheus.CounterOpts) prometheus.Counter {
	c := prometheus.NewCounter(o)
	r.reg.MustRegister(c)
	return c
}

func (r registerer) counterVec(o prometheus.CounterOpts, labels ...string) *prometheus.CounterVec {
	c := prometheus.NewCounterVec(o, labels)
	r.reg.MustRegister(c)
	return c
}

func (r registerer) gauge(o prometheus.GaugeOpts) prometheus.Gauge {
	g := prometheus.NewGauge(o)
	r.reg.MustRegister(g)
	return g
}

func (r registerer) gaugeVec(o prometheus.GaugeOpts, labels ...string) *prometheus.GaugeVec {
	g := prometheus.NewGaugeVec(o, labels)
	r.reg.MustRegister(g)
	return g
}

func (r registerer) gaugeFunc(o prometheus.GaugeOpts, f func() float64) {
	r.reg.MustRegister(prometheus.NewGaugeFunc(o, f))
}

func (r registerer) counterFunc(o prometheus.CounterOpts, f func() float64) {
	r.reg.MustRegister(prometheus.NewCounterFunc(o, f))
}
