use crate::model::{AppError, Viewer};
use leptos::prelude::*;
use leptos::server_fn::codec::GetUrl;

/// Creates an account with e-mail and password and signs it in.
#[server(prefix = "/fn", endpoint = "signup")]
pub async fn sign_up(org: String, name: String, email: String, password: String, redirect: Option<String>) -> Result<(), AppError> {
    let ctx = super::session::Ctx::capture();
    use crate::domain::sessions;
    let organization = ctx.organization(&org).await?;
    let state = &ctx.state;
    let user = match sessions::sign_up(&state.db, organization.id, &email, &name, &password).await {
        Ok(user) => user,
        Err(error) => return ctx.refuse_form(&format!("/{org}/signup"), redirect.as_deref(), error.into()),
    };
    let started = sessions::start(&state.db, user).await?;
    ctx.set_cookie(&org, Some(&started.token));
    ctx.redirect(&crate::domain::access::safe_redirect(&state.settings.public_url, &org, redirect.as_deref()));
    Ok(())
}

/// Signs in with e-mail and password.
#[server(prefix = "/fn", endpoint = "signin")]
pub async fn sign_in(org: String, email: String, password: String, redirect: Option<String>) -> Result<(), AppError> {
    let ctx = super::session::Ctx::capture();
    use crate::domain::sessions;
    let organization = ctx.organization(&org).await?;
    let state = &ctx.state;
    let user = match sessions::sign_in(&state.db, &state.sign_in_failures, organization.id, &email, &password).await {
        Ok(user) => user,
        Err(error) => return ctx.refuse_form(&format!("/{org}/signin"), redirect.as_deref(), error.into()),
    };
    let started = sessions::start(&state.db, user).await?;
    ctx.set_cookie(&org, Some(&started.token));
    ctx.redirect(&crate::domain::access::safe_redirect(&state.settings.public_url, &org, redirect.as_deref()));
    Ok(())
}

/// Signs out of this organization.
#[server(prefix = "/fn", endpoint = "signout")]
pub async fn sign_out(org: String) -> Result<(), AppError> {
    let ctx = super::session::Ctx::capture();
    if let Some(token) = ctx.token(&org) {
        crate::domain::sessions::end(&ctx.state.db, &token).await?;
    }
    ctx.set_cookie(&org, None);
    ctx.redirect(&format!("/{org}"));
    Ok(())
}

/// The reader's posts, votes and comments.
#[server(prefix = "/fn", endpoint = "my-activity", input = GetUrl)]
pub async fn my_activity(org: String) -> Result<(crate::model::MyActivity, Viewer), AppError> {
    let ctx = super::session::Ctx::capture();
    let organization = ctx.organization(&org).await?;
    let user = ctx.require_reader(&organization).await?;
    let viewer = crate::domain::post_page::viewer(ctx.state.db.conn(), &user).await?;
    Ok((crate::domain::me::activity(ctx.state.db.conn(), &user).await?, viewer))
}
