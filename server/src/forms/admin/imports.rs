//! The import page's form (docs/import.md): a dry run or an import from another board, and a
//! finished dry run run as it is. The run itself is the import worker's
//! (`crate::importers::worker`); the page shows its progress.

use super::*;
use app::domain::import::runs::{self, Request as RunRequest};
use app::domain::outbox::address::WebhookAddress;

/// `POST /{org}/admin/import`.
pub async fn imports(State(state): State<AppState>, Path(org): Path<String>, request: Request) -> Response {
    let (organization, actor, fields) = match admit(&state, &org, &format!("/{org}/admin/import"), TeamTask::Administer, request).await {
        Ok(admitted) => admitted,
        Err(response) => return response,
    };
    let outcome = start(&state, &organization, &actor, &fields).await;
    back(&state, &org, "import", &fields, outcome)
}

async fn start(state: &AppState, organization: &organization::Model, actor: &Actor, fields: &Fields) -> Result<Done, Error> {
    match fields.text("action") {
        action @ ("dry-run" | "import") => {
            // Before anything is looked up: nobody else makes the server resolve names.
            app::domain::access::may(actor, TeamTask::Administer)?;
            let dry_run = action == "dry-run";
            let request = RunRequest::check(fields.text("kind"), fields.text("url"), fields.text("api_key"), fields.text("statuses"), dry_run)?;
            // The address is checked as a webhook's is: the server reaches out to it.
            if !request.url.is_empty() {
                WebhookAddress::check(&request.url, state.settings.allow_private_webhooks).await?;
            }
            runs::start(&state.db, &state.sealer, organization.id, actor, &request).await?;
            Done::said(if dry_run { said!("said-import-dry-run-started") } else { said!("said-import-started") })
        }
        "run-dry-run" => {
            runs::start_from(&state.db, organization.id, actor, fields.id("id")?).await?;
            Done::said(said!("said-import-started"))
        }
        _ => Err(Error::invalid(said!("said-x-is-not-something-this-page", field = "action"))),
    }
}
