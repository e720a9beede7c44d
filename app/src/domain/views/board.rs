//! The public board of an organization: one bucket's approved, visible posts in one order.

use crate::domain::{Error, Result, buckets, organizations, posts, search, statuses, text};
use crate::entities::{bucket, post, post_count, status};
use crate::model::{BOARD_PAGE_SIZE, Board, BoardQuery, BoardSort, BucketId, BucketTab, OrgId, PostCard, StatusBadge, StatusFilter, StatusId, WhyHere};
use crate::said;
use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};
use std::collections::HashMap;

/// One page of the board. `view.bucket` is a bucket's slug (the default bucket when `None`);
/// private buckets are never shown here. `view.status` keeps the posts of one status, named
/// by its label slugged as post titles are.
pub async fn load(db: &crate::domain::Db, index: &search::log::Followed, org_name: &str, view: &BoardQuery) -> Result<Board> {
    let conn = db.conn();
    let (bucket, sort, page, query) = (view.bucket.as_deref(), view.sort, view.page, view.q.as_deref());
    let org = organizations::find_by_name_cached(db, org_name)
        .await?
        .ok_or_else(|| Error::NotFound(said!("said-organization-x-was-not-found", org = crate::domain::echoed_after("Organization ", org_name))))?;
    let buckets: Vec<bucket::Model> = buckets::cached(db, org.id).await?.into_iter().filter(|b| !b.private).collect();
    let current = match bucket {
        Some(slug) => buckets.iter().find(|b| b.slug == slug),
        None => buckets.iter().find(|b| b.is_default).or_else(|| buckets.first()),
    }
    .ok_or_else(|| Error::NotFound(said!("said-board-x-was-not-found", id = crate::domain::echoed_after("Board ", bucket.unwrap_or("(default)")))))?
    .clone();

    let page = page.max(1);
    let query = query.map(str::trim).filter(|q| !q.is_empty());
    let all_statuses = statuses::cached(db, org.id).await?;
    let status = match view.status.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        Some(slug) => Some(
            all_statuses
                .iter()
                .find(|s| text::slug_base(&s.label) == slug)
                .ok_or_else(|| Error::NotFound(said!("said-status-x-was-not-found", id = crate::domain::echoed_after("Status ", slug))))?,
        ),
        None => None,
    };
    let tag = view.tag.as_deref().map(str::trim).filter(|t| !t.is_empty());
    let tag_ids = match tag {
        Some(name) => Some(
            crate::domain::tags::ids_by_names(conn, org.id, &[name.to_owned()])
                .await?
                .ok_or_else(|| Error::NotFound(said!("said-tag-x-was-not-found", id = crate::domain::echoed_after("Tag ", name))))?,
        ),
        None => None,
    };
    // The board's posts: the bucket's approved, visible ones, of the status and tag chosen.
    let mut why_here = Vec::new();
    let scope = search::Scope::bucket(&current).approved().of_status(status.map(|s| s.id)).tagged(tag_ids);
    let (rows, has_more) = match (query, crate::domain::page_offset(page, BOARD_PAGE_SIZE)) {
        (_, None) => (Vec::new(), false),
        // Searching: the best matches first, whatever the sort; the search reads the page's
        // cards among the board's posts (by id, or in vote order beyond the ranked matches).
        (Some(query), Some(offset)) => {
            let mut found: Vec<CardRow> = search::page_of(db, index, &scope, query, offset, BOARD_PAGE_SIZE + 1).await?;
            let has_more = found.len() as u64 > BOARD_PAGE_SIZE;
            found.truncate(BOARD_PAGE_SIZE as usize);
            (found, has_more)
        }
        (None, Some(offset)) => {
            let visible = scope.select();
            let ordered = match sort {
                BoardSort::Trending => visible.order_by_desc(post_count::Column::TrendingScore),
                BoardSort::Top => visible.order_by_desc(post_count::Column::VotesCount),
                BoardSort::New => visible.order_by_desc(post_count::Column::CreatedAt),
            };
            // Trending cards name their neighbours' scores, the first card's on the page
            // before too: read with the page, one row earlier.
            let before = u64::from(sort == BoardSort::Trending && offset > 0);
            let read = ordered.order_by_desc(post_count::Column::PostId).offset(offset - before).limit(BOARD_PAGE_SIZE + 1 + before);
            let mut rows: Vec<CardRow> = db.rows(card_columns(read)).await?;
            let above = (before == 1 && !rows.is_empty()).then(|| rows.remove(0));
            let has_more = rows.len() as u64 > BOARD_PAGE_SIZE;
            let below = rows.get(BOARD_PAGE_SIZE as usize).cloned();
            rows.truncate(BOARD_PAGE_SIZE as usize);
            if sort == BoardSort::Trending {
                why_here = explain(&rows, above.as_ref(), below.as_ref(), chrono::Utc::now());
            }
            (rows, has_more)
        }
    };

    let mut posts = cards(&all_statuses, rows);
    for (card, why) in posts.iter_mut().zip(why_here) {
        card.why = Some(why);
    }

    Ok(Board {
        org: crate::domain::roadmaps::summary(db, &org).await?,
        buckets: buckets.into_iter().map(tab).collect(),
        bucket: tab(current),
        sort,
        posts,
        page,
        has_more,
        viewer: None,
        query: query.map(str::to_owned),
        status: status.map(|s| text::slug_base(&s.label)),
        tag: tag.map(str::to_owned),
        statuses: all_statuses.iter().map(|s| StatusFilter { slug: text::slug_base(&s.label), label: s.label.clone() }).collect(),
    })
}

