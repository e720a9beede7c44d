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

/// Ids of the organization's posts matching every word of `query` (words match as
/// prefixes), the best matches first, titles weighing more than descriptions.
pub async fn matching_post_ids(conn: &impl ConnectionTrait, organization_id: i64, query: &str, limit: u64) -> Result<Vec<i64>> {
    let terms = terms(query);
    if terms.is_empty() {
        return Ok(Vec::new());
    }
    let backend = conn.get_database_backend();
    let statement = match backend {
        DbBackend::Postgres => {
            let tsquery = terms.iter().map(|t| format!("{t}:*")).collect::<Vec<_>>().join(" & ");
            Statement::from_sql_and_values(
                backend,
                "SELECT id FROM posts WHERE organization_id = $1 AND search @@ to_tsquery('simple', $2) \
                 ORDER BY ts_rank(search, to_tsquery('simple', $2)) DESC, votes_count DESC, id DESC LIMIT $3",
                [organization_id.into(), tsquery.into(), (limit as i64).into()],
            )
        }
        _ => {
            let fts = terms.iter().map(|t| format!("\"{t}\"*")).collect::<Vec<_>>().join(" ");
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
        // Renaming updates the index.
        let txn = db.begin_write().await.unwrap();
        let admin = crate::domain::auth::Actor { user: acme.admin.clone(), role: Some(crate::domain::users::Role::Admin) };
        posts::update(&*txn, org, export.id, &admin, true, posts::PostChanges { title: Some("Spreadsheet download".into()), ..Default::default() }).await.unwrap();
        txn.commit().await.unwrap();
        assert!(matching_post_ids(db.conn(), org, "csv", 10).await.unwrap().is_empty());
        assert_eq!(matching_post_ids(db.conn(), org, "spreadsheet", 10).await.unwrap(), [export.id]);
    }
}
