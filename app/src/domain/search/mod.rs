//! Full-text search over posts, by each process's index in memory ([`index`], kept current by
//! [`log`]): ranked, or beyond [`RANKED_MATCHES`] most voted first (the scope's posts walked in
//! vote order from the database, each kept when the index says it matches).

pub mod index;
pub mod log;
mod whole;

use super::Result;
use crate::entities::post_count;
use crate::model::{BucketId, OrgId, PostId, StatusId, TagId};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

/// The words of a search box: letters and digits only.
pub fn terms(query: &str) -> Vec<String> {
    query.split(|c: char| !c.is_alphanumeric()).filter(|t| !t.is_empty()).take(8).map(str::to_lowercase).collect()
}

/// Words too common to tell posts apart: left out when looking for similar posts.
const STOP_WORDS: &[&str] = &[
    "a", "an", "and", "are", "as", "at", "be", "but", "by", "can", "could", "do", "for", "from", "have", "how", "i", "if", "in", "is", "it", "let", "me", "my",
    "no", "not", "of", "on", "or", "our", "please", "should", "so", "that", "the", "this", "to", "us", "want", "we", "what", "when", "where", "which", "with",
    "would", "you", "your",
];

/// How the words of a query combine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Match {
    /// Every word must match (the search box).
    All,
    /// Any word may match, the more the better (similar posts).
    Any,
}

/// Where a search looks: always among one organization's posts that are not hidden.
#[derive(Clone, Debug)]
pub struct Scope {
    within: Within,
    /// Only approved posts (what everyone may see), not those waiting for the team.
    approved_only: bool,
    /// Only the posts of this status.
    status_id: Option<StatusId>,
    /// Only the posts carrying one of these tags (none: no post).
    tag_ids: Option<Vec<TagId>>,
}

#[derive(Clone, Copy, Debug)]
enum Within {
    Organization(OrgId),
    /// A bucket found among its organization's: its posts are the organization's.
    Bucket(BucketId),
}

impl Scope {
    /// The organization's posts that are not hidden, in every bucket.
    pub fn organization(organization_id: OrgId) -> Self {
        Self { within: Within::Organization(organization_id), approved_only: false, status_id: None, tag_ids: None }
    }

    /// The posts of one bucket that are not hidden (its organization's, since the bucket is).
    pub fn bucket(bucket: &crate::entities::bucket::Model) -> Self {
        Self { within: Within::Bucket(bucket.id), ..Self::organization(bucket.organization_id) }
    }

    /// Only the approved ones.
    pub fn approved(self) -> Self {
        Self { approved_only: true, ..self }
    }

    /// Only those of this status, when one is given.
    pub fn of_status(self, status_id: Option<StatusId>) -> Self {
        Self { status_id, ..self }
    }

    /// Only those carrying one of these tags, when they are given.
    pub fn tagged(self, tag_ids: Option<Vec<TagId>>) -> Self {
        Self { tag_ids, ..self }
    }

    /// The scope's posts, as sea-orm selects them (the board, and a search beyond
    /// [`RANKED_MATCHES`]); the index holds the same conditions ([`index::Prepared::page`]).
    pub fn select(&self) -> sea_orm::Select<post_count::Entity> {
        let mut select = match self.within {
            Within::Organization(id) => post_count::Entity::find().filter(post_count::Column::OrganizationId.eq(id)),
            Within::Bucket(id) => post_count::Entity::find().filter(post_count::Column::BucketId.eq(id)),
        }
        // The conditions that never change written in as constants, so that PostgreSQL keeps
        // the plan (a search's walk was planned at every call: docs/performance.md, session 43).
        .filter(post_count::not_hidden());
        if self.approved_only {
            select = select.filter(post_count::approved());
        }
        if let Some(status) = self.status_id {
            select = select.filter(post_count::Column::StatusId.eq(status));
        }
        if let Some(tags) = &self.tag_ids {
            let tagged = sea_orm::sea_query::Query::select()
                .column(crate::entities::post_tag::Column::PostId)
                .from(crate::entities::post_tag::Entity)
                .and_where(crate::entities::post_tag::Column::TagId.is_in(tags.iter().copied()))
                .to_owned();
            select = select.filter(post_count::Column::PostId.in_subquery(tagged));
        }
        select
    }
}

