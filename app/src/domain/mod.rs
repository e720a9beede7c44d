//! The rules of upboard, written once: the REST handlers and the server functions both call
//! these functions, and nothing else writes to the database.

pub mod access;
pub mod access_tokens;
pub mod admin;
pub mod attachments;
pub mod auth;
pub mod buckets;
pub mod caller;
pub mod changelog;
pub mod comments;
pub mod companies;
pub mod confirmations;
pub mod customers;
pub mod import;
pub mod jwt;
pub mod keys;
pub mod live;
pub mod moderation;
pub mod oidc;
pub mod organizations;
pub mod outbox;
pub mod posts;
pub mod roadmaps;
pub mod sealed;
pub mod search;
pub mod seed;
pub mod sessions;
pub mod sso;
pub mod statuses;
pub mod tags;
pub mod team;
pub mod text;
pub mod time;
pub mod trackers;
pub mod transfer;
pub mod two_factor;
pub mod users;
pub mod values;
pub mod verification;
pub mod views;
pub mod votes;
pub mod widget;

pub(crate) use crate::store::is_unique_violation;
pub use crate::store::{Db, WriteTxn};
pub use live::{Live, LiveCounts, LiveStatus, LiveStream};

pub use crate::i18n::Said;
use crate::said;

use std::collections::BTreeMap;

/// Field name to the messages about it, as sent in a 422 response.
pub type FieldErrors = BTreeMap<String, Vec<String>>;

/// Every way a domain operation can fail; the HTTP layers map it once to a response. A refusal
/// carries what the person is told as a [`Said`] (a message id and its values): the REST API
/// sends it in English, pages and forms word it in the reader's language.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The thing does not exist, or is not visible to the caller (same answer, so that
    /// nothing leaks). The message names it: "Post 42 was not found."
    #[error("{0}")]
    NotFound(Said),
    /// Input that parsed but breaks a rule; `fields` holds the English message of each field
    /// the API names.
    #[error("{message}")]
    Invalid { message: Said, fields: FieldErrors },
    /// The name or e-mail is taken.
    #[error("{0}")]
    Conflict(Said),
    #[error("{0}")]
    Forbidden(Said),
    /// A team member whose organization requires two-factor sign-in of the team, entering the
    /// admin area before setting it up (403; the pages send them to set it up).
    #[error("{0}")]
    TwoFactorRequired(Said),
    /// A private bucket named without `ALLOW-PRIVATE: true`.
    #[error("{0}")]
    PrivateBucket(Said),
    /// A body or attachment over its size limit.
    #[error("{0}")]
    TooLarge(Said),
    /// An attachment that is not a JPEG, PNG or GIF image.
    #[error("{0}")]
    UnsupportedMedia(Said),
    /// More items than one request may carry.
    #[error("{0}")]
    LimitExceeded(Said),
    #[error("{0}")]
    Unauthorized(Said),
    /// Too many attempts (sign-ins, say): try again after `retry_after` seconds.
    #[error("{message}")]
    RateLimited { message: Said, retry_after: u64 },
    #[error("database error: {0}")]
    Database(sea_orm::DbErr),
    #[error("{0}")]
    Internal(String),
}

impl From<sea_orm::DbErr> for Error {
    /// A database failure is ours, except text the database cannot hold: that is the
    /// client's, and is told so (422) on PostgreSQL and SQLite alike.
    fn from(error: sea_orm::DbErr) -> Self {
        if crate::store::is_nul_in_text(&error) {
            return Self::Invalid { message: said!("said-no-nul-character"), fields: FieldErrors::new() };
        }
        Self::Database(error)
    }
}

impl Error {
    /// What the person or the client is told: the message of a refusal as it is, and for a
    /// failure on our side a sentence that gives nothing away (the cause is logged here, once).
    pub fn said(&self) -> Said {
        match self {
            Self::NotFound(said)
            | Self::Invalid { message: said, .. }
            | Self::Conflict(said)
            | Self::Forbidden(said)
            | Self::TwoFactorRequired(said)
            | Self::PrivateBucket(said)
            | Self::TooLarge(said)
            | Self::UnsupportedMedia(said)
            | Self::LimitExceeded(said)
            | Self::Unauthorized(said)
            | Self::RateLimited { message: said, .. } => said.clone(),
            Self::Database(_) | Self::Internal(_) => {
                tracing::error!(error = %self, "a request failed");
                said!("said-something-went-wrong")
            }
        }
    }

    /// [`Error::said`] in English, as the API says it.
    pub fn public_message(&self) -> String {
        self.said().english()
    }

