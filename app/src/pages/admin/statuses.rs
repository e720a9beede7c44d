//! `/{org}/admin/statuses`: the organization's statuses in board order; each can be changed,
//! moved up or down (buttons, not dragging), made the default of new posts, or deleted with its
//! posts moved to another status.

use super::layout::{AdminLayout, Section, kept, refused};
use crate::api::get_admin_statuses;
use crate::components::StatusBadge;
use crate::components::status_badge::StatusColors;
use crate::model::{self, AdminFrame, StatusRow};
use crate::t;
use leptos::prelude::*;
use leptos_router::hooks::use_params_map;

/// The five kinds a status can be of, as the API names them, and the messages people read them by.
pub const KINDS: [(&str, &str); 5] = [
    ("under_review", "admin-statuses-kind-under-review"),
    ("planned", "admin-statuses-kind-planned"),
    ("in_progress", "admin-statuses-kind-in-progress"),
    ("completed", "admin-statuses-kind-completed"),
    ("closed", "admin-statuses-kind-closed"),
];

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
        <Suspense fallback=|| view! { <p class="loading" role="status">{t!("admin-loading")}</p> }>
            {Suspend::new(async move {
                match statuses.await {
                    Ok((frame, rows)) => view! { <StatusesView frame rows/> }.into_any(),
                    Err(error) => refused(&org, &format!("/{org}/admin/statuses"), error),
                }
            })}
        </Suspense>
    }
}

/// A `<select>` of the kinds with `current` chosen.
fn kind_options(current: &str) -> impl IntoView + use<> {
    let current = current.to_owned();
    KINDS
        .into_iter()
        .map(move |(value, label)| view! { <option value=value selected=value == current>{crate::i18n::text(crate::i18n::locale(), label, &[])}</option> })
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
                    <h2 class="admin-item-title"><StatusBadge status=badge/>{status.is_default.then(|| view! { <span class="badge">{t!("admin-statuses-default")}</span> })}{status.on_roadmap.then(|| view! { <span class="badge">{t!("admin-statuses-on-roadmap")}</span> })}</h2>
                    <form method="post" action=action.clone() class="admin-row-form">
                        <input type="hidden" name="id" value=id/>
                        <div class="field"><label for=field("label")>{t!("admin-statuses-label")}</label><input id=field("label") name="label" required maxlength="60" value=status.label.clone()/></div>
                        <div class="field narrow"><label for=field("color")>{t!("admin-statuses-colour")}</label><input id=field("color") name="color" type="color" value=status.color.clone()/></div>
                        <div class="field"><label for=field("kind")>{t!("admin-statuses-kind")}</label><select id=field("kind") name="kind">{kind_options(&status.kind)}</select></div>
                        <div class="check"><input type="checkbox" id=field("roadmap") name="on_roadmap" value="true" checked=status.on_roadmap/><label for=field("roadmap")>{t!("admin-statuses-on-roadmap")}</label></div>
                        <button type="submit" name="action" value="update" class="button small" aria-label=t!("admin-statuses-save-named", name = &label)>{t!("admin-statuses-save")}</button>
                    </form>
                    <form method="post" action=action.clone() class="admin-row-actions">
                        <input type="hidden" name="id" value=id/>
                        <button type="submit" name="action" value="up" class="button-secondary" disabled=at == 0 aria-label=t!("admin-statuses-move-up-named", name = &label)>{t!("admin-statuses-move-up")}</button>
                        <button type="submit" name="action" value="down" class="button-secondary" disabled=at + 1 == count aria-label=t!("admin-statuses-move-down-named", name = &label)>{t!("admin-statuses-move-down")}</button>
                        {(!status.is_default).then(|| view! {
                            <button type="submit" name="action" value="default" class="button-secondary" aria-label=t!("admin-statuses-make-default-named", name = &label) title=t!("admin-statuses-make-default-hint")>{t!("admin-statuses-make-default")}</button>
                        })}
                    </form>
                    {(!others.is_empty()).then(|| view! {
                        <details class="admin-delete">
                            <summary>{t!("admin-statuses-delete-summary", name = &label)}</summary>
                            <form method="post" action=action.clone() class="admin-row-form">
                                <input type="hidden" name="id" value=id/>
                                <div class="field">
                                    <label for=field("move-to")>{t!("admin-statuses-move-posts-to")}</label>
                                    <select id=field("move-to") name="move_to" required>
                                        // Where the posts go is chosen, never assumed.
                                        <option value="" selected disabled>{t!("admin-statuses-choose")}</option>
                                        {others.into_iter().map(|s| view! { <option value=s.id>{s.label}</option> }).collect_view()}
                                    </select>
                                </div>
                                <button type="submit" name="action" value="delete" class="button small danger" aria-label=t!("admin-statuses-delete-named", name = &label)>{t!("admin-statuses-delete")}</button>
                            </form>
                        </details>
                    })}
                </li>
            }
        })
        .collect_view();
    view! {
        <StatusColors colors/>
        <AdminLayout frame section=Section::Statuses title=t!("admin-statuses-title") description=t!("admin-statuses-description")>
            <p class="lede">{t!("admin-statuses-lede")}</p>
            <ol class="admin-list" aria-label=t!("admin-statuses-list")>{items}</ol>
            <section aria-labelledby="new-status" class="admin-new">
                <h2 id="new-status">{t!("admin-statuses-new")}</h2>
                <form method="post" action=action class="admin-row-form">
                    <input type="hidden" name="form" value="create"/>
                    <div class="field"><label for="new-status-label">{t!("admin-statuses-label")}</label><input id="new-status-label" name="label" required maxlength="60" value=new_label/></div>
                    <div class="field narrow"><label for="new-status-color">{t!("admin-statuses-colour")}</label><input id="new-status-color" name="color" type="color" value=new_color/></div>
                    <div class="field"><label for="new-status-kind">{t!("admin-statuses-kind")}</label><select id="new-status-kind" name="kind">{kind_options(&new_kind)}</select></div>
                    <div class="check"><input type="checkbox" id="new-status-roadmap" name="on_roadmap" value="true" checked=true/><label for="new-status-roadmap">{t!("admin-statuses-on-roadmap")}</label></div>
                    <button type="submit" name="action" value="create" class="button small">{t!("admin-statuses-create")}</button>
                </form>
            </section>
        </AdminLayout>
    }
}
