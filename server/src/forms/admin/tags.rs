//! The tags page's form.

use super::*;
use app::model::TagId;

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
                Done::said(format!("Tag “{}” created.", created.name))
            }
            "update" => {
                let updated = app::domain::tags::update(db, org_id, &actor, TagId(fields.id("id")?), fields.get("name"), fields.get("color")).await?;
                Done::said(format!("Tag “{}” saved.", updated.name))
            }
            "delete" => {
                let deleted = app::domain::tags::delete(db, org_id, &actor, TagId(fields.id("id")?)).await?;
                Done::said(format!("Tag “{}” deleted.", deleted.name))
            }
            _ => Err(Error::invalid("action", "is not something this page does")),
        }
    }
    .await;
    back(&state, &org, "tags", &fields, outcome)
}
