//! Attached images: recognised by their bytes, limited in number and size, stored through
//! `object_store`, recorded against their post or comment, shown in the HTML.

use super::{Error, Result, keys, now, text};
use crate::entities::attachment;
use crate::model::{CommentId, OrgId, PostId, UserId};
use crate::said;
use bytes::Bytes;
use object_store::{ObjectStore, PutPayload, path::Path as StorePath};
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QuerySelect};
use std::sync::Arc;

pub const MAX_FILES: usize = 5;
pub const MAX_BYTES: usize = 10 * 1024 * 1024;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ImageKind {
    Jpeg,
    Png,
    Gif,
}

impl ImageKind {
    pub fn content_type(self) -> &'static str {
        match self {
            Self::Jpeg => "image/jpeg",
            Self::Png => "image/png",
            Self::Gif => "image/gif",
        }
    }

    pub fn extension(self) -> &'static str {
        match self {
            Self::Jpeg => "jpg",
            Self::Png => "png",
            Self::Gif => "gif",
        }
    }

    pub fn from_extension(extension: &str) -> Option<Self> {
        match extension {
            "jpg" => Some(Self::Jpeg),
            "png" => Some(Self::Png),
            "gif" => Some(Self::Gif),
            _ => None,
        }
    }
}

/// The image type by magic number; names and declared types are never trusted.
pub fn sniff(bytes: &[u8]) -> Option<ImageKind> {
    match infer::get(bytes)?.mime_type() {
        "image/jpeg" => Some(ImageKind::Jpeg),
        "image/png" => Some(ImageKind::Png),
        "image/gif" => Some(ImageKind::Gif),
        _ => None,
    }
}

/// An upload as received, before checks.
#[derive(Clone, Debug)]
pub struct Upload {
    pub file_name: String,
    pub bytes: Bytes,
}

/// A checked upload, written to storage.
#[derive(Clone, Debug)]
pub struct Stored {
    pub key: String,
    pub file_name: String,
    pub kind: ImageKind,
    pub size: usize,
}

/// The store of uploaded files and the address they are served from.
#[derive(Clone, Debug)]
pub struct Storage {
    store: Arc<dyn ObjectStore>,
    /// `{public_url}/uploads`
    base_url: String,
    /// The folder, when the store is one on disk: where a write cut off by a killed process
    /// leaves its staging file (`{key}#{n}`, which the store's listing does not show).
    folder: Option<std::path::PathBuf>,
}

/// A stored file being read: its type, its size in bytes, and its bytes as they arrive.
pub struct StoredFile {
    pub kind: ImageKind,
    pub size: u64,
    pub bytes: futures::stream::BoxStream<'static, std::result::Result<Bytes, object_store::Error>>,
}

impl Storage {
    /// Where `--uploads` says: `s3://bucket[/prefix]` (an S3 or S3-compatible store, see
    /// [`Storage::s3`]), or a folder on disk.
    pub fn open(location: &str, public_url: &str) -> Result<Self> {
        if location.starts_with("s3://") { Self::s3(location, public_url, &[]) } else { Self::local(std::path::Path::new(location), public_url) }
    }

    /// A folder on disk (created when missing).
    pub fn local(folder: &std::path::Path, public_url: &str) -> Result<Self> {
        std::fs::create_dir_all(folder).map_err(|e| Error::Internal(format!("cannot create {}: {e}", folder.display())))?;
        let store =
            object_store::local::LocalFileSystem::new_with_prefix(folder).map_err(|e| Error::Internal(format!("cannot use {}: {e}", folder.display())))?;
        Ok(Self { store: Arc::new(store), base_url: format!("{}/uploads", public_url.trim_end_matches('/')), folder: Some(folder.to_owned()) })
    }

