//! The team page's form.

use super::*;
use app::model::OrgId;
use app::said;

/// `POST /{org}/admin/team`: add someone, change a role, remove someone.
pub async fn team(State(state): State<AppState>, Path(org): Path<String>, request: Request) -> Response {
    let (organization, actor, fields) = match admit(&state, &org, &format!("/{org}/admin/team"), TeamTask::ManageTeam, request).await {
        Ok(admitted) => admitted,
        Err(response) => return response,
    };
    let outcome = change_team(&state, organization.id, &actor, &fields).await;
    back(&state, &org, "team", &fields, outcome)
}

async fn change_team(state: &AppState, org: OrgId, actor: &Actor, fields: &Fields) -> Result<Done, Error> {
    let db = &state.db;
    match fields.text("action") {
        "add" => {
            let member = admin_team::add(db, org, actor, fields.text("email"), fields.text("name"), fields.text("role")).await?;
            Done::said(said!("said-x-is-on-the-team-as", a = member.user.name, b = member.member.role))
        }
        "role" => {
            let member = admin_team::change_role(db, org, actor, fields.id("id")?, fields.text("role")).await?;
            Done::said(said!("said-x-is-now-x", name = member.user.name, role = member.member.role))
        }
        "remove" => {
            let member = admin_team::remove(db, org, actor, fields.id("id")?).await?;
            Done::said(said!("said-x-is-no-longer-on-the", a = member.user.name))
        }
        _ => Err(Error::invalid(said!("said-x-is-not-something-this-page", field = "action"))),
    }
}
