//! Server functions of the admin area: each page's data, for a team member allowed to see it
//! (the gate is [`crate::domain::access`], asked through `Ctx::admin`). The pages' writes are
//! plain form posts (`server/src/forms/admin.rs`), so that they work without JavaScript.

use crate::model::{
    AdminFrame, AdminOverview, AdminSettings, AppError, AuditPage, BoardRow, Choice, CompanyDetail, CompanyPage, CustomerDetail, CustomerPage, ModerationQueue,
    PrioritiesView, StatusRow, TagRow, TeamRow, WebhookRow,
};
use leptos::prelude::*;
use leptos::server_fn::codec::GetUrl;

/// The admin area's overview, for any team member of `org`.
#[server(prefix = "/fn", endpoint = "admin-overview", input = GetUrl)]
pub async fn get_admin_overview(org: String) -> Result<(AdminFrame, AdminOverview), AppError> {
    let ctx = super::session::Ctx::capture();
    let (organization, _, frame) = ctx.admin(&org, crate::domain::access::TeamTask::Moderate).await?;
    let overview = crate::domain::views::admin_overview::load(ctx.state.db.conn(), organization.id).await?;
    Ok((frame, overview))
}

/// The moderation queue, oldest first.
#[server(prefix = "/fn", endpoint = "admin-moderation", input = GetUrl)]
pub async fn get_admin_queue(org: String, page: u64) -> Result<(AdminFrame, ModerationQueue), AppError> {
    let ctx = super::session::Ctx::capture();
    let (organization, _, frame) = ctx.admin(&org, crate::domain::access::TeamTask::Moderate).await?;
    let queue = crate::domain::moderation::queue::load(&ctx.state.db, organization.id, page.max(1)).await?;
    Ok((frame, queue))
}

/// The organization's statuses, in board order.
#[server(prefix = "/fn", endpoint = "admin-statuses", input = GetUrl)]
pub async fn get_admin_statuses(org: String) -> Result<(AdminFrame, Vec<StatusRow>), AppError> {
    let ctx = super::session::Ctx::capture();
    let (organization, _, frame) = ctx.admin(&org, crate::domain::access::TeamTask::Moderate).await?;
    let rows = crate::domain::statuses::list(ctx.state.db.conn(), organization.id)
        .await?
        .into_iter()
        .map(|s| StatusRow { id: s.id.get(), label: s.label, kind: s.kind.name(), color: s.color, on_roadmap: s.on_roadmap, is_default: s.is_default })
        .collect();
    Ok((frame, rows))
}

/// The roadmaps page: the main roadmap and the named ones.
#[server(prefix = "/fn", endpoint = "admin-roadmaps", input = GetUrl)]
pub async fn get_admin_roadmaps(org: String) -> Result<(AdminFrame, crate::model::AdminRoadmaps), AppError> {
    use crate::model::{AdminRoadmaps, RoadmapLink, RoadmapSettings};
    let ctx = super::session::Ctx::capture();
    let (organization, _, frame) = ctx.admin(&org, crate::domain::access::TeamTask::Moderate).await?;
    let conn = ctx.state.db.conn();
    let statuses = crate::domain::statuses::list(conn, organization.id).await?;
    let boards = crate::domain::buckets::list(conn, organization.id, false).await?;
    let tags = crate::domain::tags::list(conn, organization.id).await?;
    let main = RoadmapSettings {
        id: 0,
        name: String::new(),
        path: format!("/{}/roadmap", organization.name),
        columns: crate::domain::roadmaps::main_columns(&statuses).iter().map(|s| s.id.get()).collect(),
        bucket_ids: Vec::new(),
        tag_ids: Vec::new(),
        completed_days: organization.roadmap_completed_days,
        hidden: organization.roadmap_hidden,
        sort: "votes".to_owned(),
    };
    let ids = crate::domain::roadmaps::ids;
    let named = crate::domain::roadmaps::list(conn, organization.id)
        .await?
        .into_iter()
        .map(|r| RoadmapSettings {
            id: r.id,
            path: RoadmapLink { slug: r.slug.clone(), name: r.name.clone() }.path(&organization.name),
            name: r.name,
            columns: ids(&r.status_ids),
            bucket_ids: ids(&r.bucket_ids),
            tag_ids: ids(&r.tag_ids),
            completed_days: r.completed_days,
            hidden: r.hidden,
            sort: r.sort,
        })
        .collect();
    let choice = |value: i64, label: String| Choice { value: value.to_string(), label };
    Ok((
        frame,
        AdminRoadmaps {
            statuses: statuses.into_iter().map(|s| choice(s.id.get(), s.label)).collect(),
            boards: boards.into_iter().map(|b| choice(b.id.get(), b.name)).collect(),
            tags: tags.into_iter().map(|t| choice(t.id.get(), t.name)).collect(),
            main,
            named,
        },
    ))
}

