//! Writing what a source gave: boards first, then each post with its votes and comments in one
//! transaction, with the links that remember their source ids.
//!
//! Every record is counted once per run, at its first sight: a person by e-mail, a status by
//! label, a tag by name (each as a 64-bit hash, so that a million voters take a few megabytes).
//! What a transaction saw is counted only when it counts: committed, or, in a dry run, rolled
//! back whole. A dry run thus reports what the real run then writes.

use super::images::{self, Images};
use super::records::{Board, Bundle, Comment, Company, ID_MAX_LEN, Merged, Person, Post, Vote};
use super::report::{Problem, Report, Tally};
use crate::domain::{Db, Error, Result, attachments, buckets, comments, companies, customers, insert_unless_taken, now, posts, statuses, tags, users};
use crate::entities::states::{StatusKind, VoteSource};
use crate::entities::{import_link, post, status, tag, user, vote};
use crate::i18n::Said;
use crate::model::{BucketId, CommentId, Email, OrgId, PostId, StatusId, UserId};
use crate::said;
use crate::store::cache::Scope;
use sea_orm::sea_query::{Expr, ExprTrait, OnConflict};
use sea_orm::{ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect};
use std::collections::hash_map::DefaultHasher;
use std::collections::{HashMap, HashSet};
use std::hash::{Hash, Hasher};

/// Whether a run writes, or only says what it would write.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    DryRun,
    Write,
}

/// Statuses of the source mapped to statuses here, by label (any case). A source status that
/// is not mapped goes to the status here of that label or kind, or becomes a new status of
/// that label, of the kind its words suggest ([`guess_kind`]).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Mapping {
    statuses: Vec<(String, String)>,
    /// What a source says of its own statuses (Canny's `complete` is a completed status): used
    /// where neither `statuses` nor a status of the same label or kind here decides, and only
    /// when it names a status here.
    fallbacks: Vec<(String, String)>,
}

impl Mapping {
    /// From `Source label=Label here` pairs (the command's `--status`).
    pub fn parse(pairs: &[String]) -> Result<Self> {
        let mut statuses = Vec::new();
        for pair in pairs {
            let refused = || Error::invalid(said!("said-import-status-mapping", pair = pair.as_str()));
            let (from, to) = pair.split_once('=').ok_or_else(refused)?;
            let (from, to) = (from.trim(), to.trim());
            if from.is_empty() || to.is_empty() || from.chars().count() > 200 || to.chars().count() > 200 {
                return Err(refused());
            }
            statuses.push((from.to_lowercase(), to.to_owned()));
        }
        Ok(Self { statuses, fallbacks: Vec::new() })
    }

    /// The source's own statuses and the status (a label or a kind) here each is.
    pub fn with_fallbacks(mut self, fallbacks: Vec<(String, String)>) -> Self {
        self.fallbacks = fallbacks.into_iter().map(|(from, to)| (from.trim().to_lowercase(), to)).collect();
        self
    }

    fn status_for(&self, label: &str) -> Option<&str> {
        lookup(&self.statuses, label)
    }

    fn fallback_for(&self, label: &str) -> Option<&str> {
        lookup(&self.fallbacks, label)
    }
}

/// What `label` (any case) maps to in `pairs`, whose keys are lower case.
fn lookup<'a>(pairs: &'a [(String, String)], label: &str) -> Option<&'a str> {
    let key = label.trim().to_lowercase();
    pairs.iter().find(|(from, _)| *from == key).map(|(_, to)| to.as_str())
}

/// The kind a status of another board most likely is, by the words of its label.
pub fn guess_kind(label: &str) -> StatusKind {
    let label = label.to_lowercase();
    let has = |words: &[&str]| words.iter().any(|w| label.contains(w));
    if has(&["complete", "done", "shipped", "released", "launched", "live", "finished", "fixed"]) {
        StatusKind::Completed
    } else if has(&["closed", "declined", "rejected", "won't", "wont", "not planned", "duplicate", "archived"]) {
        StatusKind::Closed
    } else if has(&["progress", "building", "development", "started", "working", "beta"]) {
        StatusKind::InProgress
    } else if has(&["plan", "next", "later", "soon", "roadmap", "accepted"]) {
        StatusKind::Planned
    } else {
        StatusKind::UnderReview
    }
}

/// The colour of a status an import makes, by its kind (the defaults' colours).
fn color_of(kind: StatusKind) -> &'static str {
    match kind {
        StatusKind::UnderReview => "#d97706",
        StatusKind::Planned => "#2563eb",
        StatusKind::InProgress => "#7c3aed",
        StatusKind::Completed => "#059669",
        StatusKind::Closed => "#dc2626",
    }
}

/// How a board of the source was found here.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Found {
    /// Linked by an earlier run.
    Already,
    /// A board here of the same name.
    Matched,
    /// Made now.
    Created,
}

impl Found {
    fn count(self, tally: &mut Tally) {
        match self {
            Found::Already => tally.already += 1,
            Found::Matched => tally.matched += 1,
            Found::Created => tally.created += 1,
        }
    }
}

/// What a record at first sight is counted as.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Seen {
    Person,
    Company,
    Status,
    Tag,
}

fn fingerprint(kind: Seen, key: &str) -> (Seen, u64) {
    let mut hasher = DefaultHasher::new();
    key.hash(&mut hasher);
    (kind, hasher.finish())
}

/// What stops a record, and what stops the run.
enum Failure {
    /// This record cannot be taken; the run goes on.
    Skip(Said),
    /// The database or the server failed: the run stops, and its transaction goes back.
    Stop(Error),
}

impl From<Error> for Failure {
    fn from(error: Error) -> Self {
        Failure::Stop(error)
    }
}

impl From<sea_orm::DbErr> for Failure {
    fn from(error: sea_orm::DbErr) -> Self {
        Failure::Stop(error.into())
    }
}

/// A rule of the product refused the record: it is skipped with the rule's sentence.
fn refused(error: Error) -> Failure {
    match error {
        Error::Invalid { message, .. } | Error::NotFound(message) | Error::Conflict(message) | Error::TooLarge(message) | Error::LimitExceeded(message) => {
            Failure::Skip(message)
        }
        other => Failure::Stop(other),
    }
}

/// What one transaction saw, counted once it counts.
#[derive(Default)]
struct Work {
    done: Report,
    first_seen: Vec<(Seen, u64)>,
    people: HashMap<String, UserId>,
    statuses: Option<Vec<status::Model>>,
    /// Posts here a source post was matched with: no other may be.
    claimed: Vec<(BucketId, u64)>,
    /// The images stored for the transaction: removed again unless it commits.
    stored: Vec<String>,
    /// The source posts a dry run's transaction brought (by [`id_key`]): there once the run is
    /// real, so that a merge into one counts as the run will.
    brought: Vec<u64>,
}

/// One import into one organization from one source.
pub struct Run<'a> {
    db: &'a Db,
    organization_id: OrgId,
    source: String,
    mode: Mode,
    mapping: Mapping,
    boards: HashMap<String, Board>,
    seen: HashSet<(Seen, u64)>,
    /// The titles of the posts each board here held before the run, by hash.
    titles: HashMap<BucketId, HashMap<u64, PostId>>,
    /// Where the images of the text are fetched from and stored; without it (a source of
    /// plain text) an image of the text is left out.
    images: Option<Images<'a>>,
    /// In a dry run, the source posts it brought (which the real run links): see [`Work`].
    brought: HashSet<u64>,
    report: Report,
}

/// The longest source description kept (kind and address).
const SOURCE_MAX_LEN: usize = 300;

impl<'a> Run<'a> {
    /// Starts a run into `organization_id` from `source` (its kind and address, as
    /// `api-v3 https://old.example`). Refuses a mapping that names a status not here.
    pub async fn start(db: &'a Db, organization_id: OrgId, source: &str, mode: Mode, mapping: Mapping) -> Result<Self> {
        let source: String = source.chars().take(SOURCE_MAX_LEN).collect();
        let here = statuses::list(db.conn(), organization_id).await?;
        for (_, to) in &mapping.statuses {
            if statuses::resolve(&here, to).is_none() {
                return Err(Error::invalid(said!("said-import-no-status-here", label = to.as_str())));
            }
        }
        Ok(Self {
            db,
            organization_id,
            source,
            mode,
            mapping,
            boards: HashMap::new(),
            seen: HashSet::new(),
            titles: HashMap::new(),
            images: None,
            brought: HashSet::new(),
            report: Report::default(),
        })
    }

