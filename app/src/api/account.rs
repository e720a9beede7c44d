//! Server functions of a reader's account: sign-up, sign-in and sign-out, their activity and
//! e-mail settings, and what an unsubscribe link would stop. Each finds who asks
//! ([`super::session::Ctx::caller`]) and calls the domain; none decides a rule.

use crate::model::{AppError, Viewer};
use leptos::prelude::*;
use leptos::server_fn::codec::GetUrl;

/// Creates an account with e-mail and password and signs it in.
#[server(prefix = "/fn", endpoint = "signup")]
pub async fn sign_up(org: String, name: String, email: String, password: String, redirect: Option<String>) -> Result<(), AppError> {
    let ctx = super::session::Ctx::capture();
    use crate::domain::sessions;
    let organization = ctx.caller(&org).await?.organization;
    let state = &ctx.state;
    let signed_up = async {
        crate::domain::organizations::SignInWith::of(&organization).password_allowed()?;
        sessions::sign_up(&state.db, organization.id, &email, &name, &password).await
    }
    .await;
    let user = match signed_up {
        Ok(user) => user,
        Err(error) => return ctx.refuse_form(&format!("/{org}/signup"), redirect.as_deref(), error.into()),
    };
    // Where new customers confirm their address, the e-mail that does it goes now.
    if crate::domain::verification::unconfirmed(&organization, &user) {
        let txn = state.db.begin_write_in(crate::store::cache::Scope::Nothing).await.map_err(crate::domain::Error::from)?;
        crate::domain::outbox::account::ask_to_confirm(&*txn, &organization, &user).await?;
        txn.commit().await.map_err(crate::domain::Error::from)?;
    }
    let started = sessions::start(&state.db, user, ctx.token(&org).as_deref()).await?;
    ctx.set_cookie(&org, Some(&started.token));
    ctx.signed_in_language(&started.user).await;
    ctx.redirect(&crate::domain::access::safe_redirect(&state.settings.public_url, &org, redirect.as_deref()));
    Ok(())
}

/// "Send the link again" of someone who has not confirmed their address yet (the notice at
/// the top of every page says why their posts, comments and votes wait); back to their page.
#[server(prefix = "/fn", endpoint = "send-confirmation")]
pub async fn send_confirmation(org: String) -> Result<(), AppError> {
    let ctx = super::session::Ctx::capture();
    let caller = ctx.caller(&org).await?;
    let actor = caller.signed_in()?;
    let state = &ctx.state;
    let asked = crate::domain::outbox::account::request_confirmation(&state.db, &state.sign_in_failures, &caller.organization, &actor.user, ctx.client()).await;
    if let Err(error) = asked {
        return ctx.refuse_form(&format!("/{org}/me"), None, error.into());
    }
    ctx.redirect(&format!("/{org}/me?confirmation=sent"));
    Ok(())
}

/// Signs in with e-mail and password.
#[server(prefix = "/fn", endpoint = "signin")]
pub async fn sign_in(org: String, email: String, password: String, redirect: Option<String>) -> Result<(), AppError> {
    let ctx = super::session::Ctx::capture();
    use crate::domain::sessions;
    let organization = ctx.caller(&org).await?.organization;
    let state = &ctx.state;
    let signed_in = async {
        crate::domain::organizations::SignInWith::of(&organization).password_allowed()?;
        let user = sessions::sign_in(&state.db, &state.sign_in_failures, organization.id, &email, &password, ctx.client()).await?;
        crate::domain::oidc::password_allowed(&state.db, &organization, &user).await?;
        Ok::<_, crate::domain::Error>(user)
    }
    .await;
    let user = match signed_in {
        Ok(user) => user,
        Err(error) => return ctx.refuse_form(&format!("/{org}/signin"), redirect.as_deref(), error.into()),
    };
    // With two-factor sign-in on, the code comes next (`/{org}/signin/code`).
    if let Some(token) = crate::domain::two_factor::second_step(&state.db, &user).await? {
        ctx.set_pending(&org, Some(&token));
        let back = crate::domain::access::safe_redirect(&state.settings.public_url, &org, redirect.as_deref());
        ctx.redirect(&format!("/{org}/signin/code?redirect={}", crate::model::encode_query_value(&back)));
        return Ok(());
    }
    // A team member who must set up two-factor sign-in first is sent to do it.
    let set_up_first = crate::domain::two_factor::must_set_up_on_sign_in(&state.db, &organization, &user).await?;
    let started = sessions::start(&state.db, user, ctx.token(&org).as_deref()).await?;
    ctx.set_cookie(&org, Some(&started.token));
    ctx.signed_in_language(&started.user).await;
    if set_up_first {
        ctx.redirect(&format!("/{org}/me/two-factor"));
    } else {
        ctx.redirect(&crate::domain::access::safe_redirect(&state.settings.public_url, &org, redirect.as_deref()));
    }
    Ok(())
}

/// "Forgot your password?": e-mails a single-use link that sets a new one, if the address has
/// an account; the answer is the same either way (`domain::outbox::account::request`).
#[server(prefix = "/fn", endpoint = "forgot-password")]
pub async fn forgot_password(org: String, email: String) -> Result<(), AppError> {
    let ctx = super::session::Ctx::capture();
    use crate::domain::outbox::account::request_reset;
    let organization = ctx.caller(&org).await?.organization;
    let state = &ctx.state;
    let page = format!("/{org}/signin/forgot");
    if let Err(error) = request_reset(&state.db, &state.sign_in_failures, &organization, &email, ctx.client()).await {
        return ctx.refuse_form(&page, None, error.into());
    }
    ctx.redirect(&format!("{page}?sent=1"));
    Ok(())
}

