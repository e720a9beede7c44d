//! The request as server functions see it: shared state, the session cookie, the response.
//!
//! Leptos contexts are only reliable before a server function's first `.await`, so
//! [`Ctx::capture`] reads everything at once and the rest of the function uses the copy.

use crate::domain::caller::{self, Caller};
use crate::domain::sessions;
use crate::entities::organization;
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
    cookie(headers, &cookie_name(org))
}

/// The value of the cookie `name` in a request's headers.
pub fn cookie(headers: &HeaderMap, name: &str) -> Option<String> {
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
        Some(token) => format!("{}={token}; Path=/; HttpOnly; SameSite=Lax; Max-Age={}{secure}", cookie_name(org), sessions::LIFETIME_DAYS * 86_400),
        None => format!("{}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0{secure}", cookie_name(org)),
    }
}

/// The cookie of a half-done sign-in (the two-factor step) of `org`.
pub fn pending_cookie_name(org: &str) -> String {
    format!("upboard_pending_{org}")
}

/// The `Set-Cookie` value that sets (or clears) the half-done sign-in's cookie: only the
/// sign-in pages get it, for 10 minutes.
pub fn pending_cookie_header(org: &str, token: Option<&str>, public_url: &str) -> String {
    let secure = if public_url.starts_with("https://") { "; Secure" } else { "" };
    let (value, age) = match token {
        Some(token) => (token, 600),
        None => ("", 0),
    };
    format!("{}={value}; Path=/{org}/signin; HttpOnly; SameSite=Lax; Max-Age={age}{secure}", pending_cookie_name(org))
}

/// The language cookie's name: the reader's language on every board of this server (read by
/// the server's `web::locale`).
pub const LANGUAGE_COOKIE: &str = "upboard_lang";

/// The `Set-Cookie` value that remembers `locale` for a year, for the server only (`None`
/// forgets the choice).
pub fn language_cookie_header(locale: Option<crate::model::Locale>, public_url: &str) -> String {
    let secure = if public_url.starts_with("https://") { "; Secure" } else { "" };
    match locale {
        Some(locale) => format!("{LANGUAGE_COOKIE}={}; Path=/; HttpOnly; SameSite=Lax; Max-Age=31536000{secure}", locale.code()),
        None => format!("{LANGUAGE_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0{secure}"),
    }
}

/// The language cookie a sign-in sets: the language `user` chose becomes this browser's
/// (none when they chose none).
pub fn chosen_language_cookie(user: &crate::entities::user::Model, public_url: &str) -> Option<HeaderValue> {
    let chosen = user.locale.as_deref().and_then(crate::model::Locale::parse)?;
    HeaderValue::from_str(&language_cookie_header(Some(chosen), public_url)).ok()
}

/// The admin area's one-time message ([`crate::model::Flash`]): a cookie on the admin pages'
/// path, set by the form that acted and cleared by the page that shows it. HttpOnly and
/// SameSite=Strict; it lives two minutes at most, so a secret in it never lingers.
pub fn flash_cookie_name(org: &str) -> String {
    format!("upboard_flash_{org}")
}

/// Most that a flash keeps of a refused form's values (cookies are small).
const FLASH_MAX_LEN: usize = 3_000;

/// The `Set-Cookie` value that carries `flash` to the next admin page (`None` clears it).
pub fn flash_cookie_header(org: &str, flash: Option<&crate::model::Flash>, public_url: &str) -> String {
    let secure = if public_url.starts_with("https://") { "; Secure" } else { "" };
    let attributes = format!("Path=/{org}/admin; HttpOnly; SameSite=Strict{secure}");
    let Some(flash) = flash else {
        return format!("{}=; {attributes}; Max-Age=0", flash_cookie_name(org));
    };
    let encode = |pairs: &[(String, String)]| {
        let mut out = url::form_urlencoded::Serializer::new(String::new());
        for (k, v) in pairs {
            out.append_pair(k, v);
        }
        out.finish()
    };
    let mut pairs = vec![("ok".to_owned(), if flash.ok { "1" } else { "0" }.to_owned()), ("message".to_owned(), flash.message.clone())];
    if let Some(secret) = &flash.secret {
        pairs.push(("secret".to_owned(), secret.clone()));
    }
    let without_values = encode(&pairs);
    pairs.extend(flash.values.iter().map(|(k, v)| (format!("v.{k}"), v.clone())));
    let mut value = encode(&pairs);
    if value.len() > FLASH_MAX_LEN {
        value = without_values;
    }
    format!("{}={value}; {attributes}; Max-Age=120", flash_cookie_name(org))
}