    /// Copies the images of the text ([`super::images`]) with `images`.
    pub fn with_images(mut self, images: Images<'a>) -> Self {
        self.images = Some(images);
        self
    }

    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// What the run did (or would do) so far.
    pub fn report(&self) -> &Report {
        &self.report
    }

    pub fn finish(self) -> Report {
        self.report
    }

    /// Counts a transaction's work once it counts: committed, or rolled back by a dry run.
    async fn settle(&mut self, txn: crate::store::WriteTxn, work: Work) -> Result<()> {
        match self.mode {
            Mode::Write => {
                if let Err(error) = txn.commit().await {
                    images::remove(self.images, &work.stored).await;
                    return Err(error.into());
                }
            }
            Mode::DryRun => drop(txn),
        }
        self.seen.extend(work.first_seen);
        self.brought.extend(work.brought);
        for (bucket_id, title) in work.claimed {
            if let Some(titles) = self.titles.get_mut(&bucket_id) {
                titles.remove(&title);
            }
        }
        self.report.add(work.done);
        Ok(())
    }

    /// The source's boards: each linked to a board here of the same name, or made. Called
    /// once, before the posts.
    pub async fn boards(&mut self, boards: Vec<Board>) -> Result<()> {
        let txn = self.db.begin_write_in(Scope::Organization(self.organization_id)).await?;
        let mut work = Work::default();
        for board in boards {
            let record = format!("board {}", board.id);
            if board.id.chars().count() > ID_MAX_LEN {
                work.done.boards.skipped += 1;
                work.done.problem(Problem::new(record, said!("said-import-id-too-long", max = ID_MAX_LEN)));
                continue;
            }
            match self.ensure_board(&*txn, &board).await {
                Ok((_, found)) => found.count(&mut work.done.boards),
                Err(Failure::Skip(said)) => {
                    work.done.boards.skipped += 1;
                    work.done.problem(Problem::new(record, said));
                }
                Err(Failure::Stop(error)) => return Err(error),
            }
            self.boards.insert(board.id.clone(), board);
        }
        self.settle(txn, work).await
    }

    /// The board here of a post whose board at the source is `source_board` (one of the
    /// source's boards: [`Run::boards`]).
    async fn board_of(&self, conn: &impl ConnectionTrait, source_board: &str) -> std::result::Result<(BucketId, Found), Failure> {
        let board = self
            .boards
            .get(source_board)
            .ok_or_else(|| Failure::Skip(said!("said-import-board-unknown", id = shown(source_board))))?;
        self.ensure_board(conn, board).await
    }

    /// The board here that `board` is: linked by an earlier run, one of the same name (and the
    /// same privacy), or a new one. Says how it counts.
    async fn ensure_board(&self, conn: &impl ConnectionTrait, board: &Board) -> std::result::Result<(BucketId, Found), Failure> {
        if let Some(local) = self.linked(conn, "board", &board.id).await? {
            return match buckets::find(conn, self.organization_id, BucketId(local)).await? {
                Some(found) => Ok((found.id, Found::Already)),
                None => Err(Failure::Skip(said!("said-import-board-deleted-here", name = shown(&board.name)))),
            };
        }
        let key = board.name.trim().to_lowercase();
        let here = buckets::list(conn, self.organization_id, true).await?;
        if let Some(same) = here.iter().find(|b| b.name_key == key) {
            if same.private != board.private {
                let said = match board.private {
                    true => said!("said-import-board-private-there", name = same.name.as_str()),
                    false => said!("said-import-board-private-here", name = same.name.as_str()),
                };
                return Err(Failure::Skip(said));
            }
            self.link(conn, "board", &board.id, same.id.get()).await?;
            return Ok((same.id, Found::Matched));
        }
        let made = buckets::insert(conn, self.organization_id, &board.name, board.private, false).await.map_err(refused)?;
        self.link(conn, "board", &board.id, made.id.get()).await?;
        Ok((made.id, Found::Created))
    }

    async fn linked(&self, conn: &impl ConnectionTrait, kind: &str, source_id: &str) -> Result<Option<i64>> {
        Ok(import_link::Entity::find()
            .select_only()
            .column(import_link::Column::LocalId)
            .filter(import_link::Column::OrganizationId.eq(self.organization_id))
            .filter(import_link::Column::Source.eq(self.source.as_str()))
            .filter(import_link::Column::Kind.eq(kind))
            .filter(import_link::Column::SourceId.eq(source_id))
            .into_tuple()
            .one(conn)
            .await?)
    }

    /// Remembers what a source id became. The unique index refuses a second link: another
    /// run of the same source made it meanwhile, and this transaction goes back.
    async fn link(&self, conn: &impl ConnectionTrait, kind: &str, source_id: &str, local_id: i64) -> Result<()> {
        let row = import_link::ActiveModel {
            organization_id: Set(self.organization_id),
            source: Set(self.source.clone()),
            kind: Set(kind.to_owned()),
            source_id: Set(source_id.to_owned()),
            local_id: Set(local_id),
            created_at: Set(now()),
            ..Default::default()
        };
        import_link::Entity::insert(row)
            .exec_without_returning(conn)
            .await
            .map_err(|error| match crate::domain::is_unique_violation(&error) {
                true => Error::Conflict(said!("said-import-running-twice")),
                false => error.into(),
            })?;
        Ok(())
    }

    /// One post with its votes and comments, in one transaction.
    pub async fn bundle(&mut self, mut bundle: Bundle) -> Result<()> {
        self.read_problems(&mut bundle.post);
        let txn = self.db.begin_write_in(Scope::Organization(self.organization_id)).await?;
        let mut work = Work::default();
        let written = self.write_bundle(&txn, &bundle, &mut work).await;
        self.close(txn, work, written, format!("post {}", bundle.post.id), |report| {
            report.posts.skipped += 1;
            report.votes.skipped += bundle.votes.len() as u64;
            report.comments.skipped += bundle.comments.len() as u64;
        })
        .await
    }

    /// A post merged into another at the source, in one transaction: made here merged into
    /// the post its target became (hidden, its page leading there), as a merge here leaves a
    /// post. It has no votes or comments of its own left: they came with its target.
    pub async fn merged(&mut self, mut merged: Merged) -> Result<()> {
        self.read_problems(&mut merged.post);
        let txn = self.db.begin_write_in(Scope::Organization(self.organization_id)).await?;
        let mut work = Work::default();
        let written = self.write_merged(&txn, &merged, &mut work).await;
        self.close(txn, work, written, format!("merged post {}", merged.post.id), |report| report.merges.skipped += 1).await
    }

    /// Says what the reader could not read of `post` and its records and took anyway: in the
    /// report whatever becomes of the post, in both modes alike.
    fn read_problems(&mut self, post: &mut Post) {
        for problem in std::mem::take(&mut post.problems) {
            self.report.problem(problem);
        }
    }

    /// Ends a record's transaction as `written` says: counted (committed, or rolled back by a
    /// dry run); skipped, with `skipped` counting what it held and the problem named `record`;
    /// or stopping the run. What it stored goes unless it commits.
    async fn close(
        &mut self,
        txn: crate::store::WriteTxn,
        work: Work,
        written: std::result::Result<(), Failure>,
        record: String,
        skipped: impl FnOnce(&mut Report),
    ) -> Result<()> {
        match written {
            Ok(()) => self.settle(txn, work).await,
            Err(failure) => {
                drop(txn);
                images::remove(self.images, &work.stored).await;
                match failure {
                    Failure::Skip(said) => {
                        skipped(&mut self.report);
                        self.report.problem(Problem::new(record, said));
                        Ok(())
                    }
                    Failure::Stop(error) => Err(error),
                }
            }
        }
    }

