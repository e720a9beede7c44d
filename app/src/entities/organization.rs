//! The `organizations` table.

use sea_orm::entity::prelude::*;

use crate::model::OrgId;

#[derive(Clone, Debug, PartialEq, DeriveEntityModel, serde::Serialize, serde::Deserialize)]
#[sea_orm(table_name = "organizations")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: OrgId,
    #[sea_orm(unique)]
    pub name: String,
    pub display_name: String,
    pub description: String,
    pub url: Option<String>,
    pub profile_picture: Option<String>,
    pub time_zone: String,
    /// SHA-256 (hex) of the API key; the key itself is shown once and never stored.
    #[sea_orm(unique)]
    pub api_key_hash: Option<String>,
    /// HS256 secret of the organization's user tokens (SSO).
    pub sso_secret: String,
    /// New posts by customers wait in the moderation queue.
    pub require_approval: bool,
    /// New comments by customers wait in the moderation queue.
    pub require_comment_approval: bool,
    /// A customer with this many approved posts skips the queue; 0: never.
    pub trust_after_approved_posts: i32,
    pub api_key_generated_at: Option<DateTimeUtc>,
    /// Kept in memory and written at most once a minute (see `domain::admin::settings`).
    pub api_key_last_used_at: Option<DateTimeUtc>,
    pub sso_secret_rotated_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    /// The language of readers whose browser asks for none upboard speaks (a `Locale` code).
    #[serde(default = "english")]
    pub default_locale: String,
    /// The main roadmap (`/{org}/roadmap`) is shown to the team only.
    #[serde(default)]
    pub roadmap_hidden: bool,
    /// The main roadmap shows completed posts of this many last days only; `None`: all.
    #[serde(default)]
    pub roadmap_completed_days: Option<i32>,
    /// How people sign in: `password`, `password_or_link` or `link`
    /// (`domain::organizations::SignInWith`).
    #[serde(default = "passwords")]
    pub sign_in_with: String,
    /// Whether the team must sign in with two factors: a team member without two-factor
    /// sign-in acts without their role until they set it up (`domain::caller::on_the_web`).
    #[serde(default)]
    pub team_two_factor: bool,
    /// Since when new customers confirm their e-mail address before their posts, comments and
    /// votes count (`domain::verification`); `None`: they need not.
    #[serde(default)]
    pub verify_emails_since: Option<DateTimeUtc>,
    /// The widget's identify secret, sealed (`domain::sealed`, context `widget:{id}`); none
    /// until one is made (`domain::widget`).
    #[serde(default)]
    pub widget_secret_sealed: Option<String>,
    /// The secret it replaced, sealed, honoured until [`Self::widget_previous_until`].
    #[serde(default)]
    pub widget_previous_secret_sealed: Option<String>,
    #[serde(default)]
    pub widget_previous_until: Option<DateTimeUtc>,
    /// Who may use the widget without a signed identify: `signed` (nobody), `anonymous_reading`,
    /// `email_posting` (`domain::widget::Access`).
    #[serde(default = "signed")]
    pub widget_access: String,
    /// How a post's revenue is told: the `sum`, `average` or `max` of its upvoting companies'
    /// monthly revenue (`domain::values::Measure`).
    #[serde(default = "sum")]
    pub revenue_measure: String,
    /// What a RICE score's reach is: `votes`, `companies` or `revenue` (`domain::values::Reach`).
    #[serde(default = "votes")]
    pub rice_reach: String,
    /// Whether public pages show the companies and revenue behind a post.
    #[serde(default)]
    pub public_value: bool,
}

fn sum() -> String {
    "sum".to_owned()
}

fn votes() -> String {
    "votes".to_owned()
}

fn signed() -> String {
    "signed".to_owned()
}

fn passwords() -> String {
    "password".to_owned()
}

fn english() -> String {
    "en".to_owned()
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
