//! Server functions of a post's page: the page itself, the reader's vote, editing a comment,
//! and the team's moderation and pinning. Each finds who asks and calls the domain.

use crate::model::{AppError, PostLookup, VoteKind, VoteResult};
use leptos::prelude::*;
use leptos::server_fn::codec::GetUrl;

/// A post's page for the reader (or where its old address leads).
#[server(prefix = "/fn", endpoint = "post", input = GetUrl)]
pub async fn get_post(org: String, slug: String, merge_search: Option<String>) -> Result<PostLookup, AppError> {
    let ctx = super::session::Ctx::capture();
    let caller = ctx.caller(&org).await?;
    Ok(crate::domain::views::post_page::load(&ctx.state.db, &ctx.state.search, &caller, &slug, merge_search.as_deref()).await?)
}

/// The reader's vote button: the same kind again takes the vote back.
#[server(prefix = "/fn", endpoint = "vote")]
pub async fn vote(org: String, post_id: i64, kind: VoteKind) -> Result<VoteResult, AppError> {
    let ctx = super::session::Ctx::capture();
    use crate::domain::{caller, votes};
    let kind = match kind {
        VoteKind::Upvote => votes::Kind::Upvote,
        VoteKind::Downvote => votes::Kind::Downvote,
    };
    let (live, token) = (ctx.state.live.clone(), ctx.token(&org));
    // On PostgreSQL the vote runs whole on the write threads: under a busy board it never
    // waits behind the readers (`Db::writing`).
    let (_, counts, mine) = ctx
        .state
        .db
        .writing(|db| async move {
            let caller = caller::on_the_web(&db, &org, token.as_deref()).await?;
            caller.signed_in()?;
            let post_id = crate::model::PostId(post_id);
            votes::apply(&db, &live, &caller.asker(), &caller.organization, post_id, votes::Change::Toggle(kind)).await
        })
        .await
        .map_err(crate::domain::Error::from)??;
    Ok(VoteResult {
        votes_count: counts.votes_count,
        downvotes_count: counts.downvotes_count,
        my_vote: mine.map(|k| match k {
            votes::Kind::Upvote => VoteKind::Upvote,
            votes::Kind::Downvote => VoteKind::Downvote,
        }),
    })
}

/// Changes the text of the reader's own comment.
#[server(prefix = "/fn", endpoint = "edit-comment")]
pub async fn edit_comment(org: String, comment_id: i64, body: String) -> Result<(), AppError> {
    use crate::domain::comments;
    let ctx = super::session::Ctx::capture();
    let caller = ctx.caller(&org).await?;
    caller.signed_in()?;
    let state = &ctx.state;
    let html = crate::domain::text::text_to_html(&body);
    comments::revise(&state.db, &state.storage, caller.organization.id, crate::model::CommentId(comment_id), &caller.asker(), &html, None, Vec::new()).await?;
    Ok(())
}

/// The team's changes to a post from its page: its status (a label) and its approval, and a
/// public message announcing a new status.
#[server(prefix = "/fn", endpoint = "moderate")]
pub async fn moderate_post(org: String, post_id: i64, status: String, approval_status: String, message: Option<String>) -> Result<(), AppError> {
    let ctx = super::session::Ctx::capture();
    let caller = ctx.caller(&org).await?;
    let actor = caller.signed_in()?;
    let state = &ctx.state;
    let message = message.unwrap_or_default();
    crate::domain::moderation::post_team::moderate(
        &state.db,
        caller.organization.id,
        actor,
        crate::model::PostId(post_id),
        &status,
        Some(&approval_status),
        &message,
    )
    .await?;
    Ok(())
}

/// Pins a comment to the top of its thread, or unpins it (the team).
#[server(prefix = "/fn", endpoint = "pin-comment")]
pub async fn pin_comment(org: String, comment_id: i64, pinned: bool) -> Result<(), AppError> {
    use crate::domain::comments;
    let ctx = super::session::Ctx::capture();
    let caller = ctx.caller(&org).await?;
    let actor = caller.signed_in()?;
    comments::set_pinned(&ctx.state.db, caller.organization.id, crate::model::CommentId(comment_id), actor, pinned).await?;
    Ok(())
}
