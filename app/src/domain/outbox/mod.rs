//! The outbox: what happened, recorded in the same transaction as the change that caused it,
//! so that a committed change always has its event and a rolled-back one never does. The
//! server's delivery worker (`server/src/delivery/`) takes the events in order, turns each into
//! the deliveries it needs (see [`webhooks`]) and deletes it in that same transaction; nothing
//! here knows of HTTP clients or SMTP.

pub mod account;
pub mod address;
pub mod mail;
pub mod queue;
pub mod recipients;
pub mod webhooks;

use super::{Error, Result, now};
use crate::entities::{outbox_event, vote};
use crate::model::{CommentId, OrgId, PostId, StatusId, UserId};
use sea_orm::{ActiveValue::Set, ConnectionTrait, EntityTrait, QueryOrder, QuerySelect};
use serde::{Deserialize, Serialize};

/// The kinds of event, as receivers see them in `type`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EventType {
    PostCreated,
    PostUpdated,
    PostStatusChanged,
    PostMerged,
    VoteCreated,
    VoteDeleted,
    CommentCreated,
    CommentUpdated,
    ChangelogPublished,
}

impl EventType {
    pub const ALL: [Self; 9] = [
        Self::PostCreated,
        Self::PostUpdated,
        Self::PostStatusChanged,
        Self::PostMerged,
        Self::VoteCreated,
        Self::VoteDeleted,
        Self::CommentCreated,
        Self::CommentUpdated,
        Self::ChangelogPublished,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::PostCreated => "post.created",
            Self::PostUpdated => "post.updated",
            Self::PostStatusChanged => "post.status_changed",
            Self::PostMerged => "post.merged",
            Self::VoteCreated => "vote.created",
            Self::VoteDeleted => "vote.deleted",
            Self::CommentCreated => "comment.created",
            Self::CommentUpdated => "comment.updated",
            Self::ChangelogPublished => "changelog.published",
        }
    }

    pub fn parse(value: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|t| t.as_str() == value)
    }
}

/// A vote as it was when the event happened (a deleted vote's row is gone by the time the
/// event is delivered, and a cast one may be).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct VoteSnapshot {
    pub id: i64,
    pub post_id: PostId,
    pub user_id: UserId,
    pub kind: crate::entities::states::VoteKind,
    pub source: crate::entities::states::VoteSource,
    pub created_at: chrono::DateTime<chrono::Utc>,
}

impl From<&vote::Model> for VoteSnapshot {
    fn from(v: &vote::Model) -> Self {
        Self { id: v.id, post_id: v.post_id, user_id: v.user_id, kind: v.kind, source: v.source, created_at: v.created_at }
    }
}

/// What happened, with what it happened to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum Event {
    #[serde(rename = "post.created")]
    PostCreated { post_id: PostId },
    #[serde(rename = "post.updated")]
    PostUpdated { post_id: PostId },
    /// `shipped_in`: the changelog entry whose publishing moved it (its followers hear of the
    /// entry, not of each status).
    #[serde(rename = "post.status_changed")]
    PostStatusChanged {
        post_id: PostId,
        previous_status_id: StatusId,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        shipped_in: Option<i64>,
    },
    /// `post_id` (the duplicate) went into `into_id`.
    #[serde(rename = "post.merged")]
    PostMerged { post_id: PostId, into_id: PostId },
    /// A vote cast, or switched to the other kind.
    #[serde(rename = "vote.created")]
    VoteCreated { vote: VoteSnapshot },
    #[serde(rename = "vote.deleted")]
    VoteDeleted { vote: VoteSnapshot },
    #[serde(rename = "comment.created")]
    CommentCreated { comment_id: CommentId },
    /// Its text, pin or approval changed; `approved`: it was just approved, and is now public
    /// for the first time (its post's followers hear of it then).
    #[serde(rename = "comment.updated")]
    CommentUpdated {
        comment_id: CommentId,
        #[serde(default)]
        approved: bool,
    },
    /// A changelog entry published for the first time.
    #[serde(rename = "changelog.published")]
    ChangelogPublished { entry_id: i64 },
}

