//! `/{org}/admin/integrations` (admins): the team's other tools. Slack: connect an incoming
//! webhook to a board (or every board) for new posts, status changes and new comments; each
//! channel with its health (when a message last arrived, the last failure), a test message,
//! off and on, disconnect. GitHub and Linear: connect a repository or team with its token and
//! webhook secret; each with the address its webhook sends to, its health, the changes that
//! move linked posts to each status, the public message, comments on issues, off and on,
//! disconnect. Plain forms, so the page works before hydration.

use super::layout::{AdminLayout, Section, kept, refused, when};
use crate::api::get_admin_integrations;
use crate::model::{AdminFrame, AdminIntegrations, Choice, EndpointHealth, SlackRow, TrackerRow};
use crate::t;
use leptos::prelude::*;
use leptos_router::hooks::use_params_map;

#[component]
pub fn AdminIntegrationsPage() -> impl IntoView {
    let org = use_params_map().read_untracked().get("org").unwrap_or_default();
    let data = Resource::new(
        {
            let org = org.clone();
            move || org.clone()
        },
        get_admin_integrations,
    );
    view! {
        <Suspense fallback=|| view! { <p class="loading" role="status">{t!("admin-loading")}</p> }>
            {Suspend::new(async move {
                match data.await {
                    Ok((frame, integrations)) => view! { <IntegrationsView frame integrations/> }.into_any(),
                    Err(error) => refused(&org, &format!("/{org}/admin/integrations"), error),
                }
            })}
        </Suspense>
    }
}

/// The label of an event type a channel hears.
fn event_label(kind: &str) -> String {
    match kind {
        "post.created" => t!("admin-slack-event-post-created"),
        "post.status_changed" => t!("admin-slack-event-status-changed"),
        "comment.created" => t!("admin-slack-event-comment-created"),
        other => other.to_owned(),
    }
}

