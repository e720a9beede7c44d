//! The one gate: given who is asking, may they see this, may they do that. The REST handlers,
//! the server functions, the form posts and the live stream ask here and never decide
//! themselves; the domain functions that act for someone ask here too.
//!
//! Who asks comes in two ways. On the **web**, a reader is anonymous, a customer, or a team
//! member with a role, and sees only what is public to them (approved, visible posts in public
//! buckets, and their own pending posts), the team everything of their organization. Through
//! the **API**, the organization's own server asks with its key: it reads every post of the
//! organization (hidden and pending ones too; lists leave hidden ones out), private buckets
//! only with `ALLOW-PRIVATE: true`, and writes on behalf of the user of a token. Through the
//! **widget**, an address someone typed and has not proved ([`Via::Address`]) sees only what
//! is public to everyone, and everything it does waits for the address's owner.
//!
//! A thing someone may not see is "not found" (404, nothing leaks); a thing they see but may
//! not do is "forbidden" (403); an action that needs a user without one asks to sign in (401).

use super::{Error, Result, Said};
use crate::entities::user;
use crate::model::{CommentId, PostId, UserId};
use crate::said;

/// A team member's role: what they may do follows from it ([`may`]).
pub use crate::entities::states::Role;

/// A signed-in user of one organization, with their team role if they are staff.
#[derive(Clone, Debug)]
pub struct Actor {
    pub user: user::Model,
    pub role: Option<Role>,
}

impl Actor {
    pub fn is_team(&self) -> bool {
        self.role.is_some()
    }

    pub fn is_admin(&self) -> bool {
        self.role == Some(Role::Admin)
    }

    /// See [`may`].
    pub fn require_team(&self) -> Result<()> {
        may(self, TeamTask::Moderate)
    }

    pub fn require_admin(&self) -> Result<()> {
        may(self, TeamTask::ManageTeam)
    }

    pub fn require_customer_manager(&self) -> Result<()> {
        may(self, TeamTask::ManageCustomers)
    }
}

/// How the request arrived.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Via {
    /// The pages, their server functions and form posts, the live stream.
    Web,
    /// `/api/v3` with the organization's key.
    Api { allow_private: bool },
    /// The widget, for an address someone typed where the organization allows e-mail-only
    /// posting (`domain::widget`): the person of that address, as a customer who sees only what
    /// is public to everyone (not even their own pending posts) and whose every vote, comment and
    /// post waits until the address's owner opens the link e-mailed to it
    /// ([`super::verification`]). Whoever typed it is not the owner until then.
    Address,
}

/// Who is asking: how, and as which user (none for an anonymous reader or a bare API key).
#[derive(Clone, Copy, Debug)]
pub struct Asker<'a> {
    pub via: Via,
    pub actor: Option<&'a Actor>,
}

impl<'a> Asker<'a> {
    pub fn web(actor: Option<&'a Actor>) -> Self {
        Self { via: Via::Web, actor }
    }

    pub fn api(allow_private: bool, actor: Option<&'a Actor>) -> Self {
        Self { via: Via::Api { allow_private }, actor }
    }

    fn role(&self) -> Option<Role> {
        self.actor.and_then(|a| a.role)
    }

    fn user_id(&self) -> Option<UserId> {
        self.actor.map(|a| a.user.id)
    }

    /// Whether the person asking is on the organization's team.
    pub fn is_team(&self) -> bool {
        self.role().is_some()
    }

    /// Whether private buckets (and their posts) are visible: the team on the web, the API
    /// with `ALLOW-PRIVATE: true`.
    pub fn sees_private_buckets(&self) -> bool {
        match self.via {
            Via::Web => self.is_team(),
            Via::Api { allow_private } => allow_private,
            Via::Address => false,
        }
    }

    /// Whether roadmaps the team hid are visible: to the team only (others find none there).
    pub fn sees_hidden_roadmaps(&self) -> bool {
        self.via == Via::Web && self.is_team()
    }

