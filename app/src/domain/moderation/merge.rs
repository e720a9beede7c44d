//! Merging a duplicate post into another, and undoing it exactly.
//!
//! A merge moves the duplicate's votes to the target (a voter who voted on both keeps the
//! target's vote; the duplicate's is set aside), moves its comments, hides it with
//! `merged_into_id` (its address then leads to the target), and records what it moved. Every
//! counter (the two posts', the voters') moves by what the statements changed, read back with
//! `RETURNING`, in the same transaction. Unmerging puts back what is still where the merge
//! left it and restores the set-aside votes, so the counts are as they were.

use super::super::access::Actor;
use super::super::access::{self, TeamTask};
use super::super::admin::audit::{self, Action, Target};
use super::super::votes::{self, find_post};
use super::super::{Db, Error, Result, now};
use super::super::{posts, values};
use crate::entities::{comment, post, post_merge, vote};
use crate::model::{MergedPost, OrgId, PostId, UserId};
use crate::said;
use sea_orm::sea_query::{Expr, ExprTrait, Query};
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder};
use serde::{Deserialize, Serialize};

/// Ids per statement when putting rows back (well under every database's limit of parameters).
const CHUNK: usize = 500;

#[derive(Debug, Serialize, Deserialize)]
struct SetAsideVote {
    user_id: UserId,
    kind: crate::entities::states::VoteKind,
    source: crate::entities::states::VoteSource,
    created_at: chrono::DateTime<chrono::Utc>,
    updated_at: chrono::DateTime<chrono::Utc>,
}

/// Whether a comment counts on its post (public, approved, not hidden).
fn counts(c: &comment::Model) -> bool {
    !c.internal && !c.hidden && c.approval_status == crate::entities::states::Approval::Approved
}

/// (upvotes, downvotes) among `moved`.
fn kinds(moved: &[vote::Model]) -> (i32, i32) {
    let up = moved.iter().filter(|v| v.kind == crate::entities::states::VoteKind::Upvote).count() as i32;
    (up, moved.len() as i32 - up)
}

