//! Posts (feature requests): creation, slugs and the rules their counters follow.

use super::access::{self, Asker, PostFacts};
use super::{Error, Result, buckets, now, statuses, text};
use crate::entities::{post, post_slug, user};
use chrono::{DateTime, Utc};
use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, Condition, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect};

pub const TITLE_MAX_LEN: usize = 255;
pub const DESCRIPTION_MAX_LEN: usize = 100_000;

pub struct NewPost<'a> {
    pub organization_id: i64,
    pub bucket_id: i64,
    pub submitter_id: i64,
    pub title: &'a str,
    /// HTML allowed; sanitized here.
    pub description: Option<&'a str>,
    /// The organization's default status when `None`.
    pub status_id: Option<i64>,
    pub approved: bool,
    /// Now when `None`; set by imports and generated data.
    pub created_at: Option<DateTime<Utc>>,
}

/// The validated title: trimmed, not blank, at most 255 characters.
pub fn clean_title(title: &str) -> Result<String> {
    let title = title.trim();
    if title.is_empty() {
        return Err(Error::invalid("title", "can't be blank"));
    }
    if title.chars().count() > TITLE_MAX_LEN {
        return Err(Error::invalid("title", "is too long (at most 255 characters)"));
    }
    Ok(title.to_owned())
}

/// Sanitized HTML and its plain text, both `None` when nothing is left.
pub fn clean_description(description: Option<&str>) -> Result<(Option<String>, Option<String>)> {
    let Some(description) = description else {
        return Ok((None, None));
    };
    if description.len() > DESCRIPTION_MAX_LEN {
        return Err(Error::invalid("description", "is too long (at most 100000 characters)"));
    }
    let html = text::sanitize_html(description);
    let plain = html.as_deref().map(text::plain_text);
    Ok((html, plain))
}

/// How often a post's insert takes another slug when concurrent posts took the one it chose.
const SLUG_ATTEMPTS: usize = 16;

/// Inserts a post within `conn` (a write transaction) and counts it for its submitter.
pub async fn insert(conn: &impl ConnectionTrait, new: NewPost<'_>) -> Result<post::Model> {
    let title = clean_title(new.title)?;
    let (description_html, description_text) = clean_description(new.description)?;
    if buckets::find(conn, new.organization_id, new.bucket_id).await?.is_none() {
        return Err(Error::not_found(format!("Bucket {}", new.bucket_id)));
    }
    let status_id = match new.status_id {
        Some(id) => id,
        None => statuses::default_status(conn, new.organization_id).await?.id,
    };
    let created_at = new.created_at.unwrap_or_else(now);
    let row = post::ActiveModel {
        organization_id: Set(new.organization_id),
        bucket_id: Set(new.bucket_id),
        submitter_id: Set(new.submitter_id),
        title: Set(title.clone()),
        description_html: Set(description_html),
        description_text: Set(description_text),
        status_id: Set(status_id),
        approval_status: Set(if new.approved { "approved" } else { "pending" }.to_owned()),
        hidden: Set(false),
        merged_into_id: Set(None),
        votes_count: Set(0),
        downvotes_count: Set(0),
        comments_count: Set(0),
        trending_score: Set(trending_score(0, 0, created_at)),
        created_at: Set(created_at),
        updated_at: Set(created_at),
        ..Default::default()
    };
    // The unique index on the slug decides between two posts given the same title at once:
    // the one that loses takes the next free slug.
    let mut post = None;
    for _ in 0..SLUG_ATTEMPTS {
        let slug = allocate_slug(conn, new.organization_id, &title).await?;
        let insert = post::Entity::insert(post::ActiveModel { slug: Set(slug), ..row.clone() })
            .on_conflict_do_nothing_on([post::Column::OrganizationId, post::Column::Slug]);
        post = super::insert_unless_taken(conn, insert).await?;
        if post.is_some() {
            break;
        }
    }
    let post = post.ok_or_else(|| Error::Internal(format!("no free slug for {title:?} after {SLUG_ATTEMPTS} attempts")))?;
    super::outbox::record(conn, new.organization_id, super::outbox::Event::PostCreated { post_id: post.id }).await?;
    user::Entity::update_many()
        .col_expr(user::Column::PostCount, Expr::col(user::Column::PostCount).add(1))
        .filter(user::Column::Id.eq(new.submitter_id))
        .exec(conn)
        .await?;
    Ok(post)
}

/// Creates a post in its own write transaction.
pub async fn create(db: &super::Db, new: NewPost<'_>) -> Result<post::Model> {
    let txn = db.begin_write().await?;
    let post = insert(&*txn, new).await?;
    txn.commit().await?;
    Ok(post)
}

