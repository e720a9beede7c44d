//! `/{org}/admin/roadmaps`: what each roadmap shows. The main roadmap (`/{org}/roadmap`) and
//! each named one: its columns (statuses numbered in the order they appear; a status left
//! empty is no column), its boards and tags (named roadmaps), how many days of completed posts
//! it shows, and whether it is hidden. Plain forms: they work without JavaScript.

use super::layout::{AdminLayout, Section, kept, refused};
use crate::api::get_admin_roadmaps;
use crate::model::{AdminFrame, AdminRoadmaps, Choice, RoadmapSettings};
use crate::t;
use leptos::prelude::*;
use leptos_router::hooks::use_params_map;

#[component]
pub fn AdminRoadmapsPage() -> impl IntoView {
    let org = use_params_map().read_untracked().get("org").unwrap_or_default();
    let roadmaps = Resource::new(
        {
            let org = org.clone();
            move || org.clone()
        },
        get_admin_roadmaps,
    );
    view! {
        <Suspense fallback=|| view! { <p class="loading" role="status">{t!("admin-loading")}</p> }>
            {Suspend::new(async move {
                match roadmaps.await {
                    Ok((frame, page)) => view! { <RoadmapsView frame page/> }.into_any(),
                    Err(error) => refused(&org, &format!("/{org}/admin/roadmaps"), error),
                }
            })}
        </Suspense>
    }
}

/// What a form refused a moment ago held: every value of `field` (checkbox lists repeat it),
/// or `None` when the last refusal was of another form.
fn kept_all(frame: &AdminFrame, form: &str, field: &str) -> Option<Vec<String>> {
    frame
        .flash
        .as_ref()
        .filter(|f| !f.ok && f.value("form").as_deref() == Some(form))
        .map(|f| f.values.iter().filter(|(k, _)| k == field).map(|(_, v)| v.clone()).collect())
}

/// Whether a checkbox is ticked: as the refused form had it, else `current`.
fn kept_flag(frame: &AdminFrame, form: &str, field: &str, current: bool) -> bool {
    kept_all(frame, form, field).map_or(current, |values| !values.is_empty())
}

/// The fields every roadmap's form has: its columns, how many days of completed posts, hidden.
fn common_fields(frame: &AdminFrame, page: &AdminRoadmaps, form: &str, roadmap: &RoadmapSettings) -> impl IntoView + use<> {
    let field = {
        let form = form.to_owned();
        move |name: &str| format!("{form}-{name}")
    };
    let columns = page
        .statuses
        .iter()
        .map(|status| {
            let name = format!("column_{}", status.value);
            let current = roadmap.columns.iter().position(|id| id.to_string() == status.value).map(|at| (at + 1).to_string()).unwrap_or_default();
            let value = kept(frame, form, &name, current);
            let id = field(&name);
            view! {
                <div class="field narrow column-number">
                    <label for=id.clone() dir="auto">{status.label.clone()}</label>
                    <input id=id name=name type="number" min="1" max="99" step="1" inputmode="numeric" value=value/>
                </div>
            }
        })
        .collect_view();
    let days_id = field("completed-days");
    let days_hint = field("completed-days-hint");
    let hidden_id = field("hidden");
    let days = kept(frame, form, "completed_days", roadmap.completed_days.map(|d| d.to_string()).unwrap_or_default());
    let hidden = kept_flag(frame, form, "hidden", roadmap.hidden);
    view! {
        <fieldset class="roadmap-columns">
            <legend>{t!("admin-roadmaps-columns")}</legend>
            <p class="hint">{t!("admin-roadmaps-columns-hint")}</p>
            <div class="admin-row-form">{columns}</div>
        </fieldset>
        <div class="field narrow">
            <label for=days_id.clone()>{t!("admin-roadmaps-completed-days")}</label>
            <input id=days_id name="completed_days" type="number" min="1" max="3650" step="1" inputmode="numeric" value=days aria-describedby=days_hint.clone()/>
        </div>
        <p class="hint" id=days_hint>{t!("admin-roadmaps-completed-days-hint")}</p>
        <div class="check"><input type="checkbox" id=hidden_id.clone() name="hidden" value="true" checked=hidden/><label for=hidden_id>{t!("admin-roadmaps-hidden")}</label></div>
    }
}

