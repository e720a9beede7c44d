//! Tags: named, coloured labels the team puts on posts. The admin area and `/api/v3/tags`
//! manage them; the board (`?tag=`) and the post list (`tags[]`) filter by them; the current
//! post shape lists them by name. Names are unique per organization, ignoring case (an index
//! decides, not a check first).

use super::access::Actor;
use super::access::{self, TeamTask};
use super::admin::audit::{self, Action, Target};
use super::admin::clean_color;
use super::{Db, Error, Result, insert_unless_taken, is_unique_violation, now};
use crate::entities::{post, post_tag, tag};
use crate::model::{OrgId, PostId, TagId};
use crate::said;
use sea_orm::sea_query::OnConflict;
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, IntoActiveModel, QueryFilter, QueryOrder, QuerySelect};
use std::collections::HashMap;

pub const NAME_MAX_LEN: usize = 40;
/// The colour of a tag made without one (by naming it on a post).
pub const DEFAULT_COLOR: &str = "#6b7280";
/// Tags one post may carry.
pub const MAX_PER_POST: usize = 20;

pub fn clean_name(raw: &str) -> Result<String> {
    let name = raw.trim();
    if name.is_empty() {
        return Err(Error::invalid(said!("said-x-can-t-be-blank", field = "name")));
    }
    if name.chars().count() > NAME_MAX_LEN {
        return Err(Error::invalid(said!("said-x-is-too-long-at-most-6", field = "name")));
    }
    Ok(name.to_owned())
}

fn taken(name: &str) -> Error {
    Error::Conflict(said!("said-a-tag-named-x-already-exists", name = name))
}

/// Every tag of the organization, by name.
pub async fn list(conn: &impl ConnectionTrait, organization_id: OrgId) -> Result<Vec<tag::Model>> {
    Ok(tag::Entity::find()
        .filter(tag::Column::OrganizationId.eq(organization_id))
        .order_by_asc(tag::Column::NameKey)
        .all(conn)
        .await?)
}

pub async fn find(conn: &impl ConnectionTrait, organization_id: OrgId, id: TagId) -> Result<tag::Model> {
    tag::Entity::find_by_id(id)
        .filter(tag::Column::OrganizationId.eq(organization_id))
        .one(conn)
        .await?
        .ok_or_else(|| Error::NotFound(said!("said-tag-x-was-not-found", id = id)))
}

async fn insert(conn: &impl ConnectionTrait, organization_id: OrgId, name: &str, color: &str) -> Result<Option<tag::Model>> {
    let insert = tag::Entity::insert(tag::ActiveModel {
        organization_id: Set(organization_id),
        name: Set(name.to_owned()),
        name_key: Set(name.to_lowercase()),
        color: Set(color.to_owned()),
        created_at: Set(now()),
        ..Default::default()
    })
    .on_conflict(OnConflict::new().do_nothing().to_owned())
    .try_insert();
    insert_unless_taken(conn, insert).await
}

pub async fn create(db: &Db, organization_id: OrgId, actor: &Actor, name: &str, color: Option<&str>) -> Result<tag::Model> {
    access::may(actor, TeamTask::Moderate)?;
    let name = clean_name(name)?;
    let color = clean_color(color.filter(|c| !c.trim().is_empty()).unwrap_or(DEFAULT_COLOR))?;
    let txn = db.begin_write().await?;
    let created = insert(&*txn, organization_id, &name, &color).await?.ok_or_else(|| taken(&name))?;
    audit::record(&*txn, organization_id, actor, Action::TagCreated, Target { id: Some(created.id.get()), name: &created.name }, &created.color).await?;
    txn.commit().await?;
    Ok(created)
}

/// Renames or recolours a tag (`None` leaves that part as it is).
pub async fn update(db: &Db, organization_id: OrgId, actor: &Actor, id: TagId, name: Option<&str>, color: Option<&str>) -> Result<tag::Model> {
    access::may(actor, TeamTask::Moderate)?;
    let name = name.map(clean_name).transpose()?;
    let color = color.map(clean_color).transpose()?;
    let txn = db.begin_write().await?;
    let current = find(&*txn, organization_id, id).await?;
    let mut changes = Vec::new();
    let mut active = current.clone().into_active_model();
    if let Some(name) = name.filter(|n| *n != current.name) {
        changes.push(format!("renamed from “{}”", current.name));
        active.name_key = Set(name.to_lowercase());
        active.name = Set(name);
    }
    if let Some(color) = color.filter(|c| *c != current.color) {
        changes.push(format!("colour {color}"));
        active.color = Set(color);
    }
    if changes.is_empty() {
        return Ok(current);
    }
    let updated = match active.update(&*txn).await {
        Ok(updated) => updated,
        Err(error) if is_unique_violation(&error) => return Err(taken(&current.name)),
        Err(error) => return Err(error.into()),
    };
    audit::record(&*txn, organization_id, actor, Action::TagChanged, Target { id: Some(id.get()), name: &updated.name }, &changes.join(", ")).await?;
    txn.commit().await?;
    Ok(updated)
}

