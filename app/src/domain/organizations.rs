//! Organizations: creation with everything a new one needs, and lookup by API key.

use super::{Error, Result, buckets, keys, now, statuses, users};
use crate::entities::{bucket, organization, user};
use crate::model::{Email, OrgId, OrgName};
use crate::said;
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder};

pub struct NewOrganization {
    pub name: OrgName,
    pub display_name: Option<String>,
    pub admin_email: Email,
    pub admin_name: Option<String>,
    pub admin_password: Option<String>,
    /// The organization's language: its default for readers, and the language of the statuses
    /// and the board it starts with (English when `None`, as cli.md names them).
    pub language: Option<crate::model::Locale>,
}

/// A new organization with the secrets that are shown only now.
#[derive(Debug)]
pub struct CreatedOrganization {
    pub organization: organization::Model,
    pub api_key: String,
    pub admin: user::Model,
    pub default_bucket: bucket::Model,
}

pub const DISPLAY_NAME_MAX_LEN: usize = 120;

/// Creates the organization, its default statuses, the default public bucket
/// "Feature Requests" and its admin, all or nothing.
pub async fn create(db: &super::Db, new: NewOrganization) -> Result<CreatedOrganization> {
    let txn = db.begin_write().await?;
    let created = insert(&*txn, new).await?;
    txn.commit().await?;
    Ok(created)
}

/// [`create`] inside the caller's write transaction.
pub async fn insert(conn: &impl ConnectionTrait, new: NewOrganization) -> Result<CreatedOrganization> {
    let display_name = new.display_name.as_deref().map(str::trim).filter(|d| !d.is_empty()).unwrap_or(new.name.as_str()).to_owned();
    if display_name.chars().count() > DISPLAY_NAME_MAX_LEN {
        return Err(Error::invalid(said!("said-x-is-too-long-at-most-5", field = "display_name")));
    }
    let password_hash = match new.admin_password.as_deref() {
        Some(password) => Some(users::hash_password(password)?),
        None => None,
    };
    if find_by_name(conn, new.name.as_str()).await?.is_some() {
        return Err(Error::Conflict(said!("said-an-organization-named-x-already-exists", a = new.name.to_string())));
    }
    let api_key = keys::generate_api_key();
    let created_at = now();
    let language = new.language.unwrap_or_default();
    let organization = organization::ActiveModel {
        name: Set(new.name.to_string()),
        display_name: Set(display_name),
        description: Set(String::new()),
        url: Set(None),
        profile_picture: Set(None),
        time_zone: Set("UTC".to_owned()),
        api_key_hash: Set(Some(keys::hash_secret(&api_key))),
        sso_secret: Set(keys::generate_sso_secret()),
        require_approval: Set(false),
        api_key_generated_at: Set(Some(created_at)),
        default_locale: Set(language.code().to_owned()),
        created_at: Set(created_at),
        updated_at: Set(created_at),
        ..Default::default()
    }
    .insert(conn)
    .await?;
    statuses::create_defaults(conn, organization.id, language).await?;
    let default_bucket = buckets::insert(conn, organization.id, &crate::tl!(language, "new-org-board"), false, true).await?;
    let admin_name = new.admin_name.clone().unwrap_or_else(|| default_name(&new.admin_email));
    let admin = users::insert(conn, organization.id, &new.admin_email, &admin_name, password_hash).await?;
    users::insert_team_member(conn, organization.id, admin.id, users::Role::Admin).await?;

    Ok(CreatedOrganization { organization, api_key, admin, default_bucket })
}

/// The part of an address before the `@`, as a name for someone who gave none.
pub fn default_name(email: &Email) -> String {
    email.as_str().split('@').next().unwrap_or_default().to_owned()
}

/// How people sign in to an organization's board (`organizations.sign_in_with`, set on the
/// settings page): with a password, with a password or a single-use link e-mailed on request,
/// or with e-mailed links only. Whatever the choice, an operator's link (`upboard org
/// sign-in-link`), a team invitation and the product's SSO link keep working.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SignInWith {
    Password,
    PasswordOrLink,
    Link,
}

