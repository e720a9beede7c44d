//! The changelog: entries the team writes in Markdown (drafts until published) naming the
//! posts they shipped. Readers see published entries at `/{org}/changelog` and in its Atom
//! feed; a post page says which entry shipped it. Publishing for the first time records
//! `changelog.published` (the followers of its posts hear of it once, however often it goes
//! back to draft and out again) and, when asked, moves its posts to a `completed` status in
//! the same transaction.

use super::access::Actor;
use super::access::{self, Asker, PostFacts, TeamTask};
use super::admin::audit::{self, Action, Target};
use super::outbox::{self, Event};
use super::{Db, Error, Result, buckets, now, one_page, posts, statuses, text, time};
use crate::entities::{changelog_entry, changelog_post, organization, post};
use crate::model::{BucketId, ChangelogDraft, ChangelogEntryView, OrgId, PostId, ShippedIn, ShippedPost, StatusBadge, StatusId};
use crate::said;
use crate::store::cache::Scope;
use sea_orm::sea_query::Query;
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, IntoActiveModel, QueryFilter, QueryOrder, QuerySelect};
use std::collections::HashMap;

pub const TITLE_MAX_LEN: usize = 200;
pub const BODY_MAX_LEN: usize = 100_000;
/// Posts one entry may ship.
pub const MAX_POSTS: usize = 100;
/// Entries per page of the public changelog (and in the feed).
pub const PER_PAGE: u64 = 20;

/// What is written; `None` leaves a field as it is (creating, a blank title is refused).
#[derive(Clone, Debug, Default)]
pub struct EntryInput {
    pub title: Option<String>,
    /// Markdown; HTML in it is sanitized.
    pub body: Option<String>,
    /// The posts it ships, replacing those it named.
    pub post_ids: Option<Vec<PostId>>,
    pub published: Option<bool>,
    /// On publishing, move its posts that are not yet of the `completed` kind to the first
    /// status of that kind.
    pub complete_posts: bool,
}

/// An entry and the ids of the posts it ships.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    pub entry: changelog_entry::Model,
    pub post_ids: Vec<PostId>,
}

fn clean_title(raw: &str) -> Result<String> {
    let title = raw.trim();
    if title.is_empty() {
        return Err(Error::invalid(said!("said-x-can-t-be-blank", field = "title")));
    }
    if title.chars().count() > TITLE_MAX_LEN {
        return Err(Error::invalid(said!("said-x-is-too-long-at-most-2", field = "title")));
    }
    Ok(title.to_owned())
}

/// The body as written, its HTML and its text (an empty body is allowed: a title may say it all).
fn clean_body(raw: &str) -> Result<(String, String, String)> {
    if raw.len() > BODY_MAX_LEN {
        return Err(Error::invalid(said!("said-x-is-too-long-at-most-3", field = "body")));
    }
    let html = text::markdown_to_html(raw).unwrap_or_default();
    let plain = text::plain_text(&html);
    Ok((raw.trim_end().to_owned(), html, plain))
}

/// The ids, once each, in the order given; each a post of the organization.
async fn clean_post_ids(conn: &impl ConnectionTrait, organization_id: OrgId, ids: &[PostId]) -> Result<Vec<PostId>> {
    let mut unique = Vec::with_capacity(ids.len());
    for id in ids {
        if !unique.contains(id) {
            unique.push(*id);
        }
    }
    if unique.len() > MAX_POSTS {
        return Err(Error::invalid(said!("said-x-names-too-many-posts-at", field = "feature_request_ids")));
    }
    if unique.is_empty() {
        return Ok(unique);
    }
    let found: Vec<PostId> = post::Entity::find()
        .select_only()
        .column(post::Column::Id)
        .filter(post::Column::OrganizationId.eq(organization_id))
        .filter(post::Column::Id.is_in(unique.clone()))
        .into_tuple()
        .all(conn)
        .await?;
    if let Some(missing) = unique.iter().find(|id| !found.contains(id)) {
        return Err(Error::invalid(said!("said-x-names-post-x-which-does", field = "feature_request_ids", missing = missing)));
    }
    Ok(unique)
}