/// The flash in a request's cookies, if any.
pub fn flash_from_headers(headers: &HeaderMap, org: &str) -> Option<crate::model::Flash> {
    let value = cookie(headers, &flash_cookie_name(org)).filter(|v| !v.is_empty())?;
    let mut flash = crate::model::Flash::default();
    for (k, v) in url::form_urlencoded::parse(value.as_bytes()) {
        match k.as_ref() {
            "ok" => flash.ok = v == "1",
            "message" => flash.message = v.into_owned(),
            "secret" => flash.secret = Some(v.into_owned()),
            key => {
                if let Some(field) = key.strip_prefix("v.") {
                    flash.values.push((field.to_owned(), v.into_owned()));
                }
            }
        }
    }
    (!flash.message.is_empty()).then_some(flash)
}

pub struct Ctx {
    pub state: AppState,
    headers: HeaderMap,
    client: Option<crate::state::ClientKey>,
    response: Option<ResponseOptions>,
}

impl Ctx {
    /// Call first, before any `.await`.
    pub fn capture() -> Self {
        let parts = use_context::<axum::http::request::Parts>();
        Self {
            state: expect_context::<AppState>(),
            client: parts.as_ref().and_then(|p| p.extensions.get::<crate::state::ClientKey>().copied()),
            headers: parts.map(|p| p.headers).unwrap_or_default(),
            response: use_context::<ResponseOptions>(),
        }
    }

    /// Who is asking of the organization named `org`: the web door
    /// ([`crate::domain::caller::on_the_web`]) with this request's session cookie.
    pub async fn caller(&self, org: &str) -> Result<Caller, AppError> {
        Ok(caller::on_the_web(&self.state.db, org, self.token(org).as_deref()).await?)
    }

    /// The signed-in reader of the organization named `org`, as pages show them. Without a
    /// session cookie this touches no database, so anonymous page views pay nothing for it.
    pub async fn viewer(&self, org: &str) -> Result<Option<crate::model::Viewer>, AppError> {
        if self.token(org).is_none() {
            return Ok(None);
        }
        let caller = self.caller(org).await?;
        Ok(caller.actor.as_ref().map(|a| crate::domain::views::post_page::viewer_of(&caller.organization, a)))
    }

    /// The caller entering the admin area of `org` for `task` ([`Caller::team_member`]), with
    /// what every admin page shows around its content; the flash, if any, is taken (cleared).
    pub async fn admin(
        &self,
        org: &str,
        task: crate::domain::access::TeamTask,
    ) -> Result<(organization::Model, crate::domain::access::Actor, crate::model::AdminFrame), AppError> {
        let caller = self.caller(org).await?;
        let actor = caller.team_member(task)?.clone();
        let flash = flash_from_headers(&self.headers, org);
        if flash.is_some()
            && let (Some(response), Ok(clear)) = (&self.response, HeaderValue::from_str(&flash_cookie_header(org, None, &self.state.settings.public_url)))
        {
            response.append_header(header::SET_COOKIE, clear);
        }
        let organization = caller.organization;
        let frame = crate::model::AdminFrame {
            org: crate::domain::organizations::summary(&organization),
            viewer: crate::domain::views::post_page::viewer_of(&organization, &actor),
            role: actor.role.map(|r| r.name()).unwrap_or_default(),
            flash,
        };
        Ok((organization, actor, frame))
    }

