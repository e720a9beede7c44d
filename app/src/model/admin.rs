//! What the admin area's pages show.

use serde::{Deserialize, Serialize};

/// `/{org}/admin`: what waits, what happened lately, what is hot.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AdminOverview {
    pub pending_posts: u64,
    pub pending_comments: u64,
    /// The last 7 and the last 30 days.
    pub periods: Vec<PeriodCounts>,
    /// The 10 trending posts (approved, visible).
    pub trending: Vec<TrendingPost>,
    /// Posts and votes per UTC day, oldest first, today last.
    pub days: Vec<ActivityDay>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PeriodCounts {
    pub days: i64,
    pub posts: u64,
    pub votes: u64,
    pub comments: u64,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TrendingPost {
    pub slug: String,
    pub title: String,
    pub status: String,
    pub votes_count: i32,
    pub comments_count: i32,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ActivityDay {
    /// `YYYY-MM-DD`
    pub day: String,
    pub posts: u64,
    pub votes: u64,
}

/// What every admin page shows around its content: the organization, the signed-in team
/// member, which sections they may open, and the message of their last action.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AdminFrame {
    pub org: super::OrgSummary,
    pub viewer: super::Viewer,
    /// `admin`, `member` or `csm`.
    pub role: String,
    pub flash: Option<Flash>,
}

impl AdminFrame {
    pub fn is_admin(&self) -> bool {
        self.role == "admin"
    }
}

/// What the last form of the admin area did, shown once on the page it returns to.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Flash {
    /// `false`: a refusal, shown as an alert.
    pub ok: bool,
    pub message: String,
    /// A secret shown once (a new API key or SSO secret), never stored in the page's address.
    pub secret: Option<String>,
    /// What the refused form held, by field name, to fill it in again.
    pub values: Vec<(String, String)>,
}

impl Flash {
    pub fn value(&self, name: &str) -> Option<String> {
        self.values.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone())
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ModerationQueue {
    pub posts: Vec<QueuedPost>,
    pub comments: Vec<QueuedComment>,
    pub page: u64,
    pub has_more: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct QueuedPost {
    pub id: i64,
    pub title: String,
    pub slug: String,
    pub board: String,
    pub author_name: String,
    pub author_email: String,
    pub author_blocked: bool,
    pub preview: String,
    pub created_at: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct QueuedComment {
    pub id: i64,
    pub post_title: String,
    pub post_slug: String,
    pub author_name: String,
    pub author_email: String,
    pub author_blocked: bool,
    pub preview: String,
    pub created_at: String,
}

/// A status as the statuses page lists it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StatusRow {
    pub id: i64,
    pub label: String,
    pub kind: String,
    pub color: String,
    pub on_roadmap: bool,
    pub is_default: bool,
}

/// A board as the boards page lists it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BoardRow {
    pub id: i64,
    pub name: String,
    pub slug: String,
    pub private: bool,
    pub is_default: bool,
}

/// The settings page (never the API key or the SSO secret themselves).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AdminSettings {
    pub display_name: String,
    pub description: String,
    pub url: String,
    pub time_zone: String,
    /// The organization's default language (a `Locale` code).
    pub default_locale: String,
    pub require_approval: bool,
    pub require_comment_approval: bool,
    pub trust_after_approved_posts: i32,
    pub has_api_key: bool,
    pub api_key_generated_at: Option<String>,
    pub api_key_last_used_at: Option<String>,
    pub sso_secret_masked: String,
    pub sso_secret_rotated_at: Option<String>,
    /// The organization's logo, if it has one.
    pub logo_url: Option<String>,
    /// How people sign in: `password`, `password_or_link` or `link`.
    pub sign_in_with: String,
    /// Whether the team must use two-factor sign-in.
    pub team_two_factor: bool,
    /// Whether new customers confirm their e-mail address before what they do counts.
    #[serde(default)]
    pub verify_emails: bool,
    /// The OpenID Connect providers people may sign in through.
    #[serde(default)]
    pub providers: Vec<AdminProvider>,
    /// The address to register at a provider (`{public_url}/{org}/oidc/callback`).
    #[serde(default)]
    pub oidc_redirect_uri: String,
    /// Who may use the widget without a signed identify: `signed`, `anonymous_reading` or
    /// `email_posting`.
    #[serde(default)]
    pub widget_access: String,
    /// Whether the widget has an identify secret yet.
    #[serde(default)]
    pub widget_has_secret: bool,
    /// Until when the secret it replaced still works, if it does.
    #[serde(default)]
    pub widget_previous_until: Option<String>,
    /// The host pages' origins allowed to use the widget.
    #[serde(default)]
    pub widget_origins: Vec<String>,
    /// The widget's script (`{public_url}/widget.js`), for the snippet to paste.
    #[serde(default)]
    pub widget_script: String,
}