pub async fn find(conn: &impl ConnectionTrait, organization_id: OrgId, id: i64) -> Result<changelog_entry::Model> {
    changelog_entry::Entity::find_by_id(id)
        .filter(changelog_entry::Column::OrganizationId.eq(organization_id))
        .one(conn)
        .await?
        .ok_or_else(|| Error::NotFound(said!("said-changelog-entry-x-was-not-found", id = id)))
}

/// The post ids of each entry (one query), in the order they were named.
async fn post_ids_of(conn: &impl ConnectionTrait, entry_ids: &[i64]) -> Result<HashMap<i64, Vec<PostId>>> {
    let mut by_entry: HashMap<i64, Vec<PostId>> = HashMap::new();
    if entry_ids.is_empty() {
        return Ok(by_entry);
    }
    let links = changelog_post::Entity::find()
        .filter(changelog_post::Column::EntryId.is_in(entry_ids.to_vec()))
        .order_by_asc(changelog_post::Column::EntryId)
        .order_by_asc(changelog_post::Column::Position)
        .all(conn)
        .await?;
    for link in links {
        by_entry.entry(link.entry_id).or_default().push(link.post_id);
    }
    Ok(by_entry)
}

async fn with_posts(conn: &impl ConnectionTrait, entries: Vec<changelog_entry::Model>) -> Result<Vec<Entry>> {
    let mut ids = post_ids_of(conn, &entries.iter().map(|e| e.id).collect::<Vec<_>>()).await?;
    Ok(entries.into_iter().map(|entry| Entry { post_ids: ids.remove(&entry.id).unwrap_or_default(), entry }).collect())
}

pub async fn get(conn: &impl ConnectionTrait, organization_id: OrgId, id: i64) -> Result<Entry> {
    let entry = find(conn, organization_id, id).await?;
    Ok(with_posts(conn, vec![entry]).await?.remove(0))
}

/// Every entry, drafts too, newest first (the API, the admin area).
pub async fn list_all(conn: &impl ConnectionTrait, organization_id: OrgId, page: u64, per_page: u64) -> Result<(Vec<Entry>, bool)> {
    let query = changelog_entry::Entity::find()
        .filter(changelog_entry::Column::OrganizationId.eq(organization_id))
        .order_by_desc(changelog_entry::Column::Id);
    let (entries, has_more) = one_page(conn, query, page, per_page).await?;
    Ok((with_posts(conn, entries).await?, has_more))
}

async fn set_posts(conn: &impl ConnectionTrait, entry_id: i64, post_ids: &[PostId]) -> Result<()> {
    changelog_post::Entity::delete_many().filter(changelog_post::Column::EntryId.eq(entry_id)).exec(conn).await?;
    if !post_ids.is_empty() {
        let rows = post_ids.iter().enumerate().map(|(at, post_id)| changelog_post::ActiveModel {
            entry_id: Set(entry_id),
            post_id: Set(*post_id),
            position: Set(at as i32),
        });
        changelog_post::Entity::insert_many(rows).exec_without_returning(conn).await?;
    }
    Ok(())
}

/// Writes a new entry (a draft unless `published`).
pub async fn create(db: &Db, organization_id: OrgId, actor: &Actor, input: EntryInput) -> Result<Entry> {
    access::may(actor, TeamTask::WriteChangelog)?;
    let title = clean_title(input.title.as_deref().unwrap_or_default())?;
    let (body, body_html, body_text) = clean_body(input.body.as_deref().unwrap_or_default())?;
    let txn = db.begin_write_in(Scope::Organization(organization_id)).await?;
    let post_ids = clean_post_ids(&*txn, organization_id, input.post_ids.as_deref().unwrap_or_default()).await?;
    let at = now();
    let created = changelog_entry::ActiveModel {
        organization_id: Set(organization_id),
        title: Set(title),
        body: Set(body),
        body_html: Set(body_html),
        body_text: Set(body_text),
        published: Set(false),
        published_at: Set(None),
        author_id: Set(Some(actor.user.id)),
        created_at: Set(at),
        updated_at: Set(at),
        ..Default::default()
    }
    .insert(&*txn)
    .await?;
    set_posts(&*txn, created.id, &post_ids).await?;
    audit::record(&*txn, organization_id, actor, Action::ChangelogEntryCreated, Target { id: Some(created.id), name: &created.title }, "").await?;
    let created = if input.published == Some(true) { publish(&*txn, organization_id, actor, created, &post_ids, input.complete_posts).await? } else { created };
    txn.commit().await?;
    Ok(Entry { entry: created, post_ids })
}