    /// A bucket of S3 or of an S3-compatible store, `s3://bucket[/prefix]`, configured by the
    /// usual AWS variables (`AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, `AWS_SESSION_TOKEN`,
    /// `AWS_REGION`; `AWS_ENDPOINT_URL` for another store, plain HTTP allowed when it says
    /// `http://`; path-style addresses unless `AWS_VIRTUAL_HOSTED_STYLE_REQUEST=true`), then by
    /// `settings` (object_store's keys, as `aws_endpoint_url`; tests).
    pub fn s3(url: &str, public_url: &str, settings: &[(&str, &str)]) -> Result<Self> {
        use object_store::aws::{AmazonS3Builder, AmazonS3ConfigKey};
        let refused = |why: String| Error::Internal(format!("cannot use {url} for uploads: {why}"));
        let rest = url.strip_prefix("s3://").ok_or_else(|| refused("not an s3:// address".to_owned()))?;
        let (bucket, prefix) = rest.split_once('/').unwrap_or((rest, ""));
        if bucket.is_empty() {
            return Err(refused("it names no bucket".to_owned()));
        }
        let mut builder = AmazonS3Builder::from_env().with_bucket_name(bucket);
        for (key, value) in settings {
            let key: AmazonS3ConfigKey = key.parse().map_err(|e| refused(format!("{e}")))?;
            builder = builder.with_config(key, *value);
        }
        if builder.get_config_value(&AmazonS3ConfigKey::Endpoint).is_some_and(|endpoint| endpoint.starts_with("http://")) {
            builder = builder.with_allow_http(true);
        }
        let store = builder.build().map_err(|e| refused(e.to_string()))?;
        let prefix = prefix.trim_matches('/');
        let store: Arc<dyn ObjectStore> = if prefix.is_empty() { Arc::new(store) } else { Arc::new(object_store::prefix::PrefixStore::new(store, prefix)) };
        Ok(Self { store, base_url: format!("{}/uploads", public_url.trim_end_matches('/')), folder: None })
    }

    pub fn url(&self, key: &str) -> String {
        format!("{}/{key}", self.base_url)
    }

    /// Checks every upload (count, size, type), stores them, then runs `write`, which records
    /// them in the transaction it commits. When storing or `write` fails, the files stored are
    /// removed again: a refused or failed write leaves no file behind. (A process killed
    /// between storing and committing leaves files that nothing names; [`Storage::sweep`]
    /// removes those.)
    pub async fn store_then<T>(&self, organization_id: OrgId, uploads: Vec<Upload>, write: impl AsyncFnOnce(Vec<Stored>) -> Result<T>) -> Result<T> {
        check(&uploads)?;
        let mut stored = Vec::with_capacity(uploads.len());
        for upload in uploads {
            match self.store_one(organization_id, upload).await {
                Ok(file) => stored.push(file),
                Err(error) => {
                    self.remove_all(stored.iter().map(|s| s.key.as_str())).await;
                    return Err(error);
                }
            }
        }
        let keys: Vec<String> = stored.iter().map(|s| s.key.clone()).collect();
        match write(stored).await {
            Ok(value) => Ok(value),
            Err(error) => {
                self.remove_all(keys.iter().map(String::as_str)).await;
                Err(error)
            }
        }
    }

    /// Stores one upload that [`check`] passed; the caller records it in the transaction it
    /// commits, or removes it ([`Storage::remove_stored`]) when that does not commit.
    pub async fn store_checked(&self, organization_id: OrgId, upload: Upload) -> Result<Stored> {
        self.store_one(organization_id, upload).await
    }

    /// Removes stored files that no committed write records (a failure leaves them to
    /// [`Storage::sweep`]).
    pub async fn remove_stored(&self, keys: &[String]) {
        self.remove_all(keys.iter().map(String::as_str)).await
    }

    async fn store_one(&self, organization_id: OrgId, upload: Upload) -> Result<Stored> {
        let kind = sniff(&upload.bytes).ok_or_else(|| unsupported(&upload.file_name))?;
        let key = format!("{organization_id}/{}.{}", keys::random_base62(24), kind.extension());
        let size = upload.bytes.len();
        self.store
            .put(&StorePath::from(key.as_str()), PutPayload::from_bytes(upload.bytes))
            .await
            .map_err(|e| Error::Internal(format!("storing an upload failed: {e}")))?;
        Ok(Stored { key, file_name: upload.file_name, kind, size })
    }

    async fn remove_all(&self, keys: impl Iterator<Item = &str>) {
        for key in keys {
            if let Err(error) = self.store.delete(&StorePath::from(key)).await {
                tracing::warn!(%error, key, "an upload of a failed write could not be removed (the sweep will)");
            }
        }
    }

