//! `/{org}/admin/audit` (admins): every action of the team, newest first, paged, filterable by
//! person and by kind. The filter is a GET form, so every view has its own address.

use super::layout::{AdminLayout, Section, refused, when};
use crate::api::get_admin_audit;
use crate::model::{AdminFrame, AuditPage, Choice};
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
        <Suspense fallback=|| view! { <p class="loading" role="status">"Loading…"</p> }>
            {move || {
                let org = org.clone();
                Suspend::new(async move {
                    match log.await {
                        Ok((frame, entries, people, kinds)) => view! { <AuditView frame entries people kinds actor/> }.into_any(),
                        Err(error) => refused(&org, &format!("/{org}/admin/audit"), error),
                    }
                })
            }}
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
            <nav class="pager" aria-label="Pages of the audit log">
                {(page > 1).then(|| view! { <a href=page_link(page - 1) rel="prev">"Newer"</a> })}
                <span class="pager-page">{format!("Page {page}")}</span>
                {has_more.then(|| view! { <a href=page_link(page + 1) rel="next">"Older"</a> })}
            </nav>
        }
    });
    view! {
        <AdminLayout frame section=Section::Audit title="Audit log" description="Every action of the team in the admin area, newest first.">
            <form method="get" action=here.clone() class="admin-filter" role="search" aria-label="Filter the audit log">
                <div class="field">
                    <label for="audit-actor">"Person"</label>
                    <select id="audit-actor" name="actor">
                        <option value="" selected=chosen_actor.is_empty()>"Everyone"</option>
                        {people.into_iter().map(|p| { let selected = p.value == chosen_actor; view! { <option value=p.value selected=selected>{p.label}</option> } }).collect_view()}
                    </select>
                </div>
                <div class="field">
                    <label for="audit-action">"Kind"</label>
                    <select id="audit-action" name="action">
                        <option value="" selected=action.is_empty()>"Every kind"</option>
                        {kinds.into_iter().map(|k| { let selected = k.value == action; view! { <option value=k.value selected=selected>{k.label}</option> } }).collect_view()}
                    </select>
                </div>
                <button type="submit" class="button small">"Show"</button>
            </form>
            {if entries.is_empty() {
                view! { <p class="empty-state">"Nothing recorded here yet."</p> }.into_any()
            } else {
                view! {
                    <div class="table-scroll">
                    <table class="admin-table audit">
                        <thead><tr>
                            <th scope="col">"When"</th>
                            <th scope="col">"Who"</th>
                            <th scope="col">"What"</th>
                            <th scope="col">"Target"</th>
                            <th scope="col">"Details"</th>
                        </tr></thead>
                        <tbody>
                            {entries.into_iter().map(|e| view! {
                                <tr>
                                    <td><time datetime=e.created_at.clone()>{when(&e.created_at)}</time></td>
                                    <td>{e.actor_name}</td>
                                    <th scope="row">{e.action_label}</th>
                                    <td>{e.target}</td>
                                    <td>{e.details}</td>
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
