//! `/{org}/admin/webhooks` (admins): the endpoints other systems receive events at; add one
//! (its signing secret shown once), send a test event, rotate the secret, turn it off or on,
//! delete it; and each endpoint's latest deliveries with what the receiver answered, each of
//! which can be sent again.

use super::layout::{AdminLayout, Section, kept, refused, when};
use super::settings::OneTimeSecret;
use crate::api::get_admin_webhooks;
use crate::model::{AdminFrame, DeliveryRow, WebhookRow};
use crate::t;
use leptos::prelude::*;
use leptos_router::hooks::use_params_map;

#[component]
pub fn AdminWebhooksPage() -> impl IntoView {
    let org = use_params_map().read_untracked().get("org").unwrap_or_default();
    let hooks = Resource::new(
        {
            let org = org.clone();
            move || org.clone()
        },
        get_admin_webhooks,
    );
    view! {
        <Suspense fallback=|| view! { <p class="loading" role="status">{t!("admin-loading")}</p> }>
            {Suspend::new(async move {
                match hooks.await {
                    Ok((frame, rows, kinds)) => view! { <WebhooksView frame rows kinds/> }.into_any(),
                    Err(error) => refused(&org, &format!("/{org}/admin/webhooks"), error),
                }
            })}
        </Suspense>
    }
}

#[component]
fn WebhooksView(frame: AdminFrame, rows: Vec<WebhookRow>, kinds: Vec<String>) -> impl IntoView {
    let org = frame.org.name.clone();
    let action = format!("/{org}/admin/webhooks");
    let new_secret = frame.flash.as_ref().filter(|f| f.ok).and_then(|f| f.secret.clone());
    let new_url = kept(&frame, "create", "url", "");
    // A refused form keeps the events it chose; a fresh one offers them all.
    let refused_events: Option<Vec<String>> = frame
        .flash
        .as_ref()
        .filter(|f| !f.ok && f.value("form").as_deref() == Some("create"))
        .map(|f| f.values.iter().filter(|(k, _)| k == "events").map(|(_, v)| v.clone()).collect());
    let empty = rows.is_empty();
    let items = rows.into_iter().map(|row| view! { <Endpoint row action=action.clone()/> }).collect_view();
    let choices = kinds
        .into_iter()
        .map(|kind| {
            let id = format!("new-webhook-event-{}", kind.replace('.', "-"));
            let checked = refused_events.as_ref().is_none_or(|chosen| chosen.contains(&kind));
            view! {
                <li class="check">
                    <input type="checkbox" id=id.clone() name="events" value=kind.clone() checked=checked/>
                    <label for=id><code>{kind}</code></label>
                </li>
            }
        })
        .collect_view();
    view! {
        <AdminLayout frame section=Section::Webhooks title=t!("admin-webhooks-title") description=t!("admin-webhooks-description")>
            <p class="lede">
                {t!("admin-webhooks-lede-signed")}" "
                <code>"webhook-id"</code>", "<code>"webhook-timestamp"</code>", "<code>"webhook-signature"</code>"). "
                {t!("admin-webhooks-lede-retries")}" "
                <a href="/api/docs">{t!("admin-webhooks-lede-verify")}</a>"."
            </p>
            {new_secret.map(|secret| view! {
                <OneTimeSecret id="new-webhook-secret" label=t!("admin-webhooks-secret") value=secret hint=t!("admin-webhooks-secret-hint")/>
            })}
            {if empty { view! { <p class="hint">{t!("admin-webhooks-empty")}</p> }.into_any() } else { view! { <ol class="admin-list" aria-label=t!("admin-webhooks-list")>{items}</ol> }.into_any() }}
            <section aria-labelledby="new-webhook" class="admin-new">
                <h2 id="new-webhook">{t!("admin-webhooks-new")}</h2>
                <form method="post" action=action>
                    <input type="hidden" name="form" value="create"/>
                    <div class="field">
                        <label for="new-webhook-url">{t!("admin-webhooks-url")}</label>
                        <input id="new-webhook-url" name="url" type="url" required maxlength="2000" placeholder="https://hooks.example.com/upboard" value=new_url aria-describedby="new-webhook-url-hint"/>
                        <p class="hint" id="new-webhook-url-hint">{t!("admin-webhooks-url-hint")}</p>
                    </div>
                    <fieldset class="field">
                        <legend>{t!("admin-webhooks-events")}</legend>
                        <ul class="checks">{choices}</ul>
                    </fieldset>
                    <button type="submit" name="action" value="create" class="button">{t!("admin-webhooks-add")}</button>
                </form>
            </section>
        </AdminLayout>
    }
}

/// An endpoint's (or Slack channel's) state as its entry says it: on, on and failing since
/// when, or off with why.
pub(super) fn state_of(enabled: bool, failing_since: Option<&str>, disabled_reason: Option<&str>) -> String {
    match (enabled, failing_since) {
        (true, Some(since)) => t!("admin-webhooks-state-failing", since = when(since)),
        (true, None) => t!("admin-webhooks-state-on"),
        (false, _) => disabled_reason.map(str::to_owned).unwrap_or_else(|| t!("admin-webhooks-state-off")),
    }
}