    /// Removes stored files that no attachment names and that are older than `older_than`
    /// (files of a write in progress are younger), and on disk the staging files of writes a
    /// killed process cut off. Returns how many were removed.
    pub async fn sweep(&self, conn: &impl ConnectionTrait, older_than: std::time::Duration) -> Result<usize> {
        let failed = |e: object_store::Error| Error::Internal(format!("listing uploads failed: {e}"));
        let cutoff = chrono::Utc::now() - chrono::Duration::from_std(older_than).unwrap_or_default();
        let mut removed = match &self.folder {
            Some(folder) => {
                let folder = folder.clone();
                tokio::task::spawn_blocking(move || remove_staging_files(&folder, cutoff.into()))
                    .await
                    .map_err(|e| Error::Internal(format!("sweeping staging files failed: {e}")))??
            }
            None => 0,
        };
        let folders = self.store.list_with_delimiter(None).await.map_err(failed)?.common_prefixes;
        // Uploads are in their organization's folder (its id); `site/` holds the site's files
        // of every build (see [`Storage::publish_site_file`]), which no attachment names.
        for folder in folders.into_iter().filter(|folder| folder.as_ref().bytes().all(|b| b.is_ascii_digit())) {
            let files = self.store.list_with_delimiter(Some(&folder)).await.map_err(failed)?.objects;
            for chunk in files.chunks(500) {
                let keys: Vec<String> = chunk.iter().map(|f| f.location.to_string()).collect();
                let recorded: std::collections::HashSet<String> = attachment::Entity::find()
                    .select_only()
                    .column(attachment::Column::StorageKey)
                    .filter(attachment::Column::StorageKey.is_in(keys))
                    .into_tuple()
                    .all(conn)
                    .await?
                    .into_iter()
                    .collect();
                for file in chunk.iter().filter(|f| f.last_modified <= cutoff && !recorded.contains(f.location.as_ref())) {
                    match self.store.delete(&file.location).await {
                        Ok(()) => removed += 1,
                        // Another process's sweep was first.
                        Err(object_store::Error::NotFound { .. }) => {}
                        Err(error) => return Err(failed(error)),
                    }
                }
            }
        }
        Ok(removed)
    }

    /// Keeps a file of the site's build `version` (its WASM, script, stylesheet) in the store,
    /// under `site/{version}/{name}`, unless it is there already: every process of every
    /// version keeps its own, so that during a rolling upgrade any process can serve a page's
    /// assets whichever version served the page (see [`Storage::site_file`]).
    pub async fn publish_site_file(&self, version: &str, name: &str, bytes: Bytes) -> Result<()> {
        let path = StorePath::from(format!("site/{version}/{name}"));
        match self.store.head(&path).await {
            Ok(_) => return Ok(()),
            Err(object_store::Error::NotFound { .. }) => {}
            Err(e) => return Err(Error::Internal(format!("looking for {path} failed: {e}"))),
        }
        self.store
            .put(&path, PutPayload::from_bytes(bytes))
            .await
            .map_err(|e| Error::Internal(format!("storing {path} failed: {e}")))?;
        Ok(())
    }

    /// Removes the site files of builds other than the newest `keep` (by when their files were
    /// published) and `current`, leaving any published within `recent` (a process of that
    /// build may still be serving pages that ask for them). Each build a process ever ran left
    /// a folder, for ever. Returns how many builds' files were removed.
    pub async fn prune_site(&self, current: &str, keep: usize, recent: std::time::Duration) -> Result<usize> {
        let failed = |e: object_store::Error| Error::Internal(format!("listing the site's builds failed: {e}"));
        let root = StorePath::from("site");
        let builds = self.store.list_with_delimiter(Some(&root)).await.map_err(failed)?.common_prefixes;
        let mut dated = Vec::new();
        for build in builds {
            let files = self.store.list_with_delimiter(Some(&build)).await.map_err(failed)?.objects;
            let newest = files.iter().map(|f| f.last_modified).max();
            dated.push((build, newest, files));
        }
        dated.sort_by_key(|build| std::cmp::Reverse(build.1));
        let cutoff = chrono::Utc::now() - chrono::Duration::from_std(recent).unwrap_or_default();
        let mut removed = 0;
        // Folders left empty (a local store keeps them) are no builds.
        for (build, newest, files) in dated.into_iter().filter(|(_, newest, _)| newest.is_some()).skip(keep) {
            if build.filename() == Some(current) || newest.is_some_and(|at| at > cutoff) {
                continue;
            }
            for file in files {
                match self.store.delete(&file.location).await {
                    Ok(()) | Err(object_store::Error::NotFound { .. }) => {}
                    Err(error) => return Err(failed(error)),
                }
            }
            removed += 1;
        }
        Ok(removed)
    }

