//! What the team does to one post from its page besides merging and tagging: give it an owner,
//! vote for a customer (vote source `admin`), and change its status and approval with an
//! optional public message, which appears in the thread with the new status.

use super::super::access::Actor;
use super::super::access::{self, Asker, TeamTask};
use super::super::admin::audit::{self, Action, Target};
use super::super::comments::{self, NewComment};
use super::super::votes::find_post;
use super::super::{Db, Error, Result, now, posts, statuses, users, votes};
use crate::entities::post;
use crate::model::{Email, OrgId, PostId, UserId};
use crate::said;
use sea_orm::sea_query::Expr;
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};

/// Makes a team member (by user id) the post's owner, or nobody.
pub async fn set_owner(db: &Db, organization_id: OrgId, actor: &Actor, post_id: PostId, owner: Option<UserId>) -> Result<post::Model> {
    access::may(actor, TeamTask::Moderate)?;
    let txn = db.begin_write().await?;
    let post = find_post(&*txn, organization_id, post_id).await?;
    let owner_name = match owner {
        Some(user_id) => {
            // A user of this organization who is on its team (team records belong to one).
            let user = crate::entities::user::Entity::find_by_id(user_id)
                .filter(crate::entities::user::Column::OrganizationId.eq(organization_id))
                .one(&*txn)
                .await?;
            match user {
                Some(user) if users::team_role(&*txn, user.id).await?.is_some() => user.name,
                _ => return Err(Error::invalid(said!("said-x-must-be-a-member-of", field = "owner"))),
            }
        }
        None => "nobody".to_owned(),
    };
    if post.owner_id == owner {
        return Ok(post);
    }
    post::Entity::update_many()
        .col_expr(post::Column::OwnerId, Expr::value(owner))
        .col_expr(post::Column::UpdatedAt, Expr::value(now()))
        .filter(post::Column::Id.eq(post.id))
        .exec(&*txn)
        .await?;
    audit::record(
        &*txn,
        organization_id,
        actor,
        Action::PostOwnerChanged,
        Target { id: Some(post.id.get()), name: &post.title },
        &format!("owner: {owner_name}"),
    )
    .await?;
    let post = find_post(&*txn, organization_id, post.id).await?;
    txn.commit().await?;
    Ok(post)
}

/// An upvote cast by the team on a customer's behalf (source `admin`); the customer is made
/// when new. Voting again for the same person changes nothing.
pub async fn vote_for(db: &Db, organization_id: OrgId, actor: &Actor, post_id: PostId, email: &str, name: &str) -> Result<post::Model> {
    access::may(actor, TeamTask::Moderate)?;
    let email = Email::parse(email.trim()).map_err(|_| Error::invalid(said!("said-x-is-not-an-e-mail", field = "email")))?;
    let txn = db.begin_write().await?;
    let post = find_post(&*txn, organization_id, post_id).await?;
    let facts = posts::facts(&*txn, organization_id, &post).await?;
    // The rules of any vote: approved, visible posts only.
    access::may_vote(&Asker::web(Some(actor)), &facts)?;
    let name = match name.trim() {
        "" => super::super::organizations::default_name(&email),
        name => name.to_owned(),
    };
    let voter = users::find_or_create(&*txn, organization_id, &email, &name).await?;
    if voter.blocked {
        return Err(Error::Forbidden(said!("said-x-is-blocked-they-cannot-vote", a = voter.name)));
    }
    let (post, _, _) = votes::change(&*txn, organization_id, post.id, voter.id, votes::Change::Cast(votes::Kind::Upvote, votes::Source::Admin)).await?;
    audit::record(
        &*txn,
        organization_id,
        actor,
        Action::VoteCastForCustomer,
        Target { id: Some(post.id.get()), name: &post.title },
        &format!("for {} <{}>", voter.name, voter.email),
    )
    .await?;
    txn.commit().await?;
    Ok(post)
}

