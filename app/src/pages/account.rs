//! The sign-in and sign-up pages: forms that work before hydration (plain posts to their
//! server functions) and show a refusal's reason in place once hydrated.

use crate::api::{EmailSignInLink, ForgotPassword, SignIn, SignUp, SignUpByLink, sign_in_options};
use crate::components::{PageMeta, form_error};
use crate::model::SignInOptions;
use crate::t;
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

/// The ways this board signs people in, for its sign-in and sign-up pages.
fn options_of(org: &str) -> Resource<Result<SignInOptions, crate::model::AppError>> {
    let org = org.to_owned();
    Resource::new(move || org.clone(), sign_in_options)
}

/// `/{org}/signin`: e-mail and password, and (where the board offers it) a sign-in link by
/// e-mail, or the link alone.
#[component]
pub fn SignInPage() -> impl IntoView {
    let (org, redirect) = org_and_redirect();
    let other = format!("/{org}/signup?redirect={redirect}");
    let query = use_query_map().read_untracked();
    let everywhere = query.get("signed_out").is_some_and(|v| v == "everywhere");
    let link_sent = query.get("link_sent").is_some();
    let [before, after] = crate::i18n::pieces(&t!("signin-no-account", link = crate::i18n::MARK));
    let options = options_of(&org);
    let words = (SignInWords::new(), LinkWords::new());
    view! {
        <PageMeta title=t!("sign-in") description=t!("signin-description") path=format!("/{org}/signin")/>
        <main id="main" class="page narrow">
            <h1>{t!("sign-in")}</h1>
            {everywhere.then(|| view! { <p class="flash flash-ok" role="status">{t!("signin-signed-out-everywhere")}</p> })}
            {link_sent.then(|| view! { <p class="flash flash-ok" role="status">{t!("signin-link-sent")}</p> })}
            <Suspense fallback=|| ()>
                {
                    let (org, redirect, words) = (org.clone(), redirect.clone(), words.clone());
                    Suspend::new(async move {
                        let options = options.await.unwrap_or_default();
                        let (sign_in, link) = words;
                        let error = refused();
                        // A refusal shows beside the form it came from: the only one, or the
                        // password form when there are two.
                        let link_error = if options.password { None } else { error.clone() };
                        let providers = options.providers.clone();
                        view! {
                            <ProviderButtons org=org.clone() redirect=redirect.clone() providers/>
                            {options.password.then(|| view! {
                                <SignInForm org=org.clone() redirect=redirect.clone() error=error.clone() words=sign_in/>
                                <p><a href=format!("/{org}/signin/forgot")>{t!("signin-forgot")}</a></p>
                            })}
                            {options.link.then(|| view! {
                                <section aria-labelledby="by-link">
                                    <h2 id="by-link">{if options.password { t!("signin-link-or") } else { t!("signin-link-heading") }}</h2>
                                    <LinkForm org=org.clone() error=link_error words=link/>
                                </section>
                            })}
                        }
                    })
                }
            </Suspense>
            <p>{before}<a href=other>{t!("sign-up")}</a>{after}</p>
        </main>
    }
}

/// A button per identity provider: a link that leaves for the provider (no script needed; a
/// form could not: the pages' `form-action 'self'` stops a form whose answer leads elsewhere).
#[component]
fn ProviderButtons(org: String, redirect: String, providers: Vec<crate::model::SignInProvider>) -> impl IntoView {
    (!providers.is_empty()).then(|| {
        let buttons = providers
            .into_iter()
            .map(|provider| {
                let href = format!("/{org}/oidc/{}/start?redirect={}", provider.id, crate::model::encode_query_value(&redirect));
                view! { <a href=href class="button button-secondary" rel="nofollow">{t!("oidc-sign-in-with", a = &provider.label)}</a> }
            })
            .collect_view();
        view! { <div class="sign-in-providers">{buttons}</div> }
    })
}

