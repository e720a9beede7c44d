//! What leaves the server, through one door: the worker that `upboard serve` starts takes the
//! outbox's events (`app::domain::outbox`), turns each into the deliveries it needs (one per
//! webhook endpoint that wants it, with the body it will always carry) in the transaction that
//! deletes it, and sends what is due, retrying on the domain's schedule.
//!
//! Delivery is at least once: an event is deleted only with its deliveries written, and a
//! delivery is marked done only after its receiver answered 2xx. Several processes on one
//! PostgreSQL share the work (rows claimed with `FOR UPDATE SKIP LOCKED`); on SQLite the one
//! writer serializes the claims. A claim is a lease with a fencing token
//! (`app::domain::outbox::queue`): renewed while its rows are sent, looked at before each
//! e-mail is sent (webhooks go out the moment they are claimed), and required to record the
//! attempt, so that a slow receiver or SMTP server does not
//! make a second worker send the same row.

pub mod mail;
pub mod payload;
pub mod slack;
pub mod ssrf;
pub mod webhooks;

use app::domain::outbox::{self, webhooks as hooks};
use app::model::OrgId;
use app::state::AppState;
use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::Notify;

/// Events fanned out in one transaction.
const EVENTS_PER_BATCH: u64 = 500;
/// Deliveries claimed at once (and sent concurrently).
const DELIVERIES_PER_BATCH: u64 = 16;
/// How often the worker looks when nothing woke it: events written by other processes, and
/// retries falling due.
const POLL: Duration = Duration::from_millis(500);

/// The running worker: [`Worker::stop`] lets it finish what it is sending and ends it.
pub struct Worker {
    stop: Arc<Notify>,
    task: tokio::task::JoinHandle<()>,
}

impl Worker {
    pub fn start(state: AppState, mailer: mail::Mailer) -> Self {
        let stop = Arc::new(Notify::new());
        let senders = Senders { webhooks: webhooks::Sender::new(state.settings.allow_private_webhooks), mail: mailer };
        let task = tokio::spawn(run(state, senders, stop.clone()));
        Self { stop, task }
    }

    /// Ends the worker after the round in progress (nothing claimed is dropped: an attempt
    /// that is not recorded is retried by whoever claims it after its lease).
    pub async fn stop(self) {
        self.stop.notify_one();
        if let Err(error) = self.task.await {
            tracing::warn!(%error, "the delivery worker ended badly");
        }
    }
}

/// What the worker sends with.
#[derive(Clone)]
pub struct Senders {
    pub webhooks: webhooks::Sender,
    pub mail: mail::Mailer,
}

/// How often the worker looks for daily digests that are due.
const DIGESTS_EVERY: Duration = Duration::from_secs(60);
/// How often finished deliveries older than [`app::domain::outbox::queue::KEPT`] are deleted.
const PRUNE_EVERY: Duration = Duration::from_secs(3600);

async fn run(state: AppState, sender: Senders, stop: Arc<Notify>) {
    let mut failing = false;
    let mut pruned_at: Option<std::time::Instant> = None;
    let mut digested_at: Option<std::time::Instant> = None;
    loop {
        // Each looks when due here, and runs when it is this process's turn: once per due
        // time however many processes serve.
        if pruned_at.is_none_or(|at| at.elapsed() >= PRUNE_EVERY) {
            pruned_at = Some(std::time::Instant::now());
            if my_turn(&state, "outbox_prune", PRUNE_EVERY).await {
                prune(&state).await;
            }
        }
        if digested_at.is_none_or(|at| at.elapsed() >= DIGESTS_EVERY) {
            digested_at = Some(std::time::Instant::now());
            if my_turn(&state, "digests", DIGESTS_EVERY).await
                && let Err(error) = mail::send_digests(&state).await
            {
                tracing::warn!(%error, "the daily digests could not be queued; tried again in a minute");
            }
        }
        let busy = match round(&state, &sender).await {
            Ok(busy) => {
                failing = false;
                busy
            }
            Err(error) => {
                // Logged once per streak: a database that is down says so everywhere already.
                if !failing {
                    tracing::warn!(%error, "the delivery worker could not do its round; trying again");
                }
                failing = true;
                false
            }
        };
        if busy {
            // More may be waiting; yield, then go on unless told to stop.
            tokio::select! {
                () = stop.notified() => return,
                () = tokio::task::yield_now() => {}
            }
            continue;
        }
        tokio::select! {
            () = stop.notified() => return,
            () = tokio::time::sleep(POLL) => {}
        }
    }
}