/// The status (a label or a kind) and approval (none: as it is) from the post's Moderation
/// panel or the MCP server's `change_status`; when the status changes and `message` is not
/// blank, the message is posted in the thread as the team member's public comment, carrying
/// the new status.
pub async fn moderate(
    db: &Db,
    organization_id: OrgId,
    actor: &Actor,
    post_id: PostId,
    status: &str,
    approval_status: Option<&str>,
    message: &str,
) -> Result<post::Model> {
    access::may(actor, TeamTask::Moderate)?;
    let txn = db.begin_write().await?;
    let after = moderate_in(&*txn, organization_id, actor, post_id, status, approval_status, message).await?;
    txn.commit().await?;
    Ok(after)
}

/// [`moderate`] within a transaction of the caller's (an issue's change from a tracker, with
/// the delivery that brought it: `domain::trackers`).
pub async fn moderate_in(
    txn: &impl sea_orm::ConnectionTrait,
    organization_id: OrgId,
    actor: &Actor,
    post_id: PostId,
    status: &str,
    approval_status: Option<&str>,
    message: &str,
) -> Result<post::Model> {
    access::may(actor, TeamTask::Moderate)?;
    let before = find_post(txn, organization_id, post_id).await?;
    let changes = posts::PostChanges { status: Some(status.to_owned()), approval_status: approval_status.map(str::to_owned), ..Default::default() };
    let after = posts::update(txn, organization_id, post_id, &Asker::web(Some(actor)), changes).await?;
    let label = statuses::list(txn, organization_id)
        .await?
        .into_iter()
        .find(|s| s.id == after.status_id)
        .map(|s| s.label)
        .unwrap_or_default();
    let mut said = Vec::new();
    if before.status_id != after.status_id {
        said.push(format!("status: {label}"));
        let message = message.trim();
        if !message.is_empty() {
            let html = super::super::text::text_to_html(message);
            let announced = comments::insert(
                txn,
                NewComment {
                    organization_id,
                    post_id,
                    author_id: actor.user.id,
                    parent_id: None,
                    body: &html,
                    internal: false,
                    pinned: false,
                    approved: true,
                    created_at: None,
                },
            )
            .await?;
            crate::entities::comment::Entity::update_many()
                .col_expr(crate::entities::comment::Column::StatusChange, Expr::value(Some(label.clone())))
                .filter(crate::entities::comment::Column::Id.eq(announced.id))
                .exec(txn)
                .await?;
            said.push("with a public message".to_owned());
        }
    }
    if before.approval_status != after.approval_status {
        said.push(after.approval_status.name());
    }
    if !said.is_empty() {
        audit::record(txn, organization_id, actor, Action::PostStatusChanged, Target { id: Some(post_id.get()), name: &after.title }, &said.join(", ")).await?;
    }
    find_post(txn, organization_id, post_id).await
}

/// The impacts a RICE estimate takes (Intercom's scale: minimal … massive).
pub const IMPACTS: [f64; 5] = [0.25, 0.5, 1.0, 2.0, 3.0];
/// The largest effort taken, in person-months.
pub const EFFORT_MAX: f64 = 1000.0;

