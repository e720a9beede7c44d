//! The sign-in and sign-up pages: forms that work before hydration (plain posts to their
//! server functions) and show a refusal's reason in place once hydrated.

use crate::api::{SignIn, SignUp};
use crate::components::{PageMeta, form_error};
use leptos::prelude::*;
use leptos_router::hooks::{use_params_map, use_query_map};

fn org_and_redirect() -> (String, String) {
    let org = use_params_map().read_untracked().get("org").unwrap_or_default();
    let redirect = use_query_map().read_untracked().get("redirect").unwrap_or_else(|| format!("/{org}"));
    (org, redirect)
}

/// Why the last plain form post (JavaScript off) was refused, from `?error=`.
fn refused() -> Option<String> {
    use_query_map().read_untracked().get("error").filter(|e| !e.trim().is_empty())
}

/// The form's error: the last submission's (in place), else the one the address carries.
fn error_or(
    action_error: impl Fn() -> Option<AnyView> + Send + Sync + 'static,
    refused: Option<String>,
) -> impl Fn() -> Option<AnyView> + Send + Sync + 'static {
    move || action_error().or_else(|| refused.clone().map(|e| view! { <p class="form-error" role="alert">{e}</p> }.into_any()))
}

/// `/{org}/signin`: e-mail and password.
#[component]
pub fn SignInPage() -> impl IntoView {
    let (org, redirect) = org_and_redirect();
    let other = format!("/{org}/signup?redirect={redirect}");
    let everywhere = use_query_map().read_untracked().get("signed_out").is_some_and(|v| v == "everywhere");
    view! {
        <PageMeta title="Sign in" description="Sign in to vote on ideas, comment and follow what you asked for." path=format!("/{org}/signin")/>
        <main id="main" class="page narrow">
            <h1>"Sign in"</h1>
            {everywhere.then(|| view! { <p class="flash flash-ok" role="status">"You were signed out on every browser and device."</p> })}
            <SignInForm org redirect error=refused()/>
            <p>"No account yet? "<a href=other>"Sign up"</a></p>
        </main>
    }
}

/// The sign-in form; an island, so that a refusal is explained in place.
#[island]
fn SignInForm(org: String, redirect: String, error: Option<String>) -> impl IntoView {
    let action = ServerAction::<SignIn>::new();
    let error = error_or(form_error(action.value()), error);
    view! {
            <ActionForm action attr:class="stacked-form">
                <input type="hidden" name="org" value=org/>
                <input type="hidden" name="redirect" value=redirect/>
                <label for="email">"E-mail"</label>
                <input id="email" name="email" type="email" autocomplete="email" required/>
                <label for="password">"Password"</label>
                <input id="password" name="password" type="password" autocomplete="current-password" required/>
                {error}
                <button type="submit" class="button">"Sign in"</button>
            </ActionForm>
    }
}

/// `/{org}/signup`: name, e-mail and password.
#[component]
pub fn SignUpPage() -> impl IntoView {
    let (org, redirect) = org_and_redirect();
    let other = format!("/{org}/signin?redirect={redirect}");
    view! {
        <PageMeta title="Sign up" description="Create an account to share ideas, vote and comment." path=format!("/{org}/signup")/>
        <main id="main" class="page narrow">
            <h1>"Create your account"</h1>
            <SignUpForm org redirect error=refused()/>
            <p>"Already have an account? "<a href=other>"Sign in"</a></p>
        </main>
    }
}

/// The sign-up form; an island, so that a refusal is explained in place.
#[island]
fn SignUpForm(org: String, redirect: String, error: Option<String>) -> impl IntoView {
    let action = ServerAction::<SignUp>::new();
    let error = error_or(form_error(action.value()), error);
    view! {
            <ActionForm action attr:class="stacked-form">
                <input type="hidden" name="org" value=org/>
                <input type="hidden" name="redirect" value=redirect/>
                <label for="name">"Name"</label>
                <input id="name" name="name" autocomplete="name" required maxlength="120"/>
                <label for="email">"E-mail"</label>
                <input id="email" name="email" type="email" autocomplete="email" required/>
                <label for="password">"Password"</label>
                <input id="password" name="password" type="password" autocomplete="new-password" required minlength="8"/>
                <p class="hint">"At least 8 characters."</p>
                {error}
                <button type="submit" class="button">"Sign up"</button>
            </ActionForm>
    }
}