/// What a card shows of a post: the board reads these columns, not the whole row (a fifth of
/// the page's time went to reading and converting the other twelve).
#[derive(Clone, Debug, sea_orm::FromQueryResult)]
struct CardRow {
    id: i64,
    title: String,
    slug: String,
    description_text: Option<String>,
    status_id: StatusId,
    votes_count: i32,
    comments_count: i32,
    downvotes_count: i32,
    trending_score: f64,
}

impl crate::store::sqlite::FromSqliteRow for CardRow {
    const COLUMNS: &'static [&'static str] =
        &["id", "title", "slug", "description_text", "status_id", "votes_count", "comments_count", "downvotes_count", "trending_score"];

    fn from_row(row: &rusqlite::Row<'_>, at: usize) -> rusqlite::Result<Self> {
        Ok(Self {
            id: row.get(at)?,
            title: row.get(at + 1)?,
            slug: row.get(at + 2)?,
            description_text: row.get(at + 3)?,
            status_id: StatusId(row.get(at + 4)?),
            votes_count: row.get(at + 5)?,
            comments_count: row.get(at + 6)?,
            downvotes_count: row.get(at + 7)?,
            trending_score: row.get(at + 8)?,
        })
    }
}

impl search::Found for CardRow {
    fn id(&self) -> i64 {
        self.id
    }

    async fn read(db: &crate::domain::Db, select: sea_orm::Select<post_count::Entity>) -> Result<Vec<Self>> {
        Ok(db.rows(card_columns(select)).await?)
    }
}

/// `select` (of `post_counts`, in its order) reading the columns of a [`CardRow`], in its
/// order: the counters from its row, the text from the post's.
fn card_columns(select: sea_orm::Select<post_count::Entity>) -> sea_orm::Select<post_count::Entity> {
    use sea_orm::QueryTrait;
    use sea_orm::sea_query::{Expr, ExprTrait};
    let mut select = select
        .select_only()
        .expr_as(Expr::col((post_count::Entity, post_count::Column::PostId)), "id")
        .columns([post::Column::Title, post::Column::Slug, post::Column::DescriptionText])
        .columns([
            post_count::Column::StatusId,
            post_count::Column::VotesCount,
            post_count::Column::CommentsCount,
            post_count::Column::DownvotesCount,
            post_count::Column::TrendingScore,
        ]);
    QueryTrait::query(&mut select)
        .inner_join(post::Entity, Expr::col((post::Entity, post::Column::Id)).equals((post_count::Entity, post_count::Column::PostId)));
    select
}

