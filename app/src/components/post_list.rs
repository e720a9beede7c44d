use crate::components::{StatusBadge, use_live_counts};
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
    }
    .into_any()
}

#[component]
fn PostRow(org: String, post: PostCard) -> impl IntoView {
    view! {
        <li class="post-card" data-post-id=post.id>
            <div class="vote-tally">
                <LiveVotes org=org.clone() post_id=post.id votes=post.votes_count/>
            </div>
            <div class="post-body">
                <h2 class="post-title"><a href=format!("/{org}/p/{}", post.slug)>{post.title}</a></h2>
                {(!post.preview.is_empty()).then(|| view! { <p class="post-preview">{post.preview}</p> })}
                <div class="post-meta">
                    <StatusBadge status=post.status/>
                    <span class="comment-count"><LiveComments org post_id=post.id comments=post.comments_count/></span>
                </div>
            </div>
        </li>
    }
}

/// A post's vote count, following the live stream.
#[island]
fn LiveVotes(org: String, post_id: i64, votes: i32) -> impl IntoView {
    let live = use_live_counts(org);
    let votes = move || live.of(post_id).map_or(votes, |c| c.votes_count);
    view! {
        <span class="vote-count">{votes}</span>
        <span class="vote-unit">{move || if votes() == 1 { "vote" } else { "votes" }}</span>
    }
}

/// A post's comment count, following the live stream.
#[island]
fn LiveComments(org: String, post_id: i64, comments: i32) -> impl IntoView {
    let live = use_live_counts(org);
    move || match live.of(post_id).map_or(comments, |c| c.comments_count) {
        1 => "1 comment".to_owned(),
        n => format!("{n} comments"),
    }
}