/// The first free slug for `title` in the organization: `dark-mode`, `dark-mode-2`, ...
/// A slug that once belonged to a post stays taken, so old links never change meaning.
pub async fn allocate_slug(conn: &impl ConnectionTrait, organization_id: i64, title: &str) -> Result<String> {
    let base = text::slug_base(title);
    // Every slug that `base` could collide with: itself and its suffixed forms (and, with a
    // truncated base, shorter ones; those are checked exactly below).
    let prefix = format!("{}%", &base[..base.len().min(60)]);
    let mut taken: Vec<String> = post::Entity::find()
        .select_only()
        .column(post::Column::Slug)
        .filter(post::Column::OrganizationId.eq(organization_id))
        .filter(Condition::any().add(post::Column::Slug.like(&prefix)))
        .into_tuple()
        .all(conn)
        .await?;
    let history: Vec<String> = post_slug::Entity::find()
        .select_only()
        .column(post_slug::Column::Slug)
        .filter(post_slug::Column::OrganizationId.eq(organization_id))
        .filter(post_slug::Column::Slug.like(&prefix))
        .into_tuple()
        .all(conn)
        .await?;
    taken.extend(history);
    let taken: std::collections::HashSet<String> = taken.into_iter().collect();
    Ok((1..).map(|n| text::slug_with_suffix(&base, n)).find(|candidate| !taken.contains(candidate)).unwrap_or(base))
}

/// Seconds of age worth one order of magnitude of net votes (Reddit's "hot" constant).
const TRENDING_TIME_SCALE: f64 = 45_000.0;

/// A score that orders by net votes on a log scale, newer posts winning ties of magnitude.
/// It depends only on the votes and the creation time, so it changes only when a vote does.
pub fn trending_score(votes: i32, downvotes: i32, created_at: DateTime<Utc>) -> f64 {
    let net = f64::from(std::cmp::max(votes - downvotes, 1));
    net.log10() + trending_time_term(created_at)
}