/// Changes an entry; `published` publishes it or takes it back to draft.
pub async fn update(db: &Db, organization_id: OrgId, actor: &Actor, id: i64, input: EntryInput) -> Result<Entry> {
    access::may(actor, TeamTask::WriteChangelog)?;
    let title = input.title.as_deref().map(clean_title).transpose()?;
    let body = input.body.as_deref().map(clean_body).transpose()?;
    let txn = db.begin_write_in(Scope::Organization(organization_id)).await?;
    let current = find(&*txn, organization_id, id).await?;
    let mut post_ids = post_ids_of(&*txn, &[id]).await?.remove(&id).unwrap_or_default();
    let mut said = Vec::new();
    let mut active = current.clone().into_active_model();
    if let Some(title) = title.filter(|t| *t != current.title) {
        said.push(format!("renamed from “{}”", current.title));
        active.title = Set(title);
    }
    if let Some((body, html, plain)) = body.filter(|(b, _, _)| *b != current.body) {
        said.push("text".to_owned());
        active.body = Set(body);
        active.body_html = Set(html);
        active.body_text = Set(plain);
    }
    if let Some(ids) = &input.post_ids {
        let ids = clean_post_ids(&*txn, organization_id, ids).await?;
        if ids != post_ids {
            set_posts(&*txn, id, &ids).await?;
            said.push(format!("{} {}", ids.len(), if ids.len() == 1 { "post" } else { "posts" }));
            post_ids = ids;
        }
    }
    if input.published == Some(false) && current.published {
        said.push("back to draft".to_owned());
        active.published = Set(false);
    }
    let mut entry = if said.is_empty() {
        current.clone()
    } else {
        active.updated_at = Set(now());
        let updated = active.update(&*txn).await?;
        audit::record(&*txn, organization_id, actor, Action::ChangelogEntryChanged, Target { id: Some(id), name: &updated.title }, &said.join(", ")).await?;
        updated
    };
    if input.published == Some(true) && !entry.published {
        entry = publish(&*txn, organization_id, actor, entry, &post_ids, input.complete_posts).await?;
    }
    txn.commit().await?;
    Ok(Entry { entry, post_ids })
}

