//! A post's page (`/{org}/p/{slug}`): the post, its vote button, its thread and the comment
//! form, and for the team its status, approval, tags, merge and internal notes; read by
//! `domain::views::post_page`.

use crate::api::{EditComment, ModeratePost, PinComment, Vote, get_post};
use crate::components::{ImagePicker, PageMeta, SiteHeader, StatusBadge, form_error, reload_on_success, use_live_counts};
use crate::i18n::{Arg, Locale, Plural};
use crate::model::{AppError, CommentItem, MergeCandidate, MergedPost, PostDetail, PostLookup, PostPage, VoteKind};
use crate::pages::{ErrorPage, NotFound};
use crate::t;
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
    let issues_error = query.get("issues_error");
    let searched = query.get("merge_search").unwrap_or_default();
    view! {
        <Transition fallback=|| view! { <p class="loading" role="status">{t!("post-loading")}</p> }>
            {Suspend::new(async move {
                match page.await {
                    Ok(PostLookup::Found(found)) => {
                        view! { <PostView page=*found comment_error merge_error tag_error team_error issues_error searched/> }.into_any()
                    }
                    Ok(PostLookup::MovedTo(slug)) => {
                        let org = key().0;
                        view! { <Redirect path=format!("/{org}/p/{slug}")/> }.into_any()
                    }
                    Err(AppError::NotFound(message)) => view! { <NotFound message/> }.into_any(),
                    Err(error) => view! { <ErrorPage title=t!("post-load-failed") message=error.to_string()/> }.into_any(),
                }
            })}
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
    issues_error: Option<String>,
    searched: String,
) -> impl IntoView {
    let PostPage {
        org,
        post,
        comments,
        viewer,
        my_vote,
        statuses,
        merged,
        merge_candidates,
        tags,
        all_tags,
        team,
        owner_id,
        following,
        shipped_in,
        value,
        issues,
    } = page;
    let signed_in = viewer.is_some();
    let is_team = viewer.as_ref().is_some_and(|v| v.is_team);
    let here = format!("/{}/p/{}", org.name, post.slug);
    let sign_in_href = format!("/{}/signin?redirect={here}", org.name);
    let title = post.title.clone();
    let description = post.description_html.clone().unwrap_or_default();
    let preview = if post.preview.is_empty() { t!("post-preview", title = &post.title, org = &org.display_name) } else { post.preview.clone() };
    let vote_words = VoteWords::of(crate::i18n::locale());

    view! {
        <PageMeta title=format!("{} · {}", post.title, org.display_name) description=preview path=here.clone() card=true image=post.image.clone()/>
        <SiteHeader org_name=org.name.clone() display_name=org.display_name.clone() viewer=viewer.clone()/>
        <main id="main" class="page">
            <p class="breadcrumb"><a href=format!("/{}", org.name)>{t!("post-all-posts")}</a></p>
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
                    words=vote_words
                />
                <div class="post-main">
                    <h1 id="post-title" dir="auto">{post.title.clone()}</h1>
                    <p class="post-meta">
                        <crate::components::status_badge::StatusColors colors=vec![post.status.color.clone()]/>
                        <StatusBadge status=post.status.clone()/>
                        <span>{t!("post-in-board", board = &post.bucket_name)}</span>
                        <span>{t!("post-by", name = &post.submitter_name)}</span>
                        <time datetime=post.created_at.clone()>{crate::i18n::day(crate::i18n::locale(), &post.created_at)}</time>
                        {(!post.approved).then(|| {
                            let note = if post.waits_for_address { t!("post-awaiting-address") } else { t!("post-awaiting-approval") };
                            view! { <span class="pending-note">{note}</span> }
                        })}
                    </p>
                    {(!tags.is_empty()).then(|| view! {
                        <ul class="post-tags" aria-label=t!("post-tags")>
                            {tags.iter().map(|t| view! { <li><a class="tag" href=format!("/{}?tag={}", org.name, crate::model::encode_query_value(t))>{t.clone()}</a></li> }).collect_view()}
                        </ul>
                    })}
                    {shipped_in.map(|shipped| {
                        // The entry's date as the server wrote it, in the organization's time zone.
                        let [before, after] = crate::i18n::pieces(&t!("post-shipped-in", entry = crate::i18n::MARK, date = crate::i18n::day(crate::i18n::locale(), &shipped.date)));
                        view! {
                            <p class="shipped-in">
                                {before}
                                <a href=format!("/{}/changelog/{}", org.name, shipped.entry_id)>{shipped.title}</a>
                                {after}
                            </p>
                        }
                    })}
                    {value.clone().filter(|v| !is_team && v.companies > 0).map(|v| view! { <p class="post-value">{value_line(&v)}</p> })}
                    {(!description.is_empty()).then(|| view! { <div class="prose" dir="auto" inner_html=description.clone()></div> })}
                    {following.map(|following| view! { <Subscription org=org.name.clone() post_id=post.id following/> })}
                </div>
            </article>
            {(!merged.is_empty()).then(|| view! { <MergedNotice org=org.name.clone() merged is_team/> })}
            {is_team.then(|| view! { <Moderation org=org.name.clone() post=post.clone() statuses words=ModerationWords::new()/> })}
            {is_team.then(|| view! { <PostTeamPanel org=org.name.clone() post_id=post.id team owner_id value=value.clone().unwrap_or_default() error=team_error/> })}
            {issues.filter(|i| is_team && (!i.links.is_empty() || !i.trackers.is_empty())).map(|issues| view! { <IssuesPanel org=org.name.clone() post_id=post.id issues error=issues_error/> })}
            {is_team.then(|| view! { <TagsPanel org=org.name.clone() post_id=post.id tags=tags.clone() all_tags error=tag_error/> })}
            {is_team.then(|| view! { <MergeInto org=org.name.clone() post_id=post.id here=here.clone() searched candidates=merge_candidates error=merge_error/> })}
            <section class="comments" aria-labelledby="comments-heading">
                <h2 id="comments-heading">{t!("post-comments-count", count = post.comments_count)}</h2>
                {if signed_in {
                    view! { <CommentForm org=org.name.clone() post_id=post.id parent=None is_team error=comment_error/> }.into_any()
                } else {
                    let [before, after] = crate::i18n::pieces(&t!("post-sign-in-to-comment", link = crate::i18n::MARK));
                    view! { <p class="sign-in-hint">{before}<a href=sign_in_href.clone()>{t!("sign-in")}</a>{after}</p> }.into_any()
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
    let (said, button, action) =
        if following { (t!("post-following"), t!("post-unsubscribe"), "unsubscribe") } else { (t!("post-not-following"), t!("post-subscribe"), "subscribe") };
    view! {
        <form method="post" action=format!("/{org}/subscription") class="subscription" id="subscription">
            <input type="hidden" name="post_id" value=post_id/>
            <p class="hint">{said}</p>
            <button type="submit" name="action" value=action class="button small">{button}</button>
        </form>
    }
}

/// "Asked for by 3 companies (Initech, Globex, Hooli); monthly revenue behind it: 4,300".
fn value_line(value: &crate::model::PostValue) -> String {
    let revenue = crate::i18n::number(crate::i18n::locale(), value.revenue_cents as f64 / 100.0);
    let measure = match value.measure.as_str() {
        "average" => t!("post-value-average"),
        "max" => t!("post-value-max"),
        _ => t!("post-value-sum"),
    };
    t!("post-value-line", companies = value.companies, names = &value.top_companies.join(", "), measure = &measure, revenue = &revenue)
}

/// The team's owner of this post, a vote cast for a customer (by e-mail), what the post is
/// worth and the team's RICE estimates of it.
#[component]
fn PostTeamPanel(
    org: String,
    post_id: i64,
    team: Vec<(i64, String)>,
    owner_id: Option<i64>,
    value: crate::model::PostValue,
    error: Option<String>,
) -> impl IntoView {
    let action = format!("/{org}/admin/post-team");
    let impacts = [
        ("3", t!("post-impact-massive")),
        ("2", t!("post-impact-high")),
        ("1", t!("post-impact-medium")),
        ("0.5", t!("post-impact-low")),
        ("0.25", t!("post-impact-minimal")),
    ];
    let impact_now = value.impact.map(|i| i.to_string()).unwrap_or_default();
    let confidences = [("100", t!("post-confidence-high")), ("80", t!("post-confidence-medium")), ("50", t!("post-confidence-low"))];
    let confidence_now = value.confidence.map(|c| c.to_string()).unwrap_or_default();
    let effort_now = value.effort.map(|e| e.to_string()).unwrap_or_default();
    view! {
        <section class="moderation" id="team" aria-labelledby="team-heading">
            <h2 id="team-heading">{t!("post-team-heading")}</h2>
            {error.map(|message| view! { <p class="form-error" role="alert">{message}</p> })}
            <form method="post" action=action.clone() class="moderation-form">
                <input type="hidden" name="post_id" value=post_id/>
                <div class="field">
                    <label for="post-owner">{t!("post-owner")}</label>
                    <select id="post-owner" name="owner">
                        <option value="" selected=owner_id.is_none()>{t!("post-owner-nobody")}</option>
                        {team.into_iter().map(|(id, name)| view! { <option value=id selected=owner_id == Some(id)>{name}</option> }).collect_view()}
                    </select>
                </div>
                <button type="submit" name="action" value="owner" class="button small">{t!("post-save-owner")}</button>
            </form>
            <form method="post" action=action.clone() class="moderation-form">
                <input type="hidden" name="post_id" value=post_id/>
                <div class="field">
                    <label for="vote-for-email">{t!("post-vote-for-email")}</label>
                    <input id="vote-for-email" name="email" type="email" required autocomplete="off"/>
                </div>
                <div class="field">
                    <label for="vote-for-name">{t!("post-vote-for-name")}</label>
                    <input id="vote-for-name" name="name" maxlength="120" autocomplete="off"/>
                </div>
                <button type="submit" name="action" value="vote" class="button small">{t!("post-vote-for")}</button>
            </form>
            <p class="hint">{if value.companies > 0 { value_line(&value) } else { t!("post-value-none") }}</p>
            <form method="post" action=action class="moderation-form">
                <input type="hidden" name="post_id" value=post_id/>
                <div class="field">
                    <label for="rice-impact">{t!("post-impact")}</label>
                    <select id="rice-impact" name="impact">
                        <option value="" selected=impact_now.is_empty()>{t!("post-not-estimated")}</option>
                        {impacts.into_iter().map(|(v, l)| view! { <option value=v selected=impact_now == v>{l}</option> }).collect_view()}
                    </select>
                </div>
                <div class="field">
                    <label for="rice-confidence">{t!("post-confidence")}</label>
                    <select id="rice-confidence" name="confidence">
                        <option value="" selected=confidence_now.is_empty()>{t!("post-not-estimated")}</option>
                        {confidences.into_iter().map(|(v, l)| view! { <option value=v selected=confidence_now == v>{l}</option> }).collect_view()}
                    </select>
                </div>
                <div class="field">
                    <label for="rice-effort">{t!("post-effort")}</label>
                    <input id="rice-effort" name="effort" type="number" min="0.1" max="1000" step="0.1" inputmode="decimal" value=effort_now/>
                </div>
                <button type="submit" name="action" value="estimates" class="button small">{t!("post-save-estimates")}</button>
            </form>
        </section>
    }
}

/// The post's issues in the team's trackers (GitHub, Linear): each linked one with its state
/// and an unlink button, then a new issue made from the post or an existing one linked.
#[component]
fn IssuesPanel(org: String, post_id: i64, issues: crate::model::PostIssues, error: Option<String>) -> impl IntoView {
    let action = format!("/{org}/admin/post-issues");
    let crate::model::PostIssues { links, trackers } = issues;
    let can_link = !trackers.is_empty();
    let options = move || trackers.iter().map(|t| view! { <option value=t.value.clone()>{t.label.clone()}</option> }).collect_view();
    view! {
        <section class="moderation" id="issues" aria-labelledby="issues-heading">
            <h2 id="issues-heading">{t!("post-issues-heading")}</h2>
            {error.map(|message| view! { <p class="form-error" role="alert">{message}</p> })}
            {if links.is_empty() {
                view! { <p class="hint">{t!("post-issues-none")}</p> }.into_any()
            } else {
                view! {
                    <ul class="post-issues">
                        {links.into_iter().map(|link| view! {
                            <li>
                                <form method="post" action=action.clone() class="inline-form">
                                    <input type="hidden" name="post_id" value=post_id/>
                                    <input type="hidden" name="link_id" value=link.id/>
                                    {if link.url.is_empty() {
                                        view! { <span class="issue-key">{link.key.clone()}</span> }.into_any()
                                    } else {
                                        view! { <a class="issue-key" href=link.url.clone() rel="noopener noreferrer">{link.key.clone()}</a> }.into_any()
                                    }}
                                    " "<span dir="auto">{link.title.clone()}</span>" "
                                    <span class="issue-state">{link.state.clone()}</span>" "
                                    <button type="submit" name="action" value="unlink" class="button small" aria-label=t!("post-issue-unlink-named", key = &link.key)>{t!("post-issue-unlink")}</button>
                                </form>
                            </li>
                        }).collect_view()}
                    </ul>
                }.into_any()
            }}
            {can_link.then(|| view! {
                <form method="post" action=action.clone() class="moderation-form">
                    <input type="hidden" name="post_id" value=post_id/>
                    <div class="field">
                        <label for="issue-new-tracker">{t!("post-issue-tracker")}</label>
                        <select id="issue-new-tracker" name="tracker_id">{options()}</select>
                    </div>
                    <button type="submit" name="action" value="create" class="button small">{t!("post-issue-create")}</button>
                </form>
                <form method="post" action=action.clone() class="moderation-form">
                    <input type="hidden" name="post_id" value=post_id/>
                    <div class="field">
                        <label for="issue-link-tracker">{t!("post-issue-tracker")}</label>
                        <select id="issue-link-tracker" name="tracker_id">{options()}</select>
                    </div>
                    <div class="field">
                        <label for="issue-link-reference">{t!("post-issue-reference")}</label>
                        <input id="issue-link-reference" name="issue" required maxlength="2000" autocomplete="off" aria-describedby="issue-link-hint"/>
                        <p class="hint" id="issue-link-hint">{t!("post-issue-reference-hint")}</p>
                    </div>
                    <button type="submit" name="action" value="link" class="button small">{t!("post-issue-link")}</button>
                </form>
            })}
        </section>
    }
}

/// The team's tags of this post: remove one, or add one (an existing tag, or a new name).
#[component]
fn TagsPanel(org: String, post_id: i64, tags: Vec<String>, all_tags: Vec<String>, error: Option<String>) -> impl IntoView {
    let action = format!("/{org}/admin/post-tags");
    view! {
        <section class="moderation" id="tags" aria-labelledby="tags-heading">
            <h2 id="tags-heading">{t!("post-tags")}</h2>
            {error.map(|message| view! { <p class="form-error" role="alert">{message}</p> })}
            {if tags.is_empty() {
                view! { <p class="hint">{t!("post-no-tags")}</p> }.into_any()
            } else {
                view! {
                    <ul class="post-tags">
                        {tags.into_iter().map(|t| view! {
                            <li>
                                <form method="post" action=action.clone() class="inline-form">
                                    <input type="hidden" name="post_id" value=post_id/>
                                    <input type="hidden" name="name" value=t.clone()/>
                                    <span class="tag">{t.clone()}" "
                                        <button type="submit" name="action" value="remove" class="tag-remove" aria-label=t!("post-remove-tag", tag = &t)>"×"</button>
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
                    <label for="add-tag">{t!("post-add-tag-label")}</label>
                    <input id="add-tag" name="name" list="known-tags" maxlength="40" required autocomplete="off"/>
                    <datalist id="known-tags">{all_tags.into_iter().map(|t| view! { <option value=t/> }).collect_view()}</datalist>
                </div>
                <button type="submit" name="action" value="add" class="button small">{t!("post-add-tag")}</button>
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
            <h2 id="merged-heading">{t!("post-merged-heading")}</h2>
            <ul>
                {merged.into_iter().map(|m| {
                    let day = crate::i18n::day(crate::i18n::locale(), &m.merged_at);
                    let what = t!("post-merged-item", title = &m.title, votes = m.votes, comments = m.comments, date = day);
                    view! {
                        <li>
                            {what}
                            {is_team.then(|| view! {
                                <form method="post" action=action.clone() class="inline-form">
                                    <input type="hidden" name="duplicate_id" value=m.id/>
                                    " "<button type="submit" class="button-link" aria-label=t!("post-unmerge-label", title = &m.title)>{t!("post-unmerge")}</button>
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
            <h2 id="merge-heading">{t!("post-merge-heading")}</h2>
            <p class="hint">{t!("post-merge-hint")}</p>
            {error.map(|message| view! { <p class="form-error" role="alert">{message}</p> })}
            <form method="get" action=format!("{here}#merge") class="search-form" role="search" aria-label=t!("post-merge-find-label")>
                <label for="merge-search" class="visually-hidden">{t!("post-merge-search-label")}</label>
                <input id="merge-search" type="search" name="merge_search" value=searched placeholder=t!("post-merge-search-placeholder")/>
                <button type="submit" class="button small">{t!("post-merge-find")}</button>
            </form>
            {candidates.map(|found| if found.is_empty() {
                view! { <p class="hint" role="status">{t!("post-merge-none")}</p> }.into_any()
            } else {
                view! {
                    <ul class="merge-candidates">
                        {found.into_iter().map(|c| view! {
                            <li>
                                <a href=format!("/{org}/p/{}", c.slug)>{c.title.clone()}</a>
                                <span class="hint">{format!(" · {}", t!("post-merge-candidate-votes", count = c.votes_count))}</span>
                                <form method="post" action=action.clone() class="inline-form">
                                    <input type="hidden" name="duplicate_id" value=post_id/>
                                    <input type="hidden" name="into_id" value=c.id/>
                                    " "<button type="submit" class="button small" aria-label=t!("post-merge-into-label", title = &c.title)>{t!("post-merge-into")}</button>
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
    words: VoteWords,
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
            VoteKind::Upvote => (words.upvote.clone(), "▲"),
            VoteKind::Downvote => (words.downvote.clone(), "▼"),
        };
        let title = title.clone();
        let name = move || {
            let (up, down, _) = counts.get();
            let n = if kind == VoteKind::Upvote { up } else { down };
            crate::i18n::shown_count(&label, i64::from(n)).replace(TITLE, &title)
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
    let lang = words.downvotes.lang.clone();
    let downvotes = words.downvotes.clone();
    view! {
        <div class="vote-controls">
            {button(VoteKind::Upvote)}
            <span class="vote-count" aria-live="polite">{move || crate::i18n::shown_number(&lang, i64::from(counts.get().0))}</span>
            {button(VoteKind::Downvote)}
            <span class="visually-hidden" aria-live="polite">{move || crate::i18n::shown_count(&downvotes, i64::from(counts.get().1))}</span>
        </div>
    }
}

/// What stands for the post's title in [`VoteWords`]' forms, replaced by it when shown (after
/// the count, so that a title is never taken for the count's place).
const TITLE: &str = "{title}";

/// The vote buttons' words in the page's language, computed by the server (the island has
/// no catalogue): their labels, which name the post ([`TITLE`]) and its count, and the count
/// of downvotes read to screen readers; plural forms, as the counts follow the live stream.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
struct VoteWords {
    upvote: Plural,
    downvote: Plural,
    downvotes: Plural,
}

impl VoteWords {
    fn of(locale: Locale) -> Self {
        Self {
            upvote: crate::i18n::plural_with(locale, "post-upvote", &[("title", Arg::from(TITLE))]),
            downvote: crate::i18n::plural_with(locale, "post-downvote", &[("title", Arg::from(TITLE))]),
            downvotes: crate::i18n::plural(locale, "post-downvotes"),
        }
    }
}

/// The team's panel on a post: its status and whether it is approved.
#[island]
fn Moderation(org: String, post: PostDetail, statuses: Vec<crate::model::StatusBadge>, words: ModerationWords) -> impl IntoView {
    let action = ServerAction::<ModeratePost>::new();
    reload_on_success(action.value());
    let error = form_error(action.value());
    let current = post.status.label.clone();
    view! {
        <section class="moderation" aria-labelledby="moderation-heading">
            <h2 id="moderation-heading">{words.heading}</h2>
            <ActionForm action attr:class="moderation-form">
                <input type="hidden" name="org" value=org/>
                <input type="hidden" name="post_id" value=post.id/>
                <div class="field">
                    <label for="moderation-status">{words.status}</label>
                    <select id="moderation-status" name="status">
                        {statuses.into_iter().map(|s| {
                            let selected = s.label == current;
                            let value = s.label.clone();
                            view! { <option value=value selected=selected>{s.label}</option> }
                        }).collect_view()}
                    </select>
                </div>
                <div class="field">
                    <label for="moderation-approval">{words.visibility}</label>
                    <select id="moderation-approval" name="approval_status">
                        <option value="approved" selected=post.approved>{words.approved}</option>
                        <option value="pending" selected=!post.approved>{words.pending}</option>
                    </select>
                </div>
                <div class="field wide">
                    <label for="moderation-message">{words.message}</label>
                    <textarea id="moderation-message" name="message" rows="2" maxlength="5000"></textarea>
                </div>
                <button type="submit" class="button">{words.save}</button>
                {error}
            </ActionForm>
        </section>
    }
}

/// The moderation panel's words in the page's language (the island has no catalogue).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
struct ModerationWords {
    heading: String,
    status: String,
    visibility: String,
    approved: String,
    pending: String,
    message: String,
    save: String,
}

impl ModerationWords {
    fn new() -> Self {
        Self {
            heading: t!("post-moderation"),
            status: t!("post-moderation-status"),
            visibility: t!("post-moderation-visibility"),
            approved: t!("post-moderation-approved"),
            pending: t!("post-moderation-pending"),
            message: t!("post-moderation-message"),
            save: t!("post-moderation-save"),
        }
    }
}

/// A new comment or reply, with images; the team may make it an internal note. A plain
/// multipart form (posted to `/{org}/comment`), so files go along with or without JavaScript.
#[component]
fn CommentForm(org: String, post_id: i64, parent: Option<(i64, String)>, is_team: bool, #[prop(default = None)] error: Option<String>) -> impl IntoView {
    let (id, label, button) = match &parent {
        Some((parent_id, author)) => (format!("reply-{parent_id}"), t!("post-reply-to", name = author), t!("post-reply")),
        None => ("comment-body".to_owned(), t!("post-comment"), t!("post-comment")),
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
                <summary>{t!("post-add-images")}</summary>
                <ImagePicker id=images/>
            </details>
            {is_team.then(|| view! {
                <p class="check">
                    <input type="checkbox" id=internal.clone() name="internal" value="true"/>
                    <label for=internal>{t!("post-internal-note")}</label>
                </p>
            })}
            <button type="submit" class="button">{button}</button>
        </form>
    }
}

/// `label` and `save`: its words in the page's language (the island has no catalogue).
#[island]
fn EditCommentForm(org: String, comment_id: i64, text: String, label: String, save: String) -> impl IntoView {
    let action = ServerAction::<EditComment>::new();
    reload_on_success(action.value());
    let error = form_error(action.value());
    let id = format!("edit-{comment_id}");
    view! {
        <ActionForm action attr:class="comment-form">
            <input type="hidden" name="org" value=org/>
            <input type="hidden" name="comment_id" value=comment_id/>
            <label for=id.clone()>{label}</label>
            <textarea id=id name="body" rows="3" required maxlength="50000">{crate::components::textarea_text(&text)}</textarea>
            {error}
            <button type="submit" class="button">{save}</button>
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
                        <summary>{t!("post-edit")}</summary>
                        <EditCommentForm org=org.clone() comment_id=comment.id text=comment.body_text.clone() label=t!("post-edit-label") save=t!("post-edit-save")/>
                    </details>
                });
                let reply_form = signed_in.then(|| view! {
                    <details class="reply">
                        <summary>{t!("post-reply")}</summary>
                        <CommentForm org=org.clone() post_id parent=Some((comment.id, comment.author_name.clone())) is_team/>
                    </details>
                });
                view! {
                    <li class="comment" class:pinned=comment.pinned class:internal=comment.internal id=format!("comment-{}", comment.id)>
                        <div class="comment-head">
                            <strong>{comment.author_name.clone()}</strong>
                            {comment.author_is_team.then(|| view! { <span class="badge">{t!("post-badge-team")}</span> })}
                            {comment.pinned.then(|| view! { <span class="badge">{t!("post-badge-pinned")}</span> })}
                            {comment.internal.then(|| view! { <span class="badge internal">{t!("post-badge-internal")}</span> })}
                            {comment.pending.then(|| {
                                let note = if comment.waits_for_address { t!("post-awaiting-address") } else { t!("post-awaiting-approval") };
                                view! { <span class="badge pending">{note}</span> }
                            })}
                            {comment.status_change.clone().map(|label| view! { <span class="badge status-change">{t!("post-status-change", status = &label)}</span> })}
                            <time datetime=comment.created_at.clone()>{crate::i18n::day(crate::i18n::locale(), &comment.created_at)}</time>
                        </div>
                        <div class="prose" dir="auto" inner_html=comment.body_html.clone()></div>
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
            <button type="submit" class="button-link">{if pinned { t!("post-unpin") } else { t!("post-pin") }}</button>
            {error}
        </ActionForm>
    }
}
