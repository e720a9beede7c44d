//! Votes: one per user and post, up or down; the post's counters move in the same transaction.

use super::access::{self, Asker};
use super::outbox::{self, Event, VoteSnapshot};
use super::{Error, Result, now, posts, values};
use crate::entities::post_count::Counts;
use crate::entities::{held_vote, organization, post, user, vote};
use crate::model::{BucketId, OrgId, PostId, UserId};
use crate::said;
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter};

/// Which way a vote goes, and where it was cast (converted to and from the database once, in
/// [`crate::entities::states`]).
pub use crate::entities::states::{VoteKind as Kind, VoteSource as Source};

/// Casts (or switches) `user_id`'s vote on the post; voting the same way twice changes nothing.
/// Returns the post with its new counters.
pub async fn cast(
    conn: &impl ConnectionTrait,
    organization_id: OrgId,
    post_id: PostId,
    user_id: UserId,
    kind: Kind,
    source: Source,
) -> Result<(post::Model, Counts)> {
    let (post, counts, _) = change(conn, organization_id, post_id, user_id, Change::Cast(kind, source)).await?;
    Ok((post, counts))
}

/// What a voter does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    /// The API's vote: the same kind twice is idempotent.
    Cast(Kind, Source),
    /// The web's vote button: the same kind again takes the vote back.
    Toggle(Kind),
    Remove,
}

/// Applies the vote change of `asker`'s user in its own write transaction and tells open pages
/// the new counts. Votes go only where [`access::may_vote`] allows (a vote is taken back
/// wherever its post is still visible). A customer who has not confirmed their address where
/// the organization asks for it changes their held vote instead, and no count moves
/// ([`super::verification`]). Returns the post, its counters and the voter's vote afterwards.
pub async fn apply(
    db: &super::Db,
    live: &super::LiveStream,
    asker: &Asker<'_>,
    org: &organization::Model,
    post_id: PostId,
    change: Change,
) -> Result<(post::Model, Counts, Option<Kind>)> {
    let (post, counts, mine, _) = apply_reading(db, live, asker, org, post_id, change, false).await?;
    Ok((post, counts, mine))
}

/// [`apply`], answering with the post as the API shows it: its submitter and tags are read
/// with the post within the vote's transaction (one statement fewer than reading them after).
pub async fn apply_for_row(
    db: &super::Db,
    live: &super::LiveStream,
    asker: &Asker<'_>,
    org: &organization::Model,
    post_id: PostId,
    change: Change,
) -> Result<(posts::Row, Option<Kind>)> {
    let (post, counts, mine, beside) = apply_reading(db, live, asker, org, post_id, change, true).await?;
    let (submitter, tags) = beside.ok_or_else(|| Error::Internal(format!("post {post_id} was voted on without its submitter")))?;
    Ok((posts::Row { post, counts, submitter, tags }, mine))
}

/// A post's submitter and tag names, as a vote reads them with the post ([`apply_for_row`]).
type Beside = (posts::Submitter, Vec<String>);

/// [`apply`], reading the post's submitter and tags with it when `people` says so.
async fn apply_reading(
    db: &super::Db,
    live: &super::LiveStream,
    asker: &Asker<'_>,
    org: &organization::Model,
    post_id: PostId,
    change: Change,
    people: bool,
) -> Result<(post::Model, Counts, Option<Kind>, Option<Beside>)> {
    let organization_id = org.id;
    // As the request's rows say; decided again within the transaction when it holds.
    let may_hold = super::verification::holds(org, asker);
    let (via, actor) = (asker.via, asker.actor.cloned());
    // Votes move counters only: the list totals and other organizations' pages stay cached.
    // They are committed together when many arrive at once (see `Db::write_batched`).
    let (post, counts, mine, facts, beside) = db
        .write_batched::<_, Error, _>(crate::store::cache::Scope::Counters(organization_id), move |txn| {
            Box::pin(async move {
                let asker = Asker { via, actor: actor.as_ref() };
                let (post, facts, beside) = match people {
                    true => {
                        let (post, facts, submitter, tags) = posts::find_with_people_for(txn, organization_id, post_id, &asker).await?;
                        (post, facts, Some((submitter, tags)))
                    }
                    false => {
                        let (post, facts) = posts::find_for(txn, organization_id, post_id, &asker).await?;
                        (post, facts, None)
                    }
                };
                match change {
                    Change::Remove => access::see_post(&asker, &facts)?,
                    Change::Cast(..) | Change::Toggle(_) => access::may_vote(&asker, &facts)?,
                }
                let user_id = asker.actor.map(|a| a.user.id).ok_or_else(|| Error::Unauthorized(said!("said-sign-in-to-vote")))?;
                if may_hold && super::verification::held_within(txn, &asker, organization_id, user_id).await? {
                    let typed = asker.via == access::Via::Address;
                    let mine = change_held(txn, &post, user_id, change, typed).await?;
                    let counts = posts::counts_of(txn, post.id).await?;
                    return Ok((post, counts, mine, None, beside));
                }
                let (post, counts, mine) = change_on(txn, post, user_id, change).await?;
                Ok((post, counts, mine, Some(facts), beside))
            })
        })
        .await?;
    if let Some(facts) = facts {
        live.publish(organization_id, &post, &counts, facts);
    }
    Ok((post, counts, mine, beside))
}