impl Event {
    pub fn event_type(&self) -> EventType {
        match self {
            Self::PostCreated { .. } => EventType::PostCreated,
            Self::PostUpdated { .. } => EventType::PostUpdated,
            Self::PostStatusChanged { .. } => EventType::PostStatusChanged,
            Self::PostMerged { .. } => EventType::PostMerged,
            Self::VoteCreated { .. } => EventType::VoteCreated,
            Self::VoteDeleted { .. } => EventType::VoteDeleted,
            Self::CommentCreated { .. } => EventType::CommentCreated,
            Self::CommentUpdated { .. } => EventType::CommentUpdated,
            Self::ChangelogPublished { .. } => EventType::ChangelogPublished,
        }
    }
}

/// A new event id: `evt_` and 128 random bits (receivers drop repeats by it).
pub fn new_uid() -> String {
    format!("evt_{:032x}", rand::random::<u128>())
}

/// Records `event` within `conn`, which must be the transaction of the change it reports.
pub async fn record(conn: &impl ConnectionTrait, organization_id: OrgId, event: Event) -> Result<()> {
    let subject = serde_json::to_value(&event).map_err(|e| Error::Internal(format!("an event could not be written: {e}")))?;
    outbox_event::Entity::insert(outbox_event::ActiveModel {
        uid: Set(new_uid()),
        organization_id: Set(organization_id),
        event_type: Set(event.event_type().as_str().to_owned()),
        subject: Set(subject),
        created_at: Set(now()),
        ..Default::default()
    })
    .exec_without_returning(conn)
    .await?;
    Ok(())
}

/// An event read back for delivery.
#[derive(Clone, Debug)]
pub struct Recorded {
    pub id: i64,
    pub uid: String,
    pub organization_id: OrgId,
    pub event: Event,
    pub created_at: chrono::DateTime<chrono::Utc>,
}

/// The oldest `limit` events, claimed by this transaction (PostgreSQL: rows locked, and those
/// another worker holds are skipped; SQLite: its one writer is the one worker). An event whose
/// subject no longer reads (written by a newer version, say) is logged and skipped.
pub async fn take(conn: &impl ConnectionTrait, limit: u64) -> Result<Vec<Recorded>> {
    use sea_orm::sea_query::{LockBehavior, LockType};
    let rows = outbox_event::Entity::find()
        .order_by_asc(outbox_event::Column::Id)
        .limit(limit)
        .lock_with_behavior(LockType::Update, LockBehavior::SkipLocked)
        .all(conn)
        .await?;
    Ok(rows
        .into_iter()
        .filter_map(|row| match serde_json::from_value::<Event>(row.subject.clone()) {
            Ok(event) => Some(Recorded { id: row.id, uid: row.uid, organization_id: row.organization_id, event, created_at: row.created_at }),
            Err(error) => {
                tracing::error!(%error, id = row.id, event_type = %row.event_type, "an outbox event cannot be read: dropped");
                None
            }
        })
        .collect())
}

/// Deletes the events of `ids` (fanned out, within the same transaction as their deliveries).
pub async fn forget(conn: &impl ConnectionTrait, ids: &[i64]) -> Result<()> {
    use sea_orm::{ColumnTrait, QueryFilter};
    if ids.is_empty() {
        return Ok(());
    }
    outbox_event::Entity::delete_many().filter(outbox_event::Column::Id.is_in(ids.iter().copied())).exec(conn).await?;
    Ok(())
}

/// Runs `batch` in write transactions of its own (writes of nothing any cache keeps), one after
/// another, until it reports that it did nothing; returns the sum of what it reported. For
/// clean-ups whose backlog must not grow one transaction.
pub(crate) async fn in_batches<F>(db: &super::Db, mut batch: F) -> Result<u64>
where
    // Boxed, not an async closure: the worker's future must stay `Send`, which an async
    // closure's cannot promise.
    F: for<'t> FnMut(&'t sea_orm::DatabaseTransaction) -> std::pin::Pin<Box<dyn std::future::Future<Output = Result<u64>> + Send + 't>>,
{
    let mut done = 0;
    loop {
        let txn = db.begin_write_in(crate::store::cache::Scope::Nothing).await?;
        let did = batch(&txn).await?;
        txn.commit().await?;
        if did == 0 {
            return Ok(done);
        }
        done += did;
    }
}