/// The part of [`trending_score`] that comes from the creation time (the votes' part is
/// computed in SQL where counters move: see `votes::move_counters`).
pub fn trending_time_term(created_at: DateTime<Utc>) -> f64 {
    created_at.timestamp() as f64 / TRENDING_TIME_SCALE
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::domain::{organizations, testing};

    pub(crate) async fn post_in(db: &crate::domain::Db, org: &organizations::CreatedOrganization, title: &str) -> post::Model {
        create(
            db,
            NewPost {
                organization_id: org.organization.id,
                bucket_id: org.default_bucket.id,
                submitter_id: org.admin.id,
                title,
                description: Some("<p>Please <script>x</script>add it</p>"),
                status_id: None,
                approved: true,
                created_at: None,
            },
        )
        .await
        .unwrap()
    }

    #[tokio::test]
    async fn equal_titles_get_numbered_slugs_within_an_organization() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let globex = organizations::tests::create_named(&db, "globex").await;
        assert_eq!(post_in(&db, &acme, "Dark mode").await.slug, "dark-mode");
        assert_eq!(post_in(&db, &acme, "Dark mode!").await.slug, "dark-mode-2");
        assert_eq!(post_in(&db, &acme, "dark MODE").await.slug, "dark-mode-3");
        assert_eq!(post_in(&db, &globex, "Dark mode").await.slug, "dark-mode");
    }

    #[tokio::test]
    async fn new_posts_are_sanitized_submitted_and_counted_for_the_submitter() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let post = post_in(&db, &acme, "  Export to CSV ").await;
        assert_eq!(post.title, "Export to CSV");
        assert_eq!(post.description_html.as_deref(), Some("<p>Please add it</p>"));
        assert_eq!(post.description_text.as_deref(), Some("Please add it"));
        let status = statuses::default_status(db.conn(), acme.organization.id).await.unwrap();
        assert_eq!(post.status_id, status.id);
        let admin = user::Entity::find_by_id(acme.admin.id).one(db.conn()).await.unwrap().unwrap();
        assert_eq!(admin.post_count, 1);
    }

    #[tokio::test]
    async fn a_blank_title_or_a_foreign_bucket_is_refused() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let globex = organizations::tests::create_named(&db, "globex").await;
        let mut new = NewPost {
            organization_id: acme.organization.id,
            bucket_id: acme.default_bucket.id,
            submitter_id: acme.admin.id,
            title: "   ",
            description: None,
            status_id: None,
            approved: true,
            created_at: None,
        };
        assert!(matches!(create(&db, new).await, Err(Error::Invalid { .. })));
        new = NewPost { title: "Fine", bucket_id: globex.default_bucket.id, ..new_post_template(&acme) };
        assert!(matches!(create(&db, new).await, Err(Error::NotFound(_))));
    }

    #[tokio::test]
    async fn the_top_posts_of_a_date_range_come_in_vote_order_page_by_page_whatever_their_votes() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let start = Utc::now() - chrono::Duration::days(200);
        // A post a day; the votes go up with the day for the first 150 days (the newest have
        // the most votes: a range of recent days is met early when walking in vote order),
        // then the last 50 days have the fewest (met last), and equal counts tie on the id.
        let mut posts = Vec::new();
        for day in 0..200_i64 {
            let title = format!("Post of day {day}");
            let post = create(&db, NewPost { title: &title, created_at: Some(start + chrono::Duration::days(day)), ..new_post_template(&acme) })
                .await
                .unwrap();
            let votes = if day < 150 { 10 + day / 2 } else { day % 3 };
            let txn = db.begin_write().await.unwrap();
            txn.execute_unprepared(&format!("UPDATE posts SET votes_count = {votes} WHERE id = {}", post.id)).await.unwrap();
            txn.commit().await.unwrap();
            posts.push((post.id, votes, post.created_at));
        }
        for (first, last) in [(0, 200), (100, 150), (140, 160), (150, 200), (190, 195), (20, 21)] {
            let (from, until) = (start + chrono::Duration::days(first), start + chrono::Duration::days(last) - chrono::Duration::hours(1));
            let mut expected: Vec<_> = posts.iter().filter(|(_, _, at)| *at >= from && *at < until).map(|(id, votes, _)| (*votes, *id)).collect();
            expected.sort_by(|a, b| b.cmp(a));
            let expected: Vec<i64> = expected.into_iter().map(|(_, id)| id).collect();
            for bucket_id in [None, Some(acme.default_bucket.id)] {
                let filter = ListFilter { bucket_id, from: Some(from), until: Some(until), sort: ListSort::Top, ..Default::default() };
                for per_page in [1, 7, 30] {
                    let mut seen = Vec::new();
                    for page in 1.. {
                        let (rows, total) = list(&db, acme.organization.id, &filter, true, page, per_page).await.unwrap();
                        assert_eq!(total, expected.len() as u64);
                        if rows.is_empty() {
                            break;
                        }
                        seen.extend(rows.iter().map(|(p, _)| p.id));
                    }
                    assert_eq!(seen, expected, "days {first}..{last}, bucket {bucket_id:?}, {per_page} a page");
                }
            }
        }
    }

    #[tokio::test]
    async fn each_listed_post_comes_with_its_own_submitter_whatever_the_order_and_filter() {
        use crate::domain::users;
        use crate::model::Email;
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let start = chrono::Utc::now() - chrono::Duration::days(10);
        let mut expected = std::collections::HashMap::new();
        for (n, (email, name)) in [("grace@x.test", "Grace"), ("linus@x.test", "Linus"), ("ada@x.test", "Ada")].into_iter().enumerate() {
            let txn = db.begin_write().await.unwrap();
            let user = users::find_or_create(&*txn, acme.organization.id, &Email::parse(email).unwrap(), name).await.unwrap();
            txn.commit().await.unwrap();
            for day in 0..3_i64 {
                let title = format!("{name}'s idea {day}");
                let created_at = Some(start + chrono::Duration::days(day * 3 + n as i64));
                let post = create(&db, NewPost { title: &title, submitter_id: user.id, created_at, ..new_post_template(&acme) }).await.unwrap();
                expected.insert(post.id, Submitter { name: name.to_owned(), email: email.to_owned() });
            }
        }
        let dated = |sort| ListFilter { from: Some(start), until: Some(chrono::Utc::now()), sort, ..Default::default() };
        let filters = [
            ListFilter { sort: ListSort::Top, ..Default::default() },
            ListFilter { sort: ListSort::LatestCreated, ..Default::default() },
            ListFilter { sort: ListSort::OldestUpdated, bucket_id: Some(acme.default_bucket.id), ..Default::default() },
            dated(ListSort::Top),
            dated(ListSort::LatestCreated),
        ];
        for filter in filters {
            let (rows, total) = list(&db, acme.organization.id, &filter, true, 1, 30).await.unwrap();
            assert_eq!((rows.len(), total), (9, 9), "{filter:?}");
            for (post, submitter) in rows {
                assert_eq!(Some(&submitter), expected.get(&post.id), "post {} with {filter:?}", post.id);
            }
        }
    }

    /// A post titled `title` by the organization's admin in its default bucket, approved.
    pub(crate) fn new_post<'a>(org: &organizations::CreatedOrganization, title: &'a str) -> NewPost<'a> {
        NewPost { title, ..new_post_template(org) }
    }

    fn new_post_template(org: &organizations::CreatedOrganization) -> NewPost<'static> {
        NewPost {
            organization_id: org.organization.id,
            bucket_id: org.default_bucket.id,
            submitter_id: org.admin.id,
            title: "x",
            description: None,
            status_id: None,
            approved: true,
            created_at: None,
        }
    }

    #[test]
    fn trending_prefers_more_votes_then_newer_posts() {
        let t = Utc::now();
        assert!(trending_score(100, 0, t) > trending_score(10, 0, t));
        assert!(trending_score(10, 0, t) > trending_score(10, 0, t - chrono::Duration::days(1)));
        assert_eq!(trending_score(0, 5, t), trending_score(1, 0, t));
    }
}

/// Who submitted a post, as the API shows them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Submitter {
    pub name: String,
    pub email: String,
}

/// A post with what every API shape shows beside it, loaded in batches (no N+1).
#[derive(Clone, Debug)]
pub struct PostView {
    pub post: post::Model,
    pub submitter: Submitter,
    pub bucket: crate::entities::bucket::Model,
    pub status: crate::entities::status::Model,
    /// Tag names, by name.
    pub tags: Vec<String>,
}