/// Applies a vote change of someone who has not confirmed their address to their held vote
/// on `post` (within `conn`; counters do not move); `typed`, one made through the widget for
/// an address someone typed, which changes only a held vote made that way (the person's own
/// stays as they left it). Every write is conditional on the held vote as it was read, as for
/// counted votes. Returns the held vote afterwards.
async fn change_held(conn: &impl ConnectionTrait, post: &post::Model, user_id: UserId, change: Change, typed: bool) -> Result<Option<Kind>> {
    for _ in 0..ATTEMPTS {
        let existing = held_vote::Entity::find()
            .filter(held_vote::Column::UserId.eq(user_id))
            .filter(held_vote::Column::PostId.eq(post.id))
            .one(conn)
            .await?;
        if let Some(other) = existing.as_ref().filter(|v| v.typed != typed) {
            return Ok(Some(other.kind));
        }
        let current = existing.as_ref().map(|v| v.kind);
        let wanted = match change {
            Change::Cast(kind, _) => Some(kind),
            Change::Toggle(kind) if current == Some(kind) => None,
            Change::Toggle(kind) => Some(kind),
            Change::Remove => None,
        };
        let done = match (existing, wanted) {
            (None, None) => return Ok(None),
            (Some(_), Some(kind)) if current == Some(kind) => return Ok(Some(kind)),
            (None, Some(kind)) => {
                let insert = held_vote::Entity::insert(held_vote::ActiveModel {
                    organization_id: Set(post.organization_id),
                    post_id: Set(post.id),
                    user_id: Set(user_id),
                    kind: Set(kind),
                    created_at: Set(now()),
                    typed: Set(typed),
                    ..Default::default()
                })
                .on_conflict_do_nothing_on([held_vote::Column::UserId, held_vote::Column::PostId]);
                super::insert_unless_taken(conn, insert).await?.is_some()
            }
            (Some(held), Some(kind)) => {
                let update = held_vote::Entity::update_many().col_expr(held_vote::Column::Kind, Expr::value(kind));
                update
                    .filter(held_vote::Column::Id.eq(held.id))
                    .filter(held_vote::Column::Kind.eq(held.kind))
                    .exec(conn)
                    .await?
                    .rows_affected
                    == 1
            }
            (Some(held), None) => {
                let delete = held_vote::Entity::delete_many().filter(held_vote::Column::Id.eq(held.id)).filter(held_vote::Column::Kind.eq(held.kind));
                delete.exec(conn).await?.rows_affected == 1
            }
        };
        if done {
            return Ok(wanted);
        }
    }
    Err(Error::Internal(format!("the held vote of user {user_id} on post {} kept changing", post.id)))
}

/// The web's vote button: the same kind again takes the vote back, the other kind switches it.
pub async fn toggle(
    conn: &impl ConnectionTrait,
    organization_id: OrgId,
    post_id: PostId,
    user_id: UserId,
    kind: Kind,
) -> Result<(post::Model, Counts, Option<Kind>)> {
    change(conn, organization_id, post_id, user_id, Change::Toggle(kind)).await
}

