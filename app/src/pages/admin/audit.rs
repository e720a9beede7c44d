//! `/{org}/admin/audit` (admins): every action of the team, newest first, paged, filterable by
//! person and by kind. The filter is a GET form, so every view has its own address.

use super::layout::{AdminLayout, Section, refused, when};
use crate::api::get_admin_audit;
use crate::model::{AdminFrame, AuditPage, Choice};
use crate::t;
use leptos::prelude::*;
use leptos_router::hooks::{use_params_map, use_query_map};

#[component]
pub fn AdminAuditPage() -> impl IntoView {
    let org = use_params_map().read_untracked().get("org").unwrap_or_default();
    let query = use_query_map().read_untracked();
    let actor = query.get("actor").and_then(|a| a.parse::<i64>().ok());
    let action = query.get("action").filter(|a| !a.is_empty());
    let page = query.get("page").and_then(|p| p.parse::<u64>().ok()).unwrap_or(1);
    let log = Resource::new(
        {
            let org = org.clone();
            move || (org.clone(), actor, action.clone(), page)
        },
        |(org, actor, action, page)| get_admin_audit(org, actor, action, page),
    );
    view! {
        <Suspense fallback=|| view! { <p class="loading" role="status">{t!("admin-loading")}</p> }>
            {Suspend::new(async move {
                match log.await {
                    Ok((frame, entries, people, kinds)) => view! { <AuditView frame entries people kinds actor/> }.into_any(),
                    Err(error) => refused(&org, &format!("/{org}/admin/audit"), error),
                }
            })}
        </Suspense>
    }
}

#[component]
fn AuditView(frame: AdminFrame, entries: AuditPage, people: Vec<Choice>, kinds: Vec<Choice>, actor: Option<i64>) -> impl IntoView {
    let org = frame.org.name.clone();
    let here = format!("/{org}/admin/audit");
    let action = use_query_map().read_untracked().get("action").unwrap_or_default();
    let chosen_actor = actor.map(|a| a.to_string()).unwrap_or_default();
    let AuditPage { entries, page, has_more } = entries;
    let page_link = {
        let here = here.clone();
        let (actor, action) = (chosen_actor.clone(), action.clone());
        move |to: u64| {
            let mut query = url_query(&[("actor", &actor), ("action", &action)]);
            query.push_str(&format!("{}page={to}", if query.is_empty() { "?" } else { "&" }));
            format!("{here}{query}")
        }
    };
    let pager = (page > 1 || has_more).then(|| {
        view! {
            <nav class="pager" aria-label=t!("admin-audit-pages")>
                {(page > 1).then(|| view! { <a href=page_link(page - 1) rel="prev">{t!("admin-audit-newer")}</a> })}
                <span class="pager-page">{t!("admin-page", page = page)}</span>
                {has_more.then(|| view! { <a href=page_link(page + 1) rel="next">{t!("admin-audit-older")}</a> })}
            </nav>
        }
    });
    view! {
        <AdminLayout frame section=Section::Audit title=t!("admin-audit-title") description=t!("admin-audit-description")>
            <form method="get" action=here.clone() class="admin-filter" role="search" aria-label=t!("admin-audit-filter")>
                <div class="field">
                    <label for="audit-actor">{t!("admin-audit-person")}</label>
                    <select id="audit-actor" name="actor">
                        <option value="" selected=chosen_actor.is_empty()>{t!("admin-audit-everyone")}</option>
                        {people.into_iter().map(|p| { let selected = p.value == chosen_actor; view! { <option value=p.value selected=selected>{p.label}</option> } }).collect_view()}
                    </select>
                </div>
                <div class="field">
                    <label for="audit-action">{t!("admin-audit-kind")}</label>
                    <select id="audit-action" name="action">
                        <option value="" selected=action.is_empty()>{t!("admin-audit-every-kind")}</option>
                        {kinds.into_iter().map(|k| { let selected = k.value == action; let label = action_label(&k.value, k.label); view! { <option value=k.value selected=selected>{label}</option> } }).collect_view()}
                    </select>
                </div>
                <button type="submit" class="button small">{t!("admin-audit-show")}</button>
            </form>
            {if entries.is_empty() {
                view! { <p class="empty-state">{t!("admin-audit-empty")}</p> }.into_any()
            } else {
                view! {
                    <div class="table-scroll">
                    <table class="admin-table audit">
                        <thead><tr>
                            <th scope="col">{t!("admin-audit-when")}</th>
                            <th scope="col">{t!("admin-audit-who")}</th>
                            <th scope="col">{t!("admin-audit-what")}</th>
                            <th scope="col">{t!("admin-audit-target")}</th>
                            <th scope="col">{t!("admin-audit-details")}</th>
                        </tr></thead>
                        <tbody>
                            {entries.into_iter().map(|e| view! {
                                <tr>
                                    <td><time datetime=e.created_at.clone()>{when(&e.created_at)}</time></td>
                                    <td>{e.actor_name}</td>
                                    <th scope="row">{action_label(&e.action, e.action_label)}</th>
                                    <td>{e.target}</td>
                                    <td>{crate::i18n::said_list(crate::i18n::locale(), &e.details)}</td>
                                </tr>
                            }).collect_view()}
                        </tbody>
                    </table>
                    </div>
                }.into_any()
            }}
            {pager}
        </AdminLayout>
    }
}

/// `?a=1&b=2` of the non-empty pairs ("" when none).
fn url_query(pairs: &[(&str, &str)]) -> String {
    let parts: Vec<String> = pairs
        .iter()
        .filter(|(_, v)| !v.is_empty())
        .map(|(k, v)| format!("{k}={}", crate::model::encode_query_value(v)))
        .collect();
    if parts.is_empty() { String::new() } else { format!("?{}", parts.join("&")) }
}

/// What a person reads of an action's code (`post.approved`: `audit-post-approved` in the
/// catalogue), in the page's language; the domain's English `fallback` for a code the
/// catalogue does not know.
fn action_label(code: &str, fallback: String) -> String {
    let id = format!("audit-{}", code.replace(['.', '_'], "-"));
    let locale = crate::i18n::locale();
    let label = crate::i18n::text(locale, &id, &[]);
    if label == id { fallback } else { label }
}
