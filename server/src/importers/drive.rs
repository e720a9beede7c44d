//! One import, from its source to its report: what `upboard import-from` and the admin page's
//! worker ([`super::worker`]) both run, each telling its progress its own way (a bar on the
//! terminal; the run's row, for the page).

use super::tables::Export;
use super::{ImageFetcher, Reader, SourceError, api_v3, canny, canny_csv, uservoice};
use app::domain::Db;
use app::domain::attachments::Storage;
use app::domain::import::runs::SourceKind;
use app::domain::import::{Images, Mapping, Mode, Post, Report, Run};
use app::model::OrgId;
use app::said;

/// Suggestions read from a CSV export at a time.
const CSV_PAGE: usize = 100;

/// Why an import stopped.
#[derive(Debug, thiserror::Error)]
pub enum Failure {
    #[error("{0}")]
    Source(#[from] SourceError),
    #[error("{0}")]
    Domain(#[from] app::domain::Error),
}

/// A source, ready to read.
pub enum Source {
    ApiV3(api_v3::Source),
    Canny(canny::Source),
    /// UserVoice's CSV exports (the command line's).
    UserVoice(Box<uservoice::Source>),
    /// Canny's CSV exports (the command line's).
    CannyCsv(Box<canny_csv::Source>),
}

impl Source {
    /// The source of `kind` at `url` (Canny's own address when empty), read with `client`.
    pub fn new(kind: SourceKind, url: &str, key: &str, client: reqwest::Client) -> Result<Self, SourceError> {
        Ok(match kind {
            SourceKind::ApiV3 => Self::ApiV3(api_v3::Source::new(url, key, client)?),
            SourceKind::Canny => Self::Canny(canny::Source::new(Some(url).filter(|u| !u.trim().is_empty()), key, client)?),
            SourceKind::UserVoiceCsv | SourceKind::CannyCsv => return Err(SourceError(said!("said-x-is-not-something-this-page", field = "source"))),
        })
    }

    /// Where an uploaded file of `role` is written in `folder` to be read: under its name as
    /// uploaded (plain characters only), which names the source as the command line's file
    /// would, in a folder of its role (two files may have one name). Makes the folder.
    pub fn place(folder: &std::path::Path, role: &str, name: &str) -> std::io::Result<std::path::PathBuf> {
        let plain: String = name.chars().filter(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_' | ' ')).take(100).collect();
        let plain = match plain.trim_matches(|c| c == '.' || c == ' ') {
            "" => format!("{role}.csv"),
            _ => plain,
        };
        let place = folder.join(role);
        std::fs::create_dir_all(&place)?;
        Ok(place.join(plain))
    }

    /// The export of `kind` in the files at `paths`, by their roles
    /// ([`SourceKind::roles`]), opened (the page's uploads).
    pub fn of_files(kind: SourceKind, paths: &[(&str, std::path::PathBuf)]) -> Result<Self, SourceError> {
        let path = |role: &str| paths.iter().find(|(r, _)| *r == role).map(|(_, p)| p.as_path());
        let needed = |role: &str| path(role).ok_or_else(|| SourceError(said!("said-import-file-missing", file = role)));
        match kind {
            SourceKind::UserVoiceCsv => Ok(Self::UserVoice(Box::new(uservoice::Source::open(needed("suggestions")?, path("comments"))?))),
            SourceKind::CannyCsv => Ok(Self::CannyCsv(Box::new(canny_csv::Source::open(needed("posts")?, path("votes"), path("comments"))?))),
            SourceKind::ApiV3 | SourceKind::Canny => Err(SourceError(said!("said-x-is-not-something-this-page", field = "source"))),
        }
    }

    /// The client its images are fetched with: none for an export, whose text has none.
    pub fn client(&self) -> Option<&reqwest::Client> {
        match self {
            Self::ApiV3(source) => Some(source.client()),
            Self::Canny(source) => Some(source.client()),
            Self::UserVoice(_) | Self::CannyCsv(_) => None,
        }
    }

    /// How the source is remembered in the links and named in the report.
    pub fn name(&self) -> String {
        match self {
            Self::ApiV3(source) => source.name(),
            Self::Canny(source) => source.name(),
            Self::UserVoice(source) => source.name(),
            Self::CannyCsv(source) => source.name(),
        }
    }

    /// The status mapping as typed (`There=Here`), with the source's own fallbacks.
    fn mapping(&self, typed: &[String]) -> Result<Mapping, Failure> {
        let mapping = Mapping::parse(typed)?;
        Ok(match self {
            Self::ApiV3(_) => mapping,
            Self::Canny(_) | Self::CannyCsv(_) => mapping.with_fallbacks(canny::status_fallbacks()),
            Self::UserVoice(_) => mapping.with_fallbacks(uservoice::status_fallbacks()),
        })
    }
}

/// What is told as a run goes: the posts read so far, and how many the source holds when it
/// says. An error stops the run (the page's worker lost its claim).
pub trait Progress {
    fn posts(&mut self, done: u64, total: Option<u64>) -> impl std::future::Future<Output = Result<(), Failure>> + Send;
}

/// Reads `source` into the organization `organization_id`, written or (`Mode::DryRun`) only
/// counted, the images of its text copied into `storage` (the store is needed only for a source
/// with a [`Source::client`]); its report.
pub async fn import(
    db: &Db,
    storage: Option<&Storage>,
    organization_id: OrgId,
    source: &Source,
    mode: Mode,
    statuses: &[String],
    progress: &mut impl Progress,
) -> Result<Report, Failure> {
    let mapping = source.mapping(statuses)?;
    let fetcher = source.client().map(|client| ImageFetcher(client.clone()));
    let mut run = Run::start(db, organization_id, &source.name(), mode, mapping).await?;
    if let (Some(fetch), Some(storage)) = (&fetcher, storage) {
        run = run.with_images(Images { storage, fetch });
    }
    let mut counted = Counted { done: 0, total: None };
    match source {
        Source::ApiV3(source) => {
            run.boards(source.boards().await?).await?;
            let mut page = 1;
            loop {
                let (posts, more, total) = source.posts(page).await?;
                if page == 1 {
                    counted.total = total;
                }
                if posts.is_empty() {
                    break;
                }
                write(&mut run, source, posts, &mut counted, progress).await?;
                if !more {
                    break;
                }
                page += 1;
            }
            // Once every post is here: each merged one joins the post its target became.
            for page in 1.. {
                let (merges, more) = source.merges(page).await?;
                for merged in merges {
                    run.merged(merged).await?;
                }
                if !more {
                    break;
                }
            }
        }
        Source::Canny(source) => {
            let boards = source.boards().await?;
            let ids: Vec<String> = boards.iter().map(|b| b.id.clone()).collect();
            run.boards(boards).await?;
            for board in ids {
                let mut page = 0;
                loop {
                    let (posts, more) = source.posts(&board, page).await?;
                    write(&mut run, source, posts, &mut counted, progress).await?;
                    if !more {
                        break;
                    }
                    page += 1;
                }
            }
        }
        Source::UserVoice(source) => from_export(&mut run, source.as_ref(), &mut counted, progress).await?,
        Source::CannyCsv(source) => from_export(&mut run, source.as_ref(), &mut counted, progress).await?,
    }
    progress.posts(counted.done, counted.total).await?;
    Ok(run.finish())
}

/// Every post of a CSV export, a page at a time.
async fn from_export(run: &mut Run<'_>, source: &impl Export, counted: &mut Counted, progress: &mut impl Progress) -> Result<(), Failure> {
    run.boards(source.boards()).await?;
    counted.total = Some(source.count() as u64);
    for from in (0..source.count()).step_by(CSV_PAGE) {
        let posts = source.posts(from, CSV_PAGE)?;
        write(run, source, posts, counted, progress).await?;
    }
    Ok(())
}

struct Counted {
    done: u64,
    total: Option<u64>,
}

/// Posts whose votes and comments are read ahead of the one being written: the source's
/// answers arrive while the writer works (in the source's order, each retried as it says).
const READ_AHEAD: usize = 4;

/// Writes a page of posts, each with its votes and comments as the source gives them, reading
/// up to [`READ_AHEAD`] posts ahead while one is written.
async fn write(run: &mut Run<'_>, source: &impl Reader, posts: Vec<Post>, counted: &mut Counted, progress: &mut impl Progress) -> Result<(), Failure> {
    use futures::StreamExt;
    let (sender, mut received) = tokio::sync::mpsc::channel(READ_AHEAD);
    let reading = async move {
        let mut bundles = futures::stream::iter(posts).map(|post| source.bundle(post)).buffered(READ_AHEAD);
        while let Some(bundle) = bundles.next().await {
            let failed = bundle.is_err();
            // The writer stopped (and dropped its end): nothing more to read.
            if sender.send(bundle).await.is_err() || failed {
                break;
            }
        }
    };
    let writing = async move {
        while let Some(bundle) = received.recv().await {
            run.bundle(bundle?).await?;
            counted.done += 1;
            progress.posts(counted.done, counted.total).await?;
        }
        Ok(())
    };
    let ((), written) = tokio::join!(reading, writing);
    written
}