/// Removes the user's vote on the post, if any. Returns the post with its new counters.
pub async fn remove(conn: &impl ConnectionTrait, organization_id: OrgId, post_id: PostId, user_id: UserId) -> Result<(post::Model, Counts)> {
    let (post, counts, _) = change(conn, organization_id, post_id, user_id, Change::Remove).await?;
    Ok((post, counts))
}

/// How often a change is tried again when a concurrent change of the same vote got there first.
const ATTEMPTS: usize = 16;

/// Applies `change` to the user's vote. Every write is conditional on the vote as it was read
/// (inserted only if absent, switched or deleted only if still of the kind read), and the
/// counters move only by what a write that took effect changed; when a concurrent request
/// changed the vote first, the state is read again and the change reconsidered. So counts
/// stay exact under any interleaving (PostgreSQL re-checks the conditions after waiting for a
/// concurrent writer of the row; SQLite has one writer at a time).
pub async fn change(
    conn: &impl ConnectionTrait,
    organization_id: OrgId,
    post_id: PostId,
    user_id: UserId,
    change: Change,
) -> Result<(post::Model, Counts, Option<Kind>)> {
    change_on(conn, find_post(conn, organization_id, post_id).await?, user_id, change).await
}

/// [`change`] on a post already read (within `conn`'s transaction); its counters are read
/// only when the change moves none.
async fn change_on(conn: &impl ConnectionTrait, post: post::Model, user_id: UserId, change: Change) -> Result<(post::Model, Counts, Option<Kind>)> {
    let (organization_id, post_id) = (post.organization_id, post.id);
    // Most votes are a user's first on the post: the insert is tried first, and only when a
    // vote is there already is it read (one statement fewer for the common case).
    let first = match change {
        Change::Cast(kind, source) => Some((kind, source)),
        Change::Toggle(kind) => Some((kind, Source::Web)),
        Change::Remove => None,
    };
    if let Some((kind, source)) = first
        && let Some(counted) = insert_if_absent(conn, organization_id, post_id, user_id, kind, source).await?
    {
        let counts = count(conn, &post, user_id, counted).await?;
        return Ok((post, counts, Some(kind)));
    }
    for _ in 0..ATTEMPTS {
        let existing = vote::Entity::find().filter(vote::Column::PostId.eq(post_id)).filter(vote::Column::UserId.eq(user_id)).one(conn).await?;
        let current = existing.as_ref().map(|v| v.kind);
        let (wanted, source) = match change {
            Change::Cast(kind, source) => (Some(kind), source),
            Change::Toggle(kind) if current == Some(kind) => (None, Source::Web),
            Change::Toggle(kind) => (Some(kind), Source::Web),
            Change::Remove => (None, Source::Web),
        };
        let applied = match (existing, wanted) {
            (None, None) => return Ok((post, posts::counts_of(conn, post_id).await?, None)),
            (Some(_), Some(kind)) if current == Some(kind) => return Ok((post, posts::counts_of(conn, post_id).await?, Some(kind))),
            (None, Some(kind)) => insert_if_absent(conn, organization_id, post_id, user_id, kind, source).await?,
            (Some(vote), Some(kind)) => switch_if_unchanged(conn, &vote, kind, source).await?,
            (Some(vote), None) => delete_if_unchanged(conn, &vote).await?,
        };
        if let Some(counted) = applied {
            let counts = count(conn, &post, user_id, counted).await?;
            return Ok((post, counts, wanted));
        }
    }
    Err(Error::Internal(format!("the vote of user {user_id} on post {post_id} kept changing")))
}

/// Moves the counters by what a vote write that took effect changed, and records its event.
/// Returns the post's new counters.
/// An upvote that came or went moves the revenue behind the post when the voter belongs to a
/// company ([`values::upvoter`], after the post's counters: the order of the locks).
async fn count(conn: &impl ConnectionTrait, post: &post::Model, user_id: UserId, Counted { up, down, user, event }: Counted) -> Result<Counts> {
    // The voter's row is written (and so locked) whenever an upvote comes or goes, even by a
    // switch, so that their company cannot change under the vote.
    let company = match user != 0 || up != 0 {
        true => count_for_user(conn, user_id, user).await?,
        false => None,
    };
    outbox::record(conn, post.organization_id, event).await?;
    let moved = posts::move_votes(conn, post.id, post.created_at, up, down).await?;
    if let Some(company) = company.filter(|_| up != 0) {
        values::upvoter(conn, post.organization_id, post.id, company, up).await?;
    }
    Ok(moved)
}

