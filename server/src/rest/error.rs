//! The one place where failures become the contract's error body:
//! `{"success": false, "error": "ERROR_CODE_…", "message": "…"}` (plus `errors` on a 422).

use app::domain::{self, FieldErrors};
use axum::Json;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::Serialize;

#[derive(Debug)]
pub struct ApiError {
    status: StatusCode,
    code: &'static str,
    message: String,
    fields: Option<FieldErrors>,
}

#[derive(Serialize)]
struct ErrorBody<'a> {
    success: bool,
    error: &'a str,
    message: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    errors: Option<&'a FieldErrors>,
}

impl ApiError {
    pub fn new(status: StatusCode, code: &'static str, message: impl Into<String>) -> Self {
        Self { status, code, message: message.into(), fields: None }
    }

    pub fn invalid_api_key(message: impl Into<String>) -> Self {
        Self::new(StatusCode::UNAUTHORIZED, "ERROR_CODE_INVALID_API_KEY", message)
    }

    pub fn not_found(message: impl Into<String>) -> Self {
        Self::new(StatusCode::NOT_FOUND, "ERROR_CODE_NOT_FOUND", message)
    }

    /// A 422 for a required field that was not sent.
    pub fn missing(field: &str) -> Self {
        let mut fields = FieldErrors::new();
        fields.insert(field.to_owned(), vec!["can't be blank".to_owned()]);
        Self { status: StatusCode::UNPROCESSABLE_ENTITY, code: "ERROR_CODE_MISSING_PARAM", message: format!("{field} is required."), fields: Some(fields) }
    }

    /// A 422 for one field that only the API reads (a query parameter, the shape of a JSON
    /// body): `field message`, in English as the API says everything.
    pub fn invalid(field: &str, message: &str) -> Self {
        let mut fields = FieldErrors::new();
        fields.insert(field.to_owned(), vec![message.to_owned()]);
        Self::invalid_fields(format!("{field} {message}"), fields)
    }

    /// A 422 naming several fields that only the API reads, each with its English message.
    pub fn invalid_fields(message: String, fields: FieldErrors) -> Self {
        Self { status: StatusCode::UNPROCESSABLE_ENTITY, code: "ERROR_CODE_INVALID_PARAM", message, fields: Some(fields) }
    }

    pub fn status(&self) -> StatusCode {
        self.status
    }

    /// The contract's code (`ERROR_CODE_…`), as the body says it.
    pub fn code(&self) -> &'static str {
        self.code
    }

    /// The message, in English as the API says everything.
    pub fn message(&self) -> &str {
        &self.message
    }

    /// What was wrong with each field named, on a 422.
    pub fn fields(&self) -> Option<&FieldErrors> {
        self.fields.as_ref()
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = ErrorBody { success: false, error: self.code, message: &self.message, errors: self.fields.as_ref() };
        (self.status, Json(body)).into_response()
    }
}

impl From<domain::Error> for ApiError {
    fn from(error: domain::Error) -> Self {
        use domain::Error;
        let public = error.public_message();
        match error {
            Error::NotFound(_) => Self::not_found(public),
            Error::Invalid { fields, .. } => Self::invalid_fields(public, fields),
            Error::Conflict(_) => Self::new(StatusCode::UNPROCESSABLE_ENTITY, "ERROR_CODE_INVALID_PARAM", public),
            Error::Forbidden(_) | Error::TwoFactorRequired(_) => Self::new(StatusCode::FORBIDDEN, "ERROR_CODE_FORBIDDEN", public),
            Error::PrivateBucket(_) => Self::new(StatusCode::FORBIDDEN, "ERROR_CODE_PRIVATE_BUCKET", public),
            Error::TooLarge(_) => Self::new(StatusCode::PAYLOAD_TOO_LARGE, "ERROR_CODE_TOO_LARGE", public),
            Error::UnsupportedMedia(_) => Self::new(StatusCode::UNSUPPORTED_MEDIA_TYPE, "ERROR_CODE_UNSUPPORTED_MEDIA", public),
            Error::LimitExceeded(_) => Self::new(StatusCode::UNPROCESSABLE_ENTITY, "ERROR_CODE_LIMIT_EXCEEDED", public),
            Error::Unauthorized(_) => Self::new(StatusCode::UNAUTHORIZED, "ERROR_CODE_INVALID_TOKEN", public),
            Error::RateLimited { .. } => Self::new(StatusCode::TOO_MANY_REQUESTS, "ERROR_CODE_RATE_LIMITED", public),
            Error::Database(_) | Error::Internal(_) => Self::new(StatusCode::INTERNAL_SERVER_ERROR, "ERROR_CODE_INTERNAL", public),
        }
    }
}

