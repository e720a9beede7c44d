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

/// Beyond this many matching posts (of every organization: the index is shared), a search on
/// SQLite is ordered by votes instead of by relevance. Ranking costs a few microseconds a
/// match (each match's score is computed and sorted), so a word in most posts (`a`, `the`,
/// one letter typed) would cost a second at 100,000 posts; among that many matches relevance
/// tells little, and the most voted first is what a reader of the board expects. Counting the
/// matches stays cheap: the full-text index answers with ids alone.
pub const RANKED_MATCHES: u64 = 5_000;

/// SQLite: the best matches first. CROSS JOIN keeps the index's matches as the outer loop:
/// SQLite's planner may otherwise walk the organization's posts and ask the index about each
/// one, running the whole (prefix) query once per post (70 ms for a word in no post at 10,000
/// posts, 35 s in a debug build for `a`).
const SQLITE_RANKED: &str = "SELECT posts.id AS id FROM posts_fts CROSS JOIN posts ON posts.id = posts_fts.rowid \
     WHERE posts_fts MATCH ? AND posts.organization_id = ? \
     ORDER BY bm25(posts_fts, 10.0, 1.0), posts.votes_count DESC, posts.id DESC LIMIT ?";

/// SQLite, beyond [`RANKED_MATCHES`]: the matches most voted first, from the index outwards
/// too (an `IN` of the matches instead walked the organization's posts: 15 ms against 3 ms for
/// a word in one post of fifteen at 100,000 posts).
const SQLITE_BY_VOTES: &str = "SELECT posts.id AS id FROM posts_fts CROSS JOIN posts ON posts.id = posts_fts.rowid \
     WHERE posts_fts MATCH ? AND posts.organization_id = ? \
     ORDER BY posts.votes_count DESC, posts.id DESC LIMIT ?";

/// PostgreSQL: the organization's matches, ranked (`ts_rank`, then votes).
const POSTGRES_RANKED: &str = "SELECT id FROM posts WHERE organization_id = $2 AND search @@ to_tsquery('simple', $1) \
     ORDER BY ts_rank(search, to_tsquery('simple', $1)) DESC, votes_count DESC, id DESC LIMIT $3";

async fn ranked_post_ids(conn: &impl ConnectionTrait, organization_id: i64, terms: &[String], mode: Match, limit: u64) -> Result<Vec<i64>> {
    post_ids_ranked_up_to(conn, organization_id, terms, mode, limit, RANKED_MATCHES).await
}

/// As the search box's search, with the number of matches that are still ranked given
/// ([`RANKED_MATCHES`] in use; SQLite only, PostgreSQL ranks every match): tests show both
/// orders with a few posts.
pub async fn post_ids_ranked_up_to(conn: &impl ConnectionTrait, organization_id: i64, terms: &[String], mode: Match, limit: u64, ranked_matches: u64) -> Result<Vec<i64>> {
    if terms.is_empty() {
        return Ok(Vec::new());
    }
    let backend = conn.get_database_backend();
    let query = match backend {
        DbBackend::Postgres => {
            let joiner = if mode == Match::All { " & " } else { " | " };
            terms.iter().map(|t| format!("{t}:*")).collect::<Vec<_>>().join(joiner)
        }
        _ => {
            let joiner = if mode == Match::All { " " } else { " OR " };
            terms.iter().map(|t| format!("\"{t}\"*")).collect::<Vec<_>>().join(joiner)
        }
    };
    if backend == DbBackend::Postgres {
        // Every match is ranked: measured at 100,000 posts, the bounded variants tried cost
        // more there than ranking (docs/performance.md: a separate count with a `LIMIT` scanned
        // the table, 90 ms for a word in one post of fifteen; one statement counting a
        // materialized set of the matches took 130–195 ms for `a` and `the` against 70–80).
        let rows = conn.query_all_raw(Statement::from_sql_and_values(backend, POSTGRES_RANKED, [query.into(), organization_id.into(), (limit as i64).into()])).await?;
        return Ok(rows.iter().filter_map(|row| row.try_get::<i64>("", "id").ok()).collect());
    }
    // How many posts match, counted only up to the bound: ids from the index, nothing else.
    let counted = "SELECT count(*) AS n FROM (SELECT rowid FROM posts_fts WHERE posts_fts MATCH ? LIMIT ?)";
    let matches = conn
        .query_one_raw(Statement::from_sql_and_values(backend, counted, [query.clone().into(), (ranked_matches as i64 + 1).into()]))
        .await?
        .and_then(|row| row.try_get::<i64>("", "n").ok())
        .unwrap_or_default();
    if matches == 0 {
        return Ok(Vec::new());
    }
    let sql = if matches as u64 <= ranked_matches { SQLITE_RANKED } else { SQLITE_BY_VOTES };
    let values: [sea_orm::Value; 3] = [query.into(), organization_id.into(), (limit as i64).into()];
    let rows = conn.query_all_raw(Statement::from_sql_and_values(backend, sql, values)).await?;
    Ok(rows.iter().filter_map(|row| row.try_get::<i64>("", "id").ok()).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{organizations, posts, testing};

    /// The plan SQLite picks for the ranked search walks the index's matches and looks each
    /// post up by id; never the organization's posts with a full-text query for each.
    #[tokio::test]
    async fn sqlite_ranks_from_the_index_matches_outwards() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        posts::tests::post_in(&db, &acme, "Dark mode for the editor").await;
        for sql in [SQLITE_RANKED, SQLITE_BY_VOTES] {
            let statement = sea_orm::Statement::from_sql_and_values(DbBackend::Sqlite, sql, ["\"dark\"*".into(), acme.organization.id.into(), 10i64.into()]);
            let steps = testing::sqlite_plan(&db, statement).await;
            assert!(steps[0].starts_with("SCAN posts_fts VIRTUAL TABLE"), "{sql}: {steps:?}");
            assert!(steps[1].starts_with("SEARCH posts USING INTEGER PRIMARY KEY"), "{sql}: {steps:?}");
        }
    }

    /// Beyond the bound, the matches come most voted first, whatever their relevance.
    #[tokio::test]
    async fn a_search_matching_too_many_posts_to_rank_orders_them_by_votes() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let relevant = posts::tests::post_in(&db, &acme, "Dark dark dark").await;
        let voted = posts::tests::post_in(&db, &acme, "A dark corner").await;
        let txn = db.begin_write().await.unwrap();
        crate::domain::votes::cast(&*txn, acme.organization.id, voted.id, acme.admin.id, crate::domain::votes::Kind::Upvote, crate::domain::votes::Source::Web).await.unwrap();
        txn.commit().await.unwrap();
        let org = acme.organization.id;
        let dark = terms("dark");
        assert_eq!(post_ids_ranked_up_to(db.conn(), org, &dark, Match::All, 10, 2).await.unwrap(), [relevant.id, voted.id], "ranked");
        assert_eq!(post_ids_ranked_up_to(db.conn(), org, &dark, Match::All, 10, 1).await.unwrap(), [voted.id, relevant.id], "by votes");
        assert_eq!(post_ids_ranked_up_to(db.conn(), org, &dark, Match::All, 1, 1).await.unwrap(), [voted.id], "limited");
        assert!(post_ids_ranked_up_to(db.conn(), org, &terms("zzz"), Match::All, 10, 1).await.unwrap().is_empty());
    }

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