/// An OpenID Connect provider as the settings page shows it (never its secret).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AdminProvider {
    pub id: i64,
    pub label: String,
    pub issuer: String,
    pub client_id: String,
    pub role_claim: Option<String>,
    pub join_domains: String,
    /// When an admin last passed a test sign-in with it (ISO 8601, UTC).
    pub tested_at: Option<String>,
    pub team_only: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AuditEntry {
    pub id: i64,
    pub actor_id: Option<i64>,
    pub actor_name: String,
    pub action: String,
    pub action_label: String,
    pub target: String,
    pub details: String,
    pub created_at: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AuditPage {
    pub entries: Vec<AuditEntry>,
    pub page: u64,
    pub has_more: bool,
}

/// A choice in a filter: its value and what a person reads.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Choice {
    pub value: String,
    pub label: String,
}

/// A team member as the team page lists them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TeamRow {
    /// The team record's id.
    pub id: i64,
    pub user_id: i64,
    pub name: String,
    pub email: String,
    /// `admin`, `member` or `csm`.
    pub role: String,
    pub since: String,
}

/// A customer as the customers page lists them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CustomerRow {
    pub id: i64,
    pub name: String,
    pub email: String,
    pub labels: Vec<String>,
    pub starred: bool,
    pub blocked: bool,
    pub posts: i32,
    pub votes: i32,
    pub comments: i32,
    pub created_at: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CustomerPage {
    pub rows: Vec<CustomerRow>,
    pub page: u64,
    pub has_more: bool,
}

/// One thing a customer did: on which post, what, when.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CustomerActivity {
    pub title: String,
    pub slug: String,
    /// A post's state, a vote's kind, a comment's first words.
    pub what: String,
    pub at: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CustomerDetail {
    pub customer: CustomerRow,
    pub posts: Vec<CustomerActivity>,
    pub votes: Vec<CustomerActivity>,
    pub comments: Vec<CustomerActivity>,
}

/// A webhook endpoint as the webhooks page lists it, with its latest deliveries.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct WebhookRow {
    pub id: i64,
    pub url: String,
    pub events: Vec<String>,
    pub enabled: bool,
    pub failing_since: Option<String>,
    pub disabled_reason: Option<String>,
    pub created_at: String,
    pub deliveries: Vec<DeliveryRow>,
}

/// The integrations page: the Slack channels, and what a new one may follow and hear.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AdminIntegrations {
    pub slack: Vec<SlackRow>,
    /// GitHub repositories and Linear teams.
    pub trackers: Vec<TrackerRow>,
    /// The statuses a tracker's changes may move posts to: id and label.
    pub statuses: Vec<Choice>,
    /// A new random secret, offered for a new tracker's webhook.
    pub suggested_secret: String,
    /// The boards a channel may follow (private ones too).
    pub boards: Vec<Choice>,
    /// The event types a channel may hear.
    pub events: Vec<String>,
}

/// A GitHub repository or Linear team as the integrations page lists it, with its health and
/// its rules.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TrackerRow {
    pub id: i64,
    /// `github` or `linear`.
    pub kind: String,
    /// `github.com/acme/roadmap`, `Linear: Engineering (ENG)`.
    pub url: String,
    /// Where its webhook is to send deliveries.
    pub inbound_url: String,
    /// The API's address.
    pub api_url: String,
    pub health: EndpointHealth,
    /// For each status (by id), the changes that move posts to it, comma-separated.
    pub mapping: Vec<(String, String)>,
    pub message: String,
    /// Whether a status changed in upboard comments on the linked issues.
    pub comment: bool,
}

/// A Slack channel as the integrations page lists it, with its health.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SlackRow {
    pub id: i64,
    /// The address with its secret part hidden.
    pub url: String,
    /// The board it follows (`None`: every board).
    pub board: Option<String>,
    pub events: Vec<String>,
    pub health: EndpointHealth,
}

/// An endpoint's state and health as the integrations page shows them (a Slack channel's, a
/// tracker's).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct EndpointHealth {
    pub enabled: bool,
    pub failing_since: Option<String>,
    pub disabled_reason: Option<String>,
    pub created_at: String,
    /// When a delivery last went through.
    pub last_success: Option<String>,
    /// The last failure: when, and what went wrong.
    pub last_error: Option<(String, String)>,
}

/// One delivery of an event to an endpoint, with its last attempt.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DeliveryRow {
    pub id: i64,
    pub event_id: String,
    pub event_type: String,
    /// `pending`, `delivered` or `failed`.
    pub status: String,
    pub attempts: i32,
    pub next_attempt_at: Option<String>,
    pub last_attempt: Option<AttemptRow>,
}

/// One try of a delivery.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AttemptRow {
    pub at: String,
    pub status_code: Option<i32>,
    pub error: Option<String>,
    pub duration_ms: i32,
    pub excerpt: Option<String>,
}

/// A tag as the tags page lists it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TagRow {
    pub id: i64,
    pub name: String,
    pub color: String,
}

