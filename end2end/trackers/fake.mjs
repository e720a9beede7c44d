// A fake GitHub (REST) and Linear (GraphQL) on loopback, for upboard's HTTP tests of issue
// trackers. Every request is checked against what the vendors publish on npm: GitHub's OpenAPI
// description (@octokit/openapi) and the types that Linear's SDK declares (@linear/sdk). It also
// makes signed webhook deliveries, checked against @octokit/webhooks-schemas and the SDK's webhook
// types, and signed and verified by the vendors' own code.
//
//   node end2end/trackers/fake.mjs --port 0 --github-token TOKEN --linear-key KEY \
//        [--github-repo acme/widgets] [--linear-team ID:ENG:Engineering] \
//        [--github-login upboard-bot] [--linear-workspace acme]
//
// Prints one line of JSON when it listens: {"url": "http://127.0.0.1:PORT"}.
// GitHub's API is at {url}/github, Linear's GraphQL endpoint at {url}/linear/graphql.
//
// Linear's schema is read from the SDK's type declarations by linear-schema.mjs.
//
// Whatever does not match the descriptions is answered as the vendor would and recorded as a
// violation {service, kind, method, path, message}; its kind is one of auth, headers, body,
// operation, graphql (a request that is wrong), response (the fake's own answer is wrong),
// unplayed (right, but more than the fake plays), webhook or crash. The test reads them, with
// every request, and drives the fake, under /control (no authentication):
//
//   GET    /control/requests         {"requests": […], "violations": […]}
//   DELETE /control/requests         forget them
//   GET    /control/state            the repositories, teams, issues and comments held
//   POST   /control/github/issues    {"owner","repo","number","title","state","labels"} an issue
//   POST   /control/linear/issues    {"id","identifier","title","teamId","state"} an issue
//   POST   /control/github/webhook   {"event","payload","secret"} a signed delivery
//   POST   /control/linear/webhook   {"payload","secret"} a signed delivery
//   POST   /control/fail             {"service","status","times","body","headers"} failures to come
//   POST   /control/github/event     {"owner","repo","number","action","state_reason","label","secret"}
//                                     changes a held issue as GitHub would (closed, reopened,
//                                     labeled) and answers the signed `issues` delivery GitHub
//                                     would send of it, checked as /control/github/webhook is
//   POST   /control/linear/event     {"id","state":{"id","name","type"},"secret"} moves a held
//                                     issue to a workflow state and answers Linear's signed
//                                     Issue update of it, checked as /control/linear/webhook is

import http from 'node:http';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { parse, Kind, valueFromASTUntyped } from 'graphql';
import { linearSchema, checkOperation, checkValue, namedOf } from './linear-schema.mjs';
import { sign, verify } from '@octokit/webhooks-methods';
import { LinearWebhookClient } from '@linear/sdk/webhooks';

const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const option = (name) => args.flatMap((arg, i) => (arg === `--${name}` ? [args[i + 1]] : []));
const port = Number(option('port')[0] ?? 0);
const githubTokens = option('github-token');
const githubLogin = option('github-login')[0] ?? 'upboard-bot';
const linearKeys = option('linear-key');
const workspace = option('linear-workspace')[0] ?? 'upboard-test';

const now = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
const uuid = () => crypto.randomUUID();

// ---------------------------------------------------------------------------------------------
// What was asked, and what was wrong with it.

let requests = [];
let violations = [];
const failures = { github: [], linear: [] };

// `problems` are {kind, message}; the request keeps the messages, the violations both.
function record(entry, problems) {
  requests.push({ ...entry, valid: problems.length === 0, errors: problems.map((p) => p.message) });
  for (const { kind, message } of problems) {
    violations.push({ service: entry.service, kind, method: entry.method, path: entry.path, message });
  }
}

// ---------------------------------------------------------------------------------------------
// GitHub: its OpenAPI 3.0 description, made plain JSON Schema for Ajv.

const githubDoc = require('@octokit/openapi/generated/api.github.com.json');

// OpenAPI 3.0's `nullable: true` is not JSON Schema: it becomes a type or a branch that allows null.
(function allowNull(node) {
  if (Array.isArray(node)) return node.forEach(allowNull);
  if (!node || typeof node !== 'object') return;
  Object.values(node).forEach(allowNull);
  if (node.nullable !== true) return;
  delete node.nullable;
  if (typeof node.type === 'string') {
    node.type = [node.type, 'null'];
    if (Array.isArray(node.enum) && !node.enum.includes(null)) node.enum.push(null);
  } else if (!node.type) {
    const inner = { ...node };
    for (const key of Object.keys(node)) delete node[key];
    node.anyOf = [inner, { type: 'null' }];
  }
})(githubDoc);

const quiet = { log() {}, warn() {}, error: console.error };
const githubAjv = addFormats(new Ajv({ strict: false, allErrors: true, logger: quiet }));
githubAjv.addSchema(githubDoc, 'github', undefined, false);

