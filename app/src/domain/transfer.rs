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
//! again), personal access tokens (their holders make new ones), API key use times, the audit log, and deliveries in flight (outbox, e-mail and
//! webhook queues: the old server finishes those).
//!
//! An import gives every row a new id (the other server has rows of its own) and fixes every
//! reference to match, in one transaction: it loads whole or not at all. Image addresses in
//! the text move to the new server's address and the organization's folder.

use super::attachments::Storage;
use super::{Db, Error, Result, Said};
use crate::entities::{
    attachment, bucket, changelog_entry, changelog_post, comment, company, customer_label, held_vote, import_link, notification_preference, organization, post,
    post_merge, post_slug, post_subscription, post_tag, post_value, roadmap, status, tag, team_member, typed_hold, user, vote, webhook, widget_origin,
};
use crate::model::{BucketId, CommentId, OrgId, PostId, StatusId, TagId, UserId};
use crate::said;
use sea_orm::sea_query::ExprTrait;
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

fn invalid(said: Said) -> Error {
    Error::Invalid { message: said, fields: Default::default() }
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
        .ok_or_else(|| invalid(said!("said-archive-no-organization-named", name = name)))?;
    if out.exists() {
        return Err(invalid(said!("said-archive-file-exists", path = out.display().to_string())));
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
    // The widget's secret is sealed with this server's key, which the archive's reader has
    // not: it stays here (the operator makes a new one there: `upboard widget secret`).
    let exported = organization::Model { widget_secret_sealed: None, widget_previous_secret_sealed: None, widget_previous_until: None, ..org.clone() };
    table!("organizations", vec![exported]);
    table!(
        "companies",
        company::Entity::find()
            .filter(company::Column::OrganizationId.eq(id))
            .order_by_asc(company::Column::Id)
            .all(conn)
            .await?
    );
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
    // Votes that wait for their voter's address (`verification`) move with them, still waiting.
    table!(
        "held_votes",
        held_vote::Entity::find()
            .filter(held_vote::Column::OrganizationId.eq(id))
            .order_by_asc(held_vote::Column::Id)
            .all(conn)
            .await?
    );
    // What was typed into the widget for someone's address waits for that address's link there
    // too.
    table!(
        "typed_holds",
        typed_hold::Entity::find()
            .filter(typed_hold::Column::OrganizationId.eq(id))
            .order_by_asc(typed_hold::Column::Id)
            .all(conn)
            .await?
    );
    // What each post is worth: the team's RICE estimates travel; the companies and revenue
    // behind each post are counted again from the votes where it arrives.
    table!(
        "post_values",
        post_value::Entity::find()
            .filter(post_value::Column::OrganizationId.eq(id))
            .order_by_asc(post_value::Column::PostId)
            .all(conn)
            .await?
    );
    table!(
        "post_merges",
        post_merge::Entity::find()
            .filter(post_merge::Column::OrganizationId.eq(id))
            .order_by_asc(post_merge::Column::Id)
            .all(conn)
            .await?
    );
    // The links an import remembers, of the rows still here: a top-up from the same source
    // after the move finds what it brought by its source ids (docs/import.md).
    let here = |table: &str| {
        sea_orm::sea_query::Query::select()
            .column(sea_orm::sea_query::Alias::new("id"))
            .from(sea_orm::sea_query::Alias::new(table))
            .and_where(sea_orm::sea_query::Expr::col(sea_orm::sea_query::Alias::new("organization_id")).eq(id))
            .to_owned()
    };
    let kept = sea_orm::Condition::any()
        .add(import_link::Column::Kind.eq("board").and(import_link::Column::LocalId.in_subquery(here("buckets"))))
        .add(import_link::Column::Kind.eq("post").and(import_link::Column::LocalId.in_subquery(here("posts"))))
        .add(import_link::Column::Kind.eq("comment").and(import_link::Column::LocalId.in_subquery(here("comments"))));
    table!(
        "import_links",
        import_link::Entity::find()
            .filter(import_link::Column::OrganizationId.eq(id))
            .filter(kept)
            .order_by_asc(import_link::Column::Id)
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
        "widget_origins",
        widget_origin::Entity::find()
            .filter(widget_origin::Column::OrganizationId.eq(id))
            .order_by_asc(widget_origin::Column::Id)
            .all(conn)
            .await?
    );
    table!(
        "webhooks",
        // A Slack channel's address is sealed with this server's key, which the archive's
        // reader has not: the admin connects the channel again (docs/integrations.md).
        webhook::Entity::find()
            .filter(webhook::Column::OrganizationId.eq(id))
            .filter(webhook::Column::Kind.eq(crate::domain::outbox::webhooks::Kind::Standard.as_str()))
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
        // It holds the organization's secrets (SSO, webhooks): its owner's alone.
        let _ = std::fs::remove_file(&partial);
        let file = crate::store::backup::private_file(&partial).map_err(|e| Error::Internal(e.to_string()))?;
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

/// An archive read into memory: its manifest, its tables' lines and its files. An archive is
/// untrusted input (it may come from anyone's server, or be made by hand): what is read of it
/// is bounded ([`MAX_TABLE_BYTES`], [`MAX_ARCHIVE_BYTES`], [`MAX_ENTRIES`], a file at most
/// [`super::attachments::MAX_BYTES`]), and what it says is checked on import (see [`import`]).
pub struct Archive {
    pub manifest: Manifest,
    tables: HashMap<String, Vec<u8>>,
    files: Vec<(String, Vec<u8>)>,
}

/// The most one table's lines may weigh, unpacked.
pub const MAX_TABLE_BYTES: u64 = 1024 * 1024 * 1024;
/// The most a whole archive may weigh, unpacked (it is read into memory).
pub const MAX_ARCHIVE_BYTES: u64 = 4 * 1024 * 1024 * 1024;
/// The most entries an archive may hold.
pub const MAX_ENTRIES: usize = 1_000_000;

impl Archive {
    /// Reads the archive at `path`, refusing what is not one of ours.
    pub fn read(path: &Path) -> Result<Self> {
        let file =
            std::fs::File::open(path).map_err(|e| invalid(said!("said-archive-cannot-open", path = path.display().to_string(), error = e.to_string())))?;
        Self::from_reader(file, &path.display().to_string())
    }

    /// Reads an archive from `reader` (`shown` names it in errors).
    pub fn from_reader(reader: impl Read, shown: &str) -> Result<Self> {
        let mut archive = tar::Archive::new(flate2::read::GzDecoder::new(std::io::BufReader::new(reader)));
        let (mut manifest, mut tables, mut files) = (None, HashMap::new(), Vec::new());
        let not_ours = |e: std::io::Error| invalid(said!("said-archive-not-an-export", path = shown, error = e.to_string()));
        let (mut entries, mut total) = (0usize, 0u64);
        for entry in archive.entries().map_err(not_ours)? {
            let entry = entry.map_err(not_ours)?;
            entries += 1;
            if entries > MAX_ENTRIES {
                return Err(invalid(said!("said-archive-too-many-entries", path = shown, max = MAX_ENTRIES)));
            }
            // Links, folders and devices name nothing an export writes.
            if entry.header().entry_type() != tar::EntryType::Regular {
                continue;
            }
            let name = entry.path().map_err(not_ours)?.to_string_lossy().into_owned();
            let limit = if name.starts_with("uploads/") { super::attachments::MAX_BYTES as u64 } else { MAX_TABLE_BYTES };
            let mut bytes = Vec::new();
            entry.take(limit + 1).read_to_end(&mut bytes).map_err(not_ours)?;
            if bytes.len() as u64 > limit {
                return Err(invalid(said!("said-archive-entry-too-large", path = shown, name = super::echoed(&name), limit = limit)));
            }
            total += bytes.len() as u64;
            if total > MAX_ARCHIVE_BYTES {
                return Err(invalid(said!("said-archive-too-large-unpacked", path = shown, max = MAX_ARCHIVE_BYTES)));
            }
            if name == MANIFEST {
                manifest =
                    Some(serde_json::from_slice::<Manifest>(&bytes).map_err(|e| invalid(said!("said-archive-manifest-does-not-read", error = e.to_string())))?);
            } else if let Some(table) = name.strip_prefix("tables/").and_then(|n| n.strip_suffix(".jsonl")) {
                tables.insert(table.to_owned(), bytes);
            } else if let Some(key) = name.strip_prefix("uploads/") {
                files.push((key.to_owned(), bytes));
            }
        }
        let manifest = manifest.ok_or_else(|| invalid(said!("said-archive-has-no-manifest", path = shown, manifest = MANIFEST)))?;
        if manifest.format != FORMAT {
            return Err(invalid(said!("said-archive-wrong-format", format = manifest.format, ours = FORMAT)));
        }
        Ok(Archive { manifest, tables, files })
    }

    fn rows<M: DeserializeOwned>(&self, table: &str) -> Result<Vec<M>> {
        let Some(bytes) = self.tables.get(table) else { return Ok(Vec::new()) };
        bytes
            .lines()
            .filter(|line| line.as_ref().is_ok_and(|l| !l.trim().is_empty()))
            .map(|line| {
                let line = line.map_err(|e| invalid(said!("said-archive-table-does-not-read", table = table, error = e.to_string())))?;
                serde_json::from_str(&line).map_err(|e| invalid(said!("said-archive-row-does-not-read", table = table, error = e.to_string())))
            })
            .collect()
    }
}

/// The name of a stored file within its organization's folder, as uploads are named: letters,
/// digits, `.`, `_` and `-`, not starting with a dot, with an image's extension. Anything else
/// in an archive (a path into another folder, `site/…`, a script) is refused.
fn file_name_within(folder: &str, key: &str) -> Result<String> {
    let refused = || invalid(said!("said-archive-file-outside-uploads", key = super::echoed(key)));
    let name = key.strip_prefix(folder).ok_or_else(refused)?;
    let safe = !name.is_empty()
        && name.len() <= 200
        && !name.starts_with('.')
        && name.bytes().all(|b| b.is_ascii_alphanumeric() || b"._-".contains(&b))
        && name.rsplit_once('.').and_then(|(_, ext)| super::attachments::ImageKind::from_extension(ext)).is_some();
    if safe { Ok(name.to_owned()) } else { Err(refused()) }
}

/// An address an archive gives (the organization's site, an external logo): http or https only.
fn web_address(what: &str, address: &str) -> Result<String> {
    match url::Url::parse(address) {
        Ok(parsed) if matches!(parsed.scheme(), "http" | "https") && address.len() <= 2048 => Ok(address.to_owned()),
        _ => Err(invalid(said!("said-archive-not-a-web-address", what = what, address = super::echoed(address)))),
    }
}

/// A slug as the product makes them: lowercase letters, digits and inner hyphens.
fn slug(what: &str, slug: &str) -> Result<()> {
    let valid = !slug.is_empty()
        && slug.len() <= super::text::SLUG_MAX_LEN
        && slug.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        && !slug.starts_with('-')
        && !slug.ends_with('-');
    if valid { Ok(()) } else { Err(invalid(said!("said-archive-not-a-slug", what = what, slug = super::echoed(slug)))) }
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
            .ok_or_else(|| invalid(said!("said-archive-refers-to-missing", what = self.1, old = format!("{old:?}"))))
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
    let source = orgs.pop().filter(|_| orgs.is_empty()).ok_or_else(|| invalid(said!("said-archive-must-hold-one-organization")))?;
    let name = match name {
        Some(name) => crate::model::OrgName::parse(name).map_err(|e| invalid(said!("said-archive-as-refused", error = e)))?.to_string(),
        None => crate::model::OrgName::parse(&source.name)
            .map_err(|e| invalid(said!("said-archive-organization-name-refused", error = e)))?
            .to_string(),
    };
    if super::organizations::find_by_name(db.conn(), &name).await?.is_some() {
        return Err(invalid(said!("said-archive-organization-exists", name = name)));
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
    // (A sealed secret could be opened only where it was sealed.)
    org.widget_secret_sealed = sea_orm::Set(None);
    org.widget_previous_secret_sealed = sea_orm::Set(None);
    org.widget_previous_until = sea_orm::Set(None);
    let org = org.insert(conn).await?;
    let new_folder = format!("{}/", org.id);
    // Image addresses and storage keys: the old server's address and folder to this one's.
    // Text written by people is sanitized again, as if it were typed here: an archive's HTML
    // may carry anything (a script of the shared origin, an event handler).
    let moved_html = |html: &str| super::text::sanitize_html(&html.replace(&format!("{old_uploads}/{old_folder}"), &format!("{new_uploads}/{new_folder}")));
    // The files this import stores: the attachments' and the logo's, each in the new folder.
    let mut named: HashMap<String, String> = HashMap::new();
    let logo = match source.profile_picture.as_deref() {
        Some(logo) => match logo.strip_prefix(&format!("{old_uploads}/")) {
            Some(key) => {
                let file = file_name_within(&old_folder, key)?;
                named.insert(key.to_owned(), format!("{new_folder}{file}"));
                Some(format!("{new_uploads}/{new_folder}{file}"))
            }
            None => Some(web_address("logo", logo)?),
        },
        None => None,
    };
    let site = source.url.as_deref().map(|url| web_address("web address", url)).transpose()?;
    if logo != org.profile_picture || site != org.url {
        let mut active = org.clone().into_active_model();
        active.profile_picture = sea_orm::Set(logo);
        active.url = sea_orm::Set(site);
        active.update(conn).await?;
    }
    let mut counts = BTreeMap::new();
    let mut count = |table: &str, n: usize| {
        counts.insert(table.to_owned(), n as u64);
    };

    let mut users = Ids::<UserId>::new("user");
    let mut companies = Ids::<i64>::new("company");
    let rows: Vec<company::Model> = archive.rows("companies")?;
    count("companies", rows.len());
    for row in rows {
        let old = row.id;
        let mut active = row.into_active_model();
        active.id = NotSet;
        active.organization_id = sea_orm::Set(org.id);
        companies.0.insert(old, active.insert(conn).await?.id);
    }
    let rows: Vec<user::Model> = archive.rows("users")?;
    count("users", rows.len());
    for row in rows {
        let old = row.id;
        let company_id = companies.get_opt(row.company_id)?;
        let mut active = row.into_active_model();
        active.id = NotSet;
        active.organization_id = sea_orm::Set(org.id);
        active.company_id = sea_orm::Set(company_id);
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
        slug("board", &row.slug)?;
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
            let old: Vec<i64> =
                serde_json::from_value(value.clone()).map_err(|e| invalid(said!("said-archive-roadmap-ids-do-not-read", error = e.to_string())))?;
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
        slug("post", &row.slug)?;
        let description_html = row.description_html.as_deref().and_then(moved_html);
        let mut active = row.into_active_model();
        active.id = NotSet;
        active.organization_id = sea_orm::Set(org.id);
        active.bucket_id = sea_orm::Set(bucket_id);
        active.status_id = sea_orm::Set(status_id);
        active.submitter_id = sea_orm::Set(submitter_id);
        active.owner_id = sea_orm::Set(owner_id);
        active.merged_into_id = sea_orm::Set(None);
        active.description_html = sea_orm::Set(description_html);
        let post = active.insert(conn).await?;
        // Its counters, counted from the votes and comments once they are in.
        super::posts::insert_counts(conn, &post).await?;
        posts.0.insert(old, post.id);
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
        slug("post", &row.slug)?;
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
        let body_html = moved_html(&row.body_html).unwrap_or_default();
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
    let rows: Vec<held_vote::Model> = archive.rows("held_votes")?;
    count("held_votes", rows.len());
    for row in rows {
        let (post_id, user_id) = (posts.get(row.post_id)?, users.get(row.user_id)?);
        let mut active = row.into_active_model();
        active.id = NotSet;
        active.organization_id = sea_orm::Set(org.id);
        active.post_id = sea_orm::Set(post_id);
        active.user_id = sea_orm::Set(user_id);
        active.insert(conn).await?;
    }
    let rows: Vec<typed_hold::Model> = archive.rows("typed_holds")?;
    count("typed_holds", rows.len());
    for row in rows {
        let mut active = typed_hold::ActiveModel {
            organization_id: sea_orm::Set(org.id),
            user_id: sea_orm::Set(users.get(row.user_id)?),
            post_id: sea_orm::Set(posts.get_opt(row.post_id)?),
            comment_id: sea_orm::Set(comments.get_opt(row.comment_id)?),
            created_at: sea_orm::Set(row.created_at),
            ..Default::default()
        };
        active.id = NotSet;
        active.insert(conn).await?;
    }
    let rows: Vec<post_value::Model> = archive.rows("post_values")?;
    count("post_values", rows.len());
    for row in rows {
        let post_id = posts.get(row.post_id)?;
        let mut active = row.into_active_model();
        active.organization_id = sea_orm::Set(org.id);
        active.post_id = sea_orm::Set(post_id);
        active.insert(conn).await?;
    }
    super::values::recount(conn, super::values::Posts::All(org.id)).await?;
    super::posts::recount(conn, super::posts::Recount::All(org.id)).await?;
    let rows: Vec<post_merge::Model> = archive.rows("post_merges")?;
    count("post_merges", rows.len());
    for row in rows {
        let ids = |value: &serde_json::Value, map: &dyn Fn(i64) -> Result<i64>| -> Result<serde_json::Value> {
            let old: Vec<i64> =
                serde_json::from_value(value.clone()).map_err(|e| invalid(said!("said-archive-merge-rows-do-not-read", error = e.to_string())))?;
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
    let rows: Vec<import_link::Model> = archive.rows("import_links")?;
    count("import_links", rows.len());
    for row in rows {
        let local_id = match row.kind.as_str() {
            "board" => buckets.get(BucketId(row.local_id))?.get(),
            "post" => posts.get(PostId(row.local_id))?.get(),
            "comment" => i64::from(comments.get(CommentId(row.local_id))?),
            other => return Err(invalid(said!("said-archive-refers-to-missing", what = "import link", old = other.chars().take(40).collect::<String>()))),
        };
        let mut active = row.into_active_model();
        active.id = NotSet;
        active.organization_id = sea_orm::Set(org.id);
        active.local_id = sea_orm::Set(local_id);
        active.insert(conn).await?;
    }
    let rows: Vec<attachment::Model> = archive.rows("attachments")?;
    count("attachments", rows.len());
    for row in rows {
        let (post_id, comment_id, uploader_id) = (posts.get_opt(row.post_id)?, comments.get_opt(row.comment_id)?, users.get_opt(row.uploader_id)?);
        let key = format!("{new_folder}{}", file_name_within(&old_folder, &row.storage_key)?);
        named.insert(row.storage_key.clone(), key.clone());
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
        let body_html = moved_html(&row.body_html).unwrap_or_default();
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
    let rows: Vec<widget_origin::Model> = archive.rows("widget_origins")?;
    count("widget_origins", rows.len());
    for row in rows {
        let mut active = row.into_active_model();
        active.id = NotSet;
        active.organization_id = sea_orm::Set(org.id);
        active.insert(conn).await?;
    }
    let rows: Vec<webhook::Model> = archive.rows("webhooks")?;
    // Only signed endpoints travel (see the export): a Slack row could not be opened here.
    let rows: Vec<webhook::Model> = rows.into_iter().filter(|row| row.kind == crate::domain::outbox::webhooks::Kind::Standard.as_str()).collect();
    count("webhooks", rows.len());
    for row in rows {
        let mut active = row.into_active_model();
        active.id = NotSet;
        active.organization_id = sea_orm::Set(org.id);
        active.insert(conn).await?;
    }

    // The files go in before the rows commit: a failure leaves files the sweep removes, never
    // a row without its file. Only files a row names are stored, each in the new folder, each
    // checked by its bytes as an upload is (an image of its extension's kind, nothing beside).
    let mut stored = 0;
    for (key, bytes) in &archive.files {
        let Some(new_key) = named.get(key) else {
            tracing::warn!(key = %super::echoed(key), "the archive holds a file no row names: not imported");
            continue;
        };
        super::attachments::check(&[super::attachments::Upload { file_name: new_key.clone(), bytes: bytes.clone().into() }])?;
        let declared = new_key.rsplit_once('.').and_then(|(_, ext)| super::attachments::ImageKind::from_extension(ext));
        if super::attachments::sniff(bytes) != declared {
            return Err(Error::UnsupportedMedia(said!("said-x-is-not-the-image-its-name-says", name = super::echoed(key))));
        }
        storage.write_whole(new_key, bytes.clone().into()).await?;
        stored += 1;
    }
    count("files", stored);
    txn.commit().await?;
    Ok(Imported { organization: name, id: org.id, counts, api_key_kept: source.api_key_hash.is_some() && !key_taken })
}

#[cfg(test)]
mod tests {
    //! A corpus of hostile archives: each an export of a real organization, changed as an
    //! attacker would, and imported into another database.
    use super::*;
    use crate::domain::testing;

    use crate::domain::attachments::tests::PNG;

    struct Exported {
        entries: Vec<(String, Vec<u8>)>,
        dir: std::path::PathBuf,
    }

    /// acme with a post (and its image), a comment, exported.
    async fn exported() -> Exported {
        let db = testing::db().await;
        let acme = crate::domain::organizations::tests::create_acme(&db).await;
        let dir = std::env::temp_dir().join(format!("upboard-transfer-{}", super::super::keys::random_base62(8)));
        let storage = Storage::local(&dir.join("old-uploads"), "http://old.example").unwrap();
        let txn = db.begin_write().await.unwrap();
        let post = crate::domain::posts::insert(
            &*txn,
            crate::domain::posts::NewPost {
                organization_id: acme.organization.id,
                bucket_id: acme.default_bucket.id,
                submitter_id: acme.admin.id,
                title: "Dark mode",
                description: Some("<p>Please</p>"),
                status_id: None,
                approved: true,
                created_at: None,
            },
        )
        .await
        .unwrap();
        let key = format!("{}/abc123.png", acme.organization.id);
        attachment::ActiveModel {
            organization_id: sea_orm::Set(acme.organization.id),
            post_id: sea_orm::Set(Some(post.id)),
            storage_key: sea_orm::Set(key.clone()),
            file_name: sea_orm::Set("dark.png".into()),
            content_type: sea_orm::Set("image/png".into()),
            byte_size: sea_orm::Set(PNG.len() as i64),
            created_at: sea_orm::Set(super::super::now()),
            ..Default::default()
        }
        .insert(&*txn)
        .await
        .unwrap();
        // What an import brought: the post, and a post deleted since (not exported).
        for (source_id, local_id) in [("812", post.id.get()), ("813", i64::MAX)] {
            import_link::ActiveModel {
                organization_id: sea_orm::Set(acme.organization.id),
                source: sea_orm::Set("canny https://canny.io/api/v1".into()),
                kind: sea_orm::Set("post".into()),
                source_id: sea_orm::Set(source_id.into()),
                local_id: sea_orm::Set(local_id),
                created_at: sea_orm::Set(super::super::now()),
                ..Default::default()
            }
            .insert(&*txn)
            .await
            .unwrap();
        }
        txn.commit().await.unwrap();
        storage.write_whole(&key, bytes::Bytes::from_static(PNG)).await.unwrap();
        let out = dir.join("acme.tar.gz");
        export(db.conn(), &storage, "acme", &out).await.unwrap();
        let mut entries = Vec::new();
        let mut archive = tar::Archive::new(flate2::read::GzDecoder::new(std::fs::File::open(&out).unwrap()));
        for entry in archive.entries().unwrap() {
            let mut entry = entry.unwrap();
            let name = entry.path().unwrap().to_string_lossy().into_owned();
            let mut bytes = Vec::new();
            entry.read_to_end(&mut bytes).unwrap();
            entries.push((name, bytes));
        }
        Exported { entries, dir }
    }

    impl Exported {
        /// The archive with each row of `table` changed by `change`.
        fn with_rows(&self, table: &str, change: impl Fn(&mut serde_json::Value)) -> Vec<(String, Vec<u8>)> {
            let name = format!("tables/{table}.jsonl");
            self.entries
                .iter()
                .map(|(n, bytes)| {
                    if *n != name {
                        return (n.clone(), bytes.clone());
                    }
                    let mut out = Vec::new();
                    for line in bytes.lines().map(Result::unwrap).filter(|l| !l.is_empty()) {
                        let mut row: serde_json::Value = serde_json::from_str(&line).unwrap();
                        change(&mut row);
                        out.extend(serde_json::to_vec(&row).unwrap());
                        out.push(b'\n');
                    }
                    (n.clone(), out)
                })
                .collect()
        }

        /// Imports `entries` (packed as an archive) into a new database; the result and the
        /// store's files.
        async fn import(&self, entries: &[(String, Vec<u8>)]) -> (Result<(Db, Imported)>, Vec<String>) {
            let mut packed = tar::Builder::new(flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast()));
            for (name, bytes) in entries {
                let mut header = tar::Header::new_gnu();
                header.set_size(bytes.len() as u64);
                header.set_mode(0o644);
                header.set_cksum();
                packed.append_data(&mut header, name, bytes.as_slice()).unwrap();
            }
            let gz = packed.into_inner().unwrap().finish().unwrap();
            let target = self.dir.join(format!("new-{}", super::super::keys::random_base62(6)));
            let storage = Storage::local(&target, "http://new.example").unwrap();
            let db = testing::db().await;
            let result = match Archive::from_reader(gz.as_slice(), "the archive") {
                Ok(archive) => import(&db, &storage, &archive, None).await.map(|imported| (db, imported)),
                Err(error) => Err(error),
            };
            let files = walk(&target);
            (result, files)
        }
    }

    /// The files under `root`, by their paths within it.
    fn walk(root: &Path) -> Vec<String> {
        let mut found = Vec::new();
        let mut folders = vec![root.to_owned()];
        while let Some(folder) = folders.pop() {
            for entry in std::fs::read_dir(&folder).into_iter().flatten().flatten() {
                let path = entry.path();
                if path.is_dir() {
                    folders.push(path);
                } else {
                    found.push(path.strip_prefix(root).unwrap_or(&path).to_string_lossy().into_owned());
                }
            }
        }
        found
    }

    fn refused(result: &Result<(Db, Imported)>, expected: &str) {
        match result {
            Err(error) => assert!(error.public_message().contains(expected), "{expected:?} not in {:?}", error.public_message()),
            Ok(_) => panic!("imported; expected a refusal saying {expected:?}"),
        }
    }

    #[tokio::test]
    async fn the_untouched_export_imports_whole() {
        let exported = exported().await;
        let (result, files) = exported.import(&exported.entries).await;
        let (db, imported) = result.unwrap();
        assert_eq!(imported.counts["files"], 1);
        // The import's link of the post, to the post's new id: a top-up after the move goes on.
        assert_eq!(imported.counts["import_links"], 1);
        let link = import_link::Entity::find().one(db.conn()).await.unwrap().unwrap();
        let post = post::Entity::find().filter(post::Column::OrganizationId.eq(imported.id)).one(db.conn()).await.unwrap().unwrap();
        assert_eq!((link.organization_id, link.source_id.as_str(), link.local_id), (imported.id, "812", post.id.get()));
        assert_eq!(files.len(), 1, "{files:?}");
        assert!(files[0].ends_with("/abc123.png") && files[0].starts_with(&format!("{}/", imported.id)), "{files:?}");
    }

    #[tokio::test]
    async fn files_outside_the_organizations_folder_are_refused_and_unnamed_files_are_not_stored() {
        let exported = exported().await;
        // A script on the shared origin, through the site's folder (served as /pkg/<v>/x.js).
        for key in ["site/v1/x.js", "site/v1/x.png", "7/other-orgs.png", "1/.hidden.png", "1/x.js", "1/sub/x.png", "1/x y.png"] {
            let mut entries = exported.with_rows("attachments", |row| row["storage_key"] = key.into());
            entries.push((format!("uploads/{key}"), b"alert(document.cookie)".to_vec()));
            let (result, files) = exported.import(&entries).await;
            refused(&result, "outside its organization's uploads");
            assert!(files.is_empty(), "{key}: {files:?}");
        }
        // A file that no row names is left out, wherever it would have gone.
        let mut entries = exported.entries.clone();
        entries.push(("uploads/site/v1/x.js".into(), b"alert(1)".to_vec()));
        entries.push(("uploads/1/zzz.png".into(), PNG.to_vec()));
        let (result, files) = exported.import(&entries).await;
        result.unwrap();
        assert_eq!(files.len(), 1, "only the attachment's own file: {files:?}");
    }

    #[tokio::test]
    async fn files_are_checked_by_their_bytes() {
        let exported = exported().await;
        let swap = |bytes: &[u8]| {
            exported
                .entries
                .iter()
                .map(|(n, b)| if n.starts_with("uploads/") { (n.clone(), bytes.to_vec()) } else { (n.clone(), b.clone()) })
                .collect::<Vec<_>>()
        };
        let (result, files) = exported.import(&swap(b"<script>alert(1)</script>")).await;
        refused(&result, "not a JPEG, PNG or GIF");
        assert!(files.is_empty());
        let mut polyglot = PNG.to_vec();
        polyglot.extend_from_slice(b"<script>alert(1)</script>");
        refused(&exported.import(&swap(&polyglot)).await.0, "beside its image");
        // A GIF under a .png name.
        refused(&exported.import(&swap(b"GIF89a\x01\x00\x01\x00\x00\x00\x00")).await.0, "not the image its name says");
        // Larger than an upload may be.
        let mut huge = PNG.to_vec();
        huge.resize(crate::domain::attachments::MAX_BYTES + 1, 0);
        refused(&exported.import(&swap(&huge)).await.0, "is larger than");
    }

    #[tokio::test]
    async fn html_is_sanitized_again_and_addresses_and_names_are_checked() {
        let exported = exported().await;
        let script = r#"<p>Hi</p><script src="/pkg/v1/x.js"></script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>"#;
        let entries = exported.with_rows("posts", |row| row["description_html"] = script.into());
        let (result, _) = exported.import(&entries).await;
        let (db, imported) = result.unwrap();
        let post = post::Entity::find().filter(post::Column::OrganizationId.eq(imported.id)).one(db.conn()).await.unwrap().unwrap();
        let html = post.description_html.unwrap();
        assert!(html.contains("Hi") && !html.contains("<script") && !html.contains("onerror") && !html.contains("javascript:"), "{html}");

        /// A table, how a row of it is changed, and what the refusal says.
        type Hostile = (&'static str, fn(&mut serde_json::Value), &'static str);
        let refusals: [Hostile; 5] = [
            ("organizations", |row| row["url"] = "javascript:alert(1)".into(), "not an http or https address"),
            ("organizations", |row| row["profile_picture"] = "http://old.example/uploads/site/v1/x.js".into(), "outside its organization's uploads"),
            ("organizations", |row| row["name"] = "Not A Name".into(), "import it under another with --as"),
            ("posts", |row| row["slug"] = "../../admin".into(), "not a slug"),
            ("buckets", |row| row["slug"] = "<b>".into(), "not a slug"),
        ];
        for (table, change, expected) in refusals {
            let (result, files) = exported.import(&exported.with_rows(table, change)).await;
            refused(&result, expected);
            assert!(files.is_empty(), "{expected}: {files:?}");
        }
    }

    #[tokio::test]
    async fn links_are_ignored_and_sizes_are_bounded() {
        let exported = exported().await;
        let mut packed = tar::Builder::new(flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast()));
        let mut link = tar::Header::new_gnu();
        link.set_entry_type(tar::EntryType::Symlink);
        link.set_size(0);
        packed.append_link(&mut link, "uploads/1/abc123.png", "/etc/passwd").unwrap();
        for (name, bytes) in &exported.entries {
            if name.starts_with("uploads/") {
                continue;
            }
            let mut header = tar::Header::new_gnu();
            header.set_size(bytes.len() as u64);
            header.set_cksum();
            packed.append_data(&mut header, name, bytes.as_slice()).unwrap();
        }
        let gz = packed.into_inner().unwrap().finish().unwrap();
        let archive = Archive::from_reader(gz.as_slice(), "the archive").unwrap();
        assert!(archive.files.is_empty(), "a link is no file");
        std::fs::remove_dir_all(&exported.dir).ok();
    }
}
