-- wrk script for the costly-client scenario of the load run (see run.sh):
-- every request is a search of WORDS (64) random words, a new query each
-- time, so that no answer is ever cached: each word is unknown (respelled),
-- and the search finds nothing (so "did you mean" runs too), the costliest
-- queries issue 23 found. With FORWARDED set, every request carries
-- X-Forwarded-For: FORWARDED, so that the server (trusting the loopback
-- proxy) counts these requests as another client than the cheap one's.
-- With SUMMARY set, done() appends one line to that file, as relevance.lua
-- does: "LABEL req/s p50_ms p99_ms max_ms non200 requests".
local words = tonumber(os.getenv("WORDS") or "64")
local forwarded = os.getenv("FORWARDED")
local letters = "abcdefghijklmnopqrstuvwxyz"
local thread_id = 0

function setup(thread)
  thread_id = thread_id + 1
  thread:set("seed", thread_id)
end

function init(args)
  math.randomseed(os.time() * 100 + (seed or 0))
end

local function word()
  local n = math.random(5, 9)
  local t = {}
  for i = 1, n do
    local k = math.random(1, #letters)
    t[i] = letters:sub(k, k)
  end
  return table.concat(t)
end

request = function()
  local t = {}
  for i = 1, words do t[i] = word() end
  local headers = { ["Accept-Encoding"] = "gzip" }
  if forwarded then headers["X-Forwarded-For"] = forwarded end
  return wrk.format("GET", "/api/search?q=" .. table.concat(t, "+"), headers)
end

done = function(summary, latency, requests)
  local rps = summary.requests / (summary.duration / 1e6)
  io.write(string.format("costly: %d requests in %.1f s = %.0f req/s; non-2xx %d, timeout %d; p50 %.2f ms, p99 %.2f ms\n",
    summary.requests, summary.duration / 1e6, rps, summary.errors.status, summary.errors.timeout,
    latency:percentile(50) / 1000, latency:percentile(99) / 1000))
  local out = os.getenv("SUMMARY")
  if out then
    local f = assert(io.open(out, "a"))
    f:write(string.format("%-12s %8.0f %8.2f %8.2f %8.2f %6d %8d\n", os.getenv("LABEL") or "costly", rps,
      latency:percentile(50) / 1000, latency:percentile(99) / 1000, latency.max / 1000, summary.errors.status,
      summary.requests))
    f:close()
  end
end
