//! Sign-in through an organization's OpenID Connect providers: the door. It speaks the
//! protocol with the kept crate `openidconnect` (discovery, the authorization code flow with
//! PKCE, `state` and `nonce`, the ID token's signature, issuer, audience, expiry and nonce
//! checked, the user info read) and hands the verified identity to `app::domain::oidc`, which
//! decides who that is here and what role they hold.
//!
//! - `GET /{org}/oidc/{id}/start?redirect=` (`test=1` for an admin's test sign-in) leaves for
//!   the provider; the `state` also goes into a cookie of `/{org}/oidc`, so that only the
//!   browser that left can come back with it. A link, not a form: the pages' policy
//!   (`form-action 'self'`) rightly stops a form whose answer leads to another site.
//! - `GET /{org}/oidc/callback?code&state` comes back: the sign-in under way is taken once,
//!   the code exchanged, the ID token verified; then a session (or the test's report).
//!
//! The provider's discovery document and keys are kept for an hour per issuer; an ID token
//! signed with a key they do not hold makes one fresh fetch and a second check. (ID tokens come
//! only from the provider's token endpoint, for a code its own sign-in issued: nobody else can
//! make us fetch.)

use super::sso::{Lang, alert, board, failed, locale_of, small_page};
use app::domain::{Error, oidc, sessions};
use app::entities::{oidc_provider, organization, user};
use app::model::Locale;
use app::state::AppState;
use app::tl;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use base64::Engine;
use openidconnect::core::{CoreAuthenticationFlow, CoreClient, CoreGenderClaim, CoreProviderMetadata};
use openidconnect::{
    AccessTokenHash, AuthorizationCode, ClientId, ClientSecret, CsrfToken, IssuerUrl, Nonce, OAuth2TokenResponse, PkceCodeChallenge, PkceCodeVerifier,
    RedirectUrl, Scope, TokenResponse,
};
use std::collections::HashMap;
use std::sync::{LazyLock, Mutex};
use std::time::{Duration, Instant};

/// How long a provider's discovery document and keys are kept.
const METADATA_LIFETIME: Duration = Duration::from_secs(3600);

struct Cached {
    metadata: CoreProviderMetadata,
    fetched: Instant,
}

static METADATA: LazyLock<Mutex<HashMap<String, Cached>>> = LazyLock::new(Default::default);

/// The client every request to a provider goes through ([`send`]): no redirects followed (a
/// provider cannot point us elsewhere), short timeouts.
static HTTP: LazyLock<reqwest::Client> = LazyLock::new(|| {
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .connect_timeout(Duration::from_secs(5))
        .timeout(Duration::from_secs(10))
        .user_agent(concat!("upboard/", env!("CARGO_PKG_VERSION")))
        .build()
        .unwrap_or_default()
});

/// The largest answer read from a provider: a discovery document, its keys, a token response
/// or the user info are a few kilobytes; a provider that sends more is refused before it
/// fills the memory.
const ANSWER_MAX_BYTES: usize = 1024 * 1024;

/// One request to a provider through [`HTTP`], its answer read up to [`ANSWER_MAX_BYTES`]
/// (the crate's own reqwest client would read any size).
async fn send(request: openidconnect::HttpRequest) -> Result<openidconnect::HttpResponse, std::io::Error> {
    let failed = |error: String| std::io::Error::other(error);
    let (parts, body) = request.into_parts();
    let mut response = HTTP
        .request(parts.method, parts.uri.to_string())
        .headers(parts.headers)
        .body(body)
        .send()
        .await
        .map_err(|e| failed(e.to_string()))?;
    let too_large = || failed(format!("the answer is larger than {ANSWER_MAX_BYTES} bytes"));
    if response.content_length().is_some_and(|length| length > ANSWER_MAX_BYTES as u64) {
        return Err(too_large());
    }
    let mut bytes = Vec::new();
    while let Some(chunk) = response.chunk().await.map_err(|e| failed(e.to_string()))? {
        if bytes.len() + chunk.len() > ANSWER_MAX_BYTES {
            return Err(too_large());
        }
        bytes.extend_from_slice(&chunk);
    }
    let mut answer = http::Response::new(bytes);
    *answer.status_mut() = response.status();
    *answer.headers_mut() = std::mem::take(response.headers_mut());
    Ok(answer)
}

