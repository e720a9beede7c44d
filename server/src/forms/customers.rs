//! The customers page's requests: star, block, unblock and label a customer; every customer as
//! CSV, streamed in batches; a CSV file imported with the API import's rules.
//!
//! CSV cells that a spreadsheet would run as a formula (starting with `=`, `+`, `-` or `@`)
//! are written with a leading `'`; an import drops that `'` again, so an exported file
//! imports unchanged.

use super::admin::{Done, Fields, admit, back_to, failed, gate};
use app::domain::Error;
use app::domain::access::TeamTask;
use app::domain::admin::audit::Action;
use app::domain::admin::customers::{self, Change};
use app::domain::customers::{CustomerInput, MAX_IMPORT};
use app::i18n::Locale;
use app::model::{CustomerRow, UserId};
use app::said;
use app::state::AppState;
use axum::extract::{FromRequest, Multipart, Path, Request, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};

/// The most an import may send: 1000 rows of customers with labels and then some.
pub const IMPORT_LIMIT: usize = 4 * 1024 * 1024;
/// Customers read per batch of the export.
const BATCH: u64 = 1000;
/// Row errors an import shows (the rest are counted).
const SHOWN_ERRORS: usize = 20;

/// `POST /{org}/admin/customers`: star, unstar, block, unblock, or set the labels of `id`,
/// then back to the list (or the customer's page) the form came from.
pub async fn change(State(state): State<AppState>, Path(org): Path<String>, request: Request) -> Response {
    let list = format!("/{org}/admin/customers");
    let (organization, actor, fields) = match admit(&state, &org, &list, TeamTask::ManageCustomers, request).await {
        Ok(admitted) => admitted,
        Err(response) => return response,
    };
    let back = Some(fields.text("back")).filter(|b| b.starts_with(&list)).map_or(list, str::to_owned);
    let outcome = async {
        let id = fields.id("id")?;
        let change = match fields.text("action") {
            "star" => Change::Star(true),
            "unstar" => Change::Star(false),
            "block" => Change::Block(true),
            "unblock" => Change::Block(false),
            "labels" => Change::Labels(app::domain::customers::clean_labels(fields.text("labels"))?),
            _ => return Err(Error::invalid(said!("said-x-is-not-something-this-page", field = "action"))),
        };
        let (star, block) = match &change {
            Change::Star(on) => (Some(*on), None),
            Change::Block(on) => (None, Some(*on)),
            Change::Labels(_) => (None, None),
        };
        let customer = customers::change(&state.db, organization.id, &actor, UserId(id), change).await?;
        let name = &customer.name;
        Done::said(match (star, block) {
            (Some(true), _) => said!("said-x-is-starred", name = name),
            (Some(false), _) => said!("said-x-is-no-longer-starred", name = name),
            (_, Some(true)) => said!("said-x-is-blocked-they-can-no", name = name),
            (_, Some(false)) => said!("said-x-is-unblocked", name = name),
            (None, None) => said!("said-x-is-labelled", name = name),
        })
    }
    .await;
    back_to(&state, &org, back, &fields, outcome)
}

/// A cell as written to CSV: formulas are defused.
fn cell(value: &str) -> String {
    if value.starts_with(['=', '+', '-', '@']) { format!("'{value}") } else { value.to_owned() }
}

/// A cell as read from CSV: what [`cell`] added is dropped.
fn uncell(value: &str) -> &str {
    match value.strip_prefix('\'') {
        Some(rest) if rest.starts_with(['=', '+', '-', '@']) => rest,
        _ => value,
    }
}

/// The columns of the export, by the catalogue's message of each (`csv-email` …): the header
/// row is in the reader's language, and the import reads a header in any of upboard's.
const COLUMNS: [&str; 9] = ["csv-email", "csv-name", "csv-labels", "csv-starred", "csv-blocked", "csv-posts", "csv-votes", "csv-comments", "csv-created-at"];

fn csv_chunk(rows: &[CustomerRow], header: Option<Locale>) -> Result<bytes::Bytes, std::io::Error> {
    let mut out = csv::Writer::from_writer(Vec::with_capacity(rows.len() * 96));
    if let Some(locale) = header {
        out.write_record(COLUMNS.map(|id| app::i18n::text(locale, id, &[])))?;
    }
    for c in rows {
        let labels = c.labels.iter().map(|l| l.as_str()).collect::<Vec<_>>().join(";");
        out.write_record([
            cell(&c.email),
            cell(&c.name),
            cell(&labels),
            c.starred.to_string(),
            c.blocked.to_string(),
            c.posts.to_string(),
            c.votes.to_string(),
            c.comments.to_string(),
            c.created_at.clone(),
        ])?;
    }
    out.into_inner().map(bytes::Bytes::from).map_err(|e| std::io::Error::other(e.to_string()))
}

