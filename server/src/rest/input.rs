//! Reading requests: JSON or multipart bodies, attachments, paging and repeated query keys.
//! Malformed requests are 400s, invalid values 422s, never 500s.

use super::ApiError;
use app::domain::attachments::{MAX_BYTES, Upload};
use axum::extract::{FromRequest, FromRequestParts, Multipart, Request};
use axum::http::header::CONTENT_TYPE;
use axum::http::request::Parts;
use axum::http::StatusCode;
use serde_json::{Map, Value};

/// The fields of a JSON or `multipart/form-data` body, and its `attachments[]` files.
/// Multipart text fields arrive as strings; the accessors accept both forms.
#[derive(Debug, Default)]
pub struct Payload {
    pub fields: Map<String, Value>,
    pub files: Vec<Upload>,
}

/// Largest JSON body: imports of 1000 customers fit easily.
pub const JSON_LIMIT: usize = 4 * 1024 * 1024;

fn bad_request(message: impl Into<String>) -> ApiError {
    ApiError::new(StatusCode::BAD_REQUEST, "ERROR_CODE_INVALID_PARAM", message)
}

impl<S: Send + Sync> FromRequest<S> for Payload {
    type Rejection = ApiError;

    async fn from_request(request: Request, state: &S) -> Result<Self, Self::Rejection> {
        let content_type = request
            .headers()
            .get(CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_ascii_lowercase();
        if content_type.starts_with("application/json") {
            let bytes = axum::body::to_bytes(request.into_body(), JSON_LIMIT)
                .await
                .map_err(|_| ApiError::new(StatusCode::PAYLOAD_TOO_LARGE, "ERROR_CODE_TOO_LARGE", "The body is larger than 4 MB."))?;
            if bytes.iter().all(u8::is_ascii_whitespace) {
                return Ok(Self::default());
            }
            match serde_json::from_slice::<Value>(&bytes) {
                Ok(Value::Object(fields)) => Ok(Self { fields, files: Vec::new() }),
                Ok(_) => Err(bad_request("The JSON body must be an object.")),
                Err(e) => Err(bad_request(format!("The body is not valid JSON: {e}."))),
            }
        } else if content_type.starts_with("multipart/form-data") {
            let mut multipart = Multipart::from_request(request, state)
                .await
                .map_err(|e| bad_request(format!("The multipart body is malformed: {}.", e.body_text())))?;
            read_multipart(&mut multipart).await
        } else if content_type.is_empty() {
            // No body at all is fine where every field is optional (a vote, say).
            match axum::body::to_bytes(request.into_body(), JSON_LIMIT).await {
                Ok(bytes) if bytes.is_empty() => Ok(Self::default()),
                _ => Err(bad_request("Send the body with Content-Type application/json or multipart/form-data.")),
            }
        } else {
            Err(bad_request(format!(
                "Content-Type {content_type} is not accepted: send application/json or multipart/form-data."
            )))
        }
    }
}

async fn read_multipart(multipart: &mut Multipart) -> Result<Payload, ApiError> {
    let malformed = |e: axum::extract::multipart::MultipartError| {
        if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
            ApiError::new(StatusCode::PAYLOAD_TOO_LARGE, "ERROR_CODE_TOO_LARGE", "The request body is too large.")
        } else {
            bad_request(format!("The multipart body is malformed: {}.", e.body_text()))
        }
    };
    let mut payload = Payload::default();
    while let Some(mut field) = multipart.next_field().await.map_err(malformed)? {
        let name = field.name().unwrap_or_default().to_owned();
        let key = name.trim_end_matches("[]").to_owned();
        if key == "attachments" || field.file_name().is_some() {
            let given_name = field.file_name().unwrap_or_default().to_owned();
            let file_name = if given_name.is_empty() { "attachment".to_owned() } else { given_name.clone() };
            let mut bytes = Vec::new();
            while let Some(chunk) = field.chunk().await.map_err(malformed)? {
                if bytes.len() + chunk.len() > MAX_BYTES {
                    while let Ok(Some(_)) = field.chunk().await {}
                    drop(field);
                    drain(multipart).await;
                    return Err(ApiError::new(
                        StatusCode::PAYLOAD_TOO_LARGE,
                        "ERROR_CODE_TOO_LARGE",
                        format!("{file_name} is larger than 10 MB."),
                    ));
                }
                bytes.extend_from_slice(&chunk);
            }
            // A file input left empty in a browser form sends an unnamed, empty part.
            if !bytes.is_empty() || !given_name.is_empty() {
                payload.files.push(Upload { file_name, bytes: bytes.into() });
            }
            continue;
        }
        let text = field.text().await.map_err(malformed)?;
        if name.ends_with("[]") {
            match payload.fields.entry(key).or_insert_with(|| Value::Array(Vec::new())) {
                Value::Array(items) => items.push(Value::String(text)),
                other => *other = Value::String(text),
            }
        } else {
            payload.fields.insert(key, Value::String(text));
        }
    }
    Ok(payload)
}

/// Reads and drops the rest of the body (within the body limit), so that the client, still
/// sending, receives the error instead of a reset connection.
async fn drain(multipart: &mut Multipart) {
    while let Ok(Some(mut next)) = multipart.next_field().await {
        while let Ok(Some(_)) = next.chunk().await {}
    }
}

fn invalid(field: &str, message: &str) -> ApiError {
    ApiError::from(app::domain::Error::invalid(field, message))
}

