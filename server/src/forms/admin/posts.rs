//! The team's forms on a post's page: its tags, its owner and votes on behalf, merging it
//! into another and undoing that.

use super::*;
use app::model::{PostId, UserId};
use app::said;

/// `POST /{org}/admin/post-tags` (from a post's page): adds or removes one tag of the post,
/// then shows the post again.
pub async fn post_tags(State(state): State<AppState>, Path(org): Path<String>, request: Request) -> Response {
    let back_to = super::super::referer_path(request.headers()).unwrap_or_else(|| format!("/{org}"));
    let (organization, actor, fields) = match admit(&state, &org, &back_to, TeamTask::Moderate, request).await {
        Ok(admitted) => admitted,
        Err(response) => return response,
    };
    let page = back_to.split(['?', '#']).next().unwrap_or_default().to_owned();
    let changed = match fields.id("post_id").map(PostId) {
        Ok(post_id) => app::domain::tags::tag_post(&state.db, organization.id, &actor, post_id, fields.text("name"), fields.text("action") != "remove").await,
        Err(error) => Err(error),
    };
    match changed {
        Ok(_) => super::super::see_other(format!("{page}#tags")),
        Err(error) => super::super::refused(&page, "tag_error", &app::model::AppError::from(error).to_string(), "#tags"),
    }
}

/// `POST /{org}/admin/post-team` (from a post's page): its owner (`action=owner`), or a vote
/// for a customer by e-mail (`action=vote`); then the post again.
pub async fn post_team(State(state): State<AppState>, Path(org): Path<String>, request: Request) -> Response {
    use app::domain::moderation::post_team;
    let back_to = super::super::referer_path(request.headers()).unwrap_or_else(|| format!("/{org}"));
    let (organization, actor, fields) = match admit(&state, &org, &back_to, TeamTask::Moderate, request).await {
        Ok(admitted) => admitted,
        Err(response) => return response,
    };
    let page = back_to.split(['?', '#']).next().unwrap_or_default().to_owned();
    let done = match (fields.id("post_id").map(PostId), fields.text("action")) {
        (Ok(post_id), "owner") => {
            let owner = match fields.text("owner").trim() {
                "" => Ok(None),
                id => id.parse().map(|id| Some(UserId(id))).map_err(|_| Error::invalid(said!("said-x-is-not-a-team-member", field = "owner"))),
            };
            match owner {
                Ok(owner) => post_team::set_owner(&state.db, organization.id, &actor, post_id, owner).await,
                Err(error) => Err(error),
            }
        }
        (Ok(post_id), "vote") => post_team::vote_for(&state.db, organization.id, &actor, post_id, fields.text("email"), fields.text("name")).await,
        (Ok(post_id), "estimates") => {
            let (impact, confidence, effort) = (fields.text("impact"), fields.text("confidence"), fields.text("effort"));
            post_team::set_estimates(&state.db, organization.id, &actor, post_id, impact, confidence, effort).await
        }
        (Ok(_), _) => Err(Error::invalid(said!("said-x-is-not-something-this-form", field = "action"))),
        (Err(error), _) => Err(error),
    };
    match done {
        Ok(_) => super::super::see_other(format!("{page}#team")),
        Err(error) => super::super::refused(&page, "team_error", &app::model::AppError::from(error).to_string(), "#team"),
    }
}

/// `POST /{org}/admin/merge` (from a post's page): merges `duplicate_id` into `into_id`, then
/// shows the target, whose notice says what was merged; a refusal goes back to the duplicate.
pub async fn merge(State(state): State<AppState>, Path(org): Path<String>, request: Request) -> Response {
    let back_to = super::super::referer_path(request.headers()).unwrap_or_else(|| format!("/{org}"));
    let (organization, actor, fields) = match admit(&state, &org, &back_to, TeamTask::Moderate, request).await {
        Ok(admitted) => admitted,
        Err(response) => return response,
    };
    let merged = match (fields.id("duplicate_id").map(PostId), fields.id("into_id").map(PostId)) {
        (Ok(duplicate), Ok(into)) => app::domain::moderation::merge::merge(&state.db, organization.id, &actor, duplicate, into).await,
        (Err(error), _) | (_, Err(error)) => Err(error),
    };
    match merged {
        Ok(target) => super::super::see_other(format!("/{org}/p/{}#merged", target.slug)),
        Err(error) => {
            super::super::refused(back_to.split(['?', '#']).next().unwrap_or_default(), "merge_error", &app::model::AppError::from(error).to_string(), "#merge")
        }
    }
}