impl SignInWith {
    pub const ALL: [Self; 3] = [Self::Password, Self::PasswordOrLink, Self::Link];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Password => "password",
            Self::PasswordOrLink => "password_or_link",
            Self::Link => "link",
        }
    }

    pub fn parse(value: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|choice| choice.as_str() == value)
    }

    /// The organization's choice (an unknown stored value: passwords).
    pub fn of(org: &organization::Model) -> Self {
        Self::parse(&org.sign_in_with).unwrap_or(Self::Password)
    }

    pub fn passwords(self) -> bool {
        self != Self::Link
    }

    pub fn links(self) -> bool {
        self != Self::Password
    }

    /// Refuses signing in or up with a password where the board signs in with links only.
    pub fn password_allowed(self) -> Result<()> {
        if self.passwords() { Ok(()) } else { Err(Error::Forbidden(said!("said-this-board-signs-in-with-e-mailed"))) }
    }

    /// Refuses asking for a sign-in link where the board signs in with passwords only.
    pub fn link_allowed(self) -> Result<()> {
        if self.links() { Ok(()) } else { Err(Error::Forbidden(said!("said-this-board-signs-in-with-passwords"))) }
    }
}

pub async fn find_by_name(conn: &impl ConnectionTrait, name: &str) -> Result<Option<organization::Model>> {
    Ok(organization::Entity::find().filter(organization::Column::Name.eq(name)).one(conn).await?)
}

/// The organization as a page's head and header show it (without the navigation's roadmaps:
/// `roadmaps::summary` adds them).
pub fn summary(org: &organization::Model) -> crate::model::OrgSummary {
    crate::model::OrgSummary { name: org.name.clone(), display_name: org.display_name.clone(), description: org.description.clone(), roadmaps: Vec::new() }
}

/// The organization named `name`, through the read cache (organizations change only by
/// unscoped writes).
pub async fn find_by_name_cached(db: &super::Db, name: &str) -> Result<Option<organization::Model>> {
    db.caches().orgs_by_name.get_or_load(crate::store::cache::Of::All, name.to_owned(), find_by_name(db.conn(), name)).await
}

/// The organization whose name an address spells exactly (its path's first segment), through
/// the read cache; `None` for a segment that is no organization's name as written (a name
/// spelled otherwise is looked up by nobody, so made-up addresses reach no query).
pub async fn named_in_address(db: &super::Db, segment: &str) -> Result<Option<organization::Model>> {
    match crate::model::OrgName::parse(segment) {
        Ok(name) if name.as_str() == segment => find_by_name_cached(db, segment).await,
        _ => Ok(None),
    }
}

/// The id of the organization named `name`, through the read cache.
pub async fn id_by_name_cached(db: &super::Db, name: &str) -> Result<Option<OrgId>> {
    Ok(find_by_name_cached(db, name).await?.map(|org| org.id))
}

pub async fn list(conn: &impl ConnectionTrait) -> Result<Vec<organization::Model>> {
    Ok(organization::Entity::find().order_by_asc(organization::Column::Name).all(conn).await?)
}

/// The organization that owns this API key, if any.
pub async fn find_by_api_key(conn: &impl ConnectionTrait, api_key: &str) -> Result<Option<organization::Model>> {
    if !keys::looks_like_api_key(api_key) {
        return Ok(None);
    }
    Ok(organization::Entity::find().filter(organization::Column::ApiKeyHash.eq(keys::hash_secret(api_key))).one(conn).await?)
}

/// [`find_by_api_key`] through the read cache (a new or revoked key takes effect at the next
/// write's generation, and within seconds for changes made by other processes).
pub async fn find_by_api_key_cached(db: &super::Db, api_key: &str) -> Result<Option<organization::Model>> {
    if !keys::looks_like_api_key(api_key) {
        return Ok(None);
    }
    db.notice_other_writers().await;
    let memo = &db.caches().org_by_key;
    let hash = keys::hash_secret(api_key);
    let generation = memo.generation(crate::store::cache::Of::All);
    if let Some(org) = memo.get_at(&hash, generation) {
        return Ok(Some(org));
    }
    // Unknown keys are not remembered: a key created a moment ago by another process works.
    let found = find_by_api_key(db.conn(), api_key).await?;
    if let Some(org) = &found {
        memo.put(crate::store::cache::Of::All, hash, generation, org.clone());
    }
    Ok(found)
}

/// Makes `api_key` the organization's only valid key, revoking the previous one.
pub async fn replace_api_key(db: &super::Db, organization_id: OrgId, api_key: &str) -> Result<()> {
    let txn = db.begin_write().await?;
    set_api_key(&*txn, organization_id, api_key).await?;
    txn.commit().await?;
    Ok(())
}

