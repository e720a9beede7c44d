//! The MCP server's tools and resources (docs/mcp.md lists them). Each tool parses its
//! arguments (a JSON schema made from the type it reads), calls the domain functions the pages
//! and the REST API call, as the request's [`Caller`], and answers structured content: the
//! REST API's shapes for posts, comments, votes, boards and tags. A refusal is the tool's
//! error (`isError`, with the status and message the API would answer), never a protocol error.

use super::args::*;
use crate::rest::changelog::ChangelogEntry;
use crate::rest::shapes::{Bucket, Comment, Links, Post, Vote};
use crate::rest::tags::Tag;
use app::domain::access::{self, PostFacts, TeamTask, Via};
use app::domain::caller::{Caller, Proof};
use app::domain::moderation::{merge, post_team, queue};
use app::domain::posts::{self, ListFilter, ListSort, Submission};
use app::domain::{Error, Result, buckets, changelog, comments, roadmaps, search, statuses, tags, time, votes};
use app::entities::post;
use app::model::{BucketId, CommentId, Email, PostId, UserId};
use app::said;
use app::state::AppState;
use rmcp::ErrorData;
use rmcp::handler::server::common::schema_for_type;
use rmcp::model::{
    CallToolRequestParams, CallToolResponse, CallToolResult, Implementation, ListResourceTemplatesResult, ListToolsResult, PaginatedRequestParams,
    ReadResourceRequestParams, ReadResourceResponse, ReadResourceResult, ResourceContents, ResourceTemplate, ServerCapabilities, ServerConfig, Tool,
    ToolAnnotations,
};
use rmcp::service::{RequestContext, RoleServer};
use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
use serde::de::DeserializeOwned;
use serde_json::{Value, json};
use std::sync::{Arc, OnceLock};

/// The server as each request meets it (made per request: it holds only the state).
#[derive(Clone)]
pub struct Board {
    state: AppState,
}

impl Board {
    pub fn new(state: AppState) -> Self {
        Self { state }
    }
}

/// What a tool does to the board, as its annotations say.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Effect {
    /// Only reads: a read-only token or the API key may call it.
    Reads,
    /// Writes: a token that may write.
    Writes,
    /// Writes what cannot simply be taken back (spam, blocked authors).
    Destroys,
}

/// One tool: its name, title, description, effect and the schema of its arguments.
struct Def {
    name: &'static str,
    title: &'static str,
    description: &'static str,
    effect: Effect,
    schema: fn() -> Arc<rmcp::model::JsonObject>,
}

const PER_PAGE_MAX: u64 = 50;

macro_rules! def {
    ($name:literal, $title:literal, $effect:ident, $args:ty, $description:literal) => {
        Def { name: $name, title: $title, description: $description, effect: Effect::$effect, schema: schema_for_type::<$args> }
    };
}

