//! The request as server functions see it: shared state, the session cookie, the response.
//!
//! Leptos contexts are only reliable before a server function's first `.await`, so
//! [`Ctx::capture`] reads everything at once and the rest of the function uses the copy.

use crate::domain::{organizations, sessions};
use crate::entities::{organization, user};
use crate::model::AppError;
use crate::state::AppState;
use axum::http::{HeaderMap, HeaderName, HeaderValue, StatusCode, header};
use leptos::prelude::*;
use leptos_axum::ResponseOptions;

/// One cookie per organization, so that signing in to one board leaves the others alone.
pub fn cookie_name(org: &str) -> String {
    format!("upboard_session_{org}")
}

/// The session token of `org` in a request's cookies.
pub fn token_from_headers(headers: &HeaderMap, org: &str) -> Option<String> {
    let name = cookie_name(org);
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v.to_owned())
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

pub struct Ctx {
    pub state: AppState,
    headers: HeaderMap,
    response: Option<ResponseOptions>,
}

impl Ctx {
    /// Call first, before any `.await`.
    pub fn capture() -> Self {
        Self {
            state: expect_context::<AppState>(),
            headers: use_context::<axum::http::request::Parts>().map(|p| p.headers).unwrap_or_default(),
            response: use_context::<ResponseOptions>(),
        }
    }

    pub async fn organization(&self, org: &str) -> Result<organization::Model, AppError> {
        organizations::find_by_name(self.state.db.conn(), org)
            .await?
            .ok_or_else(|| AppError::NotFound(format!("Organization {org} was not found.")))
    }

    /// The signed-in user of this organization, if any.
    pub async fn reader(&self, org: &organization::Model) -> Result<Option<user::Model>, AppError> {
        match self.token(&org.name) {
            Some(token) => Ok(sessions::user_of(&self.state.db, org.id, &token).await?),
            None => Ok(None),
        }
    }

    /// The signed-in reader of the organization named `org`, as pages show them. Without a
    /// session cookie this touches no database, so anonymous page views pay nothing for it.
    pub async fn viewer(&self, org: &str) -> Result<Option<crate::model::Viewer>, AppError> {
        if self.token(org).is_none() {
            return Ok(None);
        }
        let organization = self.organization(org).await?;
        match self.reader(&organization).await? {
            Some(user) => Ok(Some(crate::domain::post_page::viewer(self.state.db.conn(), &user).await?)),
            None => Ok(None),
        }
    }

    /// The signed-in user, or an error asking to sign in.
    pub async fn require_reader(&self, org: &organization::Model) -> Result<user::Model, AppError> {
        self.reader(org).await?.ok_or_else(|| AppError::SignInRequired("Sign in to do this.".to_owned()))
    }

    /// The cookie token of this organization, if the reader has one.
    pub fn token(&self, org: &str) -> Option<String> {
        token_from_headers(&self.headers, org)
    }

    /// Sets (or clears) the session cookie on the response.
    pub fn set_cookie(&self, org: &str, token: Option<&str>) {
        let value = cookie_header(org, token, &self.state.settings.public_url);
        if let (Some(response), Ok(value)) = (&self.response, HeaderValue::from_str(&value)) {
            response.append_header(header::SET_COOKIE, value);
        }
    }

    /// Whether the request is a plain HTML form post (JavaScript off), which can only be
    /// answered with a page, not with an error value.
    pub fn is_plain_form_post(&self) -> bool {
        self.headers.get(header::ACCEPT).and_then(|v| v.to_str().ok()).is_some_and(|v| v.contains("text/html"))
    }

    /// A refused plain form post goes back to `page` with the reason in `?error=` (and the
    /// page's `redirect`); with JavaScript the error is returned and shown in place.
    pub fn refuse_form<T>(&self, page: &str, redirect: Option<&str>, error: AppError) -> Result<T, AppError>
    where
        T: Default,
    {
        if !self.is_plain_form_post() {
            return Err(error);
        }
        let encode = crate::model::encode_query_value;
        let mut location = format!("{page}?error={}", encode(&error.to_string()));
        if let Some(redirect) = redirect {
            location.push_str(&format!("&redirect={}", encode(redirect)));
        }
        self.redirect(&location);
        Ok(T::default())
    }

    /// Sends the browser to `path` once the function returns: a 302 for a plain form post,
    /// a header the hydrated app follows otherwise (as `leptos_axum::redirect` does).
    pub fn redirect(&self, path: &str) {
        let Some(response) = &self.response else { return };
        if let Ok(location) = HeaderValue::from_str(path) {
            response.insert_header(header::LOCATION, location);
        }
        if self.is_plain_form_post() {
            response.set_status(StatusCode::FOUND);
        } else {
            response.insert_header(HeaderName::from_static("serverfnredirect"), HeaderValue::from_static(""));
        }
    }
}