// A validator for the schema at a JSON pointer into the description, compiled once.
const validators = new Map();
function validatorAt(ajv, id, segments) {
  const pointer = segments.map((s) => encodeURIComponent(String(s).replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');
  const ref = `${id}#/${pointer}`;
  if (!validators.has(ref)) validators.set(ref, ajv.compile({ $ref: ref }));
  return validators.get(ref);
}
const ajvErrors = (errors) =>
  (errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}${e.params?.additionalProperty ? `: ${e.params.additionalProperty}` : ''}`);

// Operations by path template: literal segments win over parameters.
const githubRoutes = Object.keys(githubDoc.paths)
  .map((template) => ({
    template,
    names: [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]),
    regex: new RegExp(`^${template.replace(/[.+*?^$()[\]|\\]/g, '\\$&').replace(/\{\w+\}/g, '([^/]+)')}$`),
  }))
  .sort((a, b) => a.names.length - b.names.length);

function findOperation(method, pathname) {
  const matches = githubRoutes.filter((route) => route.regex.test(pathname));
  for (const route of matches) {
    const operation = githubDoc.paths[route.template][method.toLowerCase()];
    if (!operation) continue;
    const values = route.regex.exec(pathname).slice(1).map(decodeURIComponent);
    return { ...route, operation, params: Object.fromEntries(route.names.map((n, i) => [n, values[i]])) };
  }
  return null;
}

const deref = (node) => (node?.$ref ? node.$ref.slice(2).split('/').reduce((at, key) => at[key], githubDoc) : node);

// The schema of an operation's answer with a status, as pointer segments, or null.
function responsePointer(route, method, status) {
  const response = route.operation.responses[String(status)];
  if (!response) return null;
  const segments = response.$ref
    ? response.$ref.slice(2).split('/')
    : ['paths', route.template, method.toLowerCase(), 'responses', String(status)];
  return deref(response).content?.['application/json']?.schema ? [...segments, 'content', 'application/json', 'schema'] : null;
}

// ---------------------------------------------------------------------------------------------
// GitHub: repositories, issues and comments held in memory, shaped like the description.

const API = 'https://api.github.com';
const repos = new Map(); // "owner/repo" in lower case → repository
let githubIds = 1000;

function githubUser(login) {
  const url = `${API}/users/${login}`;
  return {
    login,
    id: 1,
    node_id: 'MDQ6VXNlcjE=',
    avatar_url: 'https://avatars.githubusercontent.com/u/1?v=4',
    gravatar_id: '',
    url,
    html_url: `https://github.com/${login}`,
    followers_url: `${url}/followers`,
    following_url: `${url}/following{/other_user}`,
    gists_url: `${url}/gists{/gist_id}`,
    starred_url: `${url}/starred{/owner}{/repo}`,
    subscriptions_url: `${url}/subscriptions`,
    organizations_url: `${url}/orgs`,
    repos_url: `${url}/repos`,
    events_url: `${url}/events{/privacy}`,
    received_events_url: `${url}/received_events`,
    type: 'User',
    site_admin: false,
  };
}

function repoOf(owner, name, create) {
  const key = `${owner}/${name}`.toLowerCase();
  if (!repos.has(key) && create) {
    repos.set(key, { owner, name, id: (githubIds += 1), created_at: now(), issues: new Map() });
  }
  return repos.get(key);
}
for (const spec of option('github-repo')) {
  const [owner, name] = spec.split('/');
  repoOf(owner, name, true);
}

function repositoryJson(repo) {
  const full = `${repo.owner}/${repo.name}`;
  const url = `${API}/repos/${full}`;
  const open = [...repo.issues.values()].filter((issue) => issue.state === 'open').length;
  const links = {
    archive_url: '/{archive_format}{/ref}', assignees_url: '/assignees{/user}', blobs_url: '/git/blobs{/sha}',
    branches_url: '/branches{/branch}', collaborators_url: '/collaborators{/collaborator}',
    comments_url: '/comments{/number}', commits_url: '/commits{/sha}', compare_url: '/compare/{base}...{head}',
    contents_url: '/contents/{+path}', contributors_url: '/contributors', deployments_url: '/deployments',
    downloads_url: '/downloads', events_url: '/events', forks_url: '/forks', git_commits_url: '/git/commits{/sha}',
    git_refs_url: '/git/refs{/sha}', git_tags_url: '/git/tags{/sha}', hooks_url: '/hooks',
    issue_comment_url: '/issues/comments{/number}', issue_events_url: '/issues/events{/number}',
    issues_url: '/issues{/number}', keys_url: '/keys{/key_id}', labels_url: '/labels{/name}',
    languages_url: '/languages', merges_url: '/merges', milestones_url: '/milestones{/number}',
    notifications_url: '/notifications{?since,all,participating}', pulls_url: '/pulls{/number}',
    releases_url: '/releases{/id}', stargazers_url: '/stargazers', statuses_url: '/statuses/{sha}',
    subscribers_url: '/subscribers', subscription_url: '/subscription', tags_url: '/tags', teams_url: '/teams',
    trees_url: '/git/trees{/sha}',
  };
  return {
    id: repo.id, node_id: `R_${repo.id}`, name: repo.name, full_name: full, private: false,
    owner: githubUser(repo.owner), html_url: `https://github.com/${full}`, description: null, fork: false, url,
    ...Object.fromEntries(Object.entries(links).map(([key, suffix]) => [key, url + suffix])),
    clone_url: `https://github.com/${full}.git`, git_url: `git://github.com/${full}.git`,
    ssh_url: `git@github.com:${full}.git`, svn_url: `https://github.com/${full}`, mirror_url: null, homepage: null,
    language: null, license: null, default_branch: 'main', visibility: 'public', topics: [],
    forks: 0, forks_count: 0, stargazers_count: 0, watchers: 0, watchers_count: 0, size: 0,
    network_count: 0, subscribers_count: 0, open_issues: open, open_issues_count: open,
    has_issues: true, has_projects: true, has_wiki: true, has_pages: false, has_discussions: false,
    has_downloads: true, archived: false, disabled: false, is_template: false,
    web_commit_signoff_required: false,
    created_at: repo.created_at, updated_at: repo.created_at, pushed_at: repo.created_at,
  };
}