/// Whether this process runs the periodic task `name` now (see `Db::take_turn`); a database
/// that cannot say is taken as "not now" (the task comes round again).
pub async fn my_turn(state: &AppState, name: &str, every: Duration) -> bool {
    // A little less than the period: the process that ran it last finds it due on its next
    // look, not just after.
    match state.db.take_turn(name, every.mul_f64(0.95)).await {
        Ok(mine) => mine,
        Err(error) => {
            tracing::warn!(%error, task = name, "cannot tell whose turn a periodic task is");
            false
        }
    }
}

/// Deletes the webhook deliveries, e-mails and import runs that finished more than [`app::domain::outbox::queue::KEPT`] ago.
async fn prune(state: &AppState) {
    let before = app::domain::now() - app::domain::outbox::queue::KEPT;
    let webhooks = hooks::prune(&state.db, before).await;
    let mail = app::domain::outbox::mail::prune(&state.db, before).await;
    // The ids of trackers' deliveries are kept a year (a delivery sent again is refused).
    if let Err(error) = app::domain::trackers::inbound::prune(&state.db, app::domain::now() - chrono::Duration::days(365)).await {
        tracing::warn!(%error, "forgetting the trackers' old deliveries failed; tried again in an hour");
    }
    // Imports started from the admin page, kept as long as deliveries (docs/import.md).
    if let Err(error) = app::domain::outbox::queue::prune::<app::entities::import_run::Entity>(&state.db, before).await {
        tracing::warn!(%error, "deleting old import runs failed; tried again in an hour");
    }
    match (webhooks, mail) {
        (Ok(0), Ok(0)) => {}
        (Ok(webhooks), Ok(mail)) => tracing::info!(webhooks, mail, "deleted deliveries finished more than 30 days ago"),
        (Err(error), _) | (_, Err(error)) => tracing::warn!(%error, "deleting old deliveries failed; tried again in an hour"),
    }
}

/// One round: fans out waiting events, then sends what is due. Whether it found work.
async fn round(state: &AppState, senders: &Senders) -> app::domain::Result<bool> {
    let fanned = fan_out(state).await?;
    let sent = send_due(state, &senders.webhooks).await?;
    let mailed = send_mail(state, &senders.mail).await?;
    Ok(fanned > 0 || sent > 0 || mailed > 0)
}

/// Sends the e-mails due now, one after another, and records each.
pub async fn send_mail(state: &AppState, mailer: &mail::Mailer) -> app::domain::Result<usize> {
    use app::domain::outbox::mail as rules;
    if !rules::any_due(state.db.conn()).await? {
        return Ok(0);
    }
    let due = rules::claim_due(&state.db, DELIVERIES_PER_BATCH).await?;
    // However slow the SMTP server, the batch's leases are renewed while it is sent, and a
    // message whose lease was lost anyway (the database did not answer the renewals) is left
    // to the worker that has it now: each is sent once.
    rules::holding(&state.db, &due, async {
        for message in &due {
            if !rules::still_mine(state.db.conn(), message).await? {
                continue;
            }
            // An account e-mail is worded, and its link made, only now.
            let worded;
            let message = if let Some(about) = app::domain::outbox::account::AccountMail::of(message) {
                match mail::account(state, message, about).await? {
                    Some(ready) => {
                        worded = ready;
                        &worded
                    }
                    None => {
                        tracing::info!(to = %message.to_email, "an account e-mail's person was removed or blocked: it is not sent");
                        rules::record(&state.db, message, Ok(())).await?;
                        continue;
                    }
                }
            } else {
                message
            };
            let outcome = mailer.send(message).await;
            let result = if outcome.is_ok() { "sent" } else { "failed" };
            metrics::counter!("upboard_delivery_attempts_total", "queue" => "mail", "result" => result).increment(1);
            if let Err(error) = &outcome {
                tracing::warn!(%error, to = %message.to_email, "an e-mail could not be sent; it is tried again later");
            }
            rules::record(&state.db, message, outcome).await?;
        }
        Ok::<_, app::domain::Error>(())
    })
    .await?;
    Ok(due.len())
}

