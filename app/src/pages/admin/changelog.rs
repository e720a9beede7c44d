//! `/{org}/admin/changelog` (the team): write an entry in Markdown, choose the posts it ships
//! (from the roadmap, or by address or number), save it as a draft or publish it (optionally
//! moving its posts to Completed; their followers are told), take it back to draft, delete it.

use super::layout::{AdminLayout, Section, kept, refused, when};
use crate::api::get_admin_changelog;
use crate::model::{AdminChangelog, AdminFrame, ChangelogCandidate, ChangelogDraft};
use crate::t;
use leptos::prelude::*;
use leptos_router::hooks::{use_params_map, use_query_map};

#[component]
pub fn AdminChangelogPage() -> impl IntoView {
    let org = use_params_map().read_untracked().get("org").unwrap_or_default();
    let query = use_query_map();
    let loaded = Resource::new(
        {
            let org = org.clone();
            move || (org.clone(), query.read().get("page").and_then(|p| p.parse::<u64>().ok()).unwrap_or(1))
        },
        |(org, page)| get_admin_changelog(org, page),
    );
    view! {
        <Suspense fallback=|| view! { <p class="loading" role="status">{t!("admin-loading")}</p> }>
            {Suspend::new(async move {
                match loaded.await {
                    Ok((frame, changelog)) => view! { <ChangelogAdmin frame changelog/> }.into_any(),
                    Err(error) => refused(&org, &format!("/{org}/admin/changelog"), error),
                }
            })}
        </Suspense>
    }
}

#[component]
fn ChangelogAdmin(frame: AdminFrame, changelog: AdminChangelog) -> impl IntoView {
    let org = frame.org.name.clone();
    let action = format!("/{org}/admin/changelog");
    let AdminChangelog { entries, page, has_more, candidates } = changelog;
    let new_title = kept(&frame, "create", "title", "");
    let new_body = kept(&frame, "create", "body", "");
    let new_other = kept(&frame, "create", "other_posts", "");
    let new_chosen = chosen(&frame, "create", &[]);
    let empty = entries.is_empty();
    let items = entries
        .into_iter()
        .map(|entry| {
            let form = format!("edit-{}", entry.id);
            let title = kept(&frame, &form, "title", entry.title.clone());
            let body = kept(&frame, &form, "body", entry.body.clone());
            let other = kept(&frame, &form, "other_posts", "");
            let linked: Vec<i64> = entry.posts.iter().map(|(id, _)| *id).collect();
            let picked = chosen(&frame, &form, &linked);
            let refused = frame.flash.as_ref().is_some_and(|f| !f.ok && f.value("form").as_deref() == Some(form.as_str()));
            view! { <EntryForm entry title body other picked candidates=candidates.clone() action=action.clone() org=org.clone() refused/> }
        })
        .collect_view();
    view! {
        <AdminLayout frame section=Section::Changelog title=t!("admin-changelog-title") description=t!("admin-changelog-description")>
            <p class="lede">
                {t!("admin-changelog-lede-start")}" "<a href=format!("/{org}/changelog")>{t!("admin-changelog-lede-changelog")}</a>" "{t!("admin-changelog-lede-and")}" "
                <a href=format!("/{org}/changelog.atom")>{t!("admin-changelog-lede-feed")}</a>
                {t!("admin-changelog-lede-end")}
            </p>
            <section aria-labelledby="new-entry" class="admin-new">
                <h2 id="new-entry">{t!("admin-changelog-new")}</h2>
                <form method="post" action=action.clone()>
                    <input type="hidden" name="form" value="create"/>
                    <Fields prefix="new-entry".to_owned() title=new_title body=new_body other=new_other picked=new_chosen candidates=candidates.clone() extra=Vec::new()/>
                    <Complete id="new-entry-complete".to_owned()/>
                    <div class="actions">
                        <button type="submit" name="action" value="save" class="button secondary">{t!("admin-changelog-save-draft")}</button>
                        <button type="submit" name="action" value="publish" class="button">{t!("admin-changelog-publish")}</button>
                    </div>
                </form>
            </section>
            <h2>{t!("admin-changelog-entries")}</h2>
            {if empty { view! { <p class="hint">{t!("admin-changelog-empty")}</p> }.into_any() } else { view! { <ol class="admin-list" aria-label=t!("admin-changelog-list")>{items}</ol> }.into_any() }}
            {(page > 1 || has_more).then(|| view! {
                <nav class="pager" aria-label=t!("admin-changelog-pages")>
                    {(page > 1).then(|| view! { <a href=format!("/{org}/admin/changelog?page={}", page - 1) rel="prev">{t!("admin-changelog-newer")}</a> })}
                    {has_more.then(|| view! { <a href=format!("/{org}/admin/changelog?page={}", page + 1) rel="next">{t!("admin-changelog-older")}</a> })}
                </nav>
            })}
        </AdminLayout>
    }
}

/// The posts a form had chosen when it was refused, or `current`.
fn chosen(frame: &AdminFrame, form: &str, current: &[i64]) -> Vec<i64> {
    frame
        .flash
        .as_ref()
        .filter(|f| !f.ok && f.value("form").as_deref() == Some(form))
        .map(|f| f.values.iter().filter(|(k, _)| k == "post_ids").filter_map(|(_, v)| v.parse().ok()).collect())
        .unwrap_or_else(|| current.to_vec())
}