/// Ids of the posts in `scope` matching every word of `query` (words match as prefixes),
/// the best matches first (titles weigh more than descriptions): `limit` of them after the
/// first `offset`.
pub async fn page(db: &super::Db, index: &log::Followed, scope: &Scope, query: &str, offset: u64, limit: u64) -> Result<Vec<PostId>> {
    Ok(page_of::<i64>(db, index, scope, query, offset, limit).await?.into_iter().map(PostId).collect())
}

/// As [`page`], each post found read as `F` (a board's card, say): the ranked matches read by
/// id, the walk in vote order reading `F` itself (one statement, not the ids and then the rows).
pub async fn page_of<F: Found>(db: &super::Db, index: &log::Followed, scope: &Scope, query: &str, offset: u64, limit: u64) -> Result<Vec<F>> {
    page_ranked_up_to(db, index, scope, &terms(query), Match::All, offset, limit, RANKED_MATCHES).await
}

/// The posts of `ids` (that a search found), read by id alone: the search kept to its scope.
/// Filtered by organization too, SQLite (which keeps no statistics) read the organization's
/// posts through its index to find them: 12 ms for a page at 100,000 posts instead of a tenth
/// of one (docs/performance.md, session 13).
pub fn by_ids<Id: Copy + Into<sea_orm::Value>>(ids: &[Id]) -> sea_orm::Select<post_count::Entity> {
    post_count::Entity::find().filter(post_count::Column::PostId.is_in(ids.iter().copied()))
}

/// What a search gives for each post it finds, read from the post's row: the id alone, or
/// what a page shows of it.
pub trait Found: Sized + Send {
    /// The post's id.
    fn id(&self) -> i64;

    /// What `select` (of `post_counts`, the posts' places and counters, in its order) finds,
    /// read as `Self`.
    fn read(db: &super::Db, select: sea_orm::Select<post_count::Entity>) -> impl std::future::Future<Output = Result<Vec<Self>>> + Send;

    /// The posts of `ids`, in that order (those that no longer exist left out), read by id
    /// ([`by_ids`]).
    fn of_ids(db: &super::Db, ids: Vec<i64>) -> impl std::future::Future<Output = Result<Vec<Self>>> + Send {
        async move {
            let mut found = Self::read(db, by_ids(&ids)).await?;
            found.sort_by_key(|p| ids.iter().position(|id| *id == p.id()));
            Ok(found)
        }
    }
}

impl Found for i64 {
    fn id(&self) -> i64 {
        *self
    }

    async fn read(db: &super::Db, select: sea_orm::Select<post_count::Entity>) -> Result<Vec<Self>> {
        Ok(db.ids(select.select_only().column(post_count::Column::PostId)).await?)
    }

    async fn of_ids(_: &super::Db, ids: Vec<i64>) -> Result<Vec<Self>> {
        Ok(ids)
    }
}

/// Ids of the posts in `scope` sharing significant words with `title`, the closest first:
/// what a new post may duplicate.
pub async fn similar_post_ids(db: &super::Db, index: &log::Followed, scope: &Scope, title: &str, limit: u64) -> Result<Vec<PostId>> {
    let terms: Vec<String> = terms(title).into_iter().filter(|t| t.chars().count() > 2 && !STOP_WORDS.contains(&t.as_str())).collect();
    Ok(page_ranked_up_to::<i64>(db, index, scope, &terms, Match::Any, 0, limit, RANKED_MATCHES)
        .await?
        .into_iter()
        .map(PostId)
        .collect())
}

/// Removes the search log's rows older than [`log::PRUNE_AFTER`] in a write of their own;
/// returns how many.
pub async fn prune_log(db: &super::Db) -> Result<u64> {
    let txn = db.begin_write().await?;
    let removed = log::prune_in(&*txn).await?;
    txn.commit().await?;
    Ok(removed)
}

/// Beyond this many matching posts (as many as the index expects, of every organization),
/// a search is ordered by votes instead of by relevance. The index ranks a word in one post
/// of fifteen at 100,000 posts (6,600 matches) in 0.2 ms, but a word in nearly every post
/// (90,000) in 2 ms; among that many matches relevance tells little, and the most voted first
/// is what a reader of the board expects (docs/performance.md, session 14).
pub const RANKED_MATCHES: u64 = 20_000;

