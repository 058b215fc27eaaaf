#!/usr/bin/env bash
# Scale run: the server itself on about 100,000 indexed documents (the
# sets index.BenchmarkScale generates: the five embedded documents and
# some sixty fictitious sets of Duskmourn's notes in French and Italian,
# every card renamed), measured as a process on this machine:
#
#  1. the start with --corpus DIR --watch: times to ready (pages served),
#     to the index and to the rules' marks, from the server's log; the
#     peak RSS (VmHWM) once the index is ready and once the marks are;
#  2. /api/search with the queries of the relevance set (facets on, no
#     result cache), with wrk, at each number of CONNECTIONS, for
#     DURATION: throughput, p50, p99;
#  3. one document added to the directory (a new set's French notes)
#     while wrk runs: the time until /api/documents lists it and a search
#     for its set finds it, and the non-200 answers meanwhile;
#  4. the peak RSS of the whole run.
#
#   api/testdata/load/scale.sh     # CONNECTIONS="1 4" DURATION=10s DOCS=100000
set -euo pipefail
cd "$(dirname "$0")/../../.."
DURATION=${DURATION:-10s}
CONNECTIONS=${CONNECTIONS:-1 4}
DOCS=${DOCS:-100000}
PORT=${PORT:-18092}
command -v wrk >/dev/null || { echo "scale run: needs wrk (apt-get install wrk)" >&2; exit 2; }

tmp=$(mktemp -d)
pid=
cleanup() { if [ -n "$pid" ]; then kill "$pid" 2>/dev/null || true; fi; rm -rf "$tmp"; }
trap cleanup EXIT
go build -o "$tmp/arbitre" ./cmd/arbitre
go test ./index -count=1 -run TestWriteScaleCorpus -scale.docs "$DOCS" -scale.write "$tmp/all" >/dev/null
# The last set (in name order) is held back, for step 3.
mkdir "$tmp/corpus"
last=$(ls "$tmp/all" | sed 's/-.*//' | sort -u | tail -1)
for f in "$tmp/all"/*; do
	case $(basename "$f") in "$last"-*) ;; *) mv "$f" "$tmp/corpus/" ;; esac
done
echo "load before the run: $(cut -d' ' -f1-3 /proc/loadavg) ($(nproc) cores); $(ls "$tmp/corpus" | wc -l) documents of $(du -sh "$tmp/corpus" | cut -f1) besides the embedded ones"

base="http://127.0.0.1:$PORT"
ms() { echo $(( ($(date +%s%N) - $1) / 1000000 )); }
hwm() { awk '$1=="VmHWM:"{printf "%d", $2/1024}' "/proc/$pid/status"; }
rss() { awk '$1=="VmRSS:"{printf "%d", $2/1024}' "/proc/$pid/status"; }
logged() { grep -q "\"msg\":\"$1\"" "$tmp/log"; }
field() { grep "\"msg\":\"$1\"" "$tmp/log" | head -1 | grep -o "\"$2\":[0-9]*" | cut -d: -f2; }

t0=$(date +%s%N)
"$tmp/arbitre" serve --addr "127.0.0.1:$PORT" --cache-bytes 0 --corpus "$tmp/corpus" --watch 2>"$tmp/log" &
pid=$!
until logged "search index ready"; do sleep 0.05; done
idx_ms=$(ms "$t0") idx_hwm=$(hwm)
until logged "rules marks ready"; do sleep 0.05; done
marks_ms=$(ms "$t0") marks_hwm=$(hwm)
echo "ready (pages served) $(field ready startup_ms) ms; index ready $idx_ms ms (build $(field 'search index ready' build_ms) ms), peak RSS then $idx_hwm MiB"
echo "rules marks ready $marks_ms ms, peak RSS then $marks_hwm MiB, RSS $(rss) MiB; $(grep -o '"live_heap_bytes":[0-9]*,"gogc":[0-9]*,"memory_limit_bytes":[0-9]*' "$tmp/log")"

summary=$tmp/summary
for c in $CONNECTIONS; do
	TARGET=/api/search wrk -t1 -c2 -d2s -s api/testdata/load/relevance.lua "$base" >/dev/null
	TARGET=/api/search LABEL="$c" SUMMARY=$summary wrk -t1 -c"$c" -d"$DURATION" -s api/testdata/load/relevance.lua "$base" >/dev/null
	echo "after $c connections: RSS $(rss) MiB, peak $(hwm) MiB"
done
printf '%-6s %8s %8s %8s %8s %6s %8s\n' conns req/s p50_ms p99_ms max_ms non200 requests
cat "$summary"

# One document added while wrk runs.
TARGET=/api/search LABEL=during-add SUMMARY=$tmp/add wrk -t1 -c2 -d8s -s api/testdata/load/relevance.lua "$base" >/dev/null &
wrkpid=$!
sleep 1
f=$(ls "$tmp/all" | grep '\.fr\.' | head -1)
code=$(echo "$f" | sed 's/-.*//')
t1=$(date +%s%N)
cp "$tmp/all/$f" "$tmp/corpus/"
until curl -s "$base/api/documents" | grep -q "\"$code-fr\""; do sleep 0.02; done
listed=$(ms "$t1")
until curl -s "$base/api/search?q=set:$code" | grep -q '"total":[1-9]'; do sleep 0.02; done
found=$(ms "$t1")
wait "$wrkpid"
echo "one document added ($f): listed by /api/documents after $listed ms, found by a search after $found ms; meanwhile: $(awk '{printf "%s req/s, p99 %s ms, %s non-200 of %s", $2, $4, $6, $7}' "$tmp/add")"
grep -i 'reload' "$tmp/log" | cut -c1-400 || true
echo "peak RSS of the whole run: $(hwm) MiB; RSS now $(rss) MiB"
echo "load after the run: $(cut -d' ' -f1-3 /proc/loadavg)"
kill -TERM "$pid"
wait "$pid" || true
pid=
