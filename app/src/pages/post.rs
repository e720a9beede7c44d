//! A post's page (`/{org}/p/{slug}`): the post, its vote button, its thread and the comment
//! form, and for the team its status, approval, tags, merge and internal notes; read by
//! `domain::views::post_page`.

use crate::api::{EditComment, ModeratePost, PinComment, Vote, get_post};
use crate::components::{ImagePicker, PageMeta, SiteHeader, StatusBadge, form_error, reload_on_success, use_live_counts};
use crate::model::{AppError, CommentItem, MergeCandidate, MergedPost, PostDetail, PostLookup, PostPage, VoteKind};
use crate::pages::{ErrorPage, NotFound};
use leptos::prelude::*;
use leptos_router::components::Redirect;
use leptos_router::hooks::{use_params_map, use_query_map};

/// `/{org}/p/{slug}`: a post with its votes and its thread. Old slugs redirect.
#[component]
pub fn PostPageRoute() -> impl IntoView {
    let params = use_params_map();
    let key = move || {
        let params = params.read();
        (params.get("org").unwrap_or_default(), params.get("slug").unwrap_or_default())
    };
    let query = use_query_map().read_untracked();
    // What the team looks for to merge this post into (`?merge_search=`).
    let merge_search = query.get("merge_search").filter(|q| !q.trim().is_empty());
    let page = Resource::new(key, move |(org, slug)| get_post(org, slug, merge_search.clone()));
    // Why the last comment form post was refused, if it was (see `POST /{org}/comment`).
    let comment_error = query.get("comment_error");
    let merge_error = query.get("merge_error");
    let tag_error = query.get("tag_error");
    let team_error = query.get("team_error");
    let searched = query.get("merge_search").unwrap_or_default();
    view! {
        <Transition fallback=|| view! { <p class="loading" role="status">"Loading the post…"</p> }>
            {move || {
                let comment_error = comment_error.clone();
                let merge_error = merge_error.clone();
                let tag_error = tag_error.clone();
                let team_error = team_error.clone();
                let searched = searched.clone();
                Suspend::new(async move {
                match page.await {
                    Ok(PostLookup::Found(found)) => {
                        view! { <PostView page=*found comment_error=comment_error.clone() merge_error tag_error team_error searched/> }.into_any()
                    }
                    Ok(PostLookup::MovedTo(slug)) => {
                        let org = key().0;
                        view! { <Redirect path=format!("/{org}/p/{slug}")/> }.into_any()
                    }
                    Err(AppError::NotFound(message)) => view! { <NotFound message/> }.into_any(),
                    Err(error) => view! { <ErrorPage title="The post could not be loaded" message=error.to_string()/> }.into_any(),
                }
            })}}
        </Transition>
    }
}

