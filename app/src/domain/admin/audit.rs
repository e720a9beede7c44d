//! The audit log: every action of the team in the admin area, written in the transaction of
//! the action itself (an action that rolls back leaves no entry; one that commits always has
//! one), and read newest first, by person or by kind, through an index each.

use super::super::access::Actor;
use super::super::{Result, now, one_page};
use crate::entities::audit_event;
use crate::model::{AuditEntry, AuditPage, OrgId, UserId};
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder};

/// What the team did. The string form is stored; the label is what the audit page shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    PostApproved,
    PostMarkedSpam,
    PostMerged,
    PostUnmerged,
    PostTagsChanged,
    PostOwnerChanged,
    PostEstimated,
    PostStatusChanged,
    VoteCastForCustomer,
    CommentApproved,
    CommentMarkedSpam,
    UserBlocked,
    UserUnblocked,
    CustomerChanged,
    CustomersExported,
    CustomersImported,
    TeamMemberAdded,
    TeamRoleChanged,
    TeamMemberRemoved,
    StatusCreated,
    StatusChanged,
    StatusMoved,
    StatusDeleted,
    TagCreated,
    TagChanged,
    TagDeleted,
    BoardCreated,
    BoardChanged,
    BoardMoved,
    BoardDeleted,
    SettingsChanged,
    ApiKeyGenerated,
    SsoSecretRotated,
    WebhookCreated,
    WebhookDeleted,
    WebhookSecretRotated,
    ChangelogEntryCreated,
    ChangelogEntryChanged,
    ChangelogEntryPublished,
    ChangelogEntryDeleted,
    RoadmapSettingsChanged,
    RoadmapCreated,
    RoadmapChanged,
    RoadmapMoved,
    RoadmapDeleted,
    AccessTokenCreated,
    AccessTokenRevoked,
    SlackConnected,
    SlackDisconnected,
    TrackerConnected,
    TrackerDisconnected,
    IssueLinked,
    IssueUnlinked,
    ImportStarted,
}

