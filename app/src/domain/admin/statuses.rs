//! The statuses page: create, change (label, colour, kind, roadmap), reorder, make default,
//! delete (its posts move to a status chosen in the form). The board, roadmap and API read
//! statuses through the caches that each commit invalidates, so they follow at once.

use super::super::access::Actor;
use super::super::{Db, Error, Result, access, insert_unless_taken, is_unique_violation, statuses};
use super::audit::{self, Action, Target};
use super::{Direction, clean_color, moved, one_change_at_a_time};
use crate::entities::{post, status};
use crate::model::{OrgId, StatusId};
use crate::said;
use sea_orm::sea_query::{Expr, OnConflict};
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, IntoActiveModel, QueryFilter};

pub const LABEL_MAX_LEN: usize = 60;

/// A status as the form sends it.
pub struct StatusInput<'a> {
    pub label: &'a str,
    pub kind: &'a str,
    pub color: &'a str,
    pub on_roadmap: bool,
}

struct Clean {
    label: String,
    kind: crate::entities::states::StatusKind,
    color: String,
    on_roadmap: bool,
}

fn clean(input: &StatusInput<'_>) -> Result<Clean> {
    let label = input.label.trim();
    if label.is_empty() {
        return Err(Error::invalid(said!("said-x-can-t-be-blank", field = "label")));
    }
    if label.chars().count() > LABEL_MAX_LEN {
        return Err(Error::invalid(said!("said-x-is-too-long-at-most-7", field = "label")));
    }
    let Some(kind) = crate::entities::states::StatusKind::parse(input.kind) else {
        return Err(Error::invalid(said!("said-x-must-be-one-of-under", field = "kind")));
    };
    Ok(Clean { label: label.to_owned(), kind, color: clean_color(input.color)?, on_roadmap: input.on_roadmap })
}

fn taken(label: &str) -> Error {
    Error::Conflict(said!("said-a-status-named-x-already-exists", label = label))
}

async fn find(conn: &impl ConnectionTrait, organization_id: OrgId, id: StatusId) -> Result<status::Model> {
    status::Entity::find_by_id(id)
        .filter(status::Column::OrganizationId.eq(organization_id))
        .one(conn)
        .await?
        .ok_or_else(|| Error::NotFound(said!("said-status-x-was-not-found", id = id)))
}

/// Adds a status after the others.
pub async fn create(db: &Db, organization_id: OrgId, actor: &Actor, input: StatusInput<'_>) -> Result<status::Model> {
    access::may(actor, access::TeamTask::Moderate)?;
    let input = clean(&input)?;
    let txn = db.begin_write().await?;
    let all = statuses::list(&*txn, organization_id).await?;
    let position = all.iter().map(|s| s.position + 1).max().unwrap_or(0);
    // Last on the main roadmap too, if it is a column there.
    let roadmap_position = all.iter().map(|s| s.roadmap_position + 1).max().unwrap_or(0);
    let insert = status::Entity::insert(status::ActiveModel {
        organization_id: Set(organization_id),
        label_key: Set(input.label.to_lowercase()),
        label: Set(input.label.clone()),
        kind: Set(input.kind),
        color: Set(input.color.clone()),
        position: Set(position),
        on_roadmap: Set(input.on_roadmap),
        is_default: Set(false),
        roadmap_position: Set(roadmap_position),
        ..Default::default()
    })
    .on_conflict(OnConflict::new().do_nothing().to_owned())
    .try_insert();
    let created = insert_unless_taken(&*txn, insert).await?.ok_or_else(|| taken(&input.label))?;
    let details = format!("{}, {}, {}", created.kind.name(), created.color, if created.on_roadmap { "on the roadmap" } else { "not on the roadmap" });
    audit::record(&*txn, organization_id, actor, Action::StatusCreated, Target { id: Some(created.id.get()), name: &created.label }, &details).await?;
    txn.commit().await?;
    Ok(created)
}

