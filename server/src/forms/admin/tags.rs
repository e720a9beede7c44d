//! The tags page's form.

use super::*;
use app::model::TagId;
use app::said;

/// `POST /{org}/admin/tags`: create, update, delete.
pub async fn tags(State(state): State<AppState>, Path(org): Path<String>, request: Request) -> Response {
    let (organization, actor, fields) = match admit(&state, &org, &format!("/{org}/admin/tags"), TeamTask::Moderate, request).await {
        Ok(admitted) => admitted,
        Err(response) => return response,
    };
    let db = &state.db;
    let org_id = organization.id;
    let outcome = async {
        match fields.text("action") {
            "create" => {
                let created = app::domain::tags::create(db, org_id, &actor, fields.text("name"), fields.get("color")).await?;
                Done::said(said!("said-tag-x-created", a = created.name))
            }
            "update" => {
                let updated = app::domain::tags::update(db, org_id, &actor, TagId(fields.id("id")?), fields.get("name"), fields.get("color")).await?;
                Done::said(said!("said-tag-x-saved", a = updated.name))
            }
            "delete" => {
                let deleted = app::domain::tags::delete(db, org_id, &actor, TagId(fields.id("id")?)).await?;
                Done::said(said!("said-tag-x-deleted", a = deleted.name))
            }
            _ => Err(Error::invalid(said!("said-x-is-not-something-this-page", field = "action"))),
        }
    }
    .await;
    back(&state, &org, "tags", &fields, outcome)
}