/// What a vote write that took effect does to the counters: the post's up- and downvotes,
/// and the voter's number of votes; and the event that tells of it.
struct Counted {
    up: i32,
    down: i32,
    user: i32,
    event: Event,
}

fn counted(kind: Kind, sign: i32, user: i32, event: Event) -> Counted {
    match kind {
        Kind::Upvote => Counted { up: sign, down: 0, user, event },
        Kind::Downvote => Counted { up: 0, down: sign, user, event },
    }
}

/// Inserts the vote unless one exists (the unique index on post and user decides).
async fn insert_if_absent(
    conn: &impl ConnectionTrait,
    organization_id: OrgId,
    post_id: PostId,
    user_id: UserId,
    kind: Kind,
    source: Source,
) -> Result<Option<Counted>> {
    let created_at = now();
    let insert = vote::Entity::insert(vote::ActiveModel {
        organization_id: Set(organization_id),
        post_id: Set(post_id),
        user_id: Set(user_id),
        kind: Set(kind),
        source: Set(source),
        created_at: Set(created_at),
        updated_at: Set(created_at),
        ..Default::default()
    })
    .on_conflict_do_nothing_on([vote::Column::PostId, vote::Column::UserId]);
    let inserted = super::insert_unless_taken(conn, insert).await?;
    Ok(inserted.map(|vote| counted(kind, 1, 1, Event::VoteCreated { vote: VoteSnapshot::from(&vote) })))
}

/// Switches the vote to `kind` if it is still of the kind it was read with.
async fn switch_if_unchanged(conn: &impl ConnectionTrait, vote: &vote::Model, kind: Kind, source: Source) -> Result<Option<Counted>> {
    let rows = vote::Entity::update_many()
        .col_expr(vote::Column::Kind, Expr::value(kind))
        .col_expr(vote::Column::Source, Expr::value(source))
        .col_expr(vote::Column::UpdatedAt, Expr::value(now()))
        .filter(vote::Column::Id.eq(vote.id))
        .filter(vote::Column::Kind.eq(vote.kind))
        .exec(conn)
        .await?
        .rows_affected;
    // One vote moves from the other kind to `kind`; the voter's number of votes stays.
    let (up, down) = match kind {
        Kind::Upvote => (1, -1),
        Kind::Downvote => (-1, 1),
    };
    // A switch is told as the vote cast anew, of its new kind.
    let switched = VoteSnapshot { kind, source, ..VoteSnapshot::from(vote) };
    Ok((rows == 1).then_some(Counted { up, down, user: 0, event: Event::VoteCreated { vote: switched } }))
}

/// Deletes the vote if it is still of the kind it was read with.
async fn delete_if_unchanged(conn: &impl ConnectionTrait, vote: &vote::Model) -> Result<Option<Counted>> {
    let rows = vote::Entity::delete_many()
        .filter(vote::Column::Id.eq(vote.id))
        .filter(vote::Column::Kind.eq(vote.kind))
        .exec(conn)
        .await?
        .rows_affected;
    let kind = vote.kind;
    Ok((rows == 1).then(|| counted(kind, -1, -1, Event::VoteDeleted { vote: VoteSnapshot::from(vote) })))
}

/// The post of this organization, or "not found".
pub(crate) async fn find_post(conn: &impl ConnectionTrait, organization_id: OrgId, post_id: PostId) -> Result<post::Model> {
    post::Entity::find_by_id(post_id)
        .filter(post::Column::OrganizationId.eq(organization_id))
        .one(conn)
        .await?
        .ok_or_else(|| Error::NotFound(said!("said-post-x-was-not-found", a = post_id)))
}

