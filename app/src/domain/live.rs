//! The live stream: a post's new counters, told after the commit to the pages open on its
//! organization (the server's `/live` endpoint filters them by who may see the post), on this
//! process and, through the database's change notices, on every other process serving the same
//! PostgreSQL database (see [`crate::store`]'s notices).

use crate::entities::post;
use crate::model::OrgId;
use crate::store::Db;

/// What the live stream carries.
#[derive(Clone, Copy, Debug)]
pub enum Live {
    Counts(LiveCounts),
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
                match serde_json::from_str::<LiveCounts>(&message) {
                    Ok(counts) => {
                        let _ = local.send(Live::Counts(counts));
                    }
                    Err(error) => tracing::debug!(%error, "a relayed message that is not a post's counters"),
                }
            }
        });
        stream
    }

    /// Tells the open pages of the organization that may see the post its new counters
    /// (after the commit), on every process.
    pub fn publish(&self, organization_id: OrgId, post: &post::Model, facts: super::access::PostFacts) {
        let counts = crate::model::PostCounts {
            post_id: post.id.get(),
            votes_count: post.votes_count,
            downvotes_count: post.downvotes_count,
            comments_count: post.comments_count,
        };
        let live = LiveCounts { organization_id, counts, post: facts };
        if let Some(db) = &self.db {
            db.relay(serde_json::to_string(&live).expect("counters are plain data"));
        }
        // No receiver is fine: nobody is looking.
        let _ = self.local.send(Live::Counts(live));
    }

    pub fn subscribe(&self) -> tokio::sync::broadcast::Receiver<Live> {
        self.local.subscribe()
    }

    /// Ends every live stream of this process (at shutdown).
    pub fn close(&self) {
        let _ = self.local.send(Live::Closing);
    }
}