/// Publishes `entry` within the write: the first time, its event is recorded (and its
/// posts' followers hear of it); with `complete_posts`, its posts move to a completed status.
///
/// Whether this is the first time is read from the row this write has just locked (the
/// update returns it), never from what was read before: of two publishers racing on
/// PostgreSQL, the second waits for the first to commit and then sees its `published_at`,
/// so the entry is announced once.
async fn publish(
    conn: &impl ConnectionTrait,
    organization_id: OrgId,
    actor: &Actor,
    entry: changelog_entry::Model,
    post_ids: &[PostId],
    complete_posts: bool,
) -> Result<changelog_entry::Model> {
    let mut active = entry.into_active_model();
    active.published = Set(true);
    let at = now();
    active.updated_at = Set(at);
    let mut published = active.update(conn).await?;
    let first_time = published.published_at.is_none();
    if first_time {
        let mut first = published.into_active_model();
        first.published_at = Set(Some(at));
        published = first.update(conn).await?;
    }
    let mut said = Vec::new();
    if complete_posts && !post_ids.is_empty() {
        let all = statuses::list(conn, organization_id).await?;
        let completed = all
            .iter()
            .find(|s| s.kind == crate::entities::states::StatusKind::Completed)
            .ok_or_else(|| Error::invalid(said!("said-x-needs-a-status-of-the", field = "complete_posts")))?;
        let completed_ids: Vec<StatusId> = all.iter().filter(|s| s.kind == crate::entities::states::StatusKind::Completed).map(|s| s.id).collect();
        let waiting: Vec<PostId> = post::Entity::find()
            .select_only()
            .column(post::Column::Id)
            .filter(post::Column::Id.is_in(post_ids.to_vec()))
            .filter(post::Column::StatusId.is_not_in(completed_ids))
            .into_tuple()
            .all(conn)
            .await?;
        for post_id in &waiting {
            let changes = posts::PostChanges { status: Some(completed.label.clone()), shipped_in: Some(published.id), ..Default::default() };
            posts::update(conn, organization_id, *post_id, &Asker::web(Some(actor)), changes).await?;
        }
        if !waiting.is_empty() {
            said.push(format!("{} {} moved to {}", waiting.len(), if waiting.len() == 1 { "post" } else { "posts" }, completed.label));
        }
    }
    if first_time {
        outbox::record(conn, organization_id, Event::ChangelogPublished { entry_id: published.id }).await?;
    }
    audit::record(conn, organization_id, actor, Action::ChangelogEntryPublished, Target { id: Some(published.id), name: &published.title }, &said.join(", "))
        .await?;
    Ok(published)
}

pub async fn delete(db: &Db, organization_id: OrgId, actor: &Actor, id: i64) -> Result<changelog_entry::Model> {
    access::may(actor, TeamTask::WriteChangelog)?;
    let txn = db.begin_write_in(Scope::Organization(organization_id)).await?;
    let doomed = find(&*txn, organization_id, id).await?;
    changelog_post::Entity::delete_many().filter(changelog_post::Column::EntryId.eq(id)).exec(&*txn).await?;
    changelog_entry::Entity::delete_by_id(id).exec(&*txn).await?;
    audit::record(&*txn, organization_id, actor, Action::ChangelogEntryDeleted, Target { id: Some(id), name: &doomed.title }, "").await?;
    txn.commit().await?;
    Ok(doomed)
}

/// Published entries, newest first: one page, and whether another follows.
pub async fn published(conn: &impl ConnectionTrait, organization_id: OrgId, page: u64) -> Result<(Vec<Entry>, bool)> {
    let query = changelog_entry::Entity::find()
        .filter(changelog_entry::Column::OrganizationId.eq(organization_id))
        .filter(changelog_entry::Column::Published.eq(true))
        .order_by_desc(changelog_entry::Column::PublishedAt)
        .order_by_desc(changelog_entry::Column::Id);
    let (entries, has_more) = one_page(conn, query, page, PER_PAGE).await?;
    Ok((with_posts(conn, entries).await?, has_more))
}

/// One published entry.
pub async fn published_one(conn: &impl ConnectionTrait, organization_id: OrgId, id: i64) -> Result<Entry> {
    let entry = get(conn, organization_id, id).await?;
    if !entry.entry.published {
        return Err(Error::NotFound(said!("said-changelog-entry-x-was-not-found", id = id)));
    }
    Ok(entry)
}