/// Loads submitters, buckets, statuses and tags of `posts` with one query each.
pub async fn views(db: &super::Db, organization_id: i64, posts: Vec<post::Model>) -> Result<Vec<PostView>> {
    use std::collections::HashMap;
    let submitter_ids: Vec<i64> = posts.iter().map(|p| p.submitter_id).collect();
    let submitters: HashMap<i64, Submitter> = db
        .all(user::Entity::find().filter(user::Column::Id.is_in(submitter_ids)))
        .await?
        .into_iter()
        .map(|u| (u.id, Submitter { name: u.name, email: u.email }))
        .collect();
    let posts = posts
        .into_iter()
        .map(|post| {
            let submitter = submitters
                .get(&post.submitter_id)
                .cloned()
                .ok_or_else(|| Error::Internal(format!("post {} has no submitter", post.id)))?;
            Ok((post, submitter))
        })
        .collect::<Result<Vec<_>>>()?;
    views_with(db, organization_id, posts).await
}

/// As [`views`], for posts whose submitters came with them (as [`list`] returns them).
pub async fn views_with(db: &super::Db, organization_id: i64, posts: Vec<(post::Model, Submitter)>) -> Result<Vec<PostView>> {
    use std::collections::HashMap;
    let bucket_ids: Vec<i64> = posts.iter().map(|(p, _)| p.bucket_id).collect();
    let buckets: HashMap<i64, crate::entities::bucket::Model> =
        buckets::cached_with(db, organization_id, &bucket_ids).await?.into_iter().map(|b| (b.id, b)).collect();
    let statuses: HashMap<i64, crate::entities::status::Model> = statuses::cached(db, organization_id).await?.into_iter().map(|s| (s.id, s)).collect();
    let mut tags = super::tags::names_by_post_in(db, &posts.iter().map(|(p, _)| p.id).collect::<Vec<_>>()).await?;
    posts
        .into_iter()
        .map(|(post, submitter)| {
            let missing = |what: &str| Error::Internal(format!("post {} has no {what}", post.id));
            Ok(PostView {
                submitter,
                bucket: buckets.get(&post.bucket_id).cloned().ok_or_else(|| missing("bucket"))?,
                status: statuses.get(&post.status_id).cloned().ok_or_else(|| missing("status"))?,
                tags: tags.remove(&post.id).unwrap_or_default(),
                post,
            })
        })
        .collect()
}

/// What the access rules need to know of `post`.
pub async fn facts(conn: &impl ConnectionTrait, organization_id: i64, post: &post::Model) -> Result<PostFacts> {
    let bucket = buckets::find(conn, organization_id, post.bucket_id)
        .await?
        .ok_or_else(|| Error::not_found(format!("Post {}", post.id)))?;
    Ok(PostFacts::of(post, bucket.private))
}

/// The post, unless it does not exist in this organization or `asker` may not see it
/// ([`access::may_see_post`]): both answer "not found", so that nothing leaks.
pub async fn find_for(conn: &impl ConnectionTrait, organization_id: i64, id: i64, asker: &Asker<'_>) -> Result<(post::Model, PostFacts)> {
    let post = post::Entity::find_by_id(id)
        .filter(post::Column::OrganizationId.eq(organization_id))
        .one(conn)
        .await?
        .ok_or_else(|| Error::not_found(format!("Post {id}")))?;
    let facts = facts(conn, organization_id, &post).await?;
    access::see_post(asker, &facts)?;
    Ok((post, facts))
}

/// The post as the API key sees it (private buckets only with `ALLOW-PRIVATE: true`).
pub async fn find_visible(conn: &impl ConnectionTrait, organization_id: i64, id: i64, allow_private: bool) -> Result<post::Model> {
    Ok(find_for(conn, organization_id, id, &Asker::api(allow_private, None)).await?.0)
}

/// [`find_visible`] outside a write, through the read caches (the bucket) and
/// [`super::Db::one`]: the API's hot path.
pub async fn find_visible_in(db: &super::Db, organization_id: i64, id: i64, allow_private: bool) -> Result<post::Model> {
    let post = db
        .one(post::Entity::find_by_id(id).filter(post::Column::OrganizationId.eq(organization_id)))
        .await?
        .ok_or_else(|| Error::not_found(format!("Post {id}")))?;
    let all_buckets = buckets::cached_with(db, organization_id, &[post.bucket_id]).await?;
    let bucket = all_buckets.iter().find(|b| b.id == post.bucket_id).ok_or_else(|| Error::not_found(format!("Post {id}")))?;
    access::see_post(&Asker::api(allow_private, None), &PostFacts::of(&post, bucket.private))?;
    Ok(post)
}

/// The bucket a write names: it must exist in the organization (404) and, when private, the
/// caller must have sent `ALLOW-PRIVATE: true` (403).
pub async fn writable_bucket(conn: &impl ConnectionTrait, organization_id: i64, bucket_id: i64, allow_private: bool) -> Result<crate::entities::bucket::Model> {
    let bucket = buckets::find(conn, organization_id, bucket_id).await?.ok_or_else(|| Error::not_found(format!("Bucket {bucket_id}")))?;
    if bucket.private && !allow_private {
        return Err(Error::PrivateBucket(format!("Bucket {bucket_id} is private: send ALLOW-PRIVATE: true to use it.")));
    }
    Ok(bucket)
}