/// Every tool, in the order a client lists them.
const TOOLS: &[Def] = &[
    def!(
        "search_posts",
        "Search posts",
        Reads,
        SearchPosts,
        "Search the organization's posts (feature requests) by words, best matches first; words match as prefixes. Optionally within one board, status or tag. Returns the posts with their votes, status, board and address."
    ),
    def!(
        "list_posts",
        "List posts",
        Reads,
        ListPosts,
        "List the organization's posts without a search: filtered by board, approval, tags, submitters or the people who took part, and dates; sorted by top, trending, newest, oldest or last change. Paged (at most 50 a page)."
    ),
    def!(
        "get_post",
        "Read a post",
        Reads,
        GetPost,
        "Read one post by its id: the post, its newest comments (internal notes too, for the team) and its latest upvoters."
    ),
    def!(
        "find_similar_posts",
        "Find similar posts",
        Reads,
        FindSimilar,
        "Find posts that a new request with this title may duplicate, the closest first (at most 5). Use it before creating a post."
    ),
    def!(
        "list_boards",
        "List boards",
        Reads,
        NoArgs,
        "List the organization's boards (buckets) with their ids; private ones only for the team or an API key sent with ALLOW-PRIVATE: true."
    ),
    def!(
        "list_statuses",
        "List statuses",
        Reads,
        NoArgs,
        "List the organization's statuses in their order, with their kind (open, planned, in_progress, completed, closed) and whether the roadmap shows them."
    ),
    def!("list_tags", "List tags", Reads, NoArgs, "List the organization's tags."),
    def!("list_roadmaps", "List roadmaps", Reads, NoArgs, "List the organization's roadmaps with their addresses."),
    def!(
        "list_moderation_queue",
        "List the moderation queue",
        Reads,
        Page,
        "List the posts and comments waiting for the team's approval, oldest first (the team; 50 of each a page). Approve them or mark them as spam with `moderate`."
    ),
    def!(
        "list_changelog_entries",
        "List changelog entries",
        Reads,
        Page,
        "List the changelog's entries, drafts and published, newest first (20 a page), with the posts each ships."
    ),
    def!(
        "create_post",
        "Create a post for a customer",
        Writes,
        CreatePost,
        "Create a post on behalf of a customer, named by their e-mail address (made a customer of the organization when new). Say where the request came from in `source` (a support ticket's address, a call): it is kept as an internal note on the post. Search with `find_similar_posts` first, and vote with `vote_on_behalf` on an existing post instead of creating a duplicate."
    ),
    def!(
        "vote_on_behalf",
        "Vote for a customer",
        Writes,
        VoteOnBehalf,
        "Upvote a post for a customer, named by their e-mail address (made a customer when new). Recorded in the audit log as a vote the team cast for them."
    ),
    def!(
        "add_comment",
        "Comment on a post",
        Writes,
        AddComment,
        "Comment on a post as yourself: publicly (its followers are told), or as an internal note only the team sees. Plain text; line breaks are kept."
    ),
    def!(
        "change_status",
        "Change a post's status",
        Writes,
        ChangeStatus,
        "Set a post's status, by the status's name or kind. With a `message`, the message is posted publicly in the thread with the new status, and followers are told."
    ),
    def!(
        "merge_posts",
        "Merge a duplicate",
        Writes,
        MergePosts,
        "Merge the duplicate into another post: its votes and comments move to the other, and its address leads there. `unmerge_post` undoes it."
    ),
    def!("unmerge_post", "Undo a merge", Writes, UnmergePost, "Undo the merge of a duplicate: it and its votes and comments are apart again."),
    def!(
        "tag_post",
        "Tag a post",
        Writes,
        TagPost,
        "Add a tag to a post (made when the organization has none of that name), or remove it with `remove: true`."
    ),
    def!(
        "assign_owner",
        "Assign a post's owner",
        Writes,
        AssignOwner,
        "Make a team member the owner of a post (their user id), or leave it without an owner (`owner_id` null)."
    ),
    def!(
        "moderate",
        "Approve or mark as spam",
        Destroys,
        Moderate,
        "Approve posts and comments waiting in the moderation queue, or mark them as spam (hidden from everyone), optionally blocking their authors. Items are `post:ID` or `comment:ID`."
    ),
    def!(
        "write_changelog_draft",
        "Write a changelog draft",
        Writes,
        WriteChangelogDraft,
        "Write a draft of a changelog entry (Markdown), or change a draft named by `id`. The team publishes it from the admin area; published entries are not changed here."
    ),
];

fn tools() -> &'static [Tool] {
    static BUILT: OnceLock<Vec<Tool>> = OnceLock::new();
    BUILT.get_or_init(|| {
        TOOLS
            .iter()
            .map(|d| {
                let annotations = ToolAnnotations::with_title(d.title)
                    .read_only(d.effect == Effect::Reads)
                    .destructive(d.effect == Effect::Destroys)
                    .idempotent(d.effect == Effect::Reads)
                    .open_world(false);
                Tool::new(d.name, d.description, (d.schema)()).with_title(d.title).annotate(annotations)
            })
            .collect()
    })
}

