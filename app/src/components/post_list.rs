use crate::components::{LiveCounts, StatusBadge, use_live_counts};
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
    let live = use_live_counts(org.clone());
    view! {
        <ol class="post-list" aria-label="Posts">
            {posts.into_iter().map(|post| view! { <PostRow org=org.clone() post live/> }).collect_view()}
        </ol>
    }
    .into_any()
}

#[component]
fn PostRow(org: String, post: PostCard, live: LiveCounts) -> impl IntoView {
    let (id, initial_votes, initial_comments) = (post.id, post.votes_count, post.comments_count);
    let votes = move || live.of(id).map_or(initial_votes, |c| c.votes_count);
    let votes_unit = move || if votes() == 1 { "vote" } else { "votes" };
    let comments = move || match live.of(id).map_or(initial_comments, |c| c.comments_count) {
        1 => "1 comment".to_owned(),
        n => format!("{n} comments"),
    };
    view! {
        <li class="post-card" data-post-id=post.id>
            <div class="vote-tally">
                <span class="vote-count">{votes}</span>
                <span class="vote-unit">{votes_unit}</span>
            </div>
            <div class="post-body">
                <h2 class="post-title"><a href=format!("/{org}/p/{}", post.slug)>{post.title}</a></h2>
                {(!post.preview.is_empty()).then(|| view! { <p class="post-preview">{post.preview}</p> })}
                <div class="post-meta">
                    <StatusBadge status=post.status/>
                    <span class="comment-count">{comments}</span>
                </div>
            </div>
        </li>
    }
}
