//! The live stream: a post's new counters (votes, comments) and its new status, told to the
//! pages open on its organization (the server's `/live` endpoint filters them by who may see
//! the post), on this process and, through the database's change notices, on every other
//! process serving the same PostgreSQL database (see [`crate::store`]'s notices).

use crate::entities::{bucket, post, status};
use crate::model::{OrgId, PostId};
use crate::store::Db;
use sea_orm::EntityTrait;

/// What the live stream carries.
#[derive(Clone, Debug)]
pub enum Live {
    Counts(LiveCounts),
    Status(LiveStatus),
    /// The server is shutting down: streams end so that it can.
    Closing,
}

/// A post's new counters, for the pages open on its organization that may see the post.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct LiveCounts {
    pub organization_id: OrgId,
    pub counts: crate::model::PostCounts,
    /// Who may be told: see [`super::access::may_see_post`].
    pub post: super::access::PostFacts,
}

/// A post's new status, for the pages open on its organization that may see the post.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct LiveStatus {
    pub organization_id: OrgId,
    pub status: crate::model::PostStatus,
    /// Who may be told: see [`super::access::may_see_post`].
    pub post: super::access::PostFacts,
}

/// What one process relays to the others.
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(tag = "live")]
enum Relayed {
    Counts(LiveCounts),
    Status(LiveStatus),
}

impl From<Relayed> for Live {
    fn from(relayed: Relayed) -> Self {
        match relayed {
            Relayed::Counts(counts) => Live::Counts(counts),
            Relayed::Status(status) => Live::Status(status),
        }
    }
}

/// The sending end that every writer of counters shares, and where the pages subscribe.
#[derive(Clone, Debug)]
pub struct LiveStream {
    local: tokio::sync::broadcast::Sender<Live>,
    /// Where other processes hear what this one publishes (none on SQLite).
    db: Option<Db>,
}

impl LiveStream {
    /// The live stream of this process alone (SQLite, tests).
    pub fn local() -> Self {
        Self { local: tokio::sync::broadcast::channel(1024).0, db: None }
    }

    /// The live stream of every process on `db`: what this one publishes is relayed to the
    /// others, and what they relay is told to this one's pages (a task follows them until the
    /// stream is gone).
    pub fn shared(db: &Db) -> Self {
        let Some(mut relayed) = db.relayed() else { return Self::local() };
        let stream = Self { db: Some(db.clone()), ..Self::local() };
        let local = stream.local.downgrade();
        tokio::spawn(async move {
            use tokio::sync::broadcast::error::RecvError;
            loop {
                let message = match relayed.recv().await {
                    Ok(message) => message,
                    // Fell behind: what was missed is corrected by the next change.
                    Err(RecvError::Lagged(_)) => continue,
                    Err(RecvError::Closed) => return,
                };
                let Some(local) = local.upgrade() else { return };
                match serde_json::from_str::<Relayed>(&message) {
                    Ok(relayed) => {
                        let _ = local.send(relayed.into());
                    }
                    Err(error) => tracing::debug!(%error, "a relayed message that is not the live stream's"),
                }
            }
        });
        stream
    }

    fn send(&self, live: Relayed) {
        if let Some(db) = &self.db {
            db.relay(serde_json::to_string(&live).expect("the live stream's messages are plain data"));
        }
        // No receiver is fine: nobody is looking.
        let _ = self.local.send(live.into());
    }

    /// Tells the open pages of the organization that may see the post its new counters
    /// (after the commit), on every process.
    pub fn publish(&self, organization_id: OrgId, post: &post::Model, now: &crate::entities::post_count::Counts, facts: super::access::PostFacts) {
        let counts = crate::model::PostCounts {
            post_id: post.id.get(),
            votes_count: now.votes_count,
            downvotes_count: now.downvotes_count,
            comments_count: now.comments_count,
        };
        self.send(Relayed::Counts(LiveCounts { organization_id, counts, post: facts }));
    }

    /// Tells the open pages of the organization that may see the post its status as it is
    /// now (after a change of it committed), on every process. A post gone since says nothing.
    pub async fn publish_status(&self, db: &Db, organization_id: OrgId, post_id: PostId) -> super::Result<()> {
        let Some(post) = db.one(post::Entity::find_by_id(post_id)).await?.filter(|p| p.organization_id == organization_id) else {
            return Ok(());
        };
        let Some(status) = status::Entity::find_by_id(post.status_id).one(db.conn()).await? else { return Ok(()) };
        let private = bucket::Entity::find_by_id(post.bucket_id).one(db.conn()).await?.is_some_and(|b| b.private);
        let badge = crate::model::StatusBadge { label: status.label, kind: status.kind.name(), color: status.color };
        let status = crate::model::PostStatus { post_id: post.id.get(), status: badge };
        self.send(Relayed::Status(LiveStatus { organization_id, status, post: super::access::PostFacts::of(&post, private) }));
        Ok(())
    }

    pub fn subscribe(&self) -> tokio::sync::broadcast::Receiver<Live> {
        self.local.subscribe()
    }

    /// Ends every live stream of this process (at shutdown).
    pub fn close(&self) {
        let _ = self.local.send(Live::Closing);
    }
}
