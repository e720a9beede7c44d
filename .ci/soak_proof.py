"""The soak proof of `make check-hard` (docs/reliability.md, proof 2), on one database.

A freshly started server on an organization of 10,000 seeded posts gets, for SECONDS: 46 readers
of every kind of page, the API and the admin pages (wrk, .ci/bench-mixed.lua's `proof` mix; half
the public pages signed in, the admin pages with an admin's cookie), 12 writers voting,
commenting and posting through the API (.ci/bench-writers.py) and 6 live-page subscribers that
connect and leave: 64 connections. Then it checks:
- no 5xx answer; every acknowledged write is stored; every stored count equals a fresh count;
- resident memory under 150 MB throughout, and flat over the second half (the curve is kept);
- open file descriptors back to their idle number once the load stops;
- SIGTERM under load: requests whose answer had begun arrive whole, live streams end, the
  process exits within 10 s, with status 0, and starts again cleanly on the same database.
Prints one JSON line with the figures; exits 1 when a check fails.

usage: soak_proof.py BIN DATABASE_URL WORK_DIR SECONDS DATASET_NAME"""
import http.client, json, os, signal, socket, subprocess, sys, threading, time, urllib.parse, urllib.request

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)
from sso_token import sign  # noqa: E402

binary, db, work, seconds, dataset = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5]
BUDGET_MB = 150
os.makedirs(work, exist_ok=True)
failures = []


def check(ok, what):
    if not ok:
        failures.append(what)
        print(f"FAILED: {what}", file=sys.stderr)


def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


def run(*args):
    return subprocess.run([binary, *args], check=True, capture_output=True, text=True).stdout


org = json.loads(run("org", "create", "--name", "soak", "--admin-email", "admin@soak.test", "--database-url", db))
run("seed", "--org", "soak", "--posts", "10000", "--votes", "100000", "--comments", "20000", "--database-url", db)
key, secret, bucket = org["api_key"], org["sso_secret"], org["default_bucket"]["id"]
port = free_port()
base = f"http://127.0.0.1:{port}"


def start():
    log = open(os.path.join(work, "server.log"), "a")
    server = subprocess.Popen([binary, "serve", "--addr", f"127.0.0.1:{port}", "--database-url", db, "--rate-limit", "0",
                               "--public-url", base, "--uploads", os.path.join(work, "uploads"), "--site-root", os.path.join(work, "site"),
                               "--mail-dir", os.path.join(work, "mail")], stdout=log, stderr=log, env={**os.environ, "RUST_LOG": "warn"})
    for _ in range(300):
        try:
            if urllib.request.urlopen(f"{base}/healthz", timeout=2).status == 200:
                return server
        except Exception:
            time.sleep(0.1)
    raise SystemExit("the server did not start")


def api(path):
    request = urllib.request.Request(base + path, headers={"API-KEY": key, "ALLOW-PRIVATE": "true"})
    with urllib.request.urlopen(request, timeout=30) as response:
        return json.loads(response.read())


def status_of(path, headers=None):
    try:
        with urllib.request.urlopen(urllib.request.Request(base + path, headers=headers or {}), timeout=30) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


def cookie_for(email, name):
    token = sign(secret, {"email": email, "name": name, "iat": int(time.time())})
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    connection.request("GET", f"/soak/sso?token={token}")
    response = connection.getresponse()
    cookie = response.getheader("Set-Cookie", "").split(";")[0]
    connection.close()
    if not cookie:
        raise SystemExit(f"no session cookie for {email}")
    return cookie


def database_port():
    if db.startswith("sqlite"):
        return None
    return urllib.parse.urlparse(db).port or 5432


def fds(pid):
    """Open file descriptors, but the pooled connections to the database (the pools keep what the
    load opened, up to their bounds, by design: that is not a leak)."""
    port = database_port()
    pooled = set()
    if port is not None:
        for table in (f"/proc/{pid}/net/tcp", f"/proc/{pid}/net/tcp6"):
            for line in open(table).readlines()[1:]:
                fields = line.split()
                if int(fields[2].split(":")[1], 16) == port:
                    pooled.add(fields[9])
    count = 0
    for fd in os.listdir(f"/proc/{pid}/fd"):
        try:
            target = os.readlink(f"/proc/{pid}/fd/{fd}")
        except OSError:
            continue
        if not (target.startswith("socket:[") and target[8:-1] in pooled):
            count += 1
    return count


