-- `make bench`'s mixed row: wrk sends, in equal parts and in turn, the API list (sort=top),
-- the board page, a post page and a single post through the API, as 64 readers would.
-- Arguments after `--`: the API key, the organization, the highest post id, a file of post
-- page paths (one per line). `done` prints one JSON line with the figures.
local key, org, last_id, paths_file
local paths = {}
local counter = 0

function init(args)
  key, org, last_id, paths_file = args[1], args[2], tonumber(args[3]), args[4]
  for line in io.lines(paths_file) do
    if #line > 0 then paths[#paths + 1] = line end
  end
  math.randomseed(os.time() + (tonumber(tostring({}):match("0x(%x+)"), 16) or 0))
end

-- What a browser sends (Chromium's Accept-Encoding), as the oha rows do.
local encodings = "gzip, deflate, br, zstd"

function request()
  counter = counter + 1
  local kind = counter % 4
  if kind == 0 then
    return wrk.format("GET", "/api/v3/feature_requests?sort=top&per_page=30", { ["API-KEY"] = key, ["Accept-Encoding"] = encodings })
  elseif kind == 1 then
    return wrk.format("GET", "/" .. org, { ["Accept-Encoding"] = encodings })
  elseif kind == 2 then
    return wrk.format("GET", paths[math.random(#paths)], { ["Accept-Encoding"] = encodings })
  else
    return wrk.format("GET", "/api/v3/feature_requests/" .. math.random(last_id), { ["API-KEY"] = key, ["Accept-Encoding"] = encodings })
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