/// The roadmaps page: the main roadmap's settings and the named roadmaps, with what their
/// forms choose from.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AdminRoadmaps {
    /// Every status, in board order: `value` its id, `label` its label.
    pub statuses: Vec<Choice>,
    /// The public boards a roadmap may show.
    pub boards: Vec<Choice>,
    pub tags: Vec<Choice>,
    pub main: RoadmapSettings,
    pub named: Vec<RoadmapSettings>,
}

/// One roadmap's settings as its form shows them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RoadmapSettings {
    /// 0 for the main roadmap.
    pub id: i64,
    pub name: String,
    /// Its address (`/{org}/roadmap…`).
    pub path: String,
    /// Status ids, in column order.
    pub columns: Vec<i64>,
    pub bucket_ids: Vec<i64>,
    pub tag_ids: Vec<i64>,
    pub completed_days: Option<i32>,
    pub hidden: bool,
    /// Its cards' order: `votes`, `revenue`, `companies` or `rice`.
    pub sort: String,
}

/// One post of the Priorities view, with the numbers that put it there.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PriorityRow {
    pub title: String,
    pub slug: String,
    pub board: String,
    pub status: String,
    pub votes: i32,
    pub companies: i32,
    /// By the organization's measure, in cents; and the sum and largest behind it.
    pub revenue_cents: i64,
    pub revenue_sum_cents: i64,
    pub revenue_max_cents: i64,
    pub impact: Option<f64>,
    pub confidence: Option<i32>,
    pub effort: Option<f64>,
    /// What the RICE score's reach counts for this post.
    pub reach: f64,
    pub rice: Option<f64>,
}

/// The Priorities view: a page of posts in the chosen order, the filters' choices, and how
/// value is counted.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PrioritiesView {
    pub rows: Vec<PriorityRow>,
    pub page: u64,
    pub has_more: bool,
    /// `revenue`, `votes`, `companies` or `rice`.
    pub sort: String,
    /// `sum`, `average` or `max`.
    pub measure: String,
    /// `votes`, `companies` or `revenue`.
    pub reach: String,
    pub public_value: bool,
    pub boards: Vec<(i64, String)>,
    pub statuses: Vec<(i64, String)>,
    pub plans: Vec<String>,
    /// The company filtered by: its id and name.
    pub company: Option<(i64, String)>,
    /// Whether the viewer may change how value is counted (admins).
    pub can_configure: bool,
}

/// A company in the admin area's list.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CompanyRow {
    pub id: i64,
    pub external_id: String,
    pub name: String,
    pub revenue_cents: i64,
    pub plan: Option<String>,
    pub size: Option<i32>,
    pub people: u64,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CompanyPage {
    pub rows: Vec<CompanyRow>,
    pub page: u64,
    pub has_more: bool,
    pub total: u64,
}

/// One post a company asked for: how many of its people upvoted it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CompanyRequest {
    pub title: String,
    pub slug: String,
    pub status: String,
    pub voters: i32,
}

/// One of a company's people.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CompanyPerson {
    pub id: i64,
    pub name: String,
    pub email: String,
    pub votes: i32,
}

/// A company's page: what it is, its people, and what they asked for.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CompanyDetail {
    pub company: CompanyRow,
    pub attributes: Vec<(String, String)>,
    pub people: Vec<CompanyPerson>,
    pub requests: Vec<CompanyRequest>,
}

/// The import page: the latest runs, the statuses here (for the mapping), and whether a run
/// is under way (one at a time).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AdminImports {
    pub runs: Vec<ImportRunRow>,
    /// The labels of this organization's statuses, in their order.
    pub statuses: Vec<String>,
    pub busy: bool,
}

/// The most one file of a CSV export uploaded on the import page may weigh, in MB (a
/// UserVoice export of 100,000 suggestions with their text is about 60 MB).
pub const EXPORT_FILE_MAX_MB: usize = 128;

/// One import, as the page shows it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ImportRunRow {
    pub id: i64,
    /// `api-v3`, `canny`, `uservoice-csv` or `canny-csv`.
    pub kind: String,
    /// Its address as given (empty: Canny's own); an export's files' names.
    pub url: String,
    pub dry_run: bool,
    /// `waiting`, `running`, `finished` or `stopped`.
    pub state: String,
    pub posts_done: i64,
    pub posts_total: Option<i64>,
    /// The status mapping as typed.
    pub statuses: String,
    pub created_at: String,
    pub finished_at: Option<String>,
    /// By kind of record (`boards`, `statuses`, `tags`, `people`, `posts`, `votes`,
    /// `comments`): created, matched, already here, skipped.
    pub tallies: Vec<(String, [u64; 4])>,
    /// The first problems: the record, and why, in the reader's language.
    pub problems: Vec<(String, String)>,
    pub problems_total: u64,
    /// Why it stopped, in the reader's language.
    pub error: Option<String>,
    /// A finished dry run whose key (or files) is still kept: it can be run as it is.
    pub runnable: bool,
}