/// Renames, recolours, changes the kind or the roadmap flag of a status.
pub async fn update(db: &Db, organization_id: OrgId, actor: &Actor, id: StatusId, input: StatusInput<'_>) -> Result<status::Model> {
    access::may(actor, access::TeamTask::Moderate)?;
    let input = clean(&input)?;
    let txn = db.begin_write().await?;
    let current = find(&*txn, organization_id, id).await?;
    let mut changes = Vec::new();
    if current.label != input.label {
        changes.push(format!("renamed from “{}”", current.label));
    }
    if current.color != input.color {
        changes.push(format!("colour {}", input.color));
    }
    if current.kind != input.kind {
        changes.push(format!("kind {}", input.kind.name()));
    }
    if current.on_roadmap != input.on_roadmap {
        changes.push(if input.on_roadmap { "on the roadmap" } else { "off the roadmap" }.to_owned());
    }
    if changes.is_empty() {
        return Ok(current);
    }
    let mut active = current.into_active_model();
    active.label_key = Set(input.label.to_lowercase());
    active.label = Set(input.label.clone());
    active.kind = Set(input.kind);
    active.color = Set(input.color);
    active.on_roadmap = Set(input.on_roadmap);
    let updated = match active.update(&*txn).await {
        Ok(updated) => updated,
        Err(error) if is_unique_violation(&error) => return Err(taken(&input.label)),
        Err(error) => return Err(error.into()),
    };
    audit::record(&*txn, organization_id, actor, Action::StatusChanged, Target { id: Some(id.get()), name: &updated.label }, &changes.join(", ")).await?;
    txn.commit().await?;
    Ok(updated)
}

/// Moves a status one place up or down (a no-op at either end).
pub async fn shift(db: &Db, organization_id: OrgId, actor: &Actor, id: StatusId, direction: Direction) -> Result<()> {
    access::may(actor, access::TeamTask::Moderate)?;
    let txn = db.begin_write().await?;
    one_change_at_a_time(&*txn, organization_id).await?;
    let all = statuses::list(&*txn, organization_id).await?;
    let Some(current) = all.iter().find(|s| s.id == id).cloned() else {
        return Err(Error::NotFound(said!("said-status-x-was-not-found", id = id)));
    };
    let Some(order) = moved(all.iter().map(|s| s.id).collect(), id, direction) else {
        return Ok(());
    };
    renumber(&*txn, &all, &order).await?;
    let details = match direction {
        Direction::Up => "moved up",
        Direction::Down => "moved down",
    };
    audit::record(&*txn, organization_id, actor, Action::StatusMoved, Target { id: Some(id.get()), name: &current.label }, details).await?;
    txn.commit().await?;
    Ok(())
}

/// Writes positions 0, 1, 2… in `order`, only where they changed.
async fn renumber(conn: &impl ConnectionTrait, all: &[status::Model], order: &[StatusId]) -> Result<()> {
    for (position, id) in order.iter().enumerate() {
        let position = position as i32;
        if all.iter().any(|s| s.id == *id && s.position != position) {
            status::Entity::update_many()
                .col_expr(status::Column::Position, Expr::value(position))
                .filter(status::Column::Id.eq(*id))
                .exec(conn)
                .await?;
        }
    }
    Ok(())
}

/// Makes a status the one new posts get.
pub async fn make_default(db: &Db, organization_id: OrgId, actor: &Actor, id: StatusId) -> Result<()> {
    access::may(actor, access::TeamTask::Moderate)?;
    let txn = db.begin_write().await?;
    let chosen = find(&*txn, organization_id, id).await?;
    if chosen.is_default {
        return Ok(());
    }
    set_default(&*txn, organization_id, id).await?;
    audit::record(&*txn, organization_id, actor, Action::StatusChanged, Target { id: Some(id.get()), name: &chosen.label }, "made the default of new posts")
        .await?;
    txn.commit().await?;
    Ok(())
}

async fn set_default(conn: &impl ConnectionTrait, organization_id: OrgId, id: StatusId) -> Result<()> {
    status::Entity::update_many()
        .col_expr(status::Column::IsDefault, Expr::value(false))
        .filter(status::Column::OrganizationId.eq(organization_id))
        .filter(status::Column::Id.ne(id))
        .exec(conn)
        .await?;
    status::Entity::update_many()
        .col_expr(status::Column::IsDefault, Expr::value(true))
        .filter(status::Column::Id.eq(id))
        .exec(conn)
        .await?;
    Ok(())
}