    /// The cookie token of this organization, if the reader has one.
    /// The key the request's client is counted under (its address), as the server's throttle
    /// found it.
    pub fn client(&self) -> Option<std::net::IpAddr> {
        self.client.map(|client| client.0)
    }

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

    /// Sets (or clears) the half-done sign-in's cookie on the response.
    pub fn set_pending(&self, org: &str, token: Option<&str>) {
        let value = pending_cookie_header(org, token, &self.state.settings.public_url);
        if let (Some(response), Ok(value)) = (&self.response, HeaderValue::from_str(&value)) {
            response.append_header(header::SET_COOKIE, value);
        }
    }

    /// After `user` signed in: the language they chose becomes this browser's (the language
    /// cookie), and the language they are using is remembered as the one they last used (for
    /// their e-mails when they chose none).
    pub async fn signed_in_language(&self, user: &crate::entities::user::Model) {
        let using = crate::i18n::locale();
        if let Err(error) = crate::domain::users::remember_last_locale(&self.state.db, user, using).await {
            tracing::error!(%error, "the language a person used could not be remembered");
        }
        if let (Some(response), Some(value)) = (&self.response, chosen_language_cookie(user, &self.state.settings.public_url)) {
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A `Set-Cookie` value's name, value and attributes (names lowercased).
    fn parsed(header: &str) -> (String, String, Vec<(String, String)>) {
        let mut parts = header.split("; ");
        let (name, value) = parts.next().and_then(|pair| pair.split_once('=')).unwrap();
        let attributes = parts
            .map(|a| {
                let (k, v) = a.split_once('=').unwrap_or((a, ""));
                (k.to_ascii_lowercase(), v.to_owned())
            })
            .collect();
        (name.to_owned(), value.to_owned(), attributes)
    }

    fn attribute<'a>(attributes: &'a [(String, String)], name: &str) -> Option<&'a str> {
        attributes.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str())
    }

    /// docs/web.md: the session cookie is HttpOnly, SameSite=Lax, Path=/ and Secure when the
    /// public URL is https; so is the language cookie; the admin area's flash is HttpOnly,
    /// SameSite=Strict, on the admin pages' path and lives two minutes.
    #[test]
    fn cookies_carry_their_documented_attributes() {
        for (public_url, secure) in [("http://localhost:3000", false), ("https://feedback.example.com", true)] {
            let flash = crate::model::Flash { ok: true, message: "Saved".to_owned(), ..Default::default() };
            let cookies = [
                (cookie_header("acme", Some("t0ken"), public_url), "upboard_session_acme", "Lax", "/", Some("2592000")),
                (cookie_header("acme", None, public_url), "upboard_session_acme", "Lax", "/", Some("0")),
                (language_cookie_header(Some(crate::model::Locale::De), public_url), LANGUAGE_COOKIE, "Lax", "/", Some("31536000")),
                (language_cookie_header(None, public_url), LANGUAGE_COOKIE, "Lax", "/", Some("0")),
                (flash_cookie_header("acme", Some(&flash), public_url), "upboard_flash_acme", "Strict", "/acme/admin", Some("120")),
                (flash_cookie_header("acme", None, public_url), "upboard_flash_acme", "Strict", "/acme/admin", Some("0")),
            ];
            for (header, name, same_site, path, max_age) in cookies {
                let (got_name, _, attributes) = parsed(&header);
                assert_eq!(got_name, name, "{header}");
                assert_eq!(attribute(&attributes, "samesite"), Some(same_site), "{header}");
                assert_eq!(attribute(&attributes, "path"), Some(path), "{header}");
                assert_eq!(attribute(&attributes, "httponly"), Some(""), "{header}");
                assert_eq!(attribute(&attributes, "max-age"), max_age, "{header}");
                assert_eq!(attribute(&attributes, "secure").is_some(), secure, "{public_url}: {header}");
                assert!(attribute(&attributes, "domain").is_none(), "host-only: {header}");
            }
        }
        assert_eq!(sessions::LIFETIME_DAYS, 30, "docs/web.md: a 30-day expiry");
    }
}
