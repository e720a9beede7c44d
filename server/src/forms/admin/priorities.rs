//! The Priorities page's form: how value is counted (admins).

use super::*;

/// `POST /{org}/admin/priorities`: the revenue measure, the RICE reach, and whether public
/// pages show the companies and revenue behind a post.
pub async fn priorities(State(state): State<AppState>, Path(org): Path<String>, request: Request) -> Response {
    let (organization, actor, fields) = match admit(&state, &org, &format!("/{org}/admin/priorities"), TeamTask::Administer, request).await {
        Ok(admitted) => admitted,
        Err(response) => return response,
    };
    let outcome = async {
        match fields.text("action") {
            "settings" => {
                let (measure, reach, public) = (fields.text("revenue_measure"), fields.text("rice_reach"), fields.flag("public_value"));
                app::domain::admin::settings::set_value_settings(&state.db, &organization, &actor, measure, reach, public).await?;
                Done::said(said!("said-priorities-saved"))
            }
            _ => Err(Error::invalid(said!("said-x-is-not-something-this-page", field = "action"))),
        }
    }
    .await;
    back(&state, &org, "priorities", &fields, outcome)
}
