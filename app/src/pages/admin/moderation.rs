//! `/{org}/admin/moderation`: what waits for approval, oldest first. Each item has its own
//! "Approve" and "Mark as spam" buttons; several can be chosen and decided at once. One form,
//! native controls only: it works with the keyboard alone and without JavaScript.

use super::layout::{AdminLayout, Section, refused, when};
use crate::api::get_admin_queue;
use crate::model::{AdminFrame, ModerationQueue};
use crate::t;
use leptos::prelude::*;
use leptos_router::hooks::{use_params_map, use_query_map};

#[component]
pub fn AdminModerationPage() -> impl IntoView {
    let org = use_params_map().read_untracked().get("org").unwrap_or_default();
    let page = use_query_map().read_untracked().get("page").and_then(|p| p.parse::<u64>().ok()).unwrap_or(1);
    let queue = Resource::new(
        {
            let org = org.clone();
            move || (org.clone(), page)
        },
        |(org, page)| get_admin_queue(org, page),
    );
    view! {
        <Suspense fallback=|| view! { <p class="loading" role="status">{t!("admin-loading")}</p> }>
            {Suspend::new(async move {
                match queue.await {
                    Ok((frame, queue)) => view! { <QueueView frame queue/> }.into_any(),
                    Err(error) => refused(&org, &format!("/{org}/admin/moderation"), error),
                }
            })}
        </Suspense>
    }
}

