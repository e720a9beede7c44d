//! The boards page: create, rename, make private or public, make default, reorder, delete
//! (its posts move to a board chosen in the form). The default board takes posts that name no
//! board, customers' included, so it is always public.

use super::super::access::Actor;
use super::super::{Db, Error, Result, access, buckets, is_unique_violation, now};
use super::audit::{self, Action, Target};
use super::{Direction, moved, one_change_at_a_time};
use crate::entities::{bucket, post};
use crate::model::{BucketId, OrgId};
use crate::said;
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, IntoActiveModel, QueryFilter};

async fn find(conn: &impl ConnectionTrait, organization_id: OrgId, id: BucketId) -> Result<bucket::Model> {
    buckets::find(conn, organization_id, id)
        .await?
        .ok_or_else(|| Error::NotFound(said!("said-board-x-was-not-found", id = id)))
}

fn default_is_public() -> Error {
    Error::invalid(said!("said-x-the-default-board-takes-everyone", field = "private"))
}

pub async fn create(db: &Db, organization_id: OrgId, actor: &Actor, name: &str, private: bool) -> Result<bucket::Model> {
    access::may(actor, access::TeamTask::Administer)?;
    let txn = db.begin_write().await?;
    let created = buckets::insert(&*txn, organization_id, name, private, false).await?;
    audit::record(
        &*txn,
        organization_id,
        actor,
        Action::BoardCreated,
        Target { id: Some(created.id.get()), name: &created.name },
        if private { "private" } else { "public" },
    )
    .await?;
    txn.commit().await?;
    Ok(created)
}

/// Renames a board or changes who sees it (its address stays, so links keep working).
pub async fn update(db: &Db, organization_id: OrgId, actor: &Actor, id: BucketId, name: &str, private: bool) -> Result<bucket::Model> {
    access::may(actor, access::TeamTask::Administer)?;
    let name = name.trim();
    if name.is_empty() {
        return Err(Error::invalid(said!("said-x-can-t-be-blank", field = "name")));
    }
    if name.chars().count() > buckets::NAME_MAX_LEN {
        return Err(Error::invalid(said!("said-x-is-too-long-at-most", field = "name")));
    }
    let txn = db.begin_write().await?;
    let current = find(&*txn, organization_id, id).await?;
    if private && current.is_default {
        return Err(default_is_public());
    }
    let mut changes = Vec::new();
    if current.name != name {
        changes.push(format!("renamed from “{}”", current.name));
    }
    if current.private != private {
        changes.push(if private { "made private" } else { "made public" }.to_owned());
    }
    if changes.is_empty() {
        return Ok(current);
    }
    let mut active = current.into_active_model();
    active.name = Set(name.to_owned());
    active.name_key = Set(name.to_lowercase());
    active.private = Set(private);
    active.updated_at = Set(now());
    let updated = match active.update(&*txn).await {
        Ok(updated) => updated,
        Err(error) if is_unique_violation(&error) => return Err(Error::Conflict(said!("said-a-board-named-x-already-exists", name = name))),
        Err(error) => return Err(error.into()),
    };
    audit::record(&*txn, organization_id, actor, Action::BoardChanged, Target { id: Some(id.get()), name: &updated.name }, &changes.join(", ")).await?;
    txn.commit().await?;
    Ok(updated)
}

pub async fn shift(db: &Db, organization_id: OrgId, actor: &Actor, id: BucketId, direction: Direction) -> Result<()> {
    access::may(actor, access::TeamTask::Administer)?;
    let txn = db.begin_write().await?;
    one_change_at_a_time(&*txn, organization_id).await?;
    let all = buckets::list(&*txn, organization_id, true).await?;
    let Some(current) = all.iter().find(|b| b.id == id).cloned() else {
        return Err(Error::NotFound(said!("said-board-x-was-not-found", id = id)));
    };
    let Some(order) = moved(all.iter().map(|b| b.id).collect(), id, direction) else {
        return Ok(());
    };
    for (position, board_id) in order.iter().enumerate() {
        let position = position as i32;
        if all.iter().any(|b| b.id == *board_id && b.position != position) {
            bucket::Entity::update_many()
                .col_expr(bucket::Column::Position, Expr::value(position))
                .filter(bucket::Column::Id.eq(*board_id))
                .exec(&*txn)
                .await?;
        }
    }
    let details = match direction {
        Direction::Up => "moved up",
        Direction::Down => "moved down",
    };
    audit::record(&*txn, organization_id, actor, Action::BoardMoved, Target { id: Some(id.get()), name: &current.name }, details).await?;
    txn.commit().await?;
    Ok(())
}