#[component]
fn PostView(
    page: PostPage,
    comment_error: Option<String>,
    merge_error: Option<String>,
    tag_error: Option<String>,
    team_error: Option<String>,
    searched: String,
) -> impl IntoView {
    let PostPage { org, post, comments, viewer, my_vote, statuses, merged, merge_candidates, tags, all_tags, team, owner_id, following, shipped_in } = page;
    let signed_in = viewer.is_some();
    let is_team = viewer.as_ref().is_some_and(|v| v.is_team);
    let here = format!("/{}/p/{}", org.name, post.slug);
    let sign_in_href = format!("/{}/signin?redirect={here}", org.name);
    let title = post.title.clone();
    let description = post.description_html.clone().unwrap_or_default();
    let preview =
        if post.preview.is_empty() { format!("{} — an idea on the {} feedback board.", post.title, org.display_name) } else { post.preview.clone() };

    view! {
        <PageMeta title=format!("{} · {}", post.title, org.display_name) description=preview path=here.clone() card=true image=post.image.clone()/>
        <SiteHeader org_name=org.name.clone() display_name=org.display_name.clone() viewer=viewer.clone()/>
        <main id="main" class="page">
            <p class="breadcrumb"><a href=format!("/{}", org.name)>"← All posts"</a></p>
            <article class="post-detail" aria-labelledby="post-title">
                <VoteControls
                    org=org.name.clone()
                    post_id=post.id
                    title=title.clone()
                    votes=post.votes_count
                    downvotes=post.downvotes_count
                    mine=my_vote
                    signed_in
                    sign_in_href=sign_in_href.clone()
                />
                <div class="post-main">
                    <h1 id="post-title">{post.title.clone()}</h1>
                    <p class="post-meta">
                        <crate::components::status_badge::StatusColors colors=vec![post.status.color.clone()]/>
                        <StatusBadge status=post.status.clone()/>
                        <span>{format!("in {}", post.bucket_name)}</span>
                        <span>{format!("by {}", post.submitter_name)}</span>
                        <time datetime=post.created_at.clone()>{post.created_at.get(..10).unwrap_or_default().to_owned()}</time>
                        {(!post.approved).then(|| view! { <span class="pending-note">"Awaiting approval"</span> })}
                    </p>
                    {(!tags.is_empty()).then(|| view! {
                        <ul class="post-tags" aria-label="Tags">
                            {tags.iter().map(|t| view! { <li><a class="tag" href=format!("/{}?tag={}", org.name, crate::model::encode_query_value(t))>{t.clone()}</a></li> }).collect_view()}
                        </ul>
                    })}
                    {shipped_in.map(|shipped| view! {
                        <p class="shipped-in">
                            "Shipped in "
                            <a href=format!("/{}/changelog/{}", org.name, shipped.entry_id)>{shipped.title}</a>
                            {format!(" ({})", shipped.date)}
                        </p>
                    })}
                    {(!description.is_empty()).then(|| view! { <div class="prose" inner_html=description.clone()></div> })}
                    {following.map(|following| view! { <Subscription org=org.name.clone() post_id=post.id following/> })}
                </div>
            </article>
            {(!merged.is_empty()).then(|| view! { <MergedNotice org=org.name.clone() merged is_team/> })}
            {is_team.then(|| view! { <Moderation org=org.name.clone() post=post.clone() statuses/> })}
            {is_team.then(|| view! { <PostTeamPanel org=org.name.clone() post_id=post.id team owner_id error=team_error/> })}
            {is_team.then(|| view! { <TagsPanel org=org.name.clone() post_id=post.id tags=tags.clone() all_tags error=tag_error/> })}
            {is_team.then(|| view! { <MergeInto org=org.name.clone() post_id=post.id here=here.clone() searched candidates=merge_candidates error=merge_error/> })}
            <section class="comments" aria-labelledby="comments-heading">
                <h2 id="comments-heading">{match post.comments_count { 1 => "1 comment".to_owned(), n => format!("{n} comments") }}</h2>
                {if signed_in {
                    view! { <CommentForm org=org.name.clone() post_id=post.id parent=None is_team error=comment_error/> }.into_any()
                } else {
                    view! { <p class="sign-in-hint"><a href=sign_in_href.clone()>"Sign in"</a>" to comment and vote."</p> }.into_any()
                }}
                <CommentThread org=org.name.clone() post_id=post.id comments parent=None signed_in is_team/>
            </section>
        </main>
    }
}

/// Whether the reader gets this post's e-mails (status changes, new comments), with the
/// button that changes it; a plain form, so it works before (and without) hydration.
#[component]
fn Subscription(org: String, post_id: i64, following: bool) -> impl IntoView {
    let (said, button, action) = if following {
        ("You get an e-mail when its status changes or someone comments.", "Unsubscribe", "unsubscribe")
    } else {
        ("You get no e-mails about this post.", "Subscribe", "subscribe")
    };
    view! {
        <form method="post" action=format!("/{org}/subscription") class="subscription" id="subscription">
            <input type="hidden" name="post_id" value=post_id/>
            <p class="hint">{said}</p>
            <button type="submit" name="action" value=action class="button small">{button}</button>
        </form>
    }
}