    async fn write_merged(&mut self, txn: &crate::store::WriteTxn, merged: &Merged, work: &mut Work) -> std::result::Result<(), Failure> {
        let conn = &**txn;
        let source_post = &merged.post;
        if source_post.id.chars().count() > ID_MAX_LEN {
            return Err(Failure::Skip(said!("said-import-id-too-long", max = ID_MAX_LEN)));
        }
        if self.linked(conn, "post", &source_post.id).await?.is_some() {
            work.done.merges.already += 1;
            return Ok(());
        }
        let missing = || Failure::Skip(said!("said-import-merge-target-missing", id = shown(&merged.into)));
        let into = match merged.into.chars().count() <= ID_MAX_LEN {
            true => self.linked(conn, "post", &merged.into).await?,
            false => None,
        };
        let target = match into {
            Some(local) => post::Entity::find_by_id(PostId(local)).filter(post::Column::OrganizationId.eq(self.organization_id)).one(conn).await?,
            None => None,
        };
        let target = target.filter(|t| t.merged_into_id.is_none());
        // A dry run brought its target only in a transaction it rolled back: the run will have it.
        let would_be_there = self.mode == Mode::DryRun && self.brought.contains(&id_key(&merged.into));
        if target.is_none() && !would_be_there {
            return Err(missing());
        }
        let (bucket_id, _) = self.board_of(conn, &source_post.board).await?;
        let made = self.make_post(conn, bucket_id, source_post, work).await?;
        let Some(target) = target else {
            work.done.merges.created += 1;
            return Ok(());
        };
        post::Entity::update_many()
            .col_expr(post::Column::Hidden, Expr::value(true))
            .col_expr(post::Column::MergedIntoId, Expr::value(target.id))
            .filter(post::Column::Id.eq(made))
            .exec(conn)
            .await?;
        // As a merge here records one, with nothing moved: it can be undone like one.
        let empty = serde_json::json!([]);
        crate::entities::post_merge::Entity::insert(crate::entities::post_merge::ActiveModel {
            organization_id: Set(self.organization_id),
            duplicate_id: Set(made),
            target_id: Set(target.id),
            actor_id: Set(None),
            moved_vote_ids: Set(empty.clone()),
            moved_comment_ids: Set(empty.clone()),
            dropped_votes: Set(empty),
            was_hidden: Set(false),
            created_at: Set(merged.merged_at.unwrap_or_else(now)),
            undone_at: Set(None),
            ..Default::default()
        })
        .exec_without_returning(conn)
        .await?;
        work.done.merges.created += 1;
        Ok(())
    }

    /// The text of a new post or comment with its images copied ([`images::copy`]).
    async fn copy_images(&self, html: Option<&str>, beside: &[String], record: &str, work: &mut Work) -> Result<images::Copied> {
        let copier = images::Copier { images: self.images, organization_id: self.organization_id, write: self.mode == Mode::Write };
        copier.copy(html, beside, record, &mut work.done, &mut work.stored).await
    }

    /// Records the images copied for a new post or comment, in its transaction.
    async fn record_images(
        &self,
        conn: &impl ConnectionTrait,
        post: Option<PostId>,
        comment: Option<CommentId>,
        by: UserId,
        copied: &images::Copied,
    ) -> Result<()> {
        match self.mode == Mode::Write && !copied.stored.is_empty() {
            true => attachments::record(conn, self.organization_id, post, comment, by, &copied.stored).await,
            false => Ok(()),
        }
    }

    async fn write_bundle(&mut self, txn: &crate::store::WriteTxn, bundle: &Bundle, work: &mut Work) -> std::result::Result<(), Failure> {
        let conn = &**txn;
        let source_post = &bundle.post;
        if source_post.id.chars().count() > ID_MAX_LEN {
            return Err(Failure::Skip(said!("said-import-id-too-long", max = ID_MAX_LEN)));
        }
        let (bucket_id, found) = self.board_of(conn, &source_post.board).await?;
        let made_now = found == Found::Created;

        // The post: linked by an earlier run, the same title on the same board, or new.
        let (post_id, linked) = match self.linked(conn, "post", &source_post.id).await? {
            Some(local) => {
                let found = post::Entity::find_by_id(PostId(local)).filter(post::Column::OrganizationId.eq(self.organization_id)).one(conn).await?;
                if found.is_none() {
                    return Err(Failure::Skip(said!("said-import-post-deleted-here")));
                }
                work.done.posts.already += 1;
                (PostId(local), true)
            }
            None => match self.same_title(conn, bucket_id, made_now, &source_post.title).await? {
                Some(same) => {
                    self.link(conn, "post", &source_post.id, same.get()).await?;
                    work.claimed.push((bucket_id, title_key(&source_post.title)));
                    work.done.posts.matched += 1;
                    (same, false)
                }
                None => {
                    let made = self.make_post(conn, bucket_id, source_post, work).await?;
                    work.done.posts.created += 1;
                    (made, false)
                }
            },
        };

        if self.mode == Mode::DryRun {
            work.brought.push(id_key(&source_post.id));
        }
        let voters = self.votes(conn, post_id, linked, &bundle.votes, &source_post.id, work).await?;
        self.comments(conn, post_id, &bundle.comments, &source_post.id, work).await?;
        if !voters.is_empty() {
            for chunk in voters.chunks(500) {
                user::Entity::update_many()
                    .col_expr(user::Column::VotesCount, Expr::col(user::Column::VotesCount).add(1))
                    .filter(user::Column::Id.is_in(chunk.iter().copied()))
                    .exec(conn)
                    .await?;
            }
            customers::recount_posts(conn, vec![post_id]).await?;
        }
        Ok(())
    }

    /// A new post here for a post of the source: its author, status, text (its images
    /// copied), tags and date, linked to its source id.
    async fn make_post(
        &self,
        conn: &impl ConnectionTrait,
        bucket_id: BucketId,
        source_post: &super::records::Post,
        work: &mut Work,
    ) -> std::result::Result<PostId, Failure> {
        let submitter = self.person(conn, &source_post.author, work).await?.ok_or_else(|| Failure::Skip(said!("said-import-author-no-email")))?;
        let status_id = self.status(conn, &source_post.status, work).await?;
        let record = format!("post {}", source_post.id);
        let copied = self.copy_images(source_post.description_html.as_deref(), &source_post.images, &record, work).await?;
        let made = posts::insert_quiet(
            conn,
            posts::NewPost {
                organization_id: self.organization_id,
                bucket_id,
                submitter_id: submitter,
                title: &source_post.title,
                description: copied.html.as_deref(),
                status_id: Some(status_id),
                approved: source_post.approved,
                created_at: Some(source_post.created_at),
            },
        )
        .await
        .map_err(refused)?;
        self.link(conn, "post", &source_post.id, made.id.get()).await?;
        self.record_images(conn, Some(made.id), None, submitter, &copied).await?;
        self.tags(conn, made.id, &source_post.tags, work).await?;
        Ok(made.id)
    }

    /// A post here on the same board with the same title (any case) that no post of this
    /// source is linked with: one that was here before any run of it. Each is matched once.
    /// (Posts an earlier run made or matched are linked, so that a run stopped part way and
    /// run again matches as one run does.)
    async fn same_title(&mut self, conn: &impl ConnectionTrait, bucket_id: BucketId, made_now: bool, title: &str) -> Result<Option<PostId>> {
        if made_now {
            return Ok(None);
        }
        if !self.titles.contains_key(&bucket_id) {
            let brought = sea_orm::sea_query::Query::select()
                .column(import_link::Column::LocalId)
                .from(import_link::Entity)
                .and_where(import_link::Column::OrganizationId.eq(self.organization_id))
                .and_where(import_link::Column::Source.eq(self.source.as_str()))
                .and_where(import_link::Column::Kind.eq("post"))
                .to_owned();
            let rows: Vec<(PostId, String)> = post::Entity::find()
                .select_only()
                .column(post::Column::Id)
                .column(post::Column::Title)
                .filter(post::Column::OrganizationId.eq(self.organization_id))
                .filter(post::Column::BucketId.eq(bucket_id))
                .filter(post::Column::Id.not_in_subquery(brought))
                .into_tuple()
                .all(conn)
                .await?;
            let titles = rows.into_iter().map(|(id, title)| (title_key(&title), id)).collect();
            self.titles.insert(bucket_id, titles);
        }
        Ok(self.titles.get(&bucket_id).and_then(|titles| titles.get(&title_key(title))).copied())
    }