/// Checkboxes of `choices` named `name`, those in `chosen` ticked (as a refused form had them).
fn checkboxes(frame: &AdminFrame, form: &str, name: &'static str, legend: String, hint: String, choices: &[Choice], chosen: &[i64]) -> impl IntoView + use<> {
    let kept = kept_all(frame, form, name);
    let boxes = choices
        .iter()
        .map(|choice| {
            let id = format!("{form}-{name}-{}", choice.value);
            let checked = match &kept {
                Some(values) => values.contains(&choice.value),
                None => chosen.iter().any(|c| c.to_string() == choice.value),
            };
            view! { <div class="check"><input type="checkbox" id=id.clone() name=name value=choice.value.clone() checked=checked/><label for=id dir="auto">{choice.label.clone()}</label></div> }
        })
        .collect_view();
    view! {
        <fieldset class="roadmap-filter">
            <legend>{legend}</legend>
            <p class="hint">{hint}</p>
            {boxes}
        </fieldset>
    }
}

/// How a named roadmap orders its cards: by votes, or by what the Priorities view orders by.
fn sort_field(frame: &AdminFrame, form: &str, roadmap: &RoadmapSettings) -> impl IntoView + use<> {
    let id = format!("{form}-sort");
    let hint = format!("{form}-sort-hint");
    let current = kept(frame, form, "sort", roadmap.sort.clone());
    let choices = [
        ("votes", t!("admin-priorities-sort-votes")),
        ("revenue", t!("admin-priorities-sort-revenue")),
        ("companies", t!("admin-priorities-sort-companies")),
        ("rice", t!("admin-priorities-sort-rice")),
    ];
    view! {
        <div class="field">
            <label for=id.clone()>{t!("admin-roadmaps-sort")}</label>
            <select id=id name="sort" aria-describedby=hint.clone()>
                {choices.into_iter().map(|(value, label)| view! { <option value=value selected=current == value>{label}</option> }).collect_view()}
            </select>
        </div>
        <p class="hint" id=hint>{t!("admin-roadmaps-sort-hint")}</p>
    }
}

/// The fields of a named roadmap's form (`form`: which form, for what a refusal keeps).
fn named_fields(frame: &AdminFrame, page: &AdminRoadmaps, form: &str, roadmap: &RoadmapSettings) -> impl IntoView + use<> {
    let name_id = format!("{form}-name");
    let name = kept(frame, form, "name", roadmap.name.clone());
    view! {
        <div class="field"><label for=name_id.clone()>{t!("admin-roadmaps-name")}</label><input id=name_id name="name" required maxlength="60" value=name dir="auto"/></div>
        {common_fields(frame, page, form, roadmap)}
        {sort_field(frame, form, roadmap)}
        {(!page.boards.is_empty()).then(|| checkboxes(frame, form, "buckets", t!("admin-roadmaps-boards"), t!("admin-roadmaps-boards-hint"), &page.boards, &roadmap.bucket_ids))}
        {(!page.tags.is_empty()).then(|| checkboxes(frame, form, "tags", t!("admin-roadmaps-tags"), t!("admin-roadmaps-tags-hint"), &page.tags, &roadmap.tag_ids))}
    }
}

