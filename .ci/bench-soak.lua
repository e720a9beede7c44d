-- `make bench`'s soak: wrk reads every kind of page and the API in turn, as the readers of a
-- busy board do: the board (three sorts, a search, a status filter), post pages, the roadmap,
-- the changelog, the sign-in page, and the API's list, single post, comments and upvoters.
-- Arguments after `--`: the API key, the organization, the highest post id, a file of post
-- page paths (one per line). `done` prints one JSON line with the figures.
local key, org, last_id, paths_file
local paths = {}
local counter = 0
local words = { "dark", "export", "dashboard+mobile", "weekly+reports", "xylophone", "onboarding", "sch" }

function init(args)
  key, org, last_id, paths_file = args[1], args[2], tonumber(args[3]), args[4]
  for line in io.lines(paths_file) do
    if #line > 0 then paths[#paths + 1] = line end
  end
  math.randomseed(os.time() + (tonumber(tostring({}):match("0x(%x+)"), 16) or 0))
end

local encodings = "gzip, deflate, br, zstd"

function request()
  counter = counter + 1
  local page = { ["Accept-Encoding"] = encodings, ["Accept"] = "text/html" }
  local api = { ["API-KEY"] = key, ["Accept-Encoding"] = encodings }
  local kind = counter % 13
  if kind == 0 then return wrk.format("GET", "/" .. org, page)
  elseif kind == 1 then return wrk.format("GET", "/" .. org .. "?sort=new&page=" .. math.random(20), page)
  elseif kind == 2 then return wrk.format("GET", "/" .. org .. "?sort=top", page)
  elseif kind == 3 then return wrk.format("GET", "/" .. org .. "?q=" .. words[math.random(#words)], page)
  elseif kind == 4 then return wrk.format("GET", paths[math.random(#paths)], page)
  elseif kind == 5 then return wrk.format("GET", paths[math.random(#paths)], page)
  elseif kind == 6 then return wrk.format("GET", "/" .. org .. "/roadmap", page)
  elseif kind == 7 then return wrk.format("GET", "/" .. org .. "/changelog", page)
  elseif kind == 8 then return wrk.format("GET", "/" .. org .. "/signin", page)
  elseif kind == 9 then return wrk.format("GET", "/api/v3/feature_requests?sort=top&per_page=30&page=" .. math.random(10), api)
  elseif kind == 10 then return wrk.format("GET", "/api/v3/feature_requests/" .. math.random(last_id), api)
  elseif kind == 11 then return wrk.format("GET", "/api/v3/comments?feature_request_id=" .. math.random(last_id), api)
  else return wrk.format("GET", "/api/v3/upvoters?feature_request_id=" .. math.random(last_id), api)
  end
end

function done(summary, latency, requests)
  local seconds = summary.duration / 1e6
  local failed = summary.errors.status + summary.errors.connect + summary.errors.read
    + summary.errors.write + summary.errors.timeout
  io.write(string.format(
    '{"rps": %f, "p50_ms": %f, "p99_ms": %f, "ok": %d, "other": %d}\n',
    summary.requests / seconds, latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    summary.requests - failed, failed))
end