/// An error and what caused it ("Request failed: the answer is larger than …"): the crate's
/// errors say the cause only in their source.
fn with_causes(error: &dyn std::error::Error) -> String {
    let mut said = error.to_string();
    let mut cause = error.source();
    while let Some(next) = cause {
        said.push_str(": ");
        said.push_str(&next.to_string());
        cause = next.source();
    }
    said
}

/// The provider's discovery document with its keys: kept, or fetched (`fresh`: fetched now).
pub async fn provider_metadata(issuer: &str, fresh: bool) -> Result<CoreProviderMetadata, String> {
    {
        let cache = METADATA.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(cached) = cache.get(issuer).filter(|c| !fresh && c.fetched.elapsed() < METADATA_LIFETIME) {
            return Ok(cached.metadata.clone());
        }
    }
    let url = IssuerUrl::new(issuer.to_owned()).map_err(|e| e.to_string())?;
    let metadata = CoreProviderMetadata::discover_async(url, &send).await.map_err(|e| with_causes(&e))?;
    let mut cache = METADATA.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    cache.insert(issuer.to_owned(), Cached { metadata: metadata.clone(), fetched: Instant::now() });
    Ok(metadata)
}

/// The issuer as it answers: `typed`, or (when that finds no provider) the same with its
/// trailing `/` added or taken off, since the discovery document must name itself exactly.
pub async fn answering_issuer(typed: &str) -> Result<String, String> {
    let first = match provider_metadata(typed, true).await {
        Ok(_) => return Ok(typed.to_owned()),
        Err(error) => error,
    };
    let other = match typed.strip_suffix('/') {
        Some(without) => without.to_owned(),
        None => format!("{typed}/"),
    };
    match provider_metadata(&other, true).await {
        Ok(_) => Ok(other),
        Err(_) => Err(first),
    }
}

fn cookie_name(org: &str) -> String {
    format!("upboard_oidc_{org}")
}

fn cookie_header(org: &str, state: Option<&str>, public_url: &str) -> String {
    let secure = if public_url.starts_with("https://") { "; Secure" } else { "" };
    let (value, age) = state.map_or(("", 0), |s| (s, oidc::LOGIN_LIFETIME_MINUTES * 60));
    // Lax: the provider sends the browser back with a top-level GET, which carries it.
    format!("{}={value}; Path=/{org}/oidc; HttpOnly; SameSite=Lax; Max-Age={age}{secure}", cookie_name(org))
}

fn cookie_state(headers: &HeaderMap, org: &str) -> Option<String> {
    app::api::session::cookie(headers, &cookie_name(org))
}

fn see_other(location: &str, cookies: &[String]) -> Response {
    let mut response = (StatusCode::SEE_OTHER, [(header::LOCATION, location.to_owned()), (header::CACHE_CONTROL, "no-store".to_owned())]).into_response();
    for cookie in cookies {
        if let Ok(value) = header::HeaderValue::from_str(cookie) {
            response.headers_mut().append(header::SET_COOKIE, value);
        }
    }
    response
}

/// A refusal said on its page, in the reader's language.
fn refused(locale: Locale, org: &str, status: StatusCode, message: &str) -> Response {
    let escape = app::domain::text::escape;
    let body = format!("{}<p><a href=\"/{}/signin\">{}</a></p>", alert(Some(message.to_owned())), escape(org), escape(&tl!(locale, "oidc-back-to-sign-in")));
    small_page(locale, status, &tl!(locale, "sso-failed"), &body)
}

fn unreachable(locale: Locale, org: &str, issuer: &str, error: &str) -> Response {
    tracing::warn!(issuer, error, "an OpenID provider could not be reached");
    refused(locale, org, StatusCode::BAD_GATEWAY, &app::said!("said-the-sign-in-provider-could-not-be-reached").in_locale(locale))
}

