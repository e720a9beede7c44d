//! Server functions of the admin area; each asks the gate first ([`crate::domain::access::enter_admin`]).

use crate::model::{AdminOverview, AppError, OrgSummary, Viewer};
use leptos::prelude::*;
use leptos::server_fn::codec::GetUrl;

/// The admin area's overview, for a team member of `org`.
#[server(prefix = "/fn", endpoint = "admin-overview", input = GetUrl)]
pub async fn get_admin_overview(org: String) -> Result<(AdminOverview, OrgSummary, Viewer), AppError> {
    let ctx = super::session::Ctx::capture();
    let organization = ctx.organization(&org).await?;
    let user = ctx.require_reader(&organization).await?;
    let state = &ctx.state;
    let actor = crate::domain::auth::actor_for(&state.db, user).await?;
    crate::domain::access::enter_admin(&crate::domain::access::Asker::web(Some(&actor)))?;
    let overview = crate::domain::admin::overview::load(state.db.conn(), organization.id).await?;
    let viewer = crate::domain::post_page::viewer_of(&actor);
    Ok((overview, OrgSummary { name: organization.name, display_name: organization.display_name, description: organization.description }, viewer))
}