/// Merges `duplicate_id` into `target_id`; returns the target as it now is.
pub async fn merge(db: &Db, organization_id: OrgId, actor: &Actor, duplicate_id: PostId, target_id: PostId) -> Result<post::Model> {
    access::may(actor, TeamTask::Moderate)?;
    if duplicate_id == target_id {
        return Err(Error::invalid(said!("said-x-must-be-another-post", field = "into_id")));
    }
    let txn = db.begin_write().await?;
    let duplicate = find_post(&*txn, organization_id, duplicate_id).await?;
    let target = find_post(&*txn, organization_id, target_id).await.map_err(|error| match error {
        Error::NotFound(_) => Error::invalid(said!("said-x-is-not-a-post-of", field = "into_id")),
        other => other,
    })?;
    if duplicate.merged_into_id.is_some() {
        return Err(Error::invalid(said!("said-x-is-merged-into-another-post", field = "id")));
    }
    if target.merged_into_id.is_some() {
        return Err(Error::invalid(said!("said-x-is-itself-merged-into-another", field = "into_id")));
    }
    // The duplicate first: hidden, it takes no new votes or comments meanwhile.
    post::Entity::update_many()
        .col_expr(post::Column::Hidden, Expr::value(true))
        .col_expr(post::Column::MergedIntoId, Expr::value(target.id))
        .col_expr(post::Column::UpdatedAt, Expr::value(now()))
        .filter(post::Column::Id.eq(duplicate.id))
        .exec(&*txn)
        .await?;
    let voted_on_target = Query::select()
        .column(vote::Column::UserId)
        .from(vote::Entity)
        .and_where(Expr::col(vote::Column::PostId).eq(target.id))
        .to_owned();
    let moved_votes = vote::Entity::update_many()
        .col_expr(vote::Column::PostId, Expr::value(target.id))
        .filter(vote::Column::PostId.eq(duplicate.id))
        .filter(vote::Column::UserId.not_in_subquery(voted_on_target))
        .exec_with_returning(&*txn)
        .await?;
    let set_aside = vote::Entity::delete_many().filter(vote::Column::PostId.eq(duplicate.id)).exec_with_returning(&*txn).await?;
    let moved_comments = comment::Entity::update_many()
        .col_expr(comment::Column::PostId, Expr::value(target.id))
        .filter(comment::Column::PostId.eq(duplicate.id))
        .exec_with_returning(&*txn)
        .await?;

    let (up, down) = kinds(&moved_votes);
    let (up_aside, down_aside) = kinds(&set_aside);
    posts::move_votes(&*txn, duplicate.id, duplicate.created_at, -(up + up_aside), -(down + down_aside)).await?;
    posts::move_votes(&*txn, target.id, target.created_at, up, down).await?;
    // The companies behind each post, from the votes as they now are (the posts' counters are held).
    values::recount(&*txn, values::Posts::These(&[duplicate.id, target.id])).await?;
    for vote in &set_aside {
        votes::count_for_user(&*txn, vote.user_id, -1).await?;
    }
    let public_comments = moved_comments.iter().filter(|c| counts(c)).count() as i32;
    posts::move_comments(&*txn, duplicate.id, -public_comments).await?;
    posts::move_comments(&*txn, target.id, public_comments).await?;

    let set_aside_json: Vec<SetAsideVote> = set_aside
        .iter()
        .map(|v| SetAsideVote { user_id: v.user_id, kind: v.kind, source: v.source, created_at: v.created_at, updated_at: v.updated_at })
        .collect();
    post_merge::ActiveModel {
        organization_id: Set(organization_id),
        duplicate_id: Set(duplicate.id),
        target_id: Set(target.id),
        actor_id: Set(Some(actor.user.id)),
        moved_vote_ids: Set(serde_json::json!(moved_votes.iter().map(|v| v.id).collect::<Vec<_>>())),
        moved_comment_ids: Set(serde_json::json!(moved_comments.iter().map(|c| c.id).collect::<Vec<_>>())),
        dropped_votes: Set(serde_json::to_value(&set_aside_json).map_err(|e| Error::Internal(e.to_string()))?),
        was_hidden: Set(duplicate.hidden),
        created_at: Set(now()),
        undone_at: Set(None),
        ..Default::default()
    }
    .insert(&*txn)
    .await?;
    let details = format!(
        "into “{}”: {} votes moved, {} set aside (voted on both), {} comments moved",
        target.title,
        moved_votes.len(),
        set_aside.len(),
        moved_comments.len()
    );
    audit::record(&*txn, organization_id, actor, Action::PostMerged, Target { id: Some(duplicate.id.get()), name: &duplicate.title }, &details).await?;
    crate::domain::outbox::record(&*txn, organization_id, crate::domain::outbox::Event::PostMerged { post_id: duplicate.id, into_id: target.id }).await?;
    let target = find_post(&*txn, organization_id, target.id).await?;
    txn.commit().await?;
    Ok(target)
}

