//! `/{org}/admin/settings` (admins): the organization's profile and time zone, who waits for
//! approval, and under "Advanced" the API key (generated here, shown once) and the SSO secret.

use super::layout::{AdminLayout, Section, kept, refused, when};
use crate::api::get_admin_settings;
use crate::model::{AdminFrame, AdminSettings};
use crate::t;
use leptos::prelude::*;
use leptos_router::hooks::use_params_map;

#[component]
pub fn AdminSettingsPage() -> impl IntoView {
    let org = use_params_map().read_untracked().get("org").unwrap_or_default();
    let settings = Resource::new(
        {
            let org = org.clone();
            move || org.clone()
        },
        get_admin_settings,
    );
    view! {
        <Suspense fallback=|| view! { <p class="loading" role="status">{t!("admin-loading")}</p> }>
            {Suspend::new(async move {
                match settings.await {
                    Ok((frame, settings, zones)) => view! { <SettingsView frame settings zones/> }.into_any(),
                    Err(error) => refused(&org, &format!("/{org}/admin/settings"), error),
                }
            })}
        </Suspense>
    }
}

#[component]
fn SettingsView(frame: AdminFrame, settings: AdminSettings, zones: Vec<String>) -> impl IntoView {
    let org = frame.org.name.clone();
    let action = format!("/{org}/admin/settings");
    let display_name = kept(&frame, "profile", "display_name", settings.display_name.clone());
    let description = kept(&frame, "profile", "description", settings.description.clone());
    let url = kept(&frame, "profile", "url", settings.url.clone());
    let zone = kept(&frame, "profile", "time_zone", settings.time_zone.clone());
    let default_locale = kept(&frame, "profile", "default_locale", settings.default_locale.clone());
    let trust = kept(&frame, "moderation", "trust_after_approved_posts", settings.trust_after_approved_posts.to_string());
    // A secret generated a moment ago, shown once.
    let shown = |form: &str| frame.flash.as_ref().filter(|f| f.ok && f.value("form").as_deref() == Some(form)).and_then(|f| f.secret.clone());
    let new_key = shown("api_key");
    let new_secret = shown("sso");
    let example = format!(
        "// {}\n\
         const jwt = require(\"jsonwebtoken\");\n\
         const token = jwt.sign(\n  {{ email: \"ada@example.com\", name: \"Ada\" }},\n  process.env.UPBOARD_SSO_SECRET,\n  {{ algorithm: \"HS256\", expiresIn: \"5m\" }}\n);\n\
         // {}\n\
         // /{org}/sso?token=${{token}}&redirect=/{org}",
        t!("admin-settings-sso-example-sign", path = format!("/{org}/sso")),
        t!("admin-settings-sso-example-send"),
    );
    let providers = view! { <Providers frame=frame.clone() settings=settings.clone()/> };
    let widget = view! { <WidgetSettings org=org.clone() settings=settings.clone() new_secret=shown("widget_secret")/> };
    view! {
        <AdminLayout frame section=Section::Settings title=t!("admin-settings-title") description=t!("admin-settings-description")>
            <section aria-labelledby="profile" class="admin-section">
                <h2 id="profile">{t!("admin-settings-profile")}</h2>
                <form method="post" action=action.clone() class="stacked-form wide-form">
                    <input type="hidden" name="form" value="profile"/>
                    <label for="display-name">{t!("admin-settings-display-name")}</label>
                    <input id="display-name" name="display_name" required maxlength="120" value=display_name/>
                    <label for="description">{t!("admin-settings-org-description")}</label>
                    <textarea id="description" name="description" rows="3" maxlength="2000">{crate::components::textarea_text(&description)}</textarea>
                    <label for="url">{t!("admin-settings-website")}</label>
                    <input id="url" name="url" type="url" inputmode="url" placeholder="https://example.com" value=url/>
                    <label for="time-zone">{t!("admin-settings-time-zone")}</label>
                    <select id="time-zone" name="time_zone" aria-describedby="time-zone-hint">
                        {zones.into_iter().map(|z| { let selected = z == zone; let label = z.clone(); view! { <option value=z selected=selected>{label}</option> } }).collect_view()}
                    </select>
                    <p class="hint" id="time-zone-hint">{t!("admin-settings-time-zone-hint")}</p>
                    <label for="default-language">{t!("admin-settings-default-language")}</label>
                    <select id="default-language" name="default_locale" aria-describedby="default-language-hint">
                        {crate::i18n::Locale::ALL.into_iter().map(|l| view! {
                            <option value=l.code() lang=l.code() selected=l.code() == default_locale>{l.native_name()}</option>
                        }).collect_view()}
                    </select>
                    <p class="hint" id="default-language-hint">{t!("admin-settings-default-language-hint")}</p>
                    <button type="submit" name="action" value="profile" class="button">{t!("admin-settings-save-profile")}</button>
                </form>
            </section>
            <section aria-labelledby="logo" class="admin-section">
                <h2 id="logo">{t!("admin-settings-logo")}</h2>
                {match settings.logo_url.clone() {
                    Some(url) => view! {
                        <p><img class="admin-logo" src=url alt=t!("admin-settings-logo-current") width="96" height="96"/></p>
                        <form method="post" action=action.clone() class="inline-form">
                            <button type="submit" name="action" value="remove_logo" class="button-secondary">{t!("admin-settings-logo-remove")}</button>
                        </form>
                    }.into_any(),
                    None => view! { <p class="hint">{t!("admin-settings-logo-none")}</p> }.into_any(),
                }}
                <form method="post" action=format!("{action}/logo") enctype="multipart/form-data" class="admin-row-form">
                    <div class="field">
                        <label for="logo-file">{t!("admin-settings-logo-new")}</label>
                        <input id="logo-file" type="file" name="logo" accept="image/png,image/jpeg,image/gif" required/>
                    </div>
                    <button type="submit" class="button small">{t!("admin-settings-logo-upload")}</button>
                </form>
            </section>
            <section aria-labelledby="moderation" class="admin-section">
                <h2 id="moderation">{t!("admin-settings-moderation")}</h2>
                <form method="post" action=action.clone() class="stacked-form wide-form">
                    <input type="hidden" name="form" value="moderation"/>
                    <div class="check">
                        <input type="checkbox" id="require-approval" name="require_approval" value="true" checked=settings.require_approval/>
                        <label for="require-approval">{t!("admin-settings-require-approval")}</label>
                    </div>
                    <div class="check">
                        <input type="checkbox" id="require-comment-approval" name="require_comment_approval" value="true" checked=settings.require_comment_approval/>
                        <label for="require-comment-approval">{t!("admin-settings-require-comment-approval")}</label>
                    </div>
                    <label for="trust">{t!("admin-settings-trust")}</label>
                    <input id="trust" name="trust_after_approved_posts" type="number" min="0" max="1000" inputmode="numeric" value=trust aria-describedby="trust-hint"/>
                    <p class="hint" id="trust-hint">{t!("admin-settings-trust-hint")}</p>
                    <button type="submit" name="action" value="moderation" class="button">{t!("admin-settings-save-moderation")}</button>
                </form>
            </section>
            <section aria-labelledby="signing-in" class="admin-section">
                <h2 id="signing-in">{t!("admin-settings-sign-in")}</h2>
                <form method="post" action=action.clone() class="stacked-form wide-form">
                    <input type="hidden" name="form" value="sign_in"/>
                    <fieldset>
                        <legend>{t!("admin-settings-sign-in-with")}</legend>
                        {[
                            ("password", t!("admin-settings-sign-in-password")),
                            ("password_or_link", t!("admin-settings-sign-in-password-or-link")),
                            ("link", t!("admin-settings-sign-in-link")),
                        ]
                            .into_iter()
                            .map(|(value, label)| {
                                let id = format!("sign-in-{value}");
                                view! {
                                    <div class="check">
                                        <input type="radio" id=id.clone() name="sign_in_with" value=value checked=settings.sign_in_with == value/>
                                        <label for=id>{label}</label>
                                    </div>
                                }
                            })
                            .collect_view()}
                    </fieldset>
                    <p class="hint">{t!("admin-settings-sign-in-hint")}</p>
                    <div class="check">
                        <input type="checkbox" id="team-two-factor" name="team_two_factor" value="true" checked=settings.team_two_factor aria-describedby="team-two-factor-hint"/>
                        <label for="team-two-factor">{t!("admin-settings-team-two-factor")}</label>
                    </div>
                    <p class="hint" id="team-two-factor-hint">{t!("admin-settings-team-two-factor-hint-start")}<a href=format!("/{org}/me/two-factor")>{t!("admin-settings-team-two-factor-hint-link")}</a>{t!("admin-settings-team-two-factor-hint-end")}</p>
                    <div class="check">
                        <input type="checkbox" id="verify-emails" name="verify_emails" value="true" checked=settings.verify_emails aria-describedby="verify-emails-hint"/>
                        <label for="verify-emails">{t!("admin-settings-verify-emails")}</label>
                    </div>
                    <p class="hint" id="verify-emails-hint">{t!("admin-settings-verify-emails-hint")}</p>
                    <button type="submit" name="action" value="sign_in" class="button">{t!("admin-settings-save-sign-in")}</button>
                </form>
                {providers}
            </section>
            {widget}
            <section aria-labelledby="advanced" class="admin-section">
                <h2 id="advanced">{t!("admin-settings-advanced")}</h2>
                <section aria-labelledby="api-key" class="admin-subsection">
                    <h3 id="api-key">{t!("admin-settings-api-key")}</h3>
                    <p>{t!("admin-settings-api-key-text-start")}<a href="/api/docs">{t!("admin-settings-api-key-reference")}</a>{t!("admin-settings-api-key-text-end")}</p>
                    <dl class="admin-facts">
                        <dt>{t!("admin-settings-api-key-generated")}</dt>
                        <dd>{settings.api_key_generated_at.as_deref().map_or_else(|| if settings.has_api_key { t!("admin-settings-api-key-unknown") } else { t!("admin-settings-api-key-none") }, when)}</dd>
                        <dt>{t!("admin-settings-api-key-last-used")}</dt>
                        <dd>{settings.api_key_last_used_at.as_deref().map_or_else(|| t!("admin-settings-never"), when)}</dd>
                    </dl>
                    {new_key.map(|key| view! { <OneTimeSecret id="new-api-key" label=t!("admin-settings-api-key-new") value=key/> })}
                    <form method="post" action=action.clone() class="inline-form">
                        <input type="hidden" name="form" value="api_key"/>
                        <button type="submit" name="action" value="api_key" class="button">{t!("admin-settings-api-key-generate")}</button>
                    </form>
                </section>
                <section aria-labelledby="sso-secret" class="admin-subsection">
                    <h3 id="sso-secret">{t!("admin-settings-sso")}</h3>
                    <p>{t!("admin-settings-sso-text")}</p>
                    <dl class="admin-facts">
                        <dt>{t!("admin-settings-sso-secret")}</dt>
                        <dd><code>{settings.sso_secret_masked}</code></dd>
                        <dt>{t!("admin-settings-sso-rotated")}</dt>
                        <dd>{settings.sso_secret_rotated_at.as_deref().map_or_else(|| t!("admin-settings-never"), when)}</dd>
                    </dl>
                    {new_secret.map(|secret| view! { <OneTimeSecret id="new-sso-secret" label=t!("admin-settings-sso-new") value=secret/> })}
                    <form method="post" action=action class="inline-form">
                        <input type="hidden" name="form" value="sso"/>
                        <button type="submit" name="action" value="sso" class="button">{t!("admin-settings-sso-rotate")}</button>
                    </form>
                    <details class="admin-example">
                        <summary>{t!("admin-settings-sso-example")}</summary>
                        <pre><code>{example}</code></pre>
                    </details>
                </section>
            </section>
        </AdminLayout>
    }
}

