//! The images of imported text: every image a post or comment shows at the source (its
//! description's `<img>`, and what the source keeps beside the text) is fetched and checked as
//! any upload here is (by its bytes: type, size, pixels, no markup beside it), then stored here
//! and shown from here; one that cannot be is left out, and the report says why. No imported
//! text points at the old board's files, nor at any address the source chose.

use super::report::{Problem, Report};
use crate::domain::attachments::{self, MAX_FILES, Storage, Stored, Upload};
use crate::domain::{Result, text};
use crate::i18n::Said;
use crate::model::OrgId;
use crate::said;
use std::future::Future;
use std::pin::Pin;

/// An image's bytes as fetched, or why they could not be.
pub type Fetched<'f> = Pin<Box<dyn Future<Output = std::result::Result<Vec<u8>, Said>> + Send + 'f>>;

/// Fetches an image of the source by its address (the server's readers do, with their
/// bounded client).
pub trait FetchImage: Send + Sync {
    fn fetch<'f>(&'f self, url: &'f str) -> Fetched<'f>;
}

/// Where imported images come from and go to.
#[derive(Clone, Copy)]
pub struct Images<'a> {
    pub storage: &'a Storage,
    pub fetch: &'a dyn FetchImage,
}

/// The longest file name kept for an image (its address's last part).
const NAME_MAX_LEN: usize = 100;

/// A record's text with its images: the HTML to write, and the images to record against the
/// record once it is made.
pub(super) struct Copied {
    pub html: Option<String>,
    pub stored: Vec<Stored>,
}

/// How a run copies images: from and to where (none: a source of plain text), for which
/// organization, and whether it stores them (not in a dry run).
pub(super) struct Copier<'a> {
    pub images: Option<Images<'a>>,
    pub organization_id: OrgId,
    pub write: bool,
}

impl Copier<'_> {
    /// Copies the images of `html` and of `beside` (the source's addresses) for the record named
    /// `record`: fetched, checked, and (unless a dry run) stored. `done` counts them and the
    /// problems of those left out; `keys` gets what was stored.
    pub(super) async fn copy(&self, html: Option<&str>, beside: &[String], record: &str, done: &mut Report, keys: &mut Vec<String>) -> Result<Copied> {
        let images = self.images;
        let has_images = html.is_some_and(|h| h.as_bytes().windows(4).any(|w| w.eq_ignore_ascii_case(b"<img")));
        if !has_images && beside.is_empty() {
            return Ok(Copied { html: html.map(str::to_owned), stored: Vec::new() });
        }
        let clean = html.and_then(text::sanitize_html);
        let in_text: Vec<String> = clean.as_deref().map(|h| text::image_sources(h).collect()).unwrap_or_default();
        let mut addresses: Vec<String> = Vec::new();
        for address in in_text.iter().chain(beside) {
            if !addresses.contains(address) {
                addresses.push(address.clone());
            }
        }
        // Each address and its copy (none: left out).
        let mut copies: Vec<(String, Option<Stored>)> = Vec::new();
        for (n, address) in addresses.into_iter().enumerate() {
            let copy = match n < MAX_FILES {
                true => self.copy_one(&address, record, done, keys).await?,
                false => {
                    left_out(done, record, &address, said!("said-import-image-beyond", max = MAX_FILES));
                    None
                }
            };
            copies.push((address, copy));
        }
        let Some(images) = images else {
            // Nothing was copied: the text without its images.
            let html = clean.as_deref().map(|h| text::replace_images(h, |_| None));
            return Ok(Copied { html: html.as_deref().and_then(text::sanitize_html), stored: Vec::new() });
        };
        let copy_of = |src: &str| copies.iter().find(|(address, _)| address == src).and_then(|(_, copy)| copy.as_ref());
        // The text's images stay where they were; those the source keeps beside it follow it.
        let moved = clean.as_deref().map(|h| text::replace_images(h, |src| copy_of(src).map(|file| images.storage.url(&file.key))));
        let beside_only: Vec<Stored> = copies.iter().filter(|(address, _)| !in_text.contains(address)).filter_map(|(_, copy)| copy.clone()).collect();
        let html = attachments::append_images(moved.as_deref(), images.storage, &beside_only);
        let stored = copies.into_iter().filter_map(|(_, copy)| copy).collect();
        Ok(Copied { html: html.as_deref().and_then(text::sanitize_html), stored })
    }

    /// One image fetched, checked and (unless a dry run) stored; `None` when it is left out.
    async fn copy_one(&self, address: &str, record: &str, done: &mut Report, keys: &mut Vec<String>) -> Result<Option<Stored>> {
        let organization_id = self.organization_id;
        let Some(images) = self.images else {
            left_out(done, record, address, said!("said-import-image-not-copied"));
            return Ok(None);
        };
        let Some(url) = super::web_address(address) else {
            left_out(done, record, address, said!("said-import-image-address"));
            return Ok(None);
        };
        let bytes = match images.fetch.fetch(url.as_str()).await {
            Ok(bytes) => bytes,
            Err(said) => {
                left_out(done, record, address, said);
                return Ok(None);
            }
        };
        let upload = Upload { file_name: file_name(&url), bytes: bytes.into() };
        if let Err(error) = attachments::check(std::slice::from_ref(&upload)) {
            left_out(done, record, address, error.said());
            return Ok(None);
        }
        let file = match self.write {
            true => {
                let file = images.storage.store_checked(organization_id, upload).await?;
                keys.push(file.key.clone());
                file
            }
            // What the run would store, under a key as long as a stored one's.
            false => Stored {
                key: format!("{organization_id}/{}.png", "0".repeat(24)),
                file_name: upload.file_name,
                kind: attachments::ImageKind::Png,
                size: upload.bytes.len(),
            },
        };
        done.attachments.created += 1;
        Ok(Some(file))
    }
}

/// Counts an image left out, and says why.
fn left_out(done: &mut Report, record: &str, address: &str, said: Said) {
    done.attachments.skipped += 1;
    done.problem(Problem::new(format!("{record}, image {}", address.chars().take(200).collect::<String>()), said));
}

/// The file name an image is kept under: the last part of its address, or "image".
fn file_name(url: &url::Url) -> String {
    let last = url.path_segments().and_then(|mut s| s.next_back()).unwrap_or_default();
    let decoded = percent_encoding::percent_decode_str(last).decode_utf8_lossy();
    let name: String = decoded.chars().filter(|c| !c.is_control()).take(NAME_MAX_LEN).collect();
    match name.trim() {
        "" => "image".to_owned(),
        name => name.to_owned(),
    }
}

/// Removes what a transaction that did not commit had stored.
pub(super) async fn remove(images: Option<Images<'_>>, keys: &[String]) {
    if let Some(images) = images {
        images.storage.remove_stored(keys).await;
    }
}