    /// A file of the site's build `version` that some process published, read as it arrives;
    /// `None` when no process of that version did.
    pub async fn site_file(
        &self,
        version: &str,
        name: &str,
    ) -> Result<Option<(u64, futures::stream::BoxStream<'static, std::result::Result<Bytes, object_store::Error>>)>> {
        let valid = |part: &str| !part.is_empty() && part.bytes().all(|b| b.is_ascii_alphanumeric() || b"._-".contains(&b)) && !part.starts_with('.');
        if !valid(version) || !valid(name) {
            return Ok(None);
        }
        match self.store.get(&StorePath::from(format!("site/{version}/{name}"))).await {
            Ok(result) => Ok(Some((result.meta.size, result.into_stream()))),
            Err(object_store::Error::NotFound { .. }) => Ok(None),
            Err(e) => Err(Error::Internal(format!("reading a site file failed: {e}"))),
        }
    }

    /// A stored file whole (an export reads them so; each is at most [`MAX_BYTES`]); `None`
    /// when there is none under `key`.
    pub async fn read_whole(&self, key: &str) -> Result<Option<Bytes>> {
        let path = StorePath::parse(key).map_err(|_| Error::NotFound(said!("said-file-was-not-found")))?;
        match self.store.get(&path).await {
            Ok(found) => Ok(Some(found.bytes().await.map_err(|e| Error::Internal(format!("reading {key} failed: {e}")))?)),
            Err(object_store::Error::NotFound { .. }) => Ok(None),
            Err(e) => Err(Error::Internal(format!("reading {key} failed: {e}"))),
        }
    }

    /// Stores `bytes` under `key` as they are (an import's files, checked when first uploaded).
    pub async fn write_whole(&self, key: &str, bytes: Bytes) -> Result<()> {
        let path = StorePath::parse(key).map_err(|_| Error::invalid(said!("said-x-has-a-name-that-cannot", field = "file")))?;
        self.store
            .put(&path, PutPayload::from_bytes(bytes))
            .await
            .map_err(|e| Error::Internal(format!("storing {key} failed: {e}")))?;
        Ok(())
    }

    /// Stores the file at `path` under `key`, read and sent a part at a time (never held
    /// whole: an import's uploaded export; a store on disk renames it into place once whole).
    pub async fn upload_file(&self, key: &str, path: &std::path::Path) -> Result<()> {
        use tokio::io::AsyncReadExt;
        /// What one part holds, and how many may be on their way at once.
        const PART: usize = 8 * 1024 * 1024;
        const IN_FLIGHT: usize = 2;
        let failed = |e: &dyn std::fmt::Display| Error::Internal(format!("storing {} as {key} failed: {e}", path.display()));
        let location = StorePath::parse(key).map_err(|_| Error::invalid(said!("said-x-has-a-name-that-cannot", field = "file")))?;
        let mut file = tokio::fs::File::open(path).await.map_err(|e| failed(&e))?;
        let mut upload = object_store::WriteMultipart::new_with_chunk_size(self.store.put_multipart(&location).await.map_err(|e| failed(&e))?, PART);
        let mut buffer = vec![0u8; 1024 * 1024];
        loop {
            let read = match file.read(&mut buffer).await {
                Ok(read) => read,
                Err(error) => {
                    upload.abort().await.ok();
                    return Err(failed(&error));
                }
            };
            if read == 0 {
                break;
            }
            upload.write(&buffer[..read]);
            upload.wait_for_capacity(IN_FLIGHT).await.map_err(|e| failed(&e))?;
        }
        upload.finish().await.map_err(|e| failed(&e))?;
        Ok(())
    }

    /// Writes the stored file `key` to `path` as it arrives (never held whole: an import's
    /// export); `false` when there is none.
    pub async fn download(&self, key: &str, path: &std::path::Path) -> Result<bool> {
        use futures::TryStreamExt;
        use tokio::io::AsyncWriteExt;
        let failed = |e: &dyn std::fmt::Display| Error::Internal(format!("reading {key} into {} failed: {e}", path.display()));
        let location = StorePath::parse(key).map_err(|_| Error::NotFound(said!("said-file-was-not-found")))?;
        let mut stream = match self.store.get(&location).await {
            Ok(found) => found.into_stream(),
            Err(object_store::Error::NotFound { .. }) => return Ok(false),
            Err(e) => return Err(failed(&e)),
        };
        let mut file = tokio::fs::File::create(path).await.map_err(|e| failed(&e))?;
        while let Some(chunk) = stream.try_next().await.map_err(|e| failed(&e))? {
            file.write_all(&chunk).await.map_err(|e| failed(&e))?;
        }
        file.flush().await.map_err(|e| failed(&e))?;
        Ok(true)
    }