/// Deletes a tag; the posts that carried it simply no longer do.
pub async fn delete(db: &Db, organization_id: OrgId, actor: &Actor, id: TagId) -> Result<tag::Model> {
    access::may(actor, TeamTask::Moderate)?;
    let txn = db.begin_write().await?;
    let doomed = find(&*txn, organization_id, id).await?;
    post_tag::Entity::delete_many().filter(post_tag::Column::TagId.eq(id)).exec(&*txn).await?;
    tag::Entity::delete_by_id(id).exec(&*txn).await?;
    audit::record(&*txn, organization_id, actor, Action::TagDeleted, Target { id: Some(id.get()), name: &doomed.name }, "").await?;
    txn.commit().await?;
    Ok(doomed)
}

/// The tag names of each of `post_ids` (one query), by name.
pub async fn names_by_post(conn: &impl ConnectionTrait, post_ids: &[PostId]) -> Result<HashMap<PostId, Vec<String>>> {
    if post_ids.is_empty() {
        return Ok(HashMap::new());
    }
    let links = post_tag::Entity::find().filter(post_tag::Column::PostId.is_in(post_ids.to_vec())).all(conn).await?;
    if links.is_empty() {
        return Ok(HashMap::new());
    }
    let tags = tag::Entity::find().filter(tag::Column::Id.is_in(links.iter().map(|l| l.tag_id).collect::<Vec<_>>())).all(conn).await?;
    Ok(names_of(links, tags))
}

/// Each post's tag names, sorted without regard to case.
fn names_of(links: Vec<post_tag::Model>, tags: Vec<tag::Model>) -> HashMap<PostId, Vec<String>> {
    let tags: HashMap<TagId, tag::Model> = tags.into_iter().map(|t| (t.id, t)).collect();
    let mut names: HashMap<PostId, Vec<String>> = HashMap::new();
    for link in links {
        if let Some(tag) = tags.get(&link.tag_id) {
            names.entry(link.post_id).or_default().push(tag.name.clone());
        }
    }
    for list in names.values_mut() {
        list.sort_by_key(|n| n.to_lowercase());
    }
    names
}

/// The ids of tags named `names` (ignoring case); `None` when one of them does not exist
/// (then no post can carry them all).
pub async fn ids_by_names(conn: &impl ConnectionTrait, organization_id: OrgId, names: &[String]) -> Result<Option<Vec<TagId>>> {
    let keys: Vec<String> = names.iter().map(|n| n.trim().to_lowercase()).filter(|n| !n.is_empty()).collect();
    let found: Vec<(TagId, String)> = tag::Entity::find()
        .select_only()
        .column(tag::Column::Id)
        .column(tag::Column::NameKey)
        .filter(tag::Column::OrganizationId.eq(organization_id))
        .filter(tag::Column::NameKey.is_in(keys.clone()))
        .into_tuple()
        .all(conn)
        .await?;
    Ok(keys.iter().all(|k| found.iter().any(|(_, key)| key == k)).then(|| found.into_iter().map(|(id, _)| id).collect()))
}

