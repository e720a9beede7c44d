//! Moving house: a whole organization written to one archive (`upboard export`) and loaded
//! into another server's database (`upboard import`), SQLite or PostgreSQL on either side.
//!
//! The archive is a gzip'd tar: `upboard-export.json` (the format, where it came from, how many
//! rows of each kind), `tables/{table}.jsonl` (one row a line, as the database has it) and
//! `uploads/{key}` (the attached images and the logo). What moves: the organization's settings
//! (its API key and SSO secret too, so that integrations and sign-in links keep working),
//! boards, statuses, tags, people (customers and team, their labels, passwords and e-mail
//! settings), posts with their old addresses, tags, followers and merges, votes, comments,
//! attachments, the changelog and the webhooks. What does not: sign-in sessions (people sign in
//! again), API key use times, the audit log, and deliveries in flight (outbox, e-mail and
//! webhook queues: the old server finishes those).
//!
//! An import gives every row a new id (the other server has rows of its own) and fixes every
//! reference to match, in one transaction: it loads whole or not at all. Image addresses in
//! the text move to the new server's address and the organization's folder.

use super::attachments::Storage;
use super::{Db, Error, Result};
use crate::entities::{
    attachment, bucket, changelog_entry, changelog_post, comment, customer_label, notification_preference, organization, post, post_merge, post_slug,
    post_subscription, post_tag, roadmap, status, tag, team_member, user, vote, webhook,
};
use crate::model::{BucketId, CommentId, OrgId, PostId, StatusId, TagId, UserId};
use sea_orm::{ActiveModelTrait, ActiveValue::NotSet, ColumnTrait, ConnectionTrait, EntityTrait, IntoActiveModel, QueryFilter, QueryOrder};
use serde::{Deserialize, Serialize, de::DeserializeOwned};
use std::collections::{BTreeMap, HashMap};
use std::io::{BufRead, Read, Write};
use std::path::Path;

/// The archive's format; an import refuses another.
pub const FORMAT: u32 = 1;
const MANIFEST: &str = "upboard-export.json";

/// What an archive says of itself.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct Manifest {
    pub format: u32,
    pub organization: String,
    /// The address its images were served from (`{public_url}/uploads`).
    pub uploads_url: String,
    pub exported_at: String,
    /// Rows of each table, and `files`.
    pub counts: BTreeMap<String, u64>,
}

fn invalid(what: impl std::fmt::Display) -> Error {
    Error::Invalid { message: what.to_string(), fields: Default::default() }
}

fn io(what: &str) -> impl Fn(std::io::Error) -> Error + '_ {
    move |e| Error::Internal(format!("{what}: {e}"))
}

/// The rows of one table, as lines of JSON.
fn lines<M: Serialize>(rows: &[M]) -> Result<Vec<u8>> {
    let mut out = Vec::new();
    for row in rows {
        serde_json::to_writer(&mut out, row).map_err(|e| Error::Internal(format!("a row could not be written: {e}")))?;
        out.push(b'\n');
    }
    Ok(out)
}

