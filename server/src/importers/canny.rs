//! Reading Canny through its REST API (`https://canny.io/api/v1`, as its API reference
//! describes it): every endpoint is a `POST` whose form carries the `apiKey`, lists are paged
//! by `limit` and `skip` and say `hasMore`.
//!
//! - boards from `boards/list` (`isPrivate` kept);
//! - posts from `posts/list` of each board (`details` is plain text; `status` one of Canny's
//!   `open`, `under review`, `planned`, `in progress`, `complete`, `closed`, or a custom one);
//! - each post's votes from `votes/list` (Canny's votes are upvotes) and comments from
//!   `comments/list` (`value` is plain text; `parentID` threads them; `internal` kept);
//! - the images of posts and comments from their `imageURLs`, copied here;
//! - each person's company (the first of a user's `companies`), with its `monthlySpend`.
//!
//! Canny's statuses go to the statuses here of their kind unless `--status` says otherwise
//! ([`status_fallbacks`]).

use super::{Reader, SourceError, checked_url, date, fetch, parse};
use app::domain::import::{Board, Bundle, Comment, Company, Person, Post, Undated, Vote};
use app::entities::states::VoteKind;
use app::said;
use serde::Deserialize;

/// Canny's API, unless `--url` names another address (a proxy, or the tests' stand-in).
pub const DEFAULT_URL: &str = "https://canny.io/api/v1";
/// Records a page asks for.
const PER_PAGE: u32 = 100;
/// Pages read of one list at most (10 million records).
const MAX_PAGES: u32 = 100_000;

/// Canny's own statuses and the kind of status here each is.
pub fn status_fallbacks() -> Vec<(String, String)> {
    [
        ("open", "under_review"),
        ("under review", "under_review"),
        ("planned", "planned"),
        ("in progress", "in_progress"),
        ("complete", "completed"),
        ("closed", "closed"),
    ]
    .iter()
    .map(|(from, to)| ((*from).to_owned(), (*to).to_owned()))
    .collect()
}

pub struct Source {
    client: reqwest::Client,
    base: String,
    key: String,
}

impl Source {
    /// Read with `client` (the CLI's own, [`super::client`]; the worker's, [`super::guarded_client`]).
    pub fn new(url: Option<&str>, key: &str, client: reqwest::Client) -> Result<Self, SourceError> {
        let base = match url {
            None => DEFAULT_URL.to_owned(),
            Some(url) => checked_url(url)?.as_str().trim_end_matches('/').to_owned(),
        };
        Ok(Self { client, base, key: key.to_owned() })
    }

    /// The client the source is read with (its images are fetched with it too).
    pub fn client(&self) -> &reqwest::Client {
        &self.client
    }

    async fn post<T: serde::de::DeserializeOwned>(&self, path: &str, form: &[(&str, String)]) -> Result<T, SourceError> {
        let url = format!("{}{path}", self.base);
        let mut fields: Vec<(&str, String)> = vec![("apiKey", self.key.clone())];
        fields.extend(form.iter().cloned());
        let body = fetch(path, || self.client.post(&url).header("Accept", "application/json").form(&fields))
            .await?
            .ok_or_else(|| SourceError(said!("said-import-source-answered", status = 404, path = path, detail = "Not Found")))?;
        parse(path, &body)
    }

    pub async fn boards(&self) -> Result<Vec<Board>, SourceError> {
        let listed: Boards = self.post("/boards/list", &[]).await?;
        Ok(listed.boards.into_iter().map(|b| Board { id: b.id, name: b.name, private: b.is_private }).collect())
    }

    /// Page `page` (from 0) of a board's posts; whether more follow.
    pub async fn posts(&self, board: &str, page: u32) -> Result<(Vec<Post>, bool), SourceError> {
        if page >= MAX_PAGES {
            return Ok((Vec::new(), false));
        }
        let path = "/posts/list";
        let listed: Posts = self
            .post(
                path,
                &[("boardID", board.to_owned()), ("limit", PER_PAGE.to_string()), ("skip", (page * PER_PAGE).to_string()), ("sort", "oldest".to_owned())],
            )
            .await?;
        let posts = listed.posts.into_iter().map(CannyPost::into_post).collect();
        Ok((posts, listed.has_more))
    }
}

impl Reader for Source {
    fn name(&self) -> String {
        format!("canny {}", self.base)
    }

