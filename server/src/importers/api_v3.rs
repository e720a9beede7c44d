//! Reading a server that speaks this project's `/api/v3` (FeatureOS and Hellonext boards, and
//! another upboard), with its API key and `ALLOW-PRIVATE: true`:
//!
//! - boards from `GET /buckets` (an extension with `private`); where a server has no such
//!   endpoint, from `GET /organizations/info` asked with and without `ALLOW-PRIVATE`: a board
//!   listed only with it is private;
//! - posts from `GET /feature_requests`, oldest first, 100 a page (so that posts made at the
//!   source meanwhile come last and no page shifts);
//! - each post's votes from `GET /upvoters?feature_request_id=&kind=all` (`kind` is this
//!   project's extension: a server without it answers with the upvotes alone) and its comments
//!   from `GET /comments?feature_request_id=`, every page;
//! - the posts merged into others from `GET /merges` (this project's extension), after every
//!   post, so that each is made merged into the post its target became.
//!
//! The images of descriptions and comments (an upboard source's attachments are images at the
//! end of the text) are copied here. Hidden posts are not in what `/api/v3` lists:
//! docs/import.md says so.

use super::{Reader, SourceError, checked_url, date, fetch, fetch_extension, parse, unreadable};
use app::domain::import::{Board, Bundle, Comment, Merged, Person, Post, Undated, Vote};
use app::entities::states::VoteKind;
use app::said;
use serde::Deserialize;

/// Records a page asks for (the API's largest page).
const PER_PAGE: u32 = 100;
/// Pages read of one list at most: a source whose `has_more` never ends is not followed for
/// ever (10 million records).
const MAX_PAGES: u32 = 100_000;

/// A source server: its API's address and key.
pub struct Source {
    client: reqwest::Client,
    /// `https://old.example/api/v3`.
    base: String,
    key: String,
}

/// The address as given (`https://old.example`, or with `/api/v3`), checked.
pub fn api_base(url: &str) -> Result<String, SourceError> {
    let parsed = checked_url(url)?;
    let trimmed = parsed.as_str().trim_end_matches('/');
    Ok(match trimmed.ends_with("/api/v3") {
        true => trimmed.to_owned(),
        false => format!("{trimmed}/api/v3"),
    })
}

impl Source {
    /// Read with `client` (the CLI's own, [`super::client`]; the worker's, [`super::guarded_client`]).
    pub fn new(url: &str, key: &str, client: reqwest::Client) -> Result<Self, SourceError> {
        Ok(Self { client, base: api_base(url)?, key: key.to_owned() })
    }

    /// The client the source is read with (its images are fetched with it too).
    pub fn client(&self) -> &reqwest::Client {
        &self.client
    }

    async fn get<T: serde::de::DeserializeOwned>(&self, path: &str, private: bool) -> Result<Option<T>, SourceError> {
        let body = fetch(path, || self.request(path, private)).await?;
        body.map(|body| parse(path, &body)).transpose()
    }

    /// An endpoint of this project's extensions (`/buckets`, `/merges`): none when the server
    /// answers as one without it does ([`super::fetch_extension`]).
    async fn extension<T: serde::de::DeserializeOwned>(&self, path: &str) -> Result<Option<T>, SourceError> {
        let body = fetch_extension(path, || self.request(path, true)).await?;
        body.map(|body| parse(path, &body)).transpose()
    }

    fn request(&self, path: &str, private: bool) -> reqwest::RequestBuilder {
        let request = self.client.get(format!("{}{path}", self.base)).header("API-KEY", &self.key).header("Accept", "application/json");
        match private {
            true => request.header("ALLOW-PRIVATE", "true"),
            false => request,
        }
    }

    async fn must_get<T: serde::de::DeserializeOwned>(&self, path: &str) -> Result<T, SourceError> {
        self.get(path, true)
            .await?
            .ok_or_else(|| SourceError(said!("said-import-source-answered", status = 404, path = path, detail = "Not Found")))
    }