    /// The person here for someone of the source (found by e-mail, or made a customer);
    /// `None` when the source gave no usable address.
    async fn person(&self, conn: &impl ConnectionTrait, person: &Person, work: &mut Work) -> std::result::Result<Option<UserId>, Failure> {
        let Some(email) = person.email.as_deref().and_then(|e| Email::parse(e).ok()) else {
            return Ok(None);
        };
        let key = email.key();
        if let Some(id) = work.people.get(&key) {
            return Ok(Some(*id));
        }
        let existing = users::find_by_email(conn, self.organization_id, &email).await?;
        let first = fingerprint(Seen::Person, &key);
        let first_sight = !self.seen.contains(&first) && !work.first_seen.contains(&first);
        let in_a_company = existing.as_ref().is_some_and(|found| found.company_id.is_some());
        let id = match existing {
            Some(found) => {
                if first_sight {
                    work.done.people.matched += 1;
                }
                found.id
            }
            None => {
                let name: String = match person.name.trim() {
                    "" => email.to_string().split('@').next().unwrap_or_default().to_owned(),
                    name => name.to_owned(),
                };
                let name: String = name.chars().take(users::NAME_MAX_LEN).collect();
                if first_sight {
                    work.done.people.created += 1;
                }
                users::create_unless_taken(conn, self.organization_id, &email, &name).await.map_err(refused)?.id
            }
        };
        if first_sight {
            work.first_seen.push(first);
            if let Some(company) = &person.company {
                self.join(conn, company, id, in_a_company, work).await?;
            }
        }
        work.people.insert(key, id);
        Ok(Some(id))
    }

    /// The company here for a person's company at the source (by its id there, the product's
    /// own: the widget's identify names it alike), made when there is none; the person joins it
    /// unless they are in a company here already.
    async fn join(
        &self,
        conn: &impl ConnectionTrait,
        company: &Company,
        user_id: UserId,
        in_a_company: bool,
        work: &mut Work,
    ) -> std::result::Result<(), Failure> {
        let id = company.id.trim();
        let first = fingerprint(Seen::Company, id);
        let first_sight = !self.seen.contains(&first) && !work.first_seen.contains(&first);
        let record = || format!("company {}", shown(id));
        if id.is_empty() {
            return Ok(());
        }
        if id.chars().count() > ID_MAX_LEN {
            if first_sight {
                work.done.companies.skipped += 1;
                work.done.problem(Problem::new(record(), said!("said-import-id-too-long", max = ID_MAX_LEN)));
                work.first_seen.push(first);
            }
            return Ok(());
        }
        let local = match companies::find_by_external(conn, self.organization_id, id).await? {
            Some(here) => {
                if first_sight {
                    work.done.companies.matched += 1;
                }
                here
            }
            None => {
                let input = companies::CompanyInput {
                    external_id: Some(id.to_owned()),
                    name: Some(company.name.clone()).filter(|n| !n.trim().is_empty()),
                    monthly_revenue: company.monthly_spend,
                    ..Default::default()
                };
                match companies::upsert(conn, self.organization_id, &input).await {
                    Ok((made, _)) => {
                        if first_sight {
                            work.done.companies.created += 1;
                        }
                        made
                    }
                    Err(error) => match refused(error) {
                        Failure::Skip(said) => {
                            if first_sight {
                                work.done.companies.skipped += 1;
                                work.done.problem(Problem::new(record(), said));
                                work.first_seen.push(first);
                            }
                            return Ok(());
                        }
                        stop => return Err(stop),
                    },
                }
            }
        };
        if first_sight {
            work.first_seen.push(first);
        }
        if !in_a_company {
            companies::assign(conn, self.organization_id, user_id, Some(local.id)).await?;
        }
        Ok(())
    }

    /// The status here for a label of the source: as mapped, of that label or kind, or new.
    async fn status(&self, conn: &impl ConnectionTrait, label: &str, work: &mut Work) -> std::result::Result<StatusId, Failure> {
        let mut here = match work.statuses.take() {
            Some(here) => here,
            None => statuses::list(conn, self.organization_id).await?,
        };
        let label = label.trim();
        let first = fingerprint(Seen::Status, &label.to_lowercase());
        let first_sight = !label.is_empty() && !self.seen.contains(&first) && !work.first_seen.contains(&first);
        let wanted = self.mapping.status_for(label).unwrap_or(label);
        let found = match label.is_empty() {
            true => here.iter().find(|s| s.is_default).or_else(|| here.first()).map(|s| s.id),
            false => statuses::resolve(&here, wanted)
                .or_else(|| self.mapping.fallback_for(label).and_then(|to| statuses::resolve(&here, to)))
                .map(|s| s.id),
        };
        let id = match found {
            Some(id) => {
                if first_sight {
                    work.done.statuses.matched += 1;
                }
                id
            }
            None => {
                // (A skipped post's transaction goes back whole: what `here` holds no longer matters.)
                if label.chars().count() > crate::domain::admin::statuses::LABEL_MAX_LEN {
                    return Err(Failure::Skip(said!("said-import-status-too-long", label = shown(label))));
                }
                let made = self.make_status(conn, label, &here).await?;
                if first_sight {
                    work.done.statuses.created += 1;
                }
                let id = made.id;
                here.push(made);
                id
            }
        };
        if first_sight {
            work.first_seen.push(first);
        }
        work.statuses = Some(here);
        Ok(id)
    }

    /// A status of the source's label after the others, of the kind its words suggest.
    async fn make_status(&self, conn: &impl ConnectionTrait, label: &str, here: &[status::Model]) -> Result<status::Model> {
        let kind = guess_kind(label);
        let insert = status::Entity::insert(status::ActiveModel {
            organization_id: Set(self.organization_id),
            label_key: Set(label.to_lowercase()),
            label: Set(label.to_owned()),
            kind: Set(kind),
            color: Set(color_of(kind).to_owned()),
            position: Set(here.iter().map(|s| s.position + 1).max().unwrap_or(0)),
            on_roadmap: Set(matches!(kind, StatusKind::Planned | StatusKind::InProgress | StatusKind::Completed)),
            is_default: Set(false),
            roadmap_position: Set(here.iter().map(|s| s.roadmap_position + 1).max().unwrap_or(0)),
            ..Default::default()
        })
        .on_conflict(OnConflict::new().do_nothing().to_owned())
        .try_insert();
        insert_unless_taken(conn, insert)
            .await?
            .ok_or_else(|| Error::Conflict(said!("said-a-status-named-x-already-exists", label = label)))
    }

    /// A new post's tags, made where they do not exist (names that are no tag names, and
    /// those past the most one post carries, are problems of the post, not its end).
    async fn tags(&self, conn: &impl ConnectionTrait, post_id: PostId, names: &[String], work: &mut Work) -> std::result::Result<(), Failure> {
        let mut kept: Vec<String> = Vec::new();
        for name in names {
            match tags::clean_name(name) {
                Ok(name) if kept.len() < tags::MAX_PER_POST => {
                    if !kept.iter().any(|k| k.to_lowercase() == name.to_lowercase()) {
                        kept.push(name);
                    }
                }
                Ok(_) | Err(_) => {
                    work.done.tags.skipped += 1;
                    work.done
                        .problem(Problem::new(format!("tag {}", name.chars().take(60).collect::<String>()), said!("said-import-tag-not-kept")));
                }
            }
        }
        if kept.is_empty() {
            return Ok(());
        }
        for name in &kept {
            let key = name.to_lowercase();
            let first = fingerprint(Seen::Tag, &key);
            if self.seen.contains(&first) || work.first_seen.contains(&first) {
                continue;
            }
            let exists = tag::Entity::find()
                .filter(tag::Column::OrganizationId.eq(self.organization_id))
                .filter(tag::Column::NameKey.eq(key))
                .one(conn)
                .await?
                .is_some();
            match exists {
                true => work.done.tags.matched += 1,
                false => work.done.tags.created += 1,
            }
            work.first_seen.push(first);
        }
        tags::set_for_post(conn, self.organization_id, post_id, &kept).await.map_err(refused)?;
        Ok(())
    }

    /// The post's votes; returns the voters whose votes were added.
    async fn votes(
        &self,
        conn: &impl ConnectionTrait,
        post_id: PostId,
        linked: bool,
        votes: &[Vote],
        source_post: &str,
        work: &mut Work,
    ) -> std::result::Result<Vec<UserId>, Failure> {
        let mut voters = Vec::new();
        for source_vote in votes {
            let Some(user_id) = self.person(conn, &source_vote.voter, work).await? else {
                work.done.votes.skipped += 1;
                work.done.problem(Problem::new(format!("a vote on post {source_post}"), said!("said-import-voter-no-email")));
                continue;
            };
            let insert = vote::Entity::insert(vote::ActiveModel {
                organization_id: Set(self.organization_id),
                post_id: Set(post_id),
                user_id: Set(user_id),
                kind: Set(source_vote.kind),
                source: Set(VoteSource::Import),
                created_at: Set(source_vote.created_at),
                updated_at: Set(source_vote.created_at),
                ..Default::default()
            })
            .on_conflict_do_nothing_on([vote::Column::PostId, vote::Column::UserId]);
            match insert_unless_taken(conn, insert).await? {
                Some(_) => {
                    work.done.votes.created += 1;
                    voters.push(user_id);
                }
                None if linked => work.done.votes.already += 1,
                None => work.done.votes.matched += 1,
            }
        }
        Ok(voters)
    }

