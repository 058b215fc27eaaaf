#!/usr/bin/env bash
# Load run: builds arbitre and measures, on loopback, load generator and
# server on this machine:
#
#  1. the time from process start to the first served page and the first
#     answered search, STARTS times over (the least is the figure a busy
#     machine distorts least; the median is printed too), with the index
#     built in memory, then with a persisted index (--index) opened by a
#     second start; and the CPU time the server spent until its first
#     search, which other jobs on the machine distort far less;
#  2. /api/search and the search page /search with the queries of the
#     relevance set, and /healthz, with wrk (Debian: apt-get install wrk),
#     for DURATION each, at each number of CONNECTIONS, ROUNDS times over,
#     the three targets one after the other within each round so that they
#     share the machine's conditions; printed side by side with the page's
#     throughput as a share of the API's, round by round, and the
#     server's CPU time per request (from its /metrics), which the other
#     jobs on a shared machine distort far less than throughput;
#  3. SIGTERM, and the time the graceful shutdown takes.
#
#   api/testdata/load/run.sh     # CONNECTIONS="4 8" DURATION=10s ROUNDS=2 CACHE=0
#   CACHE=64MiB api/testdata/load/run.sh   # with the result cache (--cache-bytes)
#   BASE=main STARTS=7 CONNECTIONS= api/testdata/load/run.sh   # starts only, against main's
#
# BASE=REV also builds the commit REV and alternates its in-memory starts
# with this tree's, start by start, so that both meet the same conditions
# on a shared machine, and prints each one's least and median; an empty
# CONNECTIONS skips the load run.
#
# CACHE=0 (no result cache) measures the index on every request, as the
# issue's figures were taken. On a shared machine, compare the targets
# within one round, not across runs.
set -euo pipefail
cd "$(dirname "$0")/../../.."
DURATION=${DURATION:-10s}
CONNECTIONS=${CONNECTIONS-4 8}
ROUNDS=${ROUNDS:-2}
STARTS=${STARTS:-3}
THREADS=${THREADS:-1}
PORT=${PORT:-18089}
CACHE=${CACHE:-0}
command -v wrk >/dev/null || { echo "load run: needs wrk (apt-get install wrk)" >&2; exit 2; }

tmp=$(mktemp -d)
pid=
cleanup() { if [ -n "$pid" ]; then kill "$pid" 2>/dev/null || true; fi; rm -rf "$tmp"; }
trap cleanup EXIT
go build -o "$tmp/arbitre" ./cmd/arbitre
BASE=${BASE:-}
if [ -n "$BASE" ]; then
	mkdir "$tmp/base"
	git archive "$BASE" | tar -x -C "$tmp/base"
	(cd "$tmp/base" && go build -o "$tmp/base-arbitre" ./cmd/arbitre)
fi
bin=$tmp/arbitre
base="http://127.0.0.1:$PORT"
cacheflag=(--cache-bytes "$CACHE")
if ! "$tmp/arbitre" serve --help 2>&1 | grep -q -- '-cache-bytes'; then
	cacheflag=(--cache "$([ "$CACHE" = 0 ] && echo 0 || echo 4096)") # an older binary
fi

ms() { echo $(( ($(date +%s%N) - $1) / 1000000 )); }
# A descriptor nothing is ever written to, for read -t: a pause that starts
# no process (sleep would).
exec {never}<> <(:)
pause() { read -r -t "$1" -u "$never" || true; }
# listening: whether the server accepts connections, with bash's own
# /dev/tcp: polling with a curl every few milliseconds took a share of the
# two cores the start itself needs.
listening() {
	if exec 3<>"/dev/tcp/127.0.0.1/$PORT"; then
		exec 3>&-
		return 0
	fi 2>/dev/null
	return 1
}
tick=$(getconf CLK_TCK)
# cpums PID: the CPU time, user and system, process PID has used, in ms.
cpums() { awk -v t="$tick" '{print int(($14+$15)*1000/t)}' "/proc/$1/stat" 2>/dev/null || echo 0; }
status() { curl -s -o /dev/null -w '%{http_code}' "$base$1" 2>/dev/null || true; }

