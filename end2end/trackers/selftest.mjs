// Proves fake.mjs: it plays GitHub's and Linear's APIs for right calls, refuses wrong ones as the
// vendors would and records them as violations, and makes webhook deliveries that the vendors' own
// code verifies. Linear's own SDK is one of its clients here.
//
//   node end2end/trackers/selftest.mjs

import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { LinearClient } from '@linear/sdk';

const GH_TOKEN = 'ghp_selftest';
const LIN_KEY = 'lin_api_selftest';
let fake;
let url;

before(async () => {
  fake = spawn(process.execPath, [
    fileURLToPath(new URL('./fake.mjs', import.meta.url)),
    '--port', '0', '--github-token', GH_TOKEN, '--github-token', 'ghp_other', '--linear-key', LIN_KEY,
    '--github-repo', 'acme/widgets', '--linear-team', 'team-1:ENG:Engineering', '--linear-workspace', 'acme',
  ], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = await once(fake.stdout, 'data');
  ({ url } = JSON.parse(line.toString()));
});
after(() => fake.kill());

const json = async (response) => ({ status: response.status, body: await response.json(), headers: response.headers });
const GH_HEADERS = {
  authorization: `Bearer ${GH_TOKEN}`,
  accept: 'application/vnd.github+json',
  'x-github-api-version': '2022-11-28',
  'user-agent': 'upboard-selftest',
};
const gh = (method, path, body, headers = GH_HEADERS) =>
  fetch(`${url}/github${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).then(json);
const gql = (query, variables, authorization = LIN_KEY) =>
  fetch(`${url}/linear/graphql`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  }).then(json);
const control = (method, path, body) =>
  fetch(`${url}/control${path}`, { method, body: body === undefined ? undefined : JSON.stringify(body) }).then(json);
const violations = async () => (await control('GET', '/requests')).body.violations;

// Each wrong call adds exactly these violations; right calls add none.
async function expectViolations(kinds, call) {
  const before = (await violations()).length;
  const result = await call();
  const added = (await violations()).slice(before);
  assert.deepEqual(added.map((v) => v.kind), kinds, JSON.stringify(added, null, 1));
  return result;
}

test('GitHub: repository, issues and comments', async () => {
  await expectViolations([], async () => {
    const repo = await gh('GET', '/repos/acme/widgets');
    assert.equal(repo.status, 200);
    assert.equal(repo.body.full_name, 'acme/widgets');
    assert.equal(repo.body.has_issues, true);
    assert.equal((await gh('GET', '/repos/acme/nothing')).status, 404);

    const created = await gh('POST', '/repos/acme/widgets/issues', { title: 'Dark mode', body: 'Please', labels: ['idea'] });
    assert.equal(created.status, 201);
    assert.equal(created.body.number, 1);
    assert.equal(created.body.html_url, 'https://github.com/acme/widgets/issues/1');
    assert.equal(created.body.state, 'open');
    assert.equal(created.body.labels[0].name, 'idea');
    assert.equal(created.headers.get('location'), created.body.url);

    await control('POST', '/github/issues', { owner: 'acme', repo: 'widgets', number: 41, title: 'Old', state: 'closed', labels: ['bug'] });
    const next = await gh('POST', '/repos/acme/widgets/issues', { title: 'Next' });
    assert.equal(next.body.number, 42);
    const seeded = await gh('GET', '/repos/acme/widgets/issues/41');
    assert.equal(seeded.body.state, 'closed');
    assert.equal(seeded.body.state_reason, 'completed');
    assert.equal((await gh('GET', '/repos/acme/widgets/issues/999')).status, 404);

    const comment = await gh('POST', '/repos/acme/widgets/issues/1/comments', { body: 'Linked from upboard' });
    assert.equal(comment.status, 201);
    assert.match(comment.body.html_url, /^https:\/\/github\.com\/acme\/widgets\/issues\/1#issuecomment-\d+$/);
    assert.equal((await gh('POST', '/repos/acme/widgets/issues/999/comments', { body: 'x' })).status, 404);
    assert.equal((await gh('GET', '/repos/acme/widgets/issues/1')).body.comments, 1);
  });
});

test('GitHub: wrong calls are refused and recorded', async () => {
  const bad = await expectViolations(['auth'], () => gh('POST', '/repos/acme/widgets/issues', { title: 'x' }, { ...GH_HEADERS, authorization: 'Bearer nope' }));
  assert.deepEqual(bad.body, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest', status: '401' });
  assert.equal(bad.status, 401);
  // The description lets unknown fields through but wants a title, as a string or an integer.
  const typo = await expectViolations(['body'], () => gh('POST', '/repos/acme/widgets/issues', { titel: 'x' }));
  assert.equal(typo.status, 422);
  assert.equal(typo.body.message, 'Invalid request.');
  const object = await expectViolations(['body', 'body', 'body'], () => gh('POST', '/repos/acme/widgets/issues', { title: { text: 'x' } }));
  assert.equal(object.status, 422);
  const unknown = await expectViolations(['operation'], () => gh('GET', '/repos/acme/widgets/nonsense'));
  assert.deepEqual([unknown.status, unknown.body], [404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' }]);
  const { accept, ...noAccept } = GH_HEADERS;
  assert.equal((await expectViolations(['headers'], () => gh('GET', '/repos/acme/widgets', undefined, noAccept))).status, 200);
});

const TEAM = 'query Team($id: String!) { team(id: $id) { id key name } }';
const CREATE = `mutation IssueCreate($input: IssueCreateInput!) {
  issueCreate(input: $input) { success issue { id identifier url title state { id name type } } } }`;

test('Linear: teams, issues and comments', async () => {
  await expectViolations([], async () => {
    assert.deepEqual((await gql(TEAM, { id: 'team-1' })).body, { data: { team: { id: 'team-1', key: 'ENG', name: 'Engineering' } } });
    const missing = await gql(TEAM, { id: 'team-9' });
    assert.equal(missing.status, 200);
    assert.equal(missing.body.errors[0].message, 'Entity not found: Team');
    assert.equal(missing.body.errors[0].extensions.code, 'INPUT_ERROR');

    const created = await gql(CREATE, { input: { teamId: 'team-1', title: 'Dark mode!', description: 'From upboard' } });
    const { issue } = created.body.data.issueCreate;
    assert.equal(created.body.data.issueCreate.success, true);
    assert.equal(issue.identifier, 'ENG-1');
    assert.equal(issue.url, 'https://linear.app/acme/issue/ENG-1/dark-mode');
    assert.deepEqual({ name: issue.state.name, type: issue.state.type }, { name: 'Backlog', type: 'backlog' });

    const byIdentifier = await gql('query { issue(id: "eng-1") { id title state { type } } }', {}, `Bearer ${LIN_KEY}`);
    assert.deepEqual(byIdentifier.body.data.issue, { id: issue.id, title: 'Dark mode!', state: { type: 'backlog' } });
    const withFragment = await gql('query Q($id: String!) { it: issue(id: $id) { ...F } } fragment F on Issue { identifier __typename }', { id: issue.id });
    assert.deepEqual(withFragment.body.data, { it: { identifier: 'ENG-1', __typename: 'Issue' } });

    const comment = await gql('mutation C($input: CommentCreateInput!) { commentCreate(input: $input) { success comment { id url } } }', { input: { issueId: issue.id, body: 'Linked' } });
    assert.equal(comment.body.data.commentCreate.success, true);
    assert.ok(comment.body.data.commentCreate.comment.url.startsWith(issue.url));

    await control('POST', '/linear/issues', { id: 'seeded-uuid', identifier: 'ENG-12', title: 'Old', teamId: 'team-1', state: { id: 's-done', name: 'Done', type: 'completed' } });
    const seeded = await gql('query { issue(id: "ENG-12") { id state { name type } } }');
    assert.deepEqual(seeded.body.data.issue, { id: 'seeded-uuid', state: { name: 'Done', type: 'completed' } });
    const next = await gql(CREATE, { input: { teamId: 'team-1', title: 'Next' } });
    assert.equal(next.body.data.issueCreate.issue.identifier, 'ENG-13');
  });
});

test("Linear: the SDK's own queries pass, and its error parsing reads the fake's errors", async () => {
  // The SDK selects many more fields than the fake holds: those are noted as "unplayed", nothing else.
  const before = (await violations()).length;
  await (async () => {
    const client = new LinearClient({ apiKey: LIN_KEY, apiUrl: `${url}/linear/graphql` });
    const payload = await client.createIssue({ teamId: 'team-1', title: 'Through the SDK' });
    assert.equal(payload.success, true);
    assert.equal((await gql('query { issue(id: "ENG-14") { id } }')).body.data.issue.id, payload.issueId);
    // The SDK's own query for an issue (a fragment of some 80 fields) passes the fake's checks;
    // its Issue model then wants objects the fake does not hold (sharedAccess), so it throws.
    await assert.rejects(client.issue('ENG-14'), TypeError);
    const { requests } = (await control('GET', '/requests')).body;
    assert.deepEqual([requests.at(-1).operation, requests.at(-1).status], ['issue', 200]);
    assert.equal((await client.team('team-1')).key, 'ENG');
    assert.equal((await client.createComment({ issueId: 'ENG-14', body: 'Hello' })).success, true);
    await assert.rejects(client.issue('ENG-999'), (error) => error.type === 'InvalidInput');
  })();
  const added = (await violations()).slice(before);
  assert.deepEqual([...new Set(added.map((v) => v.kind))], ['unplayed']);
  assert.match(added[0].message, /^the fake holds no .*Issue\.sharedAccess/);
  await expectViolations(['auth'], () =>
    assert.rejects(new LinearClient({ apiKey: 'lin_api_wrong', apiUrl: `${url}/linear/graphql` }).team('team-1'), (error) => error.type === 'AuthenticationError'),
  );
});

test('Linear: wrong calls are refused and recorded', async () => {
  const bad = await expectViolations(['auth'], () => gql(TEAM, { id: 'team-1' }, 'lin_api_wrong'));
  assert.equal(bad.status, 400);
  assert.equal(bad.body.errors[0].extensions.code, 'AUTHENTICATION_ERROR');
  assert.equal(bad.body.errors[0].extensions.type, 'authentication error');

  const refused = async (query, variables, pattern) => {
    const result = await expectViolations(['graphql'], () => gql(query, variables));
    assert.equal(result.status, 400);
    assert.equal(result.body.errors[0].extensions.code, 'GRAPHQL_VALIDATION_FAILED');
    assert.match(result.body.errors[0].message, pattern);
  };
  await refused('query { issue(id: "ENG-1") { id colour } }', {}, /Cannot query field "colour" on type "Issue"/);
  await refused(CREATE, { input: { teamId: 'team-1', titel: 'x' } }, /Field "titel" is not defined by type "IssueCreateInput"/);
  await refused(CREATE, { input: { title: 'x' } }, /IssueCreateInput.teamId/);
  await refused('query Q($id: ID!) { issue(id: $id) { id } }', { id: 'ENG-1' }, /used in position expecting type "String!"/);
  await refused('query { issue { id } }', {}, /argument "id" of type "String!" is required/);
  await refused('query { issue(id: "ENG-1") { state } }', {}, /must have a selection of subfields/);
  await refused('query { issues2 { id } }', {}, /Cannot query field "issues2" on type "Query"/);
});

// The smallest payload that GitHub's webhook schema takes for `issues` / `closed`.
function githubUser(login) {
  const api = `https://api.github.com/users/${login}`;
  return {
    login, id: 1, node_id: 'U_1', avatar_url: 'https://avatars.githubusercontent.com/u/1', gravatar_id: '', url: api,
    html_url: `https://github.com/${login}`, followers_url: `${api}/followers`, following_url: `${api}/following{/other_user}`,
    gists_url: `${api}/gists{/gist_id}`, starred_url: `${api}/starred{/owner}{/repo}`, subscriptions_url: `${api}/subscriptions`,
    organizations_url: `${api}/orgs`, repos_url: `${api}/repos`, events_url: `${api}/events{/privacy}`,
    received_events_url: `${api}/received_events`, type: 'User', site_admin: false,
  };
}
export function githubIssuesPayload(action, number = 1) {
  const api = 'https://api.github.com/repos/acme/widgets';
  const repositoryUrls = Object.fromEntries(
    ['forks', 'keys', 'collaborators', 'teams', 'hooks', 'issue_events', 'events', 'assignees', 'branches', 'tags', 'blobs',
      'git_tags', 'git_refs', 'trees', 'statuses', 'languages', 'stargazers', 'contributors', 'subscribers', 'subscription',
      'commits', 'git_commits', 'comments', 'issue_comment', 'contents', 'compare', 'merges', 'archive', 'downloads', 'issues',
      'pulls', 'milestones', 'notifications', 'labels', 'releases', 'deployments'].map((name) => [`${name}_url`, `${api}/${name}`]),
  );
  return {
    action,
    issue: {
      url: `${api}/issues/${number}`, repository_url: api, labels_url: `${api}/issues/${number}/labels{/name}`,
      comments_url: `${api}/issues/${number}/comments`, events_url: `${api}/issues/${number}/events`,
      html_url: `https://github.com/acme/widgets/issues/${number}`, id: 7, node_id: 'I_7', number, title: 'Dark mode',
      user: githubUser('octocat'), labels: [], state: action === 'closed' ? 'closed' : 'open', assignees: [], milestone: null,
      comments: 0, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-02T00:00:00Z',
      closed_at: action === 'closed' ? '2026-01-02T00:00:00Z' : null, author_association: 'OWNER', active_lock_reason: null,
      body: null,
      reactions: { url: `${api}/issues/${number}/reactions`, total_count: 0, '+1': 0, '-1': 0, laugh: 0, confused: 0, heart: 0, hooray: 0, eyes: 0, rocket: 0 },
    },
    repository: {
      id: 3, node_id: 'R_3', name: 'widgets', full_name: 'acme/widgets', private: false, owner: githubUser('acme'),
      html_url: 'https://github.com/acme/widgets', description: null, fork: false, url: api, ...repositoryUrls,
      created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', pushed_at: '2026-01-01T00:00:00Z',
      git_url: 'git://github.com/acme/widgets.git', ssh_url: 'git@github.com:acme/widgets.git',
      clone_url: 'https://github.com/acme/widgets.git', svn_url: 'https://github.com/acme/widgets', homepage: null, size: 0,
      stargazers_count: 0, watchers_count: 0, language: null, has_issues: true, has_projects: true, has_downloads: true,
      has_wiki: true, has_pages: false, forks_count: 0, mirror_url: null, archived: false, open_issues_count: 0, license: null,
      forks: 0, open_issues: 0, watchers: 0, default_branch: 'main', is_template: false, web_commit_signoff_required: false,
      topics: [], visibility: 'public', custom_properties: {},
    },
    sender: githubUser('octocat'),
  };
}

test('GitHub webhooks: checked against the schema, signed with X-Hub-Signature-256', async () => {
  const secret = 'gh-secret';
  for (const action of ['closed', 'reopened']) {
    const { body } = await expectViolations([], () => control('POST', '/github/webhook', { event: 'issues', payload: githubIssuesPayload(action), secret }));
    assert.deepEqual(body.errors, []);
    assert.equal(body.valid, true);
    assert.equal(body.schema, `issues$${action}`);
    assert.equal(body.signature, `sha256=${crypto.createHmac('sha256', secret).update(body.body).digest('hex')}`);
    assert.equal(body.headers['X-Hub-Signature-256'], body.signature);
  }
  const label = { id: 5, node_id: 'LA_5', url: 'https://api.github.com/repos/acme/widgets/labels/bug', name: 'bug', color: 'd73a4a', default: true, description: null };
  const labeled = { ...githubIssuesPayload('labeled'), label };
  labeled.issue.labels = [label];
  assert.equal((await control('POST', '/github/webhook', { event: 'issues', payload: labeled, secret })).body.valid, true);

  const { sender, ...noSender } = githubIssuesPayload('closed');
  const wrong = await expectViolations(['webhook'], () => control('POST', '/github/webhook', { event: 'issues', payload: noSender, secret }));
  assert.equal(wrong.body.valid, false);
  assert.match(wrong.body.errors[0], /sender/);
});

function linearIssuePayload() {
  return {
    action: 'update', type: 'Issue', createdAt: new Date().toISOString(), organizationId: 'org-1', webhookId: 'hook-1',
    webhookTimestamp: Date.now(), url: 'https://linear.app/acme/issue/ENG-1/dark-mode', updatedFrom: { stateId: 's-backlog' },
    data: {
      id: 'issue-uuid', identifier: 'ENG-1', number: 1, title: 'Dark mode', url: 'https://linear.app/acme/issue/ENG-1/dark-mode',
      teamId: 'team-1', stateId: 's-done', state: { id: 's-done', name: 'Done', type: 'completed', color: '#5e6ad2' },
      createdAt: new Date().toISOString(), updatedAt: new Date().toISOString(), labelIds: [], labels: [], previousIdentifiers: [],
      priority: 0, priorityLabel: 'No priority', prioritySortOrder: 0, sortOrder: 0, reactionData: {}, releases: [], subscriberIds: [],
    },
  };
}

test("Linear webhooks: checked against the SDK's types, signed with Linear-Signature", async () => {
  const secret = 'lin-secret';
  const { body } = await expectViolations([], () => control('POST', '/linear/webhook', { payload: linearIssuePayload(), secret }));
  assert.deepEqual(body.errors, []);
  assert.equal(body.schema, 'EntityWebhookPayloadWithIssueData');
  assert.equal(body.signature, crypto.createHmac('sha256', secret).update(body.body).digest('hex'));
  assert.equal(body.headers['Linear-Signature'], body.signature);

  const { organizationId, ...payload } = linearIssuePayload();
  payload.data.colour = 'red';
  const wrong = await expectViolations(['webhook', 'webhook'], () => control('POST', '/linear/webhook', { payload, secret }));
  assert.equal(wrong.body.valid, false);
  assert.match(wrong.body.errors.join('\n'), /colour/);
  assert.match(wrong.body.errors.join('\n'), /organizationId/);
  const stale = await control('POST', '/linear/webhook', { payload: { ...linearIssuePayload(), webhookTimestamp: Date.now() - 120_000 }, secret });
  assert.match(stale.body.errors.join('\n'), /Invalid webhook timestamp/);
});

test('failures on demand, then service as usual', async () => {
  await control('POST', '/fail', { service: 'github', status: 502, times: 1 });
  assert.equal((await gh('POST', '/repos/acme/widgets/issues', { title: 'Retry me' })).status, 502);
  assert.equal((await gh('POST', '/repos/acme/widgets/issues', { title: 'Retry me' })).status, 201);
  await control('POST', '/fail', { service: 'linear', status: 429, times: 1, body: { errors: [{ message: 'Rate limit exceeded', extensions: { type: 'ratelimited', code: 'RATELIMITED' } }] } });
  assert.equal((await gql(TEAM, { id: 'team-1' })).status, 429);
  assert.equal((await gql(TEAM, { id: 'team-1' })).status, 200);
});

test('everything is recorded', async () => {
  const { requests } = (await control('GET', '/requests')).body;
  const create = requests.find((r) => r.service === 'github' && r.operation === 'issues/create' && r.valid);
  assert.equal(create.headers['x-github-api-version'], '2022-11-28');
  assert.equal(create.body.title, 'Dark mode');
  const linear = requests.find((r) => r.service === 'linear' && r.operation === 'issueCreate');
  assert.equal(linear.body.variables.input.title, 'Dark mode!');
  assert.ok((await control('GET', '/state')).body.linear.issues.length >= 3);
  assert.equal((await violations()).filter((v) => v.kind === 'response' || v.kind === 'crash').length, 0);
  // A selected field the fake does not hold is answered null, and noted.
  const unheld = await expectViolations(['unplayed'], () => gql('query { team(id: "team-1") { id states { nodes { id } } } }'));
  assert.deepEqual(unheld.body.data.team, { id: 'team-1', states: null });
});