fn client_of(state: &AppState, org: &str, provider: &oidc_provider::Model, metadata: CoreProviderMetadata) -> Result<CoreClientReady, String> {
    let secret = oidc::client_secret(&state.sealer, provider).map_err(|e| e.to_string())?;
    let redirect = RedirectUrl::new(oidc::redirect_uri(&state.settings.public_url, org)).map_err(|e| e.to_string())?;
    Ok(CoreClient::from_provider_metadata(metadata, ClientId::new(provider.client_id.clone()), Some(ClientSecret::new(secret))).set_redirect_uri(redirect))
}

type CoreClientReady = openidconnect::Client<
    openidconnect::EmptyAdditionalClaims,
    openidconnect::core::CoreAuthDisplay,
    CoreGenderClaim,
    openidconnect::core::CoreJweContentEncryptionAlgorithm,
    openidconnect::core::CoreJsonWebKey,
    openidconnect::core::CoreAuthPrompt,
    openidconnect::StandardErrorResponse<openidconnect::core::CoreErrorResponseType>,
    openidconnect::core::CoreTokenResponse,
    openidconnect::core::CoreTokenIntrospectionResponse,
    openidconnect::core::CoreRevocableToken,
    openidconnect::core::CoreRevocationErrorResponse,
    openidconnect::EndpointSet,
    openidconnect::EndpointNotSet,
    openidconnect::EndpointNotSet,
    openidconnect::EndpointNotSet,
    openidconnect::EndpointMaybeSet,
    openidconnect::EndpointMaybeSet,
>;

#[derive(serde::Deserialize)]
pub(super) struct StartQuery {
    redirect: Option<String>,
    test: Option<String>,
}

/// `GET /{org}/oidc/{id}/start`: leaves for the provider.
pub(super) async fn start(
    State(state): State<AppState>,
    Path((org, id)): Path<(String, String)>,
    Query(form): Query<StartQuery>,
    headers: HeaderMap,
    locale: Lang,
) -> Response {
    let locale = locale_of(locale);
    let organization = match board(&state, locale, &org).await {
        Ok(found) => found,
        Err(page) => return page,
    };
    let Ok(id) = id.parse::<i64>() else {
        return failed(locale, &org, StatusCode::NOT_FOUND, "sso-no-board");
    };
    let provider = match oidc::find(state.db.conn(), organization.id, id).await {
        Ok(found) => found,
        Err(Error::NotFound(_)) => return failed(locale, &org, StatusCode::NOT_FOUND, "sso-no-board"),
        Err(error) => return ours(locale, &org, error),
    };
    // A test sign-in is an admin's, from the settings page.
    let tester = if form.test.as_deref() == Some("1") {
        let token = app::api::session::token_from_headers(&headers, &org);
        let caller = app::domain::caller::on_the_web(&state.db, &org, token.as_deref()).await;
        match caller.as_ref().map(|c| c.team_member(app::domain::access::TeamTask::Administer)) {
            Ok(Ok(actor)) => Some(actor.user.clone()),
            _ => return see_other(&format!("/{org}/signin?redirect=/{org}/admin/settings"), &[]),
        }
    } else {
        None
    };
    let metadata = match provider_metadata(&provider.issuer, false).await {
        Ok(found) => found,
        Err(error) => return unreachable(locale, &org, &provider.issuer, &error),
    };
    let client = match client_of(&state, &org, &provider, metadata) {
        Ok(client) => client,
        Err(error) => return unreachable(locale, &org, &provider.issuer, &error),
    };
    let (challenge, verifier) = PkceCodeChallenge::new_random_sha256();
    let mut request = client.authorize_url(CoreAuthenticationFlow::AuthorizationCode, CsrfToken::new_random, Nonce::new_random);
    for scope in provider.scopes.split(' ').filter(|s| !s.is_empty() && *s != "openid") {
        request = request.add_scope(Scope::new(scope.to_owned()));
    }
    let (url, csrf, nonce) = request.set_pkce_challenge(challenge).url();
    let redirect = match &tester {
        Some(_) => format!("/{org}/admin/settings"),
        None => app::domain::access::safe_redirect(&state.settings.public_url, &org, form.redirect.as_deref()),
    };
    let login = oidc::NewLogin {
        provider: &provider,
        state: csrf.secret(),
        nonce: nonce.secret(),
        verifier: verifier.secret(),
        redirect: &redirect,
        tester: tester.as_ref(),
    };
    if let Err(error) = oidc::begin_login(&state.db, &state.sealer, login).await {
        return ours(locale, &org, error);
    }
    see_other(url.as_str(), &[cookie_header(&org, Some(csrf.secret()), &state.settings.public_url)])
}