/// Turns the oldest waiting events into deliveries and deletes them, in one transaction.
/// Returns how many events it took.
pub async fn fan_out(state: &AppState) -> app::domain::Result<usize> {
    use app::store::cache::Scope;
    if !outbox::any_waiting(state.db.conn()).await? {
        return Ok(0);
    }
    // Before the transaction: the first call makes the key, in a write of its own.
    let secret = app::domain::outbox::mail::secret(&state.db).await?;
    let txn = state.db.begin_write_in(Scope::Nothing).await?;
    let events = outbox::take(&*txn, EVENTS_PER_BATCH).await?;
    if events.is_empty() {
        txn.commit().await?;
        return Ok(0);
    }
    let mut endpoints: HashMap<OrgId, Vec<app::entities::webhook::Model>> = HashMap::new();
    let mut renderer = payload::Renderer::new(state);
    for event in &events {
        if let Some(org) = renderer.organization(event.organization_id).await? {
            mail::fan_out(state, &*txn, &secret, &org, event).await?;
        }
        if let std::collections::hash_map::Entry::Vacant(entry) = endpoints.entry(event.organization_id) {
            entry.insert(hooks::list_all(&*txn, event.organization_id).await?);
        }
        let kind = event.event.event_type();
        // Signed endpoints want the event's own type; a Slack channel hears a few kinds of news;
        // a tracker asked to comments on its issues linked to a post whose status changed.
        let of_kind = |wanted: hooks::Kind| endpoints[&event.organization_id].iter().filter(move |h| hooks::Kind::of(h) == wanted);
        let signed: Vec<_> = of_kind(hooks::Kind::Standard).filter(|h| hooks::wants(h, kind)).collect();
        let channels: Vec<_> = match hooks::slack::heard_as(&event.event) {
            Some(heard) => of_kind(hooks::Kind::Slack).filter(|c| hooks::wants(c, heard)).collect(),
            None => Vec::new(),
        };
        let trackers: Vec<_> = match &event.event {
            outbox::Event::PostStatusChanged { .. } => {
                endpoints[&event.organization_id].iter().filter(|h| hooks::Kind::of(h).is_tracker() && hooks::wants(h, kind)).collect()
            }
            _ => Vec::new(),
        };
        if !signed.is_empty()
            && let Some(body) = renderer.envelope(event).await?
        {
            for hook in signed {
                hooks::enqueue(&*txn, hook, &event.uid, kind.as_str(), body.clone()).await?;
            }
        }
        if !channels.is_empty()
            && let Some(org) = renderer.organization(event.organization_id).await?
            && let Some((bucket, message)) = slack::message(state, &org, &event.event).await?
        {
            for channel in channels.into_iter().filter(|c| hooks::slack::follows(c, bucket)) {
                hooks::enqueue(&*txn, channel, &event.uid, kind.as_str(), message.clone()).await?;
            }
        }
        if let (false, outbox::Event::PostStatusChanged { post_id, .. }) = (trackers.is_empty(), &event.event)
            && let Some(org) = renderer.organization(event.organization_id).await?
            && let Some(body) = crate::trackers::status_comment(state, &org, *post_id).await?
        {
            for hook in trackers {
                // One comment per linked issue, each its own delivery.
                for link in app::domain::trackers::links::of_post_in(&*txn, *post_id, hook.id).await? {
                    let payload = serde_json::json!({"issue": link.external_id, "body": body}).to_string();
                    hooks::enqueue(&*txn, hook, &format!("{}:{}", event.uid, link.id), kind.as_str(), payload).await?;
                }
            }
        }
    }
    outbox::forget(&*txn, &events.iter().map(|e| e.id).collect::<Vec<_>>()).await?;
    txn.commit().await?;
    // A status change reaches the open pages once, from the worker that took its event (on
    // PostgreSQL relayed to every process's pages): within the worker's half-second round.
    for event in &events {
        if let outbox::Event::PostStatusChanged { post_id, .. } = &event.event
            && let Err(error) = state.live.publish_status(&state.db, event.organization_id, *post_id).await
        {
            tracing::warn!(%error, "a status change could not be told to the open pages");
        }
    }
    Ok(events.len())
}