/// Changes to a post; `None` leaves a field as it is.
#[derive(Clone, Debug, Default)]
pub struct PostChanges {
    pub title: Option<String>,
    /// New description HTML (sanitized here); images of new attachments are appended after it.
    pub description: Option<String>,
    pub bucket_id: Option<i64>,
    pub approval_status: Option<String>,
    pub status: Option<String>,
    /// Already-stored attachments to append to the description.
    pub appended_html: Option<String>,
    /// The post's tags (names; unknown ones are created), replacing the ones it has.
    pub tags: Option<Vec<String>>,
    /// The changelog entry whose publishing changes the status (said in the event).
    pub shipped_in: Option<i64>,
}

impl PostChanges {
    fn touches_team_fields(&self) -> bool {
        self.bucket_id.is_some() || self.approval_status.is_some() || self.status.is_some() || self.tags.is_some()
    }
}

/// Applies `changes` for `asker` ([`access::may_edit_post`]: the team may change every field,
/// the submitter only the title, description and attachments of their own post).
/// A new title gives a new slug; the old one is remembered. A `closed` status also approves.
pub async fn update(conn: &impl ConnectionTrait, organization_id: i64, id: i64, asker: &Asker<'_>, changes: PostChanges) -> Result<post::Model> {
    let (post, facts) = find_for(conn, organization_id, id, asker).await?;
    access::may_edit_post(asker, &facts, changes.touches_team_fields())?;
    let allow_private = asker.sees_private_buckets();
    let mut active: post::ActiveModel = post.clone().into();

    if let Some(title) = &changes.title {
        let title = clean_title(title)?;
        if title != post.title {
            if text::slug_base(&title) != post.slug {
                let slug = allocate_slug(conn, organization_id, &title).await?;
                post_slug::ActiveModel {
                    organization_id: Set(organization_id),
                    post_id: Set(post.id),
                    slug: Set(post.slug.clone()),
                    created_at: Set(now()),
                    ..Default::default()
                }
                .insert(conn)
                .await?;
                active.slug = Set(slug);
            }
            active.title = Set(title);
        }
    }
    if changes.description.is_some() || changes.appended_html.is_some() {
        let base = match &changes.description {
            Some(description) => clean_description(Some(description))?.0,
            None => post.description_html.clone(),
        };
        let html = match (base, &changes.appended_html) {
            (Some(base), Some(extra)) => Some(format!("{base}{extra}")),
            (base, None) => base,
            (None, Some(extra)) => Some(extra.clone()),
        };
        let (html, plain) = clean_description(html.as_deref())?;
        active.description_html = Set(html);
        active.description_text = Set(plain);
    }
    if let Some(bucket_id) = changes.bucket_id {
        writable_bucket(conn, organization_id, bucket_id, allow_private).await?;
        active.bucket_id = Set(bucket_id);
    }
    if let Some(approval) = &changes.approval_status {
        match approval.trim() {
            value @ ("approved" | "pending") => active.approval_status = Set(value.to_owned()),
            _ => return Err(Error::invalid("approval_status", "must be 'approved' or 'pending'")),
        }
    }
    if let Some(tags) = &changes.tags {
        super::tags::set_for_post(conn, organization_id, post.id, tags).await?;
    }
    if let Some(name) = &changes.status {
        let all = statuses::list(conn, organization_id).await?;
        let status = statuses::resolve(&all, name).ok_or_else(|| Error::invalid("status", "is not a status of this organization"))?;
        active.status_id = Set(status.id);
        if status.kind == "closed" {
            active.approval_status = Set("approved".to_owned());
        }
    }
    active.updated_at = Set(now());
    let updated = active.update(conn).await?;
    use super::outbox::{Event, record};
    if updated.status_id != post.status_id {
        record(conn, organization_id, Event::PostStatusChanged { post_id: post.id, previous_status_id: post.status_id, shipped_in: changes.shipped_in })
            .await?;
    }
    let other_changes = updated.title != post.title
        || updated.description_html != post.description_html
        || updated.bucket_id != post.bucket_id
        || updated.approval_status != post.approval_status
        || changes.tags.is_some();
    if other_changes {
        record(conn, organization_id, Event::PostUpdated { post_id: post.id }).await?;
    }
    Ok(updated)
}

/// Orders of the API's post list.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ListSort {
    #[default]
    LatestCreated,
    Top,
    OldestCreated,
    LatestUpdated,
    OldestUpdated,
}

impl ListSort {
    pub fn parse(value: &str) -> Option<Self> {
        match value {
            "top" => Some(Self::Top),
            "latest_created_at" => Some(Self::LatestCreated),
            "oldest_created_at" => Some(Self::OldestCreated),
            "latest_updated_at" => Some(Self::LatestUpdated),
            "oldest_updated_at" => Some(Self::OldestUpdated),
            _ => None,
        }
    }
}