/// Moves the voter's number of votes by `delta`; returns their company (read from the row as
/// the update left it, which it locks).
pub(crate) async fn count_for_user(conn: &impl ConnectionTrait, user_id: UserId, delta: i32) -> Result<Option<i64>> {
    let sql = "UPDATE users SET votes_count = votes_count + ? WHERE id = ? RETURNING company_id";
    let values = vec![sea_orm::Value::from(delta), sea_orm::Value::from(user_id.get())];
    let row = conn.query_one_raw(super::statement(conn.get_database_backend(), sql, values)).await?;
    Ok(row.map(|row| row.try_get::<Option<i64>>("", "company_id")).transpose()?.flatten())
}

/// An upvote with its voter and post.
#[derive(Clone, Debug)]
pub struct VoteView {
    pub vote: vote::Model,
    pub user: user::Model,
    pub post: post::Model,
}

/// The upvotes [`upvoters`] pages through, before its other filters: the organization's, or
/// one post's. One post's are chosen by the post alone: [`upvoters`] has found the post in the
/// organization, so its votes are the organization's. Filtering by the organization as well let
/// SQLite's planner (it keeps no statistics) read them through the organization's index, every
/// upvote of the organization for one post's (100 to 390 ms at 10,000 posts).
fn upvotes_of(organization_id: OrgId, post_id: Option<PostId>, kind: Option<Kind>) -> sea_orm::Select<vote::Entity> {
    let upvotes = match kind {
        Some(kind) => vote::Entity::find().filter(vote::Column::Kind.eq(kind)),
        None => vote::Entity::find(),
    };
    match post_id {
        Some(post_id) => upvotes.filter(vote::Column::PostId.eq(post_id)),
        None => upvotes.filter(vote::Column::OrganizationId.eq(organization_id)),
    }
}