/// Adds a webhook endpoint (the API's and the admin page's one way): admins only, a valid
/// URL, and one that does not point into a private network (checked before the domain saves
/// it; the connection is checked again at each delivery).
pub async fn add_endpoint(
    state: &AppState,
    organization_id: OrgId,
    actor: &app::domain::access::Actor,
    url: &str,
    events: &[String],
) -> app::domain::Result<app::entities::webhook::Model> {
    use app::domain::access::{self, TeamTask};
    // Before anything is looked up: nobody else makes the server resolve names.
    access::may(actor, TeamTask::Administer)?;
    let address = app::domain::outbox::address::WebhookAddress::check(url, state.settings.allow_private_webhooks).await?;
    hooks::create(&state.db, organization_id, actor, &address, events).await
}

/// Sends the deliveries due now, concurrently, and records each attempt. Returns how many.
pub async fn send_due(state: &AppState, sender: &webhooks::Sender) -> app::domain::Result<usize> {
    if !hooks::any_due(state.db.conn()).await? {
        return Ok(0);
    }
    let due = hooks::claim_due(&state.db, DELIVERIES_PER_BATCH).await?;
    let count = due.len();
    let deliveries: Vec<_> = due.iter().map(|(delivery, _)| delivery.clone()).collect();
    // Sent all at once, the moment they are claimed: their leases are renewed while the
    // slowest answers, and an attempt recorded after a lease was lost is refused.
    let attempts = due.into_iter().map(|(delivery, hook)| async move {
        let attempt = match hooks::Kind::of(&hook) {
            hooks::Kind::Standard => sender.send(&hook, &delivery).await,
            hooks::Kind::Slack => match hooks::slack::address(&state.sealer, &hook) {
                Ok(address) => sender.send_to_slack(&hook, &address, &delivery).await,
                Err(error) => hooks::Attempt::refused(format!("the channel's address cannot be opened with this server's keys: {error}")),
            },
            hooks::Kind::Github | hooks::Kind::Linear => crate::trackers::send_comment(state, sender.client(), &hook, &delivery).await,
        };
        let result = if attempt.succeeded() { "delivered" } else { "failed" };
        metrics::counter!("upboard_delivery_attempts_total", "queue" => "webhooks", "result" => result).increment(1);
        match hooks::record_attempt(&state.db, &delivery, &attempt).await {
            Ok(hooks::AfterAttempt::EndpointDisabled) => {
                tracing::warn!(webhook = hook.id, url = %hook.url, "a webhook failing for 3 days was disabled");
                if let Err(error) = mail::endpoint_disabled(state, &hook).await {
                    tracing::warn!(%error, webhook = hook.id, "the admins could not be told that a webhook was disabled");
                }
            }
            Ok(_) => {}
            // Not recorded: the lease runs out and the delivery is sent again (at least once).
            Err(error) => tracing::warn!(%error, delivery = delivery.id, "an attempt could not be recorded"),
        }
    });
    hooks::holding(&state.db, &deliveries, futures::future::join_all(attempts)).await;
    Ok(count)
}
