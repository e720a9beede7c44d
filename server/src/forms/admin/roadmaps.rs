//! The roadmaps page's forms.

use super::*;
use app::domain::admin::roadmaps::{self, MainInput, RoadmapInput};
use app::model::{BucketId, OrgId, StatusId, TagId};
use app::said;

/// `POST /{org}/admin/roadmaps`: save the main roadmap; create, update, move up or down,
/// delete a named one.
pub async fn roadmaps(State(state): State<AppState>, Path(org): Path<String>, request: Request) -> Response {
    let (organization, actor, fields) = match admit(&state, &org, &format!("/{org}/admin/roadmaps"), TeamTask::Moderate, request).await {
        Ok(admitted) => admitted,
        Err(response) => return response,
    };
    let outcome = change_roadmap(&state, organization.id, &actor, &fields).await;
    back(&state, &org, "roadmaps", &fields, outcome)
}

async fn change_roadmap(state: &AppState, org: OrgId, actor: &Actor, fields: &Fields) -> Result<Done, Error> {
    let db = &state.db;
    match fields.text("action") {
        "main" => {
            let input = MainInput { columns: columns(fields)?, hidden: fields.flag("hidden"), completed_days: fields.text("completed_days") };
            roadmaps::save_main(db, org, actor, input).await?;
            Done::said(said!("said-main-roadmap-saved"))
        }
        "create" => {
            let created = roadmaps::create(db, org, actor, input(fields)?).await?;
            Done::said(said!("said-roadmap-x-created", a = created.name))
        }
        "update" => {
            let updated = roadmaps::update(db, org, actor, fields.id("id")?, input(fields)?).await?;
            Done::said(said!("said-roadmap-x-saved", a = updated.name))
        }
        "up" | "down" => {
            roadmaps::shift(db, org, actor, fields.id("id")?, direction(fields.text("action"))).await?;
            Done::said(said!("said-order-saved"))
        }
        "delete" => {
            let deleted = roadmaps::delete(db, org, actor, fields.id("id")?).await?;
            Done::said(said!("said-roadmap-x-deleted", a = deleted.name))
        }
        _ => Err(Error::invalid(said!("said-x-is-not-something-this-page", field = "action"))),
    }
}

/// A named roadmap's form.
fn input(fields: &Fields) -> Result<RoadmapInput<'_>, Error> {
    Ok(RoadmapInput {
        name: fields.text("name"),
        columns: columns(fields)?,
        buckets: ids(fields, "buckets")?.into_iter().map(BucketId).collect(),
        tags: ids(fields, "tags")?.into_iter().map(TagId).collect(),
        completed_days: fields.text("completed_days"),
        hidden: fields.flag("hidden"),
        sort: fields.text("sort"),
    })
}

/// The column number of each status (`column_{status id}` fields).
fn columns(fields: &Fields) -> Result<Vec<(StatusId, &str)>, Error> {
    fields
        .0
        .iter()
        .filter_map(|(name, value)| name.strip_prefix("column_").map(|id| (id, value.as_str())))
        .map(|(id, value)| {
            id.parse()
                .map(|id| (StatusId(id), value))
                .map_err(|_| Error::invalid(said!("said-x-name-a-status-this-organization", field = "columns")))
        })
        .collect()
}

/// The ids a checkbox list sent.
fn ids(fields: &Fields, name: &str) -> Result<Vec<i64>, Error> {
    fields
        .all(name)
        .map(|id| id.trim().parse().map_err(|_| Error::invalid(said!("said-x-is-not-a-list-of-ids", field = name))))
        .collect()
}