    /// The post's comments, parents before their answers.
    async fn comments(
        &self,
        conn: &impl ConnectionTrait,
        post_id: PostId,
        source: &[Comment],
        source_post: &str,
        work: &mut Work,
    ) -> std::result::Result<(), Failure> {
        let mut order: Vec<&Comment> = source.iter().collect();
        order.sort_by_key(|c| c.created_at);
        let mut made: HashMap<&str, CommentId> = HashMap::new();
        for comment in order {
            let record = format!("comment {} of post {source_post}", comment.id.chars().take(ID_MAX_LEN).collect::<String>());
            if comment.id.chars().count() > ID_MAX_LEN {
                work.done.comments.skipped += 1;
                work.done.problem(Problem::new(record, said!("said-import-id-too-long", max = ID_MAX_LEN)));
                continue;
            }
            if let Some(local) = self.linked(conn, "comment", &comment.id).await? {
                made.insert(comment.id.as_str(), CommentId(local));
                work.done.comments.already += 1;
                continue;
            }
            let Some(author_id) = self.person(conn, &comment.author, work).await? else {
                work.done.comments.skipped += 1;
                work.done.problem(Problem::new(record, said!("said-import-author-no-email")));
                continue;
            };
            let parent_id = match &comment.parent {
                None => None,
                Some(parent) => match made.get(parent.as_str()).copied() {
                    Some(id) => Some(id),
                    None => {
                        let linked = match parent.chars().count() <= ID_MAX_LEN {
                            true => self.linked(conn, "comment", parent).await?,
                            // An id longer than any linked one is not looked for.
                            false => None,
                        };
                        if linked.is_none() {
                            work.done.problem(Problem::new(record.clone(), said!("said-import-parent-missing")));
                        }
                        linked.map(CommentId)
                    }
                },
            };
            let copied = self.copy_images(Some(&comment.body_html), &comment.images, &record, work).await?;
            let inserted = comments::insert_quiet(
                conn,
                comments::NewComment {
                    organization_id: self.organization_id,
                    post_id,
                    author_id,
                    parent_id,
                    body: copied.html.as_deref().unwrap_or_default(),
                    internal: comment.internal,
                    pinned: comment.pinned,
                    approved: comment.approved,
                    created_at: Some(comment.created_at),
                },
            )
            .await;
            match inserted {
                Ok(row) => {
                    self.link(conn, "comment", &comment.id, row.id.get()).await?;
                    self.record_images(conn, None, Some(row.id), author_id, &copied).await?;
                    made.insert(comment.id.as_str(), row.id);
                    work.done.comments.created += 1;
                }
                Err(error) => match refused(error) {
                    Failure::Skip(said) => {
                        // Its images go with it.
                        let n = copied.stored.len();
                        work.done.attachments.created -= n as u64;
                        work.done.attachments.skipped += n as u64;
                        let keys = work.stored.split_off(work.stored.len() - copied.stored.len().min(work.stored.len()));
                        images::remove(self.images, &keys).await;
                        work.done.comments.skipped += 1;
                        work.done.problem(Problem::new(record, said));
                    }
                    stop => return Err(stop),
                },
            }
        }
        Ok(())
    }
}

/// A source's text in a sentence: at most [`ID_MAX_LEN`] characters of it.
fn shown(text: &str) -> String {
    text.chars().take(ID_MAX_LEN).collect()
}

/// A source id, by hash (a dry run remembers the posts it brought so).
fn id_key(id: &str) -> u64 {
    let mut hasher = DefaultHasher::new();
    id.hash(&mut hasher);
    hasher.finish()
}