    /// Whether what the asker submits skips moderation: the team's, and the organization's own
    /// server's (its API key with no person's token).
    pub fn skips_moderation(&self) -> bool {
        self.is_team() || (matches!(self.via, Via::Api { .. }) && self.actor.is_none())
    }

    /// The person asking, or `sign_in` ("Sign in to vote.", 401).
    pub fn signed_in(&self, sign_in: Said) -> Result<&'a Actor> {
        self.actor.ok_or(Error::Unauthorized(sign_in))
    }
}

/// What the rules need to know of a post (also what the live stream relays to other
/// processes, as JSON).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct PostFacts {
    pub id: PostId,
    pub bucket_private: bool,
    pub approved: bool,
    /// Marked as spam or merged into another post.
    pub hidden: bool,
    pub submitter_id: UserId,
}

impl PostFacts {
    pub fn of(post: &crate::entities::post::Model, bucket_private: bool) -> Self {
        Self {
            id: post.id,
            bucket_private,
            approved: post.approval_status == crate::entities::states::Approval::Approved,
            hidden: post.hidden,
            submitter_id: post.submitter_id,
        }
    }
}

/// Whether `asker` may see the post at all.
pub fn may_see_post(asker: &Asker, post: &PostFacts) -> bool {
    if post.bucket_private && !asker.sees_private_buckets() {
        return false;
    }
    match asker.via {
        Via::Api { .. } => true,
        Via::Web if asker.is_team() => true,
        Via::Web => !post.hidden && (post.approved || asker.user_id() == Some(post.submitter_id)),
        Via::Address => !post.hidden && post.approved,
    }
}

/// The post, if `asker` may see it; "not found" otherwise.
pub fn see_post(asker: &Asker, post: &PostFacts) -> Result<()> {
    if may_see_post(asker, post) { Ok(()) } else { Err(Error::NotFound(said!("said-post-x-was-not-found", a = post.id))) }
}

/// Whether `asker` may see a comment of a post they see: internal notes are for the team
/// (and the organization's own server, through the API).
pub fn see_comment(asker: &Asker, post: &PostFacts, comment_id: CommentId, internal: bool) -> Result<()> {
    let team_only = internal && !matches!(asker.via, Via::Api { .. }) && !asker.is_team();
    if !may_see_post(asker, post) || team_only {
        return Err(Error::NotFound(said!("said-comment-x-was-not-found", comment_id = comment_id)));
    }
    Ok(())
}

/// Votes go to approved, visible posts only, by a signed-in user who may see the post.
pub fn may_vote(asker: &Asker, post: &PostFacts) -> Result<()> {
    see_post(asker, post)?;
    asker.signed_in(said!("said-sign-in-to-vote"))?;
    if post.hidden {
        return Err(Error::Forbidden(said!("said-post-x-is-hidden-it-takes", a = post.id)));
    }
    if !post.approved {
        return Err(Error::Forbidden(said!("said-post-x-is-waiting-for-approval", a = post.id)));
    }
    Ok(())
}

/// Comments go to visible posts; a pending post takes comments from the team and its
/// submitter only; internal comments are the team's.
pub fn may_comment(asker: &Asker, post: &PostFacts, internal: bool) -> Result<()> {
    see_post(asker, post)?;
    let actor = asker.signed_in(said!("said-sign-in-to-comment"))?;
    if internal && !actor.is_team() {
        return Err(Error::Forbidden(said!("said-only-team-members-may-write-internal")));
    }
    if post.hidden {
        return Err(Error::Forbidden(said!("said-post-x-is-hidden-it-takes-2", a = post.id)));
    }
    if !post.approved && !actor.is_team() && actor.user.id != post.submitter_id {
        return Err(Error::Forbidden(said!("said-post-x-is-waiting-for-approval-2", a = post.id)));
    }
    Ok(())
}

