//! The session cookie: who the reader is, for server functions and server rendering.

use crate::domain::{organizations, sessions};
use crate::entities::{organization, user};
use crate::model::AppError;
use crate::state::AppState;
use axum::http::{HeaderValue, header};
use leptos::prelude::*;

/// One cookie per organization, so that signing in to one board leaves the others alone.
pub fn cookie_name(org: &str) -> String {
    format!("upboard_session_{org}")
}

fn cookie_value(org: &str) -> Option<String> {
    let parts = use_context::<axum::http::request::Parts>()?;
    let name = cookie_name(org);
    parts
        .headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v.to_owned())
}

pub fn state() -> AppState {
    expect_context::<AppState>()
}

pub async fn organization(org: &str) -> Result<organization::Model, AppError> {
    organizations::find_by_name(state().db.conn(), org)
        .await?
        .ok_or_else(|| AppError::NotFound(format!("Organization {org} was not found.")))
}

/// The signed-in user of this organization, if any.
pub async fn reader(org: &organization::Model) -> Result<Option<user::Model>, AppError> {
    match cookie_value(&org.name) {
        Some(token) => Ok(sessions::user_of(&state().db, org.id, &token).await?),
        None => Ok(None),
    }
}

/// The signed-in user, or an error asking to sign in.
pub async fn require_reader(org: &organization::Model) -> Result<user::Model, AppError> {
    reader(org).await?.ok_or_else(|| AppError::SignInRequired("Sign in to do this.".to_owned()))
}

/// The `Set-Cookie` value that sets (or, with `None`, clears) the session cookie: HttpOnly,
/// SameSite=Lax (no cross-site form can use it), Secure when the site is served over https.
pub fn cookie_header(org: &str, token: Option<&str>, public_url: &str) -> String {
    let secure = if public_url.starts_with("https://") { "; Secure" } else { "" };
    match token {
        Some(token) => format!(
            "{}={token}; Path=/; HttpOnly; SameSite=Lax; Max-Age={}{secure}",
            cookie_name(org),
            sessions::LIFETIME_DAYS * 86_400
        ),
        None => format!("{}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0{secure}", cookie_name(org)),
    }
}

/// Sets (or clears) the session cookie on the current response.
pub fn set_cookie(org: &str, token: Option<&str>) {
    let value = cookie_header(org, token, &state().settings.public_url);
    if let (Some(response), Ok(value)) = (use_context::<leptos_axum::ResponseOptions>(), HeaderValue::from_str(&value)) {
        response.append_header(header::SET_COOKIE, value);
    }
}

/// The cookie token of this organization, if the reader has one.
pub fn token(org: &str) -> Option<String> {
    cookie_value(org)
}