/// The team's owner of this post, and a vote cast for a customer (by e-mail).
#[component]
fn PostTeamPanel(org: String, post_id: i64, team: Vec<(i64, String)>, owner_id: Option<i64>, error: Option<String>) -> impl IntoView {
    let action = format!("/{org}/admin/post-team");
    view! {
        <section class="moderation" id="team" aria-labelledby="team-heading">
            <h2 id="team-heading">"Owner and votes"</h2>
            {error.map(|message| view! { <p class="form-error" role="alert">{message}</p> })}
            <form method="post" action=action.clone() class="moderation-form">
                <input type="hidden" name="post_id" value=post_id/>
                <div class="field">
                    <label for="post-owner">"Owner"</label>
                    <select id="post-owner" name="owner">
                        <option value="" selected=owner_id.is_none()>"Nobody"</option>
                        {team.into_iter().map(|(id, name)| view! { <option value=id selected=owner_id == Some(id)>{name}</option> }).collect_view()}
                    </select>
                </div>
                <button type="submit" name="action" value="owner" class="button small">"Save owner"</button>
            </form>
            <form method="post" action=action class="moderation-form">
                <input type="hidden" name="post_id" value=post_id/>
                <div class="field">
                    <label for="vote-for-email">"Vote for a customer (e-mail)"</label>
                    <input id="vote-for-email" name="email" type="email" required autocomplete="off"/>
                </div>
                <div class="field">
                    <label for="vote-for-name">"Their name, if new"</label>
                    <input id="vote-for-name" name="name" maxlength="120" autocomplete="off"/>
                </div>
                <button type="submit" name="action" value="vote" class="button small">"Add their vote"</button>
            </form>
        </section>
    }
}

/// The team's tags of this post: remove one, or add one (an existing tag, or a new name).
#[component]
fn TagsPanel(org: String, post_id: i64, tags: Vec<String>, all_tags: Vec<String>, error: Option<String>) -> impl IntoView {
    let action = format!("/{org}/admin/post-tags");
    view! {
        <section class="moderation" id="tags" aria-labelledby="tags-heading">
            <h2 id="tags-heading">"Tags"</h2>
            {error.map(|message| view! { <p class="form-error" role="alert">{message}</p> })}
            {if tags.is_empty() {
                view! { <p class="hint">"No tags yet."</p> }.into_any()
            } else {
                view! {
                    <ul class="post-tags">
                        {tags.into_iter().map(|t| view! {
                            <li>
                                <form method="post" action=action.clone() class="inline-form">
                                    <input type="hidden" name="post_id" value=post_id/>
                                    <input type="hidden" name="name" value=t.clone()/>
                                    <span class="tag">{t.clone()}" "
                                        <button type="submit" name="action" value="remove" class="tag-remove" aria-label=format!("Remove tag {t}")>"×"</button>
                                    </span>
                                </form>
                            </li>
                        }).collect_view()}
                    </ul>
                }.into_any()
            }}
            <form method="post" action=action class="moderation-form">
                <input type="hidden" name="post_id" value=post_id/>
                <div class="field">
                    <label for="add-tag">"Add a tag"</label>
                    <input id="add-tag" name="name" list="known-tags" maxlength="40" required autocomplete="off"/>
                    <datalist id="known-tags">{all_tags.into_iter().map(|t| view! { <option value=t/> }).collect_view()}</datalist>
                </div>
                <button type="submit" name="action" value="add" class="button small">"Add tag"</button>
            </form>
        </section>
    }
}

/// What was merged into this post; the team may undo each merge.
#[component]
fn MergedNotice(org: String, merged: Vec<MergedPost>, is_team: bool) -> impl IntoView {
    let action = format!("/{org}/admin/unmerge");
    view! {
        <aside class="merged-notice" id="merged" aria-labelledby="merged-heading">
            <h2 id="merged-heading">"Merged into this post"</h2>
            <ul>
                {merged.into_iter().map(|m| {
                    let what = format!("“{}”: {} votes and {} comments, on {}", m.title, m.votes, m.comments, m.merged_at.get(..10).unwrap_or_default());
                    view! {
                        <li>
                            {what}
                            {is_team.then(|| view! {
                                <form method="post" action=action.clone() class="inline-form">
                                    <input type="hidden" name="duplicate_id" value=m.id/>
                                    " "<button type="submit" class="button-link" aria-label=format!("Unmerge “{}”", m.title)>"Unmerge"</button>
                                </form>
                            })}
                        </li>
                    }
                }).collect_view()}
            </ul>
        </aside>
    }
}