#[component]
fn Endpoint(row: WebhookRow, action: String) -> impl IntoView {
    let id = row.id;
    let state = state_of(row.enabled, row.failing_since.as_deref(), row.disabled_reason.as_deref());
    let heading = format!("webhook-{id}");
    let url = row.url.clone();
    let toggle = if row.enabled {
        ("disable", t!("admin-webhooks-turn-off"), t!("admin-webhooks-turn-off-named", url = &url))
    } else {
        ("enable", t!("admin-webhooks-turn-on"), t!("admin-webhooks-turn-on-named", url = &url))
    };
    let deliveries = row.deliveries.clone();
    let has_deliveries = !deliveries.is_empty();
    let lines = deliveries.into_iter().map(|d| view! { <Delivery d action=action.clone()/> }).collect_view();
    view! {
        <li class="admin-item">
            <h2 class="admin-item-title" id=heading.clone()><code>{row.url.clone()}</code></h2>
            <dl class="facts">
                <dt>{t!("admin-webhooks-state")}</dt><dd>{state}</dd>
                <dt>{t!("admin-webhooks-events")}</dt><dd>{row.events.join(", ")}</dd>
                <dt>{t!("admin-webhooks-added")}</dt><dd>{when(&row.created_at)}</dd>
            </dl>
            <form method="post" action=action.clone() class="admin-row-form">
                <input type="hidden" name="id" value=id/>
                <button type="submit" name="action" value="test" class="button small" aria-label=t!("admin-webhooks-test-named", url = &url)>{t!("admin-webhooks-test")}</button>
                <button type="submit" name="action" value="rotate" class="button small" aria-label=t!("admin-webhooks-rotate-named", url = &url)>{t!("admin-webhooks-rotate")}</button>
                <button type="submit" name="action" value=toggle.0 class="button small" aria-label=toggle.2>{toggle.1}</button>
                <button type="submit" name="action" value="delete" class="button small danger" aria-label=t!("admin-webhooks-delete-named", url = &url)>{t!("admin-webhooks-delete")}</button>
            </form>
            {if has_deliveries {
                view! {
                    <div class="table-scroll">
                        <table class="admin-table">
                            <caption>{t!("admin-webhooks-latest", url = &row.url)}</caption>
                            <thead>
                                <tr>
                                    <th scope="col">{t!("admin-webhooks-event")}</th>
                                    <th scope="col">{t!("admin-webhooks-state")}</th>
                                    <th scope="col">{t!("admin-webhooks-last-attempt")}</th>
                                    <th scope="col">{t!("admin-webhooks-answer")}</th>
                                    <th scope="col"><span class="visually-hidden">{t!("admin-webhooks-actions")}</span></th>
                                </tr>
                            </thead>
                            <tbody>{lines}</tbody>
                        </table>
                    </div>
                }
                .into_any()
            } else {
                view! { <p class="hint">{t!("admin-webhooks-no-deliveries")}</p> }.into_any()
            }}
        </li>
    }
}

#[component]
fn Delivery(d: DeliveryRow, action: String) -> impl IntoView {
    let state = match (d.status.as_str(), &d.next_attempt_at) {
        ("delivered", _) => t!("admin-webhooks-delivered", count = d.attempts),
        ("failed", _) => t!("admin-webhooks-failed", count = d.attempts),
        (_, Some(next)) if d.attempts > 0 => t!("admin-webhooks-retrying", at = when(next), count = d.attempts),
        _ => t!("admin-webhooks-waiting"),
    };
    let (last, answer) = match &d.last_attempt {
        Some(a) => {
            let outcome = match (a.status_code, &a.error) {
                (Some(code), None) => format!("HTTP {code}"),
                (Some(code), Some(error)) => format!("HTTP {code}: {error}"),
                (None, Some(error)) => error.clone(),
                (None, None) => t!("admin-webhooks-no-answer"),
            };
            (t!("admin-webhooks-attempt", at = when(&a.at), ms = a.duration_ms, outcome = outcome), a.excerpt.clone().unwrap_or_default())
        }
        None => (t!("admin-webhooks-not-yet"), String::new()),
    };
    let label = t!("admin-webhooks-resend-named", event = &d.event_type, id = &d.event_id);
    view! {
        <tr>
            <td><code>{d.event_type.clone()}</code><br/><small>{d.event_id.clone()}</small></td>
            <td>{state}</td>
            <td>{last}</td>
            <td><small class="excerpt">{answer}</small></td>
            <td>
                <form method="post" action=action>
                    <input type="hidden" name="delivery_id" value=d.id/>
                    <button type="submit" name="action" value="resend" class="button small" aria-label=label>{t!("admin-webhooks-resend")}</button>
                </form>
            </td>
        </tr>
    }
}
