"""An HS256 token signed with an organization's SSO secret, as the API's `Authorization` and
the `/{org}/sso` sign-in link take it; the benchmarks' one way to make one.

As a command: `python3 .ci/sso_token.py SECRET EMAIL NAME` prints a sign-in token (with `iat`,
as the link requires). As a module: `sign(secret, claims)`."""
import base64, hashlib, hmac, json, sys, time


def _b64(raw: bytes) -> str:
    return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()


def sign(secret: str, claims: dict) -> str:
    body = f"{_b64(json.dumps({'alg': 'HS256', 'typ': 'JWT'}).encode())}.{_b64(json.dumps(claims).encode())}"
    return f"{body}.{_b64(hmac.new(secret.encode(), body.encode(), hashlib.sha256).digest())}"


if __name__ == "__main__":
    secret, email, name = sys.argv[1:4]
    print(sign(secret, {"email": email, "name": name, "iat": int(time.time())}))