#[component]
fn IntegrationsView(frame: AdminFrame, integrations: AdminIntegrations) -> impl IntoView {
    let org = frame.org.name.clone();
    let action = format!("/{org}/admin/integrations");
    let new_url = kept(&frame, "slack-connect", "url", "");
    let new_board = kept(&frame, "slack-connect", "bucket_id", "");
    // A refused form keeps the events it chose; a fresh one offers them all.
    let refused_events: Option<Vec<String>> = frame
        .flash
        .as_ref()
        .filter(|f| !f.ok && f.value("form").as_deref() == Some("slack-connect"))
        .map(|f| f.values.iter().filter(|(k, _)| k == "events").map(|(_, v)| v.clone()).collect());
    let AdminIntegrations { slack, trackers, statuses, suggested_secret, boards, events } = integrations;
    let no_trackers = trackers.is_empty();
    let tracker_rows = trackers.into_iter().map(|row| view! { <Tracker row statuses=statuses.clone() action=action.clone()/> }).collect_view();
    let new_kind = kept(&frame, "tracker-connect", "kind", "github");
    let new_target = kept(&frame, "tracker-connect", "target", "");
    let new_api = kept(&frame, "tracker-connect", "api_url", "");
    let kinds = [("github", "GitHub"), ("linear", "Linear")]
        .into_iter()
        .map(|(value, label)| {
            let id = format!("new-tracker-{value}");
            view! {
                <li class="check">
                    <input type="radio" id=id.clone() name="kind" value=value checked=new_kind == value/>
                    <label for=id>{label}</label>
                </li>
            }
        })
        .collect_view();
    let empty = slack.is_empty();
    let channels = slack.into_iter().map(|row| view! { <Channel row action=action.clone()/> }).collect_view();
    let board_options = boards
        .into_iter()
        .map(|b| {
            let selected = b.value == new_board;
            view! { <option value=b.value selected=selected>{b.label}</option> }
        })
        .collect_view();
    let choices = events
        .into_iter()
        .map(|kind| {
            let id = format!("new-slack-event-{}", kind.replace('.', "-"));
            let checked = refused_events.as_ref().is_none_or(|chosen| chosen.contains(&kind));
            view! {
                <li class="check">
                    <input type="checkbox" id=id.clone() name="events" value=kind.clone() checked=checked/>
                    <label for=id>{event_label(&kind)}</label>
                </li>
            }
        })
        .collect_view();
    view! {
        <AdminLayout frame section=Section::Integrations title=t!("admin-integrations-title") description=t!("admin-integrations-description")>
            <section aria-labelledby="slack" class="admin-group">
                <h2 id="slack">"Slack"</h2>
                <p class="lede">{t!("admin-slack-lede")}</p>
                {if empty {
                    view! { <p class="hint">{t!("admin-slack-empty")}</p> }.into_any()
                } else {
                    view! { <ol class="admin-list" aria-label=t!("admin-slack-list")>{channels}</ol> }.into_any()
                }}
                <form method="post" action=action.clone() class="admin-new" aria-labelledby="new-slack">
                    <h3 id="new-slack">{t!("admin-slack-new")}</h3>
                    <input type="hidden" name="form" value="slack-connect"/>
                    <div class="field">
                        <label for="new-slack-url">{t!("admin-slack-url")}</label>
                        <input id="new-slack-url" name="url" type="url" required maxlength="2000" placeholder="https://hooks.slack.com/services/…" value=new_url aria-describedby="new-slack-url-hint"/>
                        <p class="hint" id="new-slack-url-hint">{t!("admin-slack-url-hint")}</p>
                    </div>
                    <div class="field">
                        <label for="new-slack-board">{t!("admin-slack-board")}</label>
                        <select id="new-slack-board" name="bucket_id">
                            <option value="" selected=new_board.is_empty()>{t!("admin-slack-every-board")}</option>
                            {board_options}
                        </select>
                    </div>
                    <fieldset class="field">
                        <legend>{t!("admin-slack-events")}</legend>
                        <ul class="checks">{choices}</ul>
                    </fieldset>
                    <button type="submit" name="action" value="slack-connect" class="button">{t!("admin-slack-connect")}</button>
                </form>
            </section>
            <section aria-labelledby="trackers" class="admin-group">
                <h2 id="trackers">{t!("admin-trackers-title")}</h2>
                <p class="lede">{t!("admin-trackers-lede")}</p>
                {if no_trackers {
                    view! { <p class="hint">{t!("admin-trackers-empty")}</p> }.into_any()
                } else {
                    view! { <ol class="admin-list" aria-label=t!("admin-trackers-list")>{tracker_rows}</ol> }.into_any()
                }}
                <form method="post" action=action class="admin-new" aria-labelledby="new-tracker">
                    <h3 id="new-tracker">{t!("admin-trackers-new")}</h3>
                    <input type="hidden" name="form" value="tracker-connect"/>
                    <fieldset class="field">
                        <legend>{t!("admin-trackers-kind")}</legend>
                        <ul class="checks">{kinds}</ul>
                    </fieldset>
                    <div class="field">
                        <label for="new-tracker-target">{t!("admin-trackers-target")}</label>
                        <input id="new-tracker-target" name="target" required maxlength="200" autocomplete="off" value=new_target aria-describedby="new-tracker-target-hint"/>
                        <p class="hint" id="new-tracker-target-hint">{t!("admin-trackers-target-hint")}</p>
                    </div>
                    <div class="field">
                        <label for="new-tracker-token">{t!("admin-trackers-token")}</label>
                        <input id="new-tracker-token" name="token" type="password" required maxlength="500" autocomplete="off" aria-describedby="new-tracker-token-hint"/>
                        <p class="hint" id="new-tracker-token-hint">{t!("admin-trackers-token-hint")}</p>
                    </div>
                    <div class="field">
                        <label for="new-tracker-secret">{t!("admin-trackers-secret")}</label>
                        <input id="new-tracker-secret" name="secret" required minlength="16" maxlength="200" autocomplete="off" value=suggested_secret aria-describedby="new-tracker-secret-hint"/>
                        <p class="hint" id="new-tracker-secret-hint">{t!("admin-trackers-secret-hint")}</p>
                    </div>
                    <div class="field">
                        <label for="new-tracker-api">{t!("admin-trackers-api")}</label>
                        <input id="new-tracker-api" name="api_url" type="url" maxlength="2000" autocomplete="off" value=new_api aria-describedby="new-tracker-api-hint"/>
                        <p class="hint" id="new-tracker-api-hint">{t!("admin-trackers-api-hint")}</p>
                    </div>
                    <button type="submit" name="action" value="tracker-connect" class="button">{t!("admin-trackers-connect")}</button>
                </form>
            </section>
        </AdminLayout>
    }
}

/// An endpoint's facts: its state, then `children` (what only its kind has), then when a
/// delivery last went through, its last failure and when it was added.
#[component]
fn HealthFacts(health: EndpointHealth, children: Children) -> impl IntoView {
    let state = super::webhooks::state_of(health.enabled, health.failing_since.as_deref(), health.disabled_reason.as_deref());
    let last_success = health.last_success.as_deref().map(when).unwrap_or_else(|| t!("admin-slack-never"));
    let last_error = match &health.last_error {
        Some((at, why)) => t!("admin-slack-error-at", at = when(at), error = why),
        None => t!("admin-slack-no-error"),
    };
    view! {
        <dl class="admin-facts">
            <dt>{t!("admin-webhooks-state")}</dt><dd>{state}</dd>
            {children()}
            <dt>{t!("admin-slack-last-success")}</dt><dd>{last_success}</dd>
            <dt>{t!("admin-slack-last-error")}</dt><dd>{last_error}</dd>
            <dt>{t!("admin-webhooks-added")}</dt><dd>{when(&health.created_at)}</dd>
        </dl>
    }
}