/// Undoes the merge of `duplicate_id`; returns the duplicate as it now is.
pub async fn unmerge(db: &Db, organization_id: OrgId, actor: &Actor, duplicate_id: PostId) -> Result<post::Model> {
    access::may(actor, TeamTask::Moderate)?;
    let txn = db.begin_write().await?;
    let duplicate = find_post(&*txn, organization_id, duplicate_id).await?;
    let Some(record) = post_merge::Entity::find()
        .filter(post_merge::Column::DuplicateId.eq(duplicate.id))
        .filter(post_merge::Column::UndoneAt.is_null())
        .order_by_desc(post_merge::Column::Id)
        .one(&*txn)
        .await?
    else {
        return Err(Error::invalid(said!("said-x-is-not-merged-into-another", field = "id")));
    };
    let target_id = record.target_id;
    let ids = |json: &serde_json::Value| -> Vec<i64> { json.as_array().map(|a| a.iter().filter_map(|v| v.as_i64()).collect()).unwrap_or_default() };

    // Votes still on the target as the merge left them go back.
    let mut moved_back = Vec::new();
    for chunk in ids(&record.moved_vote_ids).chunks(CHUNK) {
        moved_back.extend(
            vote::Entity::update_many()
                .col_expr(vote::Column::PostId, Expr::value(duplicate.id))
                .filter(vote::Column::Id.is_in(chunk.to_vec()))
                .filter(vote::Column::PostId.eq(target_id))
                .exec_with_returning(&*txn)
                .await?,
        );
    }
    // The set-aside votes are cast again, as they were.
    let set_aside: Vec<SetAsideVote> = serde_json::from_value(record.dropped_votes.clone()).map_err(|e| Error::Internal(e.to_string()))?;
    let mut restored = Vec::new();
    for v in &set_aside {
        let inserted = vote::Entity::insert(vote::ActiveModel {
            organization_id: Set(organization_id),
            post_id: Set(duplicate.id),
            user_id: Set(v.user_id),
            kind: Set(v.kind),
            source: Set(v.source),
            created_at: Set(v.created_at),
            updated_at: Set(v.updated_at),
            ..Default::default()
        })
        .on_conflict_do_nothing_on([vote::Column::PostId, vote::Column::UserId])
        .exec_without_returning(&*txn)
        .await?;
        if matches!(inserted, sea_orm::TryInsertResult::Inserted(rows) if rows > 0) {
            votes::count_for_user(&*txn, v.user_id, 1).await?;
            restored.push(v.kind);
        }
    }
    let mut comments_back = Vec::new();
    for chunk in ids(&record.moved_comment_ids).chunks(CHUNK) {
        comments_back.extend(
            comment::Entity::update_many()
                .col_expr(comment::Column::PostId, Expr::value(duplicate.id))
                .filter(comment::Column::Id.is_in(chunk.to_vec()))
                .filter(comment::Column::PostId.eq(target_id))
                .exec_with_returning(&*txn)
                .await?,
        );
    }
    let (up, down) = kinds(&moved_back);
    let up_restored = restored.iter().filter(|k| **k == crate::entities::states::VoteKind::Upvote).count() as i32;
    let down_restored = restored.len() as i32 - up_restored;
    let target_created_at = find_post(&*txn, organization_id, target_id).await?.created_at;
    posts::move_votes(&*txn, target_id, target_created_at, -up, -down).await?;
    posts::move_votes(&*txn, duplicate.id, duplicate.created_at, up + up_restored, down + down_restored).await?;
    values::recount(&*txn, values::Posts::These(&[duplicate.id, target_id])).await?;
    let public_comments = comments_back.iter().filter(|c| counts(c)).count() as i32;
    posts::move_comments(&*txn, target_id, -public_comments).await?;
    posts::move_comments(&*txn, duplicate.id, public_comments).await?;

    post::Entity::update_many()
        .col_expr(post::Column::Hidden, Expr::value(record.was_hidden))
        .col_expr(post::Column::MergedIntoId, Expr::value(Option::<i64>::None))
        .col_expr(post::Column::UpdatedAt, Expr::value(now()))
        .filter(post::Column::Id.eq(duplicate.id))
        .exec(&*txn)
        .await?;
    post_merge::Entity::update_many()
        .col_expr(post_merge::Column::UndoneAt, Expr::value(Some(now())))
        .filter(post_merge::Column::Id.eq(record.id))
        .exec(&*txn)
        .await?;
    let target_title = post::Entity::find_by_id(target_id).one(&*txn).await?.map(|p| p.title).unwrap_or_default();
    let details = format!("from “{target_title}”: {} votes and {} comments back", moved_back.len() + restored.len(), comments_back.len());
    audit::record(&*txn, organization_id, actor, Action::PostUnmerged, Target { id: Some(duplicate.id.get()), name: &duplicate.title }, &details).await?;
    // Both posts changed back: each is told as updated.
    for post_id in [duplicate.id, target_id] {
        crate::domain::outbox::record(&*txn, organization_id, crate::domain::outbox::Event::PostUpdated { post_id }).await?;
    }
    let duplicate = find_post(&*txn, organization_id, duplicate.id).await?;
    txn.commit().await?;
    Ok(duplicate)
}

