use crate::components::StatusBadge;
#[cfg(feature = "hydrate")]
use crate::components::use_live_counts;
use crate::model::PostCard;
use leptos::prelude::*;

/// The posts of a board, each with its votes, status and comment count.
#[component]
pub fn PostList(org: String, posts: Vec<PostCard>, #[prop(optional)] searching: bool) -> impl IntoView {
    if posts.is_empty() {
        let (heading, text) = if searching {
            ("Nothing matches", "Try other words, or share this idea as a new post.")
        } else {
            ("No posts yet", "Ideas and requests will show up here.")
        };
        return view! {
            <div class="empty-state">
                <h2>{heading}</h2>
                <p>{text}</p>
                <p><a class="button" href=format!("/{org}/new")>"New post"</a></p>
            </div>
        }
        .into_any();
    }
    let colors = posts.iter().map(|p| p.status.color.clone()).collect();
    view! {
        <crate::components::status_badge::StatusColors colors/>
        <ol class="post-list" aria-label="Posts">
            {posts.into_iter().map(|post| view! { <PostRow org=org.clone() post/> }).collect_view()}
        </ol>
        <LiveCards org/>
    }
    .into_any()
}

/// A card is plain HTML: its counts follow the live stream through [`LiveCards`], one island
/// for the whole list, not two per card (rendering and hydrating 60 islands cost more than the
/// board's database work).
#[component]
fn PostRow(org: String, post: PostCard) -> impl IntoView {
    view! {
        <li class="post-card" data-post-id=post.id>
            <div class="vote-tally">
                <span class="vote-count">{post.votes_count}</span>
                <span class="vote-unit">{vote_unit(post.votes_count)}</span>
            </div>
            <div class="post-body">
                <h2 class="post-title"><a href=format!("/{org}/p/{}", post.slug)>{post.title}</a></h2>
                {(!post.preview.is_empty()).then(|| view! { <p class="post-preview">{post.preview}</p> })}
                <div class="post-meta">
                    <StatusBadge status=post.status/>
                    <span class="comment-count">{comments_label(post.comments_count)}</span>
                </div>
            </div>
        </li>
    }
}

fn vote_unit(votes: i32) -> &'static str {
    if votes == 1 { "vote" } else { "votes" }
}

fn comments_label(comments: i32) -> String {
    match comments {
        1 => "1 comment".to_owned(),
        n => format!("{n} comments"),
    }
}

/// Writes the newest counts of the live stream into the list's cards (found by their
/// `data-post-id`). Renders nothing.
#[island]
fn LiveCards(org: String) -> impl IntoView {
    #[cfg(feature = "hydrate")]
    {
        let live = use_live_counts(org);
        Effect::new(move |_| live.0.with(|all| all.values().for_each(show_counts)));
    }
    #[cfg(not(feature = "hydrate"))]
    let _ = org;
}

#[cfg(feature = "hydrate")]
fn show_counts(counts: &crate::model::PostCounts) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
    let set = |selector: &str, text: &str| {
        let selector = format!(".post-card[data-post-id=\"{}\"] {selector}", counts.post_id);
        if let Ok(Some(element)) = document.query_selector(&selector) {
            element.set_text_content(Some(text));
        }
    };
    set(".vote-count", &counts.votes_count.to_string());
    set(".vote-unit", vote_unit(counts.votes_count));
    set(".comment-count", &comments_label(counts.comments_count));
}