/// The team's RICE estimates of a post, each as typed (empty: not estimated): impact one of
/// [`IMPACTS`], confidence a whole percent from 1 to 100, effort in person-months above 0 and
/// at most [`EFFORT_MAX`]. Recorded in the audit log with the change.
pub async fn set_estimates(
    db: &Db,
    organization_id: OrgId,
    actor: &Actor,
    post_id: PostId,
    impact: &str,
    confidence: &str,
    effort: &str,
) -> Result<post::Model> {
    access::may(actor, TeamTask::Moderate)?;
    let number = |text: &str| text.trim().replace(',', ".").parse::<f64>().ok().filter(|n| n.is_finite());
    let impact = match impact.trim() {
        "" => None,
        text => Some(
            number(text)
                .filter(|n| IMPACTS.contains(n))
                .ok_or_else(|| Error::invalid(said!("said-x-must-be-an-impact", field = "impact")))?,
        ),
    };
    let confidence = match confidence.trim() {
        "" => None,
        text => Some(
            text.trim_end_matches('%')
                .trim()
                .parse::<i32>()
                .ok()
                .filter(|c| (1..=100).contains(c))
                .ok_or_else(|| Error::invalid(said!("said-x-must-be-a-percent", field = "confidence")))?,
        ),
    };
    let effort = match effort.trim() {
        "" => None,
        text => Some(
            number(text)
                .filter(|e| *e > 0.0 && *e <= EFFORT_MAX)
                .ok_or_else(|| Error::invalid(said!("said-x-must-be-person-months", field = "effort")))?,
        ),
    };
    let txn = db.begin_write().await?;
    let post = find_post(&*txn, organization_id, post_id).await?;
    let backend = sea_orm::ConnectionTrait::get_database_backend(&*txn);
    let sql = "INSERT INTO post_values (post_id, organization_id, impact, confidence, effort) VALUES (?, ?, ?, ?, ?) \
               ON CONFLICT (post_id) DO UPDATE SET impact = excluded.impact, confidence = excluded.confidence, effort = excluded.effort";
    let values = vec![post.id.get().into(), organization_id.get().into(), impact.into(), confidence.into(), effort.into()];
    sea_orm::ConnectionTrait::execute_raw(&*txn, super::super::statement(backend, sql, values)).await?;
    let shown = |n: Option<f64>| n.map_or_else(|| "–".to_owned(), |n| n.to_string());
    let details = format!("impact {}, confidence {}, effort {}", shown(impact), confidence.map_or_else(|| "–".to_owned(), |c| format!("{c}%")), shown(effort));
    audit::record(&*txn, organization_id, actor, Action::PostEstimated, Target { id: Some(post.id.get()), name: &post.title }, &details).await?;
    txn.commit().await?;
    Ok(post)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{organizations, testing, users::Role};
    use crate::entities::{comment, vote};

    #[tokio::test]
    async fn the_team_owns_votes_for_customers_and_announces_status_changes() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let org = acme.organization.id;
        let admin = Actor { user: acme.admin.clone(), role: Some(Role::Admin) };
        let post = posts::tests::post_in(&db, &acme, "Dark mode").await;
        let owned = set_owner(&db, org, &admin, post.id, Some(acme.admin.id)).await.unwrap();
        assert_eq!(owned.owner_id, Some(acme.admin.id));
        let txn = db.begin_write().await.unwrap();
        let customer = users::find_or_create(&*txn, org, &Email::parse("c@x.test").unwrap(), "C").await.unwrap();
        txn.commit().await.unwrap();
        assert!(matches!(set_owner(&db, org, &admin, post.id, Some(customer.id)).await, Err(Error::Invalid { .. })), "owners are on the team");

        vote_for(&db, org, &admin, post.id, "new@customer.test", "New Customer").await.unwrap();
        assert_eq!(posts::counts_of(db.conn(), post.id).await.unwrap().votes_count, 1);
        vote_for(&db, org, &admin, post.id, "NEW@customer.test", "").await.unwrap();
        assert_eq!(posts::counts_of(db.conn(), post.id).await.unwrap().votes_count, 1, "one vote per person");
        let cast = vote::Entity::find().filter(vote::Column::PostId.eq(post.id)).one(db.conn()).await.unwrap().unwrap();
        assert_eq!(cast.source, crate::entities::states::VoteSource::Admin);
        assert!(matches!(vote_for(&db, org, &admin, post.id, "not an e-mail", "").await, Err(Error::Invalid { .. })));

        moderate(&db, org, &admin, post.id, "Planned", Some("approved"), "Coming in March!").await.unwrap();
        assert_eq!(posts::counts_of(db.conn(), post.id).await.unwrap().comments_count, 1);
        let said = comment::Entity::find().filter(comment::Column::PostId.eq(post.id)).one(db.conn()).await.unwrap().unwrap();
        assert_eq!((said.body_text.as_str(), said.status_change.as_deref(), said.internal), ("Coming in March!", Some("Planned"), false));
        moderate(&db, org, &admin, post.id, "Planned", None, "No change, no message").await.unwrap();
        assert_eq!(
            comment::Entity::find().filter(comment::Column::PostId.eq(post.id)).all(db.conn()).await.unwrap().len(),
            1,
            "a message needs a status change"
        );
        let member = Actor { user: customer, role: None };
        assert!(matches!(vote_for(&db, org, &member, post.id, "x@x.test", "").await, Err(Error::Forbidden(_))));
    }
}