/// A secret shown once: in a read-only field (select it to copy) and with a copy button once
/// the page has hydrated.
#[component]
pub(super) fn OneTimeSecret(
    id: &'static str,
    #[prop(into)] label: String,
    value: String,
    /// What to do with it; by default, that it is shown only this once and not stored.
    #[prop(optional, into)]
    hint: Option<String>,
) -> impl IntoView {
    let texts = CopyTexts { copy: t!("admin-secret-copy"), copied: t!("admin-secret-copied"), announced: t!("admin-secret-copied-status") };
    view! {
        <div class="one-time-secret">
            <label for=id>{label}</label>
            <div class="secret-row">
                <input id=id readonly value=value.clone() spellcheck="false" autocomplete="off"/>
                <CopyButton value texts/>
            </div>
            <p class="hint">{hint.unwrap_or_else(|| t!("admin-secret-hint"))}</p>
        </div>
    }
}

/// The copy button's texts, in the page's language (an island has no catalogue).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct CopyTexts {
    /// The button.
    pub copy: String,
    /// The button once it copied.
    pub copied: String,
    /// Said to screen readers once it copied.
    pub announced: String,
}

/// Copies `value` to the clipboard. It needs JavaScript, so it appears once hydrated.
#[island]
fn CopyButton(value: String, texts: CopyTexts) -> impl IntoView {
    let ready = RwSignal::new(false);
    let copied = RwSignal::new(false);
    #[cfg(feature = "hydrate")]
    Effect::new(move |_| ready.set(true));
    let copy = move |_| {
        #[cfg(feature = "hydrate")]
        {
            let _ = window().navigator().clipboard().write_text(&value);
        }
        #[cfg(not(feature = "hydrate"))]
        let _ = &value;
        copied.set(true);
    };
    let CopyTexts { copy: label, copied: done, announced } = texts;
    move || {
        ready.get().then(|| {
            let (label, done, announced) = (label.clone(), done.clone(), announced.clone());
            view! {
                <button type="button" class="button small" on:click=copy.clone()>{move || if copied.get() { done.clone() } else { label.clone() }}</button>
                <span class="visually-hidden" role="status">{move || if copied.get() { announced.clone() } else { String::new() }}</span>
            }
        })
    }
}