/// `GET /{org}/admin/customers.csv`: every customer, a batch of 1000 at a time by id, each
/// written out as it is read.
pub async fn export(State(state): State<AppState>, Path(org): Path<String>, request: Request) -> Response {
    let locale = request.extensions().get::<Locale>().copied().unwrap_or_default();
    let (organization, actor, _) = match gate(&state, &org, &format!("/{org}/admin/customers.csv"), TeamTask::ManageCustomers, request).await {
        Ok(admitted) => admitted,
        Err(response) => return response,
    };
    if let Err(error) = customers::record_transfer(&state.db, organization.id, &actor, Action::CustomersExported, "as CSV").await {
        return failed(error);
    }
    let db = state.db.clone();
    let org_id = organization.id;
    // State: the last id written (`None` once done); the header goes with the first batch.
    let batches = futures::stream::unfold(Some((UserId(0), true)), move |cursor| {
        let db = db.clone();
        async move {
            let (after, first) = cursor?;
            match customers::batch_after(db.conn(), org_id, after, BATCH).await {
                Ok(rows) if rows.is_empty() => first.then(|| (csv_chunk(&[], Some(locale)), None)),
                Ok(rows) => {
                    let last = rows.last().map_or(after, |r| UserId(r.id));
                    let next = (rows.len() as u64 == BATCH).then_some((last, false));
                    Some((csv_chunk(&rows, first.then_some(locale)), next))
                }
                Err(error) => {
                    tracing::error!(%error, "the customer export failed midway");
                    Some((Err(std::io::Error::other("the export failed")), None))
                }
            }
        }
    });
    (
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8".to_owned()),
            (header::CONTENT_DISPOSITION, format!("attachment; filename=\"{org}-customers.csv\"")),
            (header::CACHE_CONTROL, "no-store".to_owned()),
        ],
        // Fused: the compression layer may poll once more after the end.
        axum::body::Body::from_stream(futures::StreamExt::fuse(batches)),
    )
        .into_response()
}

/// The records of a CSV file (header row first, `email` required), each a customer or the
/// errors of its row.
#[allow(clippy::type_complexity)]
fn read_csv(bytes: &[u8]) -> Result<Vec<Result<CustomerInput, app::domain::FieldErrors>>, Error> {
    let mut reader = csv::ReaderBuilder::new().flexible(true).trim(csv::Trim::All).from_reader(bytes);
    let header: Vec<String> = reader
        .headers()
        .map_err(|_| Error::invalid(said!("said-x-is-not-a-csv-file", field = "file")))?
        .iter()
        .map(|h| h.trim_start_matches('\u{feff}').to_ascii_lowercase())
        .collect();
    // A column is found by its name in any language upboard speaks (an export read back).
    let column = |id: &str| header.iter().position(|h| Locale::ALL.iter().any(|l| app::i18n::text(*l, id, &[]).to_lowercase() == h.to_lowercase()));
    let Some(email) = column("csv-email") else {
        return Err(Error::invalid(said!("said-x-needs-a-header-row-with", field = "file")));
    };
    let (name, labels, starred, blocked) = (column("csv-name"), column("csv-labels"), column("csv-starred"), column("csv-blocked"));
    let company = column("csv-company");
    let mut records = Vec::new();
    for row in reader.records() {
        let Ok(row) = row else {
            let mut errors = app::domain::FieldErrors::new();
            errors.insert("row".to_owned(), vec!["could not be read as CSV".to_owned()]);
            records.push(Err(errors));
            continue;
        };
        let get = |at: Option<usize>| at.and_then(|i| row.get(i)).map(uncell).filter(|v| !v.is_empty());
        let mut errors = app::domain::FieldErrors::new();
        let mut flag = |field: &str, at: Option<usize>| match get(at) {
            None => None,
            Some(value) => app::model::form_bool(value).or_else(|| {
                errors.insert(field.to_owned(), vec!["must be true or false".to_owned()]);
                None
            }),
        };
        let (starred, blocked) = (flag("starred", starred), flag("blocked", blocked));
        let input = CustomerInput {
            email: get(Some(email)).map(str::to_owned),
            name: get(name).map(str::to_owned),
            labels: labels.map(|_| {
                get(labels)
                    .map(|l| l.split(';').map(str::trim).filter(|l| !l.is_empty()).map(str::to_owned).collect())
                    .unwrap_or_default()
            }),
            starred,
            blocked,
            // Present and empty takes the customer out of their company.
            company: company.map(|_| get(company).unwrap_or_default().to_owned()),
            ..Default::default()
        };
        records.push(if errors.is_empty() { Ok(input) } else { Err(errors) });
    }
    Ok(records)
}