/// What a refusal says to the client: the status, code, message and fields the REST API answers
/// for the same error (`rest::ApiError`, the one mapping of the domain's errors).
fn refusal(error: Error) -> CallToolResult {
    let api = crate::rest::ApiError::from(error);
    let mut body = json!({ "error": { "status": api.status().as_u16(), "code": api.code(), "message": api.message() } });
    if let Some(fields) = api.fields().filter(|f| !f.is_empty()) {
        body["error"]["fields"] = json!(fields);
    }
    CallToolResult::structured_error(body)
}

fn arguments<T: DeserializeOwned>(raw: Option<rmcp::model::JsonObject>) -> Result<T> {
    serde_json::from_value(Value::Object(raw.unwrap_or_default()))
        .map_err(|e| Error::invalid(said!("said-the-tool-s-arguments-are-invalid", reason = app::domain::echoed(&e.to_string()).into_owned())))
}

/// Whether the caller sees private boards: the team, or an API key sent with `ALLOW-PRIVATE`.
fn sees_private(caller: &Caller) -> bool {
    caller.asker().sees_private_buckets()
}

/// The person a writing tool acts as: a token's team member, when the token may write.
fn writer(caller: &Caller, task: TeamTask) -> Result<&access::Actor> {
    if !matches!(caller.proof, Proof::AccessToken(_)) {
        return Err(Error::Forbidden(said!("said-this-tool-needs-a-personal-access-token")));
    }
    caller.may_write()?;
    caller.team_member(task)
}

fn page_and_size(page: Option<u64>, per_page: Option<u64>) -> Result<(u64, u64)> {
    let per_page = per_page.unwrap_or(20);
    if !(1..=PER_PAGE_MAX).contains(&per_page) {
        return Err(Error::invalid(said!("said-x-must-be-from-1-to-50", field = "per_page")));
    }
    Ok((page.unwrap_or(1).max(1), per_page))
}

fn email(raw: &str) -> Result<Email> {
    Email::parse(raw).map_err(|_| Error::invalid(said!("said-x-is-invalid", field = "email")))
}

fn day(raw: Option<&str>, field: &'static str) -> Result<Option<chrono::NaiveDate>> {
    match raw.map(str::trim).filter(|d| !d.is_empty()) {
        None => Ok(None),
        Some(d) => chrono::NaiveDate::parse_from_str(d, "%Y-%m-%d")
            .map(Some)
            .map_err(|_| Error::invalid(said!("said-x-is-invalid", field = field))),
    }
}

impl Board {
    fn links<'a>(&'a self, caller: &'a Caller) -> Links<'a> {
        Links { public_url: &self.state.settings.public_url, org: &caller.organization }
    }