/// Entries as `asker` reads them: each with the posts it shipped that they may see.
/// Boards and statuses come from the read caches; the posts in one query.
pub async fn views(db: &Db, org: &organization::Model, asker: &Asker<'_>, entries: Vec<Entry>) -> Result<Vec<ChangelogEntryView>> {
    let all_ids: Vec<PostId> = entries.iter().flat_map(|e| e.post_ids.iter().copied()).collect();
    let found: HashMap<PostId, post::Model> = if all_ids.is_empty() {
        HashMap::new()
    } else {
        post::Entity::find()
            .filter(post::Column::OrganizationId.eq(org.id))
            .filter(post::Column::Id.is_in(all_ids))
            .all(db.conn())
            .await?
            .into_iter()
            .map(|p| (p.id, p))
            .collect()
    };
    let bucket_ids: Vec<BucketId> = found.values().map(|p| p.bucket_id).collect();
    let private: Vec<BucketId> = buckets::cached_with(db, org.id, &bucket_ids).await?.into_iter().filter(|b| b.private).map(|b| b.id).collect();
    let badges: HashMap<StatusId, StatusBadge> = statuses::cached(db, org.id)
        .await?
        .into_iter()
        .map(|s| (s.id, StatusBadge { label: s.label, kind: s.kind.name(), color: s.color }))
        .collect();
    Ok(entries
        .into_iter()
        .map(|Entry { entry, post_ids }| {
            let published_at = entry.published_at.unwrap_or(entry.updated_at);
            ChangelogEntryView {
                id: entry.id,
                title: entry.title,
                body_html: entry.body_html,
                published_at: time::iso_utc(published_at),
                date: time::day_in_zone(published_at, &org.time_zone),
                posts: post_ids
                    .iter()
                    .filter_map(|id| found.get(id))
                    .filter(|p| access::may_see_post(asker, &PostFacts::of(p, private.contains(&p.bucket_id))))
                    .map(|p| ShippedPost {
                        id: p.id.get(),
                        title: p.title.clone(),
                        slug: p.slug.clone(),
                        status: badges.get(&p.status_id).cloned().unwrap_or_else(|| StatusBadge {
                            label: String::new(),
                            kind: String::new(),
                            color: String::new(),
                        }),
                    })
                    .collect(),
            }
        })
        .collect())
}

/// The latest published entry that shipped the post.
pub async fn shipped_in(conn: &impl ConnectionTrait, org: &organization::Model, post_id: PostId) -> Result<Option<ShippedIn>> {
    let latest = changelog_entry::Entity::find()
        .filter(
            changelog_entry::Column::Id.in_subquery(
                Query::select()
                    .column(changelog_post::Column::EntryId)
                    .from(changelog_post::Entity)
                    .and_where(changelog_post::Column::PostId.eq(post_id))
                    .to_owned(),
            ),
        )
        .filter(changelog_entry::Column::OrganizationId.eq(org.id))
        .filter(changelog_entry::Column::Published.eq(true))
        .order_by_desc(changelog_entry::Column::PublishedAt)
        .order_by_desc(changelog_entry::Column::Id)
        .one(conn)
        .await?;
    Ok(latest.map(|e| ShippedIn { entry_id: e.id, date: time::day_in_zone(e.published_at.unwrap_or(e.updated_at), &org.time_zone), title: e.title }))
}

/// The admin area's form of each entry: drafts and published, newest first.
pub async fn drafts(conn: &impl ConnectionTrait, organization_id: OrgId, page: u64) -> Result<(Vec<ChangelogDraft>, bool)> {
    let (entries, has_more) = list_all(conn, organization_id, page, PER_PAGE).await?;
    let ids: Vec<PostId> = entries.iter().flat_map(|e| e.post_ids.iter().copied()).collect();
    let titles: HashMap<PostId, String> = if ids.is_empty() {
        HashMap::new()
    } else {
        post::Entity::find().filter(post::Column::Id.is_in(ids)).all(conn).await?.into_iter().map(|p| (p.id, p.title)).collect()
    };
    let drafts = entries
        .into_iter()
        .map(|Entry { entry, post_ids }| ChangelogDraft {
            id: entry.id,
            title: entry.title,
            body: entry.body,
            published: entry.published,
            published_at: entry.published_at.map(time::iso_utc),
            updated_at: time::iso_utc(entry.updated_at),
            posts: post_ids.into_iter().map(|id| (id.get(), titles.get(&id).cloned().unwrap_or_default())).collect(),
        })
        .collect();
    Ok((drafts, has_more))
}