impl Action {
    pub const ALL: [Action; 54] = [
        Self::PostApproved,
        Self::PostMarkedSpam,
        Self::PostMerged,
        Self::PostUnmerged,
        Self::PostTagsChanged,
        Self::PostOwnerChanged,
        Self::PostEstimated,
        Self::PostStatusChanged,
        Self::VoteCastForCustomer,
        Self::CommentApproved,
        Self::CommentMarkedSpam,
        Self::UserBlocked,
        Self::UserUnblocked,
        Self::CustomerChanged,
        Self::CustomersExported,
        Self::CustomersImported,
        Self::TeamMemberAdded,
        Self::TeamRoleChanged,
        Self::TeamMemberRemoved,
        Self::StatusCreated,
        Self::StatusChanged,
        Self::StatusMoved,
        Self::StatusDeleted,
        Self::TagCreated,
        Self::TagChanged,
        Self::TagDeleted,
        Self::BoardCreated,
        Self::BoardChanged,
        Self::BoardMoved,
        Self::BoardDeleted,
        Self::SettingsChanged,
        Self::ApiKeyGenerated,
        Self::SsoSecretRotated,
        Self::WebhookCreated,
        Self::WebhookDeleted,
        Self::WebhookSecretRotated,
        Self::ChangelogEntryCreated,
        Self::ChangelogEntryChanged,
        Self::ChangelogEntryPublished,
        Self::ChangelogEntryDeleted,
        Self::RoadmapSettingsChanged,
        Self::RoadmapCreated,
        Self::RoadmapChanged,
        Self::RoadmapMoved,
        Self::RoadmapDeleted,
        Self::AccessTokenCreated,
        Self::AccessTokenRevoked,
        Self::SlackConnected,
        Self::SlackDisconnected,
        Self::TrackerConnected,
        Self::TrackerDisconnected,
        Self::IssueLinked,
        Self::IssueUnlinked,
        Self::ImportStarted,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::PostApproved => "post.approved",
            Self::PostMarkedSpam => "post.marked_spam",
            Self::PostMerged => "post.merged",
            Self::PostUnmerged => "post.unmerged",
            Self::PostTagsChanged => "post.tags_changed",
            Self::PostOwnerChanged => "post.owner_changed",
            Self::PostEstimated => "post.estimated",
            Self::PostStatusChanged => "post.status_changed",
            Self::VoteCastForCustomer => "vote.cast_for_customer",
            Self::CommentApproved => "comment.approved",
            Self::CommentMarkedSpam => "comment.marked_spam",
            Self::UserBlocked => "user.blocked",
            Self::UserUnblocked => "user.unblocked",
            Self::CustomerChanged => "customer.changed",
            Self::CustomersExported => "customers.exported",
            Self::CustomersImported => "customers.imported",
            Self::TeamMemberAdded => "team.added",
            Self::TeamRoleChanged => "team.role_changed",
            Self::TeamMemberRemoved => "team.removed",
            Self::StatusCreated => "status.created",
            Self::StatusChanged => "status.changed",
            Self::StatusMoved => "status.moved",
            Self::StatusDeleted => "status.deleted",
            Self::TagCreated => "tag.created",
            Self::TagChanged => "tag.changed",
            Self::TagDeleted => "tag.deleted",
            Self::BoardCreated => "board.created",
            Self::BoardChanged => "board.changed",
            Self::BoardMoved => "board.moved",
            Self::BoardDeleted => "board.deleted",
            Self::SettingsChanged => "settings.changed",
            Self::ApiKeyGenerated => "api_key.generated",
            Self::SsoSecretRotated => "sso_secret.rotated",
            Self::WebhookCreated => "webhook.created",
            Self::WebhookDeleted => "webhook.deleted",
            Self::WebhookSecretRotated => "webhook.secret_rotated",
            Self::ChangelogEntryCreated => "changelog.created",
            Self::ChangelogEntryChanged => "changelog.changed",
            Self::ChangelogEntryPublished => "changelog.published",
            Self::ChangelogEntryDeleted => "changelog.deleted",
            Self::RoadmapSettingsChanged => "roadmap.settings_changed",
            Self::RoadmapCreated => "roadmap.created",
            Self::RoadmapChanged => "roadmap.changed",
            Self::RoadmapMoved => "roadmap.moved",
            Self::RoadmapDeleted => "roadmap.deleted",
            Self::AccessTokenCreated => "access_token.created",
            Self::SlackConnected => "slack.connected",
            Self::SlackDisconnected => "slack.disconnected",
            Self::TrackerConnected => "tracker.connected",
            Self::TrackerDisconnected => "tracker.disconnected",
            Self::IssueLinked => "issue.linked",
            Self::IssueUnlinked => "issue.unlinked",
            Self::ImportStarted => "import.started",
            Self::AccessTokenRevoked => "access_token.revoked",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Self::PostApproved => "Approved a post",
            Self::PostMarkedSpam => "Marked a post as spam",
            Self::PostMerged => "Merged a post into another",
            Self::PostUnmerged => "Unmerged a post",
            Self::PostTagsChanged => "Changed a post's tags",
            Self::PostOwnerChanged => "Changed a post's owner",
            Self::PostEstimated => "Estimated a post (RICE)",
            Self::PostStatusChanged => "Changed a post's status",
            Self::VoteCastForCustomer => "Voted for a customer",
            Self::CommentApproved => "Approved a comment",
            Self::CommentMarkedSpam => "Marked a comment as spam",
            Self::UserBlocked => "Blocked a customer",
            Self::UserUnblocked => "Unblocked a customer",
            Self::CustomerChanged => "Changed a customer",
            Self::CustomersExported => "Exported the customers",
            Self::CustomersImported => "Imported customers",
            Self::TeamMemberAdded => "Added a team member",
            Self::TeamRoleChanged => "Changed a team member's role",
            Self::TeamMemberRemoved => "Removed a team member",
            Self::StatusCreated => "Created a status",
            Self::StatusChanged => "Changed a status",
            Self::StatusMoved => "Reordered a status",
            Self::StatusDeleted => "Deleted a status",
            Self::TagCreated => "Created a tag",
            Self::TagChanged => "Changed a tag",
            Self::TagDeleted => "Deleted a tag",
            Self::BoardCreated => "Created a board",
            Self::BoardChanged => "Changed a board",
            Self::BoardMoved => "Reordered a board",
            Self::BoardDeleted => "Deleted a board",
            Self::SettingsChanged => "Changed the settings",
            Self::ApiKeyGenerated => "Generated a new API key",
            Self::SsoSecretRotated => "Rotated the SSO secret",
            Self::WebhookCreated => "Added a webhook",
            Self::WebhookDeleted => "Deleted a webhook",
            Self::WebhookSecretRotated => "Rotated a webhook's secret",
            Self::ChangelogEntryCreated => "Wrote a changelog entry",
            Self::ChangelogEntryChanged => "Changed a changelog entry",
            Self::ChangelogEntryPublished => "Published a changelog entry",
            Self::ChangelogEntryDeleted => "Deleted a changelog entry",
            Self::RoadmapSettingsChanged => "Changed the main roadmap",
            Self::RoadmapCreated => "Created a roadmap",
            Self::RoadmapChanged => "Changed a roadmap",
            Self::RoadmapMoved => "Reordered a roadmap",
            Self::RoadmapDeleted => "Deleted a roadmap",
            Self::AccessTokenCreated => "Made a personal access token",
            Self::SlackConnected => "Connected a Slack channel",
            Self::SlackDisconnected => "Disconnected a Slack channel",
            Self::TrackerConnected => "Connected a GitHub repository or Linear team",
            Self::TrackerDisconnected => "Disconnected a GitHub repository or Linear team",
            Self::IssueLinked => "Linked a post to an issue",
            Self::IssueUnlinked => "Unlinked a post from an issue",
            Self::ImportStarted => "Started an import from another board",
            Self::AccessTokenRevoked => "Revoked a personal access token",
        }
    }

    pub fn parse(value: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|a| a.as_str() == value)
    }
}

