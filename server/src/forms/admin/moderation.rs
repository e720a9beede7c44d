//! The moderation queue's form: approve or mark as spam, block authors.

use super::*;
use app::model::UserId;
use app::said;

/// `POST /{org}/admin/moderation`: approve or mark as spam one item (`decide=approve post:12`)
/// or the chosen ones (`decide=approve` with `items`), optionally blocking their authors; or
/// block the authors just offered (`decide=block` with `users`).
pub async fn moderation(State(state): State<AppState>, Path(org): Path<String>, request: Request) -> Response {
    let (organization, actor, fields) = match admit(&state, &org, &format!("/{org}/admin/moderation"), TeamTask::Moderate, request).await {
        Ok(admitted) => admitted,
        Err(response) => return response,
    };
    let outcome = decide(&state, &organization, &actor, &fields).await;
    back(&state, &org, "moderation", &fields, outcome)
}

async fn decide(state: &AppState, organization: &organization::Model, actor: &Actor, fields: &Fields) -> Result<Done, Error> {
    let pressed = fields.text("decide");
    if pressed == "block" {
        let ids: Vec<UserId> = fields.text("users").split(',').filter_map(|id| id.trim().parse().ok()).collect();
        let blocked = queue::block_authors(&state.db, organization.id, actor, &ids).await?;
        return Done::said(said!("said-blocked-authors", count = blocked));
    }
    let (verb, one) = pressed.split_once(' ').map_or((pressed, None), |(verb, item)| (verb, Some(item)));
    let items: Vec<Item> = match one {
        Some(item) => vec![Item::parse(item).ok_or_else(|| Error::invalid(said!("said-x-names-no-post-or-comment", field = "items")))?],
        None => fields
            .all("items")
            .map(|v| Item::parse(v).ok_or_else(|| Error::invalid(said!("said-x-names-no-post-or-comment", field = "items"))))
            .collect::<Result<_, _>>()?,
    };
    let decision = match verb {
        "approve" => Decision::Approve,
        "spam" => Decision::Spam { block_authors: fields.flag("block") },
        _ => return Err(Error::invalid(said!("said-x-must-be-approve-or-spam", field = "decide"))),
    };
    let outcome = queue::decide(&state.db, organization.id, actor, &items, decision).await?;
    let mut done = match decision {
        Decision::Approve => Done::said(said!("said-approved-items", count = outcome.approved))?,
        Decision::Spam { .. } => {
            let mut done = Done::said(said!("said-marked-spam", count = outcome.marked_spam))?;
            if outcome.blocked > 0 {
                done.said.push(said!("said-blocked-authors", count = outcome.blocked));
            }
            done
        }
    };
    if let (Decision::Spam { block_authors: false }, false) = (decision, outcome.spam_authors.is_empty()) {
        let ids: Vec<String> = outcome.spam_authors.iter().map(|(id, _)| id.to_string()).collect();
        let names: Vec<&str> = outcome.spam_authors.iter().map(|(_, name)| name.as_str()).collect();
        done.values.push(("offer_block".to_owned(), ids.join(",")));
        done.values.push(("offer_block_names".to_owned(), names.join(", ")));
    }
    Ok(done)
}
