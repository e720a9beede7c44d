//! Reading requests: JSON or multipart bodies, attachments, paging and repeated query keys.
//! Malformed requests are 400s, invalid values 422s, never 500s.

use super::ApiError;
use app::domain::FieldErrors;
use app::domain::attachments::{MAX_BYTES, Upload};
use axum::extract::{FromRequest, FromRequestParts, Multipart, Request};
use axum::http::StatusCode;
use axum::http::header::CONTENT_TYPE;
use axum::http::request::Parts;
use serde_json::{Map, Value};

/// The fields of a JSON or `multipart/form-data` body, and its `attachments[]` files.
/// JSON values must have their field's type (a number is not a string, nor a string a number);
/// multipart text fields arrive as strings and are read as the field's type.
#[derive(Debug, Default)]
pub struct Payload {
    pub fields: Map<String, Value>,
    pub files: Vec<Upload>,
    /// A multipart form: its fields are text.
    pub from_form: bool,
}

/// The type a body field must have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Type {
    String,
    Integer,
    /// Any number (a revenue).
    Number,
    Boolean,
    /// A string or an integer (a bucket's name or id).
    NameOrId,
    /// An array of strings.
    Strings,
    /// An array of integers (ids).
    Integers,
    Object,
}

impl Type {
    fn message(self) -> &'static str {
        match self {
            Self::String => "must be a string",
            Self::Integer => "must be an integer",
            Self::Number => "must be a number",
            Self::Boolean => "must be true or false",
            Self::NameOrId => "must be a name or an id",
            Self::Strings => "must be an array of strings",
            Self::Integers => "must be an array of integers",
            Self::Object => "must be an object",
        }
    }

    /// Whether `value` is of this type; `null` stands for an absent field. Form fields are
    /// text, so there a number or a boolean is accepted as its text.
    fn accepts(self, value: &Value, from_form: bool) -> bool {
        let integer = |value: &Value| value.as_i64().is_some();
        match (self, value) {
            (_, Value::Null) => true,
            (Self::String, Value::String(_)) => true,
            (Self::Integer, Value::Number(_)) => integer(value),
            (Self::Integer, Value::String(text)) => from_form && (text.trim().is_empty() || text.trim().parse::<i64>().is_ok()),
            (Self::Number, Value::Number(_)) => true,
            (Self::Number, Value::String(text)) => from_form && (text.trim().is_empty() || text.trim().parse::<f64>().is_ok_and(f64::is_finite)),
            (Self::Boolean, Value::Bool(_)) => true,
            (Self::Boolean, Value::String(text)) => from_form && app::model::form_bool(text).is_some(),
            (Self::NameOrId, Value::String(_)) => true,
            (Self::NameOrId, Value::Number(_)) => integer(value),
            (Self::Strings, Value::Array(items)) => items.iter().all(Value::is_string),
            (Self::Integers, Value::Array(items)) => items.iter().all(integer),
            (Self::Object, Value::Object(_)) => true,
            _ => false,
        }
    }
}

/// Every field of `fields` named in `schema` whose value has another type, with the message
/// saying which type it must have (empty when all are right).
pub fn type_errors(fields: &Map<String, Value>, schema: &[(&str, Type)], from_form: bool) -> FieldErrors {
    schema
        .iter()
        .filter(|(name, kind)| fields.get(*name).is_some_and(|value| !kind.accepts(value, from_form)))
        .map(|(name, kind)| ((*name).to_owned(), vec![kind.message().to_owned()]))
        .collect()
}

/// A 422 listing every field of the wrong type.
fn wrong_types(errors: FieldErrors) -> ApiError {
    let names: Vec<&str> = errors.keys().map(String::as_str).collect();
    ApiError::invalid_fields(format!("Wrong type: {}.", names.join(", ")), errors)
}

/// Largest JSON body: imports of 1000 customers fit easily.
pub const JSON_LIMIT: usize = 4 * 1024 * 1024;

fn bad_request(message: impl Into<String>) -> ApiError {
    ApiError::new(StatusCode::BAD_REQUEST, "ERROR_CODE_INVALID_PARAM", message)
}

impl<S: Send + Sync> FromRequest<S> for Payload {
    type Rejection = ApiError;

