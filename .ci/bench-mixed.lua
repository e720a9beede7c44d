-- `make bench`'s read mixes, as wrk sends them in turn:
-- - `mixed` (the mixed row, 64 readers): the API list (sort=top), the board page, a post page
--   and a single post through the API, in equal parts;
-- - `soak` (the soak, 48 readers): every kind of page and the API, as the readers of a busy
--   board do: the board (three sorts, a search), post pages, the roadmap, the changelog, the
--   sign-in page, the API's list, single post, comments and upvoters, the changelog's Atom
--   feed and the sitemap (as crawlers and feed readers ask for them).
--   Every other page is asked for with the signed-in reader's cookie when one is given: pages
--   of a signed-in reader are rendered for each request, never served from the page cache.
-- - `proof` (the soak proof of `make check-hard`): the soak's requests and, one in six, an admin
--   page (overview, moderation, customers, statuses, changelog, settings, audit) with the
--   admin's cookie.
-- Arguments after `--`: the API key, the organization, the highest post id, a file of post
-- page paths (one per line), the mix (`mixed` unless given) and, for the soak, a `Cookie`
-- header value; for the proof, the admin's `Cookie` too. `done` prints one JSON line with the figures.
local key, org, last_id, paths_file, mix, cookie, admin_cookie
local paths = {}
local counter = 0
local words = { "dark", "export", "dashboard+mobile", "weekly+reports", "xylophone", "onboarding", "sch" }

function init(args)
  key, org, last_id, paths_file, mix, cookie, admin_cookie = args[1], args[2], tonumber(args[3]), args[4], args[5] or "mixed", args[6], args[7]
  for line in io.lines(paths_file) do
    if #line > 0 then paths[#paths + 1] = line end
  end
  math.randomseed(os.time() + (tonumber(tostring({}):match("0x(%x+)"), 16) or 0))
  -- The proof counts server errors (5xx) apart from refusals (4xx); only then are answers read.
  if mix == "proof" then
    response = function(status)
      if status >= 500 then server_errors = server_errors + 1 elseif status >= 400 then refusals = refusals + 1 end
    end
  end
end

server_errors, refusals = 0, 0
local threads = {}
function setup(thread) table.insert(threads, thread) end

-- What a browser sends (Chromium's Accept-Encoding), as the oha rows do.
local encodings = "gzip, deflate, br, zstd"
local anonymous = { ["Accept-Encoding"] = encodings, ["Accept"] = "text/html" }
local signed_in = { ["Accept-Encoding"] = encodings, ["Accept"] = "text/html" }
local page = anonymous

local function api(path)
  return wrk.format("GET", path, { ["API-KEY"] = key, ["Accept-Encoding"] = encodings })
end

local function mixed(kind)
  if kind == 0 then return api("/api/v3/feature_requests?sort=top&per_page=30")
  elseif kind == 1 then return wrk.format("GET", "/" .. org, { ["Accept-Encoding"] = encodings })
  elseif kind == 2 then return wrk.format("GET", paths[math.random(#paths)], { ["Accept-Encoding"] = encodings })
  else return api("/api/v3/feature_requests/" .. math.random(last_id))
  end
end

local function soak(kind)
  if kind == 0 then return wrk.format("GET", "/" .. org, page)
  elseif kind == 1 then return wrk.format("GET", "/" .. org .. "?sort=new&page=" .. math.random(20), page)
  elseif kind == 2 then return wrk.format("GET", "/" .. org .. "?sort=top", page)
  elseif kind == 3 then return wrk.format("GET", "/" .. org .. "?q=" .. words[math.random(#words)], page)
  elseif kind <= 5 then return wrk.format("GET", paths[math.random(#paths)], page)
  elseif kind == 6 then return wrk.format("GET", "/" .. org .. "/roadmap", page)
  elseif kind == 7 then return wrk.format("GET", "/" .. org .. "/changelog", page)
  elseif kind == 8 then return wrk.format("GET", "/" .. org .. "/signin", page)
  elseif kind == 9 then return api("/api/v3/feature_requests?sort=top&per_page=30&page=" .. math.random(10))
  elseif kind == 10 then return api("/api/v3/feature_requests/" .. math.random(last_id))
  elseif kind == 11 then return api("/api/v3/comments?feature_request_id=" .. math.random(last_id))
  elseif kind == 12 then return api("/api/v3/upvoters?feature_request_id=" .. math.random(last_id))
  elseif kind == 13 then return wrk.format("GET", "/" .. org .. "/changelog.atom", { ["Accept-Encoding"] = encodings })
  else return wrk.format("GET", "/" .. org .. "/sitemap.xml", { ["Accept-Encoding"] = encodings })
  end
end

-- The kinds of request of the soak mix (`soak` above): each in turn.
local SOAK_KINDS = 15

local admin_pages = { "", "/moderation", "/customers", "/statuses", "/changelog", "/settings", "/audit", "/boards", "/tags", "/team", "/webhooks" }

function request()
  counter = counter + 1
  if mix == "proof" and counter % 6 == 0 then
    local headers = { ["Accept-Encoding"] = encodings, ["Accept"] = "text/html", ["Cookie"] = admin_cookie }
    return wrk.format("GET", "/" .. org .. "/admin" .. admin_pages[math.random(#admin_pages)], headers)
  end
  if mix == "proof" then
    signed_in["Cookie"] = cookie
    page = (math.floor(counter / SOAK_KINDS) % 2 == 0) and anonymous or signed_in
    return soak(counter % SOAK_KINDS)
  end
  if mix == "soak" then
    if cookie and #cookie > 0 then
      signed_in["Cookie"] = cookie
      page = (math.floor(counter / SOAK_KINDS) % 2 == 0) and anonymous or signed_in
    end
    return soak(counter % SOAK_KINDS)
  end
  return mixed(counter % 4)
end

function done(summary, latency, requests)
  local seconds = summary.duration / 1e6
  local fives, fours = 0, 0
  for _, thread in ipairs(threads) do
    fives = fives + (thread:get("server_errors") or 0)
    fours = fours + (thread:get("refusals") or 0)
  end
  local failed = summary.errors.status + summary.errors.connect + summary.errors.read
    + summary.errors.write + summary.errors.timeout
  io.write(string.format(
    '{"rps": %f, "p50_ms": %f, "p99_ms": %f, "ok": %d, "other": %d, "status_errors": %d, "connect": %d, "read": %d, "write": %d, "timeout": %d, "5xx": %d, "4xx": %d}\n',
    summary.requests / seconds, latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    summary.requests - failed, failed, summary.errors.status, summary.errors.connect, summary.errors.read,
    summary.errors.write, summary.errors.timeout, fives, fours))
end
