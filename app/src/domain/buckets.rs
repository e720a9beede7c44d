//! Buckets: the boards that hold posts. One per organization is the default; some are private.

use super::{Error, Result, now, text};
use crate::entities::bucket;
use crate::model::{BucketId, OrgId};
use crate::said;
use sea_orm::{ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

pub const NAME_MAX_LEN: usize = 80;

/// Creates a bucket after the organization's others. Names are unique per organization,
/// ignoring case, because clients may name a bucket instead of giving its id.
pub async fn create(db: &super::Db, organization_id: OrgId, name: &str, private: bool) -> Result<bucket::Model> {
    let txn = db.begin_write().await?;
    let bucket = insert(&*txn, organization_id, name, private, false).await?;
    txn.commit().await?;
    Ok(bucket)
}

pub async fn insert(conn: &impl ConnectionTrait, organization_id: OrgId, name: &str, private: bool, is_default: bool) -> Result<bucket::Model> {
    let name = name.trim();
    if name.is_empty() {
        return Err(Error::invalid(said!("said-x-can-t-be-blank", field = "name")));
    }
    if name.chars().count() > NAME_MAX_LEN {
        return Err(Error::invalid(said!("said-x-is-too-long-at-most", field = "name")));
    }
    let name_key = name.to_lowercase();
    let taken = || Error::Conflict(said!("said-a-bucket-named-x-already-exists", name = name));
    // The unique indexes decide between concurrent creations: a taken name is a conflict, a
    // slug taken meanwhile (another name with the same slug) is retried with the next one.
    for _ in 0..16 {
        let existing = list(conn, organization_id, true).await?;
        if existing.iter().any(|b| b.name_key == name_key) {
            return Err(taken());
        }
        let base = text::slug_base(name);
        let slug = (1..)
            .map(|n| text::slug_with_suffix(&base, n))
            .find(|candidate| existing.iter().all(|b| &b.slug != candidate))
            .unwrap_or(base);
        let position = existing.iter().map(|b| b.position + 1).max().unwrap_or(0);
        let created_at = now();
        let insert = bucket::Entity::insert(bucket::ActiveModel {
            organization_id: Set(organization_id),
            name: Set(name.to_owned()),
            name_key: Set(name_key.clone()),
            slug: Set(slug),
            private: Set(private),
            is_default: Set(is_default),
            position: Set(position),
            created_at: Set(created_at),
            updated_at: Set(created_at),
            ..Default::default()
        })
        .on_conflict(sea_orm::sea_query::OnConflict::new().do_nothing().to_owned())
        .try_insert();
        if let Some(bucket) = super::insert_unless_taken(conn, insert).await? {
            return Ok(bucket);
        }
    }
    Err(Error::Internal(format!("no free slug for the bucket {name:?}")))
}

/// The organization's buckets in board order; private ones only when asked for.
pub async fn list(conn: &impl ConnectionTrait, organization_id: OrgId, include_private: bool) -> Result<Vec<bucket::Model>> {
    let mut query = bucket::Entity::find().filter(bucket::Column::OrganizationId.eq(organization_id));
    if !include_private {
        query = query.filter(bucket::Column::Private.eq(false));
    }
    Ok(query.order_by_asc(bucket::Column::Position).order_by_asc(bucket::Column::Id).all(conn).await?)
}

/// Every bucket of the organization (private ones too), from the read cache.
pub async fn cached(db: &super::Db, organization_id: OrgId) -> Result<Vec<bucket::Model>> {
    db.caches()
        .buckets
        .get_or_load(crate::store::cache::Of::Posts(organization_id), organization_id, list(db.conn(), organization_id, true))
        .await
}

/// [`cached`], read again from the database when it lacks one of `ids` (a bucket created a
/// moment ago by another process, the CLI say).
pub async fn cached_with(db: &super::Db, organization_id: OrgId, ids: &[BucketId]) -> Result<Vec<bucket::Model>> {
    let all = cached(db, organization_id).await?;
    if ids.iter().all(|id| all.iter().any(|b| b.id == *id)) { Ok(all) } else { list(db.conn(), organization_id, true).await }
}

pub async fn find(conn: &impl ConnectionTrait, organization_id: OrgId, id: BucketId) -> Result<Option<bucket::Model>> {
    Ok(bucket::Entity::find_by_id(id).filter(bucket::Column::OrganizationId.eq(organization_id)).one(conn).await?)
}

pub async fn default_bucket(conn: &impl ConnectionTrait, organization_id: OrgId) -> Result<bucket::Model> {
    bucket::Entity::find()
        .filter(bucket::Column::OrganizationId.eq(organization_id))
        .order_by_desc(bucket::Column::IsDefault)
        .order_by_asc(bucket::Column::Position)
        .limit(1)
        .one(conn)
        .await?
        .ok_or_else(|| Error::Internal(format!("organization {organization_id} has no bucket")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{organizations, testing};

    #[tokio::test]
    async fn buckets_get_unique_slugs_and_follow_the_default_one() {
        let db = testing::db().await;
        let org = organizations::tests::create_acme(&db).await.organization;
        let internal = create(&db, org.id, "Internal", true).await.unwrap();
        assert_eq!(internal.slug, "internal");
        assert!(internal.private && !internal.is_default);
        assert_eq!(internal.position, 1);
        let public: Vec<_> = list(db.conn(), org.id, false).await.unwrap().into_iter().map(|b| b.name).collect();
        assert_eq!(public, ["Feature Requests"]);
        assert_eq!(list(db.conn(), org.id, true).await.unwrap().len(), 2);
    }

    #[tokio::test]
    async fn bucket_names_are_unique_ignoring_case_and_never_blank() {
        let db = testing::db().await;
        let org = organizations::tests::create_acme(&db).await.organization;
        assert!(matches!(create(&db, org.id, "feature requests", false).await, Err(Error::Conflict(_))));
        assert!(matches!(create(&db, org.id, "  ", false).await, Err(Error::Invalid { .. })));
        assert!(matches!(create(&db, org.id, &"x".repeat(81), false).await, Err(Error::Invalid { .. })));
    }

    #[tokio::test]
    async fn another_organizations_bucket_is_not_found() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let globex = organizations::tests::create_named(&db, "globex").await;
        assert!(find(db.conn(), acme.organization.id, globex.default_bucket.id).await.unwrap().is_none());
        assert!(find(db.conn(), acme.organization.id, acme.default_bucket.id).await.unwrap().is_some());
    }
}