    /// The posts of `ids` in that order, as the API shows them, leaving out what the caller
    /// may not see.
    async fn posts_in_order(&self, caller: &Caller, ids: &[PostId]) -> Result<Vec<Post>> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let db = &self.state.db;
        let org = &caller.organization;
        let select = post::Entity::find().filter(post::Column::OrganizationId.eq(org.id)).filter(post::Column::Id.is_in(ids.iter().copied()));
        let mut rows = posts::with_people_and_tags(db, select).await?;
        let private: Vec<BucketId> = buckets::cached(db, org.id).await?.into_iter().filter(|b| b.private).map(|b| b.id).collect();
        let asker = caller.asker();
        rows.retain(|r| access::may_see_post(&asker, &PostFacts::of(&r.post, private.contains(&r.post.bucket_id))));
        rows.sort_by_key(|r| ids.iter().position(|id| *id == r.post.id));
        let links = self.links(caller);
        Ok(posts::views_with(db, org.id, rows).await?.into_iter().map(|v| Post::new(v, links)).collect())
    }

    async fn one_post(&self, caller: &Caller, post: post::Model) -> Result<Post> {
        let view = posts::views(&self.state.db, caller.organization.id, vec![post]).await?.pop();
        let view = view.ok_or_else(|| Error::NotFound(said!("said-this-post-was-not-found")))?;
        Ok(Post::new(view, self.links(caller)))
    }

    async fn run(&self, caller: &Caller, name: &str, raw: Option<rmcp::model::JsonObject>) -> Result<Value> {
        let state = &self.state;
        let db = &state.db;
        let org = &caller.organization;
        match name {
            "search_posts" => {
                let a: SearchPosts = arguments(raw)?;
                let (page, per_page) = page_and_size(a.page, a.per_page)?;
                let mut scope = match a.board_id {
                    Some(id) => {
                        let bucket = buckets::find(db.conn(), org.id, BucketId(id))
                            .await?
                            .filter(|b| !b.private || sees_private(caller))
                            .ok_or_else(|| Error::NotFound(said!("said-board-x-was-not-found", id = id.to_string())))?;
                        search::Scope::bucket(&bucket)
                    }
                    None => search::Scope::organization(org.id),
                };
                if !caller.asker().is_team() && !matches!(caller.via, Via::Api { .. }) {
                    scope = scope.approved();
                }
                if let Some(status) = a.status.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
                    let found = statuses::cached(db, org.id)
                        .await?
                        .into_iter()
                        .find(|s| s.label.eq_ignore_ascii_case(status) || s.kind.name() == status);
                    let found =
                        found.ok_or_else(|| Error::NotFound(said!("said-status-x-was-not-found", id = app::domain::echoed_after("Status ", status))))?;
                    scope = scope.of_status(Some(found.id));
                }
                if let Some(tag) = a.tag.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
                    let ids = tags::ids_by_names(db.conn(), org.id, &[tag.to_owned()])
                        .await?
                        .ok_or_else(|| Error::NotFound(said!("said-tag-x-was-not-found", id = app::domain::echoed_after("Tag ", tag))))?;
                    scope = scope.tagged(Some(ids));
                }
                let offset = app::domain::page_offset(page, per_page).unwrap_or(u64::MAX);
                let ids = search::page(db, &state.search, &scope, &a.query, offset, per_page + 1).await?;
                let has_more = ids.len() as u64 > per_page;
                let posts = self.posts_in_order(caller, &ids[..ids.len().min(per_page as usize)]).await?;
                Ok(json!({ "posts": posts, "page": page, "per_page": per_page, "has_more": has_more }))
            }
            "list_posts" => {
                let a: ListPosts = arguments(raw)?;
                let (page, per_page) = page_and_size(a.page, a.per_page)?;
                let sort = match a.sort.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
                    None => ListSort::default(),
                    Some(sort) => ListSort::parse(sort).ok_or_else(|| Error::invalid(said!("said-x-is-invalid", field = "sort")))?,
                };
                let filter = ListFilter {
                    bucket_id: a.board_id.map(BucketId),
                    approval_status: a.approval_status.map(|s| s.trim().to_owned()).filter(|s| !s.is_empty()),
                    submitter_emails: a.submitter_emails.unwrap_or_default(),
                    interactor_emails: a.interactor_emails.unwrap_or_default(),
                    tags: a.tags.unwrap_or_default(),
                    from: day(a.from_date.as_deref(), "from_date")?.map(time::start_of_day),
                    until: day(a.to_date.as_deref(), "to_date")?.map(time::end_of_day),
                    sort,
                };
                let (rows, total) = posts::list(db, org.id, &filter, sees_private(caller), page, per_page).await?;
                let links = self.links(caller);
                let posts: Vec<Post> = posts::views_with(db, org.id, rows).await?.into_iter().map(|v| Post::new(v, links)).collect();
                Ok(json!({ "posts": posts, "page": page, "per_page": per_page, "total": total }))
            }
            "get_post" => {
                let a: GetPost = arguments(raw)?;
                let post_id = PostId(a.post_id);
                let (found, _) = posts::find_for(db.conn(), org.id, post_id, &caller.asker()).await?;
                let post = self.one_post(caller, found).await?;
                let (rows, comments_total) = comments::list(db.conn(), org.id, Some(post_id), sees_private(caller), 1, PER_PAGE_MAX).await?;
                let links = self.links(caller);
                let comments: Vec<Comment> = comments::views(db.conn(), rows).await?.into_iter().map(|v| Comment::new(v, links)).collect();
                let (voters, voters_total) =
                    votes::upvoters(db.conn(), org.id, Some(post_id), Some(votes::Kind::Upvote), None, None, sees_private(caller), 1, PER_PAGE_MAX).await?;
                let all_statuses: std::collections::HashMap<_, _> = statuses::cached(db, org.id).await?.into_iter().map(|s| (s.id, s)).collect();
                let voters: Vec<Vote> = voters.into_iter().map(|v| Vote::new(v, &all_statuses, links)).collect();
                Ok(json!({ "post": post, "comments": comments, "comments_total": comments_total, "upvoters": voters, "upvoters_total": voters_total }))
            }
            "find_similar_posts" => {
                let a: FindSimilar = arguments(raw)?;
                let mut scope = search::Scope::organization(org.id);
                if !caller.asker().is_team() {
                    scope = scope.approved();
                }
                let ids = search::similar_post_ids(db, &state.search, &scope, &a.title, 20).await?;
                let mut posts = self.posts_in_order(caller, &ids).await?;
                posts.truncate(5);
                Ok(json!({ "posts": posts }))
            }
            "list_boards" => {
                arguments::<NoArgs>(raw)?;
                let links = self.links(caller);
                let boards: Vec<Bucket> = buckets::list(db.conn(), org.id, sees_private(caller)).await?.into_iter().map(|b| Bucket::new(b, links)).collect();
                Ok(json!({ "boards": boards }))
            }
            "list_statuses" => {
                arguments::<NoArgs>(raw)?;
                let list: Vec<Value> = statuses::list(db.conn(), org.id)
                    .await?
                    .into_iter()
                    .map(|s| json!({ "id": s.id, "name": s.label, "kind": s.kind.name(), "color": s.color, "on_roadmap": s.on_roadmap, "is_default": s.is_default }))
                    .collect();
                Ok(json!({ "statuses": list }))
            }
            "list_tags" => {
                arguments::<NoArgs>(raw)?;
                let list: Vec<Tag> = tags::list(db.conn(), org.id).await?.into_iter().map(Tag::from).collect();
                Ok(json!({ "tags": list }))
            }
            "list_roadmaps" => {
                arguments::<NoArgs>(raw)?;
                let base = state.settings.public_url.trim_end_matches('/');
                // The main roadmap (every status on the roadmap), then the named ones.
                let main = json!({ "id": null, "name": "Roadmap", "slug": "", "url": format!("{base}/{}/roadmap", org.name), "hidden": org.roadmap_hidden });
                let named = roadmaps::list(db.conn(), org.id).await?.into_iter().map(
                    |r| json!({ "id": r.id, "name": r.name, "slug": r.slug, "url": format!("{base}/{}/roadmap/{}", org.name, r.slug), "hidden": r.hidden }),
                );
                let list: Vec<Value> = std::iter::once(main).chain(named).collect();
                Ok(json!({ "roadmaps": list }))
            }
            "list_moderation_queue" => {
                let a: Page = arguments(raw)?;
                caller.team_member(TeamTask::Moderate)?;
                let waiting = queue::load(db, org.id, a.page.unwrap_or(1).max(1)).await?;
                serde_json::to_value(&waiting).map_err(|e| Error::Internal(format!("an answer could not be written: {e}")))
            }
            "list_changelog_entries" => {
                let a: Page = arguments(raw)?;
                if caller.actor.is_some() {
                    caller.team_member(TeamTask::WriteChangelog)?;
                }
                let page = a.page.unwrap_or(1).max(1);
                let (entries, has_more) = changelog::list_all(db.conn(), org.id, page, 20).await?;
                let entries: Vec<ChangelogEntry> = entries.into_iter().map(|e| ChangelogEntry::new(e, &state.settings.public_url, org)).collect();
                Ok(json!({ "entries": entries, "page": page, "has_more": has_more }))
            }
            "create_post" => {
                let a: CreatePost = arguments(raw)?;
                let actor = writer(caller, TeamTask::Moderate)?;
                let customer = app::domain::auth::find_or_create_named(db, org.id, &email(&a.email)?, a.name.as_deref().unwrap_or_default()).await?;
                let submission = Submission {
                    org,
                    asker: caller.asker(),
                    submitter: &customer,
                    bucket_id: BucketId(a.board_id),
                    title: &a.title,
                    description: a.description.as_deref(),
                    uploads: Vec::new(),
                };
                let created = posts::submit(db, &state.storage, submission).await?;
                if let Some(source) = a.source.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
                    let note = app::domain::text::text_to_html(&format!("{}: {source}", said!("said-mcp-request-source").english()));
                    let comment = comments::Submission {
                        organization_id: org.id,
                        asker: access::Asker::web(Some(actor)),
                        post_id: created.id,
                        parent_id: None,
                        body: &note,
                        internal: true,
                        uploads: Vec::new(),
                    };
                    comments::submit(db, &state.storage, &state.live, comment).await?;
                }
                let post = self.one_post(caller, created).await?;
                Ok(json!({ "post": post }))
            }
            "vote_on_behalf" => {
                let a: VoteOnBehalf = arguments(raw)?;
                let actor = writer(caller, TeamTask::Moderate)?;
                let voted = post_team::vote_for(db, org.id, actor, PostId(a.post_id), a.email.trim(), a.name.as_deref().unwrap_or_default()).await?;
                Ok(json!({ "post": self.one_post(caller, voted).await? }))
            }
            "add_comment" => {
                let a: AddComment = arguments(raw)?;
                let actor = writer(caller, TeamTask::Moderate)?;
                if a.text.trim().is_empty() {
                    return Err(Error::invalid(said!("said-x-can-t-be-blank", field = "text")));
                }
                let body = app::domain::text::text_to_html(&a.text);
                let submission = comments::Submission {
                    organization_id: org.id,
                    asker: access::Asker::web(Some(actor)),
                    post_id: PostId(a.post_id),
                    parent_id: a.parent_id.map(CommentId),
                    body: &body,
                    internal: a.internal.unwrap_or(false),
                    uploads: Vec::new(),
                };
                let comment = comments::submit(db, &state.storage, &state.live, submission).await?;
                let view = comments::views(db.conn(), vec![comment])
                    .await?
                    .pop()
                    .ok_or_else(|| Error::Internal("a new comment could not be read".into()))?;
                Ok(json!({ "comment": Comment::new(view, self.links(caller)) }))
            }
            "change_status" => {
                let a: ChangeStatus = arguments(raw)?;
                let actor = writer(caller, TeamTask::Moderate)?;
                let changed = post_team::moderate(db, org.id, actor, PostId(a.post_id), &a.status, None, a.message.as_deref().unwrap_or_default()).await?;
                Ok(json!({ "post": self.one_post(caller, changed).await? }))
            }
            "merge_posts" => {
                let a: MergePosts = arguments(raw)?;
                let actor = writer(caller, TeamTask::Moderate)?;
                let target = merge::merge(db, org.id, actor, PostId(a.duplicate_id), PostId(a.into_id)).await?;
                Ok(json!({ "post": self.one_post(caller, target).await? }))
            }
            "unmerge_post" => {
                let a: UnmergePost = arguments(raw)?;
                let actor = writer(caller, TeamTask::Moderate)?;
                let duplicate = merge::unmerge(db, org.id, actor, PostId(a.duplicate_id)).await?;
                Ok(json!({ "post": self.one_post(caller, duplicate).await? }))
            }
            "tag_post" => {
                let a: TagPost = arguments(raw)?;
                let actor = writer(caller, TeamTask::Moderate)?;
                let now_tagged = tags::tag_post(db, org.id, actor, PostId(a.post_id), &a.tag, !a.remove.unwrap_or(false)).await?;
                Ok(json!({ "post_id": a.post_id, "tags": now_tagged }))
            }
            "assign_owner" => {
                let a: AssignOwner = arguments(raw)?;
                let actor = writer(caller, TeamTask::Moderate)?;
                let changed = post_team::set_owner(db, org.id, actor, PostId(a.post_id), a.owner_id.map(UserId)).await?;
                let owner_id = changed.owner_id.map(i64::from);
                Ok(json!({ "post": self.one_post(caller, changed).await?, "owner_id": owner_id }))
            }
            "moderate" => {
                let a: Moderate = arguments(raw)?;
                let actor = writer(caller, TeamTask::Moderate)?;
                if a.items.len() > 50 {
                    return Err(Error::invalid(said!("said-x-has-too-many-entries-at", field = "items")));
                }
                let items: Vec<queue::Item> = a
                    .items
                    .iter()
                    .map(|i| queue::Item::parse(i.trim()).ok_or_else(|| Error::invalid(said!("said-x-names-no-post-or-comment", field = "items"))))
                    .collect::<Result<_>>()?;
                let decision = match a.decision.trim() {
                    "approve" => queue::Decision::Approve,
                    "spam" => queue::Decision::Spam { block_authors: a.block_authors.unwrap_or(false) },
                    _ => return Err(Error::invalid(said!("said-x-must-be-approve-or-spam", field = "decision"))),
                };
                let outcome = queue::decide(db, org.id, actor, &items, decision).await?;
                Ok(json!({ "approved": outcome.approved, "marked_spam": outcome.marked_spam, "blocked_authors": outcome.blocked }))
            }
            "write_changelog_draft" => {
                let a: WriteChangelogDraft = arguments(raw)?;
                let actor = writer(caller, TeamTask::WriteChangelog)?;
                let input = changelog::EntryInput {
                    title: a.title,
                    body: a.body,
                    post_ids: a.post_ids.map(|ids| ids.into_iter().map(PostId).collect()),
                    published: None,
                    complete_posts: false,
                };
                let entry = match a.id {
                    None => changelog::create(db, org.id, actor, changelog::EntryInput { published: Some(false), ..input }).await?,
                    Some(id) => {
                        if changelog::find(db.conn(), org.id, id).await?.published {
                            return Err(Error::Forbidden(said!("said-published-entries-are-changed-in-the-admin-area")));
                        }
                        changelog::update(db, org.id, actor, id, input).await?
                    }
                };
                Ok(json!({ "entry": ChangelogEntry::new(entry, &state.settings.public_url, org) }))
            }
            _ => Err(Error::NotFound(said!("said-there-is-no-tool-x", name = app::domain::echoed(name).into_owned()))),
        }
    }

    /// `upboard://posts/{id}`: a post as `get_post` reads it; `upboard://boards/{id}`: a
    /// board's newest posts.
    async fn resource(&self, caller: &Caller, uri: &str) -> Result<Value> {
        let id = |rest: &str| {
            rest.parse::<i64>()
                .map_err(|_| Error::NotFound(said!("said-there-is-no-resource-x", uri = app::domain::echoed(uri).into_owned())))
        };
        if let Some(rest) = uri.strip_prefix("upboard://posts/") {
            let mut args = rmcp::model::JsonObject::new();
            args.insert("post_id".into(), json!(id(rest)?));
            return self.run(caller, "get_post", Some(args)).await;
        }
        if let Some(rest) = uri.strip_prefix("upboard://boards/") {
            let mut args = rmcp::model::JsonObject::new();
            args.insert("board_id".into(), json!(id(rest)?));
            args.insert("per_page".into(), json!(PER_PAGE_MAX));
            return self.run(caller, "list_posts", Some(args)).await;
        }
        Err(Error::NotFound(said!("said-there-is-no-resource-x", uri = app::domain::echoed(uri).into_owned())))
    }
}