/// `POST /{org}/admin/unmerge` (from the target's notice): undoes the merge of `duplicate_id`,
/// then shows the duplicate again.
pub async fn unmerge(State(state): State<AppState>, Path(org): Path<String>, request: Request) -> Response {
    let back_to = super::super::referer_path(request.headers()).unwrap_or_else(|| format!("/{org}"));
    let (organization, actor, fields) = match admit(&state, &org, &back_to, TeamTask::Moderate, request).await {
        Ok(admitted) => admitted,
        Err(response) => return response,
    };
    let unmerged = match fields.id("duplicate_id").map(PostId) {
        Ok(duplicate) => app::domain::moderation::merge::unmerge(&state.db, organization.id, &actor, duplicate).await,
        Err(error) => Err(error),
    };
    match unmerged {
        Ok(duplicate) => super::super::see_other(format!("/{org}/p/{}", duplicate.slug)),
        Err(error) => super::super::refused(
            back_to.split(['?', '#']).next().unwrap_or_default(),
            "merge_error",
            &app::model::AppError::from(error).to_string(),
            "#merged",
        ),
    }
}

/// `POST /{org}/admin/post-issues` (from a post's page): creates an issue from the post in a
/// connected tracker (`action=create`), links an existing one (`action=link`, `issue`), or
/// unlinks one (`action=unlink`, `link_id`); then the post again.
pub async fn post_issues(State(state): State<AppState>, Path(org): Path<String>, request: Request) -> Response {
    let back_to = super::super::referer_path(request.headers()).unwrap_or_else(|| format!("/{org}"));
    let (organization, actor, fields) = match admit(&state, &org, &back_to, TeamTask::Moderate, request).await {
        Ok(admitted) => admitted,
        Err(response) => return response,
    };
    let page = back_to.split(['?', '#']).next().unwrap_or_default().to_owned();
    match issues(&state, &organization, &actor, &fields).await {
        Ok(()) => super::super::see_other(format!("{page}#issues")),
        Err(error) => super::super::refused(&page, "issues_error", &app::model::AppError::from(error).to_string(), "#issues"),
    }
}

async fn issues(state: &AppState, organization: &organization::Model, actor: &Actor, fields: &Fields) -> Result<(), Error> {
    use app::domain::trackers::{self, Kind, links};
    let db = &state.db;
    let action = fields.text("action");
    if action == "unlink" {
        links::unlink(db, organization.id, actor, fields.id("link_id")?).await?;
        return Ok(());
    }
    if action != "create" && action != "link" {
        return Err(Error::invalid(said!("said-x-is-not-something-this-form", field = "action")));
    }
    let ready = links::ready(db.conn(), &state.sealer, organization.id, actor, PostId(fields.id("post_id")?), fields.id("tracker_id")?).await?;
    let kind = Kind::of(&ready.hook);
    let target = ready.tracker.target.as_str();
    // A mistyped issue is the person's to mend, not the tracker's failure.
    let reference = if action == "link" { Some(links::reference(kind, target, fields.text("issue"))?) } else { None };
    let allow_private = state.settings.allow_private_webhooks;
    let found = match crate::trackers::Call::to(kind, &ready.tracker.api_url, &ready.token, crate::trackers::client(state), allow_private).await {
        Ok(call) => match &reference {
            Some(reference) => call.find_issue(target, reference).await,
            None => {
                let (title, body) = crate::trackers::issue_text(state, organization, &ready.post);
                call.create_issue(target, &title, &body).await
            }
        },
        Err(failure) => Err(failure),
    };
    match found {
        Ok(issue) => {
            trackers::record(db, ready.hook.id, Ok(())).await?;
            links::link(db, organization.id, actor, &ready, issue).await?;
            Ok(())
        }
        Err(failure) => {
            if !failure.missing {
                trackers::record(db, ready.hook.id, Err(&failure.said)).await?;
            }
            Err(super::integrations::refusal(failure))
        }
    }
}