    /// Every board, private ones marked.
    pub async fn boards(&self) -> Result<Vec<Board>, SourceError> {
        if let Some(listed) = self.extension::<Buckets>("/buckets").await? {
            return Ok(listed
                .buckets
                .into_iter()
                .map(|b| Board { id: b.id.to_string(), name: b.name, private: b.private.unwrap_or(false) })
                .collect());
        }
        let all: Info = self.must_get("/organizations/info").await?;
        let public: Info = self.get("/organizations/info", false).await?.unwrap_or(Info { buckets: Vec::new() });
        Ok(all
            .buckets
            .into_iter()
            .map(|b| Board { private: !public.buckets.iter().any(|p| p.id == b.id), id: b.id.to_string(), name: b.name })
            .collect())
    }

    /// Page `page` of the posts, oldest first (empty past the end); whether more follow; and
    /// the posts in all, when the source says (`meta.total_count`).
    pub async fn posts(&self, page: u32) -> Result<(Vec<Post>, bool, Option<u64>), SourceError> {
        if page > MAX_PAGES {
            return Ok((Vec::new(), false, None));
        }
        let path = format!("/feature_requests?sort=oldest_created_at&per_page={PER_PAGE}&page={page}");
        let listed: PostPage = self.must_get(&path).await?;
        let more = listed.meta.as_ref().map(|m| m.has_more).unwrap_or(listed.feature_requests.len() as u32 == PER_PAGE);
        let total = listed.meta.as_ref().map(|m| m.total_count);
        let posts = listed.feature_requests.into_iter().map(PostShape::into_post).collect();
        Ok((posts, more, total))
    }

    /// Page `page` of the posts merged into others (`GET /merges`, this project's extension:
    /// a server without it has none to give); whether more follow.
    pub async fn merges(&self, page: u32) -> Result<(Vec<Merged>, bool), SourceError> {
        if page > MAX_PAGES {
            return Ok((Vec::new(), false));
        }
        let path = format!("/merges?per_page={PER_PAGE}&page={page}");
        let Some(listed) = self.extension::<MergePage>(&path).await? else {
            return Ok((Vec::new(), false));
        };
        let more = listed.meta.as_ref().map(|m| m.has_more).unwrap_or(listed.merges.len() as u32 == PER_PAGE);
        let merges = listed
            .merges
            .into_iter()
            .map(|m| {
                let mut post = m.post.into_post();
                // When the merge was made, if the source says so readably (else: now).
                let merged_at = m.merged_at.filter(|at| !at.trim().is_empty()).map(|at| {
                    let record = || format!("merged post {}", post.id);
                    date(&at, Undated::Imported, &mut post.problems, record)
                });
                Merged { post, into: m.into_id.to_string(), merged_at }
            })
            .collect();
        Ok((merges, more))
    }

    /// Every record of a wrapped list (`list` with its query), page by page.
    async fn every<L: Listed>(&self, list: &str) -> Result<Vec<L::Item>, SourceError> {
        let mut found = Vec::new();
        for page in 1..=MAX_PAGES {
            let path = format!("{list}&per_page={PER_PAGE}&page={page}");
            let (items, meta) = self.must_get::<L>(&path).await?.split();
            let n = items.len() as u32;
            found.extend(items);
            if n == 0 || !meta.map(|m| m.has_more).unwrap_or(n == PER_PAGE) {
                break;
            }
        }
        Ok(found)
    }
}

impl Reader for Source {
    fn name(&self) -> String {
        format!("api-v3 {}", self.base)
    }

    /// A post with its votes and comments.
    async fn bundle(&self, mut post: Post) -> Result<Bundle, SourceError> {
        let path = format!("/upvoters?feature_request_id={}&kind=all", post.id);
        let votes = self.every::<VotePage>(&path).await?;
        let votes = votes.into_iter().map(|vote| vote.into_vote(&path, &mut post)).collect::<Result<_, _>>()?;
        let path = format!("/comments?feature_request_id={}", post.id);
        let comments = self.every::<CommentPage>(&path).await?;
        let comments = comments.into_iter().map(|comment| comment.into_comment(&path, &mut post)).collect::<Result<_, _>>()?;
        Ok(Bundle { post, votes, comments })
    }
}

