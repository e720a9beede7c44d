use crate::components::StatusBadge;
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
    view! {
        <ol class="post-list" aria-label="Posts">
            {posts.into_iter().map(|post| view! { <PostRow org=org.clone() post/> }).collect_view()}
        </ol>
    }
    .into_any()
}

#[component]
fn PostRow(org: String, post: PostCard) -> impl IntoView {
    let votes_unit = if post.votes_count == 1 { "vote" } else { "votes" };
    let comments = match post.comments_count {
        1 => "1 comment".to_owned(),
        n => format!("{n} comments"),
    };
    view! {
        <li class="post-card" data-post-id=post.id>
            <div class="vote-tally">
                <span class="vote-count">{post.votes_count}</span>
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
