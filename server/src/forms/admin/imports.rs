//! The import page's form (docs/import.md): a dry run or an import from another board, and a
//! finished dry run run as it is. The run itself is the import worker's
//! (`crate::importers::worker`); the page shows its progress.

use super::*;
use app::domain::import::runs::{self, Request as RunRequest};
use app::domain::outbox::address::WebhookAddress;

/// `POST /{org}/admin/import`.
pub async fn imports(State(state): State<AppState>, Path(org): Path<String>, request: Request) -> Response {
    let (organization, actor, fields) = match admit(&state, &org, &format!("/{org}/admin/import"), TeamTask::Administer, request).await {
        Ok(admitted) => admitted,
        Err(response) => return response,
    };
    let outcome = start(&state, &organization, &actor, &fields).await;
    back(&state, &org, "import", &fields, outcome)
}

async fn start(state: &AppState, organization: &organization::Model, actor: &Actor, fields: &Fields) -> Result<Done, Error> {
    match fields.text("action") {
        action @ ("dry-run" | "import") => {
            // Before anything is looked up: nobody else makes the server resolve names.
            app::domain::access::may(actor, TeamTask::Administer)?;
            let dry_run = action == "dry-run";
            let request = RunRequest::check(fields.text("kind"), fields.text("url"), fields.text("api_key"), fields.text("statuses"), dry_run)?;
            // The address is checked as a webhook's is: the server reaches out to it.
            if !request.url.is_empty() {
                WebhookAddress::check(&request.url, state.settings.allow_private_webhooks).await?;
            }
            runs::start(&state.db, &state.sealer, organization.id, actor, &request).await?;
            Done::said(if dry_run { said!("said-import-dry-run-started") } else { said!("said-import-started") })
        }
        "run-dry-run" => {
            runs::start_from(&state.db, organization.id, actor, fields.id("id")?).await?;
            Done::said(said!("said-import-started"))
        }
        _ => Err(Error::invalid(said!("said-x-is-not-something-this-page", field = "action"))),
    }
}

/// The most one file of an uploaded export may weigh.
pub const EXPORT_FILE_MAX: usize = app::model::EXPORT_FILE_MAX_MB * 1024 * 1024;
/// The most the upload form may send: three such files and its fields.
pub const EXPORT_LIMIT: usize = 3 * EXPORT_FILE_MAX + 64 * 1024;
/// The most a text field of the upload form may hold.
const TEXT_MAX: usize = 16 * 1024;

/// `POST /{org}/admin/import/export`: a dry run or an import of a CSV export (multipart:
/// `kind`, the files of its kind, `statuses`, `action`). Each file is read to disk as it
/// arrives (bounded before it is kept), opened as its kind's reader would (a file that is not
/// that export is refused here, saying what it lacks), then kept in the server's store for
/// the worker, which may be another process.
pub async fn export(State(state): State<AppState>, Path(org): Path<String>, request: Request) -> Response {
    let (organization, actor, request) = match gate(&state, &org, &format!("/{org}/admin/import"), TeamTask::Administer, request).await {
        Ok(admitted) => admitted,
        Err(response) => return response,
    };
    let mut fields = Fields(Vec::new());
    let outcome = match tempfile::tempdir() {
        Ok(folder) => upload(&state, &organization, &actor, request, folder.path(), &mut fields).await,
        Err(error) => Err(Error::Internal(format!("a folder for an upload could not be made: {error}"))),
    };
    back(&state, &org, "import", &fields, outcome)
}

/// A file of the form, on disk: its role, where it is, and its name as uploaded.
struct Received {
    role: &'static str,
    path: std::path::PathBuf,
    name: String,
}