#[derive(Clone, Debug, Default)]
pub struct ListFilter {
    pub bucket_id: Option<i64>,
    pub approval_status: Option<String>,
    pub submitter_emails: Vec<String>,
    pub interactor_emails: Vec<String>,
    /// Posts carrying every one of these tags (names, any case).
    pub tags: Vec<String>,
    pub from: Option<DateTime<Utc>>,
    /// Exclusive.
    pub until: Option<DateTime<Utc>>,
    pub sort: ListSort,
}

/// One page of the organization's visible (not hidden) posts with their submitters, and how
/// many match in all. Private buckets take part only with `allow_private`; naming one without
/// it is a 403.
pub async fn list(
    db: &super::Db,
    organization_id: i64,
    filter: &ListFilter,
    allow_private: bool,
    page: u64,
    per_page: u64,
) -> Result<(Vec<(post::Model, Submitter)>, u64)> {
    use sea_orm::{PaginatorTrait, QueryTrait};
    let conn = db.conn();
    let all_buckets = buckets::cached_with(db, organization_id, filter.bucket_id.as_slice()).await?;
    let mut query = post::Entity::find().filter(post::Column::Hidden.eq(false));
    if let Some(bucket_id) = filter.bucket_id {
        let bucket = all_buckets.iter().find(|b| b.id == bucket_id).ok_or_else(|| Error::not_found(format!("Bucket {bucket_id}")))?;
        if bucket.private && !allow_private {
            return Err(Error::PrivateBucket(format!("Bucket {bucket_id} is private: send ALLOW-PRIVATE: true to use it.")));
        }
        // The bucket belongs to the organization, so the bucket's indexes alone answer.
        query = query.filter(post::Column::BucketId.eq(bucket_id));
    } else {
        query = query.filter(post::Column::OrganizationId.eq(organization_id));
        let private: Vec<i64> = all_buckets.iter().filter(|b| b.private).map(|b| b.id).collect();
        if !allow_private && !private.is_empty() {
            query = query.filter(post::Column::BucketId.is_not_in(private));
        }
    }
    if let Some(approval) = &filter.approval_status {
        match approval.as_str() {
            "approved" | "pending" => query = query.filter(post::Column::ApprovalStatus.eq(approval.as_str())),
            _ => return Err(Error::invalid("approval_status", "must be 'approved' or 'pending'")),
        }
    }
    if !filter.submitter_emails.is_empty() {
        let ids = user_ids_by_email(conn, organization_id, &filter.submitter_emails).await?;
        query = query.filter(post::Column::SubmitterId.is_in(ids));
    }
    if !filter.interactor_emails.is_empty() {
        use crate::entities::{comment, vote};
        use sea_orm::sea_query::Query;
        let ids = user_ids_by_email(conn, organization_id, &filter.interactor_emails).await?;
        let voted = Query::select()
            .column(vote::Column::PostId)
            .from(vote::Entity)
            .and_where(vote::Column::UserId.is_in(ids.clone()))
            .to_owned();
        let commented = Query::select()
            .column(comment::Column::PostId)
            .from(comment::Entity)
            .and_where(comment::Column::AuthorId.is_in(ids.clone()))
            .to_owned();
        query = query.filter(
            Condition::any()
                .add(post::Column::SubmitterId.is_in(ids))
                .add(post::Column::Id.in_subquery(voted))
                .add(post::Column::Id.in_subquery(commented)),
        );
    }
    if !filter.tags.is_empty() {
        use crate::entities::post_tag;
        use sea_orm::sea_query::Query;
        let Some(tag_ids) = super::tags::ids_by_names(conn, organization_id, &filter.tags).await? else {
            return Ok((Vec::new(), 0));
        };
        for tag_id in tag_ids {
            let tagged = Query::select()
                .column(post_tag::Column::PostId)
                .from(post_tag::Entity)
                .and_where(post_tag::Column::TagId.eq(tag_id))
                .to_owned();
            query = query.filter(post::Column::Id.in_subquery(tagged));
        }
    }
    // Only the bucket or organization, and a date range: see [`top_of_range`].
    let walkable = filter.approval_status.is_none() && filter.submitter_emails.is_empty() && filter.interactor_emails.is_empty() && filter.tags.is_empty();
    let undated = query.clone();
    let dated = filter.from.is_some() || filter.until.is_some();
    if let Some(from) = filter.from {
        query = query.filter(post::Column::CreatedAt.gte(from));
    }
    if let Some(until) = filter.until {
        query = query.filter(post::Column::CreatedAt.lt(until));
    }
    let count_key = format!("{organization_id}|{allow_private}|{filter:?}");
    let total = db
        .caches()
        .counts
        .get_or_load(crate::store::cache::Of::Posts(organization_id), count_key, query.clone().count(conn))
        .await?;
    let Some(offset) = super::page_offset(page, per_page).filter(|offset| *offset < total) else {
        return Ok((Vec::new(), total));
    };
    // The page's rows with their submitters, in one statement.
    let rows_of = |ids: sea_orm::sea_query::SelectStatement| async move {
        use sea_orm::sea_query::{Alias, Expr, JoinType};
        let page = Alias::new("page");
        let mut rows = sorted(post::Entity::find(), filter.sort);
        // Joined, not `id IN (…)`: SQLite then reads the ids in their order and each post by
        // its key, without building a temporary table of them first.
        QueryTrait::query(&mut rows)
            .join_subquery(JoinType::InnerJoin, ids, page.clone(), Expr::col((page, post::Column::Id)).equals((post::Entity, post::Column::Id)))
            .inner_join(user::Entity, Expr::col((user::Entity, user::Column::Id)).equals((post::Entity, post::Column::SubmitterId)))
            .expr_as(Expr::col((user::Entity, user::Column::Name)), Alias::new("submitter_name"))
            .expr_as(Expr::col((user::Entity, user::Column::Email)), Alias::new("submitter_email"));
        let rows = db.all_with_texts(rows, &["submitter_name", "submitter_email"]).await?;
        Ok::<_, Error>(
            rows.into_iter()
                .map(|(post, mut texts)| {
                    let email = texts.pop().unwrap_or_default();
                    let name = texts.pop().unwrap_or_default();
                    (post, Submitter { name, email })
                })
                .collect::<Vec<_>>(),
        )
    };
    if dated && filter.sort == ListSort::Top && walkable {
        let posts = rows_of(top_of_range(undated, filter, total, offset, per_page)).await?;
        // The walk found the whole page (the page holds what is left, when fewer).
        if posts.len() as u64 == Ord::min(per_page, total - offset) {
            return Ok((posts, total));
        }
    }
    // The page's ids first, from the filter's covering index alone, then only those rows:
    // sorting whole rows read every matching post (4,000 of a 30-day range) from the table
    // to keep 30.
    let ids = if dated && filter.sort == ListSort::Top {
        // Read the range from its index and sort it. By the vote order's index instead, a
        // planner without statistics walks from the top until it has met a page of the
        // range: all the bucket when the range's posts have few votes (the newest).
        by_votes_in_range(query)
    } else {
        sorted(query, filter.sort)
    };
    let ids = ids.select_only().column(post::Column::Id).offset(offset).limit(per_page).into_query();
    Ok((rows_of(ids).await?, total))
}