    /// A 422 for one field, `said` naming it (its `field` variable):
    /// `invalid(said!("said-x-can-t-be-blank", field = "title"))`. The API's per-field message
    /// is the English without the field's name ("can't be blank").
    pub fn invalid(said: Said) -> Self {
        let mut fields = FieldErrors::new();
        if let Some(field) = said.field() {
            let english = said.english();
            let message = english.strip_prefix(field).and_then(|rest| rest.strip_prefix(' ')).unwrap_or(&english).to_owned();
            fields.insert(field.to_owned(), vec![message]);
        }
        Self::Invalid { message: said, fields }
    }
}

pub type Result<T, E = Error> = std::result::Result<T, E>;

/// The most of a client's text a refusal repeats, in characters.
pub const ECHOED_CHARS: usize = 100;

/// `text` as a refusal repeats it: at most [`ECHOED_CHARS`] characters, then "…", control
/// characters (line breaks) as spaces, so that an answer is one line and costs the same for
/// any input.
pub fn echoed(text: &str) -> std::borrow::Cow<'_, str> {
    echoed_within(text, ECHOED_CHARS)
}

/// `text` as "… was not found." repeats it after the words `before` that name its kind
/// ("Organization "): the two together at most [`ECHOED_CHARS`] characters, then "…".
pub fn echoed_after<'a>(before: &str, text: &'a str) -> std::borrow::Cow<'a, str> {
    echoed_within(text, ECHOED_CHARS.saturating_sub(before.chars().count()))
}

/// `text` as a refusal repeats it after words of its own that count towards the bound (`Post
/// …`, `Organization …`): at most `chars` characters, then "…", as [`echoed`].
pub fn echoed_within(text: &str, chars: usize) -> std::borrow::Cow<'_, str> {
    let cut = text.char_indices().nth(chars).map(|(at, _)| at);
    let kept = &text[..cut.unwrap_or(text.len())];
    if cut.is_none() && !kept.chars().any(char::is_control) {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut echoed: String = kept.chars().map(|c| if c.is_control() { ' ' } else { c }).collect();
    if cut.is_some() {
        echoed.push('…');
    }
    std::borrow::Cow::Owned(echoed)
}

/// The one mapping from the domain's errors to what pages, server functions and form posts
/// tell the reader (here, so that `model`, which the browser shares, knows nothing of the
/// domain).
impl From<Error> for crate::model::AppError {
    fn from(error: Error) -> Self {
        // In the reader's language, from the message's id (the API's answers do not come this
        // way: they stay English).
        let message = crate::model::sentence(&error.said().in_locale(crate::i18n::locale()));
        match error {
            Error::NotFound(_) => Self::NotFound(message),
            Error::Unauthorized(_) => Self::SignInRequired(message),
            Error::Forbidden(_) | Error::PrivateBucket(_) => Self::Forbidden(message),
            Error::TwoFactorRequired(_) => Self::TwoFactorRequired(message),
            Error::RateLimited { retry_after, .. } => Self::TooManyAttempts { message, retry_after },
            Error::Invalid { .. } | Error::Conflict(_) | Error::TooLarge(_) | Error::UnsupportedMedia(_) | Error::LimitExceeded(_) => Self::Invalid(message),
            Error::Database(_) | Error::Internal(_) => Self::Failed(message),
        }
    }
}

/// Rows skipped before page `page` (1-based) of `per_page` rows, or `None` when that page lies
/// beyond any list the database can hold (the offset would not fit in SQL's 64-bit integer):
/// such a page is empty, answered without a query, and no arithmetic on client-chosen
/// numbers can overflow.
pub fn page_offset(page: u64, per_page: u64) -> Option<u64> {
    page.checked_sub(1)?.checked_mul(per_page).filter(|offset| i64::try_from(*offset).is_ok())
}

/// Page `page` of an ordered query and whether another page follows. No total is counted:
/// one row more is asked for than is shown.
pub(crate) async fn one_page<E: sea_orm::EntityTrait>(
    conn: &impl sea_orm::ConnectionTrait,
    query: sea_orm::Select<E>,
    page: u64,
    per_page: u64,
) -> Result<(Vec<E::Model>, bool)> {
    use sea_orm::QuerySelect;
    let Some(offset) = page_offset(page, per_page) else { return Ok((Vec::new(), false)) };
    let mut rows = query.offset(offset).limit(per_page + 1).all(conn).await?;
    let has_more = rows.len() as u64 > per_page;
    rows.truncate(per_page as usize);
    Ok((rows, has_more))
}