#[component]
fn QueueView(frame: AdminFrame, queue: ModerationQueue) -> impl IntoView {
    let org = frame.org.name.clone();
    let action = format!("/{org}/admin/moderation");
    // After "Mark as spam", the authors of what was marked can be blocked too.
    let offer = frame.flash.as_ref().filter(|f| f.ok).and_then(|f| Some((f.value("offer_block")?, f.value("offer_block_names")?)));
    let empty = queue.posts.is_empty() && queue.comments.is_empty();
    let ModerationQueue { posts, comments, page, has_more } = queue;
    let pager = (page > 1 || has_more).then(|| {
        let base = action.clone();
        view! {
            <nav class="pager" aria-label=t!("admin-moderation-pages")>
                {(page > 1).then(|| view! { <a href=format!("{base}?page={}", page - 1) rel="prev">{t!("admin-moderation-older-page")}</a> })}
                <span class="pager-page">{t!("admin-page", page = page)}</span>
                {has_more.then(|| view! { <a href=format!("{base}?page={}", page + 1) rel="next">{t!("admin-moderation-next-page")}</a> })}
            </nav>
        }
    });
    view! {
        <AdminLayout frame section=Section::Moderation title=t!("admin-moderation-title") description=t!("admin-moderation-description")>
            {offer.map(|(ids, names)| view! {
                <form method="post" action=action.clone() class="inline-form offer">
                    <input type="hidden" name="decide" value="block"/>
                    <input type="hidden" name="users" value=ids/>
                    <button type="submit" class="button small">{t!("admin-moderation-also-block", names = names)}</button>
                </form>
            })}
            {if empty {
                view! {
                    <div class="empty-state">
                        <h2>{t!("admin-moderation-empty")}</h2>
                        <p>{t!("admin-moderation-empty-hint")}</p>
                    </div>
                }.into_any()
            } else {
                view! {
                    <form method="post" action=action.clone() class="queue-form">
                        <section aria-labelledby="queue-posts">
                            <h2 id="queue-posts">{t!("admin-moderation-posts", count = posts.len())}</h2>
                            {if posts.is_empty() {
                                view! { <p class="hint">{t!("admin-moderation-no-posts")}</p> }.into_any()
                            } else {
                                view! {
                                    <div class="table-scroll">
                                    <table class="admin-table queue">
                                        <thead><tr>
                                            <th scope="col"><span class="visually-hidden">{t!("admin-moderation-choose")}</span></th>
                                            <th scope="col">{t!("admin-moderation-post")}</th>
                                            <th scope="col">{t!("admin-moderation-author")}</th>
                                            <th scope="col">{t!("admin-moderation-board")}</th>
                                            <th scope="col">{t!("admin-moderation-submitted")}</th>
                                            <th scope="col">{t!("admin-moderation-decision")}</th>
                                        </tr></thead>
                                        <tbody>
                                            {posts.into_iter().map(|p| {
                                                let value = format!("post:{}", p.id);
                                                view! {
                                                    <tr>
                                                        <td><input type="checkbox" name="items" value=value.clone() aria-label=t!("admin-moderation-choose-post", title = &p.title)/></td>
                                                        <th scope="row">
                                                            <a href=format!("/{org}/p/{}", p.slug)>{p.title.clone()}</a>
                                                            {(!p.preview.is_empty()).then(|| view! { <p class="hint">{p.preview.clone()}</p> })}
                                                        </th>
                                                        <td>{p.author_name}<br/><span class="hint">{p.author_email}</span>{p.author_blocked.then(|| view! { <span class="badge">{t!("admin-moderation-blocked")}</span> })}</td>
                                                        <td>{p.board}</td>
                                                        <td><time datetime=p.created_at.clone()>{when(&p.created_at)}</time></td>
                                                        <td class="decide">
                                                            <button type="submit" name="decide" value=format!("approve {value}") class="button small" aria-label=t!("admin-moderation-approve-post", title = &p.title)>{t!("admin-moderation-approve")}</button>
                                                            <button type="submit" name="decide" value=format!("spam {value}") class="button small danger" aria-label=t!("admin-moderation-spam-post", title = &p.title)>{t!("admin-moderation-spam")}</button>
                                                        </td>
                                                    </tr>
                                                }
                                            }).collect_view()}
                                        </tbody>
                                    </table>
                                    </div>
                                }.into_any()
                            }}
                        </section>
                        <section aria-labelledby="queue-comments">
                            <h2 id="queue-comments">{t!("admin-moderation-comments", count = comments.len())}</h2>
                            {if comments.is_empty() {
                                view! { <p class="hint">{t!("admin-moderation-no-comments")}</p> }.into_any()
                            } else {
                                view! {
                                    <div class="table-scroll">
                                    <table class="admin-table queue">
                                        <thead><tr>
                                            <th scope="col"><span class="visually-hidden">{t!("admin-moderation-choose")}</span></th>
                                            <th scope="col">{t!("admin-moderation-comment")}</th>
                                            <th scope="col">{t!("admin-moderation-author")}</th>
                                            <th scope="col">{t!("admin-moderation-on")}</th>
                                            <th scope="col">{t!("admin-moderation-written")}</th>
                                            <th scope="col">{t!("admin-moderation-decision")}</th>
                                        </tr></thead>
                                        <tbody>
                                            {comments.into_iter().map(|c| {
                                                let value = format!("comment:{}", c.id);
                                                view! {
                                                    <tr>
                                                        <td><input type="checkbox" name="items" value=value.clone() aria-label=t!("admin-moderation-choose-comment", author = &c.author_name)/></td>
                                                        <th scope="row" class="quote">{c.preview}</th>
                                                        <td>{c.author_name.clone()}<br/><span class="hint">{c.author_email}</span>{c.author_blocked.then(|| view! { <span class="badge">{t!("admin-moderation-blocked")}</span> })}</td>
                                                        <td><a href=format!("/{org}/p/{}", c.post_slug)>{c.post_title}</a></td>
                                                        <td><time datetime=c.created_at.clone()>{when(&c.created_at)}</time></td>
                                                        <td class="decide">
                                                            <button type="submit" name="decide" value=format!("approve {value}") class="button small" aria-label=t!("admin-moderation-approve-comment", author = &c.author_name)>{t!("admin-moderation-approve")}</button>
                                                            <button type="submit" name="decide" value=format!("spam {value}") class="button small danger" aria-label=t!("admin-moderation-spam-comment", author = &c.author_name)>{t!("admin-moderation-spam")}</button>
                                                        </td>
                                                    </tr>
                                                }
                                            }).collect_view()}
                                        </tbody>
                                    </table>
                                    </div>
                                }.into_any()
                            }}
                        </section>
                        <fieldset class="bulk">
                            <legend>{t!("admin-moderation-with-chosen")}</legend>
                            <button type="submit" name="decide" value="approve" class="button small">{t!("admin-moderation-approve-chosen")}</button>
                            <button type="submit" name="decide" value="spam" class="button small danger">{t!("admin-moderation-spam-chosen")}</button>
                            <span class="check">
                                <input type="checkbox" id="block-authors" name="block" value="true"/>
                                <label for="block-authors">{t!("admin-moderation-block-authors")}</label>
                            </span>
                        </fieldset>
                    </form>
                }.into_any()
            }}
            {pager}
        </AdminLayout>
    }
}
