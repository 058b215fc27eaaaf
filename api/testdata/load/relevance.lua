-- wrk script for the load run (see run.sh): cycles through the queries of
-- the search relevance set, index/testdata/relevance.tsv, as GET
-- TARGET?q=… (TARGET is /api/search, the default, or the page /search),
-- with facets (the default), and counts non-200 answers. TARGET=/healthz
-- (or any path not ending in "search") requests that path alone.
-- With DELAY set (ms), each connection waits that long between requests:
-- a client at its own pace, such as the cheap client of the costly-client
-- scenario, rather than one that keeps the cores busy itself.
-- With SUMMARY set, done() appends one line to that file:
-- "LABEL req/s p50_ms p99_ms max_ms non200 requests", for run.sh's table.
local queries = {}
local counter = 0
local bad = 0
local target = os.getenv("TARGET") or "/api/search"

local function urlencode(s)
  return (s:gsub("[^%w%-_%.~]", function(c) return string.format("%%%02X", string.byte(c)) end))
end

if target:sub(-6) == "search" then
  local file = os.getenv("RELEVANCE") or "index/testdata/relevance.tsv"
  for line in io.lines(file) do
    if line:sub(1, 1) ~= "#" and line:find("\t") then
      local q = line:match("^([^\t]+)\t")
      if q and #q > 0 then
        local path = target .. "?q=" .. urlencode(q)
        -- On the page, an exact card name redirects to the card (303);
        -- page=1 asks for the results page, what the API's answer is
        -- compared with.
        if target == "/search" then path = path .. "&page=1" end
        queries[#queries + 1] = path
      end
    end
  end
  if #queries == 0 then error("no queries in " .. file) end
else
  queries[1] = target
end

local pause = tonumber(os.getenv("DELAY") or "")
if pause then
  delay = function() return pause end
end

function setup(thread)
  thread:set("offset", math.random(#queries))
end

request = function()
  counter = counter + 1
  local path = queries[(counter + (offset or 0)) % #queries + 1]
  return wrk.format("GET", path, { ["Accept-Encoding"] = "gzip" })
end

response = function(status, headers, body)
  if status ~= 200 then bad = bad + 1 end
end

done = function(summary, latency, requests)
  local rps = summary.requests / (summary.duration / 1e6)
  io.write(string.format("queries in rotation: %d\n", #queries))
  io.write(string.format("requests: %d in %.1f s = %.0f req/s; errors: connect %d, read %d, write %d, timeout %d, non-2xx %d\n",
    summary.requests, summary.duration / 1e6, rps,
    summary.errors.connect, summary.errors.read, summary.errors.write, summary.errors.timeout, summary.errors.status))
  for _, p in ipairs({ 50, 90, 99, 99.9 }) do
    io.write(string.format("p%-5s %.2f ms\n", p, latency:percentile(p) / 1000))
  end
  io.write(string.format("max    %.2f ms\n", latency.max / 1000))
  local out = os.getenv("SUMMARY")
  if out then
    local f = assert(io.open(out, "a"))
    f:write(string.format("%-12s %8.0f %8.2f %8.2f %8.2f %6d %8d\n", os.getenv("LABEL") or target, rps,
      latency:percentile(50) / 1000, latency:percentile(99) / 1000, latency.max / 1000, summary.errors.status,
      summary.requests))
    f:close()
  end
end