/// The walk in vote order beyond [`RANKED_MATCHES`] reads first as many posts as should
/// hold the page, by the share of posts the index expects to match, and a quarter more (and
/// [`WALK_SPARE`]); each further batch is twice the last, up to [`WALK_MOST`]. Each post read
/// is a row of the vote-order index and a question to the search index: reading 64 for a page
/// of 31 when nine posts in ten match cost a fifth of the search.
const WALK_SPARE: u64 = 4;
const WALK_MOST: u64 = 8_192;

/// How many posts more than a page needs the walk reads as the page's rows in one statement;
/// beyond, it reads their ids (from the vote-order index alone) and then the matches' rows.
/// On SQLite a statement costs about as much as a few dozen rows (a word in four posts of ten,
/// 96 rows for a page of 31, was slower read whole than as ids and rows: docs/performance.md,
/// session 17); on PostgreSQL a statement is a round trip, worth hundreds.
fn walk_extra_rows(db: &super::Db) -> u64 {
    if db.backend() == sea_orm::DbBackend::Postgres { 512 } else { 24 }
}

/// The scope's posts, most voted first (the board's vote-order index: no sort).
fn by_votes(scope: &Scope) -> sea_orm::Select<post_count::Entity> {
    scope.select().order_by_desc(post_count::Column::VotesCount).order_by_desc(post_count::Column::PostId)
}

/// As [`page`] (or the similar posts' search, with [`Match::Any`]), each post found read as `F`
/// (its id, or a board's card), with the number of matches that are still ranked given
/// ([`RANKED_MATCHES`] in use, compared with the number the index expects): tests show every
/// order with a few posts.
#[allow(clippy::too_many_arguments, reason = "the search's question and its window, spelled out for the tests")]
pub async fn page_ranked_up_to<F: Found>(
    db: &super::Db,
    index: &log::Followed,
    scope: &Scope,
    terms: &[String],
    mode: Match,
    offset: u64,
    limit: u64,
    ranked_matches: u64,
) -> Result<Vec<F>> {
    if terms.is_empty() || limit == 0 {
        return Ok(Vec::new());
    }
    let index = index.current(db.conn()).await?;
    let prepared = index.prepare(terms, mode)?;
    let expected = prepared.expected_matches();
    if expected == 0 {
        return Ok(Vec::new());
    }
    if expected <= ranked_matches {
        let ids = prepared.page(scope, offset, limit)?;
        return F::of_ids(db, ids).await;
    }
    // Most voted first: the scope's posts in vote order, a batch at a time, each kept when the
    // index says it matches, until the page is full.
    let mut found = Vec::new();
    let share = prepared.expected_share();
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss, clippy::cast_precision_loss)]
    let first = ((offset.saturating_add(limit) as f64 / share) * 1.25).ceil().min(WALK_MOST as f64) as u64;
    let (mut skipped, mut walked, mut batch) = (0u64, 0u64, first.saturating_add(WALK_SPARE).min(WALK_MOST));
    loop {
        // Many more posts than the page needs: their ids alone (the index, no row), then the
        // rows of those the page takes; else the rows themselves, in one statement.
        let wanted = offset.saturating_add(limit).saturating_sub(skipped + found.len() as u64);
        let select = by_votes(scope).offset(walked).limit(batch);
        let (read, taken) = if batch > wanted.saturating_add(walk_extra_rows(db)) {
            let ids = i64::read(db, select).await?;
            let taken = page_part(prepared.matching(&ids)?, offset, limit, &mut skipped, found.len());
            (ids.len(), F::of_ids(db, taken).await?)
        } else {
            let rows = F::read(db, select).await?;
            // The matches come back in the candidates' order.
            let mut matched = prepared.matching(&rows.iter().map(Found::id).collect::<Vec<_>>())?.into_iter().peekable();
            let read = rows.len();
            let matches = rows.into_iter().filter(|row| matched.next_if_eq(&row.id()).is_some()).collect();
            (read, page_part(matches, offset, limit, &mut skipped, found.len()))
        };
        found.extend(taken);
        if found.len() as u64 >= limit || (read as u64) < batch {
            return Ok(found);
        }
        walked += batch;
        batch = (batch * 2).min(WALK_MOST);
    }
}