#[component]
fn RoadmapsView(frame: AdminFrame, page: AdminRoadmaps) -> impl IntoView {
    let org = frame.org.name.clone();
    let action = format!("/{org}/admin/roadmaps");
    let count = page.named.len();
    let main = page.main.clone();
    let items = page
        .named
        .iter()
        .enumerate()
        .map(|(at, roadmap)| {
            let id = roadmap.id;
            let form = format!("roadmap-{id}");
            let name = roadmap.name.clone();
            view! {
                <li class="admin-item">
                    <h3 class="admin-item-title">
                        <span dir="auto">{name.clone()}</span>" "
                        <a href=roadmap.path.clone() class="hint">{roadmap.path.clone()}</a>
                        {roadmap.hidden.then(|| view! { <span class="badge">{t!("admin-roadmaps-hidden-badge")}</span> })}
                    </h3>
                    <form method="post" action=action.clone() class="admin-stack-form">
                        <input type="hidden" name="form" value=form.clone()/>
                        <input type="hidden" name="id" value=id/>
                        {named_fields(&frame, &page, &form, roadmap)}
                        <button type="submit" name="action" value="update" class="button small" aria-label=t!("admin-roadmaps-save-named", name = &name)>{t!("admin-roadmaps-save")}</button>
                    </form>
                    <form method="post" action=action.clone() class="admin-row-actions">
                        <input type="hidden" name="id" value=id/>
                        <button type="submit" name="action" value="up" class="button-secondary" disabled=at == 0 aria-label=t!("admin-roadmaps-move-up-named", name = &name)>{t!("admin-statuses-move-up")}</button>
                        <button type="submit" name="action" value="down" class="button-secondary" disabled=at + 1 == count aria-label=t!("admin-roadmaps-move-down-named", name = &name)>{t!("admin-statuses-move-down")}</button>
                    </form>
                    <details class="admin-delete">
                        <summary>{t!("admin-roadmaps-delete-summary", name = &name)}</summary>
                        <form method="post" action=action.clone() class="admin-row-form">
                            <input type="hidden" name="id" value=id/>
                            <p class="hint">{t!("admin-roadmaps-delete-hint")}</p>
                            <button type="submit" name="action" value="delete" class="button small danger" aria-label=t!("admin-roadmaps-delete-named", name = &name)>{t!("admin-roadmaps-delete")}</button>
                        </form>
                    </details>
                </li>
            }
        })
        .collect_view();
    let new_roadmap = RoadmapSettings {
        id: 0,
        name: String::new(),
        path: String::new(),
        columns: page.main.columns.clone(),
        bucket_ids: Vec::new(),
        tag_ids: Vec::new(),
        completed_days: None,
        hidden: false,
        sort: "votes".to_owned(),
    };
    view! {
        <AdminLayout frame=frame.clone() section=Section::Roadmaps title=t!("admin-roadmaps-title") description=t!("admin-roadmaps-description")>
            <p class="lede">{t!("admin-roadmaps-lede")}</p>
            <section aria-labelledby="main-roadmap" class="admin-new">
                <h2 id="main-roadmap">{t!("admin-roadmaps-main")}" "<a href=main.path.clone() class="hint">{main.path.clone()}</a></h2>
                <form method="post" action=action.clone() class="admin-stack-form">
                    <input type="hidden" name="form" value="main"/>
                    {common_fields(&frame, &page, "main", &main)}
                    <button type="submit" name="action" value="main" class="button small">{t!("admin-roadmaps-save-main")}</button>
                </form>
            </section>
            <section aria-labelledby="named-roadmaps">
                <h2 id="named-roadmaps">{t!("admin-roadmaps-named")}</h2>
                <p class="hint">{t!("admin-roadmaps-named-hint")}</p>
                {if count == 0 {
                    view! { <p>{t!("admin-roadmaps-none")}</p> }.into_any()
                } else {
                    view! { <ol class="admin-list" aria-labelledby="named-roadmaps">{items}</ol> }.into_any()
                }}
            </section>
            <section aria-labelledby="new-roadmap" class="admin-new">
                <h2 id="new-roadmap">{t!("admin-roadmaps-new")}</h2>
                <form method="post" action=action class="admin-stack-form">
                    <input type="hidden" name="form" value="create"/>
                    {named_fields(&frame, &page, "create", &new_roadmap)}
                    <button type="submit" name="action" value="create" class="button small">{t!("admin-roadmaps-create")}</button>
                </form>
            </section>
        </AdminLayout>
    }
}