/// How this board signs people in (its sign-in and sign-up pages show the forms it offers).
#[server(prefix = "/fn", endpoint = "sign-in-options", input = GetUrl)]
pub async fn sign_in_options(org: String) -> Result<crate::model::SignInOptions, AppError> {
    let ctx = super::session::Ctx::capture();
    let organization = ctx.caller(&org).await?.organization;
    let with = crate::domain::organizations::SignInWith::of(&organization);
    let providers = crate::domain::oidc::list(ctx.state.db.conn(), organization.id)
        .await?
        .into_iter()
        .map(|p| crate::model::SignInProvider { id: p.id, label: p.label })
        .collect();
    Ok(crate::model::SignInOptions { password: with.passwords(), link: with.links(), providers })
}

/// "E-mail me a sign-in link": a single-use link to the address's account, where the board
/// offers it; the same answer whether or not the address has an account.
#[server(prefix = "/fn", endpoint = "email-sign-in-link")]
pub async fn email_sign_in_link(org: String, email: String) -> Result<(), AppError> {
    let ctx = super::session::Ctx::capture();
    let organization = ctx.caller(&org).await?.organization;
    let state = &ctx.state;
    let asked = crate::domain::outbox::account::request_sign_in_link(&state.db, &state.sign_in_failures, &organization, &email, ctx.client()).await;
    if let Err(error) = asked {
        return ctx.refuse_form(&format!("/{org}/signin"), None, error.into());
    }
    ctx.redirect(&format!("/{org}/signin?link_sent=1"));
    Ok(())
}

/// Signing up where the board signs in with e-mailed links: name and e-mail, then a sign-in
/// link by e-mail.
#[server(prefix = "/fn", endpoint = "signup-link")]
pub async fn sign_up_by_link(org: String, name: String, email: String) -> Result<(), AppError> {
    let ctx = super::session::Ctx::capture();
    let organization = ctx.caller(&org).await?.organization;
    let state = &ctx.state;
    let asked = crate::domain::outbox::account::sign_up_by_link(&state.db, &state.sign_in_failures, &organization, &name, &email, ctx.client()).await;
    if let Err(error) = asked {
        return ctx.refuse_form(&format!("/{org}/signup"), None, error.into());
    }
    ctx.redirect(&format!("/{org}/signin?link_sent=1"));
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

/// Ends every session of the signed-in reader, this browser's too ("sign out everywhere").
#[server(prefix = "/fn", endpoint = "signout-everywhere")]
pub async fn sign_out_everywhere(org: String) -> Result<(), AppError> {
    let ctx = super::session::Ctx::capture();
    let caller = ctx.caller(&org).await?;
    let actor = caller.signed_in()?;
    crate::domain::sessions::end_all(&ctx.state.db, actor.user.id).await?;
    ctx.set_cookie(&org, None);
    ctx.redirect(&format!("/{org}/signin?signed_out=everywhere"));
    Ok(())
}

/// The reader's posts, votes and comments.
#[server(prefix = "/fn", endpoint = "my-activity", input = GetUrl)]
pub async fn my_activity(org: String) -> Result<(crate::model::MyActivity, Viewer), AppError> {
    let ctx = super::session::Ctx::capture();
    let caller = ctx.caller(&org).await?;
    let actor = caller.signed_in()?;
    let mut activity = crate::domain::views::me::activity(ctx.state.db.conn(), &actor.user, caller.asker().sees_private_buckets()).await?;
    activity.roadmaps = crate::domain::roadmaps::links(&ctx.state.db, &caller.organization).await?;
    Ok((activity, crate::domain::views::post_page::viewer_of(&caller.organization, actor)))
}

/// What an unsubscribe link would stop, for its page (no sign-in needed: the link is the key).
#[server(prefix = "/fn", endpoint = "unsubscribe-link", input = leptos::server_fn::codec::GetUrl)]
pub async fn get_unsubscribe(org: String, token: String) -> Result<crate::model::UnsubscribeLink, AppError> {
    use crate::domain::outbox::mail;
    let ctx = super::session::Ctx::capture();
    let db = &ctx.state.db;
    let organization = crate::domain::organizations::find_by_name(db.conn(), &org)
        .await?
        .ok_or_else(|| AppError::NotFound(crate::said!("said-this-board-was-not-found").in_locale(crate::i18n::locale())))?;
    let secret = mail::secret(db).await?;
    let what = mail::read_token(&secret, organization.id, &token)
        .map_err(|_| AppError::Invalid(crate::said!("said-this-unsubscribe-link-is-not-valid-use").in_locale(crate::i18n::locale())))?;
    let post_title = match what.p {
        Some(id) => {
            use sea_orm::EntityTrait;
            crate::entities::post::Entity::find_by_id(id).one(db.conn()).await.map_err(crate::domain::Error::from)?.map(|p| p.title)
        }
        None => None,
    };
    Ok(crate::model::UnsubscribeLink { org_display_name: organization.display_name, post_title, whole: what.p.is_none() })
}

/// The signed-in reader's e-mail settings.
#[server(prefix = "/fn", endpoint = "my-mail-settings", input = leptos::server_fn::codec::GetUrl)]
pub async fn my_mail_settings(org: String) -> Result<crate::model::MailSettings, AppError> {
    use crate::domain::outbox::mail;
    let ctx = super::session::Ctx::capture();
    let caller = ctx.caller(&org).await?;
    let actor = caller.signed_in()?;
    let chosen = mail::preferences(ctx.state.db.conn(), actor.user.id).await?;
    Ok(crate::model::MailSettings { posts: chosen.posts.as_str().to_owned(), team: chosen.team.as_str().to_owned(), is_team: actor.is_team() })
}