/// Deletes a status; its posts move to `move_to` (which also becomes the default when the
/// deleted status was). Returns how many posts moved.
pub async fn delete(db: &Db, organization_id: OrgId, actor: &Actor, id: StatusId, move_to: StatusId) -> Result<u64> {
    access::may(actor, access::TeamTask::Moderate)?;
    if id == move_to {
        return Err(Error::invalid(said!("said-x-must-be-another-status", field = "move_to")));
    }
    let txn = db.begin_write().await?;
    let doomed = find(&*txn, organization_id, id).await?;
    let target = find(&*txn, organization_id, move_to)
        .await
        .map_err(|_| Error::invalid(said!("said-x-is-not-a-status-of", field = "move_to")))?;
    let moved = post::Entity::update_many()
        .col_expr(post::Column::StatusId, Expr::value(target.id))
        .col_expr(post::Column::StatusChangedAt, Expr::value(crate::domain::now()))
        .filter(post::Column::OrganizationId.eq(organization_id))
        .filter(post::Column::StatusId.eq(id))
        .exec(&*txn)
        .await?
        .rows_affected;
    if doomed.is_default {
        set_default(&*txn, organization_id, target.id).await?;
    }
    status::Entity::delete_by_id(id).exec(&*txn).await?;
    let details = format!("{moved} posts moved to “{}”", target.label);
    audit::record(&*txn, organization_id, actor, Action::StatusDeleted, Target { id: Some(id.get()), name: &doomed.label }, &details).await?;
    txn.commit().await?;
    Ok(moved)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{organizations, posts, testing, users::Role};

    fn input<'a>(label: &'a str, kind: &'a str) -> StatusInput<'a> {
        StatusInput { label, kind, color: "#0ea5e9", on_roadmap: true }
    }

    #[tokio::test]
    async fn statuses_are_created_renamed_reordered_and_unique_ignoring_case() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let org = acme.organization.id;
        let admin = Actor { user: acme.admin.clone(), role: Some(Role::Admin) };
        let beta = create(&db, org, &admin, input("Beta", "in_progress")).await.unwrap();
        assert_eq!(beta.position, 6, "after the six defaults");
        assert!(matches!(create(&db, org, &admin, input("beta", "planned")).await, Err(Error::Conflict(_))));
        assert!(matches!(create(&db, org, &admin, input("Gamma", "someday")).await, Err(Error::Invalid { .. })));
        assert!(matches!(create(&db, org, &admin, StatusInput { color: "red", ..input("Gamma", "planned") }).await, Err(Error::Invalid { .. })));
        assert!(matches!(update(&db, org, &admin, beta.id, input("planned", "planned")).await, Err(Error::Conflict(_))), "renamed onto another label");
        let renamed = update(&db, org, &admin, beta.id, StatusInput { on_roadmap: false, ..input("Public beta", "in_progress") })
            .await
            .unwrap();
        assert_eq!((renamed.label.as_str(), renamed.on_roadmap), ("Public beta", false));

        shift(&db, org, &admin, beta.id, Direction::Up).await.unwrap();
        let labels: Vec<String> = statuses::list(db.conn(), org).await.unwrap().into_iter().map(|s| s.label).collect();
        assert_eq!(labels, ["Submitted", "Under Review", "Planned", "In Progress", "Completed", "Public beta", "Closed"]);
        let globex = organizations::tests::create_named(&db, "globex").await;
        let theirs = statuses::list(db.conn(), globex.organization.id).await.unwrap()[0].id;
        assert!(matches!(update(&db, org, &admin, theirs, input("Mine", "planned")).await, Err(Error::NotFound(_))));
    }

    #[tokio::test]
    async fn deleting_a_status_moves_its_posts_and_the_default() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let org = acme.organization.id;
        let admin = Actor { user: acme.admin.clone(), role: Some(Role::Admin) };
        let all = statuses::list(db.conn(), org).await.unwrap();
        let (submitted, under_review) = (all[0].clone(), all[1].clone());
        let a = posts::tests::post_in(&db, &acme, "A").await;
        let b = posts::tests::post_in(&db, &acme, "B").await;
        assert_eq!(a.status_id, submitted.id);
        assert!(matches!(delete(&db, org, &admin, submitted.id, submitted.id).await, Err(Error::Invalid { .. })));
        assert_eq!(delete(&db, org, &admin, submitted.id, under_review.id).await.unwrap(), 2);
        for id in [a.id, b.id] {
            assert_eq!(post::Entity::find_by_id(id).one(db.conn()).await.unwrap().unwrap().status_id, under_review.id);
        }
        assert_eq!(statuses::default_status(db.conn(), org).await.unwrap().id, under_review.id, "the default moved with the posts");
        let member = Actor { user: acme.admin.clone(), role: None };
        assert!(matches!(make_default(&db, org, &member, all[2].id).await, Err(Error::Forbidden(_))));
    }
}
