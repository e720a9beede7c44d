//! The companies page's CSV import: a header row naming `external_id` (required), `name`,
//! `monthly_revenue`, `plan` and `size`; any other column is an attribute. Imported with the
//! API import's rules (`/api/v3/companies/import`).

use super::admin::{Done, Fields, back_to, gate};
use super::customers::{csv_file, row_errors};
use app::domain::access::TeamTask;
use app::domain::companies::{CompanyInput, MAX_IMPORT};
use app::domain::{Error, FieldErrors};
use app::said;
use app::state::AppState;
use axum::extract::{Path, Request, State};
use axum::response::Response;

/// The columns a company's fields are read from; any other is an attribute.
const FIELDS: [&str; 5] = ["external_id", "name", "monthly_revenue", "plan", "size"];

/// An attribute's cell as its value: a number or a boolean when it reads as one, else text.
fn attribute(cell: &str) -> serde_json::Value {
    match cell {
        "true" => true.into(),
        "false" => false.into(),
        _ => match cell.parse::<f64>() {
            Ok(n) if n.is_finite() && !cell.starts_with('+') => serde_json::Number::from_f64(n).map_or_else(|| cell.into(), serde_json::Value::Number),
            _ => cell.into(),
        },
    }
}

/// The records of a CSV file, each a company or the errors of its row.
#[allow(clippy::type_complexity)]
fn read_csv(bytes: &[u8]) -> Result<Vec<Result<CompanyInput, FieldErrors>>, Error> {
    let mut reader = csv::ReaderBuilder::new().flexible(true).trim(csv::Trim::All).from_reader(bytes);
    let header: Vec<String> = reader
        .headers()
        .map_err(|_| Error::invalid(said!("said-x-is-not-a-csv-file", field = "file")))?
        .iter()
        .map(|h| h.trim_start_matches('\u{feff}').trim().to_ascii_lowercase())
        .collect();
    if !header.iter().any(|h| h == "external_id") {
        return Err(Error::invalid(said!("said-x-needs-a-header-row-with-external-id", field = "file")));
    }
    let mut records = Vec::new();
    for row in reader.records() {
        let Ok(row) = row else {
            records.push(Err(FieldErrors::from([("row".to_owned(), vec!["could not be read as CSV".to_owned()])])));
            continue;
        };
        let mut errors = FieldErrors::new();
        let mut input = CompanyInput::default();
        let mut attributes = serde_json::Map::new();
        for (name, cell) in header.iter().zip(row.iter()) {
            let cell = cell.trim();
            match name.as_str() {
                "external_id" => input.external_id = Some(cell.to_owned()),
                "name" if !cell.is_empty() => input.name = Some(cell.to_owned()),
                "plan" => input.plan = Some(cell.to_owned()),
                "monthly_revenue" if !cell.is_empty() => match cell.replace(',', "").parse::<f64>() {
                    Ok(revenue) => input.monthly_revenue = Some(revenue),
                    Err(_) => {
                        errors.insert("monthly_revenue".to_owned(), vec!["must be a number".to_owned()]);
                    }
                },
                "size" if !cell.is_empty() => match cell.parse::<i32>() {
                    Ok(size) => input.size = Some(size),
                    Err(_) => {
                        errors.insert("size".to_owned(), vec!["must be a whole number".to_owned()]);
                    }
                },
                other if !FIELDS.contains(&other) && !other.is_empty() && !cell.is_empty() => {
                    attributes.insert(other.to_owned(), attribute(cell));
                }
                _ => {}
            }
        }
        if !attributes.is_empty() {
            input.attributes = Some(attributes);
        }
        records.push(if errors.is_empty() { Ok(input) } else { Err(errors) });
    }
    Ok(records)
}

/// `POST /{org}/admin/companies/import`: a CSV file (multipart field `file`) imported as the
/// API imports companies; the rows that were refused are listed on the page.
pub async fn import(State(state): State<AppState>, Path(org): Path<String>, request: Request) -> Response {
    let list = format!("/{org}/admin/companies");
    let (organization, _actor, request) = match gate(&state, &org, &list, TeamTask::ManageCustomers, request).await {
        Ok(admitted) => admitted,
        Err(response) => return response,
    };
    let none = Fields(Vec::new());
    let file = csv_file(&state, request).await;
    let outcome = async {
        let records = read_csv(&file?)?;
        if records.len() > MAX_IMPORT {
            return Err(Error::LimitExceeded(said!("said-at-most-x-companies-per-import", max_import = MAX_IMPORT, a = records.len())));
        }
        let txn = state.db.begin_write().await?;
        let (imported, refused) = app::domain::companies::import(&*txn, organization.id, records).await?;
        txn.commit().await?;
        let mut done = Done::said(said!("said-companies-imported", companies = imported.len(), rows = refused.len()))?;
        row_errors(&mut done, refused.iter().map(|r| (r.index, r.external_id.as_deref(), &r.errors)));
        Ok(done)
    }
    .await;
    back_to(&state, &org, list, &none, outcome)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_become_companies_with_attributes_or_their_errors() {
        let file = "\u{feff}External_ID,name,monthly_revenue,plan,size,region,seats,trial\n\
                    initech,Initech,\"1,250.50\",pro,40,EU,12,false\n\
                    globex,,lots,,,,,\n";
        let records = read_csv(file.as_bytes()).unwrap();
        let initech = records[0].as_ref().unwrap();
        assert_eq!((initech.external_id.as_deref(), initech.monthly_revenue, initech.size), (Some("initech"), Some(1250.5), Some(40)));
        let attributes = initech.attributes.as_ref().unwrap();
        assert_eq!((attributes["region"].clone(), attributes["seats"].clone(), attributes["trial"].clone()), ("EU".into(), 12.0.into(), false.into()));
        assert!(records[1].as_ref().unwrap_err().contains_key("monthly_revenue"));
        assert!(read_csv(b"name\nAcme\n").is_err(), "no external_id column");
    }
}