    async fn from_request(request: Request, state: &S) -> Result<Self, Self::Rejection> {
        let content_type = request.headers().get(CONTENT_TYPE).and_then(|v| v.to_str().ok()).unwrap_or_default().to_ascii_lowercase();
        if content_type.starts_with("application/json") {
            let bytes = axum::body::to_bytes(request.into_body(), JSON_LIMIT)
                .await
                .map_err(|_| ApiError::new(StatusCode::PAYLOAD_TOO_LARGE, "ERROR_CODE_TOO_LARGE", "The body is larger than 4 MB."))?;
            if bytes.iter().all(u8::is_ascii_whitespace) {
                return Ok(Self::default());
            }
            match serde_json::from_slice::<Value>(&bytes) {
                Ok(Value::Object(fields)) => Ok(Self { fields, files: Vec::new(), from_form: false }),
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
            Err(bad_request(format!("Content-Type {content_type} is not accepted: send application/json or multipart/form-data.")))
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
    let mut payload = Payload { from_form: true, ..Payload::default() };
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
                    return Err(ApiError::new(StatusCode::PAYLOAD_TOO_LARGE, "ERROR_CODE_TOO_LARGE", format!("{file_name} is larger than 10 MB.")));
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
    ApiError::invalid(field, message)
}

pub fn missing(field: &str) -> ApiError {
    ApiError::missing(field)
}

impl Payload {
    /// Checks the types of the fields this request may carry: every field of the wrong type
    /// is reported in one 422.
    pub fn expect(&self, schema: &[(&str, Type)]) -> Result<(), ApiError> {
        let errors = type_errors(&self.fields, schema, self.from_form);
        if errors.is_empty() { Ok(()) } else { Err(wrong_types(errors)) }
    }

    fn typed(&self, field: &str, kind: Type) -> Result<Option<&Value>, ApiError> {
        match self.fields.get(field) {
            None | Some(Value::Null) => Ok(None),
            Some(value) if kind.accepts(value, self.from_form) => Ok(Some(value)),
            Some(_) => Err(invalid(field, kind.message())),
        }
    }

    /// A string field.
    pub fn string(&self, field: &str) -> Result<Option<String>, ApiError> {
        Ok(self.typed(field, Type::String)?.and_then(Value::as_str).map(str::to_owned))
    }

    pub fn required_string(&self, field: &str) -> Result<String, ApiError> {
        self.string(field)?.ok_or_else(|| missing(field))
    }

    /// An integer field: a JSON integer, or the text of one in a form.
    pub fn int(&self, field: &str) -> Result<Option<i64>, ApiError> {
        Ok(match self.typed(field, Type::Integer)? {
            Some(Value::String(text)) => text.trim().parse().ok(),
            Some(value) => value.as_i64(),
            None => None,
        })
    }

    /// An array of strings (a form sends one value per repeated field; a single value is an
    /// array of one).
    pub fn strings(&self, field: &str) -> Result<Option<Vec<String>>, ApiError> {
        if self.from_form
            && let Some(Value::String(one)) = self.fields.get(field)
        {
            return Ok(Some(vec![one.clone()]));
        }
        Ok(self
            .typed(field, Type::Strings)?
            .and_then(Value::as_array)
            .map(|items| items.iter().filter_map(|v| v.as_str().map(str::to_owned)).collect()))
    }

    /// An array of integers.
    pub fn ints(&self, field: &str) -> Result<Option<Vec<i64>>, ApiError> {
        Ok(self
            .typed(field, Type::Integers)?
            .and_then(Value::as_array)
            .map(|items| items.iter().filter_map(Value::as_i64).collect()))
    }

    /// A boolean field: a JSON boolean, or a form's "true"/"false"/"1"/"0"/"on"/"off".
    pub fn bool(&self, field: &str) -> Result<Option<bool>, ApiError> {
        Ok(match self.typed(field, Type::Boolean)? {
            Some(Value::String(text)) => app::model::form_bool(text),
            Some(value) => value.as_bool(),
            None => None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn json(value: Value) -> Payload {
        Payload { fields: value.as_object().cloned().unwrap_or_default(), ..Payload::default() }
    }

    #[test]
    fn json_values_of_the_wrong_type_are_refused_not_coerced() {
        let payload = json(serde_json::json!({"title": 5, "bucket_id": "7", "pinned": 1, "labels": ["a", 2], "name": "ok", "n": null}));
        assert!(payload.string("title").is_err(), "a number is not a string");
        assert!(payload.int("bucket_id").is_err(), "a string is not an integer");
        assert!(payload.bool("pinned").is_err(), "a number is not a boolean");
        assert_eq!(payload.string("name").unwrap().as_deref(), Some("ok"));
        assert_eq!(payload.string("n").unwrap(), None);
        let errors =
            type_errors(&payload.fields, &[("title", Type::String), ("bucket_id", Type::Integer), ("labels", Type::Strings), ("name", Type::String)], false);
        assert_eq!(errors.keys().collect::<Vec<_>>(), ["bucket_id", "labels", "title"]);
        assert!(json(serde_json::json!({"title": {"a": 1}})).expect(&[("title", Type::String)]).is_err());
        assert!(json(serde_json::json!({"bucket_id": 1.5})).int("bucket_id").is_err());
    }

    #[test]
    fn form_fields_are_text_read_as_their_type() {
        let mut payload = json(serde_json::json!({"bucket_id": " 7 ", "internal": "0", "pinned": "on", "title": "Hi"}));
        payload.from_form = true;
        assert_eq!(payload.int("bucket_id").unwrap(), Some(7));
        assert_eq!(payload.bool("internal").unwrap(), Some(false));
        assert_eq!(payload.bool("pinned").unwrap(), Some(true));
        assert!(payload.expect(&[("bucket_id", Type::Integer), ("internal", Type::Boolean), ("title", Type::String)]).is_ok());
        payload.fields.insert("bucket_id".into(), Value::String("seven".into()));
        assert!(payload.int("bucket_id").is_err());
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
            Some(value) => app::domain::time::parse_day(value).map(Some).ok_or_else(|| invalid(key, "must be a date in the form YYYY-MM-DD")),
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
