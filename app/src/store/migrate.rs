//! Bringing the schema up to date when a process starts: once, when several processes start on
//! one PostgreSQL database at the same moment, and never over a schema a newer upboard made.
//!
//! On PostgreSQL every process takes one advisory lock ([`LOCK`]) on a connection of its own
//! before it looks at the schema: the first migrates while the others wait, and each of those
//! then finds nothing left to do. A process that dies holding it loses its connection, and the
//! lock with it. On SQLite the migrations run on the writer connection, as every write does.

use migrations::MigratorTrait;
use sea_orm::{DatabaseConnection, DbBackend, DbErr, sqlx};

/// The advisory lock's key: `upboard` and a 1, as eight bytes (any number no other program on
/// the database uses).
pub const LOCK: i64 = 0x7570_626f_6172_6401;

/// Applies the migrations this build knows that the database lacks; refuses a schema that
/// records a migration this build does not know.
pub async fn migrate(conn: &DatabaseConnection) -> Result<(), DbErr> {
    if conn.get_database_backend() != DbBackend::Postgres {
        return up(conn).await;
    }
    let lost = |e: sqlx::Error| DbErr::Conn(sea_orm::RuntimeErr::SqlxError(e.into()));
    let mut held = conn.get_postgres_connection_pool().acquire().await.map_err(lost)?;
    sqlx::query("SELECT pg_advisory_lock($1)").bind(LOCK).execute(&mut *held).await.map_err(lost)?;
    let migrated = up(conn).await;
    let released = sqlx::query("SELECT pg_advisory_unlock($1)").bind(LOCK).execute(&mut *held).await;
    if released.is_err() {
        // The lock goes with its connection: close it rather than hand it back to the pool.
        held.detach();
    }
    migrated
}

async fn up(conn: &DatabaseConnection) -> Result<(), DbErr> {
    let unknown = migrations::unknown_applied(conn).await?;
    if !unknown.is_empty() {
        return Err(DbErr::Custom(format!(
            "the database was migrated by a newer upboard (it records {}, which this build does not know; this build's newest is {}). \
             Run the newer upboard on it, or this one on a backup taken before the upgrade.",
            unknown.join(", "),
            migrations::newest()
        )));
    }
    migrations::Migrator::up(conn, None).await
}