/// Posts named in free text, one per line or comma: a number, a slug, or a post's address
/// (`https://…/acme/p/dark-mode`); old slugs count. Returns the ids found and what named none.
pub async fn resolve_posts(conn: &impl ConnectionTrait, organization_id: OrgId, named: &str) -> Result<(Vec<PostId>, Vec<String>)> {
    use crate::entities::post_slug;
    let (mut found, mut unknown) = (Vec::new(), Vec::new());
    for raw in named.split(['\n', ',']).map(str::trim).filter(|s| !s.is_empty()).take(MAX_POSTS + 1) {
        let tail = raw.split(['?', '#']).next().unwrap_or_default().trim_end_matches('/');
        let slug = tail.rsplit_once("/p/").map_or(tail, |(_, slug)| slug);
        let by_id = match slug.parse::<i64>().map(PostId) {
            Ok(id) => post::Entity::find_by_id(id).filter(post::Column::OrganizationId.eq(organization_id)).one(conn).await?,
            Err(_) => None,
        };
        let by_slug = match by_id {
            Some(p) => Some(p.id),
            None => match post::Entity::find()
                .filter(post::Column::OrganizationId.eq(organization_id))
                .filter(post::Column::Slug.eq(slug))
                .one(conn)
                .await?
            {
                Some(p) => Some(p.id),
                None => post_slug::Entity::find()
                    .filter(post_slug::Column::OrganizationId.eq(organization_id))
                    .filter(post_slug::Column::Slug.eq(slug))
                    .one(conn)
                    .await?
                    .map(|s| s.post_id),
            },
        };
        match by_slug {
            Some(id) => found.push(id),
            None => unknown.push(raw.to_owned()),
        }
    }
    Ok((found, unknown))
}

/// Posts the team most likely ships: those in a roadmap status, most recently changed first.
pub async fn candidates(conn: &impl ConnectionTrait, organization_id: OrgId) -> Result<Vec<(PostId, String, String)>> {
    let on_roadmap: HashMap<StatusId, String> =
        statuses::list(conn, organization_id).await?.into_iter().filter(|s| s.on_roadmap).map(|s| (s.id, s.label)).collect();
    if on_roadmap.is_empty() {
        return Ok(Vec::new());
    }
    let found = post::Entity::find()
        .filter(post::Column::OrganizationId.eq(organization_id))
        .filter(post::Column::StatusId.is_in(on_roadmap.keys().copied().collect::<Vec<_>>()))
        .filter(post::Column::Hidden.eq(false))
        .order_by_desc(post::Column::UpdatedAt)
        .limit(CANDIDATES)
        .all(conn)
        .await?;
    Ok(found.into_iter().map(|p| (p.id, p.title, on_roadmap.get(&p.status_id).cloned().unwrap_or_default())).collect())
}