/// The organization's boards, in board order (private ones too).
#[server(prefix = "/fn", endpoint = "admin-boards", input = GetUrl)]
pub async fn get_admin_boards(org: String) -> Result<(AdminFrame, Vec<BoardRow>), AppError> {
    let ctx = super::session::Ctx::capture();
    let (organization, _, frame) = ctx.admin(&org, crate::domain::access::TeamTask::Administer).await?;
    let rows = crate::domain::buckets::list(ctx.state.db.conn(), organization.id, true)
        .await?
        .into_iter()
        .map(|b| BoardRow { id: b.id.get(), name: b.name, slug: b.slug, private: b.private, is_default: b.is_default })
        .collect();
    Ok((frame, rows))
}

/// The settings page, with the time zones to choose from.
#[server(prefix = "/fn", endpoint = "admin-settings", input = GetUrl)]
pub async fn get_admin_settings(org: String) -> Result<(AdminFrame, AdminSettings, Vec<String>), AppError> {
    let ctx = super::session::Ctx::capture();
    let (organization, _, frame) = ctx.admin(&org, crate::domain::access::TeamTask::Administer).await?;
    let mut settings = crate::domain::admin::settings::view(&ctx.state.key_use, &organization);
    (settings.providers, settings.oidc_redirect_uri) =
        crate::domain::admin::settings::providers(&ctx.state.db, &organization, &ctx.state.settings.public_url).await?;
    settings.widget_origins = crate::domain::widget::origins(ctx.state.db.conn(), organization.id).await?;
    settings.widget_script = format!("{}/widget.js", ctx.state.settings.public_url.trim_end_matches('/'));
    Ok((frame, settings, crate::domain::time::zone_names()))
}

/// One page of the audit log, filtered by person (`actor`, a user id) and kind (`action`).
#[server(prefix = "/fn", endpoint = "admin-audit", input = GetUrl)]
pub async fn get_admin_audit(
    org: String,
    actor: Option<i64>,
    action: Option<String>,
    page: u64,
) -> Result<(AdminFrame, AuditPage, Vec<Choice>, Vec<Choice>), AppError> {
    use crate::domain::admin::audit;
    let ctx = super::session::Ctx::capture();
    let (organization, _, frame) = ctx.admin(&org, crate::domain::access::TeamTask::Administer).await?;
    let action = match action.as_deref().filter(|a| !a.is_empty()) {
        Some(value) => Some(audit::Action::parse(value).ok_or_else(|| {
            AppError::Invalid(crate::said!("said-x-is-not-a-kind-of-action", value = crate::domain::echoed(value)).in_locale(crate::i18n::locale()))
        })?),
        None => None,
    };
    let filter = audit::Filter { actor_id: actor.map(crate::model::UserId), action };
    let entries = audit::list(ctx.state.db.conn(), organization.id, &filter, page.max(1)).await?;
    let people = crate::domain::team::everyone(ctx.state.db.conn(), organization.id)
        .await?
        .into_iter()
        .map(|(id, name)| Choice { value: id.to_string(), label: name })
        .collect();
    let kinds = audit::Action::ALL.iter().map(|a| Choice { value: a.as_str().to_owned(), label: a.label().to_owned() }).collect();
    Ok((frame, entries, people, kinds))
}

/// The team, oldest first (admins).
#[server(prefix = "/fn", endpoint = "admin-team", input = GetUrl)]
pub async fn get_admin_team(org: String) -> Result<(AdminFrame, Vec<TeamRow>), AppError> {
    let ctx = super::session::Ctx::capture();
    let (organization, _, frame) = ctx.admin(&org, crate::domain::access::TeamTask::ManageTeam).await?;
    let rows = crate::domain::admin::team::rows(&ctx.state.db, organization.id).await?;
    Ok((frame, rows))
}

/// One page of customers, by the start of a name or e-mail (`q`) and a label (admins, csms).
#[server(prefix = "/fn", endpoint = "admin-customers", input = GetUrl)]
pub async fn get_admin_customers(
    org: String,
    q: Option<String>,
    label: Option<String>,
    page: u64,
) -> Result<(AdminFrame, CustomerPage, Vec<String>), AppError> {
    use crate::domain::admin::customers;
    let ctx = super::session::Ctx::capture();
    let (organization, _, frame) = ctx.admin(&org, crate::domain::access::TeamTask::ManageCustomers).await?;
    let conn = ctx.state.db.conn();
    let rows = customers::list(conn, organization.id, &customers::Filter { query: q, label }, page.max(1)).await?;
    Ok((frame, rows, customers::labels(conn, organization.id).await?))
}