def rss_mb(pid):
    for line in open(f"/proc/{pid}/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def live_reader(stop, ended, min_s=1.0, max_s=5.0):
    """Opens the live stream, holds it a while, leaves; again, until `stop`. Notes when a stream
    it had open was ended by the server (not by the reader); a refused connection is not one."""
    import random
    while not stop.is_set():
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=max_s + 5)
        try:
            connection.request("GET", "/soak/live")
            response = connection.getresponse()
        except Exception:
            connection.close()
            time.sleep(0.2)
            continue
        try:
            hold_until = time.time() + random.uniform(min_s, max_s)
            connection.sock.settimeout(0.5)
            while time.time() < hold_until and not stop.is_set():
                try:
                    if not response.read1(4096):
                        ended.append(time.time())
                        break
                except socket.timeout:
                    continue
        except Exception:
            ended.append(time.time())
        finally:
            connection.close()


server = start()
pid = server.pid
pages = []
for page in (1, 2, 3):
    pages += [p for p in api(f"/api/v3/feature_requests?sort=latest_created_at&per_page=100&page={page}")["feature_requests"] if p["approval_status"] == "approved"]
open(os.path.join(work, "paths.txt"), "w").write("".join(urllib.parse.urlparse(p["url"]).path + "\n" for p in pages))
open(os.path.join(work, "ids.txt"), "w").write("".join(f"{p['id']}\n" for p in pages))
reader, admin = cookie_for("reader@soak.test", "Rita Reader"), cookie_for("admin@soak.test", "Admin")
check(status_of("/soak/admin", {"Cookie": admin}) == 200, "the admin's cookie opens the admin area")
for path in ("/soak", "/soak/roadmap", "/soak/changelog", "/api/v3/openapi.json"):
    status_of(path)
time.sleep(2)
idle_fds = fds(pid)

# The load: 46 readers (wrk), 12 writers, 6 live readers = 64 connections.
rss = []
stop = threading.Event()
t0 = time.time()


def sample():
    while not stop.is_set():
        rss.append((round(time.time() - t0, 1), rss_mb(pid)))
        time.sleep(1)


sampler = threading.Thread(target=sample)
sampler.start()
acked_file = os.path.join(work, "acked.jsonl")
writers = subprocess.Popen([sys.executable, os.path.join(here, "bench-writers.py"), base, key, secret, str(bucket), os.path.join(work, "ids.txt"), "12",
                            str(seconds), acked_file], stdout=subprocess.PIPE, text=True)
live_stop, live_ended = threading.Event(), []
lives = [threading.Thread(target=live_reader, args=(live_stop, live_ended)) for _ in range(6)]
for thread in lives:
    thread.start()
wrk = subprocess.run(["wrk", "-t2", "-c46", f"-d{seconds}s", "--timeout", "10s", "-s", os.path.join(here, "bench-mixed.lua"), base, "--", key, "soak",
                      "10000", os.path.join(work, "paths.txt"), "proof", reader, admin], capture_output=True, text=True)
readers = json.loads(wrk.stdout.strip().splitlines()[-1])
writes = json.loads(writers.communicate()[0].strip().splitlines()[-1])
live_stop.set()
for thread in lives:
    thread.join()
stop.set()
sampler.join()

check(readers["5xx"] == 0, f"no 5xx among the reads ({readers['5xx']})")
check(readers["other"] == readers["4xx"], f"every read answered (errors other than 4xx: {readers['other'] - readers['4xx']})")
check(not any(s.startswith("5") for s in writes["statuses"]), f"no 5xx among the writes: {writes['statuses']}")

# Open files back to idle (live streams and keep-alive connections close within seconds).
after_fds = fds(pid)
for _ in range(30):
    if after_fds <= idle_fds + 2:
        break
    time.sleep(0.5)
    after_fds = fds(pid)
check(after_fds <= idle_fds + 2, f"open file descriptors back to idle ({idle_fds} idle, {after_fds} after)")

# Every acknowledged write stored; every count exact.
acked = [json.loads(line) for line in open(acked_file) if line.strip()]


def sql(query):
    if db.startswith("sqlite"):
        import sqlite3
        path = db.split("://", 1)[1].split("?")[0]
        with sqlite3.connect(path) as connection:
            return connection.execute(query).fetchall()
    out = subprocess.run(["psql", "-qAt", "-F", "\t", db, "-c", query], check=True, capture_output=True, text=True).stdout
    return [tuple(line.split("\t")) for line in out.splitlines() if line]


posts = {int(r[0]) for r in sql("SELECT id FROM posts")}
comments = {int(r[0]) for r in sql("SELECT id FROM comments")}
votes = {(r[0], int(r[1])) for r in sql("SELECT u.email, v.post_id FROM votes v JOIN users u ON u.id = v.user_id WHERE u.email LIKE 'soak%@bench.test'")}
missing = [a for a in acked if (a["kind"] == "post" and a["id"] not in posts) or (a["kind"] == "comment" and a["id"] not in comments)
           or (a["kind"] == "vote" and (a["email"], a["post"]) not in votes)]