#[component]
fn EntryForm(
    entry: ChangelogDraft,
    title: String,
    body: String,
    other: String,
    picked: Vec<i64>,
    candidates: Vec<ChangelogCandidate>,
    action: String,
    org: String,
    refused: bool,
) -> impl IntoView {
    let id = entry.id;
    let prefix = format!("entry-{id}");
    let heading = format!("{prefix}-heading");
    let state = match (&entry.published, &entry.published_at) {
        (true, Some(at)) => t!("admin-changelog-state-published", at = when(at)),
        (false, Some(at)) => t!("admin-changelog-state-draft-again", at = when(at)),
        _ => t!("admin-changelog-state-draft"),
    };
    // The posts it names come first, in their order (saving keeps it), then the roadmap's others.
    let extra: Vec<ChangelogCandidate> = entry
        .posts
        .iter()
        .map(|(pid, t)| ChangelogCandidate {
            id: *pid,
            title: t.clone(),
            status: candidates.iter().find(|c| c.id == *pid).map(|c| c.status.clone()).unwrap_or_default(),
        })
        .collect();
    let candidates: Vec<ChangelogCandidate> = candidates.into_iter().filter(|c| !entry.posts.iter().any(|(pid, _)| *pid == c.id)).collect();
    let name = entry.title.clone();
    view! {
        <li class="admin-item">
            <h3 class="admin-item-title" id=heading>{entry.title.clone()}</h3>
            <dl class="facts">
                <dt>{t!("admin-changelog-state")}</dt><dd>{state}</dd>
                <dt>{t!("admin-changelog-last-changed")}</dt><dd>{when(&entry.updated_at)}</dd>
            </dl>
            {entry.published.then(|| view! { <p><a href=format!("/{org}/changelog/{id}")>{t!("admin-changelog-view", title = &entry.title)}</a></p> })}
            // The editor folds away, so that a page of entries stays short; its fields go with
            // every button of the form, open or not. A refused change comes back open.
            <form method="post" action=action>
                <input type="hidden" name="form" value=format!("edit-{id}")/>
                <input type="hidden" name="id" value=id/>
                <details class="admin-edit" open=refused>
                    <summary>{t!("admin-changelog-edit-named", title = &name)}</summary>
                    <Fields prefix=prefix.clone() title body other picked candidates extra/>
                    <button type="submit" name="action" value="save" class="button secondary" aria-label=t!("admin-changelog-save-named", title = &name)>{t!("admin-changelog-save")}</button>
                </details>
                {(!entry.published).then(|| view! { <Complete id=format!("{prefix}-complete")/> })}
                <div class="actions">
                    {if entry.published {
                        view! { <button type="submit" name="action" value="unpublish" class="button secondary" aria-label=t!("admin-changelog-unpublish-named", title = &name)>{t!("admin-changelog-unpublish")}</button> }.into_any()
                    } else {
                        view! { <button type="submit" name="action" value="publish" class="button" aria-label=t!("admin-changelog-publish-named", title = &name)>{t!("admin-changelog-publish")}</button> }.into_any()
                    }}
                    <button type="submit" name="action" value="delete" class="button danger" aria-label=t!("admin-changelog-delete-named", title = &name)>{t!("admin-changelog-delete")}</button>
                </div>
            </form>
        </li>
    }
}

/// "When publishing, move its posts to Completed" (on unless unticked).
#[component]
fn Complete(id: String) -> impl IntoView {
    view! {
        <div class="check">
            <input type="checkbox" id=id.clone() name="complete" value="true" checked=true/>
            <label for=id>{t!("admin-changelog-complete")}</label>
        </div>
    }
}

/// Title, Markdown body and the posts (those it names, then the roadmap's others to tick, then
/// any others by address or number).
#[component]
fn Fields(
    prefix: String,
    title: String,
    body: String,
    other: String,
    picked: Vec<i64>,
    candidates: Vec<ChangelogCandidate>,
    extra: Vec<ChangelogCandidate>,
) -> impl IntoView {
    let field = |name: &str| format!("{prefix}-{name}");
    let choices = extra
        .into_iter()
        .chain(candidates)
        .map(|c| {
            let id = field(&format!("post-{}", c.id));
            let checked = picked.contains(&c.id);
            let label = if c.status.is_empty() { c.title } else { t!("admin-changelog-post-status", title = &c.title, status = &c.status) };
            view! {
                <li class="check">
                    <input type="checkbox" id=id.clone() name="post_ids" value=c.id checked=checked/>
                    <label for=id>{label}</label>
                </li>
            }
        })
        .collect_view();
    view! {
        <div class="field">
            <label for=field("title")>{t!("admin-changelog-field-title")}</label>
            <input id=field("title") name="title" type="text" required maxlength="200" value=title/>
        </div>
        <div class="field">
            <label for=field("body")>{t!("admin-changelog-field-text")}</label>
            <textarea id=field("body") name="body" rows="8" maxlength="100000" aria-describedby=field("body-hint")>{crate::components::textarea_text(&body)}</textarea>
            <p class="hint" id=field("body-hint")>{t!("admin-changelog-markdown-hint")}</p>
        </div>
        <fieldset class="field">
            <legend>{t!("admin-changelog-posts")}</legend>
            <ul class="checks">{choices}</ul>
            <label for=field("other")>{t!("admin-changelog-other-posts")}</label>
            <textarea id=field("other") name="other_posts" rows="2">{crate::components::textarea_text(&other)}</textarea>
        </fieldset>
    }
}