/// "Why here?" of each of `rows`, a page of the Trending board in its order, at `now`: the
/// breakdown of its score and its neighbours' scores (`above` the first, `below` the last are
/// the posts on the pages around, if any).
fn explain(rows: &[CardRow], above: Option<&CardRow>, below: Option<&CardRow>, now: chrono::DateTime<chrono::Utc>) -> Vec<WhyHere> {
    let neighbour = |row: &CardRow| posts::relative_score(row.trending_score, now);
    rows.iter()
        .enumerate()
        .map(|(i, row)| {
            let b = posts::breakdown(row.votes_count, row.downvotes_count, row.trending_score, now);
            WhyHere {
                upvotes: row.votes_count,
                downvotes: row.downvotes_count,
                votes_part: b.votes_part,
                age_part: b.age_part,
                age_seconds: b.age_seconds,
                score: b.score,
                above: if i == 0 { above } else { rows.get(i - 1) }.map(neighbour),
                below: rows.get(i + 1).or(below).map(neighbour),
            }
        })
        .collect()
}

/// Posts as the board shows them, with the badges of the organization's `statuses`.
fn cards(statuses: &[status::Model], rows: Vec<CardRow>) -> Vec<PostCard> {
    let badges: HashMap<StatusId, StatusBadge> = statuses
        .iter()
        .map(|s| (s.id, StatusBadge { label: s.label.clone(), kind: s.kind.name(), color: s.color.clone() }))
        .collect();
    rows.into_iter()
        .map(|p| PostCard {
            id: p.id,
            preview: text::preview(p.description_text.as_deref().unwrap_or_default()),
            status: badges
                .get(&p.status_id)
                .cloned()
                .unwrap_or_else(|| StatusBadge { label: String::new(), kind: String::new(), color: String::new() }),
            slug: p.slug,
            title: p.title,
            votes_count: p.votes_count,
            comments_count: p.comments_count,
            why: None,
        })
        .collect()
}

/// How many similar posts the submit form suggests.
pub const SIMILAR_LIMIT: u64 = 5;

/// Public posts (approved, visible, in a public bucket) that a post titled `title` may
/// duplicate, the closest first.
pub async fn similar(db: &crate::domain::Db, index: &search::log::Followed, org_name: &str, title: &str) -> Result<Vec<PostCard>> {
    let conn = db.conn();
    let org = organizations::find_by_name(conn, org_name)
        .await?
        .ok_or_else(|| Error::NotFound(said!("said-organization-x-was-not-found", org = crate::domain::echoed_after("Organization ", org_name))))?;
    // A few more than shown: some candidates may be private, pending or hidden.
    let ids = search::similar_post_ids(db, index, &search::Scope::organization(org.id).approved(), title, SIMILAR_LIMIT * 4).await?;
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let public: Vec<BucketId> = buckets::list(conn, org.id, false).await?.into_iter().map(|b| b.id).collect();
    let mut rows: Vec<CardRow> = db.rows(card_columns(search::by_ids(&ids).filter(post_count::Column::BucketId.is_in(public)))).await?;
    rows.sort_by_key(|p| ids.iter().position(|id| id.get() == p.id));
    rows.truncate(SIMILAR_LIMIT as usize);
    Ok(cards(&statuses::list(conn, org.id).await?, rows))
}

/// Addresses one sitemap may list (the sitemap protocol's limit).
pub const SITEMAP_LIMIT: u64 = 50_000;

/// Public posts (approved, visible, in a public bucket) of an organization for its sitemap:
/// page `page` (1-based) of [`SITEMAP_LIMIT`] slugs with their last change, oldest post
/// first, and how many pages there are in all. Never a private, pending or hidden post.
pub async fn sitemap(conn: &impl ConnectionTrait, organization_id: OrgId, page: u64) -> Result<(Vec<(String, chrono::DateTime<chrono::Utc>)>, u64)> {
    use sea_orm::PaginatorTrait;
    let public: Vec<BucketId> = buckets::list(conn, organization_id, false).await?.into_iter().map(|b| b.id).collect();
    let visible = post::Entity::find()
        .filter(post::Column::BucketId.is_in(public))
        .filter(post::Column::Hidden.eq(false))
        .filter(post::Column::ApprovalStatus.eq(crate::entities::states::Approval::Approved));
    let pages = visible.clone().count(conn).await?.div_ceil(SITEMAP_LIMIT).max(1);
    let Some(offset) = crate::domain::page_offset(page, SITEMAP_LIMIT) else {
        return Ok((Vec::new(), pages));
    };
    let rows: Vec<(String, chrono::DateTime<chrono::Utc>)> = visible
        .select_only()
        .column(post::Column::Slug)
        .column(post::Column::UpdatedAt)
        .order_by_asc(post::Column::Id)
        .offset(offset)
        .limit(SITEMAP_LIMIT)
        .into_tuple()
        .all(conn)
        .await?;
    Ok((rows, pages))
}