/// The ids of a page of the top posts of a date range, found by walking the posts (`undated`:
/// the list's other filters) in vote order and keeping those in the range. The vote-order
/// indexes hold each post's date, so the walk reads no row. When the range holds many posts
/// (a month of a two-year board: 4 %), a page of them is among the first few hundred of the
/// walk, where the range's own index reads all of its posts (4,000) to sort them. The walk
/// stops after `in_range` posts, what reading the range would cost; the caller then reads the
/// range (a page of fewer ids than asked), so a range whose posts are few or low in votes
/// (yesterday's) costs at most twice what it did.
fn top_of_range(undated: sea_orm::Select<post::Entity>, filter: &ListFilter, in_range: u64, offset: u64, per_page: u64) -> sea_orm::sea_query::SelectStatement {
    use sea_orm::QueryTrait;
    use sea_orm::sea_query::{Alias, Order, Query};
    let walk = sorted(undated, ListSort::Top)
        .select_only()
        .column(post::Column::Id)
        .column(post::Column::VotesCount)
        .column(post::Column::CreatedAt)
        .limit(in_range)
        .into_query();
    let mut page = Query::select();
    page.column(post::Column::Id).from_subquery(walk, Alias::new("walk"));
    if let Some(from) = filter.from {
        page.and_where(Expr::col(post::Column::CreatedAt).gte(from));
    }
    if let Some(until) = filter.until {
        page.and_where(Expr::col(post::Column::CreatedAt).lt(until));
    }
    page.order_by(post::Column::VotesCount, Order::Desc)
        .order_by(post::Column::Id, Order::Desc)
        .limit(per_page)
        .offset(offset);
    page
}

/// `query` in [`ListSort::Top`]'s order, through an expression that no index is ordered by,
/// so that the planner reads the filter's date range from its index and sorts it.
fn by_votes_in_range(query: sea_orm::Select<post::Entity>) -> sea_orm::Select<post::Entity> {
    use sea_orm::QueryOrder;
    query.order_by_desc(Expr::col((post::Entity, post::Column::VotesCount)).add(0)).order_by_desc(post::Column::Id)
}

fn sorted(query: sea_orm::Select<post::Entity>, sort: ListSort) -> sea_orm::Select<post::Entity> {
    use sea_orm::QueryOrder;
    match sort {
        ListSort::Top => query.order_by_desc(post::Column::VotesCount).order_by_desc(post::Column::Id),
        ListSort::LatestCreated => query.order_by_desc(post::Column::CreatedAt).order_by_desc(post::Column::Id),
        ListSort::OldestCreated => query.order_by_asc(post::Column::CreatedAt).order_by_asc(post::Column::Id),
        ListSort::LatestUpdated => query.order_by_desc(post::Column::UpdatedAt).order_by_desc(post::Column::Id),
        ListSort::OldestUpdated => query.order_by_asc(post::Column::UpdatedAt).order_by_asc(post::Column::Id),
    }
}

