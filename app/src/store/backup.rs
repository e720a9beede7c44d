//! Whole-database backups and their restore (`upboard backup`, `upboard restore`;
//! docs/deploy.md "Backups").
//!
//! - SQLite: `VACUUM INTO` a new file, from a connection of its own. It reads one snapshot (WAL
//!   lets the server go on writing meanwhile) and writes a compact database that is checked
//!   with `PRAGMA integrity_check` before the command answers. Restore copies such a file into
//!   place, beside a database no process has open.
//! - PostgreSQL: `pg_dump --format=custom` (one snapshot, consistent while writes go on) and
//!   `pg_restore --clean --if-exists --no-owner`, the tools of the server's own package.
//!
//! Uploaded files are not in the database: they are written once under names that never
//! repeat, so a copy of the uploads folder taken after the database backup holds every file it
//! names (the hourly sweep removes what no row names).

use super::location::{SqliteDatabase, sqlite_database};
use sea_orm::DbErr;
use std::path::Path;

/// What a backup or restore did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Done {
    pub backend: &'static str,
    pub bytes: u64,
}

fn failed(what: impl std::fmt::Display) -> DbErr {
    DbErr::Custom(what.to_string())
}

fn is_postgres(url: &str) -> bool {
    url.starts_with("postgres://") || url.starts_with("postgresql://")
}

/// The SQLite file `url` names; backups of in-memory databases make no sense.
fn sqlite_file(url: &str) -> Result<(String, std::path::PathBuf), DbErr> {
    match sqlite_database(url)? {
        SqliteDatabase::File { name, path } => Ok((name, path)),
        SqliteDatabase::Temporary => Err(failed(format!("{url} is a database in memory: there is nothing to back up or restore"))),
    }
}

/// Writes a consistent copy of the database at `url` to `out`, which must not exist yet.
pub async fn backup(url: &str, out: &Path) -> Result<Done, DbErr> {
    if out.exists() {
        return Err(failed(format!("{} exists already: name a new file", out.display())));
    }
    if let Some(parent) = out.parent().filter(|p| !p.as_os_str().is_empty()) {
        std::fs::create_dir_all(parent).map_err(|e| failed(format!("cannot create {}: {e}", parent.display())))?;
    }
    // The copy holds every secret the database does (SSO and webhook secrets, hashes): it is
    // made readable by its owner only, before a byte is written into it.
    private_file(out)?;
    let made = async {
        if is_postgres(url) {
            run("pg_dump", &["--format=custom", "--no-owner", "--file", &out.to_string_lossy()], url).await?;
            return Ok(Done { backend: "postgres", bytes: size(out) });
        }
        let (name, _) = sqlite_file(url)?;
        let out = out.to_owned();
        tokio::task::spawn_blocking(move || -> Result<Done, DbErr> {
            let conn = open(&name)?;
            // VACUUM INTO writes into an empty file as into a new one.
            conn.execute("VACUUM INTO ?1", [out.to_string_lossy().as_ref()])
                .map_err(|e| failed(format!("VACUUM INTO failed: {e}")))?;
            drop(conn);
            check(&out.to_string_lossy())?;
            Ok(Done { backend: "sqlite", bytes: size(&out) })
        })
        .await
        .map_err(|e| failed(format!("the backup stopped: {e}")))?
    };
    let made = made.await;
    if made.is_err() {
        let _ = std::fs::remove_file(out);
    }
    made
}

/// Creates `path`, which must not exist, empty and readable and writable by its owner only.
pub fn private_file(path: &Path) -> Result<std::fs::File, DbErr> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    options.open(path).map_err(|e| failed(format!("cannot create {}: {e}", path.display())))
}

/// A PostgreSQL URL without its password, and the password: the tools get it through
/// `PGPASSWORD`, never on their command line (which every user of the machine can read).
fn without_password(url: &str) -> (String, Option<String>) {
    match url::Url::parse(url) {
        Ok(mut parsed) if parsed.password().is_some() => {
            let password = parsed.password().map(|p| percent_encoding::percent_decode_str(p).decode_utf8_lossy().into_owned());
            let _ = parsed.set_password(None);
            (parsed.to_string(), password)
        }
        _ => (url.to_owned(), None),
    }
}

/// Puts the backup `from` in place of the database at `url`. SQLite: `url`'s file must not
/// exist (or `replace` says to overwrite it, with no process using it); PostgreSQL: the
/// database must exist, and what it holds is replaced.
pub async fn restore(url: &str, from: &Path, replace: bool) -> Result<Done, DbErr> {
    if !from.is_file() {
        return Err(failed(format!("{} is not a file", from.display())));
    }
    if is_postgres(url) {
        run("pg_restore", &["--clean", "--if-exists", "--no-owner", "--single-transaction", "--exit-on-error", &from.to_string_lossy()], url).await?;
        return Ok(Done { backend: "postgres", bytes: size(from) });
    }
    let (_, path) = sqlite_file(url)?;
    let from = from.to_owned();
    tokio::task::spawn_blocking(move || -> Result<Done, DbErr> {
        check(&from.to_string_lossy())?;
        if path.exists() && std::fs::metadata(&path).map(|m| m.len() > 0).unwrap_or(true) && !replace {
            return Err(failed(format!("{} exists: restore into a new file, or pass --replace once no process has it open", path.display())));
        }
        super::location::create_folder_of(&path)?;
        // Copied beside the target and renamed over it: a restore cut short leaves the old file.
        let partial = path.with_extension("restoring");
        std::fs::copy(&from, &partial).map_err(|e| failed(format!("cannot copy {} to {}: {e}", from.display(), partial.display())))?;
        std::fs::File::open(&partial)
            .and_then(|f| f.sync_all())
            .map_err(|e| failed(format!("cannot sync {}: {e}", partial.display())))?;
        for stale in ["-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{stale}", path.display()));
        }
        std::fs::rename(&partial, &path).map_err(|e| failed(format!("cannot move the restored file into place: {e}")))?;
        Ok(Done { backend: "sqlite", bytes: size(&path) })
    })
    .await
    .map_err(|e| failed(format!("the restore stopped: {e}")))?
}