    async fn bundle(&self, mut post: Post) -> Result<Bundle, SourceError> {
        let mut votes = Vec::new();
        for page in 0..MAX_PAGES {
            let path = "/votes/list";
            let listed: Votes = self
                .post(path, &[("postID", post.id.clone()), ("limit", PER_PAGE.to_string()), ("skip", (page * PER_PAGE).to_string())])
                .await?;
            for vote in listed.votes {
                let record = || format!("a vote on post {}", post.id);
                let created_at = date(&vote.created, Undated::AsPost(post.created_at), &mut post.problems, record);
                votes.push(Vote { voter: vote.voter.map(CannyUser::person).unwrap_or_default(), kind: VoteKind::Upvote, created_at });
            }
            if !listed.has_more {
                break;
            }
        }
        let mut comments = Vec::new();
        for page in 0..MAX_PAGES {
            let path = "/comments/list";
            let listed: Comments = self
                .post(path, &[("postID", post.id.clone()), ("limit", PER_PAGE.to_string()), ("skip", (page * PER_PAGE).to_string())])
                .await?;
            for comment in listed.comments {
                let record = || format!("comment {} of post {}", comment.id, post.id);
                let created_at = date(&comment.created, Undated::AsPost(post.created_at), &mut post.problems, record);
                comments.push(Comment {
                    id: comment.id,
                    parent: comment.parent_id.filter(|p| !p.is_empty()),
                    author: comment.author.map(CannyUser::person).unwrap_or_default(),
                    body_html: app::domain::text::text_to_html(&comment.value),
                    internal: comment.internal,
                    pinned: false,
                    approved: true,
                    images: comment.image_urls,
                    created_at,
                });
            }
            if !listed.has_more {
                break;
            }
        }
        Ok(Bundle { post, votes, comments })
    }
}

#[derive(Deserialize)]
struct Boards {
    boards: Vec<CannyBoard>,
}

#[derive(Deserialize)]
struct CannyBoard {
    id: String,
    name: String,
    #[serde(default, rename = "isPrivate")]
    is_private: bool,
}

#[derive(Deserialize)]
struct CannyUser {
    #[serde(default)]
    email: Option<String>,
    #[serde(default)]
    name: Option<String>,
    #[serde(default)]
    companies: Vec<CannyCompany>,
}

/// A company of a user (Canny's user object lists them; one person belongs to one company
/// here: the first).
#[derive(Deserialize)]
struct CannyCompany {
    #[serde(deserialize_with = "text_or_number")]
    id: String,
    #[serde(default)]
    name: Option<String>,
    #[serde(default, rename = "monthlySpend")]
    monthly_spend: Option<f64>,
}

/// An id the product Canny serves gave: text, or a number.
fn text_or_number<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<String, D::Error> {
    match serde_json::Value::deserialize(deserializer)? {
        serde_json::Value::String(text) => Ok(text),
        serde_json::Value::Number(number) => Ok(number.to_string()),
        other => Err(serde::de::Error::custom(format!("{other} is not an id"))),
    }
}

impl CannyUser {
    fn person(self) -> Person {
        let company = self
            .companies
            .into_iter()
            .next()
            .map(|c| Company { name: c.name.unwrap_or_default(), id: c.id, monthly_spend: c.monthly_spend });
        Person { email: self.email.filter(|e| !e.trim().is_empty()), name: self.name.unwrap_or_default(), company }
    }
}

#[derive(Deserialize)]
struct IdOnly {
    id: String,
}

#[derive(Deserialize)]
struct Named {
    name: String,
}

#[derive(Deserialize)]
struct Posts {
    posts: Vec<CannyPost>,
    #[serde(default, rename = "hasMore")]
    has_more: bool,
}

#[derive(Deserialize)]
struct CannyPost {
    id: String,
    author: Option<CannyUser>,
    board: IdOnly,
    created: String,
    #[serde(default)]
    details: Option<String>,
    #[serde(default, rename = "imageURLs")]
    image_urls: Vec<String>,
    #[serde(default)]
    status: Option<String>,
    #[serde(default)]
    tags: Vec<Named>,
    title: String,
}

impl CannyPost {
    fn into_post(self) -> Post {
        let mut problems = Vec::new();
        let created_at = date(&self.created, Undated::Imported, &mut problems, || format!("post {}", self.id));
        Post {
            created_at,
            problems,
            id: self.id,
            board: self.board.id,
            title: self.title,
            description_html: self.details.filter(|d| !d.trim().is_empty()).map(|d| app::domain::text::text_to_html(&d)),
            status: self.status.unwrap_or_default(),
            approved: true,
            author: self.author.map(CannyUser::person).unwrap_or_default(),
            tags: self.tags.into_iter().map(|t| t.name).collect(),
            images: self.image_urls,
        }
    }
}

#[derive(Deserialize)]
struct Votes {
    votes: Vec<CannyVote>,
    #[serde(default, rename = "hasMore")]
    has_more: bool,
}

#[derive(Deserialize)]
struct CannyVote {
    created: String,
    voter: Option<CannyUser>,
}

#[derive(Deserialize)]
struct Comments {
    comments: Vec<CannyComment>,
    #[serde(default, rename = "hasMore")]
    has_more: bool,
}

#[derive(Deserialize)]
struct CannyComment {
    id: String,
    author: Option<CannyUser>,
    created: String,
    #[serde(default)]
    internal: bool,
    #[serde(default, rename = "parentID")]
    parent_id: Option<String>,
    #[serde(default, rename = "imageURLs")]
    image_urls: Vec<String>,
    #[serde(default)]
    value: String,
}
