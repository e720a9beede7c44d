// An OpenID provider for upboard's tests and demo: npm `oidc-provider` (a certified
// implementation) on loopback, with its own sign-in pages (any password) and accounts that carry
// `groups`.
//
//   node end2end/oidc/provider.mjs --port 0 --client upboard:secret:http://127.0.0.1:3000/acme/oidc/callback \
//        [--client other:secret2:http://…] [--account ada@corp.test=upboard-admins,staff] …
//
// Prints one line of JSON when it listens: {"issuer": "http://127.0.0.1:PORT"}.
//
// Accounts: the login typed on its sign-in page is the account; an e-mail address as login is
// that address (verified), anything else is `LOGIN@people.test`. `--account EMAIL=GROUPS` gives
// an account groups; the tests change them while it runs:
//
//   PUT  /test/accounts/EMAIL   {"groups": […], "email_verified": true}  the account's claims
//   POST /test/rotate           a new signing key (the old one is no longer published)
//   POST /test/id-token-ttl     {"seconds": N}  how long the next ID tokens live (0: expired
//                               when issued)
//   GET  /test/stats            {"jwks": N}  how often its keys were fetched
//
// Claims go where a certified provider puts them by default: e-mail, name and groups in the
// user info (and in the ID token only the subject), so that relying parties read both.

import http from 'node:http';
import crypto from 'node:crypto';
import Provider from 'oidc-provider';

const args = process.argv.slice(2);
const option = (name) => args.flatMap((arg, i) => (arg === `--${name}` ? [args[i + 1]] : []));
const port = Number(option('port')[0] ?? 0);

const clients = option('client').map((spec) => {
  const [client_id, client_secret, ...rest] = spec.split(':');
  return {
    client_id,
    client_secret,
    redirect_uris: [rest.join(':')],
    grant_types: ['authorization_code'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_basic',
  };
});

const accounts = new Map();
for (const spec of option('account')) {
  const [email, groups = ''] = spec.split('=');
  accounts.set(email, { groups: groups.split(',').filter(Boolean), email_verified: true });
}

const stats = { jwks: 0 };
let idTokenTtl = 3600;

function claimsOf(login) {
  const email = login.includes('@') ? login : `${login}@people.test`;
  const stored = accounts.get(email) ?? { groups: [], email_verified: true };
  return {
    sub: crypto.createHash('sha256').update(email).digest('hex').slice(0, 24),
    email,
    email_verified: stored.email_verified,
    name: stored.name ?? email.split('@')[0],
    groups: stored.groups,
  };
}

function newKey() {
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: crypto.randomBytes(8).toString('hex'), use: 'sig', alg: 'RS256' };
}

const cookieKeys = [crypto.randomBytes(32).toString('hex')];
let issuer;
let provider;

function makeProvider() {
  const made = new Provider(issuer, {
    clients,
    jwks: { keys: [newKey()] },
    cookies: { keys: cookieKeys },
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile', 'groups'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], groups: ['groups'] },
    ttl: {
      IdToken: () => idTokenTtl,
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      Interaction: 600,
      Session: 3600,
    },
    features: { devInteractions: { enabled: true } },
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => claimsOf(id),
    }),
    // Consent is given once asked (the dev pages otherwise ask for every client).
    loadExistingGrant: async (ctx) => {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) {
        return ctx.oidc.provider.Grant.find(grantId);
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope('openid email profile groups');
      await grant.save();
      return grant;
    },
  });
  made.proxy = false;
  return made;
}

function readJson(req) {
  return new Promise((resolve) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      try {
        resolve(JSON.parse(body || '{}'));
      } catch {
        resolve({});
      }
    });
  });
}

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url, issuer);
  const answer = (status, value) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(value));
  };
  if (url.pathname.startsWith('/test/accounts/') && req.method === 'PUT') {
    const email = decodeURIComponent(url.pathname.slice('/test/accounts/'.length));
    const body = await readJson(req);
    accounts.set(email, { ...(accounts.get(email) ?? {}), ...body });
    return answer(200, claimsOf(email));
  }
  if (url.pathname === '/test/rotate' && req.method === 'POST') {
    provider = makeProvider();
    return answer(200, { rotated: true });
  }
  if (url.pathname === '/test/id-token-ttl' && req.method === 'POST') {
    const seconds = Number((await readJson(req)).seconds);
    idTokenTtl = Number.isFinite(seconds) ? seconds : 3600;
    return answer(200, { seconds: idTokenTtl });
  }
  if (url.pathname === '/test/stats') {
    return answer(200, stats);
  }
  if (url.pathname === '/jwks') {
    stats.jwks += 1;
  }
  return provider.callback()(req, res);
});

server.listen(port, '127.0.0.1', () => {
  issuer = `http://127.0.0.1:${server.address().port}`;
  provider = makeProvider();
  process.stdout.write(`${JSON.stringify({ issuer })}\n`);
});