/// Of a batch's `matches` (in order), those the page takes: the first skipped while fewer
/// than `offset` were (counted in `skipped`), then at most what fills `limit` after `found`.
fn page_part<T>(matches: Vec<T>, offset: u64, limit: u64, skipped: &mut u64, found: usize) -> Vec<T> {
    let skip = usize::try_from(offset.saturating_sub(*skipped)).unwrap_or(usize::MAX).min(matches.len());
    *skipped += skip as u64;
    let room = usize::try_from(limit).unwrap_or(usize::MAX).saturating_sub(found);
    matches.into_iter().skip(skip).take(room).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{organizations, posts, testing};

    /// On PostgreSQL (`UPBOARD_TEST_POSTGRES_URL`; `make test` skips `postgres::` tests when
    /// none answers).
    mod postgres {
        use super::*;
        use crate::domain::posts::tests::postgres::{copies_of_the_first, plans, posts_by_day};
        use sea_orm::{ConnectionTrait, DbBackend, QueryTrait};

        /// A search's walk of a board's approved posts in vote order keeps its plan on a board
        /// where some posts wait for approval.
        #[tokio::test]
        async fn the_walk_of_approved_posts_keeps_its_plan() {
            let fixture = posts_by_day().await;
            copies_of_the_first(&fixture.conn, 10_000, None).await;
            let bucket = crate::domain::buckets::find(fixture.db.conn(), fixture.org.organization.id, fixture.org.default_bucket.id)
                .await
                .unwrap()
                .unwrap();
            let walk = Scope::bucket(&bucket)
                .approved()
                .select()
                .order_by_desc(post_count::Column::VotesCount)
                .order_by_desc(post_count::Column::PostId)
                .limit(96);
            let statement = crate::store::paged(walk.build(DbBackend::Postgres));
            for _ in 0..7 {
                assert_eq!(fixture.conn.query_all_raw(statement.clone()).await.unwrap().len(), 96);
            }
            assert_eq!(plans(&fixture.conn, "\"approval_status\"").await, (2, 5), "the plan kept after five runs serves the rest");
            fixture.drop().await;
        }
    }

    /// The walk in vote order beyond the ranked matches reads an index in vote order, on a
    /// board with a status and a tag chosen or not, and on an organization: no sort; without a
    /// status, the index alone (it holds the approval), no row.
    #[tokio::test]
    async fn the_walk_in_vote_order_reads_an_index_in_vote_order() {
        use sea_orm::QueryTrait;
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        posts::tests::post_in(&db, &acme, "Dark mode for the editor").await;
        let board = Scope::bucket(&acme.default_bucket).approved();
        for scope in [
            board.clone(),
            board.clone().of_status(Some(StatusId(1))),
            board.clone().tagged(Some(vec![TagId(1), TagId(2)])),
            Scope::organization(acme.organization.id),
        ] {
            // What the walk reads for ids (`Found for i64`).
            let ids = by_votes(&scope).select_only().column(post_count::Column::PostId);
            let plan = testing::sqlite_plan(&db, ids.offset(64).limit(128).build(sea_orm::DbBackend::Sqlite)).await;
            let index = match (scope.status_id, scope.within) {
                (Some(_), _) => "idx_post_counts_bucket_status_top",
                (None, Within::Bucket(_)) => "idx_post_counts_bucket_top",
                (None, Within::Organization(_)) => "idx_post_counts_org_top",
            };
            assert!(plan[0].starts_with("SEARCH post_counts USING") && plan[0].contains(index), "{scope:?}: {plan:?}");
            if scope.status_id.is_none() {
                assert!(plan[0].contains("COVERING INDEX"), "{scope:?}: {plan:?}");
            }
            assert!(!plan.iter().any(|step| step.contains("TEMP B-TREE")), "{scope:?}: {plan:?}");
        }
    }

    /// What a page shows, read beside a walk that reads many more posts than the page (their
    /// ids first, then the matches' rows) or few more (the rows themselves): the same posts in
    /// the same order as the ids alone, page after page.
    #[tokio::test]
    async fn a_walk_reads_the_same_pages_as_rows_or_as_ids_then_rows() {
        /// A page's row as a test reads it: the post's id, read as a row.
        #[derive(Debug, PartialEq)]
        struct Row(i64);
        impl Found for Row {
            fn id(&self) -> i64 {
                self.0
            }
            async fn read(db: &crate::domain::Db, select: sea_orm::Select<post_count::Entity>) -> Result<Vec<Self>> {
                Ok(db.ids(select.select_only().column(post_count::Column::PostId)).await?.into_iter().map(Row).collect())
            }
        }
        let db = testing::db().await;
        let index = log::Followed::new().unwrap();
        let acme = organizations::tests::create_acme(&db).await;
        let mut dark = Vec::new();
        for n in 0..90 {
            let post = posts::tests::post_in(&db, &acme, if n % 3 == 0 { "Dark mode" } else { "Export" }).await;
            if n % 3 == 0 {
                dark.push(post.id.get());
            }
        }
        // No votes: the newest first.
        dark.reverse();
        let scope = Scope::bucket(&acme.default_bucket).approved();
        let words = terms("dark");
        // A page of 30 walks 3 * 30 * 1.25 + 4 posts (ids first); a page of 2, 11 (rows).
        for (offset, limit) in [(0, 30), (30, 30), (0, 2), (2, 2), (28, 4)] {
            let ids = page_ranked_up_to::<i64>(&db, &index, &scope, &words, Match::All, offset, limit, 1).await.unwrap();
            let rows: Vec<Row> = page_ranked_up_to(&db, &index, &scope, &words, Match::All, offset, limit, 1).await.unwrap();
            assert_eq!(rows, ids.iter().copied().map(Row).collect::<Vec<_>>(), "{offset} {limit}");
            let expected: Vec<i64> = dark.iter().copied().skip(offset as usize).take(limit as usize).collect();
            assert_eq!(ids, expected, "{offset} {limit}");
        }
    }

    /// Beyond the bound, the matches come most voted first, whatever their relevance; pages
    /// follow each other in every order.
    #[tokio::test]
    async fn a_search_matching_too_many_posts_to_rank_orders_them_by_votes() {
        let db = testing::db().await;
        let index = log::Followed::new().unwrap();
        let acme = organizations::tests::create_acme(&db).await;
        let relevant = posts::tests::post_in(&db, &acme, "Dark dark dark").await;
        let voted = posts::tests::post_in(&db, &acme, "A dark corner").await;
        let txn = db.begin_write().await.unwrap();
        crate::domain::votes::cast(&*txn, acme.organization.id, voted.id, acme.admin.id, crate::domain::votes::Kind::Upvote, crate::domain::votes::Source::Web)
            .await
            .unwrap();
        txn.commit().await.unwrap();
        let scope = Scope::bucket(&acme.default_bucket).approved();
        // A whole word and a beginning, in both orders.
        for word in ["dark", "dar"] {
            let words = terms(word);
            let search = |offset, limit, bound| page_ranked_up_to::<i64>(&db, &index, &scope, &words, Match::All, offset, limit, bound);
            assert_eq!(search(0, 10, 2).await.unwrap(), [relevant.id.get(), voted.id.get()], "{word}: ranked");
            assert_eq!(search(0, 10, 1).await.unwrap(), [voted.id.get(), relevant.id.get()], "{word}: by votes");
            assert_eq!(search(0, 1, 1).await.unwrap(), [voted.id.get()], "{word}: limited");
            assert_eq!(search(1, 1, 1).await.unwrap(), [relevant.id.get()], "{word}: the next page, by votes");
            assert_eq!(search(1, 1, 2).await.unwrap(), [voted.id.get()], "{word}: the next page, ranked");
            assert!(search(2, 1, 2).await.unwrap().is_empty(), "{word}");
        }
        assert!(page_ranked_up_to::<i64>(&db, &index, &scope, &terms("zzz"), Match::All, 0, 10, 1).await.unwrap().is_empty());
    }

    /// A search sees only its scope's posts: neither hidden ones, nor those waiting for the
    /// team when it asks for approved ones, nor another organization's, status's or tag's;
    /// in every order.
    #[tokio::test]
    async fn a_search_keeps_to_its_scope() {
        use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
        let db = testing::db().await;
        let index = log::Followed::new().unwrap();
        let acme = organizations::tests::create_acme(&db).await;
        let shown = posts::tests::post_in(&db, &acme, "Dark mode").await;
        let hidden = posts::tests::post_in(&db, &acme, "Dark hidden").await;
        let txn = db.begin_write().await.unwrap();
        crate::entities::post::Entity::update_many()
            .col_expr(crate::entities::post::Column::Hidden, sea_orm::sea_query::Expr::value(true))
            .filter(crate::entities::post::Column::Id.eq(hidden.id))
            .exec(&*txn)
            .await
            .unwrap();
        txn.commit().await.unwrap();
        let org = acme.organization.id;
        for (word, bound) in [("dark", RANKED_MATCHES), ("dark", 1), ("dar", 1)] {
            let words = terms(word);
            let found = |scope: Scope| {
                let (db, index, words) = (&db, &index, &words);
                async move { page_ranked_up_to::<i64>(db, index, &scope, words, Match::All, 0, 10, bound).await.unwrap() }
            };
            assert_eq!(found(Scope::organization(org)).await, [shown.id.get()], "{word} {bound}");
            assert_eq!(found(Scope::bucket(&acme.default_bucket).approved()).await, [shown.id.get()], "{word} {bound}");
            assert!(found(Scope::organization(org).of_status(Some(StatusId(shown.status_id.get() + 1000)))).await.is_empty(), "{word} {bound}");
            assert_eq!(found(Scope::organization(org).of_status(Some(shown.status_id))).await, [shown.id.get()], "{word} {bound}");
            assert!(found(Scope::organization(org).tagged(Some(vec![]))).await.is_empty(), "{word} {bound}");
            assert!(found(Scope::organization(OrgId(org.get() + 1000))).await.is_empty(), "{word} {bound}");
        }
    }

    #[test]
    fn search_terms_are_words_only() {
        assert_eq!(terms("Dark-mode \"OR\" *export*"), ["dark", "mode", "or", "export"]);
        assert!(terms("!!! ---").is_empty());
    }

    #[tokio::test]
    async fn search_finds_words_and_prefixes_in_titles_and_descriptions() {
        let db = testing::db().await;
        let index = log::Followed::new().unwrap();
        let acme = organizations::tests::create_acme(&db).await;
        let globex = organizations::tests::create_named(&db, "globex").await;
        let dark = posts::tests::post_in(&db, &acme, "Dark mode for the editor").await;
        let export = posts::tests::post_in(&db, &acme, "Export to CSV").await;
        posts::tests::post_in(&db, &globex, "Dark mode elsewhere").await;
        let org = acme.organization.id;
        let scope = Scope::organization(org);
        assert_eq!(page(&db, &index, &scope, "dark", 0, 10).await.unwrap(), [dark.id]);
        assert_eq!(page(&db, &index, &scope, "edit", 0, 10).await.unwrap(), [dark.id], "prefixes match");
        assert_eq!(page(&db, &index, &scope, "please add", 0, 10).await.unwrap().len(), 2, "descriptions count");
        assert!(page(&db, &index, &scope, "dark csv", 0, 10).await.unwrap().is_empty(), "every word must match");
        assert_eq!(page(&db, &index, &scope, "\"csv", 0, 10).await.unwrap(), [export.id]);
        assert_eq!(similar_post_ids(&db, &index, &scope, "A dark theme, please", 10).await.unwrap(), [dark.id], "any significant word");
        assert!(similar_post_ids(&db, &index, &scope, "the and for", 10).await.unwrap().is_empty(), "common words alone find nothing");
        // Renaming updates the index.
        let txn = db.begin_write().await.unwrap();
        let admin = crate::domain::access::Actor { user: acme.admin.clone(), role: Some(crate::domain::users::Role::Admin) };
        posts::update(
            &*txn,
            org,
            export.id,
            &crate::domain::access::Asker::web(Some(&admin)),
            posts::PostChanges { title: Some("Spreadsheet download".into()), ..Default::default() },
        )
        .await
        .unwrap();
        txn.commit().await.unwrap();
        assert!(page(&db, &index, &scope, "csv", 0, 10).await.unwrap().is_empty());
        assert_eq!(page(&db, &index, &scope, "spreadsheet", 0, 10).await.unwrap(), [export.id]);
    }
}