/// Whether any event waits (a read, so that an idle worker never takes the writer).
pub async fn any_waiting(conn: &impl ConnectionTrait) -> Result<bool> {
    Ok(first_waiting().into_tuple::<i64>().one(conn).await?.is_some())
}

/// The oldest waiting event's id, read from the key's index. Events are deleted as fast as
/// votes write them, so the table's first pages hold dead rows until a vacuum: read in no order
/// (the table's), the worker's poll walked them, 5.3 ms and 667 pages at 1,000 votes a second
/// on PostgreSQL, where the index finds the first live one in 12 (docs/performance.md,
/// session 43).
fn first_waiting() -> sea_orm::Select<outbox_event::Entity> {
    use sea_orm::{QueryOrder, QuerySelect};
    outbox_event::Entity::find()
        .select_only()
        .column(outbox_event::Column::Id)
        .order_by_asc(outbox_event::Column::Id)
        .limit(1)
}

/// How many events wait to be fanned out (for tests and the admin area).
pub async fn waiting(conn: &impl ConnectionTrait) -> Result<u64> {
    use sea_orm::PaginatorTrait;
    Ok(outbox_event::Entity::find().count(conn).await?)
}

/// What waits to leave the server: events to fan out, webhook deliveries and e-mails pending
/// (due now or later).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Backlog {
    pub events: u64,
    pub webhooks: u64,
    pub mail: u64,
}

