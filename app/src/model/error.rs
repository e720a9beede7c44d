//! The error server functions return: what the page needs to tell the reader, nothing internal.

use leptos::server_fn::codec::JsonEncoding;
use leptos::server_fn::error::{FromServerFnError, ServerFnErrorErr};
use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AppError {
    /// Shown as a "not found" page with status 404.
    NotFound(String),
    /// Input the reader can correct (422).
    Invalid(String),
    /// Only signed-in readers may do this (401).
    SignInRequired(String),
    /// Signed in, but not allowed (403).
    Forbidden(String),
    /// A team member who must set up two-factor sign-in before entering the admin area (403;
    /// admin pages send them to `/{org}/me/two-factor`).
    TwoFactorRequired(String),
    /// Too many attempts; try again after `retry_after` seconds (429).
    TooManyAttempts { message: String, retry_after: u64 },
    /// Anything else (500); details are in the server log, not here.
    Failed(String),
}

impl AppError {
    /// The HTTP status of a server function's answer carrying this error: refusals are 4xx,
    /// only a failure on our side is a 500.
    pub fn status(&self) -> u16 {
        match self {
            Self::NotFound(_) => 404,
            Self::Invalid(_) => 422,
            Self::SignInRequired(_) => 401,
            Self::Forbidden(_) | Self::TwoFactorRequired(_) => 403,
            Self::TooManyAttempts { .. } => 429,
            Self::Failed(_) => 500,
        }
    }
}

impl fmt::Display for AppError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NotFound(message)
            | Self::Invalid(message)
            | Self::SignInRequired(message)
            | Self::Forbidden(message)
            | Self::TwoFactorRequired(message)
            | Self::TooManyAttempts { message, .. }
            | Self::Failed(message) => f.write_str(message),
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

/// A message as a sentence: its first letter capitalized ("title can't be blank" reads
/// "Title can't be blank" on a page).
pub fn sentence(message: &str) -> String {
    let mut chars = message.chars();
    chars.next().map(|c| c.to_uppercase().collect::<String>() + chars.as_str()).unwrap_or_default()
}
