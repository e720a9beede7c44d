//! The statuses page's form.

use super::*;
use app::domain::admin::statuses;
use app::model::{OrgId, StatusId};
use app::said;

/// `POST /{org}/admin/statuses`: create, update, move up or down, make default, delete.
pub async fn statuses(State(state): State<AppState>, Path(org): Path<String>, request: Request) -> Response {
    let (organization, actor, fields) = match admit(&state, &org, &format!("/{org}/admin/statuses"), TeamTask::Moderate, request).await {
        Ok(admitted) => admitted,
        Err(response) => return response,
    };
    let outcome = change_status(&state, organization.id, &actor, &fields).await;
    back(&state, &org, "statuses", &fields, outcome)
}

async fn change_status(state: &AppState, org: OrgId, actor: &Actor, fields: &Fields) -> Result<Done, Error> {
    let db = &state.db;
    let input =
        || statuses::StatusInput { label: fields.text("label"), kind: fields.text("kind"), color: fields.text("color"), on_roadmap: fields.flag("on_roadmap") };
    match fields.text("action") {
        "create" => {
            let created = statuses::create(db, org, actor, input()).await?;
            Done::said(said!("said-status-x-created", a = created.label))
        }
        "update" => {
            let updated = statuses::update(db, org, actor, StatusId(fields.id("id")?), input()).await?;
            Done::said(said!("said-status-x-saved", a = updated.label))
        }
        "up" | "down" => {
            statuses::shift(db, org, actor, StatusId(fields.id("id")?), direction(fields.text("action"))).await?;
            Done::said(said!("said-order-saved"))
        }
        "default" => {
            statuses::make_default(db, org, actor, StatusId(fields.id("id")?)).await?;
            Done::said(said!("said-new-posts-now-get-this-status"))
        }
        "delete" => {
            let moved = statuses::delete(db, org, actor, StatusId(fields.id("id")?), StatusId(fields.id("move_to")?)).await?;
            Done::said(said!("said-status-deleted-moved", count = moved))
        }
        _ => Err(Error::invalid(said!("said-x-is-not-something-this-page", field = "action"))),
    }
}