fn tab(bucket: bucket::Model) -> BucketTab {
    BucketTab { id: bucket.id.get(), name: bucket.name, slug: bucket.slug, is_default: bucket.is_default }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{organizations, posts, testing, users, votes};
    use crate::model::Email;

    /// The posts a search found are looked up by id, never found by walking an index.
    #[tokio::test]
    async fn the_posts_a_search_found_are_read_by_id() {
        use sea_orm::QueryTrait;
        let db = testing::db().await;
        let steps = testing::sqlite_plan(&db, search::by_ids(&(1..=31).collect::<Vec<_>>()).build(sea_orm::DbBackend::Sqlite)).await;
        assert_eq!(steps.len(), 1, "{steps:?}");
        assert!(steps[0].starts_with("SEARCH post_counts USING INTEGER PRIMARY KEY"), "{steps:?}");
    }

    #[tokio::test]
    async fn the_board_sorts_by_votes_or_age_and_hides_pending_hidden_and_private_posts() {
        let db = testing::db().await;
        let index = search::log::Followed::new().unwrap();
        let acme = organizations::tests::create_acme(&db).await;
        let org_id = acme.organization.id;
        let older = posts::tests::post_in(&db, &acme, "Older").await;
        let newer = posts::tests::post_in(&db, &acme, "Newer").await;
        let txn = db.begin_write().await.unwrap();
        for n in 0..3 {
            let email = Email::parse(&format!("voter{n}@x.test")).unwrap();
            let voter = users::find_or_create(&*txn, org_id, &email, "V").await.unwrap();
            votes::cast(&*txn, org_id, older.id, voter.id, votes::Kind::Upvote, votes::Source::Web).await.unwrap();
        }
        txn.commit().await.unwrap();
        let pending = posts::create(&db, posts::NewPost { approved: false, ..posts_template(&acme, "Pending") }).await.unwrap();
        let private = crate::domain::buckets::create(&db, org_id, "Internal", true).await.unwrap();
        posts::create(&db, posts::NewPost { bucket_id: private.id, ..posts_template(&acme, "Secret") }).await.unwrap();

        let titles = |board: Board| board.posts.into_iter().map(|p| p.title).collect::<Vec<_>>();
        let top = load(&db, &index, "acme", &view(None, BoardSort::Top)).await.unwrap();
        assert_eq!(top.posts[0].votes_count, 3);
        assert_eq!(titles(top), ["Older", "Newer"]);
        let new = load(&db, &index, "acme", &view(None, BoardSort::New)).await.unwrap();
        assert_eq!(titles(new), ["Newer", "Older"]);
        let board = load(&db, &index, "acme", &view(None, BoardSort::Trending)).await.unwrap();
        assert!(!board.has_more);
        assert_eq!(board.buckets.len(), 1, "the private bucket is not a tab");
        assert!(board.posts.iter().all(|p| p.id != pending.id.get()));
        assert!(load(&db, &index, "acme", &view(Some("internal"), BoardSort::Top)).await.is_err());
        assert!(matches!(load(&db, &index, "nobody", &view(None, BoardSort::Top)).await, Err(Error::NotFound(_))));
        let _ = newer;

        // Filtered by status: only the posts with that status.
        let txn = db.begin_write().await.unwrap();
        let admin = crate::domain::access::Actor { user: acme.admin.clone(), role: Some(users::Role::Admin) };
        posts::update(
            &*txn,
            org_id,
            older.id,
            &crate::domain::access::Asker::web(Some(&admin)),
            posts::PostChanges { status: Some("Planned".into()), ..Default::default() },
        )
        .await
        .unwrap();
        txn.commit().await.unwrap();
        let filtered = load(&db, &index, "acme", &BoardQuery { status: Some("planned".into()), ..view(None, BoardSort::Top) }).await.unwrap();
        assert_eq!(titles(filtered.clone()), ["Older"]);
        assert_eq!(filtered.status.as_deref(), Some("planned"));
        assert!(filtered.statuses.iter().any(|s| s.slug == "in-progress" && s.label == "In Progress"));
        assert!(matches!(load(&db, &index, "acme", &BoardQuery { status: Some("nope".into()), ..view(None, BoardSort::Top) }).await, Err(Error::NotFound(_))));
    }

    /// Each Trending card gives its neighbours' scores, across the page boundary too; other
    /// orders explain nothing.
    #[tokio::test]
    async fn trending_cards_say_why_they_are_where_they_are() {
        let db = testing::db().await;
        let index = search::log::Followed::new().unwrap();
        let acme = organizations::tests::create_acme(&db).await;
        let now = chrono::Utc::now();
        for n in 0..BOARD_PAGE_SIZE + 2 {
            let created_at = Some(now - chrono::Duration::hours(n as i64));
            posts::create(&db, posts::NewPost { created_at, ..posts_template(&acme, &format!("Post {n}")) }).await.unwrap();
        }
        let first = load(&db, &index, "acme", &view(None, BoardSort::Trending)).await.unwrap();
        let second = load(&db, &index, "acme", &BoardQuery { page: 2, ..view(None, BoardSort::Trending) }).await.unwrap();
        let cards: Vec<&PostCard> = first.posts.iter().chain(&second.posts).collect();
        assert_eq!(cards.len() as u64, BOARD_PAGE_SIZE + 2);
        for (i, card) in cards.iter().enumerate() {
            let why = card.why.as_ref().expect("a Trending card says why");
            assert_eq!(card.title, format!("Post {i}"), "newest first when votes tie");
            assert!((why.age_seconds - i as i64 * 3600).abs() <= 5, "{why:?}");
            assert!((why.votes_part + why.age_part - why.score).abs() < 1e-9);
            // The neighbours' scores are those of the cards just before and after it, on this
            // page or the one around it; none at the top and at the bottom.
            let score_of = |j: usize| cards[j].why.as_ref().unwrap().score;
            let close = |a: Option<f64>, b: Option<f64>| match (a, b) {
                (Some(a), Some(b)) => (a - b).abs() < 1e-9,
                (a, b) => a.is_none() && b.is_none(),
            };
            assert!(close(why.above, i.checked_sub(1).map(score_of)), "above card {i}: {why:?}");
            assert!(close(why.below, (i + 1 < cards.len()).then(|| score_of(i + 1))), "below card {i}: {why:?}");
            assert!(why.above.is_none_or(|above| above >= why.score) && why.below.is_none_or(|below| below <= why.score));
        }
        let top = load(&db, &index, "acme", &view(None, BoardSort::Top)).await.unwrap();
        assert!(top.posts.iter().all(|p| p.why.is_none()));
    }

    fn view(bucket: Option<&str>, sort: BoardSort) -> BoardQuery {
        BoardQuery { bucket: bucket.map(str::to_owned), sort, page: 1, q: None, status: None, tag: None }
    }

    #[tokio::test]
    async fn similar_posts_are_public_ones_sharing_words_with_the_title() {
        let db = testing::db().await;
        let index = search::log::Followed::new().unwrap();
        let acme = organizations::tests::create_acme(&db).await;
        posts::create(&db, posts_template(&acme, "Export reports to CSV")).await.unwrap();
        posts::create(&db, posts::NewPost { approved: false, ..posts_template(&acme, "Export invoices") }).await.unwrap();
        let private = crate::domain::buckets::create(&db, acme.organization.id, "Internal", true).await.unwrap();
        posts::create(&db, posts::NewPost { bucket_id: private.id, ..posts_template(&acme, "Export secrets") }).await.unwrap();
        posts::create(&db, posts_template(&acme, "Dark mode")).await.unwrap();

        let found = similar(&db, &index, "acme", "Could we export to Excel?").await.unwrap();
        assert_eq!(found.iter().map(|p| p.title.as_str()).collect::<Vec<_>>(), ["Export reports to CSV"]);
        assert!(similar(&db, &index, "acme", "to").await.unwrap().is_empty());
    }

    fn posts_template<'a>(org: &organizations::CreatedOrganization, title: &'a str) -> posts::NewPost<'a> {
        posts::NewPost {
            organization_id: org.organization.id,
            bucket_id: org.default_bucket.id,
            submitter_id: org.admin.id,
            title,
            description: None,
            status_id: None,
            approved: true,
            created_at: None,
        }
    }
}