/// The sign-in link form's words in the page's language (the island has no catalogue).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
struct LinkWords {
    email: String,
    hint: String,
    submit: String,
}

impl LinkWords {
    fn new() -> Self {
        Self { email: t!("signin-email"), hint: t!("signin-link-hint"), submit: t!("signin-link-submit") }
    }
}

/// "E-mail me a sign-in link"; an island, so that a refusal is explained in place.
#[island]
fn LinkForm(org: String, error: Option<String>, words: LinkWords) -> impl IntoView {
    let action = ServerAction::<EmailSignInLink>::new();
    let error = error_or(form_error(action.value()), error);
    view! {
            <ActionForm action attr:class="stacked-form">
                <input type="hidden" name="org" value=org/>
                <label for="link-email">{words.email}</label>
                <input id="link-email" name="email" type="email" autocomplete="email" required aria-describedby="link-hint"/>
                <p class="hint" id="link-hint">{words.hint}</p>
                {error}
                <button type="submit" class="button">{words.submit}</button>
            </ActionForm>
    }
}

/// The sign-in form's words in the page's language (the island has no catalogue).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
struct SignInWords {
    email: String,
    password: String,
    submit: String,
}

impl SignInWords {
    fn new() -> Self {
        Self { email: t!("signin-email"), password: t!("signin-password"), submit: t!("sign-in") }
    }
}

/// The sign-in form; an island, so that a refusal is explained in place.
#[island]
fn SignInForm(org: String, redirect: String, error: Option<String>, words: SignInWords) -> impl IntoView {
    let action = ServerAction::<SignIn>::new();
    let error = error_or(form_error(action.value()), error);
    view! {
            <ActionForm action attr:class="stacked-form">
                <input type="hidden" name="org" value=org/>
                <input type="hidden" name="redirect" value=redirect/>
                <label for="email">{words.email}</label>
                <input id="email" name="email" type="email" autocomplete="email" required/>
                <label for="password">{words.password}</label>
                <input id="password" name="password" type="password" autocomplete="current-password" required/>
                {error}
                <button type="submit" class="button">{words.submit}</button>
            </ActionForm>
    }
}

/// `/{org}/signup`: name, e-mail and password; where the board signs in with e-mailed links
/// only, name and e-mail, and a sign-in link by e-mail.
#[component]
pub fn SignUpPage() -> impl IntoView {
    let (org, redirect) = org_and_redirect();
    let other = format!("/{org}/signin?redirect={redirect}");
    let [before, after] = crate::i18n::pieces(&t!("signup-have-account", link = crate::i18n::MARK));
    let options = options_of(&org);
    let words = SignUpWords::new();
    view! {
        <PageMeta title=t!("sign-up") description=t!("signup-description") path=format!("/{org}/signup")/>
        <main id="main" class="page narrow">
            <h1>{t!("signup-heading")}</h1>
            <Suspense fallback=|| ()>
                {
                    let (org, redirect, words) = (org.clone(), redirect.clone(), words.clone());
                    Suspend::new(async move {
                        let options = options.await.unwrap_or_default();
                        let providers = view! { <ProviderButtons org=org.clone() redirect=redirect.clone() providers=options.providers.clone()/> };
                        if options.password {
                            view! { {providers} <SignUpForm org redirect error=refused() words/> }.into_any()
                        } else {
                            view! { {providers} <SignUpByLinkForm org error=refused() words/> }.into_any()
                        }
                    })
                }
            </Suspense>
            <p>{before}<a href=other>{t!("sign-in")}</a>{after}</p>
        </main>
    }
}