/// The "Turn off" or "Turn on" button of the endpoint `name`: its action (`{kind}-disable`,
/// `{kind}-enable`), its text and its accessible name.
fn toggle(health: &EndpointHealth, kind: &str, name: &str) -> (String, String, String) {
    if health.enabled {
        (format!("{kind}-disable"), t!("admin-webhooks-turn-off"), t!("admin-webhooks-turn-off-named", url = name))
    } else {
        (format!("{kind}-enable"), t!("admin-webhooks-turn-on"), t!("admin-webhooks-turn-on-named", url = name))
    }
}

#[component]
fn Channel(row: SlackRow, action: String) -> impl IntoView {
    let id = row.id;
    let board = row.board.clone().unwrap_or_else(|| t!("admin-slack-every-board"));
    let name = format!("{} ({board})", row.url);
    let toggle = toggle(&row.health, "slack", &name);
    let events = row.events.iter().map(|e| event_label(e)).collect::<Vec<_>>().join(", ");
    view! {
        <li class="admin-item">
            <h3 class="admin-item-title">{board.clone()}" · "<code>{row.url.clone()}</code></h3>
            <HealthFacts health=row.health>
                <dt>{t!("admin-slack-events")}</dt><dd>{events}</dd>
            </HealthFacts>
            <form method="post" action=action class="admin-row-form">
                <input type="hidden" name="id" value=id/>
                <button type="submit" name="action" value="slack-test" class="button small" aria-label=t!("admin-slack-test-named", name = &name)>{t!("admin-slack-test")}</button>
                <button type="submit" name="action" value=toggle.0 class="button small" aria-label=toggle.2>{toggle.1}</button>
                <button type="submit" name="action" value="slack-delete" class="button small danger" aria-label=t!("admin-slack-delete-named", name = &name)>{t!("admin-slack-delete")}</button>
            </form>
        </li>
    }
}

#[component]
fn Tracker(row: TrackerRow, statuses: Vec<Choice>, action: String) -> impl IntoView {
    let id = row.id;
    let name = row.url.clone();
    let toggle = toggle(&row.health, "tracker", &name);
    let (kind_name, changes_hint) =
        if row.kind == "linear" { ("Linear", t!("admin-trackers-changes-linear")) } else { ("GitHub", t!("admin-trackers-changes-github")) };
    let hint_id = format!("tracker-{id}-changes-hint");
    let fields = statuses
        .into_iter()
        .map(|status| {
            let field_id = format!("tracker-{id}-map-{}", status.value);
            let typed = row.mapping.iter().find(|(s, _)| *s == status.value).map(|(_, t)| t.clone()).unwrap_or_default();
            view! {
                <div class="field">
                    <label for=field_id.clone()>{status.label}</label>
                    <input id=field_id name=format!("map-{}", status.value) maxlength="2000" autocomplete="off" value=typed aria-describedby=hint_id.clone()/>
                </div>
            }
        })
        .collect_view();
    let message_id = format!("tracker-{id}-message");
    let comment_id = format!("tracker-{id}-comment");
    view! {
        <li class="admin-item">
            <h3 class="admin-item-title">{kind_name}" · "<code>{row.url.clone()}</code></h3>
            <HealthFacts health=row.health>
                <dt>{t!("admin-trackers-inbound")}</dt><dd><code>{row.inbound_url.clone()}</code></dd>
                <dt>{t!("admin-trackers-api")}</dt><dd><code>{row.api_url.clone()}</code></dd>
            </HealthFacts>
            <form method="post" action=action.clone() class="admin-rules">
                <input type="hidden" name="id" value=id/>
                <fieldset class="field">
                    <legend>{t!("admin-trackers-mapping", name = &name)}</legend>
                    <p class="hint" id=hint_id.clone()>{changes_hint}</p>
                    {fields}
                </fieldset>
                <div class="field">
                    <label for=message_id.clone()>{t!("admin-trackers-message")}</label>
                    <textarea id=message_id name="message" rows="2" maxlength="2000">{row.message.clone()}</textarea>
                </div>
                <div class="check">
                    <input type="checkbox" id=comment_id.clone() name="comment" value="true" checked=row.comment/>
                    <label for=comment_id>{t!("admin-trackers-comment")}</label>
                </div>
                <button type="submit" name="action" value="tracker-rules" class="button small" aria-label=t!("admin-trackers-save-named", name = &name)>{t!("admin-trackers-save")}</button>
            </form>
            <form method="post" action=action class="admin-row-form">
                <input type="hidden" name="id" value=id/>
                <button type="submit" name="action" value=toggle.0 class="button small" aria-label=toggle.2>{toggle.1}</button>
                <button type="submit" name="action" value="tracker-delete" class="button small danger" aria-label=t!("admin-trackers-delete-named", name = &name)>{t!("admin-trackers-delete")}</button>
            </form>
        </li>
    }
}