/// Writes `organization`'s whole record, read from `conn`, and its files from `storage`, to
/// the archive `out` (which must not exist).
pub async fn export(conn: &impl ConnectionTrait, storage: &Storage, name: &str, out: &Path) -> Result<Manifest> {
    let org = super::organizations::find_by_name(conn, name)
        .await?
        .ok_or_else(|| invalid(format!("there is no organization named `{name}`")))?;
    if out.exists() {
        return Err(invalid(format!("{} exists already: name a new file", out.display())));
    }
    let id = org.id;
    let users = user::Entity::find().filter(user::Column::OrganizationId.eq(id)).order_by_asc(user::Column::Id).all(conn).await?;
    let user_ids: Vec<UserId> = users.iter().map(|u| u.id).collect();
    let posts = post::Entity::find().filter(post::Column::OrganizationId.eq(id)).order_by_asc(post::Column::Id).all(conn).await?;
    let post_ids: Vec<PostId> = posts.iter().map(|p| p.id).collect();
    let entries = changelog_entry::Entity::find()
        .filter(changelog_entry::Column::OrganizationId.eq(id))
        .order_by_asc(changelog_entry::Column::Id)
        .all(conn)
        .await?;
    let entry_ids: Vec<i64> = entries.iter().map(|e| e.id).collect();
    let attachments = attachment::Entity::find()
        .filter(attachment::Column::OrganizationId.eq(id))
        .order_by_asc(attachment::Column::Id)
        .all(conn)
        .await?;

    // Each table in id order: rows get new ids in the same order, so that lists ordered by time
    // and then id read as they did.
    let mut tables: Vec<(&str, Vec<u8>, usize)> = Vec::new();
    macro_rules! table {
        ($name:literal, $rows:expr) => {{
            let rows = $rows;
            tables.push(($name, lines(&rows)?, rows.len()));
        }};
    }
    table!("organizations", vec![org.clone()]);
    table!("users", users);
    table!(
        "team_members",
        team_member::Entity::find()
            .filter(team_member::Column::OrganizationId.eq(id))
            .order_by_asc(team_member::Column::Id)
            .all(conn)
            .await?
    );
    table!("customer_labels", customer_label::Entity::find().filter(customer_label::Column::OrganizationId.eq(id)).all(conn).await?);
    let mut preferences = Vec::new();
    for chunk in user_ids.chunks(500) {
        preferences.extend(
            notification_preference::Entity::find()
                .filter(notification_preference::Column::UserId.is_in(chunk.to_vec()))
                .all(conn)
                .await?,
        );
    }
    table!("notification_preferences", preferences);
    table!("buckets", bucket::Entity::find().filter(bucket::Column::OrganizationId.eq(id)).order_by_asc(bucket::Column::Id).all(conn).await?);
    table!("statuses", status::Entity::find().filter(status::Column::OrganizationId.eq(id)).order_by_asc(status::Column::Id).all(conn).await?);
    table!("tags", tag::Entity::find().filter(tag::Column::OrganizationId.eq(id)).order_by_asc(tag::Column::Id).all(conn).await?);
    table!(
        "roadmaps",
        roadmap::Entity::find()
            .filter(roadmap::Column::OrganizationId.eq(id))
            .order_by_asc(roadmap::Column::Id)
            .all(conn)
            .await?
    );
    table!("posts", posts);
    table!(
        "post_slugs",
        post_slug::Entity::find()
            .filter(post_slug::Column::OrganizationId.eq(id))
            .order_by_asc(post_slug::Column::Id)
            .all(conn)
            .await?
    );
    let mut post_tags = Vec::new();
    for chunk in post_ids.chunks(500) {
        post_tags.extend(post_tag::Entity::find().filter(post_tag::Column::PostId.is_in(chunk.to_vec())).all(conn).await?);
    }
    table!("post_tags", post_tags);
    table!(
        "post_subscriptions",
        post_subscription::Entity::find()
            .filter(post_subscription::Column::OrganizationId.eq(id))
            .order_by_asc(post_subscription::Column::Id)
            .all(conn)
            .await?
    );
    table!(
        "comments",
        comment::Entity::find()
            .filter(comment::Column::OrganizationId.eq(id))
            .order_by_asc(comment::Column::Id)
            .all(conn)
            .await?
    );
    table!("votes", vote::Entity::find().filter(vote::Column::OrganizationId.eq(id)).order_by_asc(vote::Column::Id).all(conn).await?);
    table!(
        "post_merges",
        post_merge::Entity::find()
            .filter(post_merge::Column::OrganizationId.eq(id))
            .order_by_asc(post_merge::Column::Id)
            .all(conn)
            .await?
    );
    table!("attachments", attachments.clone());
    table!("changelog_entries", entries);
    let mut entry_posts = Vec::new();
    for chunk in entry_ids.chunks(500) {
        entry_posts.extend(changelog_post::Entity::find().filter(changelog_post::Column::EntryId.is_in(chunk.to_vec())).all(conn).await?);
    }
    table!("changelog_posts", entry_posts);
    table!(
        "webhooks",
        webhook::Entity::find()
            .filter(webhook::Column::OrganizationId.eq(id))
            .order_by_asc(webhook::Column::Id)
            .all(conn)
            .await?
    );

    // The files: every attachment's, and the logo when it is an upload of this organization.
    let mut keys: Vec<String> = attachments.iter().map(|a| a.storage_key.clone()).collect();
    let uploads_url = storage.url("");
    let uploads_url = uploads_url.trim_end_matches('/').to_owned();
    if let Some(logo) = org.profile_picture.as_deref().and_then(|url| url.strip_prefix(&format!("{uploads_url}/"))) {
        keys.push(logo.to_owned());
    }
    let mut files = Vec::new();
    for key in keys {
        match storage.read_whole(&key).await? {
            Some(bytes) => files.push((key, bytes)),
            None => tracing::warn!(key, "an attachment's file is missing: exported without it"),
        }
    }

    let mut counts: BTreeMap<String, u64> = tables.iter().map(|(name, _, n)| ((*name).to_owned(), *n as u64)).collect();
    counts.insert("files".to_owned(), files.len() as u64);
    let manifest = Manifest { format: FORMAT, organization: org.name.clone(), uploads_url, exported_at: super::time::iso_utc(super::now()), counts };
    let out = out.to_owned();
    let written = manifest.clone();
    tokio::task::spawn_blocking(move || -> Result<()> {
        if let Some(parent) = out.parent().filter(|p| !p.as_os_str().is_empty()) {
            std::fs::create_dir_all(parent).map_err(io("creating the archive's folder"))?;
        }
        // Written beside and renamed: an export cut short leaves no archive that looks whole.
        let partial = out.with_extension("partial");
        let file = std::fs::File::create(&partial).map_err(io("creating the archive"))?;
        let mut archive = tar::Builder::new(flate2::write::GzEncoder::new(std::io::BufWriter::new(file), flate2::Compression::default()));
        let mut add = |path: &str, bytes: &[u8]| -> Result<()> {
            let mut header = tar::Header::new_gnu();
            header.set_size(bytes.len() as u64);
            header.set_mode(0o600);
            header.set_mtime(0);
            header.set_cksum();
            archive.append_data(&mut header, path, bytes).map_err(io("writing the archive"))
        };
        add(MANIFEST, &serde_json::to_vec_pretty(&written).map_err(|e| Error::Internal(e.to_string()))?)?;
        for (name, bytes, _) in &tables {
            add(&format!("tables/{name}.jsonl"), bytes)?;
        }
        for (key, bytes) in &files {
            add(&format!("uploads/{key}"), bytes)?;
        }
        let mut writer = archive.into_inner().map_err(io("finishing the archive"))?.finish().map_err(io("finishing the archive"))?;
        writer.flush().map_err(io("writing the archive"))?;
        writer
            .into_inner()
            .map_err(|e| Error::Internal(format!("writing the archive: {e}")))?
            .sync_all()
            .map_err(io("syncing the archive"))?;
        std::fs::rename(&partial, &out).map_err(io("moving the archive into place"))?;
        Ok(())
    })
    .await
    .map_err(|e| Error::Internal(format!("the export stopped: {e}")))??;
    Ok(manifest)
}