/// The backlog now (three counts; for `/metrics`, read at each scrape).
pub async fn backlog(conn: &impl ConnectionTrait) -> Result<Backlog> {
    use crate::entities::{mail_delivery, webhook_delivery};
    Ok(Backlog {
        events: waiting(conn).await?,
        webhooks: queue::pending::<webhook_delivery::Entity>(conn).await?,
        mail: queue::pending::<mail_delivery::Entity>(conn).await?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{organizations, posts, testing, votes};

    /// On PostgreSQL (`UPBOARD_TEST_POSTGRES_URL`; `make test` skips `postgres::` tests when
    /// none answers).
    mod postgres {
        use super::*;
        use sea_orm::{DbBackend, QueryTrait, Statement};

        /// The worker's poll for waiting events reads the key's index, not the table's pages
        /// (which hold the dead rows of delivered events until a vacuum).
        #[tokio::test]
        async fn the_poll_for_waiting_events_reads_the_index() {
            let (db, url) = testing::postgres_db().await;
            let acme = organizations::tests::create_acme(&db).await;
            let conn = sea_orm::Database::connect(&url).await.unwrap();
            conn.execute_unprepared(&format!(
                "INSERT INTO outbox_events (uid, organization_id, event_type, subject, created_at) \
                 SELECT 'e' || g, {}, 'vote.created', '{{}}', now() FROM generate_series(1, 5000) AS g",
                acme.organization.id
            ))
            .await
            .unwrap();
            conn.execute_unprepared("ANALYZE outbox_events").await.unwrap();
            assert!(any_waiting(&conn).await.unwrap());
            let poll = first_waiting().build(DbBackend::Postgres);
            let explained = Statement::from_sql_and_values(DbBackend::Postgres, format!("EXPLAIN {}", poll.sql), poll.values.map(|v| v.0).unwrap_or_default());
            let plan: Vec<String> = conn.query_all_raw(explained).await.unwrap().iter().map(|row| row.try_get("", "QUERY PLAN").unwrap()).collect();
            assert!(plan.iter().any(|step| step.contains("Index Only Scan using outbox_events_pkey")), "{plan:#?}");
            drop(conn);
            testing::drop_postgres(db, &url).await;
        }
    }

    #[tokio::test]
    async fn a_committed_change_has_its_event_and_a_rolled_back_one_has_none() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let before = waiting(db.conn()).await.unwrap();
        let post = posts::create(&db, posts::tests::new_post(&acme, "Dark mode")).await.unwrap();
        let events = take(db.conn(), 100).await.unwrap();
        assert_eq!(events.len() as u64, before + 1);
        assert_eq!(events.last().unwrap().event, Event::PostCreated { post_id: post.id });
        assert!(events.last().unwrap().uid.starts_with("evt_"));

        // A vote written and rolled back leaves no event.
        let txn = db.begin_write().await.unwrap();
        votes::cast(&*txn, acme.organization.id, post.id, acme.admin.id, votes::Kind::Upvote, votes::Source::Api).await.unwrap();
        assert_eq!(waiting(&*txn).await.unwrap(), before + 2, "the event is written with the vote");
        drop(txn);
        assert_eq!(waiting(db.conn()).await.unwrap(), before + 1, "rolled back with it");

        // Committed, it stays, with the vote as it was.
        let txn = db.begin_write().await.unwrap();
        votes::cast(&*txn, acme.organization.id, post.id, acme.admin.id, votes::Kind::Upvote, votes::Source::Api).await.unwrap();
        txn.commit().await.unwrap();
        let events = take(db.conn(), 100).await.unwrap();
        let Event::VoteCreated { vote } = &events.last().unwrap().event else { panic!("{:?}", events.last()) };
        assert_eq!((vote.post_id, vote.user_id, vote.kind, vote.source), (post.id, acme.admin.id, votes::Kind::Upvote, votes::Source::Api));
    }

    #[tokio::test]
    async fn fanned_out_events_are_forgotten_in_order() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        for title in ["One", "Two", "Three"] {
            posts::create(&db, posts::tests::new_post(&acme, title)).await.unwrap();
        }
        let all = take(db.conn(), 100).await.unwrap();
        assert!(all.windows(2).all(|w| w[0].id < w[1].id), "oldest first");
        let txn = db.begin_write().await.unwrap();
        let first = take(&*txn, 2).await.unwrap();
        assert_eq!(first.iter().map(|e| e.id).collect::<Vec<_>>(), all.iter().take(2).map(|e| e.id).collect::<Vec<_>>());
        forget(&*txn, &first.iter().map(|e| e.id).collect::<Vec<_>>()).await.unwrap();
        txn.commit().await.unwrap();
        let left = take(db.conn(), 100).await.unwrap();
        assert_eq!(left.len(), all.len() - 2);
        assert!(left.iter().all(|e| !first.iter().any(|f| f.id == e.id)));
    }

    #[tokio::test]
    async fn a_comment_approved_in_the_queue_is_told_as_updated_and_now_public() {
        use crate::domain::comments::{NewComment, insert};
        use crate::domain::moderation::queue::{Decision, Item, decide};
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let post = posts::create(&db, posts::tests::new_post(&acme, "Dark mode")).await.unwrap();
        let txn = db.begin_write().await.unwrap();
        let waiting = insert(
            &*txn,
            NewComment {
                organization_id: acme.organization.id,
                post_id: post.id,
                author_id: acme.admin.id,
                parent_id: None,
                body: "Soon",
                internal: false,
                pinned: false,
                approved: false,
                created_at: None,
            },
        )
        .await
        .unwrap();
        txn.commit().await.unwrap();
        let admin = crate::domain::access::Actor { user: acme.admin.clone(), role: Some(crate::domain::users::Role::Admin) };
        decide(&db, acme.organization.id, &admin, &[Item::Comment(waiting.id)], Decision::Approve).await.unwrap();
        let last = take(db.conn(), 100).await.unwrap().pop().unwrap();
        assert_eq!(last.event, Event::CommentUpdated { comment_id: waiting.id, approved: true });
        // An event written before the flag existed still reads.
        let old: Event = serde_json::from_value(serde_json::json!({"type": "comment.updated", "comment_id": 3})).unwrap();
        assert_eq!(old, Event::CommentUpdated { comment_id: CommentId(3), approved: false });
    }

    #[test]
    fn event_types_read_back() {
        for t in EventType::ALL {
            assert_eq!(EventType::parse(t.as_str()), Some(t));
        }
        assert_eq!(EventType::parse("post.deleted"), None);
        let event = Event::PostMerged { post_id: PostId(3), into_id: PostId(4) };
        let value = serde_json::to_value(&event).unwrap();
        assert_eq!(value["type"], "post.merged");
        assert_eq!(serde_json::from_value::<Event>(value).unwrap(), event);
    }
}
