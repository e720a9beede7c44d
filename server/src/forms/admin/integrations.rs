//! The integrations page's form: Slack channels.

use super::*;
use app::domain::outbox::webhooks::slack;

/// `POST /{org}/admin/integrations`: connect a Slack channel to a board, send it a test
/// message, turn it off or on, disconnect it.
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
        _ => Err(Error::invalid(said!("said-x-is-not-something-this-page", field = "action"))),
    }
}
