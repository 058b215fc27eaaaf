#!/usr/bin/env bash
# Load run for the web issue: builds arbitre, measures the time from process
# start to the first served request (a page, then a search), then drives
# /api/search with the queries of the relevance set for 30 s with wrk
# (Debian: apt-get install wrk), load generator and server on this machine,
# on loopback. Then SIGTERM, and the time the graceful shutdown takes.
#
#   api/testdata/load/run.sh     # DURATION=30s CONNECTIONS=8 THREADS=1 CACHE=4096
set -euo pipefail
cd "$(dirname "$0")/../../.."
DURATION=${DURATION:-30s}
CONNECTIONS=${CONNECTIONS:-8}
THREADS=${THREADS:-1}
PORT=${PORT:-18089}
CACHE=${CACHE:-4096}   # distinct search results the server remembers; 0 measures the index on every request
command -v wrk >/dev/null || { echo "load run: needs wrk (apt-get install wrk)" >&2; exit 2; }

tmp=$(mktemp -d)
pid=
cleanup() { [ -n "$pid" ] && kill "$pid" 2>/dev/null; rm -rf "$tmp"; }
trap cleanup EXIT
go build -o "$tmp/arbitre" ./cmd/arbitre
base="http://127.0.0.1:$PORT"

ms() { echo $(( ($(date +%s%N) - $1) / 1000000 )); }
t0=$(date +%s%N)
"$tmp/arbitre" serve --addr "127.0.0.1:$PORT" --cache "$CACHE" 2>"$tmp/log" &
pid=$!
until [ "$(curl -s -o /dev/null -w '%{http_code}' "$base/cards/dsk-fr-anthropede" 2>/dev/null)" = 200 ]; do sleep 0.005; done
echo "start to first page:   $(ms "$t0") ms"
until [ "$(curl -s -o /dev/null -w '%{http_code}' "$base/api/search?q=anthropede" 2>/dev/null)" = 200 ]; do sleep 0.005; done
echo "start to first search: $(ms "$t0") ms"
grep -o '"msg":"search index ready"[^}]*' "$tmp/log" || true

# Warm up, then the measured run.
wrk -t1 -c2 -d2s -s api/testdata/load/relevance.lua "$base" >/dev/null
echo "wrk -t$THREADS -c$CONNECTIONS -d$DURATION against /api/search (facets on, server cache $CACHE):"
wrk -t"$THREADS" -c"$CONNECTIONS" -d"$DURATION" -s api/testdata/load/relevance.lua "$base"

t1=$(date +%s%N)
kill -TERM "$pid"
wait "$pid"
pid=
echo "graceful shutdown:     $(ms "$t1") ms"