/// The posts merged into `target_id` (and not unmerged), for the notice on its page.
pub async fn merged_into(conn: &impl ConnectionTrait, target_id: PostId) -> Result<Vec<MergedPost>> {
    let records = post_merge::Entity::find()
        .filter(post_merge::Column::TargetId.eq(target_id))
        .filter(post_merge::Column::UndoneAt.is_null())
        .order_by_asc(post_merge::Column::Id)
        .all(conn)
        .await?;
    if records.is_empty() {
        return Ok(Vec::new());
    }
    let posts: Vec<post::Model> = post::Entity::find()
        .filter(post::Column::Id.is_in(records.iter().map(|r| r.duplicate_id).collect::<Vec<_>>()))
        .all(conn)
        .await?;
    Ok(records
        .iter()
        .filter_map(|r| {
            let post = posts.iter().find(|p| p.id == r.duplicate_id)?;
            let count = |json: &serde_json::Value| json.as_array().map_or(0, |a| a.len());
            Some(MergedPost {
                id: post.id.get(),
                title: post.title.clone(),
                votes: (count(&r.moved_vote_ids) + count(&r.dropped_votes)) as u64,
                comments: count(&r.moved_comment_ids) as u64,
                merged_at: super::super::time::iso_utc(r.created_at),
            })
        })
        .collect())
}

/// A merge in effect: the merged post (its row), the post it is merged into, and when.
pub struct InEffect {
    pub row: posts::Row,
    pub into_id: PostId,
    pub merged_at: chrono::DateTime<chrono::Utc>,
}