check(not missing, f"every acknowledged write stored ({len(missing)} of {len(acked)} missing: {missing[:3]})")
wrong_posts = sql("""SELECT count(*) FROM posts p LEFT JOIN post_counts pc ON pc.post_id = p.id WHERE pc.post_id IS NULL
  OR pc.votes_count <> (SELECT count(*) FROM votes v WHERE v.post_id = p.id AND v.kind = 'upvote')
  OR pc.downvotes_count <> (SELECT count(*) FROM votes v WHERE v.post_id = p.id AND v.kind = 'downvote')
  OR pc.comments_count <> (SELECT count(*) FROM comments c WHERE c.post_id = p.id AND c.internal = false AND c.hidden = false AND c.approval_status = 'approved')""")
wrong_users = sql("""SELECT count(*) FROM users u WHERE u.votes_count <> (SELECT count(*) FROM votes v WHERE v.user_id = u.id)
  OR u.post_count <> (SELECT count(*) FROM posts p WHERE p.submitter_id = u.id)""")
check(int(wrong_posts[0][0]) == 0 and int(wrong_users[0][0]) == 0, f"stored counts equal fresh counts ({wrong_posts[0][0]} posts, {wrong_users[0][0]} users differ)")

# Memory: under budget throughout, flat over the second half.
peak = max(mb for _, mb in rss)
second = [mb for at, mb in rss if at >= seconds / 2]
# Flat: over the second half it rises by less than 15 MB above where the half began (memory
# given back is no growth).
growth = (max(second) - second[0]) if second else 0.0
check(peak < BUDGET_MB, f"resident memory under {BUDGET_MB} MB (peak {peak:.0f} MB)")
check(growth < 15, f"resident memory flat over the second half (it rose {growth:.1f} MB)")

# SIGTERM under load.
term = {"whole": 0, "cut": 0, "refused": 0}
term_stop = threading.Event()


def term_client():
    while not term_stop.is_set():
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=15)
        try:
            connection.request("GET", "/soak", headers={"Cookie": reader, "Accept": "text/html"})
            response = connection.getresponse()
        except Exception:
            term["refused"] += 1
            time.sleep(0.05)
            continue
        try:
            body = response.read()
            length = response.getheader("Content-Length")
            term["whole" if length is None or int(length) == len(body) else "cut"] += 1
        except Exception:
            term["cut"] += 1
        finally:
            connection.close()


clients = [threading.Thread(target=term_client) for _ in range(16)]
live_stop, live_ended = threading.Event(), []
lives = [threading.Thread(target=live_reader, args=(live_stop, live_ended, 30.0, 30.0)) for _ in range(4)]
for thread in clients + lives:
    thread.start()
time.sleep(3)
signalled = time.time()
server.send_signal(signal.SIGTERM)
try:
    code = server.wait(timeout=15)
except subprocess.TimeoutExpired:
    server.kill()
    code = server.wait()
exit_s = time.time() - signalled
streams_ended = [at - signalled for at in live_ended if at >= signalled]
term_stop.set()
live_stop.set()
for thread in clients + lives:
    thread.join()
check(code == 0, f"the process exits with status 0 on SIGTERM ({code})")
check(exit_s < 10, f"the process exits within 10 s of SIGTERM ({exit_s:.1f} s)")
check(term["cut"] == 0, f"every answer begun before the exit arrives whole ({term['cut']} cut)")
check(len(streams_ended) >= 4 and max(streams_ended) <= exit_s + 0.5, f"the live streams end with the process ({len(streams_ended)} of 4 ended by it)")

# Started again on the same database: it serves, and the counts are still exact.
server = start()
check(status_of("/soak") == 200 and status_of("/api/v3/feature_requests", {"API-KEY": key}) == 200, "it starts again and serves")
server.send_signal(signal.SIGTERM)
server.wait(timeout=15)

print(json.dumps({
    "dataset": dataset, "seconds": seconds, "connections": 64, "readers": readers, "writers": writes, "acknowledged": len(acked),
    "missing": len(missing), "rss_start_mb": rss[0][1] if rss else 0, "rss_peak_mb": peak, "rss_second_half_rise_mb": growth,
    "rss_curve": [(at, round(mb, 1)) for at, mb in rss][::5], "fds_idle": idle_fds, "fds_after": after_fds,
    "sigterm": {"exit_s": round(exit_s, 2), "status": code, "answers_whole": term["whole"], "answers_cut": term["cut"],
                "refused_after_close": term["refused"], "live_streams_ended": len(streams_ended)},
    "failures": failures,
}))
sys.exit(1 if failures else 0)