impl From<sea_orm::DbErr> for ApiError {
    fn from(error: sea_orm::DbErr) -> Self {
        domain::Error::from(error).into()
    }
}

/// Unknown paths under /api/v3 answer in the API's error format, not with a web page.
pub async fn no_such_endpoint(uri: axum::http::Uri) -> ApiError {
    ApiError::not_found(format!("There is no endpoint at {}.", uri.path()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use app::domain::Error;
    use app::model::AppError;
    use app::said;

    /// An error as the domain makes it, the API's status and code, the pages' status.
    type Row = (fn() -> Error, u16, &'static str, u16);

    /// What a database failure carries and nobody outside may read.
    const SECRET: &str = "relation \"posts\" is locked by pid 4242";

    /// Every way the domain refuses or fails, and what each door makes of it: the API's status
    /// and error code (the contract), the pages' status, and the message each shows (a
    /// refusal's own words; for a failure on our side a sentence that gives nothing away).
    #[test]
    fn every_domain_error_maps_once_to_the_api_and_to_the_pages() {
        let rows: [Row; 13] = [
            (|| Error::NotFound(said!("said-post-x-was-not-found", a = 7)), 404, "ERROR_CODE_NOT_FOUND", 404),
            (|| Error::invalid(said!("said-x-can-t-be-blank", field = "title")), 422, "ERROR_CODE_INVALID_PARAM", 422),
            (|| Error::Conflict(said!("said-a-board-named-x-already-exists", name = "Ideas")), 422, "ERROR_CODE_INVALID_PARAM", 422),
            (|| Error::Forbidden(said!("said-only-admins-may-do-this")), 403, "ERROR_CODE_FORBIDDEN", 403),
            (|| Error::PrivateBucket(said!("said-bucket-x-is-private-send-allow", bucket_id = 3)), 403, "ERROR_CODE_PRIVATE_BUCKET", 403),
            (|| Error::TooLarge(said!("said-the-file-is-larger-than-4")), 413, "ERROR_CODE_TOO_LARGE", 422),
            (|| Error::UnsupportedMedia(said!("said-x-is-not-a-jpeg-png", file_name = "a.txt")), 415, "ERROR_CODE_UNSUPPORTED_MEDIA", 422),
            (|| Error::LimitExceeded(said!("said-an-organization-may-have-at-most", max_per_organization = 20)), 422, "ERROR_CODE_LIMIT_EXCEEDED", 422),
            (|| Error::Unauthorized(said!("said-sign-in-to-vote")), 401, "ERROR_CODE_INVALID_TOKEN", 401),
            (|| Error::RateLimited { message: said!("said-too-many-failed-sign-ins-for", a = 15), retry_after: 60 }, 429, "ERROR_CODE_RATE_LIMITED", 429),
            (|| Error::Database(sea_orm::DbErr::Custom(SECRET.into())), 500, "ERROR_CODE_INTERNAL", 500),
            (|| Error::Internal(SECRET.into()), 500, "ERROR_CODE_INTERNAL", 500),
            (|| Error::from(sea_orm::DbErr::Custom(app::store::sqlite::NUL_IN_TEXT.into())), 422, "ERROR_CODE_INVALID_PARAM", 422),
        ];
        for (error, api_status, api_code, page_status) in rows {
            let (said, shown) = (error().public_message(), format!("{:?}", error()));
            let (api, page) = (ApiError::from(error()), AppError::from(error()));
            assert_eq!((api.status.as_u16(), api.code), (api_status, api_code), "{shown}");
            assert_eq!(page.status(), page_status, "{shown}");
            assert_eq!(api.message, said, "{shown}: the API says the public message");
            assert_eq!(page.to_string(), app::model::sentence(&said), "{shown}: the page says it as a sentence");
            assert!(!said.contains("4242"), "{shown}: nothing of a failure on our side is told");
        }
    }
}