/// The Priorities view (any team member): posts by votes, companies, revenue or RICE, filtered
/// by board, status, the plan or the id of a company among their upvoters.
#[server(prefix = "/fn", endpoint = "admin-priorities", input = GetUrl)]
#[allow(clippy::too_many_arguments)]
pub async fn get_admin_priorities(
    org: String,
    sort: Option<String>,
    board: Option<i64>,
    status: Option<i64>,
    plan: Option<String>,
    company: Option<i64>,
    page: u64,
) -> Result<(AdminFrame, PrioritiesView), AppError> {
    use crate::domain::views::priorities::{self, Filters, Sort};
    let ctx = super::session::Ctx::capture();
    let (organization, actor, frame) = ctx.admin(&org, crate::domain::access::TeamTask::Moderate).await?;
    let sort = sort.as_deref().and_then(Sort::parse).unwrap_or_default();
    let plan = plan.map(|p| p.trim().chars().take(100).collect::<String>()).filter(|p| !p.is_empty());
    let filters = Filters { bucket: board.map(crate::model::BucketId), status: status.map(crate::model::StatusId), plan, company };
    let can_configure = crate::domain::access::may(&actor, crate::domain::access::TeamTask::Administer).is_ok();
    let view = priorities::load(ctx.state.db.conn(), &organization, can_configure, sort, &filters, page.max(1)).await?;
    Ok((frame, view))
}

/// The organization's companies, largest monthly revenue first (admins, csms).
#[server(prefix = "/fn", endpoint = "admin-companies", input = GetUrl)]
pub async fn get_admin_companies(org: String, q: Option<String>, page: u64) -> Result<(AdminFrame, CompanyPage), AppError> {
    let ctx = super::session::Ctx::capture();
    let (organization, _, frame) = ctx.admin(&org, crate::domain::access::TeamTask::ManageCustomers).await?;
    let q = q.map(|q| q.chars().take(255).collect::<String>());
    let page = crate::domain::admin::companies::list(ctx.state.db.conn(), organization.id, q.as_deref(), page.max(1)).await?;
    Ok((frame, page))
}

/// One company with its people and what they asked for (admins, csms).
#[server(prefix = "/fn", endpoint = "admin-company", input = GetUrl)]
pub async fn get_admin_company(org: String, id: i64) -> Result<(AdminFrame, CompanyDetail), AppError> {
    let ctx = super::session::Ctx::capture();
    let (organization, _, frame) = ctx.admin(&org, crate::domain::access::TeamTask::ManageCustomers).await?;
    let detail = crate::domain::admin::companies::detail(ctx.state.db.conn(), organization.id, id).await?;
    Ok((frame, detail))
}

/// One customer with what they wrote (admins, csms).
#[server(prefix = "/fn", endpoint = "admin-customer", input = GetUrl)]
pub async fn get_admin_customer(org: String, id: i64) -> Result<(AdminFrame, CustomerDetail), AppError> {
    let ctx = super::session::Ctx::capture();
    let (organization, _, frame) = ctx.admin(&org, crate::domain::access::TeamTask::ManageCustomers).await?;
    let detail = crate::domain::admin::customers::detail(ctx.state.db.conn(), organization.id, crate::model::UserId(id)).await?;
    Ok((frame, detail))
}

/// The organization's tags, by name.
#[server(prefix = "/fn", endpoint = "admin-tags", input = GetUrl)]
pub async fn get_admin_tags(org: String) -> Result<(AdminFrame, Vec<TagRow>), AppError> {
    let ctx = super::session::Ctx::capture();
    let (organization, _, frame) = ctx.admin(&org, crate::domain::access::TeamTask::Moderate).await?;
    let rows = crate::domain::tags::list(ctx.state.db.conn(), organization.id)
        .await?
        .into_iter()
        .map(|t| TagRow { id: t.id.get(), name: t.name, color: t.color })
        .collect();
    Ok((frame, rows))
}

/// The organization's webhook endpoints with their latest deliveries, and the event types one
/// can choose (admins).
#[server(prefix = "/fn", endpoint = "admin-webhooks", input = GetUrl)]
pub async fn get_admin_webhooks(org: String) -> Result<(AdminFrame, Vec<WebhookRow>, Vec<String>), AppError> {
    let ctx = super::session::Ctx::capture();
    let (organization, _, frame) = ctx.admin(&org, crate::domain::access::TeamTask::Administer).await?;
    let rows = crate::domain::outbox::webhooks::rows(ctx.state.db.conn(), organization.id, DELIVERIES_SHOWN).await?;
    let kinds = crate::domain::outbox::EventType::ALL.iter().map(|t| t.as_str().to_owned()).collect();
    Ok((frame, rows, kinds))
}

