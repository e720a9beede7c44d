//! The integrations page's form: Slack channels, GitHub repositories and Linear teams.

use super::*;
use app::domain::outbox::webhooks::slack;
use app::domain::trackers;

/// `POST /{org}/admin/integrations`: connect a Slack channel to a board, send it a test
/// message, turn it off or on, disconnect it; connect a GitHub repository or Linear team, set
/// its rules, turn it off or on, disconnect it.
pub async fn integrations(State(state): State<AppState>, Path(org): Path<String>, request: Request) -> Response {
    let (organization, actor, fields) = match admit(&state, &org, &format!("/{org}/admin/integrations"), TeamTask::Administer, request).await {
        Ok(admitted) => admitted,
        Err(response) => return response,
    };
    let outcome = change(&state, &organization, &actor, &fields).await;
    back(&state, &org, "integrations", &fields, outcome)
}

async fn change(state: &AppState, organization: &organization::Model, actor: &Actor, fields: &Fields) -> Result<Done, Error> {
    let db = &state.db;
    let org_id = organization.id;
    match fields.text("action") {
        "slack-connect" => {
            // Before anything is looked up: nobody else makes the server resolve names.
            app::domain::access::may(actor, TeamTask::Administer)?;
            let events: Vec<String> = fields.all("events").map(str::to_owned).collect();
            let bucket = match fields.text("bucket_id").trim() {
                "" => None,
                _ => Some(app::model::BucketId(fields.id("bucket_id")?)),
            };
            let address = app::domain::outbox::address::WebhookAddress::check(fields.text("url"), state.settings.allow_private_webhooks).await?;
            let created = slack::connect(db, &state.sealer, org_id, actor, &address, bucket, &events).await?;
            Done::said(said!("said-slack-channel-x-connected", a = created.url))
        }
        "slack-test" => {
            slack::send_test(db, organization, actor, fields.id("id")?).await?;
            Done::said(said!("said-a-slack-test-message-is-on"))
        }
        action @ ("slack-enable" | "slack-disable") => {
            let changed = slack::set_enabled(db, org_id, actor, fields.id("id")?, action == "slack-enable").await?;
            Done::said(if changed.enabled { said!("said-x-is-on", a = changed.url) } else { said!("said-x-is-off", a = changed.url) })
        }
        "slack-delete" => {
            let deleted = slack::delete(db, org_id, actor, fields.id("id")?).await?;
            Done::said(said!("said-slack-channel-x-disconnected", a = deleted.url))
        }
        "tracker-connect" => {
            app::domain::access::may(actor, TeamTask::Administer)?;
            let connect =
                trackers::Connect::check(fields.text("kind"), fields.text("api_url"), fields.text("target"), fields.text("token"), fields.text("secret"))?;
            // The API's address is checked as a webhook's is (before anything is sent to it).
            app::domain::outbox::address::WebhookAddress::check(&connect.api_url, state.settings.allow_private_webhooks).await?;
            let client = crate::trackers::client(state);
            let call = crate::trackers::Call::to(connect.kind, &connect.api_url, &connect.token, client, state.settings.allow_private_webhooks)
                .await
                .map_err(refusal)?;
            let verified = call.verify(&connect.target).await.map_err(refusal)?;
            let created = trackers::connect(db, &state.sealer, org_id, actor, &connect, &verified).await?;
            Done::said(said!("said-x-is-connected", a = created.url))
        }
        "tracker-rules" => {
            let statuses = app::domain::statuses::list(db.conn(), org_id).await?;
            let typed: Vec<_> = statuses.iter().map(|s| (s.id, fields.text(&format!("map-{}", s.id)).to_owned())).collect();
            let mapping = trackers::Mapping::parse(&typed, &statuses)?;
            let changed = trackers::set_rules(db, org_id, actor, fields.id("id")?, &mapping, fields.text("message"), fields.flag("comment")).await?;
            Done::said(said!("said-the-rules-of-x-are-saved", a = changed.url))
        }
        action @ ("tracker-enable" | "tracker-disable") => {
            let changed = trackers::set_enabled(db, org_id, actor, fields.id("id")?, action == "tracker-enable").await?;
            Done::said(if changed.enabled { said!("said-x-is-on", a = changed.url) } else { said!("said-x-is-off", a = changed.url) })
        }
        "tracker-delete" => {
            let deleted = trackers::delete(db, org_id, actor, fields.id("id")?).await?;
            Done::said(said!("said-x-is-disconnected", a = deleted.url))
        }
        _ => Err(Error::invalid(said!("said-x-is-not-something-this-page", field = "action"))),
    }
}

/// A tracker's refusal, as the person is told it (the tracker's own words in it).
pub(super) fn refusal(failure: crate::trackers::Failure) -> Error {
    Error::invalid(said!("said-the-tracker-answered-x", a = failure.said))
}