fn ours(locale: Locale, org: &str, error: Error) -> Response {
    tracing::error!(%error, "an OpenID sign-in failed on our side");
    failed(locale, org, StatusCode::INTERNAL_SERVER_ERROR, "sso-our-side")
}

#[derive(serde::Deserialize)]
pub(super) struct Callback {
    code: Option<String>,
    state: Option<String>,
    error: Option<String>,
}

/// Why a provider's answer was not trusted (logged; the person is told only that it was not).
struct Untrusted(String);

/// The ID token's claims as its payload holds them (read after its signature was checked).
fn payload(jwt: &str) -> serde_json::Value {
    jwt.split('.')
        .nth(1)
        .and_then(|part| base64::engine::general_purpose::URL_SAFE_NO_PAD.decode(part.trim_end_matches('=')).ok())
        .and_then(|bytes| serde_json::from_slice(&bytes).ok())
        .unwrap_or_default()
}

/// Exchanges the code, verifies the ID token (refetching the keys once for an unknown one)
/// and reads the user info: who signed in.
async fn identity(
    state: &AppState,
    org: &str,
    provider: &oidc_provider::Model,
    login: &app::entities::oidc_login::Model,
    verifier: String,
    code: String,
) -> Result<oidc::Identity, Untrusted> {
    let untrusted = |what: &str, error: String| Untrusted(format!("{what}: {error}"));
    let metadata = provider_metadata(&provider.issuer, false).await.map_err(|e| untrusted("discovery", e))?;
    let client = client_of(state, org, provider, metadata).map_err(|e| untrusted("client", e))?;
    let tokens = client
        .exchange_code(AuthorizationCode::new(code))
        .map_err(|e| untrusted("token endpoint", with_causes(&e)))?
        .set_pkce_verifier(PkceCodeVerifier::new(verifier))
        .request_async(&send)
        .await
        .map_err(|e| untrusted("code exchange", with_causes(&e)))?;
    let id_token = tokens.id_token().ok_or_else(|| untrusted("token response", "no ID token".into()))?;
    let nonce_check =
        |nonce: Option<&Nonce>| if oidc::nonce_matches(login, nonce.map(|n| n.secret().as_str())) { Ok(()) } else { Err("nonce mismatch".to_owned()) };
    let first = id_token.claims(&client.id_token_verifier(), nonce_check).cloned();
    let (claims, client) = match first {
        Ok(claims) => (claims, client),
        // A key we do not hold: the provider may have rotated its keys.
        Err(openidconnect::ClaimsVerificationError::SignatureVerification(openidconnect::SignatureVerificationError::NoMatchingKey)) => {
            let metadata = provider_metadata(&provider.issuer, true).await.map_err(|e| untrusted("discovery", e))?;
            let client = client_of(state, org, provider, metadata).map_err(|e| untrusted("client", e))?;
            let claims = id_token.claims(&client.id_token_verifier(), nonce_check).map_err(|e| untrusted("ID token", e.to_string()))?.clone();
            (claims, client)
        }
        Err(error) => return Err(untrusted("ID token", error.to_string())),
    };
    // The access token is the one the ID token was issued with.
    if let Some(expected) = claims.access_token_hash() {
        let verifier = client.id_token_verifier();
        let alg = id_token.signing_alg().map_err(|e| untrusted("ID token", e.to_string()))?;
        let key = id_token.signing_key(&verifier).map_err(|e| untrusted("ID token", e.to_string()))?;
        let actual = AccessTokenHash::from_token(tokens.access_token(), alg, key).map_err(|e| untrusted("at_hash", e.to_string()))?;
        if actual != *expected {
            return Err(untrusted("at_hash", "mismatch".into()));
        }
    }
    let mut all = payload(&id_token.to_string());
    // The user info fills what the ID token left out (many providers put e-mail and groups
    // there only); the ID token's own claims win.
    if let Ok(request) = client.user_info(tokens.access_token().to_owned(), Some(claims.subject().clone())) {
        match request.request_async::<Extra, _, CoreGenderClaim>(&send).await {
            Ok(info) => {
                if let (Ok(serde_json::Value::Object(info)), Some(all)) = (serde_json::to_value(&info), all.as_object_mut()) {
                    for (key, value) in info {
                        all.entry(key).or_insert(value);
                    }
                }
            }
            Err(error) => tracing::warn!(%error, issuer = provider.issuer, "a provider's user info could not be read"),
        }
    }
    let text = |key: &str| all.get(key).and_then(|v| v.as_str()).map(str::to_owned);
    Ok(oidc::Identity {
        subject: claims.subject().to_string(),
        email: text("email"),
        // `email_verified`, as a boolean or a string; Entra ID says it with `xms_edov`.
        email_verified: ["email_verified", "xms_edov"]
            .iter()
            .any(|claim| matches!(all.get(*claim), Some(serde_json::Value::Bool(true))) || all.get(*claim).and_then(|v| v.as_str()) == Some("true")),
        name: text("name"),
        claims: all,
    })
}