function labelJson(repo, name) {
  return {
    id: crypto.createHash('sha256').update(name).digest().readUInt32BE(0),
    node_id: `LA_${Buffer.from(name).toString('base64url')}`,
    url: `${API}/repos/${repo.owner}/${repo.name}/labels/${encodeURIComponent(name)}`,
    name, description: null, color: 'ededed', default: false,
  };
}

function newIssue(repo, number, fields) {
  const url = `${API}/repos/${repo.owner}/${repo.name}/issues/${number}`;
  const closed = fields.state === 'closed';
  return {
    id: (githubIds += 1), node_id: `I_${githubIds}`, url,
    repository_url: `${API}/repos/${repo.owner}/${repo.name}`, labels_url: `${url}/labels{/name}`,
    comments_url: `${url}/comments`, events_url: `${url}/events`, timeline_url: `${url}/timeline`,
    html_url: `https://github.com/${repo.owner}/${repo.name}/issues/${number}`,
    number, state: closed ? 'closed' : 'open', state_reason: closed ? 'completed' : null,
    title: String(fields.title ?? ''), body: fields.body ?? null, user: githubUser(githubLogin),
    labels: (fields.labels ?? []).map((label) => labelJson(repo, typeof label === 'string' ? label : label.name)),
    assignee: null, assignees: [], milestone: null, locked: false, active_lock_reason: null, comments: 0,
    closed_at: closed ? now() : null, created_at: now(), updated_at: now(), author_association: 'OWNER',
    commentList: [],
  };
}

// The JSON of an issue, without what the fake keeps for itself.
const issueJson = ({ commentList, ...issue }) => issue;