/// The OpenID Connect providers: each with its test sign-in, "the team only through it" and
/// removal; and the form that adds one.
#[component]
fn Providers(frame: AdminFrame, settings: AdminSettings) -> impl IntoView {
    let org = frame.org.name.clone();
    let action = format!("/{org}/admin/settings");
    let field = |name: &str| kept(&frame, "provider", name, "");
    let list = settings
        .providers
        .iter()
        .map(|provider| {
            let id = provider.id.to_string();
            let heading = format!("provider-{id}");
            let tested = provider.tested_at.as_deref().map_or_else(|| t!("admin-providers-not-tested"), |at| t!("admin-providers-tested", at = when(at)));
            let (team_label, team_on) = if provider.team_only {
                (t!("admin-providers-team-only-off"), "false")
            } else {
                (t!("admin-providers-team-only-on"), "true")
            };
            view! {
                <article class="admin-subsection" aria-labelledby=heading.clone()>
                    <h4 id=heading.clone()>{provider.label.clone()}</h4>
                    <dl class="admin-facts">
                        <dt>{t!("admin-providers-issuer")}</dt><dd><code>{provider.issuer.clone()}</code></dd>
                        <dt>{t!("admin-providers-client-id")}</dt><dd><code>{provider.client_id.clone()}</code></dd>
                        <dt>{t!("admin-providers-role-claim")}</dt><dd>{provider.role_claim.clone().unwrap_or_else(|| t!("admin-providers-no-role-claim"))}</dd>
                        <dt>{t!("admin-providers-join-domains")}</dt><dd>{if provider.join_domains.is_empty() { t!("admin-providers-anyone") } else { provider.join_domains.clone() }}</dd>
                        <dt>{t!("admin-providers-test")}</dt><dd>{tested}</dd>
                        <dt>{t!("admin-providers-team")}</dt><dd>{if provider.team_only { t!("admin-providers-team-only") } else { t!("admin-providers-team-any") }}</dd>
                    </dl>
                    <div class="form-row">
                        <a href=format!("/{org}/oidc/{id}/start?test=1") class="button button-secondary">{t!("admin-providers-test-button")}</a>
                        <form method="post" action=action.clone() class="inline-form">
                            <input type="hidden" name="form" value="provider"/>
                            <input type="hidden" name="id" value=id.clone()/>
                            <input type="hidden" name="on" value=team_on/>
                            <button type="submit" name="action" value="provider_team_only" class="button button-secondary">{team_label}</button>
                        </form>
                        <form method="post" action=action.clone() class="inline-form">
                            <input type="hidden" name="form" value="provider"/>
                            <input type="hidden" name="id" value=id/>
                            <button type="submit" name="action" value="provider_remove" class="button danger">{t!("admin-providers-remove")}</button>
                        </form>
                    </div>
                </article>
            }
        })
        .collect_view();
    view! {
        <section aria-labelledby="providers" class="admin-subsection">
            <h3 id="providers">{t!("admin-providers")}</h3>
            <p>{t!("admin-providers-intro")}</p>
            <p>{t!("admin-providers-redirect")}" "<code>{settings.oidc_redirect_uri.clone()}</code></p>
            {list}
            <form method="post" action=action class="stacked-form wide-form">
                <input type="hidden" name="form" value="provider"/>
                <h4>{t!("admin-providers-add")}</h4>
                <label for="provider-label">{t!("admin-providers-label")}</label>
                <input id="provider-label" name="label" required maxlength="60" value=field("label")/>
                <label for="provider-issuer">{t!("admin-providers-issuer")}</label>
                <input id="provider-issuer" name="issuer" type="url" required maxlength="500" placeholder="https://id.example.com/realms/acme" value=field("issuer")/>
                <label for="provider-client-id">{t!("admin-providers-client-id")}</label>
                <input id="provider-client-id" name="client_id" required maxlength="255" autocomplete="off" value=field("client_id")/>
                <label for="provider-secret">{t!("admin-providers-client-secret")}</label>
                <input id="provider-secret" name="client_secret" type="password" required maxlength="2000" autocomplete="off"/>
                <label for="provider-scopes">{t!("admin-providers-scopes")}</label>
                <input id="provider-scopes" name="scopes" maxlength="500" placeholder="email profile groups" value=field("scopes") aria-describedby="provider-scopes-hint"/>
                <p class="hint" id="provider-scopes-hint">{t!("admin-providers-scopes-hint")}</p>
                <label for="provider-role-claim">{t!("admin-providers-role-claim")}</label>
                <input id="provider-role-claim" name="role_claim" maxlength="200" placeholder="groups" value=field("role_claim") aria-describedby="provider-role-hint"/>
                <p class="hint" id="provider-role-hint">{t!("admin-providers-role-hint")}</p>
                <label for="provider-admins">{t!("admin-providers-admin-values")}</label>
                <input id="provider-admins" name="admin_values" value=field("admin_values")/>
                <label for="provider-members">{t!("admin-providers-member-values")}</label>
                <input id="provider-members" name="member_values" value=field("member_values")/>
                <label for="provider-csms">{t!("admin-providers-csm-values")}</label>
                <input id="provider-csms" name="csm_values" value=field("csm_values")/>
                <label for="provider-domains">{t!("admin-providers-join-domains")}</label>
                <input id="provider-domains" name="join_domains" value=field("join_domains") aria-describedby="provider-domains-hint"/>
                <p class="hint" id="provider-domains-hint">{t!("admin-providers-domains-hint")}</p>
                <button type="submit" name="action" value="provider_add" class="button">{t!("admin-providers-add-button")}</button>
            </form>
        </section>
    }
}