/// What an action was done to: its id (when it has one) and how a person names it.
pub struct Target<'a> {
    pub id: Option<i64>,
    pub name: &'a str,
}

/// Writes one entry; call it with the transaction that makes the change.
pub async fn record(conn: &impl ConnectionTrait, organization_id: OrgId, actor: &Actor, action: Action, target: Target<'_>, details: &str) -> Result<()> {
    audit_event::ActiveModel {
        organization_id: Set(organization_id),
        actor_id: Set(Some(actor.user.id)),
        actor_name: Set(actor.user.name.chars().take(120).collect()),
        action: Set(action.as_str().to_owned()),
        target_id: Set(target.id),
        target: Set(target.name.chars().take(300).collect()),
        details: Set(details.to_owned()),
        created_at: Set(now()),
        ..Default::default()
    }
    .insert(conn)
    .await?;
    Ok(())
}

/// What the audit page is filtered by.
#[derive(Clone, Debug, Default)]
pub struct Filter {
    pub actor_id: Option<UserId>,
    pub action: Option<Action>,
}

pub const PER_PAGE: u64 = 50;

/// One page of entries, newest first. No total is counted: the page asks for one row more
/// than it shows to know whether another page follows.
pub async fn list(conn: &impl ConnectionTrait, organization_id: OrgId, filter: &Filter, page: u64) -> Result<AuditPage> {
    let mut query = audit_event::Entity::find().filter(audit_event::Column::OrganizationId.eq(organization_id));
    if let Some(actor_id) = filter.actor_id {
        query = query.filter(audit_event::Column::ActorId.eq(actor_id));
    }
    if let Some(action) = filter.action {
        query = query.filter(audit_event::Column::Action.eq(action.as_str()));
    }
    let (rows, has_more) = one_page(conn, query.order_by_desc(audit_event::Column::Id), page, PER_PAGE).await?;
    let entries = rows
        .into_iter()
        .map(|row| AuditEntry {
            id: row.id,
            actor_id: row.actor_id.map(i64::from),
            actor_name: row.actor_name,
            action: row.action.clone(),
            action_label: Action::parse(&row.action).map_or(row.action, |a| a.label().to_owned()),
            target: row.target,
            details: row.details,
            created_at: super::super::time::iso_utc(row.created_at),
        })
        .collect();
    Ok(AuditPage { entries, page, has_more })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{organizations, testing, users::Role};

    /// The audit page names each kind of action by its code's message (`audit-post-approved`):
    /// every kind has one, and English's is the label the domain gives it.
    #[test]
    fn every_kind_of_action_has_its_message() {
        for action in Action::ALL {
            let id = format!("audit-{}", action.as_str().replace(['.', '_'], "-"));
            assert_eq!(crate::i18n::text(crate::i18n::Locale::En, &id, &[]), action.label(), "{id}");
        }
    }

    #[tokio::test]
    async fn entries_are_listed_newest_first_by_person_and_by_kind_within_one_organization() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let globex = organizations::tests::create_named(&db, "globex").await;
        let admin = Actor { user: acme.admin.clone(), role: Some(Role::Admin) };
        let stranger = Actor { user: globex.admin.clone(), role: Some(Role::Admin) };
        let txn = db.begin_write().await.unwrap();
        record(&*txn, acme.organization.id, &admin, Action::StatusCreated, Target { id: Some(1), name: "Beta" }, "")
            .await
            .unwrap();
        record(&*txn, acme.organization.id, &admin, Action::ApiKeyGenerated, Target { id: None, name: "API key" }, "")
            .await
            .unwrap();
        record(&*txn, globex.organization.id, &stranger, Action::StatusCreated, Target { id: Some(9), name: "Elsewhere" }, "")
            .await
            .unwrap();
        txn.commit().await.unwrap();
        // A rolled-back action leaves no entry.
        let txn = db.begin_write().await.unwrap();
        record(&*txn, acme.organization.id, &admin, Action::StatusDeleted, Target { id: Some(1), name: "Beta" }, "")
            .await
            .unwrap();
        drop(txn);

        let all = list(db.conn(), acme.organization.id, &Filter::default(), 1).await.unwrap();
        let actions: Vec<&str> = all.entries.iter().map(|e| e.action.as_str()).collect();
        assert_eq!(actions, ["api_key.generated", "status.created"]);
        assert_eq!(all.entries[1].action_label, "Created a status");
        assert!(!all.has_more);
        let by_kind = list(db.conn(), acme.organization.id, &Filter { action: Some(Action::StatusCreated), actor_id: None }, 1).await.unwrap();
        assert_eq!(by_kind.entries.iter().map(|e| e.target.as_str()).collect::<Vec<_>>(), ["Beta"]);
        let by_other = list(db.conn(), acme.organization.id, &Filter { actor_id: Some(globex.admin.id), action: None }, 1).await.unwrap();
        assert!(by_other.entries.is_empty());
        assert!(list(db.conn(), acme.organization.id, &Filter::default(), u64::MAX).await.unwrap().entries.is_empty());
    }
}