/// The team may change every field of a post; its submitter only the title, description and
/// attachments; everyone else nothing.
pub fn may_edit_post(asker: &Asker, post: &PostFacts, team_fields: bool) -> Result<()> {
    see_post(asker, post)?;
    let actor = asker.signed_in(said!("said-sign-in-to-change-a-post"))?;
    let own = actor.user.id == post.submitter_id;
    if actor.is_team() || (own && !team_fields) {
        return Ok(());
    }
    Err(Error::Forbidden(if own { said!("said-the-submitter-may-change-only-the") } else { said!("said-only-the-submitter-or-a-team") }))
}

/// The author may change a comment's text; the team also its pin.
pub fn may_edit_comment(asker: &Asker, author_id: UserId, pinning: bool) -> Result<()> {
    let actor = asker.signed_in(said!("said-sign-in-to-change-a-comment"))?;
    if pinning && !actor.is_team() {
        return Err(Error::Forbidden(said!("said-only-team-members-may-pin-comments")));
    }
    if actor.user.id != author_id && !actor.is_team() {
        return Err(Error::Forbidden(said!("said-only-the-author-or-a-team")));
    }
    Ok(())
}

/// What only some of the team may do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TeamTask {
    /// Statuses, approval, pins, internal notes.
    Moderate,
    /// Write, publish and delete changelog entries.
    WriteChangelog,
    /// Create, import or delete customers.
    ManageCustomers,
    /// Create, import or delete team members.
    ManageTeam,
    /// Boards, the organization's settings and keys, the audit log.
    Administer,
}

/// The team member entering the admin area: a reader who is not signed in is asked to (401,
/// the page sends them to sign in and back), anyone else of the organization is told there is
/// nothing here (404: the area's existence is not confirmed to customers).
pub fn enter_admin<'a>(asker: &Asker<'a>) -> Result<&'a Actor> {
    let actor = asker.signed_in(said!("said-sign-in-to-open-the-admin-area"))?;
    if actor.is_team() { Ok(actor) } else { Err(Error::NotFound(said!("said-this-page-was-not-found"))) }
}

/// Whether the actor may do `task`: the team moderates, admins and customer-success managers
/// manage customers, admins manage the team.
pub fn may(actor: &Actor, task: TeamTask) -> Result<()> {
    let allowed = match task {
        TeamTask::Moderate | TeamTask::WriteChangelog => actor.role.is_some(),
        TeamTask::ManageCustomers => matches!(actor.role, Some(Role::Admin | Role::Csm)),
        TeamTask::ManageTeam | TeamTask::Administer => actor.role == Some(Role::Admin),
    };
    if allowed {
        return Ok(());
    }
    Err(Error::Forbidden(match task {
        TeamTask::Moderate | TeamTask::WriteChangelog => said!("said-only-team-members-may-do-this"),
        TeamTask::ManageCustomers => said!("said-only-admins-and-customer-success-managers"),
        TeamTask::ManageTeam | TeamTask::Administer => said!("said-only-admins-may-do-this"),
    }))
}

/// Where to send a reader after signing in: `redirect` when, resolved against the public URL
/// as a browser resolves it (the URL standard drops tabs and newlines, reads `\` as `/`, and
/// takes `//host` as another site), it stays on this site; the board otherwise.
pub fn safe_redirect(public_url: &str, org: &str, redirect: Option<&str>) -> String {
    redirect.and_then(|wanted| local_path(public_url, wanted)).unwrap_or_else(|| format!("/{org}"))
}

/// `wanted` as a path on the site at `public_url` (with its query and fragment), when it is
/// one: it starts with `/` and stays on that origin (never `//host` or `/\host`, which a
/// browser reads as another host); what a header cannot hold is left out or escaped.
pub fn local_path(public_url: &str, wanted: &str) -> Option<String> {
    let base = url::Url::parse(public_url).ok()?;
    if !wanted.starts_with('/') {
        return None;
    }
    let target = base.join(wanted).ok()?;
    // A path beginning with `//` would itself name another host in a `Location`.
    if target.origin() != base.origin() || target.path().starts_with("//") {
        return None;
    }
    let mut path = target.path().to_owned();
    if let Some(query) = target.query() {
        path.push('?');
        path.push_str(query);
    }
    if let Some(fragment) = target.fragment() {
        path.push('#');
        path.push_str(fragment);
    }
    Some(path)
}