/// The team's "Merge into…": find the other post by its title (a search, which works without
/// JavaScript), then merge this one into it.
#[component]
fn MergeInto(org: String, post_id: i64, here: String, searched: String, candidates: Option<Vec<MergeCandidate>>, error: Option<String>) -> impl IntoView {
    let action = format!("/{org}/admin/merge");
    view! {
        <section class="moderation" id="merge" aria-labelledby="merge-heading">
            <h2 id="merge-heading">"Merge into…"</h2>
            <p class="hint">"Is this a duplicate? Its votes (one per person) and comments move to the other post, and its address leads there. It can be undone."</p>
            {error.map(|message| view! { <p class="form-error" role="alert">{message}</p> })}
            <form method="get" action=format!("{here}#merge") class="search-form" role="search" aria-label="Find the post to merge into">
                <label for="merge-search" class="visually-hidden">"Title of the post to merge into"</label>
                <input id="merge-search" type="search" name="merge_search" value=searched placeholder="Title of the other post"/>
                <button type="submit" class="button small">"Find"</button>
            </form>
            {candidates.map(|found| if found.is_empty() {
                view! { <p class="hint" role="status">"No other post matches."</p> }.into_any()
            } else {
                view! {
                    <ul class="merge-candidates">
                        {found.into_iter().map(|c| view! {
                            <li>
                                <a href=format!("/{org}/p/{}", c.slug)>{c.title.clone()}</a>
                                <span class="hint">{format!(" · {} votes", c.votes_count)}</span>
                                <form method="post" action=action.clone() class="inline-form">
                                    <input type="hidden" name="duplicate_id" value=post_id/>
                                    <input type="hidden" name="into_id" value=c.id/>
                                    " "<button type="submit" class="button small" aria-label=format!("Merge into “{}”", c.title)>"Merge into"</button>
                                </form>
                            </li>
                        }).collect_view()}
                    </ul>
                }.into_any()
            })}
        </section>
    }
}

/// Up and down vote buttons. They are forms, so they work before hydration too; as an island
/// they answer in place and follow the live stream.
#[island]
fn VoteControls(
    org: String,
    post_id: i64,
    title: String,
    votes: i32,
    downvotes: i32,
    mine: Option<VoteKind>,
    signed_in: bool,
    sign_in_href: String,
) -> impl IntoView {
    let counts = RwSignal::new((votes, downvotes, mine));
    let live = use_live_counts(org.clone());
    // The post's status, changed by the team meanwhile, arrives through the live stream too.
    #[cfg(feature = "hydrate")]
    {
        let statuses = crate::components::use_live_statuses(org.clone());
        Effect::new(move |_| {
            if let Some(status) = statuses.0.with(|all| all.get(&post_id).cloned())
                && let Some(badge) = web_sys::window()
                    .and_then(|w| w.document())
                    .and_then(|d| d.query_selector(".post-main .post-meta .status").ok().flatten())
            {
                crate::components::show_status(&badge, &status);
            }
        });
    }
    // Votes cast elsewhere (another browser, the API) arrive through the live stream.
    Effect::new(move |_| {
        if let Some(update) = live.of(post_id) {
            counts.update(|(up, down, _)| {
                *up = update.votes_count;
                *down = update.downvotes_count;
            });
        }
    });
    let action = ServerAction::<Vote>::new();
    Effect::new(move |_| {
        if let Some(Ok(result)) = action.value().get() {
            counts.set((result.votes_count, result.downvotes_count, result.my_vote));
        }
    });
    let button = |kind: VoteKind| {
        let org = org.clone();
        let sign_in_href = sign_in_href.clone();
        let (label, symbol) = match kind {
            VoteKind::Upvote => ("Upvote", "▲"),
            VoteKind::Downvote => ("Downvote", "▼"),
        };
        let title = title.clone();
        let name = move || {
            let (up, down, _) = counts.get();
            match kind {
                VoteKind::Upvote => format!("{label} “{title}” ({up} {})", if up == 1 { "vote" } else { "votes" }),
                VoteKind::Downvote => format!("{label} “{title}” ({down} {})", if down == 1 { "downvote" } else { "downvotes" }),
            }
        };
        let pressed = move || if counts.get().2 == Some(kind) { "true" } else { "false" };
        let class = match kind {
            VoteKind::Upvote => "vote-button up",
            VoteKind::Downvote => "vote-button down",
        };
        if signed_in {
            view! {
                <ActionForm action attr:class="vote-form">
                    <input type="hidden" name="org" value=org/>
                    <input type="hidden" name="post_id" value=post_id/>
                    <input type="hidden" name="kind" value=kind.as_str()/>
                    <button type="submit" class=class aria-label=name aria-pressed=pressed>
                        <span aria-hidden="true">{symbol}</span>
                    </button>
                </ActionForm>
            }
            .into_any()
        } else {
            view! {
                <a class=class href=sign_in_href role="button" aria-label=name aria-pressed="false">
                    <span aria-hidden="true">{symbol}</span>
                </a>
            }
            .into_any()
        }
    };
    view! {
        <div class="vote-controls">
            {button(VoteKind::Upvote)}
            <span class="vote-count" aria-live="polite">{move || counts.get().0}</span>
            {button(VoteKind::Downvote)}
            <span class="visually-hidden" aria-live="polite">{move || format!("{} downvotes", counts.get().1)}</span>
        </div>
    }
}

