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
#  3. SIGTERM, and the time the graceful shutdown takes;
#  4. issue 23's costly client (see costlyrun): a cheap query whose answer
#     is cached, from a client at its own pace, alone and then while 20
#     connections of another client send the costliest queries (64 random
#     words): its p99 is printed beside the API's, the page's and
#     /healthz's, with the costly client's own row.
#
#   api/testdata/load/run.sh     # CONNECTIONS="4 8" DURATION=10s ROUNDS=2 CACHE=0
#   CACHE=64MiB api/testdata/load/run.sh   # with the result cache (--cache-bytes)
#   BASE=main STARTS=7 CONNECTIONS= api/testdata/load/run.sh   # starts only, against main's
#
# BASE=REV also builds the commit REV and alternates its in-memory starts
# with this tree's, start by start, so that both meet the same conditions
# on a shared machine, and prints each one's least and median; then runs
# steps 2 to 4 against REV's binary too, after this tree's (rows "base"
# beside "new"). An empty CONNECTIONS skips the load run. DURATION is in
# seconds ("10s").
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

# loadrun TAG: the load run against the binary $bin, its rows tagged TAG
# (this tree's "new", BASE's "base") in the summary.
loadrun() {
	local tag=$1
	start "server for the load run ($tag)"
	for round in $(seq "$ROUNDS"); do
		for c in $CONNECTIONS; do
			for t in /api/search /search /healthz; do
				# Warm up, then the measured run.
				TARGET=$t wrk -t1 -c2 -d1s -s api/testdata/load/relevance.lua "$base" >/dev/null
				echo
				echo "$tag, round $round: wrk -t$THREADS -c$c -d$DURATION against $t (facets on, result cache $CACHE):"
				cpu0=$(cpu)
				TARGET=$t LABEL="$tag $round $c $t" SUMMARY=$summary \
					wrk -t"$THREADS" -c"$c" -d"$DURATION" -s api/testdata/load/relevance.lua "$base"
				echo "$tag $round $c $t $cpu0 $(cpu)" >>"$tmp/cpu"
			done
		done
	done
	t1=$(date +%s%N)
	stop
	echo "graceful shutdown ($tag):     $(ms "$t1") ms"
	for round in $(seq "$ROUNDS"); do
		costlyrun "$tag" "$round"
	done
}

# costlyrun TAG ROUND: issue 23's costly client. A server with the result cache
# on (CHEAP_CACHE, serve's default 64MiB) answers a cheap query whose
# answer is cached, CHEAP ("anthropede"), from a client at its own pace
# (CHEAP_CONNECTIONS connections, DELAY ms between requests), first alone,
# then while COSTLY_CONNECTIONS (20) connections of another client send
# the costliest queries there are (costly.lua: 64 random words, never
# cached, found nowhere); the two clients are told apart by the
# X-Forwarded-For of the costly one, from the loopback proxy the server
# trusts (--trusted-proxy 127.0.0.1; a binary without the flag trusts
# loopback proxies anyway). Rows: cheap-alone, cheap+costly, costly.
costlyrun() {
	local tag=$1 round=$2 trust=()
	if "$bin" serve --help 2>&1 | grep -q -- '-trusted-proxy'; then
		trust=(--trusted-proxy 127.0.0.1)
	fi
	start "server for the costly client ($tag)" --cache-bytes "$CHEAP_CACHE" "${trust[@]}"
	# The rules' marks are computed after the first search: wait for them,
	# so that their CPU is not measured as the costly client's.
	until curl -s "$base/healthz" | grep -q '"verification":true'; do pause 0.1; done
	local cheap="/api/search?q=$CHEAP"
	curl -s -o /dev/null "$base$cheap"
	echo
	echo "$tag: the cheap query $cheap, cached, ${CHEAP_CONNECTIONS} connections every ${DELAY_MS} ms, alone:"
	TARGET=$cheap DELAY=$DELAY_MS LABEL="$tag $round $CHEAP_CONNECTIONS cheap-alone" SUMMARY=$summary \
		wrk -t1 -c"$CHEAP_CONNECTIONS" -d"$DURATION" -s api/testdata/load/relevance.lua "$base"
	echo
	echo "$tag: the same while $COSTLY_CONNECTIONS connections of another client send 64 random words:"
	FORWARDED=203.0.113.7 LABEL="$tag $round $COSTLY_CONNECTIONS costly" SUMMARY=$summary \
		wrk -t1 -c"$COSTLY_CONNECTIONS" -d"$DURATION" -s api/testdata/load/costly.lua "$base" &
	local costly=$!
	pause 1 # the costly client's connections busy first
	TARGET=$cheap DELAY=$DELAY_MS LABEL="$tag $round $CHEAP_CONNECTIONS cheap+costly" SUMMARY=$summary \
		wrk -t1 -c"$CHEAP_CONNECTIONS" -d"$((${DURATION%s} - 2))s" -s api/testdata/load/relevance.lua "$base"
	wait "$costly"
	echo "$tag: answers 503 during the costly run: $(grep -c '"status":503' "$tmp/log" || true)"
	stop
}
CHEAP=${CHEAP:-anthropede}
CHEAP_CACHE=${CHEAP_CACHE:-64MiB}
CHEAP_CONNECTIONS=${CHEAP_CONNECTIONS:-2}
COSTLY_CONNECTIONS=${COSTLY_CONNECTIONS:-20}
DELAY_MS=${DELAY_MS:-5}

summary="$tmp/summary"
loadrun new
if [ -n "$BASE" ]; then
	bin=$tmp/base-arbitre
	loadrun base
	bin=$tmp/arbitre
fi
echo
echo "load after the run: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
# The server's CPU time per request (from its process_cpu_seconds_total)
# is what a request costs whatever else the machine runs; wrk's own share
# of the cores is left out. The cheap query's rows (cheap-alone, and
# cheap+costly, beside the costly client's own row) are issue 23's
# figure: its p99 while another client sends the costliest queries.
printf '%-4s %-5s %-5s %-12s %8s %8s %8s %8s %6s %8s %10s\n' bin round conns target req/s p50_ms p99_ms max_ms non200 requests cpu_us/req
awk 'NR==FNR{cpu[$1" "$2" "$3" "$4]=$6-$5; next}
	{k=$1" "$2" "$3" "$4; c=(k in cpu && $10>0) ? 1e6*cpu[k]/$10 : 0; printf "%s %10.0f\n", $0, c}' "$tmp/cpu" "$summary"
awk 'NR==FNR{cpu[$1" "$2" "$3" "$4]=$6-$5; next}
	$4=="/api/search"{k=$1" "$2" "$3; a[k]=$5; ac[k]=cpu[$1" "$2" "$3" "$4]/$10}
	$4=="/search"{k=$1" "$2" "$3; p[k]=$5; pc[k]=cpu[$1" "$2" "$3" "$4]/$10}
	END{for (k in a) if (a[k]>0 && pc[k]>0)
		printf "%s connections: page/API throughput %.0f%%; by server CPU per request %.0f%%\n", k, 100*p[k]/a[k], 100*ac[k]/pc[k]}' \
	"$tmp/cpu" "$summary" | sort