/// The integrations page: the organization's Slack channels, GitHub repositories and Linear
/// teams with their health (admins).
#[server(prefix = "/fn", endpoint = "admin-integrations", input = GetUrl)]
pub async fn get_admin_integrations(org: String) -> Result<(AdminFrame, crate::model::AdminIntegrations), AppError> {
    use crate::domain::outbox::webhooks::{events_of, slack};
    let ctx = super::session::Ctx::capture();
    let (organization, _, frame) = ctx.admin(&org, crate::domain::access::TeamTask::Administer).await?;
    let conn = ctx.state.db.conn();
    let boards = crate::domain::buckets::list(conn, organization.id, true).await?;
    let mut rows = Vec::new();
    // At most 20 channels, two indexed lookups each.
    for channel in slack::list(conn, organization.id).await? {
        let health = crate::domain::outbox::webhooks::health(conn, channel.id).await?;
        rows.push(crate::model::SlackRow {
            id: channel.id,
            board: channel.bucket_id.map(|id| boards.iter().find(|b| b.id == id).map(|b| b.name.clone()).unwrap_or_default()),
            events: events_of(&channel).into_iter().map(|e| e.as_str().to_owned()).collect(),
            health: endpoint_health(&channel, health),
            url: channel.url,
        });
    }
    let statuses = crate::domain::statuses::list(conn, organization.id).await?;
    let mut trackers = Vec::new();
    // At most 20 trackers, two indexed lookups each.
    for (hook, tracker) in crate::domain::trackers::list(conn, organization.id).await? {
        let health = crate::domain::trackers::health(conn, &hook, &tracker).await?;
        let mapping = crate::domain::trackers::Mapping::from_json(&tracker.mapping);
        trackers.push(crate::model::TrackerRow {
            id: hook.id,
            kind: hook.kind.clone(),
            inbound_url: format!("{}/integrations/{}/{}", ctx.state.settings.public_url.trim_end_matches('/'), hook.kind, hook.id),
            api_url: tracker.api_url,
            comment: crate::domain::trackers::comments_on_status(&hook),
            health: endpoint_health(&hook, health),
            url: hook.url,
            mapping: statuses.iter().map(|s| (s.id.get().to_string(), mapping.triggers_of(s.id))).collect(),
            message: tracker.message,
        });
    }
    Ok((
        frame,
        crate::model::AdminIntegrations {
            slack: rows,
            trackers,
            statuses: statuses.into_iter().map(|s| Choice { value: s.id.get().to_string(), label: s.label }).collect(),
            suggested_secret: crate::domain::keys::random_base62(40),
            boards: boards.into_iter().map(|b| Choice { value: b.id.get().to_string(), label: b.name }).collect(),
            events: slack::EVENTS.iter().map(|e| e.as_str().to_owned()).collect(),
        },
    ))
}

/// What the integrations page shows of an endpoint's state and `health`.
#[cfg(feature = "ssr")]
fn endpoint_health(hook: &crate::entities::webhook::Model, health: crate::domain::outbox::webhooks::Health) -> crate::model::EndpointHealth {
    use crate::domain::time::iso_utc;
    crate::model::EndpointHealth {
        enabled: hook.enabled,
        failing_since: hook.failing_since.map(iso_utc),
        disabled_reason: hook.disabled_reason.clone(),
        created_at: iso_utc(hook.created_at),
        last_success: health.last_success.map(iso_utc),
        last_error: health.last_error.map(|(at, why)| (iso_utc(at), why)),
    }
}

/// Deliveries the webhooks page shows per endpoint.
#[cfg(feature = "ssr")]
const DELIVERIES_SHOWN: u64 = 20;

/// The changelog's entries (drafts too), newest first, and the roadmap's posts to ship.
#[server(prefix = "/fn", endpoint = "admin-changelog", input = GetUrl)]
pub async fn get_admin_changelog(org: String, page: u64) -> Result<(AdminFrame, crate::model::AdminChangelog), AppError> {
    use crate::domain::changelog;
    let ctx = super::session::Ctx::capture();
    let (organization, _, frame) = ctx.admin(&org, crate::domain::access::TeamTask::WriteChangelog).await?;
    let conn = ctx.state.db.conn();
    let page = page.max(1);
    let (entries, has_more) = changelog::drafts(conn, organization.id, page).await?;
    let candidates = changelog::candidates(conn, organization.id)
        .await?
        .into_iter()
        .map(|(id, title, status)| crate::model::ChangelogCandidate { id: id.get(), title, status })
        .collect();
    Ok((frame, crate::model::AdminChangelog { entries, page, has_more, candidates }))
}

