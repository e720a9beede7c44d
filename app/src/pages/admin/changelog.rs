//! `/{org}/admin/changelog` (the team): write an entry in Markdown, choose the posts it ships
//! (from the roadmap, or by address or number), save it as a draft or publish it (optionally
//! moving its posts to Completed; their followers are told), take it back to draft, delete it.

use super::layout::{AdminLayout, Section, kept, refused, when};
use crate::api::get_admin_changelog;
use crate::model::{AdminChangelog, AdminFrame, ChangelogCandidate, ChangelogDraft};
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
        <Suspense fallback=|| view! { <p class="loading" role="status">"Loading…"</p> }>
            {move || {
                let org = org.clone();
                Suspend::new(async move {
                    match loaded.await {
                        Ok((frame, changelog)) => view! { <ChangelogAdmin frame changelog/> }.into_any(),
                        Err(error) => refused(&org, &format!("/{org}/admin/changelog"), error),
                    }
                })
            }}
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
        <AdminLayout frame section=Section::Changelog title="Changelog" description="Tell readers what shipped: entries in Markdown, each naming the posts it shipped.">
            <p class="lede">
                "Published entries appear on "<a href=format!("/{org}/changelog")>"the changelog"</a>" and in "
                <a href=format!("/{org}/changelog.atom")>"its Atom feed"</a>
                "; the posts they name say “Shipped in …”. When an entry is first published, whoever follows its posts gets one e-mail."
            </p>
            <section aria-labelledby="new-entry" class="admin-new">
                <h2 id="new-entry">"New entry"</h2>
                <form method="post" action=action.clone()>
                    <input type="hidden" name="form" value="create"/>
                    <Fields prefix="new-entry".to_owned() title=new_title body=new_body other=new_other picked=new_chosen candidates=candidates.clone() extra=Vec::new()/>
                    <Complete id="new-entry-complete".to_owned()/>
                    <div class="actions">
                        <button type="submit" name="action" value="save" class="button secondary">"Save draft"</button>
                        <button type="submit" name="action" value="publish" class="button">"Publish"</button>
                    </div>
                </form>
            </section>
            <h2>"Entries"</h2>
            {if empty { view! { <p class="hint">"No entries yet."</p> }.into_any() } else { view! { <ol class="admin-list" aria-label="Changelog entries">{items}</ol> }.into_any() }}
            {(page > 1 || has_more).then(|| view! {
                <nav class="pager" aria-label="Pages of entries">
                    {(page > 1).then(|| view! { <a href=format!("/{org}/admin/changelog?page={}", page - 1) rel="prev">"Newer"</a> })}
                    {has_more.then(|| view! { <a href=format!("/{org}/admin/changelog?page={}", page + 1) rel="next">"Older"</a> })}
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
        (true, Some(at)) => format!("Published {}", when(at)),
        (false, Some(at)) => format!("Draft again (first published {})", when(at)),
        _ => "Draft".to_owned(),
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
                <dt>"State"</dt><dd>{state}</dd>
                <dt>"Last changed"</dt><dd>{when(&entry.updated_at)}</dd>
            </dl>
            {entry.published.then(|| view! { <p><a href=format!("/{org}/changelog/{id}")>"View “"{entry.title.clone()}"” on the changelog"</a></p> })}
            // The editor folds away, so that a page of entries stays short; its fields go with
            // every button of the form, open or not. A refused change comes back open.
            <form method="post" action=action>
                <input type="hidden" name="form" value=format!("edit-{id}")/>
                <input type="hidden" name="id" value=id/>
                <details class="admin-edit" open=refused>
                    <summary>{format!("Edit “{name}”")}</summary>
                    <Fields prefix=prefix.clone() title body other picked candidates extra/>
                    <button type="submit" name="action" value="save" class="button secondary" aria-label=format!("Save “{name}”")>"Save"</button>
                </details>
                {(!entry.published).then(|| view! { <Complete id=format!("{prefix}-complete")/> })}
                <div class="actions">
                    {if entry.published {
                        view! { <button type="submit" name="action" value="unpublish" class="button secondary" aria-label=format!("Take “{name}” back to draft")>"Back to draft"</button> }.into_any()
                    } else {
                        view! { <button type="submit" name="action" value="publish" class="button" aria-label=format!("Publish “{name}”")>"Publish"</button> }.into_any()
                    }}
                    <button type="submit" name="action" value="delete" class="button danger" aria-label=format!("Delete “{name}”")>"Delete"</button>
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
            <label for=id>"When publishing, move its posts to Completed"</label>
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
            let label = if c.status.is_empty() { c.title } else { format!("{} ({})", c.title, c.status) };
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
            <label for=field("title")>"Title"</label>
            <input id=field("title") name="title" type="text" required maxlength="200" value=title/>
        </div>
        <div class="field">
            <label for=field("body")>"Text"</label>
            <textarea id=field("body") name="body" rows="8" maxlength="100000" aria-describedby=field("body-hint")>{crate::components::textarea_text(&body)}</textarea>
            <p class="hint" id=field("body-hint")>"Markdown: **bold**, _italic_, [links](https://…), lists, headings."</p>
        </div>
        <fieldset class="field">
            <legend>"Posts it ships"</legend>
            <ul class="checks">{choices}</ul>
            <label for=field("other")>"Other posts: their addresses or numbers, one per line"</label>
            <textarea id=field("other") name="other_posts" rows="2">{crate::components::textarea_text(&other)}</textarea>
        </fieldset>
    }
}