/// An archive read into memory: its manifest, its tables' lines and its files.
pub struct Archive {
    pub manifest: Manifest,
    tables: HashMap<String, Vec<u8>>,
    files: Vec<(String, Vec<u8>)>,
}

impl Archive {
    /// Reads the archive at `path`, refusing what is not one of ours.
    pub fn read(path: &Path) -> Result<Self> {
        let file = std::fs::File::open(path).map_err(|e| invalid(format!("cannot open {}: {e}", path.display())))?;
        let mut archive = tar::Archive::new(flate2::read::GzDecoder::new(std::io::BufReader::new(file)));
        let (mut manifest, mut tables, mut files) = (None, HashMap::new(), Vec::new());
        let not_ours = |e: std::io::Error| invalid(format!("{} is not an upboard export: {e}", path.display()));
        for entry in archive.entries().map_err(not_ours)? {
            let mut entry = entry.map_err(not_ours)?;
            let name = entry.path().map_err(not_ours)?.to_string_lossy().into_owned();
            let mut bytes = Vec::new();
            entry.read_to_end(&mut bytes).map_err(not_ours)?;
            if name == MANIFEST {
                manifest = Some(serde_json::from_slice::<Manifest>(&bytes).map_err(|e| invalid(format!("its manifest does not read: {e}")))?);
            } else if let Some(table) = name.strip_prefix("tables/").and_then(|n| n.strip_suffix(".jsonl")) {
                tables.insert(table.to_owned(), bytes);
            } else if let Some(key) = name.strip_prefix("uploads/") {
                if key.split('/').any(|part| part.is_empty() || part == "." || part == "..") {
                    return Err(invalid(format!("the archive names a file outside its uploads: {name}")));
                }
                files.push((key.to_owned(), bytes));
            }
        }
        let manifest = manifest.ok_or_else(|| invalid(format!("{} is not an upboard export: it has no {MANIFEST}", path.display())))?;
        if manifest.format != FORMAT {
            return Err(invalid(format!("the archive is of format {}; this upboard reads format {FORMAT}", manifest.format)));
        }
        Ok(Archive { manifest, tables, files })
    }