    /// The keys under `prefix` (a folder, as `imports/`) last written before `cutoff`.
    pub async fn keys_older_than(&self, prefix: &str, cutoff: chrono::DateTime<chrono::Utc>) -> Result<Vec<String>> {
        use futures::TryStreamExt;
        let folder = StorePath::from(prefix.trim_end_matches('/'));
        let found: Vec<object_store::ObjectMeta> = self
            .store
            .list(Some(&folder))
            .try_collect()
            .await
            .map_err(|e| Error::Internal(format!("listing {prefix} failed: {e}")))?;
        Ok(found.into_iter().filter(|meta| meta.last_modified <= cutoff).map(|meta| meta.location.to_string()).collect())
    }

    /// A stored file, read as it arrives (never held whole); `None` for keys that were never
    /// stored.
    pub async fn get(&self, key: &str) -> Result<Option<StoredFile>> {
        let Some(kind) = key.rsplit_once('.').and_then(|(_, ext)| ImageKind::from_extension(ext)) else {
            return Ok(None);
        };
        let path = StorePath::parse(key).map_err(|_| Error::NotFound(said!("said-file-was-not-found")))?;
        match self.store.get(&path).await {
            Ok(result) => Ok(Some(StoredFile { kind, size: result.meta.size, bytes: result.into_stream() })),
            Err(object_store::Error::NotFound { .. }) => Ok(None),
            Err(e) => Err(Error::Internal(format!("reading an upload failed: {e}"))),
        }
    }
}

fn unsupported(file_name: &str) -> Error {
    Error::UnsupportedMedia(said!("said-x-is-not-a-jpeg-png", file_name = file_name))
}

/// The most pixels an image may have a side, and in all. A phone's largest photo fits; a
/// decompression bomb (a few bytes declaring 50,000 × 50,000 pixels, gigabytes once a browser
/// decodes it) does not. Read from the header, never by decoding.
pub const MAX_SIDE: usize = 16_384;
pub const MAX_PIXELS: usize = 64_000_000;

/// What an image has no need of and a browser might run if it ever took the file for a page:
/// the start of HTML that runs or loads something, and script URLs (ASCII, any case). A
/// PNG/HTML polyglot or a GIF whose comment holds a script is refused for it; the markup an
/// editor leaves in metadata (XMP's `<x:xmpmeta>`, `<rdf:RDF>`) is not on the list.
const MARKUP: &[&[u8]] = &[
    b"<script",
    b"<html",
    b"<body",
    b"<head",
    b"<iframe",
    b"<object",
    b"<embed",
    b"<svg",
    b"<img",
    b"<meta",
    b"<base",
    b"<form",
    b"<style",
    b"<link",
    b"<a ",
    b"<!doctype",
    b"<?php",
    b"javascript:",
    b"vbscript:",
];

/// The first entry of [`MARKUP`] found in `bytes`, if any.
fn markup_in(bytes: &[u8]) -> Option<&'static str> {
    let found = |at: usize| MARKUP.iter().find(|needle| bytes.get(at..at + needle.len()).is_some_and(|here| here.eq_ignore_ascii_case(needle)));
    memchr::memchr3_iter(b'<', b'j', b'J', bytes)
        .chain(memchr::memchr2_iter(b'v', b'V', bytes))
        .find_map(found)
        .map(|needle| std::str::from_utf8(needle).unwrap_or("markup"))
}

