//! The webhooks page's form.

use super::*;
use app::said;

/// `POST /{org}/admin/webhooks`: add an endpoint (its secret shown once, on the page this
/// returns to), send a test event, rotate the secret, turn it off or on, delete it, resend a
/// delivery.
pub async fn webhooks(State(state): State<AppState>, Path(org): Path<String>, request: Request) -> Response {
    let (organization, actor, fields) = match admit(&state, &org, &format!("/{org}/admin/webhooks"), TeamTask::Administer, request).await {
        Ok(admitted) => admitted,
        Err(response) => return response,
    };
    let outcome = change_webhooks(&state, &organization, &actor, &fields).await;
    back(&state, &org, "webhooks", &fields, outcome)
}

async fn change_webhooks(state: &AppState, organization: &organization::Model, actor: &Actor, fields: &Fields) -> Result<Done, Error> {
    use app::domain::outbox::webhooks as hooks;
    let db = &state.db;
    let org_id = organization.id;
    match fields.text("action") {
        "create" => {
            let events: Vec<String> = fields.all("events").map(str::to_owned).collect();
            let created = crate::delivery::add_endpoint(state, org_id, actor, fields.text("url"), &events).await?;
            Ok(Done { said: vec![said!("said-webhook-x-added-deliveries-start-with", a = created.url)], secret: Some(created.secret), values: Vec::new() })
        }
        "test" => {
            let queued = hooks::send_test(db, organization, actor, fields.id("id")?).await?;
            Done::said(said!("said-a-test-event-x-is-on", a = queued.event_uid))
        }
        "rotate" => {
            let rotated = hooks::rotate_secret(db, org_id, actor, fields.id("id")?).await?;
            Ok(Done { said: vec![said!("said-x-has-a-new-secret-the", a = rotated.url)], secret: Some(rotated.secret), values: Vec::new() })
        }
        action @ ("enable" | "disable") => {
            let changed = hooks::set_enabled(db, org_id, actor, fields.id("id")?, action == "enable").await?;
            Done::said(if changed.enabled { said!("said-x-is-on", a = changed.url) } else { said!("said-x-is-off", a = changed.url) })
        }
        "delete" => {
            let deleted = hooks::delete(db, org_id, actor, fields.id("id")?).await?;
            Done::said(said!("said-webhook-x-deleted", a = deleted.url))
        }
        "resend" => {
            let queued = hooks::resend(db, org_id, actor, fields.id("delivery_id")?).await?;
            Done::said(said!("said-x-x-will-be-sent-again", a = queued.event_type, b = queued.event_uid))
        }
        _ => Err(Error::invalid(said!("said-x-is-not-something-this-page", field = "action"))),
    }
}