/// Every claim of the user info (for the role claim).
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
struct Extra {
    #[serde(flatten)]
    rest: serde_json::Map<String, serde_json::Value>,
}

impl openidconnect::AdditionalClaims for Extra {}

/// `GET /{org}/oidc/callback`: back from the provider.
pub(super) async fn callback(
    State(state): State<AppState>,
    Path(org): Path<String>,
    Query(query): Query<Callback>,
    headers: HeaderMap,
    locale: Lang,
) -> Response {
    let locale = locale_of(locale);
    let organization = match board(&state, locale, &org).await {
        Ok(found) => found,
        Err(page) => return page,
    };
    let clear = cookie_header(&org, None, &state.settings.public_url);
    let gone = || {
        let mut page = refused(locale, &org, StatusCode::UNAUTHORIZED, &app::said!("said-this-sign-in-has-expired-or-was-used").in_locale(locale));
        if let Ok(value) = header::HeaderValue::from_str(&clear) {
            page.headers_mut().append(header::SET_COOKIE, value);
        }
        page
    };
    let Some(state_param) = query.state.filter(|s| !s.is_empty() && s.len() <= 200) else {
        return gone();
    };
    // Only the browser that left comes back with this state.
    if cookie_state(&headers, &org).as_deref() != Some(state_param.as_str()) {
        return gone();
    }
    let (login, provider, verifier) = match oidc::take_login(&state.db, &state.sealer, organization.id, &state_param).await {
        Ok(taken) => taken,
        Err(Error::Unauthorized(_)) => return gone(),
        Err(error) => return ours(locale, &org, error),
    };
    let untrusted = |why: String| {
        tracing::warn!(issuer = provider.issuer, why, "an OpenID provider's answer was refused");
        refused(locale, &org, StatusCode::UNAUTHORIZED, &app::said!("said-the-provider-s-answer-was-refused").in_locale(locale))
    };
    if let Some(error) = query.error {
        return untrusted(format!("the provider answered {}", error.chars().take(100).collect::<String>()));
    }
    let Some(code) = query.code.filter(|c| !c.is_empty() && c.len() <= 2000) else {
        return untrusted("no code".into());
    };
    let identity = match identity(&state, &org, &provider, &login, verifier, code).await {
        Ok(found) => found,
        Err(Untrusted(why)) => return untrusted(why),
    };
    if let Some(tester) = login.tester_id {
        return tested(&state, locale, &organization, &provider, tester, &identity).await;
    }
    let user = match oidc::sign_in(&state.db, &provider, &identity).await {
        Ok(user) => user,
        Err(Error::Forbidden(said) | Error::Unauthorized(said) | Error::Invalid { message: said, .. }) => {
            return refused(locale, &org, StatusCode::FORBIDDEN, &said.in_locale(locale));
        }
        Err(error) => return ours(locale, &org, error),
    };
    signed_in(&state, &org, &headers, user, &login.redirect, locale, clear).await
}