/// Signing up by link: name and e-mail; an island, so that a refusal is explained in place.
#[island]
fn SignUpByLinkForm(org: String, error: Option<String>, words: SignUpWords) -> impl IntoView {
    let action = ServerAction::<SignUpByLink>::new();
    let error = error_or(form_error(action.value()), error);
    view! {
            <ActionForm action attr:class="stacked-form">
                <input type="hidden" name="org" value=org/>
                <label for="name">{words.name}</label>
                <input id="name" name="name" autocomplete="name" required maxlength="120"/>
                <label for="email">{words.email}</label>
                <input id="email" name="email" type="email" autocomplete="email" required aria-describedby="signup-link-hint"/>
                <p class="hint" id="signup-link-hint">{words.link_hint}</p>
                {error}
                <button type="submit" class="button">{words.submit}</button>
            </ActionForm>
    }
}

/// The sign-up form's words in the page's language (the island has no catalogue).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
struct SignUpWords {
    name: String,
    email: String,
    password: String,
    password_hint: String,
    link_hint: String,
    submit: String,
}

impl SignUpWords {
    fn new() -> Self {
        Self {
            name: t!("signup-name"),
            email: t!("signup-email"),
            password: t!("signup-password"),
            password_hint: t!("signup-password-hint"),
            link_hint: t!("signup-link-hint"),
            submit: t!("sign-up"),
        }
    }
}

/// The sign-up form; an island, so that a refusal is explained in place.
#[island]
fn SignUpForm(org: String, redirect: String, error: Option<String>, words: SignUpWords) -> impl IntoView {
    let action = ServerAction::<SignUp>::new();
    let error = error_or(form_error(action.value()), error);
    view! {
            <ActionForm action attr:class="stacked-form">
                <input type="hidden" name="org" value=org/>
                <input type="hidden" name="redirect" value=redirect/>
                <label for="name">{words.name}</label>
                <input id="name" name="name" autocomplete="name" required maxlength="120"/>
                <label for="email">{words.email}</label>
                <input id="email" name="email" type="email" autocomplete="email" required/>
                <label for="password">{words.password}</label>
                <input id="password" name="password" type="password" autocomplete="new-password" required minlength="8"/>
                <p class="hint">{words.password_hint}</p>
                {error}
                <button type="submit" class="button">{words.submit}</button>
            </ActionForm>
    }
}

/// `/{org}/signin/forgot`: "Forgot your password?": an e-mail address, and a link by e-mail
/// that sets a new password. After sending, the same words whether or not the address has an
/// account.
#[component]
pub fn ForgotPasswordPage() -> impl IntoView {
    let org = use_params_map().read_untracked().get("org").unwrap_or_default();
    let sent = use_query_map().read_untracked().get("sent").is_some();
    let back = format!("/{org}/signin");
    view! {
        <PageMeta title=t!("forgot-title") description=t!("forgot-description") path=format!("/{org}/signin/forgot")/>
        <main id="main" class="page narrow">
            <h1>{t!("forgot-title")}</h1>
            {sent.then(|| view! { <p class="flash flash-ok" role="status">{t!("forgot-sent")}</p> })}
            <p>{t!("forgot-intro")}</p>
            <ForgotForm org error=refused() words=ForgotWords::new()/>
            <p><a href=back>{t!("forgot-back")}</a></p>
        </main>
    }
}

/// The forgotten password form's words in the page's language (the island has no catalogue).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
struct ForgotWords {
    email: String,
    submit: String,
}

impl ForgotWords {
    fn new() -> Self {
        Self { email: t!("signin-email"), submit: t!("forgot-submit") }
    }
}

/// The forgotten password form; an island, so that a refusal is explained in place.
#[island]
fn ForgotForm(org: String, error: Option<String>, words: ForgotWords) -> impl IntoView {
    let action = ServerAction::<ForgotPassword>::new();
    let error = error_or(form_error(action.value()), error);
    view! {
            <ActionForm action attr:class="stacked-form">
                <input type="hidden" name="org" value=org/>
                <label for="email">{words.email}</label>
                <input id="email" name="email" type="email" autocomplete="email" required/>
                {error}
                <button type="submit" class="button">{words.submit}</button>
            </ActionForm>
    }
}