pub async fn make_default(db: &Db, organization_id: OrgId, actor: &Actor, id: BucketId) -> Result<()> {
    access::may(actor, access::TeamTask::Administer)?;
    let txn = db.begin_write().await?;
    let chosen = find(&*txn, organization_id, id).await?;
    if chosen.is_default {
        return Ok(());
    }
    if chosen.private {
        return Err(Error::invalid(said!("said-x-a-private-board-cannot-be", field = "default")));
    }
    set_default(&*txn, organization_id, id).await?;
    audit::record(&*txn, organization_id, actor, Action::BoardChanged, Target { id: Some(id.get()), name: &chosen.name }, "made the default board").await?;
    txn.commit().await?;
    Ok(())
}

async fn set_default(conn: &impl ConnectionTrait, organization_id: OrgId, id: BucketId) -> Result<()> {
    bucket::Entity::update_many()
        .col_expr(bucket::Column::IsDefault, Expr::value(false))
        .filter(bucket::Column::OrganizationId.eq(organization_id))
        .filter(bucket::Column::Id.ne(id))
        .exec(conn)
        .await?;
    bucket::Entity::update_many()
        .col_expr(bucket::Column::IsDefault, Expr::value(true))
        .filter(bucket::Column::Id.eq(id))
        .exec(conn)
        .await?;
    Ok(())
}

/// Deletes a board after moving its posts to `move_to` (which becomes the default when the
/// deleted board was). Returns how many posts moved.
pub async fn delete(db: &Db, organization_id: OrgId, actor: &Actor, id: BucketId, move_to: BucketId) -> Result<u64> {
    access::may(actor, access::TeamTask::Administer)?;
    if id == move_to {
        return Err(Error::invalid(said!("said-x-must-be-another-board", field = "move_to")));
    }
    let txn = db.begin_write().await?;
    let doomed = find(&*txn, organization_id, id).await?;
    let target = find(&*txn, organization_id, move_to)
        .await
        .map_err(|_| Error::invalid(said!("said-x-is-not-a-board-of", field = "move_to")))?;
    if doomed.is_default && target.private {
        return Err(Error::invalid(said!("said-x-the-deleted-board-is-the", field = "move_to")));
    }
    let moved = post::Entity::update_many()
        .col_expr(post::Column::BucketId, Expr::value(target.id))
        .filter(post::Column::OrganizationId.eq(organization_id))
        .filter(post::Column::BucketId.eq(id))
        .exec(&*txn)
        .await?
        .rows_affected;
    if doomed.is_default {
        set_default(&*txn, organization_id, target.id).await?;
    }
    bucket::Entity::delete_by_id(id).exec(&*txn).await?;
    let details = format!("{moved} posts moved to “{}”", target.name);
    audit::record(&*txn, organization_id, actor, Action::BoardDeleted, Target { id: Some(id.get()), name: &doomed.name }, &details).await?;
    txn.commit().await?;
    Ok(moved)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{organizations, posts, testing, users::Role};

    #[tokio::test]
    async fn deleting_a_board_moves_its_posts_and_keeps_a_public_default() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let org = acme.organization.id;
        let admin = Actor { user: acme.admin.clone(), role: Some(Role::Admin) };
        let ideas = create(&db, org, &admin, "Ideas", false).await.unwrap();
        let secret = create(&db, org, &admin, "Secret", true).await.unwrap();
        assert!(matches!(create(&db, org, &admin, "ideas", false).await, Err(Error::Conflict(_))));
        assert!(
            matches!(update(&db, org, &admin, acme.default_bucket.id, "Feature Requests", true).await, Err(Error::Invalid { .. })),
            "the default stays public"
        );
        assert!(matches!(make_default(&db, org, &admin, secret.id).await, Err(Error::Invalid { .. })));
        let a = posts::tests::post_in(&db, &acme, "A").await;
        assert_eq!(a.bucket_id, acme.default_bucket.id);
        assert!(matches!(delete(&db, org, &admin, acme.default_bucket.id, secret.id).await, Err(Error::Invalid { .. })));
        assert_eq!(delete(&db, org, &admin, acme.default_bucket.id, ideas.id).await.unwrap(), 1);
        assert_eq!(post::Entity::find_by_id(a.id).one(db.conn()).await.unwrap().unwrap().bucket_id, ideas.id, "the post moved, not deleted");
        assert_eq!(buckets::default_bucket(db.conn(), org).await.unwrap().id, ideas.id);
        shift(&db, org, &admin, secret.id, Direction::Up).await.unwrap();
        let names: Vec<String> = buckets::list(db.conn(), org, true).await.unwrap().into_iter().map(|b| b.name).collect();
        assert_eq!(names, ["Secret", "Ideas"]);
        let renamed = update(&db, org, &admin, ideas.id, "Ideas and wishes", false).await.unwrap();
        assert_eq!(renamed.slug, ideas.slug, "the address stays");
        let member = Actor { user: acme.admin.clone(), role: Some(Role::Member) };
        assert!(matches!(create(&db, org, &member, "Mine", false).await, Err(Error::Forbidden(_))), "boards are the admins'");
    }
}