/// Roadmap posts offered to choose from on the admin page.
pub const CANDIDATES: u64 = 50;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{organizations, testing, users::Role};
    use crate::entities::outbox_event;

    fn input(title: &str, body: &str, post_ids: Vec<PostId>, published: bool, complete_posts: bool) -> EntryInput {
        EntryInput { title: Some(title.to_owned()), body: Some(body.to_owned()), post_ids: Some(post_ids), published: Some(published), complete_posts }
    }

    async fn events(db: &Db, kind: &str) -> Vec<outbox_event::Model> {
        outbox_event::Entity::find().filter(outbox_event::Column::EventType.eq(kind)).all(db.conn()).await.unwrap()
    }

    #[tokio::test]
    async fn publishing_completes_the_posts_and_is_announced_once() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let org = acme.organization.id;
        let admin = Actor { user: acme.admin.clone(), role: Some(Role::Admin) };
        let shipped = posts::tests::post_in(&db, &acme, "Dark mode").await;
        let other = posts::tests::post_in(&db, &acme, "Exports").await;

        let draft =
            create(&db, org, &admin, input("Dark mode is here", "**Finally.** <script>x()</script>", vec![other.id, shipped.id, other.id], false, true))
                .await
                .unwrap();
        assert_eq!(draft.post_ids, vec![other.id, shipped.id], "in the order named, a post named twice linked once");
        assert_eq!(get(db.conn(), org, draft.entry.id).await.unwrap().post_ids, vec![other.id, shipped.id], "and read back so");
        let draft = update(&db, org, &admin, draft.entry.id, EntryInput { post_ids: Some(vec![shipped.id]), ..Default::default() })
            .await
            .unwrap();
        assert_eq!(draft.post_ids, vec![shipped.id]);
        assert!(!draft.entry.published && draft.entry.published_at.is_none());
        assert_eq!(draft.entry.body_html, "<p><strong>Finally.</strong> </p>", "Markdown rendered, script gone");
        assert!(events(&db, "changelog.published").await.is_empty(), "a draft tells nobody");
        assert!(published(db.conn(), org, 1).await.unwrap().0.is_empty());

        let out = update(&db, org, &admin, draft.entry.id, EntryInput { published: Some(true), complete_posts: true, ..Default::default() })
            .await
            .unwrap();
        assert!(out.entry.published);
        let completed = post::Entity::find_by_id(shipped.id).one(db.conn()).await.unwrap().unwrap();
        let kinds: HashMap<StatusId, String> = statuses::list(db.conn(), org).await.unwrap().into_iter().map(|s| (s.id, s.kind.name())).collect();
        assert_eq!(kinds[&completed.status_id], "completed");
        let untouched = post::Entity::find_by_id(other.id).one(db.conn()).await.unwrap().unwrap();
        assert_eq!(untouched.status_id, other.status_id, "posts it does not name stay");
        let offered = candidates(db.conn(), org).await.unwrap();
        assert_eq!(offered, vec![(shipped.id, "Dark mode".to_owned(), "Completed".to_owned())], "roadmap posts are offered");
        let (drafted, _) = drafts(db.conn(), org, 1).await.unwrap();
        assert_eq!(drafted[0].posts, vec![(shipped.id.get(), "Dark mode".to_owned())]);
        let changed = events(&db, "post.status_changed").await;
        assert_eq!(changed.len(), 1);
        assert_eq!(changed[0].subject["shipped_in"], out.entry.id, "the status change says which entry moved it");
        assert_eq!(events(&db, "changelog.published").await.len(), 1);

        // Back to draft and out again: still one announcement, the first date kept.
        update(&db, org, &admin, out.entry.id, EntryInput { published: Some(false), ..Default::default() }).await.unwrap();
        assert!(published(db.conn(), org, 1).await.unwrap().0.is_empty());
        let again = update(&db, org, &admin, out.entry.id, EntryInput { published: Some(true), ..Default::default() }).await.unwrap();
        assert_eq!(again.entry.published_at, out.entry.published_at);
        assert_eq!(events(&db, "changelog.published").await.len(), 1);

        let org_model = organizations::find_by_name(db.conn(), "acme").await.unwrap().unwrap();
        let shipped_in = shipped_in(db.conn(), &org_model, shipped.id).await.unwrap().unwrap();
        assert_eq!((shipped_in.entry_id, shipped_in.title.as_str()), (out.entry.id, "Dark mode is here"));
        assert!(super::shipped_in(db.conn(), &org_model, other.id).await.unwrap().is_none());
    }

    #[tokio::test]
    async fn bad_input_is_refused_and_customers_may_not_write() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let org = acme.organization.id;
        let admin = Actor { user: acme.admin.clone(), role: Some(Role::Admin) };
        let customer = Actor { user: acme.admin.clone(), role: None };
        assert!(matches!(create(&db, org, &customer, input("Hi", "", vec![], true, false)).await, Err(Error::Forbidden(_))));
        assert!(matches!(create(&db, org, &admin, input("  ", "", vec![], true, false)).await, Err(Error::Invalid { .. })));
        assert!(matches!(create(&db, org, &admin, input("Hi", "", vec![PostId(999_999)], true, false)).await, Err(Error::Invalid { .. })));
        let long = "x".repeat(TITLE_MAX_LEN + 1);
        assert!(matches!(create(&db, org, &admin, input(&long, "", vec![], true, false)).await, Err(Error::Invalid { .. })));
        assert!(list_all(db.conn(), org, 1, 10).await.unwrap().0.is_empty(), "nothing was written");
        assert!(matches!(delete(&db, OrgId(org.get() + 1), &admin, 1).await, Err(Error::NotFound(_))));
    }
}