# start LABEL [FLAG...]: starts the server, prints the times to the first
# page and the first search, and leaves it running (pid).
start() {
	local label=$1 t0 page search
	shift
	t0=$(date +%s%N)
	"$bin" serve --addr "127.0.0.1:$PORT" "${cacheflag[@]}" "$@" 2>"$tmp/log" &
	pid=$!
	# Pages are served as soon as the server listens; a search sent then
	# waits for the index, so it is answered the moment the index is.
	until listening 2>/dev/null; do pause 0.005; done
	until [ "$(status /cards/dsk-fr-anthropede)" = 200 ]; do pause 0.005; done
	page=$(ms "$t0")
	until [ "$(status '/api/search?q=anthropede')" = 200 ]; do pause 0.005; done
	search=$(ms "$t0")
	cpu=$(cpums "$pid")
	printf '%-28s first page %5d ms, first search %5d ms, server CPU %4d ms  %s\n' "$label" "$page" "$search" "$cpu" \
		"$(grep -o '"msg":"search index ready","build_ms":[0-9]*' "$tmp/log" | grep -o 'build_ms":[0-9]*' || true)"
	echo "$label $search $cpu" >>"$tmp/starts"
}
# cpu: the server's CPU time so far, in seconds, from its /metrics.
cpu() { curl -s "$base/metrics" | awk '$1=="process_cpu_seconds_total"{print $2}'; }
stop() {
	kill -TERM "$pid"
	wait "$pid" || true
	pid=
}

echo "load before the run: $(cut -d' ' -f1-3 /proc/loadavg) ($(nproc) cores)"
for i in $(seq "$STARTS"); do
	start "start $i (index in memory)"
	stop
	if [ -n "$BASE" ]; then
		bin=$tmp/base-arbitre
		start "start $i ($BASE, in memory)"
		stop
		bin=$tmp/arbitre
	fi
done
start "start (writes --index)" --index "$tmp/index"
stop
start "start (opens --index)" --index "$tmp/index"
stop
# The in-memory starts' times and CPU, sorted: least and median.
summarize() {
	grep -F "$1" "$tmp/starts" | awk '{print $(NF-1)}' | sort -n >"$tmp/wall"
	grep -F "$1" "$tmp/starts" | awk '{print $NF}' | sort -n >"$tmp/cpu0"
	if [ -s "$tmp/wall" ]; then
		n=$(wc -l <"$tmp/wall")
		printf 'start to first search, %s: least %d ms, median %d ms; server CPU until then: least %d ms, median %d ms\n' "$2" \
			"$(head -1 "$tmp/wall")" "$(sed -n "$(((n + 1) / 2))p" "$tmp/wall")" "$(head -1 "$tmp/cpu0")" "$(sed -n "$(((n + 1) / 2))p" "$tmp/cpu0")"
	fi
}
summarize '(index in memory)' 'in-memory starts'
if [ -n "$BASE" ]; then
	summarize "($BASE, in memory)" "in-memory starts of $BASE"
fi
if [ -z "$CONNECTIONS" ]; then
	echo "load after the starts: $(cut -d' ' -f1-3 /proc/loadavg)"
	exit 0
fi

start "server for the load run"
summary="$tmp/summary"
for round in $(seq "$ROUNDS"); do
	for c in $CONNECTIONS; do
		for t in /api/search /search /healthz; do
			# Warm up, then the measured run.
			TARGET=$t wrk -t1 -c2 -d1s -s api/testdata/load/relevance.lua "$base" >/dev/null
			echo
			echo "round $round: wrk -t$THREADS -c$c -d$DURATION against $t (facets on, result cache $CACHE):"
			cpu0=$(cpu)
			TARGET=$t LABEL="$round $c $t" SUMMARY=$summary \
				wrk -t"$THREADS" -c"$c" -d"$DURATION" -s api/testdata/load/relevance.lua "$base"
			echo "$round $c $t $cpu0 $(cpu)" >>"$tmp/cpu"
		done
	done
done
echo
echo "load after the run: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
# The server's CPU time per request (from its process_cpu_seconds_total)
# is what a request costs whatever else the machine runs; wrk's own share
# of the cores is left out.
printf '%-5s %-5s %-12s %8s %8s %8s %8s %6s %8s %10s\n' round conns target req/s p50_ms p99_ms max_ms non200 requests cpu_us/req
awk 'NR==FNR{cpu[$1" "$2" "$3]=$5-$4; next}
	{k=$1" "$2" "$3; printf "%s %10.0f\n", $0, ($9>0 ? 1e6*cpu[k]/$9 : 0)}' "$tmp/cpu" "$summary"
awk 'NR==FNR{cpu[$1" "$2" "$3]=$5-$4; next}
	$3=="/api/search"{k=$1" "$2; a[k]=$4; ac[k]=cpu[$1" "$2" "$3]/$9}
	$3=="/search"{k=$1" "$2; p[k]=$4; pc[k]=cpu[$1" "$2" "$3]/$9}
	END{for (k in a) if (a[k]>0 && pc[k]>0)
		printf "round %s connections: page/API throughput %.0f%%; by server CPU per request %.0f%%\n", k, 100*p[k]/a[k], 100*ac[k]/pc[k]}' \
	"$tmp/cpu" "$summary" | sort

t1=$(date +%s%N)
stop
echo "graceful shutdown:     $(ms "$t1") ms"