fn title_key(title: &str) -> u64 {
    let mut hasher = DefaultHasher::new();
    title.trim().to_lowercase().hash(&mut hasher);
    hasher.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::import::{Board, Bundle, Comment, Merged, Person, Post, Vote};
    use crate::domain::{organizations, testing};
    use crate::entities::states::VoteKind;
    use sea_orm::PaginatorTrait;

    fn at(day: u32) -> chrono::DateTime<chrono::Utc> {
        chrono::TimeZone::with_ymd_and_hms(&chrono::Utc, 2024, 3, day, 9, 0, 0).unwrap()
    }

    fn person(email: Option<&str>, name: &str) -> Person {
        Person { email: email.map(str::to_owned), name: name.to_owned(), company: None }
    }

    fn post(id: &str, board: &str, title: &str, status: &str, author: Person) -> Post {
        Post {
            id: id.to_owned(),
            board: board.to_owned(),
            title: title.to_owned(),
            description_html: Some("<p>Why <script>alert(1)</script>it matters</p>".to_owned()),
            status: status.to_owned(),
            approved: true,
            author,
            tags: vec!["Mobile".to_owned(), "".to_owned()],
            images: Vec::new(),
            created_at: at(1),
            problems: Vec::new(),
        }
    }

    fn comment(id: &str, parent: Option<&str>, day: u32) -> Comment {
        Comment {
            id: id.to_owned(),
            parent: parent.map(str::to_owned),
            author: person(Some("grace@customer.test"), "Grace"),
            body_html: format!("<p>Comment {id}</p>"),
            internal: false,
            pinned: false,
            approved: true,
            images: Vec::new(),
            created_at: at(day),
        }
    }

    /// What the source holds: two boards (one private), a new author of two posts, a status
    /// that is new here, a tag, votes of both kinds (one by a person already here), a thread
    /// whose answer comes first in the list, an answer to a comment not there, and two posts
    /// that cannot be taken (no author address, a board not listed).
    fn source() -> (Vec<Board>, Vec<Bundle>) {
        let boards = vec![
            Board { id: "b1".to_owned(), name: "feature requests".to_owned(), private: false },
            Board { id: "b2".to_owned(), name: "Secret plans".to_owned(), private: true },
        ];
        let grace = || person(Some("Grace@Customer.test"), "Grace");
        let bundles = vec![
            Bundle {
                post: post("p1", "b1", "Dark mode", "Shipped", grace()),
                votes: vec![
                    Vote { voter: person(Some("ada@acme.test"), "Ada"), kind: VoteKind::Upvote, created_at: at(2) },
                    Vote { voter: grace(), kind: VoteKind::Upvote, created_at: at(2) },
                    Vote { voter: person(None, "Nobody"), kind: VoteKind::Upvote, created_at: at(2) },
                ],
                comments: vec![comment("c2", Some("c1"), 4), comment("c1", None, 3), comment("c3", Some("gone"), 5)],
            },
            Bundle {
                post: post("p2", "b2", "Quarterly roadmap", "shipped", grace()),
                votes: vec![Vote { voter: person(Some("linus@customer.test"), "Linus"), kind: VoteKind::Downvote, created_at: at(3) }],
                comments: vec![],
            },
            Bundle { post: post("p3", "b1", "Anonymous idea", "Planned", person(None, "")), votes: vec![], comments: vec![] },
            Bundle { post: post("p4", "b9", "Lost board", "Planned", grace()), votes: vec![], comments: vec![] },
        ];
        (boards, bundles)
    }

    async fn run(db: &Db, org: OrgId, mode: Mode) -> Report {
        let (boards, bundles) = source();
        let mut run = Run::start(db, org, "api-v3 https://old.example/api/v3", mode, Mapping::default()).await.unwrap();
        run.boards(boards).await.unwrap();
        for bundle in bundles {
            run.bundle(bundle).await.unwrap();
        }
        run.finish()
    }

    async fn count<E: EntityTrait>(db: &Db) -> u64
    where
        E::Model: Sync,
    {
        E::find().count(db.conn()).await.unwrap()
    }

    #[tokio::test]
    async fn a_dry_run_reports_what_the_real_run_writes_and_a_second_run_adds_nothing() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let org = acme.organization.id;
        let posts_before = count::<post::Entity>(&db).await;
        let users_before = count::<user::Entity>(&db).await;

        let dry = run(&db, org, Mode::DryRun).await;
        assert_eq!(count::<post::Entity>(&db).await, posts_before, "a dry run writes nothing");
        assert_eq!(count::<user::Entity>(&db).await, users_before);
        assert_eq!(count::<import_link::Entity>(&db).await, 0);

        let real = run(&db, org, Mode::Write).await;
        assert_eq!(real, dry, "the dry run said what the real run did");
        assert_eq!(real.boards, Tally { created: 1, matched: 1, already: 0, skipped: 0 }, "{real:?}");
        assert_eq!(real.posts, Tally { created: 2, matched: 0, already: 0, skipped: 2 });
        assert_eq!(real.people, Tally { created: 2, matched: 1, already: 0, skipped: 0 }, "Grace and Linus new, Ada here");
        assert_eq!(real.statuses, Tally { created: 1, matched: 0, already: 0, skipped: 0 }, "Shipped, once for two posts");
        assert_eq!(real.tags, Tally { created: 1, matched: 0, already: 0, skipped: 2 });
        assert_eq!(real.votes, Tally { created: 3, matched: 0, already: 0, skipped: 1 });
        assert_eq!(real.comments, Tally { created: 3, matched: 0, already: 0, skipped: 0 });
        let problems: Vec<&str> = real.problems.iter().map(|p| p.said.id()).collect();
        assert_eq!(
            problems,
            [
                "said-import-tag-not-kept",
                "said-import-voter-no-email",
                "said-import-parent-missing",
                "said-import-tag-not-kept",
                "said-import-author-no-email",
                "said-import-board-unknown"
            ]
        );
        assert_eq!(real.problems_total, 6);

        // What was written.
        let shipped = statuses::list(db.conn(), org).await.unwrap().into_iter().find(|s| s.label == "Shipped").unwrap();
        assert_eq!(shipped.kind, StatusKind::Completed);
        let dark = post::Entity::find().filter(post::Column::Title.eq("Dark mode")).one(db.conn()).await.unwrap().unwrap();
        assert_eq!(dark.created_at, at(1), "the source's date kept");
        assert_eq!(dark.status_id, shipped.id);
        assert!(!dark.description_html.unwrap().contains("script"), "sanitized again");
        let counts = posts::counts_of(db.conn(), dark.id).await.unwrap();
        assert_eq!((counts.votes_count, counts.downvotes_count, counts.comments_count), (2, 0, 3));
        let private = buckets::list(db.conn(), org, true).await.unwrap().into_iter().find(|b| b.name == "Secret plans").unwrap();
        assert!(private.private, "a private board stays private");
        let plans = post::Entity::find().filter(post::Column::Title.eq("Quarterly roadmap")).one(db.conn()).await.unwrap().unwrap();
        assert_eq!(plans.bucket_id, private.id);
        assert_eq!(posts::counts_of(db.conn(), plans.id).await.unwrap().downvotes_count, 1, "a downvote stays a downvote");
        let answers = crate::entities::comment::Entity::find()
            .filter(crate::entities::comment::Column::PostId.eq(dark.id))
            .all(db.conn())
            .await
            .unwrap();
        let first = answers.iter().find(|c| c.body_text.contains("Comment c1")).unwrap();
        let reply = answers.iter().find(|c| c.body_text.contains("Comment c2")).unwrap();
        assert_eq!(reply.parent_id, Some(first.id), "the thread is kept");
        let grace = users::find_by_email(db.conn(), org, &Email::parse("grace@customer.test").unwrap()).await.unwrap().unwrap();
        assert_eq!((grace.post_count, grace.votes_count, grace.comments_count), (2, 1, 3));
        let ada = acme.admin.id;
        let ada = user::Entity::find_by_id(ada).one(db.conn()).await.unwrap().unwrap();
        assert_eq!(ada.votes_count, 1, "a person here keeps their account and gains the vote");
        let events = crate::entities::outbox_event::Entity::find().count(db.conn()).await.unwrap();

        let again = run(&db, org, Mode::Write).await;
        assert_eq!(again.posts, Tally { created: 0, matched: 0, already: 2, skipped: 2 });
        assert_eq!(again.votes, Tally { created: 0, matched: 0, already: 3, skipped: 1 });
        assert_eq!(again.comments, Tally { created: 0, matched: 0, already: 3, skipped: 0 });
        assert_eq!(again.boards, Tally { created: 0, matched: 0, already: 2, skipped: 0 });
        assert_eq!(posts::counts_of(db.conn(), dark.id).await.unwrap().votes_count, 2);
        assert_eq!(crate::entities::outbox_event::Entity::find().count(db.conn()).await.unwrap(), events, "an import announces nothing");
    }

    /// A post merged into another at the source comes merged into what its target became,
    /// once, and can be undone here as any merge; one whose target was not brought is left
    /// out with the reason.
    #[tokio::test]
    async fn merged_posts_come_merged_into_their_targets() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let org = acme.organization.id;
        let grace = || person(Some("grace@customer.test"), "Grace");
        let merges = || {
            vec![
                Merged { post: post("m1", "b1", "Dark theme", "Open", grace()), into: "p1".to_owned(), merged_at: Some(at(9)) },
                Merged { post: post("m2", "b1", "Anonymous twin", "Open", grace()), into: "p3".to_owned(), merged_at: None },
            ]
        };
        let mut reports = Vec::new();
        for mode in [Mode::DryRun, Mode::Write, Mode::Write] {
            let (boards, bundles) = source();
            let mut run = Run::start(&db, org, "api-v3 x", mode, Mapping::default()).await.unwrap();
            run.boards(boards).await.unwrap();
            for bundle in bundles {
                run.bundle(bundle).await.unwrap();
            }
            for merged in merges() {
                run.merged(merged).await.unwrap();
            }
            reports.push(run.finish());
        }
        assert_eq!(reports[0].merges, reports[1].merges, "the dry run said what the run did");
        assert_eq!(reports[1].merges, Tally { created: 1, skipped: 1, ..Tally::default() });
        assert_eq!(reports[2].merges, Tally { already: 1, skipped: 1, ..Tally::default() }, "once");
        assert!(reports[1].problems.iter().any(|p| p.record == "merged post m2" && p.said.id() == "said-import-merge-target-missing"));
        let find = |title: &'static str| post::Entity::find().filter(post::Column::Title.eq(title)).one(db.conn());
        let (twin, dark) = (find("Dark theme").await.unwrap().unwrap(), find("Dark mode").await.unwrap().unwrap());
        assert!(twin.hidden && twin.merged_into_id == Some(dark.id), "{twin:?}");
        let listed = crate::domain::moderation::merge::merged_into(db.conn(), dark.id).await.unwrap();
        assert_eq!(listed.iter().map(|m| m.title.as_str()).collect::<Vec<_>>(), ["Dark theme"]);
        assert_eq!(posts::counts_of(db.conn(), dark.id).await.unwrap().votes_count, 2, "its votes are the target's as they came");
        let admin = crate::domain::access::Actor { user: acme.admin.clone(), role: Some(users::Role::Admin) };
        crate::domain::moderation::merge::unmerge(&db, org, &admin, twin.id).await.unwrap();
        let twin = find("Dark theme").await.unwrap().unwrap();
        assert!(!twin.hidden && twin.merged_into_id.is_none(), "undone here as any merge is");
    }

    /// People's companies come with them: made by the source's id (once, however many work
    /// there), joined by the people who have none here, refused with a reason when what the
    /// source says of them is no company here; the dry run counts the same.
    #[tokio::test]
    async fn companies_come_with_their_people() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let org = acme.organization.id;
        let company = |id: &str, spend: f64| Some(Company { id: id.to_owned(), name: format!("{id} Inc."), monthly_spend: Some(spend) });
        let with = |email: &str, company: Option<Company>| Person { email: Some(email.to_owned()), name: "Someone".to_owned(), company };
        let votes = vec![
            Vote { voter: with("grace@customer.test", company("globex", 99.5)), kind: VoteKind::Upvote, created_at: at(2) },
            Vote { voter: with("ada@acme.test", company("globex", 99.5)), kind: VoteKind::Upvote, created_at: at(2) },
            Vote { voter: with("linus@customer.test", company("huge", 1e15)), kind: VoteKind::Upvote, created_at: at(2) },
        ];
        let mut priced = post("p1", "b", "Priced", "Open", with("grace@customer.test", company("globex", 99.5)));
        priced.tags.clear();
        let bundle = || Bundle { post: priced.clone(), votes: votes.clone(), comments: vec![] };
        let boards = || vec![Board { id: "b".to_owned(), name: "Ideas".to_owned(), private: false }];
        let mut reports = Vec::new();
        for mode in [Mode::DryRun, Mode::Write] {
            let mut run = Run::start(&db, org, "canny x", mode, Mapping::default()).await.unwrap();
            run.boards(boards()).await.unwrap();
            run.bundle(bundle()).await.unwrap();
            reports.push(run.finish());
        }
        assert_eq!(reports[0], reports[1], "the dry run said what the run did");
        assert_eq!(reports[1].companies, Tally { created: 1, matched: 0, already: 0, skipped: 1 }, "{:?}", reports[1]);
        assert_eq!(reports[1].problems[0].said.id(), "said-x-must-be-an-amount");
        let globex = companies::find_by_external(db.conn(), org, "globex").await.unwrap().unwrap();
        assert_eq!((globex.name.as_str(), globex.monthly_revenue_cents), ("globex Inc.", 9950));
        for email in ["grace@customer.test", "ada@acme.test"] {
            let person = users::find_by_email(db.conn(), org, &Email::parse(email).unwrap()).await.unwrap().unwrap();
            assert_eq!(person.company_id, Some(globex.id), "{email} works there");
        }
        let linus = users::find_by_email(db.conn(), org, &Email::parse("linus@customer.test").unwrap()).await.unwrap().unwrap();
        assert_eq!(linus.company_id, None);
        let priced = post::Entity::find().filter(post::Column::Title.eq("Priced")).one(db.conn()).await.unwrap().unwrap();
        let behind = crate::entities::post_company::Entity::find()
            .filter(crate::entities::post_company::Column::PostId.eq(priced.id))
            .all(db.conn())
            .await
            .unwrap();
        assert_eq!(
            behind.iter().map(|c| (c.company_id, c.voters)).collect::<Vec<_>>(),
            [(globex.id, 2)],
            "the post's value counts the company once, with its two voters"
        );
    }

    /// The source's files, by address (a test's own stand-in for the readers' fetcher).
    struct Files;

    impl crate::domain::import::FetchImage for Files {
        fn fetch<'f>(&'f self, url: &'f str) -> crate::domain::import::Fetched<'f> {
            Box::pin(async move {
                match url {
                    "https://old.example/a.png" | "https://old.example/b%20c.png" => Ok(crate::domain::attachments::tests::PNG.to_vec()),
                    "https://old.example/polyglot.png" => Ok([crate::domain::attachments::tests::PNG, b"<script>alert(1)</script>"].concat()),
                    "https://old.example/page.png" => Ok(b"<html></html>".to_vec()),
                    _ => Err(said!("said-import-image-missing")),
                }
            })
        }
    }

    /// Every image of imported text is copied here with its bytes checked, or left out with
    /// the reason; none points at the source any more, and the dry run counts the same.
    #[tokio::test]
    async fn images_are_copied_with_their_bytes_checked_or_left_out() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let org = acme.organization.id;
        let folder = std::env::temp_dir().join(format!("upboard-import-images-{}", crate::domain::keys::random_base62(8)));
        let storage = crate::domain::attachments::Storage::local(&folder, "https://new.example").unwrap();
        let grace = || person(Some("grace@customer.test"), "Grace");
        let mut pictured = post("p1", "b", "Pictured", "Open", grace());
        pictured.description_html = Some(
            r#"<p>Look</p><img src="https://old.example/a.png"><img src="https://old.example/polyglot.png"><img src="javascript:alert(1)"><img src="ftp://old.example/x.png"><img src="https://old.example/gone.png">"#
                .to_owned(),
        );
        pictured.tags.clear();
        // The sixth is one too many (the first is named twice, and counted once).
        pictured.images = vec!["https://old.example/b%20c.png".to_owned(), "https://old.example/a.png".to_owned(), "https://old.example/page.png".to_owned()];
        let mut answer = comment("c1", None, 2);
        answer.body_html = r#"<img src="https://old.example/a.png">"#.to_owned();
        let mut lost = comment("c2", None, 3);
        lost.body_html = r#"<img src="https://old.example/gone.png">"#.to_owned();
        let bundles = || vec![Bundle { post: pictured.clone(), votes: vec![], comments: vec![answer.clone(), lost.clone()] }];
        let boards = || vec![Board { id: "b".to_owned(), name: "Ideas".to_owned(), private: false }];
        let files = Files;
        let images = crate::domain::import::Images { storage: &storage, fetch: &files };
        let mut reports = Vec::new();
        for mode in [Mode::DryRun, Mode::Write] {
            let mut run = Run::start(&db, org, "canny x", mode, Mapping::default()).await.unwrap().with_images(images);
            run.boards(boards()).await.unwrap();
            for bundle in bundles() {
                run.bundle(bundle).await.unwrap();
            }
            reports.push(run.finish());
            if mode == Mode::DryRun {
                assert_eq!(count::<crate::entities::attachment::Entity>(&db).await, 0, "a dry run stores nothing");
                assert!(std::fs::read_dir(&folder).map(|d| d.count()).unwrap_or(0) == 0);
            }
        }
        assert_eq!(reports[0], reports[1], "the dry run said what the run did");
        let report = &reports[1];
        assert_eq!(report.attachments, Tally { created: 3, matched: 0, already: 0, skipped: 5 }, "{report:?}");
        let problems: Vec<&str> = report.problems.iter().map(|p| p.said.id()).collect();
        assert_eq!(
            problems,
            [
                "said-x-holds-x-beside-its-image",
                "said-import-image-address",
                "said-import-image-missing",
                "said-import-image-beyond",
                "said-import-image-missing",
                "said-x-can-t-be-blank"
            ],
            "{:?}",
            report.problems
        );
        assert_eq!(report.comments, Tally { created: 1, matched: 0, already: 0, skipped: 1 }, "a comment that was only a lost image is not kept");

        let made = post::Entity::find().filter(post::Column::Title.eq("Pictured")).one(db.conn()).await.unwrap().unwrap();
        let html = made.description_html.unwrap();
        assert!(!html.contains("old.example") && !html.contains("javascript"), "{html}");
        assert_eq!(crate::domain::text::image_sources(&html).filter(|src| src.starts_with("https://new.example/uploads/")).count(), 2, "{html}");
        assert!(html.contains(r#"alt="b c.png""#), "{html}");
        let rows = crate::entities::attachment::Entity::find().all(db.conn()).await.unwrap();
        assert_eq!(rows.len(), 3);
        assert_eq!(rows.iter().filter(|r| r.post_id == Some(made.id)).count(), 2);
        for row in &rows {
            assert_eq!(storage.read_whole(&row.storage_key).await.unwrap().unwrap().as_ref(), crate::domain::attachments::tests::PNG);
        }
        let mut kept = std::fs::read_dir(folder.join(org.to_string())).unwrap().count();
        assert_eq!(kept, 3, "nothing stored beyond what is recorded");

        let mut again = Run::start(&db, org, "canny x", Mode::Write, Mapping::default()).await.unwrap().with_images(images);
        again.boards(boards()).await.unwrap();
        for bundle in bundles() {
            again.bundle(bundle).await.unwrap();
        }
        let again = again.finish();
        assert_eq!(again.attachments, Tally { skipped: 1, ..Tally::default() }, "only the comment not brought is tried again");
        assert_eq!(again.comments, Tally { already: 1, skipped: 1, ..Tally::default() });
        kept = std::fs::read_dir(folder.join(org.to_string())).unwrap().count();
        assert_eq!(kept, 3);
        let _ = std::fs::remove_dir_all(&folder);
    }

    #[tokio::test]
    async fn a_board_of_the_same_name_and_other_privacy_is_refused_with_its_posts() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let org = acme.organization.id;
        buckets::create(&db, org, "Secret plans", false).await.unwrap();
        let report = run(&db, org, Mode::Write).await;
        assert_eq!(report.boards.skipped, 1);
        assert_eq!(report.problems[0].said.id(), "said-import-board-private-there");
        assert!(
            post::Entity::find().filter(post::Column::Title.eq("Quarterly roadmap")).one(db.conn()).await.unwrap().is_none(),
            "nothing private made public"
        );
    }

    #[tokio::test]
    async fn a_mapping_names_statuses_here() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let mapping = Mapping::parse(&["shipped=Completed".to_owned()]).unwrap();
        let (boards, bundles) = source();
        let mut run = Run::start(&db, acme.organization.id, "api-v3 x", Mode::Write, mapping).await.unwrap();
        run.boards(boards).await.unwrap();
        for bundle in bundles {
            run.bundle(bundle).await.unwrap();
        }
        assert_eq!(run.report().statuses, Tally { created: 0, matched: 1, already: 0, skipped: 0 }, "Shipped (any case) as Completed");
        let completed = statuses::list(db.conn(), acme.organization.id).await.unwrap().into_iter().find(|s| s.label == "Completed").unwrap();
        let dark = post::Entity::find().filter(post::Column::Title.eq("Dark mode")).one(db.conn()).await.unwrap().unwrap();
        assert_eq!(dark.status_id, completed.id);
        assert!(Mapping::parse(&["no equals sign".to_owned()]).is_err());
        assert!(Mapping::parse(&["=Completed".to_owned()]).is_err());
        let nowhere = Mapping::parse(&["Shipped=Launched".to_owned()]).unwrap();
        assert!(Run::start(&db, acme.organization.id, "api-v3 x", Mode::DryRun, nowhere).await.is_err(), "a mapping to a status not here is refused");
    }

    #[tokio::test]
    async fn a_sources_own_statuses_go_to_their_kinds_here_unless_mapped() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let org = acme.organization.id;
        let fallbacks = vec![
            ("complete".to_owned(), "completed".to_owned()),
            ("open".to_owned(), "under_review".to_owned()),
            ("gone".to_owned(), "no such status".to_owned()),
        ];
        let mapping = Mapping::parse(&["open=Planned".to_owned()]).unwrap().with_fallbacks(fallbacks);
        let mut run = Run::start(&db, org, "canny x", Mode::Write, mapping).await.unwrap();
        run.boards(vec![Board { id: "b".to_owned(), name: "Ideas".to_owned(), private: false }]).await.unwrap();
        let grace = || person(Some("grace@customer.test"), "Grace");
        for (id, status) in [("1", "complete"), ("2", "open"), ("3", "gone")] {
            run.bundle(Bundle { post: post(id, "b", &format!("Idea {id}"), status, grace()), votes: vec![], comments: vec![] })
                .await
                .unwrap();
        }
        let here = statuses::list(db.conn(), org).await.unwrap();
        let status_of = |title: &'static str| {
            let db = &db;
            let here = &here;
            async move {
                let post = post::Entity::find().filter(post::Column::Title.eq(title)).one(db.conn()).await.unwrap().unwrap();
                here.iter().find(|s| s.id == post.status_id).unwrap().label.clone()
            }
        };
        assert_eq!(status_of("Idea 1").await, "Completed", "Canny's complete is a completed status");
        assert_eq!(status_of("Idea 2").await, "Planned", "--status wins over what the source says");
        assert_eq!(status_of("Idea 3").await, "gone", "a fallback naming nothing here: a status of the label");
    }

    /// What a reader could not read and took anyway (a date) is said in both modes, once for
    /// each time the post is read, whatever becomes of the post; the post is written.
    #[tokio::test]
    async fn what_the_reader_took_anyway_is_said_in_both_modes() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let org = acme.organization.id;
        let grace = || person(Some("grace@customer.test"), "Grace");
        let noted = |record: &str| crate::domain::import::Undated::AsPost(at(1)).problem(record.to_owned(), "31/02/2024");
        let bundles = || {
            let mut kept = post("p1", "b", "Kept", "Planned", grace());
            kept.problems = vec![noted("a vote on post p1"), noted("comment c1 of post p1")];
            kept.tags.clear();
            let mut skipped = post("p2", "b", "Anonymous", "Planned", person(None, ""));
            skipped.problems = vec![noted("a vote on post p2")];
            let vote = Vote { voter: grace(), kind: VoteKind::Upvote, created_at: at(1) };
            vec![Bundle { post: kept, votes: vec![vote], comments: vec![comment("c1", None, 1)] }, Bundle { post: skipped, votes: vec![], comments: vec![] }]
        };
        let mut reports = Vec::new();
        for mode in [Mode::DryRun, Mode::Write] {
            let mut run = Run::start(&db, org, "uservoice ideas.csv", mode, Mapping::default()).await.unwrap();
            run.boards(vec![Board { id: "b".to_owned(), name: "Ideas".to_owned(), private: false }]).await.unwrap();
            for bundle in bundles() {
                run.bundle(bundle).await.unwrap();
            }
            reports.push(run.finish());
        }
        assert_eq!(reports[0], reports[1], "the dry run said it all");
        let report = &reports[1];
        assert_eq!((report.posts.created, report.votes.created, report.comments.created, report.posts.skipped), (1, 1, 1, 1), "{report:?}");
        let said: Vec<(&str, &str)> = report.problems.iter().map(|p| (p.record.as_str(), p.said.id())).collect();
        assert_eq!(
            said,
            [
                ("a vote on post p1", "said-import-date-unreadable"),
                ("comment c1 of post p1", "said-import-date-unreadable"),
                ("a vote on post p2", "said-import-date-unreadable"),
                ("post p2", "said-import-author-no-email"),
            ]
        );
        assert!(report.problems[0].said.english().contains("31/02/2024"), "{}", report.problems[0].said.english());
    }

    /// Values of 2 MB from a source (a post's id, board, title and status, a comment's id and
    /// parent) are refused or looked past, and what the report keeps of them stays short.
    #[tokio::test]
    async fn values_of_two_megabytes_leave_a_short_report() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let org = acme.organization.id;
        let huge = "x".repeat(2 * 1024 * 1024);
        let grace = || person(Some("grace@customer.test"), "Grace");
        let mut run = Run::start(&db, org, "api-v3 x", Mode::Write, Mapping::default()).await.unwrap();
        run.boards(vec![
            Board { id: "b".to_owned(), name: "Ideas".to_owned(), private: false },
            Board { id: huge.clone(), name: "Huge".to_owned(), private: false },
        ])
        .await
        .unwrap();
        let mut with_parent = comment("c-far", Some(&huge), 3);
        with_parent.id = "c-far".to_owned();
        let bundles = vec![
            Bundle { post: post(&huge, "b", "Huge id", "Planned", grace()), votes: vec![], comments: vec![] },
            Bundle { post: post("p-board", &huge, "Huge board", "Planned", grace()), votes: vec![], comments: vec![] },
            Bundle { post: post("p-title", "b", &huge, "Planned", grace()), votes: vec![], comments: vec![] },
            Bundle { post: post("p-status", "b", "Huge status", &huge, grace()), votes: vec![], comments: vec![] },
            Bundle { post: post("p-ok", "b", "Fine", "Planned", grace()), votes: vec![], comments: vec![comment(&huge, None, 2), with_parent] },
        ];
        for bundle in bundles {
            run.bundle(bundle).await.unwrap();
        }
        let report = run.finish();
        assert_eq!(report.boards.skipped, 1, "the board of a 2 MB id");
        assert_eq!(report.posts, Tally { created: 1, matched: 0, already: 0, skipped: 4 });
        assert_eq!(report.comments, Tally { created: 1, matched: 0, already: 0, skipped: 1 }, "the answer to a 2 MB parent is kept, on its own");
        let problems: Vec<&str> = report.problems.iter().map(|p| p.said.id()).collect();
        assert!(problems.contains(&"said-import-parent-missing"), "{problems:?}");
        for problem in &report.problems {
            assert!(problem.record.chars().count() <= 301, "{}", problem.record.len());
            assert!(problem.said.english().len() < 1_000, "{}: {}", problem.said.id(), problem.said.english().len());
        }
    }

    #[test]
    fn a_status_label_suggests_its_kind() {
        assert_eq!(guess_kind("Shipped 🎉"), StatusKind::Completed);
        assert_eq!(guess_kind("Won't do"), StatusKind::Closed);
        assert_eq!(guess_kind("In development"), StatusKind::InProgress);
        assert_eq!(guess_kind("Up next"), StatusKind::Planned);
        assert_eq!(guess_kind("Needs votes"), StatusKind::UnderReview);
    }
}
