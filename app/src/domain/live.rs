//! The live stream of this process: a post's new counters, told after the commit to the pages
//! open on its organization (the server's `/live` endpoint filters them by who may see the
//! post). It lives beside the database, not in it: each process tells its own pages.

use crate::entities::post;
use crate::model::OrgId;

/// What the live stream carries.
#[derive(Clone, Copy, Debug)]
pub enum Live {
    Counts(LiveCounts),
    /// The server is shutting down: streams end so that it can.
    Closing,
}

/// A post's new counters, for the pages open on its organization that may see the post.
#[derive(Clone, Copy, Debug)]
pub struct LiveCounts {
    pub organization_id: OrgId,
    pub counts: crate::model::PostCounts,
    /// Who may be told: see [`super::access::may_see_post`].
    pub post: super::access::PostFacts,
}

/// The sending end that every writer of counters shares, and where the pages subscribe.
#[derive(Clone, Debug)]
pub struct LiveStream(tokio::sync::broadcast::Sender<Live>);

impl Default for LiveStream {
    fn default() -> Self {
        Self(tokio::sync::broadcast::channel(1024).0)
    }
}

impl LiveStream {
    /// Tells the open pages of the organization that may see the post its new counters
    /// (after the commit).
    pub fn publish(&self, organization_id: OrgId, post: &post::Model, facts: super::access::PostFacts) {
        let counts = crate::model::PostCounts {
            post_id: post.id.get(),
            votes_count: post.votes_count,
            downvotes_count: post.downvotes_count,
            comments_count: post.comments_count,
        };
        // No receiver is fine: nobody is looking.
        let _ = self.0.send(Live::Counts(LiveCounts { organization_id, counts, post: facts }));
    }

    pub fn subscribe(&self) -> tokio::sync::broadcast::Receiver<Live> {
        self.0.subscribe()
    }

    /// Ends every live stream (at shutdown).
    pub fn close(&self) {
        let _ = self.0.send(Live::Closing);
    }
}