async fn user_ids_by_email(conn: &impl ConnectionTrait, organization_id: i64, emails: &[String]) -> Result<Vec<i64>> {
    let keys: Vec<String> = emails.iter().map(|e| e.trim().to_lowercase()).collect();
    Ok(user::Entity::find()
        .select_only()
        .column(user::Column::Id)
        .filter(user::Column::OrganizationId.eq(organization_id))
        .filter(user::Column::EmailKey.is_in(keys))
        .into_tuple()
        .all(conn)
        .await?)
}

/// The post's address on the board.
pub fn url(public_url: &str, org_name: &str, slug: &str) -> String {
    format!("{}/{org_name}/p/{slug}", public_url.trim_end_matches('/'))
}

/// A post as a user submits it (API or web), with attachments.
pub struct Submission<'a> {
    pub org: &'a crate::entities::organization::Model,
    pub submitter: &'a user::Model,
    /// Whether the person acting is on the team (their posts skip approval).
    pub by_team: bool,
    pub bucket_id: i64,
    pub title: &'a str,
    pub description: Option<&'a str>,
    pub uploads: Vec<super::attachments::Upload>,
    pub allow_private: bool,
}

/// Checks everything, stores the attachments, then creates the post with them in one
/// transaction. Posts wait for approval when the organization requires it, unless the team
/// submits them.
pub async fn submit(db: &super::Db, storage: &super::attachments::Storage, s: Submission<'_>) -> Result<post::Model> {
    clean_title(s.title)?;
    writable_bucket(db.conn(), s.org.id, s.bucket_id, s.allow_private).await?;
    let waits = super::moderation::policy::must_wait(db.conn(), s.org, s.submitter.id, s.by_team, super::moderation::policy::Kind::Post).await?;
    storage
        .store_then(s.org.id, s.uploads, async |stored| {
            let description = super::attachments::append_images(s.description, storage, &stored);
            let txn = db.begin_write_in(crate::store::cache::Scope::Organization(s.org.id)).await?;
            let post = insert(
                &*txn,
                NewPost {
                    organization_id: s.org.id,
                    bucket_id: s.bucket_id,
                    submitter_id: s.submitter.id,
                    title: s.title,
                    description: description.as_deref(),
                    status_id: None,
                    approved: !waits,
                    created_at: None,
                },
            )
            .await?;
            super::attachments::record(&*txn, s.org.id, Some(post.id), None, s.submitter.id, &stored).await?;
            txn.commit().await?;
            Ok(post)
        })
        .await
}

/// [`update`] with new attachments: checked and stored first, then appended in the transaction.
pub async fn revise(
    db: &super::Db,
    storage: &super::attachments::Storage,
    organization_id: i64,
    id: i64,
    asker: &Asker<'_>,
    mut changes: PostChanges,
    uploads: Vec<super::attachments::Upload>,
) -> Result<post::Model> {
    super::attachments::check(&uploads)?;
    // Permission and visibility are checked before any file is written.
    let (_, facts) = find_for(db.conn(), organization_id, id, asker).await?;
    access::may_edit_post(asker, &facts, changes.touches_team_fields())?;
    let uploader = asker.actor.map(|a| a.user.id).unwrap_or_default();
    storage
        .store_then(organization_id, uploads, async |stored| {
            changes.appended_html = super::attachments::append_images(None, storage, &stored);
            // A new title's slug is chosen by reading which are taken: when a concurrent
            // rename or post took the same one first, the unique index refuses the update
            // (on PostgreSQL that ends the transaction), and the whole change is made again.
            let mut attempt = 0;
            loop {
                attempt += 1;
                let txn = db.begin_write().await?;
                let post = match update(&*txn, organization_id, id, asker, changes.clone()).await {
                    Err(Error::Database(error)) if attempt < SLUG_ATTEMPTS && is_unique_violation(&error) => continue,
                    result => result?,
                };
                super::attachments::record(&*txn, organization_id, Some(post.id), None, uploader, &stored).await?;
                txn.commit().await?;
                return Ok(post);
            }
        })
        .await
}

use super::is_unique_violation;

/// The addresses of the images attached to these posts, by post.
pub async fn attachment_urls(
    conn: &impl ConnectionTrait,
    storage: &super::attachments::Storage,
    post_ids: Vec<i64>,
) -> Result<std::collections::HashMap<i64, Vec<String>>> {
    use crate::entities::attachment;
    use sea_orm::QueryOrder;
    let mut urls: std::collections::HashMap<i64, Vec<String>> = std::collections::HashMap::new();
    for file in attachment::Entity::find()
        .filter(attachment::Column::PostId.is_in(post_ids))
        .order_by_asc(attachment::Column::Id)
        .all(conn)
        .await?
    {
        if let Some(post_id) = file.post_id {
            urls.entry(post_id).or_default().push(storage.url(&file.storage_key));
        }
    }
    Ok(urls)
}