/// A page of a wrapped list: its records, and what its `meta` says.
trait Listed: serde::de::DeserializeOwned {
    type Item;
    fn split(self) -> (Vec<Self::Item>, Option<Meta>);
}

impl Listed for VotePage {
    type Item = VoteShape;
    fn split(self) -> (Vec<VoteShape>, Option<Meta>) {
        (self.votes, self.meta)
    }
}

impl Listed for CommentPage {
    type Item = CommentShape;
    fn split(self) -> (Vec<CommentShape>, Option<Meta>) {
        (self.comments, self.meta)
    }
}

#[derive(Deserialize)]
struct Buckets {
    buckets: Vec<BucketShape>,
}

#[derive(Deserialize)]
struct BucketShape {
    id: i64,
    name: String,
    private: Option<bool>,
}

#[derive(Deserialize)]
struct Info {
    buckets: Vec<InfoBucket>,
}

#[derive(Deserialize)]
struct InfoBucket {
    id: i64,
    name: String,
}

#[derive(Deserialize)]
struct Meta {
    #[serde(default)]
    total_count: u64,
    #[serde(default)]
    has_more: bool,
}

#[derive(Deserialize)]
struct PostPage {
    feature_requests: Vec<PostShape>,
    meta: Option<Meta>,
}

#[derive(Deserialize)]
struct MergePage {
    merges: Vec<MergeShape>,
    meta: Option<Meta>,
}

#[derive(Deserialize)]
struct MergeShape {
    post: PostShape,
    into_id: i64,
    #[serde(default)]
    merged_at: Option<String>,
}

#[derive(Deserialize)]
struct NameEmail {
    #[serde(default)]
    name: Option<String>,
    #[serde(default)]
    email: Option<String>,
}

impl NameEmail {
    fn person(self) -> Person {
        Person { email: self.email.filter(|e| !e.trim().is_empty()), name: self.name.unwrap_or_default(), company: None }
    }
}

#[derive(Deserialize)]
struct BucketRef {
    id: i64,
}

#[derive(Deserialize)]
struct PostShape {
    id: i64,
    title: String,
    #[serde(default)]
    description_html: Option<String>,
    #[serde(default)]
    description: Option<String>,
    #[serde(default)]
    status: Option<String>,
    #[serde(default)]
    approval_status: Option<String>,
    submitter: Option<NameEmail>,
    bucket: BucketRef,
    #[serde(default)]
    tags: Vec<String>,
    created_at: String,
}

impl PostShape {
    fn into_post(self) -> Post {
        // The HTML form when the source gives one; plain text otherwise, as text.
        let description_html = self.description_html.or_else(|| self.description.map(|text| app::domain::text::text_to_html(&text)));
        let mut problems = Vec::new();
        let created_at = date(&self.created_at, Undated::Imported, &mut problems, || format!("post {}", self.id));
        Post {
            id: self.id.to_string(),
            board: self.bucket.id.to_string(),
            title: self.title,
            description_html,
            status: self.status.unwrap_or_default(),
            approved: self.approval_status.as_deref() != Some("pending"),
            author: self.submitter.map(NameEmail::person).unwrap_or_default(),
            tags: self.tags,
            images: Vec::new(),
            created_at,
            problems,
        }
    }
}

#[derive(Deserialize)]
struct VotePage {
    votes: Vec<VoteShape>,
    meta: Option<Meta>,
}

#[derive(Deserialize)]
struct VoteShape {
    #[serde(default)]
    kind: Option<String>,
    created_at: String,
    user: Option<NameEmail>,
}

impl VoteShape {
    /// The vote, on `post` (whose problems say a date that does not read).
    fn into_vote(self, path: &str, post: &mut Post) -> Result<Vote, SourceError> {
        let kind = match self.kind.as_deref() {
            None | Some("upvote") => VoteKind::Upvote,
            Some("downvote") => VoteKind::Downvote,
            Some(other) => return Err(unreadable(path, format!("{} is not a kind of vote", other.chars().take(40).collect::<String>()))),
        };
        let record = || format!("a vote on post {}", post.id);
        let created_at = date(&self.created_at, Undated::AsPost(post.created_at), &mut post.problems, record);
        Ok(Vote { voter: self.user.map(NameEmail::person).unwrap_or_default(), kind, created_at })
    }
}