/// The import page: the latest runs with their progress and reports, worded in the reader's
/// language, and the statuses here (admins).
#[server(prefix = "/fn", endpoint = "admin-imports", input = GetUrl)]
pub async fn get_admin_imports(org: String) -> Result<(AdminFrame, crate::model::AdminImports), AppError> {
    let ctx = super::session::Ctx::capture();
    let (organization, _, frame) = ctx.admin(&org, crate::domain::access::TeamTask::Administer).await?;
    let conn = ctx.state.db.conn();
    let runs = crate::domain::import::runs::list(conn, organization.id).await?;
    let busy = runs.iter().any(|r| r.status == crate::domain::outbox::queue::PENDING);
    let statuses = crate::domain::statuses::list(conn, organization.id).await?.into_iter().map(|s| s.label).collect();
    let locale = crate::i18n::locale();
    Ok((frame, crate::model::AdminImports { runs: runs.iter().map(|run| import_row(run, locale)).collect(), statuses, busy }))
}

/// How far one run is (admins): its state, posts read and of how many. What the page's
/// progress asks every few seconds while a run is under way.
#[server(prefix = "/fn", endpoint = "admin-import-progress", input = GetUrl)]
pub async fn get_import_progress(org: String, id: i64) -> Result<(String, i64, Option<i64>), AppError> {
    let ctx = super::session::Ctx::capture();
    let (organization, _, _) = ctx.admin(&org, crate::domain::access::TeamTask::Administer).await?;
    let run = crate::domain::import::runs::get(ctx.state.db.conn(), organization.id, id)
        .await?
        .ok_or_else(|| AppError::NotFound(crate::said!("said-import-run-not-found").in_locale(crate::i18n::locale())))?;
    Ok((import_state(&run).to_owned(), run.posts_done, run.posts_total))
}

/// `waiting`, `running`, `finished` or `stopped`.
#[cfg(feature = "ssr")]
fn import_state(run: &crate::entities::import_run::Model) -> &'static str {
    match (run.status.as_str(), run.lease, &run.error) {
        (crate::domain::outbox::queue::PENDING, 0, _) => "waiting",
        (crate::domain::outbox::queue::PENDING, _, _) => "running",
        (_, _, Some(_)) => "stopped",
        _ => "finished",
    }
}

/// A run as the page shows it, its sentences worded in `locale`.
#[cfg(feature = "ssr")]
fn import_row(run: &crate::entities::import_run::Model, locale: crate::model::Locale) -> crate::model::ImportRunRow {
    use crate::domain::time::iso_utc;
    let report: Option<serde_json::Value> = run.report.as_deref().and_then(|r| serde_json::from_str(r).ok());
    let tallies = ["boards", "statuses", "tags", "people", "companies", "posts", "votes", "comments", "merges", "attachments"]
        .into_iter()
        .filter_map(|kind| {
            let tally = report.as_ref()?.get(kind)?;
            let n = |field: &str| tally.get(field).and_then(|v| v.as_u64()).unwrap_or(0);
            Some((kind.to_owned(), [n("created"), n("matched"), n("already"), n("skipped")]))
        })
        .collect();
    let problems = report
        .as_ref()
        .and_then(|r| r.get("problems")?.as_array().cloned())
        .unwrap_or_default()
        .iter()
        .filter_map(|p| Some((p.get("record")?.as_str()?.to_owned(), crate::i18n::word_stored(locale, p.get("said")?)?)))
        .collect();
    let error = run.error.as_deref().map(|e| {
        serde_json::from_str::<serde_json::Value>(e)
            .ok()
            .and_then(|v| crate::i18n::word_stored(locale, &v))
            .unwrap_or_else(|| e.to_owned())
    });
    crate::model::ImportRunRow {
        id: run.id,
        kind: run.source_kind.clone(),
        url: run.source_url.clone(),
        dry_run: run.dry_run,
        state: import_state(run).to_owned(),
        posts_done: run.posts_done,
        posts_total: run.posts_total,
        statuses: run.statuses.clone(),
        created_at: iso_utc(run.created_at),
        finished_at: run.finished_at.map(iso_utc),
        tallies,
        problems,
        problems_total: report.as_ref().and_then(|r| r.get("problems_total")?.as_u64()).unwrap_or(0),
        error,
        runnable: crate::domain::import::runs::runnable(run),
    }
}
