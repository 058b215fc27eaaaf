#!/usr/bin/env bash
# Load run: builds arbitre, measures the time from process start to the
# first served request (a page, then a search), then drives, one after the
# other in the same run, /api/search and the search page /search with the
# queries of the relevance set, and /healthz, each for DURATION with wrk
# (Debian: apt-get install wrk), load generator and server on this machine,
# on loopback, and prints the three side by side. Then SIGTERM, and the
# time the graceful shutdown takes.
#
#   api/testdata/load/run.sh     # DURATION=20s CONNECTIONS=8 THREADS=1 CACHE=64MiB
#   CACHE=0 api/testdata/load/run.sh   # no result cache: the index on every request
set -euo pipefail
cd "$(dirname "$0")/../../.."
DURATION=${DURATION:-20s}
CONNECTIONS=${CONNECTIONS:-8}
THREADS=${THREADS:-1}
PORT=${PORT:-18089}
CACHE=${CACHE:-64MiB}   # result cache size (--cache-bytes); 0 measures the index on every request
command -v wrk >/dev/null || { echo "load run: needs wrk (apt-get install wrk)" >&2; exit 2; }

tmp=$(mktemp -d)
pid=
cleanup() { [ -n "$pid" ] && kill "$pid" 2>/dev/null; rm -rf "$tmp"; }
trap cleanup EXIT
go build -o "$tmp/arbitre" ./cmd/arbitre
base="http://127.0.0.1:$PORT"
cacheflag=(--cache-bytes "$CACHE")
if ! "$tmp/arbitre" serve --help 2>&1 | grep -q -- '-cache-bytes'; then
	cacheflag=(--cache "$([ "$CACHE" = 0 ] && echo 0 || echo 4096)") # an older binary
fi

ms() { echo $(( ($(date +%s%N) - $1) / 1000000 )); }
t0=$(date +%s%N)
"$tmp/arbitre" serve --addr "127.0.0.1:$PORT" "${cacheflag[@]}" 2>"$tmp/log" &
pid=$!
until [ "$(curl -s -o /dev/null -w '%{http_code}' "$base/cards/dsk-fr-anthropede" 2>/dev/null)" = 200 ]; do sleep 0.005; done
echo "start to first page:   $(ms "$t0") ms"
until [ "$(curl -s -o /dev/null -w '%{http_code}' "$base/api/search?q=anthropede" 2>/dev/null)" = 200 ]; do sleep 0.005; done
echo "start to first search: $(ms "$t0") ms"
grep -o '"msg":"search index ready"[^}]*' "$tmp/log" || true
echo "load before the run: $(cut -d' ' -f1-3 /proc/loadavg) ($(nproc) cores)"

summary="$tmp/summary"
for t in /api/search /search /healthz; do
	# Warm up, then the measured run.
	TARGET=$t wrk -t1 -c2 -d2s -s api/testdata/load/relevance.lua "$base" >/dev/null
	echo
	echo "wrk -t$THREADS -c$CONNECTIONS -d$DURATION against $t (facets on, result cache $CACHE):"
	TARGET=$t LABEL=$t SUMMARY=$summary wrk -t"$THREADS" -c"$CONNECTIONS" -d"$DURATION" -s api/testdata/load/relevance.lua "$base"
done
echo
echo "load after the run: $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-12s %8s %8s %8s %8s %6s\n' target req/s p50_ms p99_ms max_ms non200
cat "$summary"
awk '$1=="/api/search"{a=$2} $1=="/search"{p=$2} END{if (a>0) printf "page/API throughput: %.0f%%\n", 100*p/a}' "$summary"

t1=$(date +%s%N)
kill -TERM "$pid"
wait "$pid"
pid=
echo "graceful shutdown:     $(ms "$t1") ms"
