//! Server functions of the public pages: the board, the roadmap, the front page's list of
//! organizations, the new-post form and its similar posts, the changelog. Each finds who asks
//! and calls a loader of `domain::views` or a rule of the domain; none decides a rule.

use crate::model::{AppError, Board, BoardSort};
use leptos::prelude::*;
use leptos::server_fn::codec::GetUrl;

/// One page of an organization's public board.
#[server(prefix = "/fn", endpoint = "board", input = GetUrl)]
#[allow(clippy::too_many_arguments)]
pub async fn get_board(
    org: String,
    bucket: Option<String>,
    sort: BoardSort,
    page: Option<u64>,
    q: Option<String>,
    status: Option<String>,
    tag: Option<String>,
) -> Result<Board, AppError> {
    let ctx = super::session::Ctx::capture();
    let state = &ctx.state;
    let view = crate::model::BoardQuery { bucket, sort, page: page.unwrap_or(1), q, status, tag };
    let mut board = crate::domain::views::board::load(&state.db, &state.search, &org, &view).await?;
    board.viewer = ctx.viewer(&org).await?;
    Ok(board)
}

/// Names and display names of every organization, for the front page.
#[server(prefix = "/fn", endpoint = "organizations", input = GetUrl)]
pub async fn list_organizations() -> Result<Vec<crate::model::OrgSummary>, AppError> {
    let state = expect_context::<crate::state::AppState>();
    Ok(crate::domain::organizations::list(state.db.conn())
        .await?
        .into_iter()
        .map(|o| crate::domain::organizations::summary(&o))
        .collect())
}

/// A roadmap (`roadmap`: a named one's slug; none: the main one), optionally of one board.
#[server(prefix = "/fn", endpoint = "roadmap", input = GetUrl)]
pub async fn get_roadmap(org: String, roadmap: Option<String>, bucket: Option<String>) -> Result<crate::model::Roadmap, AppError> {
    let ctx = super::session::Ctx::capture();
    let state = &ctx.state;
    // Without a session cookie the reader is anonymous: no database read to learn it.
    let caller = match ctx.token(&org) {
        Some(_) => Some(ctx.caller(&org).await?),
        None => None,
    };
    let actor = caller.as_ref().and_then(|c| c.actor.as_ref());
    let asker = crate::domain::access::Asker::web(actor);
    let mut roadmap = crate::domain::views::roadmap::load(&state.db, &org, roadmap.as_deref(), bucket.as_deref(), &asker).await?;
    roadmap.viewer = caller.as_ref().and_then(|c| c.actor.as_ref().map(|a| crate::domain::views::post_page::viewer_of(&c.organization, a)));
    Ok(roadmap)
}

/// The boards a reader may submit to (the team also sees private ones).
#[server(prefix = "/fn", endpoint = "new-post-form", input = GetUrl)]
pub async fn get_new_post_form(org: String) -> Result<crate::model::NewPostForm, AppError> {
    let ctx = super::session::Ctx::capture();
    use crate::model::{BucketTab, NewPostForm};
    let state = &ctx.state;
    let caller = ctx.caller(&org).await?;
    let (organization, asker) = (&caller.organization, caller.asker());
    let viewer = caller.actor.as_ref().map(|a| crate::domain::views::post_page::viewer_of(&caller.organization, a));
    let buckets = crate::domain::buckets::list(state.db.conn(), organization.id, asker.sees_private_buckets()).await?;
    Ok(NewPostForm {
        buckets: buckets
            .into_iter()
            .map(|b| BucketTab { id: b.id.get(), name: b.name, slug: b.slug, is_default: b.is_default })
            .collect(),
        require_approval: organization.require_approval && !asker.is_team(),
        org: crate::domain::roadmaps::summary(&state.db, organization).await?,
        viewer,
    })
}

/// Public posts that a new post titled `title` may duplicate, for the submit form.
#[server(prefix = "/fn", endpoint = "similar", input = GetUrl)]
pub async fn similar_posts(org: String, title: String) -> Result<Vec<crate::model::PostCard>, AppError> {
    let state = expect_context::<crate::state::AppState>();
    Ok(crate::domain::views::board::similar(&state.db, &state.search, &org, &title).await?)
}

/// A page of the organization's published changelog, newest first; with `entry`, that entry
/// alone. Each entry lists the posts it shipped that the reader may see.
#[server(prefix = "/fn", endpoint = "changelog", input = GetUrl)]
pub async fn get_changelog(org: String, page: Option<u64>, entry: Option<i64>) -> Result<crate::model::Changelog, AppError> {
    use crate::domain::changelog;
    let ctx = super::session::Ctx::capture();
    let state = &ctx.state;
    let caller = ctx.caller(&org).await?;
    let (organization, asker) = (&caller.organization, caller.asker());
    let page = page.unwrap_or(1).max(1);
    let (entries, has_more) = match entry {
        Some(id) => (vec![changelog::published_one(state.db.conn(), organization.id, id).await?], false),
        None => changelog::published(state.db.conn(), organization.id, page).await?,
    };
    let entries = changelog::views(&state.db, organization, &asker, entries).await?;
    Ok(crate::model::Changelog {
        viewer: caller.actor.as_ref().map(|a| crate::domain::views::post_page::viewer_of(&caller.organization, a)),
        org: crate::domain::roadmaps::summary(&state.db, organization).await?,
        entries,
        page,
        has_more,
    })
}