/// The team's panel on a post: its status and whether it is approved.
#[island]
fn Moderation(org: String, post: PostDetail, statuses: Vec<crate::model::StatusBadge>) -> impl IntoView {
    let action = ServerAction::<ModeratePost>::new();
    reload_on_success(action.value());
    let error = form_error(action.value());
    let current = post.status.label.clone();
    view! {
        <section class="moderation" aria-labelledby="moderation-heading">
            <h2 id="moderation-heading">"Moderation"</h2>
            <ActionForm action attr:class="moderation-form">
                <input type="hidden" name="org" value=org/>
                <input type="hidden" name="post_id" value=post.id/>
                <div class="field">
                    <label for="moderation-status">"Status"</label>
                    <select id="moderation-status" name="status">
                        {statuses.into_iter().map(|s| {
                            let selected = s.label == current;
                            let value = s.label.clone();
                            view! { <option value=value selected=selected>{s.label}</option> }
                        }).collect_view()}
                    </select>
                </div>
                <div class="field">
                    <label for="moderation-approval">"Visibility"</label>
                    <select id="moderation-approval" name="approval_status">
                        <option value="approved" selected=post.approved>"Approved: on the board"</option>
                        <option value="pending" selected=!post.approved>"Pending: awaiting approval"</option>
                    </select>
                </div>
                <div class="field wide">
                    <label for="moderation-message">"Public message to go with the change (optional)"</label>
                    <textarea id="moderation-message" name="message" rows="2" maxlength="5000"></textarea>
                </div>
                <button type="submit" class="button">"Save changes"</button>
                {error}
            </ActionForm>
        </section>
    }
}

/// A new comment or reply, with images; the team may make it an internal note. A plain
/// multipart form (posted to `/{org}/comment`), so files go along with or without JavaScript.
#[component]
fn CommentForm(org: String, post_id: i64, parent: Option<(i64, String)>, is_team: bool, #[prop(default = None)] error: Option<String>) -> impl IntoView {
    let (id, label, button) = match &parent {
        Some((parent_id, author)) => (format!("reply-{parent_id}"), format!("Reply to {author}"), "Reply"),
        None => ("comment-body".to_owned(), "Comment".to_owned(), "Comment"),
    };
    let form_id = parent.is_none().then_some("comment-form");
    let images = format!("{id}-images");
    let internal = format!("{id}-internal");
    view! {
        <form id=form_id class="comment-form" method="post" action=format!("/{org}/comment") enctype="multipart/form-data">
            <input type="hidden" name="post_id" value=post_id/>
            {parent.as_ref().map(|(parent_id, _)| view! { <input type="hidden" name="parent_id" value=*parent_id/> })}
            <label for=id.clone()>{label}</label>
            <textarea id=id name="body" rows="3" required maxlength="50000"></textarea>
            {error.map(|e| view! { <p class="form-error" role="alert">{e}</p> })}
            <details class="attach">
                <summary>"Add images"</summary>
                <ImagePicker id=images/>
            </details>
            {is_team.then(|| view! {
                <p class="check">
                    <input type="checkbox" id=internal.clone() name="internal" value="true"/>
                    <label for=internal>"Internal note (only the team sees it)"</label>
                </p>
            })}
            <button type="submit" class="button">{button}</button>
        </form>
    }
}