/// Makes `names` the post's tags, creating tags that do not exist yet (in the default
/// colour). Returns the names as they are stored. Inside the caller's write transaction.
pub async fn set_for_post(conn: &impl ConnectionTrait, organization_id: OrgId, post_id: PostId, names: &[String]) -> Result<Vec<String>> {
    let mut wanted: Vec<String> = Vec::new();
    for name in names {
        let name = clean_name(name).map_err(|_| Error::invalid(said!("said-x-must-be-names-of-1", field = "tags")))?;
        if !wanted.iter().any(|w| w.to_lowercase() == name.to_lowercase()) {
            wanted.push(name);
        }
    }
    if wanted.len() > MAX_PER_POST {
        return Err(Error::invalid(said!("said-x-has-too-many-entries-at-2", field = "tags")));
    }
    let mut ids = Vec::new();
    let mut stored = Vec::new();
    for name in &wanted {
        let key = name.to_lowercase();
        let existing = tag::Entity::find()
            .filter(tag::Column::OrganizationId.eq(organization_id))
            .filter(tag::Column::NameKey.eq(key.clone()))
            .one(conn)
            .await?;
        let tag = match existing {
            Some(tag) => tag,
            None => match insert(conn, organization_id, name, DEFAULT_COLOR).await? {
                Some(tag) => tag,
                // Made a moment ago by someone else: theirs it is.
                None => tag::Entity::find()
                    .filter(tag::Column::OrganizationId.eq(organization_id))
                    .filter(tag::Column::NameKey.eq(key))
                    .one(conn)
                    .await?
                    .ok_or_else(|| Error::Internal(format!("tag {name} neither inserted nor found")))?,
            },
        };
        ids.push(tag.id);
        stored.push(tag.name);
    }
    post_tag::Entity::delete_many().filter(post_tag::Column::PostId.eq(post_id)).exec(conn).await?;
    if !ids.is_empty() {
        let rows = ids.into_iter().map(|tag_id| post_tag::ActiveModel { tag_id: Set(tag_id), post_id: Set(post_id) });
        post_tag::Entity::insert_many(rows).exec_without_returning(conn).await?;
    }
    stored.sort_by_key(|n| n.to_lowercase());
    Ok(stored)
}

/// Adds or removes one tag of a post, for the team on the post's page.
pub async fn tag_post(db: &Db, organization_id: OrgId, actor: &Actor, post_id: PostId, name: &str, on: bool) -> Result<Vec<String>> {
    access::may(actor, TeamTask::Moderate)?;
    let txn = db.begin_write().await?;
    let post = post::Entity::find_by_id(post_id)
        .filter(post::Column::OrganizationId.eq(organization_id))
        .one(&*txn)
        .await?
        .ok_or_else(|| Error::NotFound(said!("said-post-x-was-not-found", a = post_id)))?;
    let mut names = names_by_post(&*txn, &[post.id]).await?.remove(&post.id).unwrap_or_default();
    let name = clean_name(name)?;
    let before = names.len();
    if on {
        if !names.iter().any(|n| n.to_lowercase() == name.to_lowercase()) {
            names.push(name.clone());
        }
    } else {
        names.retain(|n| n.to_lowercase() != name.to_lowercase());
    }
    if names.len() == before {
        return Ok(names);
    }
    let stored = set_for_post(&*txn, organization_id, post.id, &names).await?;
    let details = format!("{} “{name}”", if on { "tagged" } else { "untagged" });
    audit::record(&*txn, organization_id, actor, Action::PostTagsChanged, Target { id: Some(post.id.get()), name: &post.title }, &details).await?;
    txn.commit().await?;
    Ok(stored)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{organizations, posts, testing, users::Role};

    #[tokio::test]
    async fn tags_are_unique_ignoring_case_and_follow_their_posts() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let org = acme.organization.id;
        let admin = Actor { user: acme.admin.clone(), role: Some(Role::Admin) };
        let mobile = create(&db, org, &admin, "Mobile", Some("#0ea5e9")).await.unwrap();
        assert!(matches!(create(&db, org, &admin, "mobile", None).await, Err(Error::Conflict(_))));
        assert!(matches!(create(&db, org, &admin, " ", None).await, Err(Error::Invalid { .. })));
        let post = posts::tests::post_in(&db, &acme, "Offline mode").await;
        assert_eq!(tag_post(&db, org, &admin, post.id, "mobile", true).await.unwrap(), ["Mobile"], "an existing tag, named in any case");
        assert_eq!(tag_post(&db, org, &admin, post.id, "Sync", true).await.unwrap(), ["Mobile", "Sync"], "a new tag is made");
        assert_eq!(ids_by_names(db.conn(), org, &["SYNC".to_owned()]).await.unwrap().map(|ids| ids.len()), Some(1));
        assert_eq!(ids_by_names(db.conn(), org, &["sync".to_owned(), "nope".to_owned()]).await.unwrap(), None);
        update(&db, org, &admin, mobile.id, Some("Phones"), None).await.unwrap();
        assert_eq!(names_by_post(db.conn(), &[post.id]).await.unwrap()[&post.id], ["Phones", "Sync"]);
        delete(&db, org, &admin, mobile.id).await.unwrap();
        assert_eq!(names_by_post(db.conn(), &[post.id]).await.unwrap()[&post.id], ["Sync"]);
        let customer = Actor { user: acme.admin.clone(), role: None };
        assert!(matches!(tag_post(&db, org, &customer, post.id, "x", true).await, Err(Error::Forbidden(_))));
        let log = audit::list(db.conn(), org, &audit::Filter::default(), 1).await.unwrap();
        assert_eq!(log.entries[0].action, "tag.deleted");
    }
}
