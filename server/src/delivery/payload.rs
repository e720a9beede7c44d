//! The body of a delivery: `{"id", "type", "created_at", "organization": {"id", "name"},
//! "data"}`, `data` in the REST API's current shapes (`crate::rest::shapes`), read when the
//! event is fanned out (moments after it happened). A vote's event carries the vote as it was,
//! since a deleted vote's row is gone.

use crate::rest::shapes::{Comment, Links, Post, Vote};
use app::domain::outbox::{Event, Recorded, webhooks};
use app::domain::{Result, comments, posts, statuses, votes};
use app::entities::{comment, organization, post, user, vote};
use app::model::{OrgId, PostId, StatusId};
use app::state::AppState;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use std::collections::HashMap;

/// Renders events, keeping the organizations it read.
pub struct Renderer<'a> {
    state: &'a AppState,
    organizations: HashMap<OrgId, Option<organization::Model>>,
}

impl<'a> Renderer<'a> {
    pub fn new(state: &'a AppState) -> Self {
        Self { state, organizations: HashMap::new() }
    }

    /// The organization `id`, read once per fan-out.
    pub async fn organization(&mut self, id: OrgId) -> Result<Option<organization::Model>> {
        if !self.organizations.contains_key(&id) {
            let org = organization::Entity::find_by_id(id).one(self.state.db.conn()).await?;
            self.organizations.insert(id, org);
        }
        Ok(self.organizations[&id].clone())
    }

    /// The body of `event`, or `None` when what it is about is gone (its organization, say).
    pub async fn envelope(&mut self, event: &Recorded) -> Result<Option<String>> {
        let Some(org) = self.organization(event.organization_id).await? else {
            return Ok(None);
        };
        let Some(data) = data(self.state, &org, &event.event).await? else {
            tracing::debug!(event = %event.uid, "what the event is about is gone: nothing to send");
            return Ok(None);
        };
        Ok(Some(webhooks::envelope(&event.uid, event.event.event_type().as_str(), event.created_at, &org, data)))
    }
}

async fn data(state: &AppState, org: &organization::Model, event: &Event) -> Result<Option<serde_json::Value>> {
    let links = Links { public_url: &state.settings.public_url, org };
    let value = match event {
        Event::PostCreated { post_id } | Event::PostUpdated { post_id } => post_shape(state, org, *post_id).await?,
        Event::PostStatusChanged { post_id, previous_status_id, .. } => {
            let Some(mut shape) = post_shape(state, org, *post_id).await? else { return Ok(None) };
            let all = statuses::cached(&state.db, org.id).await?;
            let previous = all.iter().find(|s| s.id == *previous_status_id).map(|s| s.label.clone());
            shape["previous_status"] = serde_json::json!(previous);
            Some(shape)
        }
        Event::PostMerged { post_id, into_id } => {
            let Some(mut shape) = post_shape(state, org, *post_id).await? else { return Ok(None) };
            shape["merged_into"] = post_shape(state, org, *into_id).await?.unwrap_or(serde_json::Value::Null);
            Some(shape)
        }
        Event::VoteCreated { vote } | Event::VoteDeleted { vote } => {
            let post = post::Entity::find_by_id(vote.post_id).filter(post::Column::OrganizationId.eq(org.id)).one(state.db.conn()).await?;
            let user = user::Entity::find_by_id(vote.user_id).one(state.db.conn()).await?;
            let (Some(post), Some(user)) = (post, user) else { return Ok(None) };
            let statuses: HashMap<StatusId, _> = statuses::cached(&state.db, org.id).await?.into_iter().map(|s| (s.id, s)).collect();
            let model = vote::Model {
                id: vote.id,
                organization_id: org.id,
                post_id: vote.post_id,
                user_id: vote.user_id,
                kind: vote.kind,
                source: vote.source,
                created_at: vote.created_at,
                updated_at: vote.created_at,
            };
            to_value(Vote::new(votes::VoteView { vote: model, user, post }, &statuses, links))
        }
        Event::CommentCreated { comment_id } | Event::CommentUpdated { comment_id, .. } => {
            let found = comment::Entity::find_by_id(*comment_id).filter(comment::Column::OrganizationId.eq(org.id)).one(state.db.conn()).await?;
            let Some(found) = found else { return Ok(None) };
            match comments::views(state.db.conn(), vec![found]).await?.pop() {
                Some(view) => to_value(Comment::new(view, links)),
                None => None,
            }
        }
        Event::ChangelogPublished { entry_id } => match app::domain::changelog::get(state.db.conn(), org.id, *entry_id).await {
            Ok(entry) => to_value(crate::rest::changelog::ChangelogEntry::new(entry, &state.settings.public_url, org)),
            Err(app::domain::Error::NotFound(_)) => None,
            Err(error) => return Err(error),
        },
    };
    Ok(value)
}

async fn post_shape(state: &AppState, org: &organization::Model, post_id: PostId) -> Result<Option<serde_json::Value>> {
    let found = post::Entity::find_by_id(post_id).filter(post::Column::OrganizationId.eq(org.id)).one(state.db.conn()).await?;
    let Some(found) = found else { return Ok(None) };
    let links = Links { public_url: &state.settings.public_url, org };
    Ok(posts::views(&state.db, org.id, vec![found]).await?.pop().and_then(|view| to_value(Post::new(view, links))))
}

fn to_value(shape: impl serde::Serialize) -> Option<serde_json::Value> {
    serde_json::to_value(shape).ok()
}