/// The organization's merges in effect (not undone), oldest first: page `page` of `per_page`,
/// and how many in all. A merge whose post or target is on a private board only with
/// `allow_private` (the API's `ALLOW-PRIVATE`). What `GET /api/v3/merges` lists, and what an
/// import from this server keeps (docs/import.md).
pub async fn in_effect(db: &Db, organization_id: OrgId, allow_private: bool, page: u64, per_page: u64) -> Result<(Vec<InEffect>, u64)> {
    use sea_orm::{PaginatorTrait, QuerySelect};
    let conn = db.conn();
    let hidden_boards: Vec<crate::model::BucketId> = match allow_private {
        true => Vec::new(),
        false => super::super::buckets::list(conn, organization_id, true)
            .await?
            .into_iter()
            .filter(|b| b.private)
            .map(|b| b.id)
            .collect(),
    };
    let shown = |merged: bool| {
        let mut posts = Query::select()
            .column(post::Column::Id)
            .from(post::Entity)
            .and_where(Expr::col(post::Column::OrganizationId).eq(organization_id))
            .to_owned();
        if merged {
            posts.and_where(Expr::col(post::Column::MergedIntoId).is_not_null());
        }
        if !hidden_boards.is_empty() {
            posts.and_where(Expr::col(post::Column::BucketId).is_not_in(hidden_boards.iter().copied()));
        }
        posts
    };
    let merges = post_merge::Entity::find()
        .filter(post_merge::Column::OrganizationId.eq(organization_id))
        .filter(post_merge::Column::UndoneAt.is_null())
        .filter(post_merge::Column::DuplicateId.in_subquery(shown(true)))
        .filter(post_merge::Column::TargetId.in_subquery(shown(false)));
    let total = merges.clone().count(conn).await?;
    // A page past the last is empty: no offset past what a database takes is asked for.
    let skip = (Ord::max(page, 1) - 1).saturating_mul(per_page);
    if skip >= total {
        return Ok((Vec::new(), total));
    }
    let records = merges.order_by_asc(post_merge::Column::Id).offset(skip).limit(per_page).all(conn).await?;
    if records.is_empty() {
        return Ok((Vec::new(), total));
    }
    let ids: Vec<PostId> = records.iter().map(|r| r.duplicate_id).collect();
    let mut rows = posts::with_people_and_tags(db, post::Entity::find().filter(post::Column::Id.is_in(ids))).await?;
    let found = records
        .into_iter()
        .filter_map(|record| {
            let at = rows.iter().position(|row| row.post.id == record.duplicate_id)?;
            Some(InEffect { row: rows.swap_remove(at), into_id: record.target_id, merged_at: record.created_at })
        })
        .collect();
    Ok((found, total))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::comments::{self, NewComment};
    use crate::domain::votes::{Kind, Source};
    use crate::domain::{organizations, posts, testing, users};
    use crate::entities::user;
    use crate::model::Email;

    async fn person(db: &Db, org: OrgId, email: &str) -> UserId {
        let txn = db.begin_write().await.unwrap();
        let user = users::find_or_create(&*txn, org, &Email::parse(email).unwrap(), "P").await.unwrap();
        txn.commit().await.unwrap();
        user.id
    }

    async fn state(db: &Db, id: PostId) -> (i32, i32, i32, bool, Option<PostId>) {
        let p = post::Entity::find_by_id(id).one(db.conn()).await.unwrap().unwrap();
        let c = posts::counts_of(db.conn(), id).await.unwrap();
        (c.votes_count, c.downvotes_count, c.comments_count, p.hidden, p.merged_into_id)
    }

    async fn user_votes(db: &Db, id: UserId) -> i32 {
        user::Entity::find_by_id(id).one(db.conn()).await.unwrap().unwrap().votes_count
    }

    /// Counters against a fresh count of the rows.
    async fn recount(db: &Db, id: PostId) -> (i32, i32) {
        let all = vote::Entity::find().filter(vote::Column::PostId.eq(id)).all(db.conn()).await.unwrap();
        kinds(&all)
    }

    /// The merges in effect, oldest first and paged; one on a private board only for a key
    /// that may see it; an undone one no more.
    #[tokio::test]
    async fn the_merges_in_effect_are_listed_as_a_key_may_see_them() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let org = acme.organization.id;
        let admin = Actor { user: acme.admin.clone(), role: Some(users::Role::Admin) };
        let original = posts::tests::post_in(&db, &acme, "Dark mode").await;
        let duplicate = posts::tests::post_in(&db, &acme, "Dark theme").await;
        let again = posts::tests::post_in(&db, &acme, "Night mode").await;
        let secret = posts::tests::private_post_in(&db, &acme, "Secret", "Hidden plan").await;
        let secret_again = posts::tests::post_in_bucket(&db, &acme, secret.bucket_id, "Hidden plan, again", None).await;
        merge(&db, org, &admin, duplicate.id, original.id).await.unwrap();
        merge(&db, org, &admin, again.id, original.id).await.unwrap();
        merge(&db, org, &admin, secret_again.id, secret.id).await.unwrap();
        let listed = |allow_private: bool, page: u64, per_page: u64| {
            let db = db.clone();
            async move {
                let (found, total) = in_effect(&db, org, allow_private, page, per_page).await.unwrap();
                (found.iter().map(|m| (m.row.post.title.clone(), m.into_id)).collect::<Vec<_>>(), total)
            }
        };
        let all = listed(true, 1, 10).await;
        assert_eq!(all.1, 3);
        assert_eq!(all.0, [("Dark theme".to_owned(), original.id), ("Night mode".to_owned(), original.id), ("Hidden plan, again".to_owned(), secret.id)]);
        assert_eq!(listed(false, 1, 10).await, (all.0[..2].to_vec(), 2), "a private board's merge only with ALLOW-PRIVATE");
        assert_eq!(listed(true, 2, 2).await, (all.0[2..].to_vec(), 3), "paged");
        assert_eq!(listed(true, i64::MAX as u64, 100).await, (vec![], 3), "a page past any offset is empty, not an error");
        unmerge(&db, org, &admin, duplicate.id).await.unwrap();
        assert_eq!(listed(true, 1, 10).await.0.len(), 2, "an undone merge is not in effect");
    }

    #[tokio::test]
    async fn a_merge_adds_votes_once_per_voter_moves_comments_and_an_unmerge_restores_everything() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let org = acme.organization.id;
        let admin = Actor { user: acme.admin.clone(), role: Some(users::Role::Admin) };
        let original = posts::tests::post_in(&db, &acme, "Dark mode").await;
        let duplicate = posts::tests::post_in(&db, &acme, "Dark theme").await;
        let (a, b, c, d) =
            (person(&db, org, "a@x.test").await, person(&db, org, "b@x.test").await, person(&db, org, "c@x.test").await, person(&db, org, "d@x.test").await);
        let txn = db.begin_write().await.unwrap();
        // a: both posts (keeps one vote); b and c: the duplicate only (c a downvote); d: the original.
        for (post, user, kind) in [
            (original.id, a, Kind::Upvote),
            (duplicate.id, a, Kind::Upvote),
            (duplicate.id, b, Kind::Upvote),
            (duplicate.id, c, Kind::Downvote),
            (original.id, d, Kind::Upvote),
        ] {
            votes::cast(&*txn, org, post, user, kind, Source::Web).await.unwrap();
        }
        for (body, internal) in [("Yes please", false), ("Team note", true)] {
            comments::insert(
                &*txn,
                NewComment {
                    organization_id: org,
                    post_id: duplicate.id,
                    author_id: b,
                    parent_id: None,
                    body,
                    internal,
                    pinned: false,
                    approved: true,
                    created_at: None,
                },
            )
            .await
            .unwrap();
        }
        txn.commit().await.unwrap();
        let before = (state(&db, original.id).await, state(&db, duplicate.id).await, user_votes(&db, a).await);
        assert_eq!(before.0, (2, 0, 0, false, None));
        assert_eq!(before.1, (2, 1, 1, false, None));

        let target = merge(&db, org, &admin, duplicate.id, original.id).await.unwrap();
        assert_eq!(state(&db, target.id).await, (3, 1, 1, false, None), "b and c added, a counted once; the public comment counts");
        assert_eq!(state(&db, duplicate.id).await, (0, 0, 0, true, Some(original.id)));
        assert_eq!(recount(&db, original.id).await, (3, 1));
        assert_eq!(user_votes(&db, a).await, before.2 - 1, "a keeps one vote");
        let notice = merged_into(db.conn(), original.id).await.unwrap();
        assert_eq!((notice.len(), notice[0].title.as_str(), notice[0].votes, notice[0].comments), (1, "Dark theme", 3, 2));
        assert!(matches!(merge(&db, org, &admin, duplicate.id, original.id).await, Err(Error::Invalid { .. })), "merged already");
        assert!(matches!(merge(&db, org, &admin, original.id, original.id).await, Err(Error::Invalid { .. })));

        let back = unmerge(&db, org, &admin, duplicate.id).await.unwrap();
        assert!(!back.hidden && back.merged_into_id.is_none());
        assert_eq!((state(&db, original.id).await, state(&db, duplicate.id).await, user_votes(&db, a).await), before, "exactly as before");
        assert_eq!(recount(&db, duplicate.id).await, (2, 1));
        assert!(merged_into(db.conn(), original.id).await.unwrap().is_empty());
        assert!(matches!(unmerge(&db, org, &admin, duplicate.id).await, Err(Error::Invalid { .. })), "nothing to undo");

        let log = audit::list(db.conn(), org, &audit::Filter::default(), 1).await.unwrap();
        assert_eq!(log.entries.iter().map(|e| e.action.as_str()).collect::<Vec<_>>(), ["post.unmerged", "post.merged"]);
        let customer = Actor { user: acme.admin.clone(), role: None };
        assert!(matches!(merge(&db, org, &customer, duplicate.id, original.id).await, Err(Error::Forbidden(_))));
        let globex = organizations::tests::create_named(&db, "globex").await;
        let theirs = posts::tests::post_in(&db, &globex, "Theirs").await;
        assert!(matches!(merge(&db, org, &admin, duplicate.id, theirs.id).await, Err(Error::Invalid { .. })), "another organization's post");
    }
}
