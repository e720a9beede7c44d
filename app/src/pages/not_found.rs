//! The pages of a refusal: not found (404), an error with its status, forbidden (403).

use crate::t;
use leptos::prelude::*;
use leptos_meta::{Meta, Title};

/// A page for an address that leads nowhere; answers 404 when rendered on the server.
#[component]
pub fn NotFound(#[prop(optional, into)] message: Option<String>) -> impl IntoView {
    crate::components::head_built();
    #[cfg(feature = "ssr")]
    if let Some(response) = use_context::<leptos_axum::ResponseOptions>() {
        response.set_status(http_status::NOT_FOUND);
    }
    view! {
        <Title text=t!("not-found-title")/>
        <Meta name="description" content=t!("not-found-text")/>
        <Meta name="robots" content="noindex"/>
        <main id="main" class="page narrow">
            <h1>{t!("not-found-heading")}</h1>
            <p>{message.unwrap_or_else(|| t!("not-found-text"))}</p>
            <p><a href="/">{t!("not-found-home")}</a></p>
        </main>
    }
}

/// A page for a failure on our side; answers 500 when rendered on the server (or `status`,
/// for a request the reader can correct).
#[component]
pub fn ErrorPage(#[prop(into)] title: String, message: String, #[prop(optional)] status: Option<u16>) -> impl IntoView {
    crate::components::head_built();
    #[cfg(feature = "ssr")]
    if let Some(response) = use_context::<leptos_axum::ResponseOptions>() {
        let status = status.and_then(|s| axum::http::StatusCode::from_u16(s).ok()).unwrap_or(http_status::INTERNAL_SERVER_ERROR);
        response.set_status(status);
    }
    #[cfg(not(feature = "ssr"))]
    let _ = status;
    view! {
        <Title text=title.clone()/>
        <Meta name="robots" content="noindex"/>
        <main id="main" class="page narrow">
            <h1>{title}</h1>
            <p>{message}</p>
            <p><a href="">{t!("error-try-again")}</a></p>
        </main>
    }
}

/// A page the reader may not open (a team member without the role); answers 403.
#[component]
pub fn ForbiddenPage(message: String) -> impl IntoView {
    crate::components::head_built();
    #[cfg(feature = "ssr")]
    if let Some(response) = use_context::<leptos_axum::ResponseOptions>() {
        response.set_status(http_status::FORBIDDEN);
    }
    view! {
        <Title text=t!("forbidden-title")/>
        <Meta name="robots" content="noindex"/>
        <main id="main" class="page narrow">
            <h1>{t!("forbidden-title")}</h1>
            <p>{message}</p>
            <p><a href="../admin">{t!("forbidden-admin-overview")}</a></p>
        </main>
    }
}

#[cfg(feature = "ssr")]
mod http_status {
    pub const FORBIDDEN: axum::http::StatusCode = axum::http::StatusCode::FORBIDDEN;
    pub const NOT_FOUND: axum::http::StatusCode = axum::http::StatusCode::NOT_FOUND;
    pub const INTERNAL_SERVER_ERROR: axum::http::StatusCode = axum::http::StatusCode::INTERNAL_SERVER_ERROR;
}
