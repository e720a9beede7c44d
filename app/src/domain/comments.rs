//! Comments: threaded under a post; internal ones are for the team only and not counted.

use super::{Error, Result, now, text};
use crate::entities::{comment, post, user};
use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter};

pub const BODY_MAX_LEN: usize = 50_000;

pub struct NewComment<'a> {
    pub organization_id: i64,
    pub post_id: i64,
    pub author_id: i64,
    pub parent_id: Option<i64>,
    /// HTML allowed; sanitized here.
    pub body: &'a str,
    pub internal: bool,
    /// Pinned comments are shown first; only the team pins.
    pub pinned: bool,
    pub created_at: Option<chrono::DateTime<chrono::Utc>>,
}

/// Adds a comment within `conn` (a write transaction); public comments count on the post
/// and for the author.
pub async fn insert(conn: &impl ConnectionTrait, new: NewComment<'_>) -> Result<comment::Model> {
    if new.body.len() > BODY_MAX_LEN {
        return Err(Error::invalid("comment", "is too long (at most 50000 characters)"));
    }
    let Some(body_html) = text::sanitize_html(new.body) else {
        return Err(Error::invalid("comment", "can't be blank"));
    };
    let body_text = text::plain_text(&body_html);
    let post = post::Entity::find_by_id(new.post_id)
        .filter(post::Column::OrganizationId.eq(new.organization_id))
        .one(conn)
        .await?
        .ok_or_else(|| Error::not_found(format!("Post {}", new.post_id)))?;
    if let Some(parent_id) = new.parent_id {
        let parent = comment::Entity::find_by_id(parent_id)
            .filter(comment::Column::PostId.eq(post.id))
            .one(conn)
            .await?;
        if parent.is_none() {
            return Err(Error::invalid("parent_id", "is not a comment of this post"));
        }
    }
    let created_at = new.created_at.unwrap_or_else(now);
    let comment = comment::ActiveModel {
        organization_id: Set(new.organization_id),
        post_id: Set(post.id),
        parent_id: Set(new.parent_id),
        author_id: Set(new.author_id),
        body_html: Set(body_html),
        body_text: Set(body_text),
        pinned: Set(new.pinned),
        internal: Set(new.internal),
        approval_status: Set("approved".to_owned()),
        created_at: Set(created_at),
        updated_at: Set(created_at),
        ..Default::default()
    }
    .insert(conn)
    .await?;
    if !new.internal {
        post::Entity::update_many()
            .col_expr(post::Column::CommentsCount, Expr::col(post::Column::CommentsCount).add(1))
            .filter(post::Column::Id.eq(post.id))
            .exec(conn)
            .await?;
        user::Entity::update_many()
            .col_expr(user::Column::CommentsCount, Expr::col(user::Column::CommentsCount).add(1))
            .filter(user::Column::Id.eq(new.author_id))
            .exec(conn)
            .await?;
    }
    Ok(comment)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{organizations, posts, testing};

    #[tokio::test]
    async fn replies_thread_and_only_public_comments_count() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let post = posts::tests::post_in(&db, &acme, "Dark mode").await;
        let new = |body, parent_id, internal| NewComment {
            organization_id: acme.organization.id,
            post_id: post.id,
            author_id: acme.admin.id,
            parent_id,
            body,
            internal,
            pinned: false,
            created_at: None,
        };
        let txn = db.begin_write().await.unwrap();
        let first = insert(&*txn, new("<b>Yes</b> please", None, false)).await.unwrap();
        assert_eq!(first.body_text, "Yes please");
        let reply = insert(&*txn, new("Agreed", Some(first.id), false)).await.unwrap();
        assert_eq!(reply.parent_id, Some(first.id));
        insert(&*txn, new("team only", None, true)).await.unwrap();
        assert!(matches!(insert(&*txn, new("<script></script>", None, false)).await, Err(Error::Invalid { .. })));
        assert!(matches!(insert(&*txn, new("orphan", Some(9999), false)).await, Err(Error::Invalid { .. })));
        txn.commit().await.unwrap();
        let post = post::Entity::find_by_id(post.id).one(db.conn()).await.unwrap().unwrap();
        assert_eq!(post.comments_count, 2);
    }
}