/// The widget: who may use it without identify, the host pages allowed to, its identify secret
/// (made anew with a grace period for the one it replaces; shown once), and the snippet to
/// paste (docs/widget.md).
#[component]
fn WidgetSettings(org: String, settings: AdminSettings, new_secret: Option<String>) -> impl IntoView {
    let action = format!("/{org}/admin/settings");
    let snippet = format!("<script src=\"{}\" async></script>\n<upboard-widget org=\"{org}\"></upboard-widget>", settings.widget_script);
    view! {
        <section aria-labelledby="widget" class="admin-section">
            <h2 id="widget">{t!("admin-settings-widget")}</h2>
            <p>{t!("admin-settings-widget-text")}</p>
            <pre class="snippet"><code>{snippet}</code></pre>
            <form method="post" action=action.clone() class="stacked-form wide-form">
                <input type="hidden" name="form" value="widget_access"/>
                <fieldset>
                    <legend>{t!("admin-settings-widget-access")}</legend>
                    {[("signed", t!("admin-settings-widget-signed")), ("anonymous_reading", t!("admin-settings-widget-anonymous")), ("email_posting", t!("admin-settings-widget-email"))]
                        .into_iter()
                        .map(|(value, label)| {
                            let id = format!("widget-access-{value}");
                            view! {
                                <div class="check">
                                    <input type="radio" id=id.clone() name="widget_access" value=value checked=settings.widget_access == value/>
                                    <label for=id>{label}</label>
                                </div>
                            }
                        })
                        .collect_view()}
                </fieldset>
                <button type="submit" name="action" value="widget_access" class="button">{t!("admin-settings-widget-access-save")}</button>
            </form>
            <section aria-labelledby="widget-origins" class="admin-subsection">
                <h3 id="widget-origins">{t!("admin-settings-widget-origins")}</h3>
                <p>{t!("admin-settings-widget-origins-text")}</p>
                {if settings.widget_origins.is_empty() {
                    view! { <p class="hint">{t!("admin-settings-widget-origins-none")}</p> }.into_any()
                } else {
                    view! {
                        <ul class="widget-origins">
                            {settings.widget_origins.iter().map(|origin| view! {
                                <li>
                                    <code>{origin.clone()}</code>
                                    <form method="post" action=action.clone() class="inline-form">
                                        <input type="hidden" name="form" value="widget_origin_remove"/>
                                        <input type="hidden" name="origin" value=origin.clone()/>
                                        <button type="submit" name="action" value="widget_origin_remove" class="button-link" aria-label=t!("admin-settings-widget-origin-remove-named", origin = origin)>
                                            {t!("admin-settings-widget-origin-remove")}
                                        </button>
                                    </form>
                                </li>
                            }).collect_view()}
                        </ul>
                    }.into_any()
                }}
                <form method="post" action=action.clone() class="stacked-form">
                    <input type="hidden" name="form" value="widget_origin_add"/>
                    <label for="widget-origin">{t!("admin-settings-widget-origin")}</label>
                    <input id="widget-origin" name="origin" type="url" required placeholder="https://app.example.com" aria-describedby="widget-origin-hint"/>
                    <p class="hint" id="widget-origin-hint">{t!("admin-settings-widget-origin-hint")}</p>
                    <button type="submit" name="action" value="widget_origin_add" class="button">{t!("admin-settings-widget-origin-add")}</button>
                </form>
            </section>
            <section aria-labelledby="widget-secret" class="admin-subsection">
                <h3 id="widget-secret">{t!("admin-settings-widget-secret")}</h3>
                <p>{t!("admin-settings-widget-secret-text")}</p>
                <dl class="admin-facts">
                    <dt>{t!("admin-settings-widget-secret-state")}</dt>
                    <dd>{if settings.widget_has_secret { t!("admin-settings-widget-secret-set") } else { t!("admin-settings-widget-secret-none") }}</dd>
                    {settings.widget_previous_until.as_deref().map(|until| view! {
                        <dt>{t!("admin-settings-widget-previous")}</dt>
                        <dd>{t!("admin-settings-widget-previous-until", date = when(until))}</dd>
                    })}
                </dl>
                {new_secret.map(|secret| view! { <OneTimeSecret id="new-widget-secret" label=t!("admin-settings-widget-secret-new") value=secret/> })}
                <form method="post" action=action class="stacked-form">
                    <input type="hidden" name="form" value="widget_secret"/>
                    <label for="widget-grace">{t!("admin-settings-widget-grace")}</label>
                    <input id="widget-grace" name="grace_hours" type="number" min="0" max="720" value="24" inputmode="numeric" aria-describedby="widget-grace-hint"/>
                    <p class="hint" id="widget-grace-hint">{t!("admin-settings-widget-grace-hint")}</p>
                    <button type="submit" name="action" value="widget_secret" class="button">{t!("admin-settings-widget-secret-make")}</button>
                </form>
            </section>
        </section>
    }
}