/// Runs an insert that a unique index may refuse (`ON CONFLICT … DO NOTHING`, with
/// `RETURNING`): the inserted row, or `None` when a conflicting row exists. This is how two
/// requests racing to create the same thing are told apart, never by checking first.
pub(crate) async fn insert_unless_taken<A>(
    conn: &impl sea_orm::ConnectionTrait,
    insert: sea_orm::TryInsert<A>,
) -> Result<Option<<A::Entity as sea_orm::EntityTrait>::Model>>
where
    A: sea_orm::ActiveModelTrait,
    <A::Entity as sea_orm::EntityTrait>::Model: sea_orm::IntoActiveModel<A>,
{
    use sea_orm::{DbErr, TryInsertResult};
    match insert.exec_with_returning(conn).await {
        Ok(TryInsertResult::Inserted(model)) => Ok(Some(model)),
        Ok(TryInsertResult::Empty | TryInsertResult::Conflicted) => Ok(None),
        // With RETURNING, sea-orm reports the row a conflict left out as "not found".
        Err(DbErr::RecordNotFound(_)) => Ok(None),
        Err(error) => Err(error.into()),
    }
}

/// A statement of plain SQL whose parameters are written `?`, numbered for PostgreSQL.
pub(crate) fn statement(backend: sea_orm::DbBackend, sql: &str, values: Vec<sea_orm::Value>) -> sea_orm::Statement {
    use sea_orm::{DbBackend, Statement};
    if backend != DbBackend::Postgres {
        return Statement::from_sql_and_values(backend, sql, values);
    }
    let mut numbered = String::with_capacity(sql.len() + 8);
    for (n, part) in sql.split('?').enumerate() {
        if n > 0 {
            numbered.push_str(&format!("${n}"));
        }
        numbered.push_str(part);
    }
    Statement::from_sql_and_values(backend, numbered, values)
}

/// Now, at the millisecond precision that every timestamp of the API carries.
pub fn now() -> chrono::DateTime<chrono::Utc> {
    use chrono::{SubsecRound, Utc};
    Utc::now().trunc_subsecs(3)
}

#[cfg(test)]
pub(crate) mod testing {
    use super::Db;

    /// A fresh in-memory SQLite database with every migration applied.
    pub async fn db() -> Db {
        Db::connect("sqlite::memory:").await.expect("in-memory database")
    }

    /// The PostgreSQL server the tests use, at its `postgres` database: `UPBOARD_TEST_POSTGRES_URL`,
    /// or the local server.
    pub fn postgres_admin_url() -> String {
        std::env::var("UPBOARD_TEST_POSTGRES_URL").unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/postgres".to_owned())
    }

    /// A fresh PostgreSQL database (on `UPBOARD_TEST_POSTGRES_URL`) with every migration
    /// applied, and its address; [`drop_postgres`] removes it.
    pub async fn postgres_db() -> (Db, String) {
        use sea_orm::ConnectionTrait;
        let admin_url = postgres_admin_url();
        let admin = sea_orm::Database::connect(&admin_url).await.expect("PostgreSQL answers");
        let name = format!("upboard_domain_{:016x}", rand::random::<u64>());
        admin.execute_unprepared(&format!("CREATE DATABASE \"{name}\"")).await.unwrap();
        let base = admin_url.split('?').next().unwrap_or_default();
        let server = base.rsplit_once('/').map_or(base, |(server, _)| server);
        let url = format!("{server}/{name}");
        (Db::connect(&url).await.expect("the new database"), url)
    }

    /// Removes a database of [`postgres_db`], `db` gone first.
    pub async fn drop_postgres(db: Db, url: &str) {
        use sea_orm::ConnectionTrait;
        drop(db);
        let admin_url = postgres_admin_url();
        let admin = sea_orm::Database::connect(&admin_url).await.expect("PostgreSQL answers");
        let name = url.rsplit_once('/').map(|(_, name)| name).unwrap_or_default();
        admin.execute_unprepared(&format!("DROP DATABASE \"{name}\" WITH (FORCE)")).await.unwrap();
    }

    /// The steps of the plan SQLite makes for `statement` (`EXPLAIN QUERY PLAN`'s details), on
    /// a database without statistics, as a server's is: which index each step reads.
    pub async fn sqlite_plan(db: &Db, statement: sea_orm::Statement) -> Vec<String> {
        use sea_orm::ConnectionTrait;
        let explained = sea_orm::Statement::from_sql_and_values(
            sea_orm::DbBackend::Sqlite,
            format!("EXPLAIN QUERY PLAN {}", statement.sql),
            statement.values.map(|v| v.0).unwrap_or_default(),
        );
        db.conn()
            .query_all_raw(explained)
            .await
            .unwrap()
            .iter()
            .map(|row| row.try_get::<String>("", "detail").unwrap())
            .collect()
    }
}
