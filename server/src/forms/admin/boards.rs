//! The boards page's form.

use super::*;
use app::domain::admin::boards;
use app::model::{BucketId, OrgId};
use app::said;

/// `POST /{org}/admin/boards`: create, update, move up or down, make default, delete.
pub async fn boards(State(state): State<AppState>, Path(org): Path<String>, request: Request) -> Response {
    let (organization, actor, fields) = match admit(&state, &org, &format!("/{org}/admin/boards"), TeamTask::Administer, request).await {
        Ok(admitted) => admitted,
        Err(response) => return response,
    };
    let outcome = change_board(&state, organization.id, &actor, &fields).await;
    back(&state, &org, "boards", &fields, outcome)
}

async fn change_board(state: &AppState, org: OrgId, actor: &Actor, fields: &Fields) -> Result<Done, Error> {
    let db = &state.db;
    match fields.text("action") {
        "create" => {
            let created = boards::create(db, org, actor, fields.text("name"), fields.flag("private")).await?;
            Done::said(said!("said-board-x-created", a = created.name))
        }
        "update" => {
            let updated = boards::update(db, org, actor, BucketId(fields.id("id")?), fields.text("name"), fields.flag("private")).await?;
            Done::said(said!("said-board-x-saved", a = updated.name))
        }
        "up" | "down" => {
            boards::shift(db, org, actor, BucketId(fields.id("id")?), direction(fields.text("action"))).await?;
            Done::said(said!("said-order-saved"))
        }
        "default" => {
            boards::make_default(db, org, actor, BucketId(fields.id("id")?)).await?;
            Done::said(said!("said-posts-that-name-no-board-now"))
        }
        "delete" => {
            let moved = boards::delete(db, org, actor, BucketId(fields.id("id")?), BucketId(fields.id("move_to")?)).await?;
            Done::said(said!("said-board-deleted-moved", count = moved))
        }
        _ => Err(Error::invalid(said!("said-x-is-not-something-this-page", field = "action"))),
    }
}