/// Whether a write from the pages comes from this site: its `Origin` is the configured public
/// URL's origin (whatever `Host` a proxy passes on). `null` (sandboxed frames, privacy
/// redirects) is not. When the public URL names the loopback host, its other loopback names
/// on the same scheme and port count too, so that a local install works whether the browser
/// was pointed at `localhost` or `127.0.0.1`.
pub fn is_own_origin(public_url: &str, origin: &str) -> bool {
    let (Ok(public), Ok(origin)) = (url::Url::parse(public_url), url::Url::parse(origin.trim())) else {
        return false;
    };
    if public.origin() == origin.origin() {
        return true;
    }
    let loopback = |url: &url::Url| match url.host() {
        Some(url::Host::Domain(name)) => name.eq_ignore_ascii_case("localhost"),
        Some(url::Host::Ipv4(ip)) => ip.is_loopback(),
        Some(url::Host::Ipv6(ip)) => ip.is_loopback(),
        None => false,
    };
    loopback(&public)
        && loopback(&origin)
        && public.scheme() == origin.scheme()
        && public.port_or_known_default() == origin.port_or_known_default()
        && origin.path() == "/"
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::entities::user;
    use crate::model::OrgId;

    pub(crate) fn actor(id: UserId, role: Option<Role>) -> Actor {
        let now = crate::domain::now();
        Actor {
            user: user::Model {
                id,
                organization_id: OrgId(1),
                name: format!("User {id}"),
                email: format!("u{id}@x.test"),
                email_key: format!("u{id}@x.test"),
                password_hash: None,
                blocked: false,
                starred: false,
                labels: serde_json::json!([]),
                custom_fields: serde_json::json!({}),
                profile_picture: None,
                post_count: 0,
                votes_count: 0,
                comments_count: 0,
                created_at: now,
                updated_at: now,
                locale: None,
                last_locale: None,
                email_verified_at: None,
                external_id: None,
                company_id: None,
            },
            role,
        }
    }

    const SUBMITTER: UserId = UserId(1);
    const OTHER: UserId = UserId(2);
    const TEAM: UserId = UserId(3);

    fn post(kind: &str) -> PostFacts {
        let base = PostFacts { id: PostId(7), bucket_private: false, approved: true, hidden: false, submitter_id: SUBMITTER };
        match kind {
            "public" => base,
            "pending" => PostFacts { approved: false, ..base },
            "hidden" => PostFacts { hidden: true, ..base },
            "private" => PostFacts { bucket_private: true, ..base },
            _ => unreachable!(),
        }
    }

    /// Who × what × expected: `+` allowed, `404` not found, `403` forbidden, `401` sign in.
    fn outcome(result: Result<()>) -> &'static str {
        match result {
            Ok(()) => "+",
            Err(Error::NotFound(_)) => "404",
            Err(Error::Forbidden(_)) => "403",
            Err(Error::Unauthorized(_)) => "401",
            Err(_) => "?",
        }
    }

    #[test]
    fn who_may_see_vote_on_and_comment_on_which_post() {
        let (submitter, other, member) = (actor(SUBMITTER, None), actor(OTHER, None), actor(TEAM, Some(Role::Member)));
        let askers: [(&str, Asker); 8] = [
            ("anonymous", Asker::web(None)),
            ("submitter", Asker::web(Some(&submitter))),
            ("customer", Asker::web(Some(&other))),
            ("team", Asker::web(Some(&member))),
            ("key", Asker::api(false, None)),
            ("key+private", Asker::api(true, None)),
            ("key+customer", Asker::api(false, Some(&other))),
            ("key+private+customer", Asker::api(true, Some(&other))),
        ];
        // (asker, post, see, vote, comment, internal comment)
        let table = [
            ("anonymous", "public", "+", "401", "401", "401"),
            ("anonymous", "pending", "404", "404", "404", "404"),
            ("anonymous", "hidden", "404", "404", "404", "404"),
            ("anonymous", "private", "404", "404", "404", "404"),
            ("submitter", "public", "+", "+", "+", "403"),
            ("submitter", "pending", "+", "403", "+", "403"),
            ("submitter", "hidden", "404", "404", "404", "404"),
            ("submitter", "private", "404", "404", "404", "404"),
            ("customer", "public", "+", "+", "+", "403"),
            ("customer", "pending", "404", "404", "404", "404"),
            ("customer", "hidden", "404", "404", "404", "404"),
            ("customer", "private", "404", "404", "404", "404"),
            ("team", "public", "+", "+", "+", "+"),
            ("team", "pending", "+", "403", "+", "+"),
            ("team", "hidden", "+", "403", "403", "403"),
            ("team", "private", "+", "+", "+", "+"),
            ("key", "public", "+", "401", "401", "401"),
            ("key", "pending", "+", "401", "401", "401"),
            ("key", "hidden", "+", "401", "401", "401"),
            ("key", "private", "404", "404", "404", "404"),
            ("key+private", "private", "+", "401", "401", "401"),
            ("key+customer", "public", "+", "+", "+", "403"),
            ("key+customer", "pending", "+", "403", "403", "403"),
            ("key+customer", "hidden", "+", "403", "403", "403"),
            ("key+customer", "private", "404", "404", "404", "404"),
            ("key+private+customer", "private", "+", "+", "+", "403"),
        ];
        for (who, kind, see, vote, comment, internal) in table {
            let asker = askers.iter().find(|(name, _)| *name == who).unwrap().1;
            let post = post(kind);
            let got = (
                outcome(see_post(&asker, &post)),
                outcome(may_vote(&asker, &post)),
                outcome(may_comment(&asker, &post, false)),
                outcome(may_comment(&asker, &post, true)),
            );
            assert_eq!(got, (see, vote, comment, internal), "{who} × {kind} post");
        }
    }

    #[test]
    fn who_may_edit_posts_and_comments() {
        let (submitter, other, member) = (actor(SUBMITTER, None), actor(OTHER, None), actor(TEAM, Some(Role::Member)));
        let public = post("public");
        // (who, team fields?, expected)
        let posts = [
            (Asker::web(Some(&submitter)), false, "+"),
            (Asker::web(Some(&submitter)), true, "403"),
            (Asker::web(Some(&other)), false, "403"),
            (Asker::web(Some(&member)), true, "+"),
            (Asker::web(None), false, "401"),
            (Asker::api(false, Some(&submitter)), false, "+"),
        ];
        for (asker, team_fields, expected) in posts {
            assert_eq!(outcome(may_edit_post(&asker, &public, team_fields)), expected, "{asker:?} {team_fields}");
        }
        // (who, pinning?, expected) on a comment by SUBMITTER
        let comments = [
            (Asker::web(Some(&submitter)), false, "+"),
            (Asker::web(Some(&submitter)), true, "403"),
            (Asker::web(Some(&other)), false, "403"),
            (Asker::web(Some(&member)), true, "+"),
            (Asker::web(None), false, "401"),
        ];
        for (asker, pinning, expected) in comments {
            assert_eq!(outcome(may_edit_comment(&asker, SUBMITTER, pinning)), expected, "{asker:?} {pinning}");
        }
    }

    #[test]
    fn the_team_and_the_organizations_own_server_skip_moderation_and_nobody_else() {
        let (customer, member) = (actor(SUBMITTER, None), actor(TEAM, Some(Role::Member)));
        let table = [
            ("anonymous reader", Asker::web(None), false),
            ("customer on the web", Asker::web(Some(&customer)), false),
            ("team member on the web", Asker::web(Some(&member)), true),
            ("customer's token", Asker::api(false, Some(&customer)), false),
            ("team member's token", Asker::api(true, Some(&member)), true),
            ("the API key alone", Asker::api(false, None), true),
        ];
        for (who, asker, skips) in table {
            assert_eq!(asker.skips_moderation(), skips, "{who}");
        }
    }

    #[test]
    fn which_role_does_which_team_task() {
        // (role, moderate, write the changelog, manage customers, manage team, administer)
        let table = [
            (None, "403", "403", "403", "403", "403"),
            (Some(Role::Member), "+", "+", "403", "403", "403"),
            (Some(Role::Csm), "+", "+", "+", "403", "403"),
            (Some(Role::Admin), "+", "+", "+", "+", "+"),
        ];
        for (role, moderate, changelog, customers, team, administer) in table {
            let who = actor(TEAM, role);
            let got = (
                outcome(may(&who, TeamTask::Moderate)),
                outcome(may(&who, TeamTask::WriteChangelog)),
                outcome(may(&who, TeamTask::ManageCustomers)),
                outcome(may(&who, TeamTask::ManageTeam)),
                outcome(may(&who, TeamTask::Administer)),
            );
            assert_eq!(got, (moderate, changelog, customers, team, administer), "{role:?}");
        }
    }

    #[test]
    fn writes_come_from_the_public_urls_origin() {
        let table = [
            ("https://feedback.acme.test", "https://feedback.acme.test", true),
            ("https://feedback.acme.test/", "https://feedback.acme.test:443", true),
            ("https://feedback.acme.test", "http://feedback.acme.test", false),
            ("https://feedback.acme.test", "https://evil.example", false),
            ("https://feedback.acme.test", "https://feedback.acme.test.evil.example", false),
            ("https://feedback.acme.test", "null", false),
            ("https://feedback.acme.test", "", false),
            ("http://localhost:3000", "http://127.0.0.1:3000", true),
            ("http://localhost:3000", "http://[::1]:3000", true),
            ("http://localhost:3000", "http://127.0.0.1:3001", false),
            ("http://127.0.0.1:3000", "http://localhost:3000", true),
            ("https://feedback.acme.test", "http://localhost:3000", false),
        ];
        for (public, origin, expected) in table {
            assert_eq!(is_own_origin(public, origin), expected, "{public} ← {origin}");
        }
    }

    #[test]
    fn redirects_stay_on_this_site_after_the_url_standards_normalisation() {
        let public = "http://localhost:3000";
        let stays = [("/acme/p/dark-mode", "/acme/p/dark-mode"), ("/acme/p/dark-mode?x=1#c", "/acme/p/dark-mode?x=1#c"), ("/acme/../acme/me", "/acme/me")];
        for (wanted, expected) in stays {
            assert_eq!(safe_redirect(public, "acme", Some(wanted)), expected, "{wanted}");
        }
        let outside = [
            "https://evil.example",
            "//evil.example",
            "/\\evil.example",
            "\\\\evil.example",
            "/\t/evil.example",
            "/\n/evil.example",
            "/\r\n/evil.example",
            "/.//evil.example",
            "evil",
            "",
            " /acme",
            "/%2F/evil.example/../..//evil.example",
            "javascript:alert(1)",
            "/\u{0}/evil.example",
        ];
        for wanted in outside {
            let got = safe_redirect(public, "acme", Some(wanted));
            // Either the board, or a path on this site that a browser cannot read as another host.
            let resolved = url::Url::parse(public).unwrap().join(&got).unwrap();
            assert_eq!(resolved.origin(), url::Url::parse(public).unwrap().origin(), "{wanted:?} → {got:?}");
            assert!(got.starts_with('/') && !got.starts_with("//") && !got.contains(['\\', '\t', '\n', '\r']), "{wanted:?} → {got:?}");
        }
        for attack in ["/\t/evil.example", "/\\evil.example", "//evil.example", "/\n/evil.example", "/.//evil.example"] {
            assert_eq!(safe_redirect(public, "acme", Some(attack)), "/acme", "{attack:?}");
        }
        assert_eq!(safe_redirect(public, "acme", None), "/acme");
    }
}
