"""`make bench`'s soak writers: WRITERS threads that, until SECONDS have passed, vote, comment
and post through the API as customers (HS256 user tokens signed with the SSO secret), in turn.
Prints one JSON line: requests, errors and the answers by status. With ACKED_FILE, also writes
there one JSON line per acknowledged (2xx) write: {"kind": "vote"|"comment"|"post", "email",
"post", "id"}, for the soak proof (.ci/soak_proof.py) to find each one stored.

usage: bench-writers.py BASE API_KEY SSO_SECRET BUCKET_ID POST_IDS_FILE WRITERS SECONDS [ACKED_FILE]"""
import collections, json, os, random, sys, threading, time, urllib.error, urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from sso_token import sign  # noqa: E402

base, key, secret, bucket, ids_file, writers, seconds = sys.argv[1:8]
acked_file = open(sys.argv[8], "w") if len(sys.argv) > 8 else None
acked = []
post_ids = [int(l) for l in open(ids_file) if l.strip()]
deadline = time.time() + float(seconds)
statuses = collections.Counter()
lock = threading.Lock()


def email(n):
    return f"soak{n}@bench.test"


def token(n):
    return sign(secret, {"email": email(n), "name": f"Soak {n}"})


def send(path, payload, auth):
    """The status, and the answer's JSON when it was a 2xx."""
    request = urllib.request.Request(base + path, data=json.dumps(payload).encode(), method="POST", headers={
        "API-KEY": key, "Authorization": f"Bearer {auth}", "Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, json.loads(response.read() or b"null")
    except urllib.error.HTTPError as error:
        return error.code, None
    except Exception:
        return 0, None


def write(n):
    users = [(token(n * 1000 + i), email(n * 1000 + i)) for i in range(200)]
    turn = 0
    while time.time() < deadline:
        turn += 1
        auth, who = random.choice(users)
        post = random.choice(post_ids)
        if turn % 3 == 0:
            kind = "vote"
            status, body = send(f"/api/v3/feature_requests/{post}/votes", {}, auth)
        elif turn % 3 == 1:
            kind = "comment"
            status, body = send("/api/v3/comments", {"feature_request_id": post, "comment": f"Soak comment {turn} from writer {n}."}, auth)
        else:
            kind = "post"
            status, body = send("/api/v3/feature_requests", {"title": f"Soak idea {n}-{turn} {random.random():.6f}", "bucket_id": int(bucket)}, auth)
        with lock:
            statuses[str(status)] += 1
            if 200 <= status < 300:
                acked.append({"kind": kind, "email": who, "post": post, "id": (body or {}).get("id") if isinstance(body, dict) else None})


threads = [threading.Thread(target=write, args=(n,)) for n in range(int(writers))]
for t in threads:
    t.start()
for t in threads:
    t.join()
if acked_file:
    acked_file.write("".join(json.dumps(a) + "\n" for a in acked))
    acked_file.close()
total = sum(statuses.values())
print(json.dumps({"requests": total, "errors": sum(v for k, v in statuses.items() if not k.startswith("2")), "statuses": dict(statuses)}))