#[island]
fn EditCommentForm(org: String, comment_id: i64, text: String) -> impl IntoView {
    let action = ServerAction::<EditComment>::new();
    reload_on_success(action.value());
    let error = form_error(action.value());
    let id = format!("edit-{comment_id}");
    view! {
        <ActionForm action attr:class="comment-form">
            <input type="hidden" name="org" value=org/>
            <input type="hidden" name="comment_id" value=comment_id/>
            <label for=id.clone()>"Edit your comment"</label>
            <textarea id=id name="body" rows="3" required maxlength="50000">{crate::components::textarea_text(&text)}</textarea>
            {error}
            <button type="submit" class="button">"Save"</button>
        </ActionForm>
    }
}

#[component]
fn CommentThread(org: String, post_id: i64, comments: Vec<CommentItem>, parent: Option<i64>, signed_in: bool, is_team: bool) -> impl IntoView {
    let children: Vec<CommentItem> = comments.iter().filter(|c| c.parent_id == parent).cloned().collect();
    if children.is_empty() {
        return ().into_any();
    }
    let class = if parent.is_none() { "comment-list" } else { "comment-list replies" };
    view! {
        <ol class=class>
            {children.into_iter().map(|comment| {
                let replies = view! {
                    <CommentThread org=org.clone() post_id comments=comments.clone() parent=Some(comment.id) signed_in is_team/>
                }.into_any();
                let edit_form = comment.own.then(|| view! {
                    <details class="edit">
                        <summary>"Edit"</summary>
                        <EditCommentForm org=org.clone() comment_id=comment.id text=comment.body_text.clone()/>
                    </details>
                });
                let reply_form = signed_in.then(|| view! {
                    <details class="reply">
                        <summary>"Reply"</summary>
                        <CommentForm org=org.clone() post_id parent=Some((comment.id, comment.author_name.clone())) is_team/>
                    </details>
                });
                view! {
                    <li class="comment" class:pinned=comment.pinned class:internal=comment.internal id=format!("comment-{}", comment.id)>
                        <div class="comment-head">
                            <strong>{comment.author_name.clone()}</strong>
                            {comment.author_is_team.then(|| view! { <span class="badge">"Team"</span> })}
                            {comment.pinned.then(|| view! { <span class="badge">"Pinned"</span> })}
                            {comment.internal.then(|| view! { <span class="badge internal">"Internal"</span> })}
                            {comment.pending.then(|| view! { <span class="badge pending">"Awaiting approval"</span> })}
                            {comment.status_change.clone().map(|label| view! { <span class="badge status-change">{format!("Status: {label}")}</span> })}
                            <time datetime=comment.created_at.clone()>{comment.created_at.get(..10).unwrap_or_default().to_owned()}</time>
                        </div>
                        <div class="prose" inner_html=comment.body_html.clone()></div>
                        {edit_form}
                        {reply_form}
                        {is_team.then(|| view! { <PinButton org=org.clone() comment_id=comment.id pinned=comment.pinned/> })}
                        {replies}
                    </li>
                }
            }).collect_view()}
        </ol>
    }
    .into_any()
}

/// Pins a comment to the top of the thread, or unpins it (the team). A plain form: the
/// server function answers with the page again.
#[component]
fn PinButton(org: String, comment_id: i64, pinned: bool) -> impl IntoView {
    let action = ServerAction::<PinComment>::new();
    let error = form_error(action.value());
    view! {
        <ActionForm action attr:class="inline-form pin-form">
            <input type="hidden" name="org" value=org/>
            <input type="hidden" name="comment_id" value=comment_id/>
            <input type="hidden" name="pinned" value=if pinned { "false" } else { "true" }/>
            <button type="submit" class="button-link">{if pinned { "Unpin" } else { "Pin to top" }}</button>
            {error}
        </ActionForm>
    }
}