async fn signed_in(state: &AppState, org: &str, headers: &HeaderMap, user: user::Model, redirect: &str, locale: Locale, clear: String) -> Response {
    let session = match sessions::start(&state.db, user, app::api::session::token_from_headers(headers, org).as_deref()).await {
        Ok(session) => session,
        Err(error) => return ours(locale, org, error),
    };
    if let Err(error) = app::domain::users::remember_last_locale(&state.db, &session.user, locale).await {
        tracing::error!(%error, "the language a person used could not be remembered");
    }
    let mut cookies = vec![app::api::session::cookie_header(org, Some(&session.token), &state.settings.public_url), clear];
    if let Some(language) =
        app::api::session::chosen_language_cookie(&session.user, &state.settings.public_url).and_then(|v| v.to_str().ok().map(str::to_owned))
    {
        cookies.push(language);
    }
    see_other(redirect, &cookies)
}

/// An admin's test sign-in: what signing in would do, said on a page; passed when it would
/// sign the admin themself in, still an admin (then the team may be required to sign in only
/// through the provider).
async fn tested(
    state: &AppState,
    locale: Locale,
    organization: &organization::Model,
    provider: &oidc_provider::Model,
    tester: i64,
    identity: &oidc::Identity,
) -> Response {
    let escape = app::domain::text::escape;
    let org = &organization.name;
    let preview = match oidc::preview(&state.db, provider, identity).await {
        Ok(found) => found,
        Err(error) => return ours(locale, org, error),
    };
    let is_tester = preview.account.is_some_and(|id| id.0 == tester);
    let role = match preview.role {
        None => tl!(locale, "oidc-test-role-kept"),
        Some(None) => tl!(locale, "oidc-role-customer"),
        Some(Some(role)) => app::i18n::text(locale, &format!("oidc-role-{}", role.name()), &[]),
    };
    let keeps_admin = matches!(preview.role, None | Some(Some(app::domain::users::Role::Admin)));
    let passed = is_tester && preview.admitted && keeps_admin;
    if passed && let Err(error) = oidc::mark_tested(&state.db, provider).await {
        return ours(locale, org, error);
    }
    let verdict = if passed {
        format!("<p role=\"status\">{}</p>", escape(&tl!(locale, "oidc-test-passed")))
    } else if !is_tester {
        alert(Some(tl!(locale, "oidc-test-not-you")))
    } else {
        alert(Some(tl!(locale, "oidc-test-not-admin")))
    };
    let body = format!(
        "{verdict}<dl class=\"admin-facts\"><dt>{subject_label}</dt><dd><code>{subject}</code></dd><dt>{email_label}</dt><dd>{email}</dd>\
         <dt>{role_label}</dt><dd>{role}</dd></dl><p><a href=\"/{org}/admin/settings\">{back}</a></p>",
        subject_label = escape(&tl!(locale, "oidc-test-subject")),
        subject = escape(&preview.subject),
        email_label = escape(&tl!(locale, "oidc-test-email")),
        email = escape(preview.email.as_deref().unwrap_or("—")),
        role_label = escape(&tl!(locale, "oidc-test-role")),
        role = escape(&role),
        org = escape(org),
        back = escape(&tl!(locale, "oidc-test-back")),
    );
    let status = if passed { StatusCode::OK } else { StatusCode::UNPROCESSABLE_ENTITY };
    let mut page = small_page(locale, status, &tl!(locale, "oidc-test-title", a = provider.label.clone()), &body);
    if let Ok(value) = header::HeaderValue::from_str(&cookie_header(org, None, &state.settings.public_url)) {
        page.headers_mut().append(header::SET_COOKIE, value);
    }
    page
}