pub fn missing(field: &str) -> ApiError {
    ApiError::missing(field)
}

impl Payload {
    /// A string field; numbers are accepted as their text.
    pub fn string(&self, field: &str) -> Result<Option<String>, ApiError> {
        match self.fields.get(field) {
            None | Some(Value::Null) => Ok(None),
            Some(Value::String(s)) => Ok(Some(s.clone())),
            Some(Value::Number(n)) => Ok(Some(n.to_string())),
            Some(_) => Err(invalid(field, "must be a string")),
        }
    }

    pub fn required_string(&self, field: &str) -> Result<String, ApiError> {
        self.string(field)?.ok_or_else(|| missing(field))
    }

    /// An integer field, from a JSON number or a numeric string.
    pub fn int(&self, field: &str) -> Result<Option<i64>, ApiError> {
        match self.fields.get(field) {
            None | Some(Value::Null) => Ok(None),
            Some(Value::Number(n)) => n.as_i64().map(Some).ok_or_else(|| invalid(field, "must be an integer")),
            Some(Value::String(s)) if s.trim().is_empty() => Ok(None),
            Some(Value::String(s)) => s.trim().parse().map(Some).map_err(|_| invalid(field, "must be an integer")),
            Some(_) => Err(invalid(field, "must be an integer")),
        }
    }

    /// A boolean field: JSON booleans, or "true"/"false"/"1"/"0" from forms.
    pub fn bool(&self, field: &str) -> Result<Option<bool>, ApiError> {
        match self.fields.get(field) {
            None | Some(Value::Null) => Ok(None),
            Some(Value::Bool(b)) => Ok(Some(*b)),
            Some(Value::String(s)) => match s.trim().to_ascii_lowercase().as_str() {
                "true" | "1" | "on" | "yes" => Ok(Some(true)),
                "false" | "0" | "off" | "no" | "" => Ok(Some(false)),
                _ => Err(invalid(field, "must be true or false")),
            },
            Some(Value::Number(n)) => Ok(Some(n.as_i64() != Some(0))),
            Some(_) => Err(invalid(field, "must be true or false")),
        }
    }
}

/// The query string as ordered pairs, so that `ids[]=1&ids[]=2` keeps both values.
#[derive(Debug, Default)]
pub struct QueryPairs(pub Vec<(String, String)>);

impl<S: Send + Sync> FromRequestParts<S> for QueryPairs {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        let query = parts.uri.query().unwrap_or_default();
        Ok(Self(form_urlencoded::parse(query.as_bytes()).into_owned().collect()))
    }
}

impl QueryPairs {
    pub fn get(&self, key: &str) -> Option<&str> {
        self.0.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
    }

    /// Every value of `key` and `key[]`; comma-separated values are split too.
    pub fn all(&self, key: &str) -> Vec<String> {
        let bracketed = format!("{key}[]");
        self.0
            .iter()
            .filter(|(k, _)| k == key || *k == bracketed)
            .flat_map(|(_, v)| v.split(',').map(str::trim).filter(|s| !s.is_empty()).map(str::to_owned).collect::<Vec<_>>())
            .collect()
    }

    pub fn int(&self, key: &str) -> Result<Option<i64>, ApiError> {
        match self.get(key).map(str::trim) {
            None | Some("") => Ok(None),
            Some(value) => value.parse().map(Some).map_err(|_| invalid(key, "must be an integer")),
        }
    }

    /// A `YYYY-MM-DD` day; anything else is a 422.
    pub fn day(&self, key: &str) -> Result<Option<chrono::NaiveDate>, ApiError> {
        match self.get(key).map(str::trim) {
            None | Some("") => Ok(None),
            Some(value) => app::domain::time::parse_day(value)
                .map(Some)
                .ok_or_else(|| invalid(key, "must be a date in the form YYYY-MM-DD")),
        }
    }

    /// `page` and the page size (`size_key`: `per_page` or `limit`): 1.. with the size clamped
    /// to 100; zero, negative or non-numeric values are a 422.
    pub fn paging(&self, size_key: &str) -> Result<Paging, ApiError> {
        let positive = |key: &str, default: u64| -> Result<u64, ApiError> {
            match self.get(key).map(str::trim) {
                None => Ok(default),
                Some(value) => match value.parse::<i64>() {
                    Ok(n) if n >= 1 => Ok(n as u64),
                    _ => Err(invalid(key, "must be a positive integer")),
                },
            }
        };
        Ok(Paging { page: positive("page", 1)?, per_page: positive(size_key, DEFAULT_PER_PAGE)?.min(MAX_PER_PAGE) })
    }
}

pub const DEFAULT_PER_PAGE: u64 = 30;
pub const MAX_PER_PAGE: u64 = 100;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Paging {
    pub page: u64,
    pub per_page: u64,
}

/// `"meta"` of wrapped lists.
#[derive(Debug, serde::Serialize, utoipa::ToSchema)]
pub struct Meta {
    pub page: u64,
    pub per_page: u64,
    pub total_count: u64,
    pub total_pages: u64,
    pub has_more: bool,
}

impl Paging {
    pub fn meta(self, total_count: u64) -> Meta {
        Meta {
            page: self.page,
            per_page: self.per_page,
            total_count,
            total_pages: total_count.div_ceil(self.per_page),
            has_more: self.page.saturating_mul(self.per_page) < total_count,
        }
    }
}
