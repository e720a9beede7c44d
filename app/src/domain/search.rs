//! Full-text search over posts: FTS5 on SQLite, `tsvector` on PostgreSQL (see the migration).

use super::Result;
use sea_orm::{ConnectionTrait, DbBackend, Statement};

/// The words of a search box, safe to hand to either engine: letters and digits only.
pub fn terms(query: &str) -> Vec<String> {
    query
        .split(|c: char| !c.is_alphanumeric())
        .filter(|t| !t.is_empty())
        .take(8)
        .map(str::to_lowercase)
        .collect()
}

/// Words too common to tell posts apart: left out when looking for similar posts.
const STOP_WORDS: &[&str] = &[
    "a", "an", "and", "are", "as", "at", "be", "but", "by", "can", "could", "do", "for", "from", "have", "how", "i", "if",
    "in", "is", "it", "let", "me", "my", "no", "not", "of", "on", "or", "our", "please", "should", "so", "that", "the",
    "this", "to", "us", "want", "we", "what", "when", "where", "which", "with", "would", "you", "your",
];

/// How the words of a query combine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Match {
    /// Every word must match (the search box).
    All,
    /// Any word may match, the more the better (similar posts).
    Any,
}

/// Ids of the organization's posts matching the words of `query` (words match as
/// prefixes), the best matches first, titles weighing more than descriptions.
pub async fn matching_post_ids(conn: &impl ConnectionTrait, organization_id: i64, query: &str, limit: u64) -> Result<Vec<i64>> {
    ranked_post_ids(conn, organization_id, &terms(query), Match::All, limit).await
}

/// Ids of the organization's posts sharing significant words with `title`, the closest
/// first: what a new post may duplicate.
pub async fn similar_post_ids(conn: &impl ConnectionTrait, organization_id: i64, title: &str, limit: u64) -> Result<Vec<i64>> {
    let terms: Vec<String> = terms(title).into_iter().filter(|t| t.chars().count() > 2 && !STOP_WORDS.contains(&t.as_str())).collect();
    ranked_post_ids(conn, organization_id, &terms, Match::Any, limit).await
}

async fn ranked_post_ids(conn: &impl ConnectionTrait, organization_id: i64, terms: &[String], mode: Match, limit: u64) -> Result<Vec<i64>> {
    if terms.is_empty() {
        return Ok(Vec::new());
    }
    let backend = conn.get_database_backend();
    let statement = match backend {
        DbBackend::Postgres => {
            let joiner = if mode == Match::All { " & " } else { " | " };
            let tsquery = terms.iter().map(|t| format!("{t}:*")).collect::<Vec<_>>().join(joiner);
            Statement::from_sql_and_values(
                backend,
                "SELECT id FROM posts WHERE organization_id = $1 AND search @@ to_tsquery('simple', $2) \
                 ORDER BY ts_rank(search, to_tsquery('simple', $2)) DESC, votes_count DESC, id DESC LIMIT $3",
                [organization_id.into(), tsquery.into(), (limit as i64).into()],
            )
        }
        _ => {
            let joiner = if mode == Match::All { " " } else { " OR " };
            let fts = terms.iter().map(|t| format!("\"{t}\"*")).collect::<Vec<_>>().join(joiner);
            Statement::from_sql_and_values(
                backend,
                "SELECT posts.id AS id FROM posts_fts JOIN posts ON posts.id = posts_fts.rowid \
                 WHERE posts_fts MATCH ? AND posts.organization_id = ? \
                 ORDER BY bm25(posts_fts, 10.0, 1.0), posts.votes_count DESC, posts.id DESC LIMIT ?",
                [fts.into(), organization_id.into(), (limit as i64).into()],
            )
        }
    };
    let rows = conn.query_all_raw(statement).await?;
    Ok(rows.iter().filter_map(|row| row.try_get::<i64>("", "id").ok()).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{organizations, posts, testing};

    #[test]
    fn search_terms_are_words_only() {
        assert_eq!(terms("Dark-mode \"OR\" *export*"), ["dark", "mode", "or", "export"]);
        assert!(terms("!!! ---").is_empty());
    }

    #[tokio::test]
    async fn search_finds_words_and_prefixes_in_titles_and_descriptions() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let globex = organizations::tests::create_named(&db, "globex").await;
        let dark = posts::tests::post_in(&db, &acme, "Dark mode for the editor").await;
        let export = posts::tests::post_in(&db, &acme, "Export to CSV").await;
        posts::tests::post_in(&db, &globex, "Dark mode elsewhere").await;
        let org = acme.organization.id;
        assert_eq!(matching_post_ids(db.conn(), org, "dark", 10).await.unwrap(), [dark.id]);
        assert_eq!(matching_post_ids(db.conn(), org, "edit", 10).await.unwrap(), [dark.id], "prefixes match");
        assert_eq!(matching_post_ids(db.conn(), org, "please add", 10).await.unwrap().len(), 2, "descriptions count");
        assert!(matching_post_ids(db.conn(), org, "dark csv", 10).await.unwrap().is_empty(), "every word must match");
        assert_eq!(matching_post_ids(db.conn(), org, "\"csv", 10).await.unwrap(), [export.id]);
        assert_eq!(similar_post_ids(db.conn(), org, "A dark theme, please", 10).await.unwrap(), [dark.id], "any significant word");
        assert!(similar_post_ids(db.conn(), org, "the and for", 10).await.unwrap().is_empty(), "common words alone find nothing");
        // Renaming updates the index.
        let txn = db.begin_write().await.unwrap();
        let admin = crate::domain::auth::Actor { user: acme.admin.clone(), role: Some(crate::domain::users::Role::Admin) };
        posts::update(&*txn, org, export.id, &crate::domain::access::Asker::web(Some(&admin)), posts::PostChanges { title: Some("Spreadsheet download".into()), ..Default::default() }).await.unwrap();
        txn.commit().await.unwrap();
        assert!(matching_post_ids(db.conn(), org, "csv", 10).await.unwrap().is_empty());
        assert_eq!(matching_post_ids(db.conn(), org, "spreadsheet", 10).await.unwrap(), [export.id]);
    }
}
