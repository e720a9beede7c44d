//! Posts (feature requests): creation, slugs and the rules their counters follow.

use super::{Error, Result, buckets, now, statuses, text};
use crate::entities::{post, post_slug, user};
use chrono::{DateTime, Utc};
use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, Condition, ConnectionTrait, EntityTrait, QueryFilter,
    QuerySelect,
};

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
    let slug = allocate_slug(conn, new.organization_id, &title).await?;
    let created_at = new.created_at.unwrap_or_else(now);
    let post = post::ActiveModel {
        organization_id: Set(new.organization_id),
        bucket_id: Set(new.bucket_id),
        submitter_id: Set(new.submitter_id),
        title: Set(title),
        slug: Set(slug),
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
    }
    .insert(conn)
    .await?;
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
    Ok((1..)
        .map(|n| text::slug_with_suffix(&base, n))
        .find(|candidate| !taken.contains(candidate))
        .unwrap_or(base))
}

/// Seconds of age worth one order of magnitude of net votes (Reddit's "hot" constant).
const TRENDING_TIME_SCALE: f64 = 45_000.0;

/// A score that orders by net votes on a log scale, newer posts winning ties of magnitude.
/// It depends only on the votes and the creation time, so it changes only when a vote does.
pub fn trending_score(votes: i32, downvotes: i32, created_at: DateTime<Utc>) -> f64 {
    let net = f64::from(std::cmp::max(votes - downvotes, 1));
    net.log10() + created_at.timestamp() as f64 / TRENDING_TIME_SCALE
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::domain::{organizations, testing};

    pub(crate) async fn post_in(db: &crate::domain::Db, org: &organizations::CreatedOrganization, title: &str) -> post::Model {
        create(db, NewPost {
            organization_id: org.organization.id,
            bucket_id: org.default_bucket.id,
            submitter_id: org.admin.id,
            title,
            description: Some("<p>Please <script>x</script>add it</p>"),
            status_id: None,
            approved: true,
            created_at: None,
        })
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