fn open(name: &str) -> Result<rusqlite::Connection, DbErr> {
    let flags = rusqlite::OpenFlags::SQLITE_OPEN_READ_WRITE | rusqlite::OpenFlags::SQLITE_OPEN_URI | rusqlite::OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let conn = rusqlite::Connection::open_with_flags(name, flags).map_err(|e| failed(format!("cannot open {name}: {e}")))?;
    conn.busy_timeout(std::time::Duration::from_secs(30)).map_err(|e| failed(e.to_string()))?;
    Ok(conn)
}

/// `PRAGMA integrity_check` of the SQLite file `name`: `ok`, or the first problem.
fn check(name: &str) -> Result<(), DbErr> {
    let conn =
        rusqlite::Connection::open_with_flags(name, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY).map_err(|e| failed(format!("cannot open {name}: {e}")))?;
    let verdict: String = conn
        .query_row("PRAGMA integrity_check", [], |row| row.get(0))
        .map_err(|e| failed(format!("{name} is not a SQLite database: {e}")))?;
    if verdict != "ok" {
        return Err(failed(format!("{name} fails SQLite's integrity check: {verdict}")));
    }
    Ok(())
}

fn size(path: &Path) -> u64 {
    std::fs::metadata(path).map(|m| m.len()).unwrap_or(0)
}

/// Runs one of PostgreSQL's tools on the database at `url`; its complaint becomes the error.
async fn run(tool: &str, args: &[&str], url: &str) -> Result<(), DbErr> {
    let (tool, args): (String, Vec<String>) = (tool.to_owned(), args.iter().map(|a| (*a).to_owned()).collect());
    let (url, password) = without_password(url);
    let output = tokio::task::spawn_blocking({
        let tool = tool.clone();
        move || {
            let mut command = std::process::Command::new(tool);
            command.args(args).arg("--dbname").arg(url);
            if let Some(password) = password {
                command.env("PGPASSWORD", password);
            }
            command.output()
        }
    })
    .await
    .map_err(|e| failed(format!("{tool} stopped: {e}")))?
    .map_err(|e| failed(format!("cannot run {tool} (PostgreSQL's client tools, e.g. Debian's postgresql-client): {e}")))?;
    if !output.status.success() {
        return Err(failed(format!("{tool} failed ({}): {}", output.status, String::from_utf8_lossy(&output.stderr).trim())));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_sqlite_backup_is_a_checked_copy_that_restores_only_into_a_free_place() {
        let dir = std::env::temp_dir().join(format!("upboard-backup-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let url = format!("sqlite://{}?mode=rwc", dir.join("live.db").display());
        {
            let conn = rusqlite::Connection::open(dir.join("live.db")).unwrap();
            conn.execute_batch("PRAGMA journal_mode=WAL; CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (1), (2), (3);").unwrap();
        }
        let out = dir.join("copies").join("one.db");
        let done = backup(&url, &out).await.unwrap();
        assert_eq!(done.backend, "sqlite");
        assert!(done.bytes > 0);
        assert!(backup(&url, &out).await.is_err(), "an existing file is never overwritten");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&out).unwrap().permissions().mode() & 0o777;
            assert_eq!(mode, 0o600, "a backup holds the secrets: its owner's alone");
        }

        let target = format!("sqlite://{}?mode=rwc", dir.join("restored.db").display());
        restore(&target, &out, false).await.unwrap();
        let rows: i64 = rusqlite::Connection::open(dir.join("restored.db"))
            .unwrap()
            .query_row("SELECT count(*) FROM t", [], |r| r.get(0))
            .unwrap();
        assert_eq!(rows, 3);
        assert!(restore(&target, &out, false).await.is_err(), "a database in place is not replaced unasked");
        restore(&target, &out, true).await.unwrap();

        std::fs::write(dir.join("junk.db"), b"not a database at all, just text").unwrap();
        assert!(restore(&target, &dir.join("junk.db"), true).await.is_err(), "a file that is no database is refused");
        assert!(backup("sqlite::memory:", &dir.join("x.db")).await.is_err());
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn postgres_tools_get_the_password_from_the_environment_not_the_command_line() {
        let (url, password) = without_password("postgres://upboard:s%40cret%2Bx@db.internal:5432/upboard?sslmode=require");
        assert_eq!(url, "postgres://upboard@db.internal:5432/upboard?sslmode=require");
        assert_eq!(password.as_deref(), Some("s@cret+x"));
        assert_eq!(without_password("postgres://postgres@127.0.0.1/x"), ("postgres://postgres@127.0.0.1/x".to_owned(), None));
    }
}
