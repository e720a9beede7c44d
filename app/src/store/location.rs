//! Where a database lives: the file a `sqlite:` URL names (read as sqlx read it), and the
//! temporary folder of an in-memory database.

use sea_orm::DbErr;
use std::path::PathBuf;

/// Where the database of a `sqlite:` URL lives.
#[derive(Debug, PartialEq)]
pub(super) enum SqliteDatabase {
    /// `name` is what SQLite opens (a path, or a `file:` URI with its parameters); `path` the
    /// file it names, whose folder is created.
    File { name: String, path: PathBuf },
    /// In memory, or no name: a file of its own in the temporary folder.
    Temporary,
}

/// Reads a `sqlite:` URL as sqlx did (`sqlite://path?mode=rwc`, `sqlite:path`, `sqlite::memory:`,
/// `sqlite:file:path?…`), so that existing configurations open the same file.
pub(super) fn sqlite_database(url: &str) -> Result<SqliteDatabase, DbErr> {
    let rest = url.strip_prefix("sqlite://").or_else(|| url.strip_prefix("sqlite:")).unwrap_or(url);
    // `:memory:`, `file::memory:`, `mode=memory`: in memory.
    if rest.is_empty() || rest.contains(":memory:") || rest.contains("mode=memory") {
        return Ok(SqliteDatabase::Temporary);
    }
    // SQLite opens with `SQLITE_OPEN_URI`: a name starting with `file:` is a URI, which it reads
    // with its parameters; other names lose the URL's query (`?mode=rwc`: files are created).
    let Some(uri) = rest.strip_prefix("file:") else {
        let path = rest.split('?').next().unwrap_or_default();
        return Ok(SqliteDatabase::File { name: path.to_owned(), path: PathBuf::from(path) });
    };
    let local = uri.split(['?', '#']).next().unwrap_or_default();
    let path = match local.strip_prefix("//") {
        // `file://localhost/path` or `file:///path`; another host is not a local file.
        Some(after) => match after.find('/') {
            Some(slash) if matches!(&after[..slash], "" | "localhost") => &after[slash..],
            _ => return Err(DbErr::Custom(format!("{url}: SQLite opens local files only"))),
        },
        None => local,
    };
    if path.is_empty() {
        return Ok(SqliteDatabase::Temporary);
    }
    if path.contains('%') {
        return Err(DbErr::Custom(format!("{url}: write the file's name without percent escapes")));
    }
    Ok(SqliteDatabase::File { name: rest.to_owned(), path: PathBuf::from(path) })
}

/// A temporary database's folder, removed when the last handle goes.
#[derive(Debug)]
pub(super) struct TemporaryFolder(pub(super) PathBuf);

impl Drop for TemporaryFolder {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

pub(super) fn create_folder_of(path: &std::path::Path) -> Result<(), DbErr> {
    if let Some(parent) = path.parent()
        && !parent.as_os_str().is_empty()
    {
        std::fs::create_dir_all(parent).map_err(|e| DbErr::Custom(format!("cannot create {}: {e}", parent.display())))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(name: &str, path: &str) -> SqliteDatabase {
        SqliteDatabase::File { name: name.to_owned(), path: PathBuf::from(path) }
    }

    #[test]
    fn sqlite_urls_name_the_files_sqlx_opened() {
        let at = |url| sqlite_database(url).unwrap();
        assert_eq!(at("sqlite://data/upboard.db?mode=rwc"), file("data/upboard.db", "data/upboard.db"));
        assert_eq!(at("sqlite:///tmp/x.db"), file("/tmp/x.db", "/tmp/x.db"));
        assert_eq!(at("sqlite:data.db"), file("data.db", "data.db"));
        assert_eq!(at("sqlite:file:data.db?mode=rwc"), file("file:data.db?mode=rwc", "data.db"));
        assert_eq!(at("sqlite://file:data/upboard.db"), file("file:data/upboard.db", "data/upboard.db"));
        assert_eq!(at("sqlite:file:///tmp/x.db"), file("file:///tmp/x.db", "/tmp/x.db"));
        assert_eq!(at("sqlite:file://localhost/tmp/x.db"), file("file://localhost/tmp/x.db", "/tmp/x.db"));
        assert_eq!(at("sqlite::memory:"), SqliteDatabase::Temporary);
        assert_eq!(at("sqlite://shared?mode=memory&cache=shared"), SqliteDatabase::Temporary);
        assert_eq!(at("sqlite:file::memory:"), SqliteDatabase::Temporary);
        assert_eq!(at("sqlite:"), SqliteDatabase::Temporary);
        assert!(sqlite_database("sqlite:file://elsewhere/x.db").is_err(), "not a local file");
    }
}
