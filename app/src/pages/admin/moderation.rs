//! `/{org}/admin/moderation`: what waits for approval, oldest first. Each item has its own
//! "Approve" and "Mark as spam" buttons; several can be chosen and decided at once. One form,
//! native controls only: it works with the keyboard alone and without JavaScript.

use super::layout::{AdminLayout, Section, refused, when};
use crate::api::get_admin_queue;
use crate::model::{AdminFrame, ModerationQueue};
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
        <Suspense fallback=|| view! { <p class="loading" role="status">"Loading…"</p> }>
            {move || {
                let org = org.clone();
                Suspend::new(async move {
                    match queue.await {
                        Ok((frame, queue)) => view! { <QueueView frame queue/> }.into_any(),
                        Err(error) => refused(&org, &format!("/{org}/admin/moderation"), error),
                    }
                })
            }}
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
            <nav class="pager" aria-label="Pages of the queue">
                {(page > 1).then(|| view! { <a href=format!("{base}?page={}", page - 1) rel="prev">"Older page"</a> })}
                <span class="pager-page">{format!("Page {page}")}</span>
                {has_more.then(|| view! { <a href=format!("{base}?page={}", page + 1) rel="next">"Next page"</a> })}
            </nav>
        }
    });
    view! {
        <AdminLayout frame section=Section::Moderation title="Moderation" description="Posts and comments waiting for approval, oldest first.">
            {offer.map(|(ids, names)| view! {
                <form method="post" action=action.clone() class="inline-form offer">
                    <input type="hidden" name="decide" value="block"/>
                    <input type="hidden" name="users" value=ids/>
                    <button type="submit" class="button small">{format!("Also block {names}")}</button>
                </form>
            })}
            {if empty {
                view! {
                    <div class="empty-state">
                        <h2>"Nothing waits"</h2>
                        <p>"New posts and comments that need approval appear here, oldest first."</p>
                    </div>
                }.into_any()
            } else {
                view! {
                    <form method="post" action=action.clone() class="queue-form">
                        <section aria-labelledby="queue-posts">
                            <h2 id="queue-posts">{format!("Posts ({})", posts.len())}</h2>
                            {if posts.is_empty() {
                                view! { <p class="hint">"No posts wait."</p> }.into_any()
                            } else {
                                view! {
                                    <div class="table-scroll">
                                    <table class="admin-table queue">
                                        <thead><tr>
                                            <th scope="col"><span class="visually-hidden">"Choose"</span></th>
                                            <th scope="col">"Post"</th>
                                            <th scope="col">"Author"</th>
                                            <th scope="col">"Board"</th>
                                            <th scope="col">"Submitted"</th>
                                            <th scope="col">"Decision"</th>
                                        </tr></thead>
                                        <tbody>
                                            {posts.into_iter().map(|p| {
                                                let value = format!("post:{}", p.id);
                                                view! {
                                                    <tr>
                                                        <td><input type="checkbox" name="items" value=value.clone() aria-label=format!("Choose “{}”", p.title)/></td>
                                                        <th scope="row">
                                                            <a href=format!("/{org}/p/{}", p.slug)>{p.title.clone()}</a>
                                                            {(!p.preview.is_empty()).then(|| view! { <p class="hint">{p.preview.clone()}</p> })}
                                                        </th>
                                                        <td>{p.author_name}<br/><span class="hint">{p.author_email}</span>{p.author_blocked.then(|| view! { <span class="badge">"Blocked"</span> })}</td>
                                                        <td>{p.board}</td>
                                                        <td><time datetime=p.created_at.clone()>{when(&p.created_at)}</time></td>
                                                        <td class="decide">
                                                            <button type="submit" name="decide" value=format!("approve {value}") class="button small" aria-label=format!("Approve “{}”", p.title)>"Approve"</button>
                                                            <button type="submit" name="decide" value=format!("spam {value}") class="button small danger" aria-label=format!("Mark “{}” as spam", p.title)>"Spam"</button>
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
                            <h2 id="queue-comments">{format!("Comments ({})", comments.len())}</h2>
                            {if comments.is_empty() {
                                view! { <p class="hint">"No comments wait."</p> }.into_any()
                            } else {
                                view! {
                                    <div class="table-scroll">
                                    <table class="admin-table queue">
                                        <thead><tr>
                                            <th scope="col"><span class="visually-hidden">"Choose"</span></th>
                                            <th scope="col">"Comment"</th>
                                            <th scope="col">"Author"</th>
                                            <th scope="col">"On"</th>
                                            <th scope="col">"Written"</th>
                                            <th scope="col">"Decision"</th>
                                        </tr></thead>
                                        <tbody>
                                            {comments.into_iter().map(|c| {
                                                let value = format!("comment:{}", c.id);
                                                view! {
                                                    <tr>
                                                        <td><input type="checkbox" name="items" value=value.clone() aria-label=format!("Choose the comment by {}", c.author_name)/></td>
                                                        <th scope="row" class="quote">{c.preview}</th>
                                                        <td>{c.author_name.clone()}<br/><span class="hint">{c.author_email}</span>{c.author_blocked.then(|| view! { <span class="badge">"Blocked"</span> })}</td>
                                                        <td><a href=format!("/{org}/p/{}", c.post_slug)>{c.post_title}</a></td>
                                                        <td><time datetime=c.created_at.clone()>{when(&c.created_at)}</time></td>
                                                        <td class="decide">
                                                            <button type="submit" name="decide" value=format!("approve {value}") class="button small" aria-label=format!("Approve comment by {}", c.author_name)>"Approve"</button>
                                                            <button type="submit" name="decide" value=format!("spam {value}") class="button small danger" aria-label=format!("Mark comment by {} as spam", c.author_name)>"Spam"</button>
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
                            <legend>"With the chosen items"</legend>
                            <button type="submit" name="decide" value="approve" class="button small">"Approve chosen"</button>
                            <button type="submit" name="decide" value="spam" class="button small danger">"Mark chosen as spam"</button>
                            <span class="check">
                                <input type="checkbox" id="block-authors" name="block" value="true"/>
                                <label for="block-authors">"Also block their authors"</label>
                            </span>
                        </fieldset>
                    </form>
                }.into_any()
            }}
            {pager}
        </AdminLayout>
    }
}