    fn rows<M: DeserializeOwned>(&self, table: &str) -> Result<Vec<M>> {
        let Some(bytes) = self.tables.get(table) else { return Ok(Vec::new()) };
        bytes
            .lines()
            .filter(|line| line.as_ref().is_ok_and(|l| !l.trim().is_empty()))
            .map(|line| {
                let line = line.map_err(|e| invalid(format!("{table}: {e}")))?;
                serde_json::from_str(&line).map_err(|e| invalid(format!("a row of {table} does not read: {e}")))
            })
            .collect()
    }
}

/// Old id to new, for one kind of row.
struct Ids<T>(HashMap<T, T>, &'static str);

impl<T: std::hash::Hash + Eq + Copy + std::fmt::Debug> Ids<T> {
    fn new(what: &'static str) -> Self {
        Ids(HashMap::new(), what)
    }

    fn get(&self, old: T) -> Result<T> {
        self.0
            .get(&old)
            .copied()
            .ok_or_else(|| invalid(format!("the archive refers to {} {old:?}, which it does not hold", self.1)))
    }

    fn get_opt(&self, old: Option<T>) -> Result<Option<T>> {
        old.map(|old| self.get(old)).transpose()
    }
}

/// What an import did.
#[derive(Clone, Debug, Serialize)]
pub struct Imported {
    pub organization: String,
    pub id: OrgId,
    pub counts: BTreeMap<String, u64>,
    /// Whether the archive's API key works here (another organization here may have it).
    pub api_key_kept: bool,
}

/// Loads `archive` into `db` as a new organization named `name` (the archive's own name by
/// default), its files into `storage`. The name must be free.
pub async fn import(db: &Db, storage: &Storage, archive: &Archive, name: Option<&str>) -> Result<Imported> {
    let mut orgs: Vec<organization::Model> = archive.rows("organizations")?;
    let source = orgs.pop().filter(|_| orgs.is_empty()).ok_or_else(|| invalid("the archive must hold one organization"))?;
    let name = match name {
        Some(name) => crate::model::OrgName::parse(name).map_err(|e| invalid(format!("--as: {e}")))?.to_string(),
        None => source.name.clone(),
    };
    if super::organizations::find_by_name(db.conn(), &name).await?.is_some() {
        return Err(invalid(format!("an organization named `{name}` exists here: import under another name with --as")));
    }
    let old_uploads = archive.manifest.uploads_url.trim_end_matches('/').to_owned();
    let new_uploads = storage.url("").trim_end_matches('/').to_owned();
    let old_folder = format!("{}/", source.id);

    let txn = db.begin_write().await?;
    let conn = &*txn;
    let key_taken = match &source.api_key_hash {
        Some(hash) => organization::Entity::find().filter(organization::Column::ApiKeyHash.eq(hash.as_str())).one(conn).await?.is_some(),
        None => false,
    };
    let mut org = source.clone().into_active_model();
    org.id = NotSet;
    org.name = sea_orm::Set(name.clone());
    if key_taken {
        org.api_key_hash = sea_orm::Set(None);
    }
    let org = org.insert(conn).await?;
    let new_folder = format!("{}/", org.id);
    // Image addresses and storage keys: the old server's address and folder to this one's.
    let moved_key = |key: &str| match key.strip_prefix(&old_folder) {
        Some(rest) => format!("{new_folder}{rest}"),
        None => key.to_owned(),
    };
    let moved_html = |html: &str| html.replace(&format!("{old_uploads}/{old_folder}"), &format!("{new_uploads}/{new_folder}"));
    if let Some(logo) = &org.profile_picture {
        let mut active = org.clone().into_active_model();
        active.profile_picture = sea_orm::Set(Some(moved_html(logo)));
        active.update(conn).await?;
    }
    let mut counts = BTreeMap::new();
    let mut count = |table: &str, n: usize| {
        counts.insert(table.to_owned(), n as u64);
    };

    let mut users = Ids::<UserId>::new("user");
    let rows: Vec<user::Model> = archive.rows("users")?;
    count("users", rows.len());
    for row in rows {
        let old = row.id;
        let mut active = row.into_active_model();
        active.id = NotSet;
        active.organization_id = sea_orm::Set(org.id);
        users.0.insert(old, active.insert(conn).await?.id);
    }
    let rows: Vec<team_member::Model> = archive.rows("team_members")?;
    count("team_members", rows.len());
    for row in rows {
        let user_id = users.get(row.user_id)?;
        let mut active = row.into_active_model();
        active.id = NotSet;
        active.organization_id = sea_orm::Set(org.id);
        active.user_id = sea_orm::Set(user_id);
        active.insert(conn).await?;
    }
    let rows: Vec<customer_label::Model> = archive.rows("customer_labels")?;
    count("customer_labels", rows.len());
    for mut row in rows {
        row.organization_id = org.id;
        row.user_id = users.get(row.user_id)?;
        customer_label::Entity::insert(row.into_active_model()).exec_without_returning(conn).await?;
    }
    let rows: Vec<notification_preference::Model> = archive.rows("notification_preferences")?;
    count("notification_preferences", rows.len());
    for mut row in rows {
        row.user_id = users.get(row.user_id)?;
        notification_preference::Entity::insert(row.into_active_model()).exec_without_returning(conn).await?;
    }

    let mut buckets = Ids::<BucketId>::new("board");
    let rows: Vec<bucket::Model> = archive.rows("buckets")?;
    count("buckets", rows.len());
    for row in rows {
        let old = row.id;
        let mut active = row.into_active_model();
        active.id = NotSet;
        active.organization_id = sea_orm::Set(org.id);
        buckets.0.insert(old, active.insert(conn).await?.id);
    }
    let mut statuses = Ids::<StatusId>::new("status");
    let rows: Vec<status::Model> = archive.rows("statuses")?;
    count("statuses", rows.len());
    for row in rows {
        let old = row.id;
        let mut active = row.into_active_model();
        active.id = NotSet;
        active.organization_id = sea_orm::Set(org.id);
        statuses.0.insert(old, active.insert(conn).await?.id);
    }
    let mut tags = Ids::<TagId>::new("tag");
    let rows: Vec<tag::Model> = archive.rows("tags")?;
    count("tags", rows.len());
    for row in rows {
        let old = row.id;
        let mut active = row.into_active_model();
        active.id = NotSet;
        active.organization_id = sea_orm::Set(org.id);
        tags.0.insert(old, active.insert(conn).await?.id);
    }
    // Roadmaps name statuses, boards and tags by id: mapped to the new ones.
    let rows: Vec<roadmap::Model> = archive.rows("roadmaps")?;
    count("roadmaps", rows.len());
    for row in rows {
        let ids = |value: &serde_json::Value, map: &dyn Fn(i64) -> Result<i64>| -> Result<serde_json::Value> {
            let old: Vec<i64> = serde_json::from_value(value.clone()).map_err(|e| invalid(format!("a roadmap's ids do not read: {e}")))?;
            Ok(serde_json::json!(old.into_iter().map(map).collect::<Result<Vec<_>>>()?))
        };
        let status_ids = ids(&row.status_ids, &|id| statuses.get(StatusId(id)).map(|s| s.get()))?;
        let bucket_ids = ids(&row.bucket_ids, &|id| buckets.get(BucketId(id)).map(|b| b.get()))?;
        let tag_ids = ids(&row.tag_ids, &|id| tags.get(TagId(id)).map(|t| t.get()))?;
        let mut active = row.into_active_model();
        active.id = NotSet;
        active.organization_id = sea_orm::Set(org.id);
        active.status_ids = sea_orm::Set(status_ids);
        active.bucket_ids = sea_orm::Set(bucket_ids);
        active.tag_ids = sea_orm::Set(tag_ids);
        active.insert(conn).await?;
    }

    // Posts: a merged post may point at a later one, so `merged_into_id` follows once all are in.
    let mut posts = Ids::<PostId>::new("post");
    let rows: Vec<post::Model> = archive.rows("posts")?;
    count("posts", rows.len());
    let mut merged = Vec::new();
    for row in rows {
        let old = row.id;
        if let Some(into) = row.merged_into_id {
            merged.push((old, into));
        }
        let (bucket_id, status_id, submitter_id, owner_id) =
            (buckets.get(row.bucket_id)?, statuses.get(row.status_id)?, users.get(row.submitter_id)?, users.get_opt(row.owner_id)?);
        let description_html = row.description_html.as_deref().map(moved_html);
        let mut active = row.into_active_model();
        active.id = NotSet;
        active.organization_id = sea_orm::Set(org.id);
        active.bucket_id = sea_orm::Set(bucket_id);
        active.status_id = sea_orm::Set(status_id);
        active.submitter_id = sea_orm::Set(submitter_id);
        active.owner_id = sea_orm::Set(owner_id);
        active.merged_into_id = sea_orm::Set(None);
        active.description_html = sea_orm::Set(description_html);
        posts.0.insert(old, active.insert(conn).await?.id);
    }
    for (old, into) in merged {
        post::Entity::update_many()
            .col_expr(post::Column::MergedIntoId, sea_orm::sea_query::Expr::value(posts.get(into)?))
            .filter(post::Column::Id.eq(posts.get(old)?))
            .exec(conn)
            .await?;
    }
    let rows: Vec<post_slug::Model> = archive.rows("post_slugs")?;
    count("post_slugs", rows.len());
    for row in rows {
        let post_id = posts.get(row.post_id)?;
        let mut active = row.into_active_model();
        active.id = NotSet;
        active.organization_id = sea_orm::Set(org.id);
        active.post_id = sea_orm::Set(post_id);
        active.insert(conn).await?;
    }
    let rows: Vec<post_tag::Model> = archive.rows("post_tags")?;
    count("post_tags", rows.len());
    for mut row in rows {
        row.post_id = posts.get(row.post_id)?;
        row.tag_id = tags.get(row.tag_id)?;
        post_tag::Entity::insert(row.into_active_model()).exec_without_returning(conn).await?;
    }
    let rows: Vec<post_subscription::Model> = archive.rows("post_subscriptions")?;
    count("post_subscriptions", rows.len());
    for row in rows {
        let (post_id, user_id) = (posts.get(row.post_id)?, users.get(row.user_id)?);
        let mut active = row.into_active_model();
        active.id = NotSet;
        active.organization_id = sea_orm::Set(org.id);
        active.post_id = sea_orm::Set(post_id);
        active.user_id = sea_orm::Set(user_id);
        active.insert(conn).await?;
    }

    // Comments in id order: a reply comes after what it answers.
    let mut comments = Ids::<CommentId>::new("comment");
    let rows: Vec<comment::Model> = archive.rows("comments")?;
    count("comments", rows.len());
    for row in rows {
        let old = row.id;
        let (post_id, author_id, parent_id) = (posts.get(row.post_id)?, users.get(row.author_id)?, comments.get_opt(row.parent_id)?);
        let body_html = moved_html(&row.body_html);
        let mut active = row.into_active_model();
        active.id = NotSet;
        active.organization_id = sea_orm::Set(org.id);
        active.post_id = sea_orm::Set(post_id);
        active.author_id = sea_orm::Set(author_id);
        active.parent_id = sea_orm::Set(parent_id);
        active.body_html = sea_orm::Set(body_html);
        comments.0.insert(old, active.insert(conn).await?.id);
    }
    let mut votes = Ids::<i64>::new("vote");
    let rows: Vec<vote::Model> = archive.rows("votes")?;
    count("votes", rows.len());
    for row in rows {
        let old = row.id;
        let (post_id, user_id) = (posts.get(row.post_id)?, users.get(row.user_id)?);
        let mut active = row.into_active_model();
        active.id = NotSet;
        active.organization_id = sea_orm::Set(org.id);
        active.post_id = sea_orm::Set(post_id);
        active.user_id = sea_orm::Set(user_id);
        votes.0.insert(old, active.insert(conn).await?.id);
    }
    let rows: Vec<post_merge::Model> = archive.rows("post_merges")?;
    count("post_merges", rows.len());
    for row in rows {
        let ids = |value: &serde_json::Value, map: &dyn Fn(i64) -> Result<i64>| -> Result<serde_json::Value> {
            let old: Vec<i64> = serde_json::from_value(value.clone()).map_err(|e| invalid(format!("a merge's moved rows do not read: {e}")))?;
            Ok(serde_json::json!(old.into_iter().map(map).collect::<Result<Vec<_>>>()?))
        };
        let moved_votes = ids(&row.moved_vote_ids, &|id| votes.get(id))?;
        let moved_comments = ids(&row.moved_comment_ids, &|id| comments.get(CommentId(id)).map(i64::from))?;
        let mut dropped = row.dropped_votes.clone();
        for set_aside in dropped.as_array_mut().into_iter().flatten() {
            if let Some(user_id) = set_aside.get("user_id").and_then(serde_json::Value::as_i64) {
                set_aside["user_id"] = serde_json::json!(users.get(UserId(user_id))?);
            }
        }
        let (duplicate_id, target_id, actor_id) = (posts.get(row.duplicate_id)?, posts.get(row.target_id)?, users.get_opt(row.actor_id)?);
        let mut active = row.into_active_model();
        active.id = NotSet;
        active.organization_id = sea_orm::Set(org.id);
        active.duplicate_id = sea_orm::Set(duplicate_id);
        active.target_id = sea_orm::Set(target_id);
        active.actor_id = sea_orm::Set(actor_id);
        active.moved_vote_ids = sea_orm::Set(moved_votes);
        active.moved_comment_ids = sea_orm::Set(moved_comments);
        active.dropped_votes = sea_orm::Set(dropped);
        active.insert(conn).await?;
    }
    let rows: Vec<attachment::Model> = archive.rows("attachments")?;
    count("attachments", rows.len());
    let mut keys = HashMap::new();
    for row in rows {
        let (post_id, comment_id, uploader_id) = (posts.get_opt(row.post_id)?, comments.get_opt(row.comment_id)?, users.get_opt(row.uploader_id)?);
        let key = moved_key(&row.storage_key);
        keys.insert(row.storage_key.clone(), key.clone());
        let mut active = row.into_active_model();
        active.id = NotSet;
        active.organization_id = sea_orm::Set(org.id);
        active.post_id = sea_orm::Set(post_id);
        active.comment_id = sea_orm::Set(comment_id);
        active.uploader_id = sea_orm::Set(uploader_id);
        active.storage_key = sea_orm::Set(key);
        active.insert(conn).await?;
    }
    let mut entries = Ids::<i64>::new("changelog entry");
    let rows: Vec<changelog_entry::Model> = archive.rows("changelog_entries")?;
    count("changelog_entries", rows.len());
    for row in rows {
        let old = row.id;
        let author_id = users.get_opt(row.author_id)?;
        let body_html = moved_html(&row.body_html);
        let mut active = row.into_active_model();
        active.id = NotSet;
        active.organization_id = sea_orm::Set(org.id);
        active.author_id = sea_orm::Set(author_id);
        active.body_html = sea_orm::Set(body_html);
        entries.0.insert(old, active.insert(conn).await?.id);
    }
    let rows: Vec<changelog_post::Model> = archive.rows("changelog_posts")?;
    count("changelog_posts", rows.len());
    for mut row in rows {
        row.entry_id = entries.get(row.entry_id)?;
        row.post_id = posts.get(row.post_id)?;
        changelog_post::Entity::insert(row.into_active_model()).exec_without_returning(conn).await?;
    }
    let rows: Vec<webhook::Model> = archive.rows("webhooks")?;
    count("webhooks", rows.len());
    for row in rows {
        let mut active = row.into_active_model();
        active.id = NotSet;
        active.organization_id = sea_orm::Set(org.id);
        active.insert(conn).await?;
    }

    // The files go in before the rows commit: a failure leaves files the sweep removes, never
    // a row without its file.
    let mut stored = 0;
    for (key, bytes) in &archive.files {
        let new_key = keys.get(key).cloned().unwrap_or_else(|| moved_key(key));
        storage.write_whole(&new_key, bytes.clone().into()).await?;
        stored += 1;
    }
    count("files", stored);
    txn.commit().await?;
    Ok(Imported { organization: name, id: org.id, counts, api_key_kept: source.api_key_hash.is_some() && !key_taken })
}