// The implemented operations, by operationId: (path parameters, body) → [status, answer].
const NOT_FOUND = { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' };
const githubOperations = {
  'repos/get': ({ owner, repo }) => {
    const found = repoOf(owner, repo);
    return found ? [200, repositoryJson(found)] : [404, null];
  },
  'issues/create': ({ owner, repo }, body) => {
    const found = repoOf(owner, repo);
    if (!found) return [404, null];
    const number = Math.max(0, ...found.issues.keys()) + 1;
    const issue = newIssue(found, number, body);
    found.issues.set(number, issue);
    return [201, issueJson(issue), { location: issue.url }];
  },
  'issues/get': ({ owner, repo, issue_number }) => {
    const issue = repoOf(owner, repo)?.issues.get(Number(issue_number));
    return issue ? [200, issueJson(issue)] : [404, null];
  },
  'issues/create-comment': ({ owner, repo, issue_number }, body) => {
    const issue = repoOf(owner, repo)?.issues.get(Number(issue_number));
    if (!issue) return [404, null];
    const id = (githubIds += 1);
    const comment = {
      id, node_id: `IC_${id}`, url: `${API}/repos/${owner}/${repo}/issues/comments/${id}`,
      html_url: `${issue.html_url}#issuecomment-${id}`, issue_url: issue.url, body: body.body,
      user: githubUser(githubLogin), created_at: now(), updated_at: now(), author_association: 'OWNER',
    };
    issue.commentList.push(comment);
    issue.comments += 1;
    return [201, comment, { location: comment.url }];
  },
};

function githubHeaders() {
  return {
    'content-type': 'application/json; charset=utf-8',
    'x-github-api-version-selected': '2022-11-28',
    'x-github-media-type': 'github.v3; format=json',
    'x-github-request-id': crypto.randomBytes(8).toString('hex').toUpperCase(),
    'x-ratelimit-limit': '5000',
    'x-ratelimit-remaining': '4999',
    'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600),
    'x-ratelimit-used': '1',
    'x-ratelimit-resource': 'core',
  };
}

// One request to GitHub's API: checked, then answered. Returns what the server sends and records.
function github(req, pathname, raw) {
  const problems = [];
  let operation = null;
  let body;
  const answer = (status, value, headers = {}) => ({ status, value, headers: { ...githubHeaders(), ...headers }, problems, operation, body });
  const problem = (kind, message) => problems.push({ kind, message });

  const route = findOperation(req.method, pathname);
  if (!route) {
    problem('operation', `${req.method} ${pathname} is no operation of GitHub's REST API`);
    return answer(404, NOT_FOUND);
  }
  operation = route.operation.operationId;
  const docs = route.operation.externalDocs?.url ?? 'https://docs.github.com/rest';

  // Headers, as GitHub documents them.
  const auth = req.headers.authorization ?? '';
  if (!auth.startsWith('Bearer ') || !githubTokens.includes(auth.slice(7))) {
    problem('auth', `Authorization is not "Bearer" and a known token: ${JSON.stringify(auth)}`);
    return answer(401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest', status: '401' });
  }
  if (!req.headers['user-agent']) {
    problem('headers', 'no User-Agent');
    return answer(403, { message: 'Request forbidden by administrative rules. Please make sure your request has a User-Agent header.', documentation_url: 'https://docs.github.com/rest', status: '403' });
  }
  if (req.headers.accept !== 'application/vnd.github+json') {
    problem('headers', `Accept is ${JSON.stringify(req.headers.accept)}, not "application/vnd.github+json"`);
  }
  if (req.headers['x-github-api-version'] !== '2022-11-28') {
    problem('headers', `X-GitHub-Api-Version is ${JSON.stringify(req.headers['x-github-api-version'])}, not "2022-11-28"`);
  }

  // Path parameters against their schemas (GitHub answers 404 for /issues/abc).
  for (const parameter of (route.operation.parameters ?? []).map(deref)) {
    const value = route.params[parameter.name];
    if (parameter.in === 'path' && parameter.schema?.type === 'integer' && !/^\d+$/.test(value)) {
      problem('operation', `path parameter ${parameter.name} is not an integer: ${JSON.stringify(value)}`);
      return answer(404, { message: 'Not Found', documentation_url: docs, status: '404' });
    }
  }

  // The body, against the operation's request schema.
  const bodySchema = route.operation.requestBody?.content?.['application/json']?.schema;
  if (bodySchema) {
    if (!(req.headers['content-type'] ?? '').startsWith('application/json')) {
      problem('headers', `Content-Type is ${JSON.stringify(req.headers['content-type'])}, not application/json`);
    }
    try {
      body = JSON.parse(raw);
    } catch {
      problem('body', 'the body is not JSON');
      return answer(400, { message: 'Problems parsing JSON', documentation_url: docs, status: '400' });
    }
    const validate = validatorAt(githubAjv, 'github', ['paths', route.template, req.method.toLowerCase(), 'requestBody', 'content', 'application/json', 'schema']);
    if (!validate(body)) {
      const messages = ajvErrors(validate.errors);
      messages.forEach((m) => problem('body', `body ${m}`));
      return answer(422, {
        message: 'Invalid request.',
        errors: validate.errors.map((e) => ({ resource: operation, field: e.params.missingProperty ?? e.instancePath.slice(1), code: e.keyword === 'required' ? 'missing_field' : 'invalid', message: e.message })),
        documentation_url: docs,
        status: '422',
      });
    }
  } else if (raw.length > 0) {
    problem('body', `${operation} takes no body`);
  }

  const failure = failures.github.shift();
  if (failure) return answer(failure.status, failure.body ?? { message: 'Server Error' }, failure.headers);

  const implementation = githubOperations[operation];
  if (!implementation) {
    problem('unplayed', `${operation} is described by GitHub but not played by this fake`);
    return answer(404, NOT_FOUND);
  }
  const [status, value, headers] = implementation(route.params, body);
  const result = value ?? { message: 'Not Found', documentation_url: docs, status: '404' };

  // Keep the fake honest: its answer must match the description too.
  const pointer = responsePointer(route, req.method, status);
  if (pointer) {
    const validate = validatorAt(githubAjv, 'github', pointer);
    if (!validate(result)) {
      const messages = ajvErrors(validate.errors).map((m) => `the fake's own ${status} answer to ${operation}: ${m}`);
      messages.forEach((m) => console.error(`fake.mjs: ${m}`));
      messages.forEach((m) => problem('response', m));
    }
  }
  return answer(status, result, headers);
}

// ---------------------------------------------------------------------------------------------
// Linear: teams, issues and comments held in memory, with the fields the schema names.

const teams = new Map(); // id → team
const linearIssues = new Map(); // id → issue
const counters = new Map(); // team id → last issue number

for (const spec of option('linear-team')) {
  const [id, key, ...name] = spec.split(':');
  teams.set(id, { __typename: 'Team', id, key, name: name.join(':') || key });
}

const slug = (title) => String(title).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'issue';
const stateJson = (state) => ({ __typename: 'WorkflowState', color: '#bec2c8', ...state });

function putLinearIssue({ id = uuid(), identifier, title = '', description = null, teamId, state }) {
  const team = teams.get(teamId) ?? { __typename: 'Team', id: teamId, key: identifier.split('-')[0], name: identifier.split('-')[0] };
  teams.set(team.id, team);
  const number = Number(identifier.split('-').pop());
  counters.set(team.id, Math.max(counters.get(team.id) ?? 0, number));
  const issue = {
    __typename: 'Issue', id, identifier, number, title, description, priority: 0, priorityLabel: 'No priority',
    url: `https://linear.app/${workspace}/issue/${identifier}/${slug(title)}`,
    branchName: `${identifier.toLowerCase()}-${slug(title)}`,
    createdAt: new Date().toISOString(), updatedAt: new Date().toISOString(), archivedAt: null,
    state: stateJson(state ?? { id: `${team.id}-backlog`, name: 'Backlog', type: 'backlog' }), team,
    comments: { __typename: 'CommentConnection', nodes: [] },
  };
  linearIssues.set(id, issue);
  return issue;
}

// An issue as plain JSON, for the test: its team as teamId, its comments without their issue.
const linearIssueJson = ({ team, comments, ...issue }) => ({
  ...issue,
  teamId: team.id,
  comments: comments.nodes.map(({ issue: _, ...comment }) => comment),
});

const findLinearIssue = (id) =>
  linearIssues.get(id) ?? [...linearIssues.values()].find((issue) => issue.identifier.toLowerCase() === String(id).toLowerCase());

// Linear's answer for an id it does not know.
function notFound(entity) {
  const error = new Error(`Entity not found: ${entity}`);
  error.extensions = { type: 'invalid input', code: 'INPUT_ERROR', userError: true, userPresentableMessage: `Could not find referenced ${entity}.` };
  throw error;
}

const lastSyncId = () => Date.now();
const linearRoot = {
  team: ({ id }) => teams.get(id) ?? notFound('Team'),
  issue: ({ id }) => findLinearIssue(id) ?? notFound('Issue'),
  issueCreate: ({ input }) => {
    const team = teams.get(input.teamId) ?? notFound('Team');
    const number = (counters.get(team.id) ?? 0) + 1;
    const issue = putLinearIssue({ ...input, identifier: `${team.key}-${number}`, teamId: team.id });
    return { __typename: 'IssuePayload', success: true, lastSyncId: lastSyncId(), issue };
  },
  commentCreate: ({ input }) => {
    const issue = findLinearIssue(input.issueId) ?? notFound('Issue');
    const id = uuid();
    const comment = {
      __typename: 'Comment', id, body: input.body ?? '', url: `${issue.url}#comment-${id.slice(0, 8)}`,
      createdAt: new Date().toISOString(), updatedAt: new Date().toISOString(), issue,
    };
    issue.comments.nodes.push(comment);
    return { __typename: 'CommentPayload', success: true, lastSyncId: lastSyncId(), comment };
  },
};

// Only the selected fields of a plain object, following fragments and aliases. Selected fields
// that the object lacks go to `unheld`, as "Type.field".
function project(value, selectionSet, fragments, unheld = new Set()) {
  if (value === null || value === undefined) return null;
  if (!selectionSet) return value;
  if (Array.isArray(value)) return value.map((item) => project(item, selectionSet, fragments, unheld));
  const out = {};
  for (const selection of selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) {
      const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments.get(selection.name.value);
      const condition = fragment.typeCondition?.name.value;
      const bases = linearSchema.types.get(value.__typename)?.bases ?? [];
      if (!condition || condition === value.__typename || bases.includes(condition)) merge(out, project(value, fragment.selectionSet, fragments, unheld));
      continue;
    }
    const name = selection.name.value;
    if (name !== '__typename' && value[name] === undefined) unheld.add(`${value.__typename}.${name}`);
    merge(out, { [selection.alias?.value ?? name]: name === '__typename' ? value.__typename : project(value[name], selection.selectionSet, fragments, unheld) });
  }
  return out;
}

// Two selections of the same field (say from two fragments) answer the union of their subfields.
function merge(into, more) {
  for (const [key, value] of Object.entries(more)) {
    const both = into[key] && value && typeof value === 'object' && typeof into[key] === 'object';
    if (both && Array.isArray(value)) value.forEach((item, i) => merge(into[key][i], item));
    else if (both) merge(into[key], value);
    else into[key] = value;
  }
  return into;
}

const LINEAR_AUTH_ERROR = {
  errors: [{
    message: 'Authentication required, not authenticated',
    extensions: { type: 'authentication error', code: 'AUTHENTICATION_ERROR', userError: true, userPresentableMessage: 'You need to authenticate to access this operation.' },
  }],
};
const graphqlError = (code, messages) => ({ errors: messages.map((message) => ({ message, extensions: { type: 'graphql error', code } })) });

// One request to Linear's GraphQL endpoint: checked, then run.
function linear(req, raw) {
  const problems = [];
  let operation = null;
  let body;
  const answer = (status, value, headers = {}) => ({ status, value, headers: { 'content-type': 'application/json; charset=utf-8', ...headers }, problems, operation, body });
  const problem = (kind, message) => problems.push({ kind, message });

  if (req.method !== 'POST') {
    problem('operation', `${req.method}: Linear's API takes POST`);
    return answer(405, graphqlError('BAD_REQUEST', ['Only POST is supported']));
  }
  // A personal API key comes bare, an OAuth token after "Bearer ".
  const auth = req.headers.authorization ?? '';
  if (!linearKeys.includes(auth.replace(/^Bearer /, ''))) {
    problem('auth', `Authorization is no known key: ${JSON.stringify(auth)}`);
    return answer(400, LINEAR_AUTH_ERROR);
  }
  if (!(req.headers['content-type'] ?? '').startsWith('application/json')) {
    problem('headers', `Content-Type is ${JSON.stringify(req.headers['content-type'])}, not application/json`);
  }
  let document;
  try {
    body = JSON.parse(raw);
    document = parse(body.query);
  } catch (error) {
    problem('graphql', `the body is no GraphQL request: ${error.message}`);
    return answer(400, graphqlError('GRAPHQL_PARSE_FAILED', [error.message]));
  }
  const variables = body.variables ?? {};
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const chosen = body.operationName ? operations.find((d) => d.name?.value === body.operationName) : operations.length === 1 ? operations[0] : null;
  const invalid = chosen ? checkOperation(document, chosen, variables) : ['Must provide operation name if query contains multiple operations.'];
  if (invalid.length) {
    invalid.forEach((message) => problem('graphql', message));
    return answer(400, graphqlError('GRAPHQL_VALIDATION_FAILED', invalid));
  }
  operation = chosen.selectionSet.selections.map((s) => s.name?.value).join(',');

  const failure = failures.linear.shift();
  if (failure) {
    return answer(failure.status, failure.body ?? { errors: [{ message: 'Internal server error', extensions: { type: 'internal error', code: 'INTERNAL_SERVER_ERROR' } }] }, failure.headers);
  }

  const fragments = new Map(document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  const data = {};
  const resultErrors = [];
  for (const selection of chosen.selectionSet.selections) {
    const name = selection.name.value;
    const key = selection.alias?.value ?? name;
    if (name === '__typename') {
      data[key] = chosen.operation === 'mutation' ? 'Mutation' : 'Query';
      continue;
    }
    if (!linearRoot[name]) {
      problem('unplayed', `${name} is in Linear's schema but not played by this fake`);
      resultErrors.push({ message: `${name} is not played by this fake`, path: [key], extensions: { type: 'internal error', code: 'INTERNAL_SERVER_ERROR' } });
      data[key] = null;
      continue;
    }
    const values = Object.fromEntries((selection.arguments ?? []).map((a) => [a.name.value, valueFromASTUntyped(a.value, variables)]));
    try {
      const unheld = new Set();
      data[key] = project(linearRoot[name](values), selection.selectionSet, fragments, unheld);
      if (unheld.size) problem('unplayed', `the fake holds no ${[...unheld].join(', ')}: answered null`);
    } catch (error) {
      resultErrors.push({ message: error.message, path: [key], extensions: error.extensions ?? { type: 'internal error', code: 'INTERNAL_SERVER_ERROR' } });
      data[key] = null;
    }
  }
  // The root fields played here are not nullable: an error nulls the whole answer, as Linear does.
  return answer(200, resultErrors.length ? { data: null, errors: resultErrors } : { data });
}

// ---------------------------------------------------------------------------------------------
// Webhook deliveries, as the vendors would send them.

const webhookSchema = require('@octokit/webhooks-schemas');
const webhookAjv = addFormats(new Ajv({ strict: false, allErrors: true, logger: quiet }));
// Without the root's oneOf of every event, which Ajv would compile whole on the first lookup.
webhookAjv.addSchema({ $schema: webhookSchema.$schema, definitions: webhookSchema.definitions }, 'webhooks');

// GitHub: a payload checked against `definitions["issues$closed"]` (event and action), or
// `definitions["ping_event"]` for events without actions.
async function githubWebhook({ event, payload, secret }) {
  const errors = [];
  const definitions = webhookSchema.definitions;
  const name = [`${event}$${payload?.action}`, `${event}_event`].find((n) => definitions[n]);
  let schema = null;
  if (!name) errors.push(`no schema for event ${JSON.stringify(event)} with action ${JSON.stringify(payload?.action)}`);
  else {
    schema = name;
    const validate = validatorAt(webhookAjv, 'webhooks', ['definitions', name]);
    if (!validate(payload)) errors.push(...ajvErrors(validate.errors));
  }
  const body = JSON.stringify(payload);
  const signature = await sign(secret, body);
  if (!(await verify(secret, body, signature))) errors.push("@octokit/webhooks-methods' verify refused its own signature");
  const headers = {
    'Content-Type': 'application/json',
    'User-Agent': 'GitHub-Hookshot/fake',
    'X-GitHub-Event': event,
    'X-GitHub-Delivery': uuid(),
    'X-GitHub-Hook-ID': '1',
    'X-Hub-Signature-256': signature,
  };
  return { valid: errors.length === 0, errors, schema, body, signature, headers };
}

// Linear: a payload checked against the SDK's type for its `type` (Issue:
// EntityWebhookPayloadWithIssueData), signed with HMAC-SHA256 of the raw body, hex.
function linearWebhook({ payload, secret }) {
  const errors = [];
  const typeFor = linearSchema.types.get('LinearWebhookEventTypeMap').fields.get(payload?.type);
  const schema = typeFor ? namedOf(typeFor.type).name : null;
  if (!typeFor) errors.push(`no webhook payload type for type ${JSON.stringify(payload?.type)}`);
  else checkValue(payload, typeFor.type, 'payload', errors);
  const body = JSON.stringify(payload);
  const signature = crypto.createHmac('sha256', secret).update(body).digest('hex');
  try {
    new LinearWebhookClient(secret).verify(Buffer.from(body), signature);
  } catch (error) {
    errors.push(`the SDK's LinearWebhookClient.verify refused it: ${error.message}`);
  }
  const headers = {
    'Content-Type': 'application/json; charset=utf-8',
    'User-Agent': 'Linear-Webhook',
    'Linear-Delivery': uuid(),
    'Linear-Event': String(payload?.type),
    'Linear-Signature': signature,
  };
  return { valid: errors.length === 0, errors, schema, body, signature, headers };
}

// ---------------------------------------------------------------------------------------------
// The test's own endpoints.

async function control(req, pathname, raw) {
  const input = raw ? JSON.parse(raw) : {};
  const route = `${req.method} ${pathname}`;
  if (route === 'GET /control/requests') return [200, { requests, violations }];
  if (route === 'DELETE /control/requests') {
    requests = [];
    violations = [];
    return [200, { requests, violations }];
  }
  if (route === 'GET /control/state') {
    return [200, {
      github: [...repos.values()].map((repo) => ({
        owner: repo.owner, repo: repo.name,
        issues: [...repo.issues.values()].map((issue) => ({ ...issueJson(issue), comment_list: issue.commentList })),
      })),
      linear: {
        teams: [...teams.values()],
        issues: [...linearIssues.values()].map(linearIssueJson),
      },
    }];
  }
  if (route === 'POST /control/github/issues') {
    const repo = repoOf(input.owner, input.repo, true);
    const issue = newIssue(repo, Number(input.number), input);
    repo.issues.set(issue.number, issue);
    return [200, issueJson(issue)];
  }
  if (route === 'POST /control/linear/issues') return [200, linearIssueJson(putLinearIssue(input))];
  if (route === 'POST /control/github/webhook') return recordWebhook('github', await githubWebhook(input));
  if (route === 'POST /control/linear/webhook') return recordWebhook('linear', linearWebhook(input));
  if (route === 'POST /control/github/event') return githubEvent(input);
  if (route === 'POST /control/linear/event') return linearEvent(input);
  if (route === 'POST /control/fail') {
    if (!failures[input.service]) return [400, { message: 'service is "github" or "linear"' }];
    const times = Number(input.times ?? 1);
    for (let i = 0; i < times; i += 1) failures[input.service].push({ status: input.status ?? 500, body: input.body, headers: input.headers });
    return [200, { github: failures.github.length, linear: failures.linear.length }];
  }
  return [404, { message: `no control endpoint ${route}` }];
}

// The issue as a webhook payload carries it (the webhook schemas allow no other fields).
function webhookIssue(issue, repo) {
  const api = `${API}/repos/${repo.owner}/${repo.name}`;
  return {
    url: issue.url, repository_url: api, labels_url: issue.labels_url, comments_url: issue.comments_url,
    events_url: issue.events_url, html_url: issue.html_url, id: issue.id, node_id: issue.node_id, number: issue.number,
    title: issue.title, user: issue.user, labels: issue.labels, state: issue.state, locked: false, assignee: null,
    assignees: [], milestone: null, comments: issue.commentList.length, created_at: issue.created_at,
    updated_at: issue.updated_at, closed_at: issue.closed_at, author_association: 'OWNER', active_lock_reason: null,
    body: issue.body, state_reason: issue.state_reason,
    reactions: { url: `${issue.url}/reactions`, total_count: 0, '+1': 0, '-1': 0, laugh: 0, confused: 0, heart: 0, hooray: 0, eyes: 0, rocket: 0 },
  };
}

// The repository as a webhook payload carries it.
function webhookRepository(repo) {
  const { network_count, subscribers_count, has_discussions, disabled, ...rest } = repositoryJson(repo);
  return { ...rest, custom_properties: {} };
}

// An issue of a repository closed, reopened or labelled, and GitHub's delivery of it.
async function githubEvent({ owner, repo: name, number, action, state_reason, label, secret }) {
  const repo = repoOf(owner, name, false);
  const issue = repo?.issues.get(Number(number));
  if (!issue) return [404, { message: `no issue ${owner}/${name}#${number}` }];
  issue.updated_at = now();
  if (action === 'closed') Object.assign(issue, { state: 'closed', state_reason: state_reason ?? 'completed', closed_at: now() });
  else if (action === 'reopened') Object.assign(issue, { state: 'open', state_reason: 'reopened', closed_at: null });
  else if (action === 'labeled') issue.labels.push(labelJson(repo, label));
  else return [400, { message: 'action is closed, reopened or labeled' }];
  const payload = { action, issue: webhookIssue(issue, repo), repository: webhookRepository(repo), sender: githubUser(githubLogin) };
  if (action === 'labeled') payload.label = labelJson(repo, label);
  return recordWebhook('github', await githubWebhook({ event: 'issues', payload, secret }));
}

// A Linear issue moved to another workflow state, and Linear's delivery of it.
function linearEvent({ id, state, secret }) {
  const issue = findLinearIssue(id);
  if (!issue) return [404, { message: `no issue ${id}` }];
  const previous = issue.state;
  issue.state = stateJson(state);
  issue.updatedAt = new Date().toISOString();
  const { __typename, team, comments, archivedAt, branchName, description, ...fields } = issue;
  const payload = {
    action: 'update', type: 'Issue', createdAt: issue.updatedAt, organizationId: `org-${workspace}`,
    webhookId: 'webhook-fake', webhookTimestamp: Date.now(), url: issue.url,
    updatedFrom: { stateId: previous.id, updatedAt: issue.createdAt },
    data: {
      ...fields, teamId: team.id, stateId: issue.state.id,
      state: { id: issue.state.id, name: issue.state.name, type: issue.state.type, color: issue.state.color },
      labelIds: [], labels: [], previousIdentifiers: [], prioritySortOrder: 0, sortOrder: 0, reactionData: [],
      releases: [], subscriberIds: [],
    },
  };
  return recordWebhook('linear', linearWebhook({ payload, secret }));
}

// A webhook that does not match its description is a violation too.
function recordWebhook(service, result) {
  for (const message of result.errors) violations.push({ service, kind: 'webhook', method: 'WEBHOOK', path: result.schema, message });
  return [200, result];
}

const readBody = (req) =>
  new Promise((resolve) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

const INTERESTING = ['authorization', 'accept', 'content-type', 'user-agent', 'x-github-api-version'];

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url, 'http://127.0.0.1');
  const raw = await readBody(req);
  const send = (status, value, headers = { 'content-type': 'application/json' }) => {
    res.writeHead(status, headers);
    res.end(JSON.stringify(value));
  };
  try {
    if (url.pathname.startsWith('/control/')) {
      const [status, value] = await control(req, url.pathname, raw);
      return send(status, value);
    }
    const service = url.pathname === '/linear/graphql' ? 'linear' : url.pathname.startsWith('/github/') ? 'github' : null;
    if (!service) {
      violations.push({ service: null, kind: 'operation', method: req.method, path: url.pathname, message: 'neither /github/… nor /linear/graphql' });
      return send(404, NOT_FOUND);
    }
    const result = service === 'github' ? github(req, url.pathname.slice('/github'.length), raw) : linear(req, raw);
    record({
      service, method: req.method, path: url.pathname + url.search, operation: result.operation,
      headers: Object.fromEntries(INTERESTING.filter((h) => req.headers[h] !== undefined).map((h) => [h, req.headers[h]])),
      body: result.body ?? (raw || null), status: result.status,
    }, result.problems);
    return send(result.status, result.value, result.headers);
  } catch (error) {
    console.error(error);
    violations.push({ service: null, kind: 'crash', method: req.method, path: url.pathname, message: String(error.stack ?? error) });
    return send(500, { message: String(error.message ?? error) });
  }
});

// Compile the validators that the tests use before listening, so that no request waits on Ajv.
for (const [template, method] of [
  ['/repos/{owner}/{repo}', 'get'], ['/repos/{owner}/{repo}/issues', 'post'],
  ['/repos/{owner}/{repo}/issues/{issue_number}', 'get'], ['/repos/{owner}/{repo}/issues/{issue_number}/comments', 'post'],
]) {
  const route = { template, operation: githubDoc.paths[template][method] };
  if (route.operation.requestBody) validatorAt(githubAjv, 'github', ['paths', template, method, 'requestBody', 'content', 'application/json', 'schema']);
  for (const status of Object.keys(route.operation.responses)) {
    const pointer = responsePointer(route, method, status);
    if (pointer) validatorAt(githubAjv, 'github', pointer);
  }
}
for (const action of ['opened', 'closed', 'reopened', 'labeled', 'unlabeled', 'edited']) {
  validatorAt(webhookAjv, 'webhooks', ['definitions', `issues$${action}`]);
}

server.listen(port, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${server.address().port}` })}\n`);
});