/// The caller the door found for this request (`super::admit`).
fn caller_of(context: &RequestContext<RoleServer>) -> std::result::Result<Caller, ErrorData> {
    context
        .extensions
        .get::<axum::http::request::Parts>()
        .and_then(|parts| parts.extensions.get::<Caller>())
        .cloned()
        .ok_or_else(|| ErrorData::internal_error("the request's caller was not found", None))
}

impl rmcp::ServerHandler for Board {
    fn get_info(&self) -> ServerConfig {
        ServerConfig::new(ServerCapabilities::builder().enable_tools().enable_resources().build())
            .with_server_info(Implementation::new("upboard", env!("CARGO_PKG_VERSION")))
            .with_instructions(
                "upboard is a customer-feedback board: posts (feature requests) in boards, with votes, comments, statuses and roadmaps. \
                 Search before creating a post (find_similar_posts), and vote on behalf of a customer on the existing post instead of \
                 creating a duplicate. Post ids, board ids and user ids are numbers from the other tools' answers.",
            )
    }

    /// The tools the caller may call: a read-only token and the API key are shown the reading
    /// ones only, so that an assistant does not plan with tools it will be refused.
    async fn list_tools(
        &self,
        _request: Option<PaginatedRequestParams>,
        context: RequestContext<RoleServer>,
    ) -> std::result::Result<ListToolsResult, ErrorData> {
        let caller = caller_of(&context)?;
        let writes = matches!(caller.proof, Proof::AccessToken(_)) && caller.may_write().is_ok();
        let listed = TOOLS.iter().zip(tools()).filter(|(d, _)| writes || d.effect == Effect::Reads).map(|(_, t)| t.clone()).collect();
        Ok(ListToolsResult::with_all_items(listed))
    }

