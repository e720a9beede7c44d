//! `/{org}/admin/webhooks` (admins): the endpoints other systems receive events at; add one
//! (its signing secret shown once), send a test event, rotate the secret, turn it off or on,
//! delete it; and each endpoint's latest deliveries with what the receiver answered, each of
//! which can be sent again.

use super::layout::{AdminLayout, Section, kept, refused, when};
use super::settings::OneTimeSecret;
use crate::api::get_admin_webhooks;
use crate::model::{AdminFrame, DeliveryRow, WebhookRow};
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
        <Suspense fallback=|| view! { <p class="loading" role="status">"Loading…"</p> }>
            {move || {
                let org = org.clone();
                Suspend::new(async move {
                    match hooks.await {
                        Ok((frame, rows, kinds)) => view! { <WebhooksView frame rows kinds/> }.into_any(),
                        Err(error) => refused(&org, &format!("/{org}/admin/webhooks"), error),
                    }
                })
            }}
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
        <AdminLayout frame section=Section::Webhooks title="Webhooks" description="Endpoints that hear about every post, vote and comment, signed and retried.">
            <p class="lede">
                "Each event is sent as JSON to the endpoints that want it, signed as Standard Webhooks specifies (headers "
                <code>"webhook-id"</code>", "<code>"webhook-timestamp"</code>", "<code>"webhook-signature"</code>"). "
                "A delivery that fails is tried again after 10 seconds, a minute, 10 minutes, an hour, 6 hours and a day; an endpoint failing for 3 days is turned off. "
                <a href="/api/docs">"How to verify a delivery"</a>"."
            </p>
            {new_secret.map(|secret| view! {
                <OneTimeSecret id="new-webhook-secret" label="The endpoint's signing secret" value=secret hint="Copy it now: it is shown only this once. Rotate it to get a new one."/>
            })}
            {if empty { view! { <p class="hint">"No webhooks yet."</p> }.into_any() } else { view! { <ol class="admin-list" aria-label="Webhooks">{items}</ol> }.into_any() }}
            <section aria-labelledby="new-webhook" class="admin-new">
                <h2 id="new-webhook">"New webhook"</h2>
                <form method="post" action=action>
                    <input type="hidden" name="form" value="create"/>
                    <div class="field">
                        <label for="new-webhook-url">"URL"</label>
                        <input id="new-webhook-url" name="url" type="url" required maxlength="2000" placeholder="https://hooks.example.com/upboard" value=new_url aria-describedby="new-webhook-url-hint"/>
                        <p class="hint" id="new-webhook-url-hint">"An https address on the internet; addresses of private networks are refused."</p>
                    </div>
                    <fieldset class="field">
                        <legend>"Events"</legend>
                        <ul class="checks">{choices}</ul>
                    </fieldset>
                    <button type="submit" name="action" value="create" class="button">"Add webhook"</button>
                </form>
            </section>
        </AdminLayout>
    }
}

#[component]
fn Endpoint(row: WebhookRow, action: String) -> impl IntoView {
    let id = row.id;
    let state = if row.enabled {
        match &row.failing_since {
            Some(since) => format!("On, failing since {}", when(since)),
            None => "On".to_owned(),
        }
    } else {
        row.disabled_reason.clone().unwrap_or_else(|| "Off".to_owned())
    };
    let heading = format!("webhook-{id}");
    let url = row.url.clone();
    let toggle = if row.enabled { ("disable", "Turn off") } else { ("enable", "Turn on") };
    let deliveries = row.deliveries.clone();
    let has_deliveries = !deliveries.is_empty();
    let lines = deliveries.into_iter().map(|d| view! { <Delivery d action=action.clone()/> }).collect_view();
    view! {
        <li class="admin-item">
            <h2 class="admin-item-title" id=heading.clone()><code>{row.url.clone()}</code></h2>
            <dl class="facts">
                <dt>"State"</dt><dd>{state}</dd>
                <dt>"Events"</dt><dd>{row.events.join(", ")}</dd>
                <dt>"Added"</dt><dd>{when(&row.created_at)}</dd>
            </dl>
            <form method="post" action=action.clone() class="admin-row-form">
                <input type="hidden" name="id" value=id/>
                <button type="submit" name="action" value="test" class="button small" aria-label=format!("Send test event to {url}")>"Send test event"</button>
                <button type="submit" name="action" value="rotate" class="button small" aria-label=format!("Rotate secret of {url}")>"Rotate secret"</button>
                <button type="submit" name="action" value=toggle.0 class="button small" aria-label=format!("{} {url}", toggle.1)>{toggle.1}</button>
                <button type="submit" name="action" value="delete" class="button small danger" aria-label=format!("Delete {url}")>"Delete"</button>
            </form>
            {if has_deliveries {
                view! {
                    <div class="table-scroll">
                        <table class="admin-table">
                            <caption>"Latest deliveries to " {row.url.clone()}</caption>
                            <thead>
                                <tr>
                                    <th scope="col">"Event"</th>
                                    <th scope="col">"State"</th>
                                    <th scope="col">"Last attempt"</th>
                                    <th scope="col">"Answer"</th>
                                    <th scope="col"><span class="visually-hidden">"Actions"</span></th>
                                </tr>
                            </thead>
                            <tbody>{lines}</tbody>
                        </table>
                    </div>
                }
                .into_any()
            } else {
                view! { <p class="hint">"Nothing delivered yet."</p> }.into_any()
            }}
        </li>
    }
}

#[component]
fn Delivery(d: DeliveryRow, action: String) -> impl IntoView {
    let state = match (d.status.as_str(), &d.next_attempt_at) {
        ("delivered", _) => format!("Delivered ({} {})", d.attempts, if d.attempts == 1 { "attempt" } else { "attempts" }),
        ("failed", _) => format!("Failed after {} attempts", d.attempts),
        (_, Some(next)) if d.attempts > 0 => format!("Retrying at {} ({} so far)", when(next), d.attempts),
        _ => "Waiting".to_owned(),
    };
    let (last, answer) = match &d.last_attempt {
        Some(a) => {
            let outcome = match (a.status_code, &a.error) {
                (Some(code), None) => format!("HTTP {code}"),
                (Some(code), Some(error)) => format!("HTTP {code}: {error}"),
                (None, Some(error)) => error.clone(),
                (None, None) => "No answer".to_owned(),
            };
            (format!("{}, {} ms: {outcome}", when(&a.at), a.duration_ms), a.excerpt.clone().unwrap_or_default())
        }
        None => ("Not yet".to_owned(), String::new()),
    };
    let label = format!("Resend {} {}", d.event_type, d.event_id);
    view! {
        <tr>
            <td><code>{d.event_type.clone()}</code><br/><small>{d.event_id.clone()}</small></td>
            <td>{state}</td>
            <td>{last}</td>
            <td><small class="excerpt">{answer}</small></td>
            <td>
                <form method="post" action=action>
                    <input type="hidden" name="delivery_id" value=d.id/>
                    <button type="submit" name="action" value="resend" class="button small" aria-label=label>"Resend"</button>
                </form>
            </td>
        </tr>
    }
}