/// The bytes of the form's CSV file (multipart field `file`, at most [`IMPORT_LIMIT`]).
pub(super) async fn csv_file(state: &AppState, request: Request) -> Result<bytes::Bytes, Error> {
    let mut multipart = Multipart::from_request(request, state)
        .await
        .map_err(|_| Error::invalid(said!("said-x-could-not-be-read-send", field = "file")))?;
    while let Some(field) = multipart.next_field().await.map_err(|_| Error::TooLarge(said!("said-the-file-is-larger-than-4")))? {
        if field.name() == Some("file") {
            return field.bytes().await.map_err(|_| Error::TooLarge(said!("said-the-file-is-larger-than-4")));
        }
    }
    Err(Error::invalid(said!("said-x-is-missing-choose-a-csv", field = "file")))
}

/// The refused rows of an import as the page lists them (row 1 is the header), the first
/// [`SHOWN_ERRORS`] of them and how many more.
pub(super) fn row_errors<'a>(done: &mut Done, failed: impl ExactSizeIterator<Item = (usize, Option<&'a str>, &'a app::domain::FieldErrors)>) {
    let count = failed.len();
    for (index, named, errors) in failed.take(SHOWN_ERRORS) {
        let what: Vec<String> = errors.iter().map(|(field, messages)| format!("{field} {}", messages.join(", "))).collect();
        let named = named.map(|e| format!(" ({e})")).unwrap_or_default();
        done.values.push(("row_error".to_owned(), format!("Row {}{named}: {}", index + 2, what.join("; "))));
    }
    if count > SHOWN_ERRORS {
        done.values.push(("row_error".to_owned(), format!("… and {} more rows", count - SHOWN_ERRORS)));
    }
}

/// `POST /{org}/admin/customers/import`: a CSV file (multipart field `file`) imported with the
/// API import's rules; the rows that failed are listed on the page.
pub async fn import(State(state): State<AppState>, Path(org): Path<String>, request: Request) -> Response {
    let list = format!("/{org}/admin/customers");
    let (organization, actor, request) = match gate(&state, &org, &list, TeamTask::ManageCustomers, request).await {
        Ok(admitted) => admitted,
        Err(response) => return response,
    };
    let none = Fields(Vec::new());
    let file = csv_file(&state, request).await;
    let outcome = async {
        let records = read_csv(&file?)?;
        if records.len() > MAX_IMPORT {
            return Err(Error::LimitExceeded(said!("said-at-most-x-customers-per-import-2", max_import = MAX_IMPORT, a = records.len())));
        }
        let txn = state.db.begin_write().await?;
        let (imported, failed) = app::domain::customers::import(&*txn, organization.id, records).await?;
        txn.commit().await?;
        let details = format!("{} imported or updated, {} rows refused", imported.len(), failed.len());
        customers::record_transfer(&state.db, organization.id, &actor, Action::CustomersImported, &details).await?;
        let mut done = Done::said(said!("said-customers-imported", customers = imported.len(), rows = failed.len()))?;
        row_errors(&mut done, failed.iter().map(|e| (e.index, e.email.as_deref(), &e.errors)));
        Ok(done)
    }
    .await;
    back_to(&state, &org, list, &none, outcome)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formulas_are_defused_on_export_and_restored_on_import() {
        for value in ["=HYPERLINK(\"x\")", "+1", "-2", "@SUM(A1)", "plain", "'quoted"] {
            assert_eq!(uncell(&cell(value)), value);
        }
        assert_eq!(cell("=1+1"), "'=1+1");
    }

    #[test]
    fn rows_become_customers_or_their_errors() {
        let file = "\u{feff}Email,Name,Labels,Starred\nada@x.test,Ada,vip; beta ,true\nbob@x.test,,,maybe\n,No mail,,\n";
        let records = read_csv(file.as_bytes()).unwrap();
        let ada = records[0].as_ref().unwrap();
        assert_eq!((ada.email.as_deref(), ada.name.as_deref(), ada.starred), (Some("ada@x.test"), Some("Ada"), Some(true)));
        assert_eq!(ada.labels.as_deref(), Some(&["vip".to_owned(), "beta".to_owned()][..]));
        assert!(records[1].as_ref().unwrap_err().contains_key("starred"));
        assert_eq!(records[2].as_ref().unwrap().email, None, "the import itself says e-mail can't be blank");
        assert!(read_csv(b"name\nAda\n").is_err(), "no email column");
    }
}