    fn get_tool(&self, name: &str) -> Option<Tool> {
        tools().iter().find(|t| t.name == name).cloned()
    }

    async fn call_tool(&self, request: CallToolRequestParams, context: RequestContext<RoleServer>) -> std::result::Result<CallToolResponse, ErrorData> {
        let caller = caller_of(&context)?;
        if !TOOLS.iter().any(|d| d.name == request.name) {
            return Err(ErrorData::invalid_params(format!("There is no tool {}.", app::domain::echoed(&request.name)), None));
        }
        let result = match self.run(&caller, &request.name, request.arguments).await {
            Ok(value) => CallToolResult::structured(value),
            Err(error) => refusal(error),
        };
        Ok(result.into())
    }

    async fn list_resource_templates(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> std::result::Result<ListResourceTemplatesResult, ErrorData> {
        Ok(ListResourceTemplatesResult::with_all_items(vec![
            ResourceTemplate::new("upboard://posts/{id}", "post")
                .with_title("A post")
                .with_description("A post with its newest comments and upvoters, as get_post reads it.")
                .with_mime_type("application/json"),
            ResourceTemplate::new("upboard://boards/{id}", "board")
                .with_title("A board")
                .with_description("A board's newest posts (50), as list_posts reads them.")
                .with_mime_type("application/json"),
        ]))
    }

    async fn read_resource(
        &self,
        request: ReadResourceRequestParams,
        context: RequestContext<RoleServer>,
    ) -> std::result::Result<ReadResourceResponse, ErrorData> {
        let caller = caller_of(&context)?;
        match self.resource(&caller, &request.uri).await {
            Ok(value) => Ok(ReadResourceResult::new(vec![ResourceContents::text(value.to_string(), request.uri).with_mime_type("application/json")]).into()),
            Err(Error::NotFound(message)) => Err(ErrorData::resource_not_found(message.english(), None)),
            Err(error) => Err(ErrorData::invalid_params(error.public_message(), None)),
        }
    }
}
