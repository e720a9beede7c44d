//! The `import_runs` table: an import started from the admin page, a row of the lease queue
//! (`domain::outbox::queue`) that `upboard serve`'s worker takes, with its progress and, at the
//! end, its report or why it stopped (`domain::import::runs`).

use sea_orm::entity::prelude::*;

use crate::model::{OrgId, UserId};

/// The state of a run that ended (with its report, or with why it stopped in `error`).
pub const FINISHED: &str = "finished";

#[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
#[sea_orm(table_name = "import_runs")]
pub struct Model {
    #[sea_orm(primary_key)]
    pub id: i64,
    pub organization_id: OrgId,
    /// Who started it (gone when they were removed).
    pub requested_by: Option<UserId>,
    /// `api-v3`, `canny`, `uservoice-csv` or `canny-csv`.
    pub source_kind: String,
    /// The source's address as given (empty: the kind's own); for an uploaded export, its
    /// files' names as uploaded.
    pub source_url: String,
    /// The source's key, sealed (`domain::sealed`, with `import:{organization}`); none once
    /// the run finished (a dry run's: an hour after, unless a run took it over).
    #[sea_orm(column_type = "Text", nullable)]
    pub api_key: Option<String>,
    /// The status mapping as typed (`There=Here`, one a line).
    #[sea_orm(column_type = "Text")]
    pub statuses: String,
    pub dry_run: bool,
    pub posts_done: i64,
    pub posts_total: Option<i64>,
    /// The report (`domain::import::Report::stored`), when the run finished.
    #[sea_orm(column_type = "Text", nullable)]
    pub report: Option<String>,
    /// Why the run stopped: a sentence kept by its id and values (`i18n::Said::stored`), worded
    /// in the reader's language when the page shows it.
    #[sea_orm(column_type = "Text", nullable)]
    pub error: Option<String>,
    /// `pending` (waiting or running) or [`FINISHED`].
    pub status: String,
    pub attempts: i32,
    pub next_attempt_at: DateTimeUtc,
    pub locked_until: Option<DateTimeUtc>,
    /// The fencing token of the last claim (see `domain::outbox::queue`).
    pub lease: i64,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
    pub finished_at: Option<DateTimeUtc>,
    /// The uploaded files a CSV import reads, in the server's store: JSON `[{"role", "key",
    /// "name"}]` (`domain::import::runs::Upload`); none for a server's import, and none once
    /// they are removed (as the key is).
    #[sea_orm(column_type = "Text", nullable)]
    pub files: Option<String>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
