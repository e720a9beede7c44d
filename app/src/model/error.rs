//! The error server functions return: what the page needs to tell the reader, nothing internal.

use leptos::server_fn::codec::JsonEncoding;
use leptos::server_fn::error::{FromServerFnError, ServerFnErrorErr};
use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AppError {
    /// Shown as a "not found" page with status 404.
    NotFound(String),
    /// Input the reader can correct.
    Invalid(String),
    /// Only signed-in readers may do this.
    SignInRequired(String),
    /// Anything else; details are in the server log, not here.
    Failed(String),
}

impl fmt::Display for AppError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NotFound(message) | Self::Invalid(message) | Self::SignInRequired(message) | Self::Failed(message) => {
                f.write_str(message)
            }
        }
    }
}

impl std::error::Error for AppError {}

impl FromServerFnError for AppError {
    type Encoder = JsonEncoding;

    fn from_server_fn_error(value: ServerFnErrorErr) -> Self {
        Self::Failed(format!("The request failed: {value}"))
    }
}

#[cfg(feature = "ssr")]
impl From<crate::domain::Error> for AppError {
    fn from(error: crate::domain::Error) -> Self {
        use crate::domain::Error;
        match error {
            Error::NotFound(message) => Self::NotFound(message),
            Error::Unauthorized(message) => Self::SignInRequired(message),
            Error::Invalid { message, .. } | Error::Conflict(message) => Self::Invalid(message),
            Error::Forbidden(message)
            | Error::PrivateBucket(message)
            | Error::TooLarge(message)
            | Error::UnsupportedMedia(message)
            | Error::LimitExceeded(message) => Self::Invalid(message),
            internal @ (Error::Database(_) | Error::Internal(_)) => {
                tracing::error!(error = %internal, "a server function failed");
                Self::Failed("Something went wrong on our side. Please try again.".to_owned())
            }
        }
    }
}
