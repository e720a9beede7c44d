"""`make bench`'s soak writers: WRITERS threads that, until SECONDS have passed, vote, comment
and post through the API as customers (HS256 user tokens signed with the SSO secret), in turn.
Prints one JSON line: requests, errors and the answers by status.

usage: bench-writers.py BASE API_KEY SSO_SECRET BUCKET_ID POST_IDS_FILE WRITERS SECONDS"""
import collections, json, os, random, sys, threading, time, urllib.error, urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from sso_token import sign  # noqa: E402

base, key, secret, bucket, ids_file, writers, seconds = sys.argv[1:8]
post_ids = [int(l) for l in open(ids_file) if l.strip()]
deadline = time.time() + float(seconds)
statuses = collections.Counter()
lock = threading.Lock()


def token(n):
    return sign(secret, {"email": f"soak{n}@bench.test", "name": f"Soak {n}"})


def send(path, payload, auth):
    request = urllib.request.Request(base + path, data=json.dumps(payload).encode(), method="POST", headers={
        "API-KEY": key, "Authorization": f"Bearer {auth}", "Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code
    except Exception:
        return 0


def write(n):
    users = [token(n * 1000 + i) for i in range(200)]
    turn = 0
    while time.time() < deadline:
        turn += 1
        auth = random.choice(users)
        post = random.choice(post_ids)
        if turn % 3 == 0:
            status = send(f"/api/v3/feature_requests/{post}/votes", {}, auth)
        elif turn % 3 == 1:
            status = send("/api/v3/comments", {"feature_request_id": post, "comment": f"Soak comment {turn} from writer {n}."}, auth)
        else:
            status = send("/api/v3/feature_requests", {"title": f"Soak idea {n}-{turn} {random.random():.6f}", "bucket_id": int(bucket)}, auth)
        with lock:
            statuses[str(status)] += 1


threads = [threading.Thread(target=write, args=(n,)) for n in range(int(writers))]
for t in threads:
    t.start()
for t in threads:
    t.join()
total = sum(statuses.values())
print(json.dumps({"requests": total, "errors": sum(v for k, v in statuses.items() if not k.startswith("2")), "statuses": dict(statuses)}))
