//! `/{org}/admin/statuses`: the organization's statuses in board order; each can be changed,
//! moved up or down (buttons, not dragging), made the default of new posts, or deleted with its
//! posts moved to another status.

use super::layout::{AdminLayout, Section, kept, refused};
use crate::api::get_admin_statuses;
use crate::components::StatusBadge;
use crate::components::status_badge::StatusColors;
use crate::model::{self, AdminFrame, StatusRow};
use leptos::prelude::*;
use leptos_router::hooks::use_params_map;

/// The five kinds a status can be of, as the API names them and as people read them.
pub const KINDS: [(&str, &str); 5] =
    [("under_review", "Under review"), ("planned", "Planned"), ("in_progress", "In progress"), ("completed", "Completed"), ("closed", "Closed")];

#[component]
pub fn AdminStatusesPage() -> impl IntoView {
    let org = use_params_map().read_untracked().get("org").unwrap_or_default();
    let statuses = Resource::new(
        {
            let org = org.clone();
            move || org.clone()
        },
        get_admin_statuses,
    );
    view! {
        <Suspense fallback=|| view! { <p class="loading" role="status">"Loading…"</p> }>
            {move || {
                let org = org.clone();
                Suspend::new(async move {
                    match statuses.await {
                        Ok((frame, rows)) => view! { <StatusesView frame rows/> }.into_any(),
                        Err(error) => refused(&org, &format!("/{org}/admin/statuses"), error),
                    }
                })
            }}
        </Suspense>
    }
}

/// A `<select>` of the kinds with `current` chosen.
fn kind_options(current: &str) -> impl IntoView + use<> {
    let current = current.to_owned();
    KINDS
        .into_iter()
        .map(move |(value, label)| view! { <option value=value selected=value == current>{label}</option> })
        .collect_view()
}

#[component]
fn StatusesView(frame: AdminFrame, rows: Vec<StatusRow>) -> impl IntoView {
    let org = frame.org.name.clone();
    let action = format!("/{org}/admin/statuses");
    let colors: Vec<String> = rows.iter().map(|s| s.color.clone()).collect();
    let count = rows.len();
    let new_label = kept(&frame, "create", "label", "");
    let new_kind = kept(&frame, "create", "kind", "planned");
    let new_color = kept(&frame, "create", "color", "#0ea5e9");
    let items = rows
        .iter()
        .enumerate()
        .map(|(at, status)| {
            let id = status.id;
            let field = move |name: &str| format!("status-{id}-{name}");
            let label = status.label.clone();
            let others: Vec<StatusRow> = rows.iter().filter(|s| s.id != id).cloned().collect();
            let badge = model::StatusBadge { label: status.label.clone(), kind: status.kind.clone(), color: status.color.clone() };
            view! {
                <li class="admin-item">
                    <h2 class="admin-item-title"><StatusBadge status=badge/>{status.is_default.then(|| view! { <span class="badge">"Default"</span> })}{status.on_roadmap.then(|| view! { <span class="badge">"On the roadmap"</span> })}</h2>
                    <form method="post" action=action.clone() class="admin-row-form">
                        <input type="hidden" name="id" value=id/>
                        <div class="field"><label for=field("label")>"Label"</label><input id=field("label") name="label" required maxlength="60" value=status.label.clone()/></div>
                        <div class="field narrow"><label for=field("color")>"Colour"</label><input id=field("color") name="color" type="color" value=status.color.clone()/></div>
                        <div class="field"><label for=field("kind")>"Kind"</label><select id=field("kind") name="kind">{kind_options(&status.kind)}</select></div>
                        <div class="check"><input type="checkbox" id=field("roadmap") name="on_roadmap" value="true" checked=status.on_roadmap/><label for=field("roadmap")>"On the roadmap"</label></div>
                        <button type="submit" name="action" value="update" class="button small" aria-label=format!("Save “{label}”")>"Save"</button>
                    </form>
                    <form method="post" action=action.clone() class="admin-row-actions">
                        <input type="hidden" name="id" value=id/>
                        <button type="submit" name="action" value="up" class="button-secondary" disabled=at == 0 aria-label=format!("Move up “{label}”")>"Move up"</button>
                        <button type="submit" name="action" value="down" class="button-secondary" disabled=at + 1 == count aria-label=format!("Move down “{label}”")>"Move down"</button>
                        {(!status.is_default).then(|| view! {
                            <button type="submit" name="action" value="default" class="button-secondary" aria-label=format!("Make default “{label}”") title="New posts get this status">"Make default"</button>
                        })}
                    </form>
                    {(!others.is_empty()).then(|| view! {
                        <details class="admin-delete">
                            <summary>{format!("Delete “{label}”…")}</summary>
                            <form method="post" action=action.clone() class="admin-row-form">
                                <input type="hidden" name="id" value=id/>
                                <div class="field">
                                    <label for=field("move-to")>"Move its posts to"</label>
                                    <select id=field("move-to") name="move_to" required>
                                        // Where the posts go is chosen, never assumed.
                                        <option value="" selected disabled>"Choose a status"</option>
                                        {others.into_iter().map(|s| view! { <option value=s.id>{s.label}</option> }).collect_view()}
                                    </select>
                                </div>
                                <button type="submit" name="action" value="delete" class="button small danger" aria-label=format!("Delete “{label}”")>"Delete"</button>
                            </form>
                        </details>
                    })}
                </li>
            }
        })
        .collect_view();
    view! {
        <StatusColors colors/>
        <AdminLayout frame section=Section::Statuses title="Statuses" description="The statuses of posts, in the order the board and the roadmap show them.">
            <p class="lede">"Posts show these statuses in this order; those on the roadmap get a column there. Changes show on the board, the roadmap and the API at once."</p>
            <ol class="admin-list" aria-label="Statuses">{items}</ol>
            <section aria-labelledby="new-status" class="admin-new">
                <h2 id="new-status">"New status"</h2>
                <form method="post" action=action class="admin-row-form">
                    <input type="hidden" name="form" value="create"/>
                    <div class="field"><label for="new-status-label">"Label"</label><input id="new-status-label" name="label" required maxlength="60" value=new_label/></div>
                    <div class="field narrow"><label for="new-status-color">"Colour"</label><input id="new-status-color" name="color" type="color" value=new_color/></div>
                    <div class="field"><label for="new-status-kind">"Kind"</label><select id="new-status-kind" name="kind">{kind_options(&new_kind)}</select></div>
                    <div class="check"><input type="checkbox" id="new-status-roadmap" name="on_roadmap" value="true" checked=true/><label for="new-status-roadmap">"On the roadmap"</label></div>
                    <button type="submit" name="action" value="create" class="button small">"Create status"</button>
                </form>
            </section>
        </AdminLayout>
    }
}