#[derive(Deserialize)]
struct CommentPage {
    comments: Vec<CommentShape>,
    meta: Option<Meta>,
}

#[derive(Deserialize)]
struct CommentShape {
    id: i64,
    #[serde(default)]
    comment_html: Option<String>,
    #[serde(default)]
    comment: Option<String>,
    #[serde(default)]
    parent_id: Option<i64>,
    #[serde(default)]
    pinned: bool,
    #[serde(default)]
    internal: bool,
    #[serde(default)]
    approval_status: Option<String>,
    created_at: String,
    author: Option<NameEmail>,
}

impl CommentShape {
    /// The comment, on `post` (whose problems say a date that does not read).
    fn into_comment(self, path: &str, post: &mut Post) -> Result<Comment, SourceError> {
        let body_html = self
            .comment_html
            .or_else(|| self.comment.map(|text| app::domain::text::text_to_html(&text)))
            .ok_or_else(|| unreadable(path, format!("comment {} has no text", self.id)))?;
        let record = || format!("comment {} of post {}", self.id, post.id);
        let created_at = date(&self.created_at, Undated::AsPost(post.created_at), &mut post.problems, record);
        Ok(Comment {
            id: self.id.to_string(),
            parent: self.parent_id.map(|id| id.to_string()),
            author: self.author.map(NameEmail::person).unwrap_or_default(),
            body_html,
            internal: self.internal,
            pinned: self.pinned,
            approved: self.approval_status.as_deref() != Some("pending"),
            images: Vec::new(),
            created_at,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::StatusCode;

    /// A server of the API without this project's extensions, answering `extensions` for
    /// `/buckets` and `/merges` (frameworks say "no such endpoint" in several ways).
    async fn server_without_extensions(extensions: StatusCode) -> String {
        let info = axum::Json(serde_json::json!({"buckets": [{"id": 7, "name": "Ideas"}]}));
        let app = axum::Router::new()
            .route("/api/v3/organizations/info", axum::routing::get(move || async move { info }))
            .route("/api/v3/buckets", axum::routing::get(move || async move { extensions }))
            .route("/api/v3/merges", axum::routing::get(move || async move { extensions }));
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let address = listener.local_addr().unwrap();
        tokio::spawn(async move { axum::serve(listener, app).await });
        format!("http://{address}")
    }

    #[tokio::test]
    async fn a_server_without_the_extensions_is_read_without_them() {
        for absent in
            [StatusCode::BAD_REQUEST, StatusCode::NOT_FOUND, StatusCode::METHOD_NOT_ALLOWED, StatusCode::UNPROCESSABLE_ENTITY, StatusCode::NOT_IMPLEMENTED]
        {
            let source = Source::new(&server_without_extensions(absent).await, "key", super::super::client()).unwrap();
            let boards = source.boards().await.unwrap_or_else(|e| panic!("{absent}: {e}"));
            assert_eq!(boards, vec![Board { id: "7".to_owned(), name: "Ideas".to_owned(), private: false }], "{absent}: from /organizations/info");
            let (merges, more) = source.merges(1).await.unwrap_or_else(|e| panic!("{absent}: {e}"));
            assert!(merges.is_empty() && !more, "{absent}");
        }
        let refused = Source::new(&server_without_extensions(StatusCode::FORBIDDEN).await, "key", super::super::client()).unwrap();
        let error = refused.merges(1).await.unwrap_err();
        assert_eq!(error.0.id(), "said-import-source-answered", "a key refused is said: {error}");
    }

    #[test]
    fn an_address_is_the_servers_api() {
        assert_eq!(api_base("https://old.example").unwrap(), "https://old.example/api/v3");
        assert_eq!(api_base("https://old.example/api/v3/").unwrap(), "https://old.example/api/v3");
        assert_eq!(api_base("http://127.0.0.1:3000/").unwrap(), "http://127.0.0.1:3000/api/v3");
        for refused in ["ftp://old.example", "old.example", "https://old.example/?a=1", ""] {
            assert!(api_base(refused).is_err(), "{refused}");
        }
    }
}
