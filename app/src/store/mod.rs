//! The store: how upboard keeps its data. The database handle ([`Db`]: connecting, migrating,
//! reading, write transactions and the single-writer discipline of SQLite), the read caches
//! that every committed write invalidates ([`cache`]), the change notices that keep several
//! processes' caches true on PostgreSQL ([`notices`]), the limits every process on one
//! PostgreSQL database shares ([`limits`]), and SQLite's own connections
//! ([`sqlite`]); the files between them: `db` (the handle and its reads), `txn` (write
//! transactions and what their commit tells), `write_thread` (where PostgreSQL's write
//! transactions run), `batch` (SQLite's group committer), `location`
//! (where a database lives), `migrate` (the schema brought up to date once, however many
//! processes start), `backup` (a whole database copied out while it is written, and back).
//!
//! What may live here: persistence machinery that knows tables and rows, never a rule of the
//! product. The store imports nothing of the domain (`make test`'s module graph check fails
//! otherwise); the domain calls it.

pub mod backup;
mod batch;
pub mod cache;
mod db;
pub mod limits;
mod location;
pub mod migrate;
mod notices;
mod pg_reads;
pub mod sqlite;
mod txn;
mod write_thread;

pub(crate) use db::paged;
pub use db::{Db, PoolStats};
pub use txn::WriteTxn;

/// Whether a write was refused by a unique index.
pub fn is_unique_violation(error: &sea_orm::DbErr) -> bool {
    matches!(error.sql_err(), Some(sea_orm::SqlErr::UniqueConstraintViolation(_))) || sqlite::is_unique_violation(error)
}

/// Text holding U+0000 was bound: PostgreSQL refuses it (SQLSTATE 22021), and so does our
/// SQLite connection, to behave alike.
pub fn is_nul_in_text(error: &sea_orm::DbErr) -> bool {
    use sea_orm::{DbErr, RuntimeErr, sqlx};
    match error {
        DbErr::Custom(message) => message == sqlite::NUL_IN_TEXT,
        DbErr::Exec(RuntimeErr::SqlxError(e)) | DbErr::Query(RuntimeErr::SqlxError(e)) => {
            matches!(&**e, sqlx::Error::Database(e) if e.code().as_deref() == Some("22021"))
        }
        _ => false,
    }
}