async fn upload(
    state: &AppState,
    organization: &organization::Model,
    actor: &Actor,
    request: Request,
    folder: &std::path::Path,
    fields: &mut Fields,
) -> Result<Done, Error> {
    use axum::extract::{FromRequest, Multipart};
    use tokio::io::AsyncWriteExt;
    let unreadable = || Error::invalid(said!("said-x-could-not-be-read-send", field = "file"));
    let mut multipart = Multipart::from_request(request, state).await.map_err(|_| unreadable())?;
    let mut received: Vec<Received> = Vec::new();
    let too_large = |name: &str| {
        Error::TooLarge(said!("said-import-file-too-large", name = name.chars().take(100).collect::<String>(), max = EXPORT_FILE_MAX / (1024 * 1024)))
    };
    while let Some(mut field) = multipart.next_field().await.map_err(|_| unreadable())? {
        let name = field.name().unwrap_or_default().to_owned();
        let Some(role) = runs::SourceKind::ALL.iter().flat_map(|kind| kind.roles()).map(|(role, _)| *role).find(|r| *r == name) else {
            // A text field (`kind`, `statuses`, `action`): bounded as any form's.
            let mut text = Vec::new();
            while let Some(chunk) = field.chunk().await.map_err(|_| unreadable())? {
                if text.len() + chunk.len() > TEXT_MAX {
                    return Err(Error::TooLarge(said!("said-the-form-is-too-large")));
                }
                text.extend_from_slice(&chunk);
            }
            if matches!(name.as_str(), "kind" | "statuses" | "action" | "form") {
                fields.0.push((name, String::from_utf8_lossy(&text).into_owned()));
            }
            continue;
        };
        let file_name = field.file_name().unwrap_or_default().to_owned();
        if file_name.is_empty() || received.iter().any(|r| r.role == role) {
            // A file input left empty sends no name (and no bytes worth keeping).
            while field.chunk().await.map_err(|_| unreadable())?.is_some() {}
            continue;
        }
        let path =
            crate::importers::drive::Source::place(folder, role, &file_name).map_err(|e| Error::Internal(format!("an upload could not be written: {e}")))?;
        let mut file = tokio::fs::File::create(&path).await.map_err(|e| Error::Internal(format!("an upload could not be written: {e}")))?;
        let mut size = 0;
        while let Some(chunk) = field.chunk().await.map_err(|_| too_large(&file_name))? {
            size += chunk.len();
            if size > EXPORT_FILE_MAX {
                return Err(too_large(&file_name));
            }
            file.write_all(&chunk).await.map_err(|e| Error::Internal(format!("an upload could not be written: {e}")))?;
        }
        file.flush().await.map_err(|e| Error::Internal(format!("an upload could not be written: {e}")))?;
        received.push(Received { role, path, name: file_name.chars().filter(|c| !c.is_control()).take(200).collect() });
    }
    app::domain::access::may(actor, TeamTask::Administer)?;
    let (kind, statuses) = runs::FilesRequest::check(fields.text("kind"), fields.text("statuses"))?;
    let dry_run = match fields.text("action") {
        "dry-run" => true,
        "import" => false,
        _ => return Err(Error::invalid(said!("said-x-is-not-something-this-page", field = "action"))),
    };
    // The files of its kind, the needed ones present.
    received.retain(|r| kind.roles().iter().any(|(role, _)| *role == r.role));
    if let Some((missing, _)) = kind.roles().iter().find(|(role, needed)| *needed && !received.iter().any(|r| r.role == *role)) {
        return Err(Error::invalid(said!("said-import-file-missing", file = *missing)));
    }
    // Opened as the worker will open them: what is not that export is refused now.
    let paths: Vec<(&'static str, std::path::PathBuf)> = received.iter().map(|r| (r.role, r.path.clone())).collect();
    tokio::task::spawn_blocking(move || crate::importers::drive::Source::of_files(kind, &paths).map(|_| ()))
        .await
        .map_err(|e| Error::Internal(format!("reading an upload failed: {e}")))?
        .map_err(|error| Error::invalid(error.0))?;
    let mut kept = Vec::new();
    for file in &received {
        let key = format!("{}{}-{}.csv", runs::files_folder(organization.id), app::domain::keys::random_base62(24), file.role);
        if let Err(error) = state.storage.upload_file(&key, &file.path).await {
            state.storage.remove_stored(&kept.iter().map(|u: &runs::Upload| u.key.clone()).collect::<Vec<_>>()).await;
            return Err(error);
        }
        kept.push(runs::Upload { role: file.role.to_owned(), key, name: file.name.clone() });
    }
    let request = runs::FilesRequest { kind, files: kept, statuses, dry_run };
    if let Err(error) = runs::start_files(&state.db, organization.id, actor, &request).await {
        state.storage.remove_stored(&request.files.iter().map(|u| u.key.clone()).collect::<Vec<_>>()).await;
        return Err(error);
    }
    Done::said(if dry_run { said!("said-import-dry-run-started") } else { said!("said-import-started") })
}