/// One page of upvotes (or votes of `kind`, or all votes when `None`), newest first: of one
/// post, or of the whole organization; `from` inclusive, `until` exclusive. Posts in private
/// buckets only with `allow_private`.
#[allow(clippy::too_many_arguments)]
pub async fn upvoters(
    conn: &impl ConnectionTrait,
    organization_id: OrgId,
    post_id: Option<PostId>,
    kind: Option<Kind>,
    from: Option<chrono::DateTime<chrono::Utc>>,
    until: Option<chrono::DateTime<chrono::Utc>>,
    allow_private: bool,
    page: u64,
    per_page: u64,
) -> Result<(Vec<VoteView>, u64)> {
    use sea_orm::{PaginatorTrait, QueryOrder, QuerySelect};
    use std::collections::HashMap;
    if let Some(post_id) = post_id {
        posts::find_visible(conn, organization_id, post_id, allow_private).await?;
    }
    let mut query = upvotes_of(organization_id, post_id, kind);
    if post_id.is_none() && !allow_private {
        let private: Vec<BucketId> = crate::domain::buckets::list(conn, organization_id, true)
            .await?
            .into_iter()
            .filter(|b| b.private)
            .map(|b| b.id)
            .collect();
        if !private.is_empty() {
            let hidden_posts = sea_orm::sea_query::Query::select()
                .column(post::Column::Id)
                .from(post::Entity)
                .and_where(post::Column::BucketId.is_in(private))
                .to_owned();
            query = query.filter(vote::Column::PostId.not_in_subquery(hidden_posts));
        }
    }
    if let Some(from) = from {
        query = query.filter(vote::Column::CreatedAt.gte(from));
    }
    if let Some(until) = until {
        query = query.filter(vote::Column::CreatedAt.lt(until));
    }
    let total = query.clone().count(conn).await?;
    let Some(offset) = super::page_offset(page, per_page) else {
        return Ok((Vec::new(), total));
    };
    let votes = query
        .order_by_desc(vote::Column::CreatedAt)
        .order_by_desc(vote::Column::Id)
        .offset(offset)
        .limit(per_page)
        .all(conn)
        .await?;
    let users: HashMap<UserId, user::Model> = user::Entity::find()
        .filter(user::Column::Id.is_in(votes.iter().map(|v| v.user_id).collect::<Vec<_>>()))
        .all(conn)
        .await?
        .into_iter()
        .map(|u| (u.id, u))
        .collect();
    let posts: HashMap<PostId, post::Model> = post::Entity::find()
        .filter(post::Column::Id.is_in(votes.iter().map(|v| v.post_id).collect::<Vec<_>>()))
        .all(conn)
        .await?
        .into_iter()
        .map(|p| (p.id, p))
        .collect();
    let views = votes
        .into_iter()
        .map(|vote| {
            let missing = || Error::Internal(format!("vote {} lost its user or post", vote.id));
            Ok(VoteView { user: users.get(&vote.user_id).cloned().ok_or_else(missing)?, post: posts.get(&vote.post_id).cloned().ok_or_else(missing)?, vote })
        })
        .collect::<Result<Vec<_>>>()?;
    Ok((views, total))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{organizations, posts, testing, users};
    use crate::model::Email;

    /// One post's upvoters are read through the post's index (newest first, as it is sorted),
    /// never through the organization's.
    #[tokio::test]
    async fn one_posts_upvoters_are_read_through_the_posts_index() {
        use sea_orm::{QueryOrder, QuerySelect, QueryTrait};
        let db = testing::db().await;
        let page = upvotes_of(OrgId(1), Some(PostId(7)), Some(Kind::Upvote))
            .order_by_desc(vote::Column::CreatedAt)
            .order_by_desc(vote::Column::Id)
            .limit(30);
        let plan = testing::sqlite_plan(&db, page.build(sea_orm::DbBackend::Sqlite)).await;
        assert!(plan.iter().any(|step| step.contains("idx_votes_post_kind_created")), "{plan:?}");
        assert!(!plan.iter().any(|step| step.contains("idx_votes_org")), "{plan:?}");
    }

    /// The organization's upvoters without `allow_private` leave out votes on posts in private
    /// boards (and a private post's own list is not found); with it, they are all there.
    #[tokio::test]
    async fn upvotes_on_private_posts_are_listed_only_with_allow_private() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let public = posts::tests::post_in(&db, &acme, "Dark mode").await;
        let private = posts::tests::private_post_in(&db, &acme, "Internal", "Secret plan").await;
        let txn = db.begin_write().await.unwrap();
        for (email, post) in [("pub@x.test", &public), ("priv@x.test", &private)] {
            let voter = users::find_or_create(&*txn, acme.organization.id, &Email::parse(email).unwrap(), "V").await.unwrap();
            cast(&*txn, acme.organization.id, post.id, voter.id, Kind::Upvote, Source::Web).await.unwrap();
        }
        txn.commit().await.unwrap();
        let voters = |found: Vec<VoteView>| {
            let mut emails = found.into_iter().map(|v| v.user.email).collect::<Vec<_>>();
            emails.sort();
            emails
        };
        let org = acme.organization.id;
        let (public_only, total) = upvoters(db.conn(), org, None, Some(Kind::Upvote), None, None, false, 1, 30).await.unwrap();
        assert_eq!((voters(public_only), total), (vec!["pub@x.test".to_owned()], 1));
        let (all, total) = upvoters(db.conn(), org, None, Some(Kind::Upvote), None, None, true, 1, 30).await.unwrap();
        assert_eq!((voters(all), total), (vec!["priv@x.test".to_owned(), "pub@x.test".to_owned()], 2));
        assert!(matches!(
            upvoters(db.conn(), org, Some(private.id), Some(Kind::Upvote), None, None, false, 1, 30).await,
            Err(crate::domain::Error::NotFound(_))
        ));
        let (of_private, _) = upvoters(db.conn(), org, Some(private.id), Some(Kind::Upvote), None, None, true, 1, 30).await.unwrap();
        assert_eq!(voters(of_private), ["priv@x.test"]);
    }

    /// A vote moves counters only: the buckets and statuses every post's answer shows stay
    /// cached (they were read again after each vote, on every process).
    #[tokio::test]
    async fn a_vote_keeps_the_organization_s_buckets_and_statuses_cached() {
        use crate::store::cache::{Of, Scope};
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let org_id = acme.organization.id;
        let post = posts::tests::post_in(&db, &acme, "Dark mode").await;
        let grace = users::find_or_create(db.conn(), org_id, &Email::parse("grace@x.test").unwrap(), "Grace").await.unwrap();
        let vote = |user_id| {
            let db = db.clone();
            async move {
                let txn = db.begin_write_in(Scope::Counters(org_id)).await.unwrap();
                cast(&*txn, org_id, post.id, user_id, Kind::Upvote, Source::Api).await.unwrap();
                txn.commit().await.unwrap();
            }
        };
        vote(acme.admin.id).await;
        let caches = db.caches();
        let kept = || {
            caches.buckets.get_at(&org_id, caches.buckets.generation(Of::Posts(org_id))).is_some()
                && caches.statuses.get_at(&org_id, caches.statuses.generation(Of::Posts(org_id))).is_some()
        };
        // Kept once the database's first look has settled (see `cache::SETTLING`).
        for _ in 0..40 {
            crate::domain::buckets::cached(&db, org_id).await.unwrap();
            crate::domain::statuses::cached(&db, org_id).await.unwrap();
            if kept() {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        }
        assert!(kept(), "read once, kept until a write they depend on");
        vote(grace.id).await;
        assert!(kept(), "still kept after a vote");
    }

    #[tokio::test]
    async fn votes_are_one_per_user_switchable_and_removable() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let post = posts::tests::post_in(&db, &acme, "Dark mode").await;
        let org_id = acme.organization.id;
        let grace = users::find_or_create(db.conn(), org_id, &Email::parse("grace@x.test").unwrap(), "Grace").await.unwrap();

        let txn = db.begin_write().await.unwrap();
        let (_, p) = cast(&*txn, org_id, post.id, grace.id, Kind::Upvote, Source::Web).await.unwrap();
        assert_eq!((p.votes_count, p.downvotes_count), (1, 0));
        let (_, p) = cast(&*txn, org_id, post.id, grace.id, Kind::Upvote, Source::Web).await.unwrap();
        assert_eq!((p.votes_count, p.downvotes_count), (1, 0), "voting twice is idempotent");
        let (_, p) = cast(&*txn, org_id, post.id, grace.id, Kind::Downvote, Source::Web).await.unwrap();
        assert_eq!((p.votes_count, p.downvotes_count), (0, 1), "voting the other way switches");
        let (_, p) = remove(&*txn, org_id, post.id, grace.id).await.unwrap();
        assert_eq!((p.votes_count, p.downvotes_count), (0, 0));
        let (_, p) = cast(&*txn, org_id, post.id, acme.admin.id, Kind::Upvote, Source::Admin).await.unwrap();
        assert_eq!(p.votes_count, 1);
        txn.commit().await.unwrap();

        // The trending score moves with the counts, in the same statement.
        for (i, kind) in [Kind::Upvote, Kind::Upvote, Kind::Downvote].into_iter().enumerate() {
            let voter = users::find_or_create(db.conn(), org_id, &Email::parse(&format!("v{i}@x.test")).unwrap(), "V").await.unwrap();
            let txn = db.begin_write().await.unwrap();
            let (_, returned) = cast(&*txn, org_id, post.id, voter.id, kind, Source::Api).await.unwrap();
            txn.commit().await.unwrap();
            let stored = posts::counts_of(db.conn(), post.id).await.unwrap();
            assert_eq!(stored, returned, "the returned counters are the stored ones");
            let expected = posts::trending_score(stored.votes_count, stored.downvotes_count, post.created_at);
            assert!((stored.trending_score - expected).abs() < 1e-9, "{} against {expected}", stored.trending_score);
        }
        let stored = posts::counts_of(db.conn(), post.id).await.unwrap();
        assert_eq!((stored.votes_count, stored.downvotes_count), (3, 1));
        assert!(stored.trending_score > posts::trending_score(1, 0, post.created_at), "net 2 scores above net 1");

        let grace = user::Entity::find_by_id(grace.id).one(db.conn()).await.unwrap().unwrap();
        assert_eq!(grace.votes_count, 0);
    }

    #[tokio::test]
    async fn voting_on_another_organizations_post_is_not_found() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let globex = organizations::tests::create_named(&db, "globex").await;
        let post = posts::tests::post_in(&db, &globex, "Theirs").await;
        let txn = db.begin_write().await.unwrap();
        let result = cast(&*txn, acme.organization.id, post.id, acme.admin.id, Kind::Upvote, Source::Api).await;
        assert!(matches!(result, Err(Error::NotFound(_))));
    }
}