/// [`replace_api_key`] inside the caller's write transaction.
pub async fn set_api_key(conn: &impl ConnectionTrait, organization_id: OrgId, api_key: &str) -> Result<()> {
    if !keys::looks_like_api_key(api_key) {
        return Err(Error::invalid(said!("said-x-is-not-an-upboard-api", field = "api_key")));
    }
    let at = now();
    organization::Entity::update_many()
        .col_expr(organization::Column::ApiKeyHash, keys::hash_secret(api_key).into())
        .col_expr(organization::Column::ApiKeyGeneratedAt, Some(at).into())
        .col_expr(organization::Column::ApiKeyLastUsedAt, Option::<chrono::DateTime<chrono::Utc>>::None.into())
        .col_expr(organization::Column::UpdatedAt, at.into())
        .filter(organization::Column::Id.eq(organization_id))
        .exec(conn)
        .await?;
    Ok(())
}

/// Generates a new key, revoking the old one; the key is returned once and never stored.
pub async fn regenerate_api_key(db: &super::Db, organization_id: OrgId) -> Result<String> {
    let api_key = keys::generate_api_key();
    replace_api_key(db, organization_id, &api_key).await?;
    Ok(api_key)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::domain::{Db, testing};

    pub async fn create_acme(db: &Db) -> CreatedOrganization {
        create_named(db, "acme").await
    }

    pub async fn create_named(db: &Db, name: &str) -> CreatedOrganization {
        create(
            db,
            NewOrganization {
                name: OrgName::parse(name).unwrap(),
                display_name: Some(format!("{name} Inc.")),
                admin_email: Email::parse(&format!("ada@{name}.test")).unwrap(),
                admin_name: Some("Ada".to_owned()),
                admin_password: None,
                language: None,
            },
        )
        .await
        .unwrap()
    }

    #[tokio::test]
    async fn creating_an_organization_gives_a_default_bucket_and_an_admin() {
        let db = testing::db().await;
        let created = create_acme(&db).await;
        assert_eq!(created.organization.display_name, "acme Inc.");
        assert_eq!(created.default_bucket.name, "Feature Requests");
        assert!(created.default_bucket.is_default && !created.default_bucket.private);
        assert_eq!(created.admin.email, "ada@acme.test");
        let role = users::team_role(db.conn(), created.admin.id).await.unwrap();
        assert_eq!(role, Some(users::Role::Admin));
    }

    #[tokio::test]
    async fn an_existing_name_is_a_conflict_and_changes_nothing() {
        let db = testing::db().await;
        create_acme(&db).await;
        let again = create(
            &db,
            NewOrganization {
                name: OrgName::parse("acme").unwrap(),
                display_name: None,
                admin_email: Email::parse("bob@acme.test").unwrap(),
                admin_name: None,
                admin_password: None,
                language: None,
            },
        )
        .await;
        assert!(matches!(again, Err(Error::Conflict(_))), "{again:?}");
        assert_eq!(list(db.conn()).await.unwrap().len(), 1);
    }

    #[tokio::test]
    async fn the_api_key_finds_its_organization_and_only_it() {
        let db = testing::db().await;
        let acme = create_acme(&db).await;
        let globex = create_named(&db, "globex").await;
        let found = find_by_api_key(db.conn(), &acme.api_key).await.unwrap().unwrap();
        assert_eq!(found.id, acme.organization.id);
        let found = find_by_api_key(db.conn(), &globex.api_key).await.unwrap().unwrap();
        assert_eq!(found.id, globex.organization.id);
        assert!(find_by_api_key(db.conn(), &keys::generate_api_key()).await.unwrap().is_none());
        assert!(find_by_api_key(db.conn(), "").await.unwrap().is_none());
    }

    #[tokio::test]
    async fn regenerating_the_key_revokes_the_old_one() {
        let db = testing::db().await;
        let acme = create_acme(&db).await;
        let new_key = regenerate_api_key(&db, acme.organization.id).await.unwrap();
        assert!(find_by_api_key(db.conn(), &acme.api_key).await.unwrap().is_none());
        assert!(find_by_api_key(db.conn(), &new_key).await.unwrap().is_some());
    }
}