/// The limits of decisions.md: at most 5 files (422), each at most 10 MB (413), each a
/// JPEG, PNG or GIF by its bytes (415). And what the contract's statuses cover beyond that:
/// a header that does not give the image's size, or markup beside the image, is not an image
/// we take (415); more than [`MAX_SIDE`] pixels a side or [`MAX_PIXELS`] in all is too large
/// (413).
pub fn check(uploads: &[Upload]) -> Result<()> {
    if uploads.len() > MAX_FILES {
        return Err(Error::LimitExceeded(said!("said-at-most-x-attachments-per-request", max_files = MAX_FILES, a = uploads.len())));
    }
    for upload in uploads {
        if upload.bytes.len() > MAX_BYTES {
            return Err(Error::TooLarge(said!("said-x-is-larger-than-10-mb", a = upload.file_name)));
        }
        if sniff(&upload.bytes).is_none() {
            return Err(unsupported(&upload.file_name));
        }
        let name = &upload.file_name;
        let size = imagesize::blob_size(&upload.bytes).map_err(|_| Error::UnsupportedMedia(said!("said-x-is-not-a-readable-image", name = name)))?;
        if size.width == 0 || size.height == 0 {
            return Err(Error::UnsupportedMedia(said!("said-x-is-not-a-readable-image-2", name = name)));
        }
        if size.width > MAX_SIDE || size.height > MAX_SIDE || size.width.saturating_mul(size.height) > MAX_PIXELS {
            return Err(Error::TooLarge(said!("said-x-is-x-x-pixels-images", name = name, a = size.width, b = size.height, max_side = MAX_SIDE)));
        }
        if let Some(markup) = markup_in(&upload.bytes) {
            return Err(Error::UnsupportedMedia(said!("said-x-holds-x-beside-its-image", name = name, markup = markup)));
        }
    }
    Ok(())
}

