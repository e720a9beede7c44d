//! The changelog page's form.

use super::*;
use app::model::PostId;
use app::said;

/// A changelog form may carry up to 100,000 characters of Markdown, urlencoded.
const CHANGELOG_FORM_LIMIT: usize = 512 * 1024;

/// `POST /{org}/admin/changelog`: write (`save` as a draft, or `publish`), change, take back
/// to draft (`unpublish`) or delete an entry. Posts named that do not exist are left out and
/// said so, never losing what was written.
pub async fn changelog(State(state): State<AppState>, Path(org): Path<String>, request: Request) -> Response {
    let (organization, actor, request) = match gate(&state, &org, &format!("/{org}/admin/changelog"), TeamTask::WriteChangelog, request).await {
        Ok(admitted) => admitted,
        Err(response) => return response,
    };
    let fields = match read_fields(request, CHANGELOG_FORM_LIMIT).await {
        Ok(fields) => fields,
        Err(response) => return response,
    };
    let outcome = change_changelog(&state, &organization, &actor, &fields).await;
    back(&state, &org, "changelog", &fields, outcome)
}

async fn change_changelog(state: &AppState, organization: &organization::Model, actor: &Actor, fields: &Fields) -> Result<Done, Error> {
    use app::domain::changelog::{self, EntryInput};
    let db = &state.db;
    let org_id = organization.id;
    let action = fields.text("action");
    if action == "delete" {
        let deleted = changelog::delete(db, org_id, actor, fields.id("id")?).await?;
        return Done::said(said!("said-x-deleted", a = deleted.title));
    }
    let published = match action {
        "save" => None,
        "publish" => Some(true),
        "unpublish" => Some(false),
        _ => return Err(Error::invalid(said!("said-x-is-not-something-this-page", field = "action"))),
    };
    let mut post_ids: Vec<PostId> = fields.all("post_ids").filter_map(|v| v.trim().parse().ok()).collect();
    let (named, unknown) = changelog::resolve_posts(db.conn(), org_id, fields.text("other_posts")).await?;
    post_ids.extend(named);
    let input = EntryInput {
        title: Some(fields.text("title").to_owned()),
        body: Some(fields.text("body").to_owned()),
        post_ids: Some(post_ids),
        published: if fields.get("form") == Some("create") { Some(published == Some(true)) } else { published },
        complete_posts: fields.flag("complete"),
    };
    let saved = match fields.get("form") {
        Some("create") => changelog::create(db, org_id, actor, input).await?,
        _ => changelog::update(db, org_id, actor, fields.id("id")?, input).await?,
    };
    let title = &saved.entry.title;
    let mut done = Done::said(match action {
        "publish" => said!("said-changelog-x-is-published", title = title),
        "unpublish" => said!("said-changelog-x-is-a-draft-again", title = title),
        _ if saved.entry.published => said!("said-changelog-x-saved", title = title),
        _ => said!("said-changelog-x-saved-as-a-draft", title = title),
    })?;
    if !unknown.is_empty() {
        done.said.push(said!("said-changelog-left-out", names = unknown.join(", ")));
    }
    Ok(done)
}