/// `html` followed by one image per attachment, as stored in `description_html` or `body_html`.
pub fn append_images(html: Option<&str>, storage: &Storage, stored: &[Stored]) -> Option<String> {
    if stored.is_empty() {
        return html.map(str::to_owned);
    }
    let mut out = html.unwrap_or_default().to_owned();
    for file in stored {
        out.push_str(&format!(r#"<p><img src="{}" alt="{}"></p>"#, text::escape(&storage.url(&file.key)), text::escape(&file.file_name)));
    }
    Some(out)
}

/// Records stored files against a post or a comment, inside the caller's transaction.
pub async fn record(
    conn: &impl ConnectionTrait,
    organization_id: OrgId,
    post_id: Option<PostId>,
    comment_id: Option<CommentId>,
    uploader_id: UserId,
    stored: &[Stored],
) -> Result<()> {
    for file in stored {
        attachment::ActiveModel {
            organization_id: Set(organization_id),
            post_id: Set(post_id),
            comment_id: Set(comment_id),
            uploader_id: Set(Some(uploader_id)),
            storage_key: Set(file.key.clone()),
            file_name: Set(file.file_name.chars().take(255).collect()),
            content_type: Set(file.kind.content_type().to_owned()),
            byte_size: Set(file.size as i64),
            created_at: Set(now()),
            ..Default::default()
        }
        .insert(conn)
        .await?;
    }
    Ok(())
}

/// Whether `key` belongs to a recorded attachment (only those are served).
/// Removes the staging files older than `cutoff` in the organizations' folders under `folder`:
/// a file on disk is written as `{key}#{n}` and renamed to `{key}` once whole, so a process
/// killed in between leaves the staging file, which nothing names and the store never lists.
fn remove_staging_files(folder: &std::path::Path, cutoff: std::time::SystemTime) -> Result<usize> {
    let failed = |e: std::io::Error| Error::Internal(format!("sweeping staging files in {} failed: {e}", folder.display()));
    let is_staging = |name: &str| name.rsplit_once('#').is_some_and(|(_, n)| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()));
    let mut removed = 0;
    for org in std::fs::read_dir(folder).map_err(failed)?.flatten() {
        let digits = org.file_name().to_str().is_some_and(|name| !name.is_empty() && name.bytes().all(|b| b.is_ascii_digit()));
        if !digits || !org.file_type().is_ok_and(|t| t.is_dir()) {
            continue;
        }
        for file in std::fs::read_dir(org.path()).map_err(failed)?.flatten() {
            let old = file.metadata().and_then(|m| m.modified()).is_ok_and(|at| at <= cutoff);
            if old && file.file_name().to_str().is_some_and(is_staging) {
                match std::fs::remove_file(file.path()) {
                    Ok(()) => removed += 1,
                    // Another process's sweep was first.
                    Err(error) if error.kind() == std::io::ErrorKind::NotFound => {}
                    Err(error) => return Err(failed(error)),
                }
            }
        }
    }
    Ok(removed)
}

pub async fn is_recorded(conn: &impl ConnectionTrait, key: &str) -> Result<bool> {
    Ok(attachment::Entity::find().filter(attachment::Column::StorageKey.eq(key)).one(conn).await?.is_some())
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A 1 × 1 PNG's signature and header (the size is all `check` reads).
    pub(crate) const PNG: &[u8] =
        &[0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, b'I', b'H', b'D', b'R', 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0];
    const GIF: &[u8] = b"GIF89a\x01\x00\x01\x00\x00\x00\x00";
    /// A JPEG's start, JFIF segment and frame header (1 × 1).
    const JPEG: &[u8] =
        &[0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, b'J', b'F', b'I', b'F', 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xFF, 0xC0, 0, 0x0B, 8, 0, 1, 0, 1, 1, 1, 0x11, 0];

    fn upload(name: &str, bytes: &[u8]) -> Upload {
        Upload { file_name: name.to_owned(), bytes: Bytes::copy_from_slice(bytes) }
    }

    #[test]
    fn images_are_recognised_by_their_bytes_not_their_names() {
        assert_eq!(sniff(PNG), Some(ImageKind::Png));
        assert_eq!(sniff(GIF), Some(ImageKind::Gif));
        assert_eq!(sniff(JPEG), Some(ImageKind::Jpeg));
        assert_eq!(sniff(b"<svg onload=alert(1)>"), None);
        assert!(matches!(check(&[upload("cat.png", b"just text")]), Err(Error::UnsupportedMedia(_))));
        assert!(check(&[upload("cat.txt", PNG)]).is_ok());
    }

    /// Every build a process ran once left its site folder in the store for ever.
    #[tokio::test]
    async fn only_the_newest_builds_site_files_are_kept() {
        let dir = std::env::temp_dir().join(format!("upboard-site-{}", keys::random_base62(8)));
        let storage = Storage::local(&dir, "http://localhost").unwrap();
        let day = std::time::Duration::from_secs(86_400);
        for n in 0..8u64 {
            storage.publish_site_file(&format!("build{n}"), "upboard.js", Bytes::from_static(b"x")).await.unwrap();
            // Build n was published n days after build 0 (build 7 today).
            let file = std::fs::File::options().write(true).open(dir.join("site").join(format!("build{n}")).join("upboard.js")).unwrap();
            file.set_modified(std::time::SystemTime::now() - day * (7 - n) as u32).unwrap();
        }
        let builds = |dir: &std::path::Path| {
            let mut names: Vec<String> = std::fs::read_dir(dir.join("site")).unwrap().flatten().map(|e| e.file_name().to_string_lossy().into_owned()).collect();
            names.sort();
            names
        };
        let removed = storage.prune_site("build1", 3, day / 2).await.unwrap();
        assert_eq!(removed, 4);
        let left: Vec<String> = builds(&dir).into_iter().filter(|b| std::fs::read_dir(dir.join("site").join(b)).unwrap().next().is_some()).collect();
        assert_eq!(left, ["build1", "build5", "build6", "build7"], "the newest three, and this process's own");
        assert_eq!(storage.prune_site("build1", 3, 10 * day).await.unwrap(), 0, "none older than what is recent");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[tokio::test]
    async fn a_failed_write_leaves_no_file_and_the_sweep_removes_files_nothing_names() {
        let db = crate::domain::testing::db().await;
        let dir = std::env::temp_dir().join(format!("upboard-sweep-{}", keys::random_base62(8)));
        let storage = Storage::local(&dir, "http://localhost").unwrap();
        let files = |dir: &std::path::Path| walk(dir).len();
        let failed: Result<()> = storage
            .store_then(OrgId(1), vec![upload("a.png", PNG)], async |_| Err(Error::invalid(said!("said-x-can-t-be-blank", field = "comment"))))
            .await;
        assert!(failed.is_err());
        assert_eq!(files(&dir), 0, "the refused write's file was removed");

        // A process killed after storing: the file stays, named by nothing.
        let kept = storage
            .store_then(OrgId(1), vec![upload("kept.png", PNG), upload("lost.png", PNG)], async |stored| Ok(stored))
            .await
            .unwrap();
        let org = crate::domain::organizations::tests::create_acme(&db).await;
        let txn = db.begin_write().await.unwrap();
        record(&*txn, org.organization.id, None, None, org.admin.id, &kept[..1]).await.unwrap();
        txn.commit().await.unwrap();
        assert_eq!(files(&dir), 2);
        assert_eq!(storage.sweep(db.conn(), std::time::Duration::from_secs(3600)).await.unwrap(), 0, "young files stay");
        assert_eq!(storage.sweep(db.conn(), std::time::Duration::ZERO).await.unwrap(), 1);
        assert_eq!(walk(&dir), vec![dir.join(&kept[0].key)], "the recorded file stays");

        // A process killed while the store wrote a file leaves its staging file (`{key}#{n}`),
        // which the store's listing never shows.
        let staging = dir.join("1").join("Er9wfFL36pkx0yaNDvnAELJj.png#1");
        std::fs::write(&staging, PNG).unwrap();
        std::fs::write(dir.join("1").join("keep#notes.png"), PNG).unwrap();
        assert_eq!(storage.sweep(db.conn(), std::time::Duration::from_secs(3600)).await.unwrap(), 0, "a young staging file stays");
        assert_eq!(storage.sweep(db.conn(), std::time::Duration::ZERO).await.unwrap(), 2, "the staging file and the file nothing names");
        assert_eq!(walk(&dir), vec![dir.join(&kept[0].key)], "only the recorded file is left");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    fn walk(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
        let mut found = Vec::new();
        for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() { found.extend(walk(&path)) } else { found.push(path) }
        }
        found
    }

    #[test]
    fn bombs_polyglots_and_script_comments_are_refused() {
        let mut bomb = PNG.to_vec();
        bomb[16..24].copy_from_slice(&[0, 0, 0xC3, 0x50, 0, 0, 0xC3, 0x50]); // 50,000 × 50,000
        assert!(matches!(check(&[upload("bomb.png", &bomb)]), Err(Error::TooLarge(m)) if m.english().contains("50000 × 50000")));
        let mut wide = PNG.to_vec();
        wide[16..24].copy_from_slice(&[0, 0, 0x40, 0x01, 0, 0, 0, 1]); // 16,385 × 1
        assert!(matches!(check(&[upload("wide.png", &wide)]), Err(Error::TooLarge(_))));
        let mut photo = PNG.to_vec();
        photo[16..24].copy_from_slice(&[0, 0, 0x1F, 0x80, 0, 0, 0x17, 0x70]); // 8064 × 6000, a phone's 48 MP
        assert!(check(&[upload("photo.png", &photo)]).is_ok());

        let mut polyglot = PNG.to_vec();
        polyglot.extend_from_slice(b"<HTML><bOdY onload=alert(1)></body></html>");
        assert!(matches!(check(&[upload("polyglot.png", &polyglot)]), Err(Error::UnsupportedMedia(m)) if m.english().contains("<html")));
        let mut commented = GIF.to_vec();
        commented.extend_from_slice(b"\x21\xFE\x1F<ScRiPt>alert(document.domain)</script>\x00\x3B");
        assert!(matches!(check(&[upload("comment.gif", &commented)]), Err(Error::UnsupportedMedia(_))));
        let mut link = JPEG.to_vec();
        link.extend_from_slice(b"\0\x10\0\x10 JavaScript:alert(1)");
        assert!(matches!(check(&[upload("link.jpg", &link)]), Err(Error::UnsupportedMedia(m)) if m.english().contains("javascript:")));
        assert!(check(&[upload("ok.jpg", JPEG), upload("ok.gif", GIF)]).is_ok());
        let mut xmp = PNG.to_vec();
        xmp.extend_from_slice(b"<?xpacket begin?><x:xmpmeta xmlns:x='adobe:ns:meta/'><rdf:RDF></rdf:RDF></x:xmpmeta>");
        assert!(check(&[upload("edited.png", &xmp)]).is_ok(), "an editor's metadata is not markup that runs");
        assert!(matches!(check(&[upload("short.png", &PNG[..16])]), Err(Error::UnsupportedMedia(_))), "a header cut short");
    }

    #[test]
    fn six_files_or_eleven_megabytes_are_refused() {
        let six: Vec<_> = (0..6).map(|i| upload(&format!("{i}.png"), PNG)).collect();
        assert!(matches!(check(&six), Err(Error::LimitExceeded(_))));
        let mut big = PNG.to_vec();
        big.resize(11 * 1024 * 1024, 0);
        assert!(matches!(check(&[upload("big.png", &big)]), Err(Error::TooLarge(_))));
    }
}
