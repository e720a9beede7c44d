//! `/{org}/admin/settings` (admins): the organization's profile and time zone, who waits for
//! approval, and under "Advanced" the API key (generated here, shown once) and the SSO secret.

use super::layout::{AdminLayout, Section, kept, refused, when};
use crate::api::get_admin_settings;
use crate::model::{AdminFrame, AdminSettings};
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
        <Suspense fallback=|| view! { <p class="loading" role="status">"Loading…"</p> }>
            {move || {
                let org = org.clone();
                Suspend::new(async move {
                    match settings.await {
                        Ok((frame, settings, zones)) => view! { <SettingsView frame settings zones/> }.into_any(),
                        Err(error) => refused(&org, &format!("/{org}/admin/settings"), error),
                    }
                })
            }}
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
    let trust = kept(&frame, "moderation", "trust_after_approved_posts", settings.trust_after_approved_posts.to_string());
    // A secret generated a moment ago, shown once.
    let shown = |form: &str| frame.flash.as_ref().filter(|f| f.ok && f.value("form").as_deref() == Some(form)).and_then(|f| f.secret.clone());
    let new_key = shown("api_key");
    let new_secret = shown("sso");
    let example = format!(
        "// Node.js: sign a user in to /{org}/sso with the SSO secret (HS256)\n\
         const jwt = require(\"jsonwebtoken\");\n\
         const token = jwt.sign(\n  {{ email: \"ada@example.com\", name: \"Ada\" }},\n  process.env.UPBOARD_SSO_SECRET,\n  {{ algorithm: \"HS256\", expiresIn: \"5m\" }}\n);\n\
         // Send the browser to:\n\
         // /{org}/sso?token=${{token}}&redirect=/{org}"
    );
    view! {
        <AdminLayout frame section=Section::Settings title="Settings" description="The organization's profile, moderation rules, API key and SSO secret.">
            <section aria-labelledby="profile" class="admin-section">
                <h2 id="profile">"Profile"</h2>
                <form method="post" action=action.clone() class="stacked-form wide-form">
                    <input type="hidden" name="form" value="profile"/>
                    <label for="display-name">"Display name"</label>
                    <input id="display-name" name="display_name" required maxlength="120" value=display_name/>
                    <label for="description">"Description"</label>
                    <textarea id="description" name="description" rows="3" maxlength="2000">{crate::components::textarea_text(&description)}</textarea>
                    <label for="url">"Website"</label>
                    <input id="url" name="url" type="url" inputmode="url" placeholder="https://example.com" value=url/>
                    <label for="time-zone">"Time zone"</label>
                    <select id="time-zone" name="time_zone" aria-describedby="time-zone-hint">
                        {zones.into_iter().map(|z| { let selected = z == zone; let label = z.clone(); view! { <option value=z selected=selected>{label}</option> } }).collect_view()}
                    </select>
                    <p class="hint" id="time-zone-hint">"The first-generation API endpoints show times in this zone."</p>
                    <button type="submit" name="action" value="profile" class="button">"Save profile"</button>
                </form>
            </section>
            <section aria-labelledby="logo" class="admin-section">
                <h2 id="logo">"Logo"</h2>
                {match settings.logo_url.clone() {
                    Some(url) => view! {
                        <p><img class="admin-logo" src=url alt="The current logo" width="96" height="96"/></p>
                        <form method="post" action=action.clone() class="inline-form">
                            <button type="submit" name="action" value="remove_logo" class="button-secondary">"Remove the logo"</button>
                        </form>
                    }.into_any(),
                    None => view! { <p class="hint">"No logo yet."</p> }.into_any(),
                }}
                <form method="post" action=format!("{action}/logo") enctype="multipart/form-data" class="admin-row-form">
                    <div class="field">
                        <label for="logo-file">"New logo (PNG, JPEG or GIF, at most 10 MB)"</label>
                        <input id="logo-file" type="file" name="logo" accept="image/png,image/jpeg,image/gif" required/>
                    </div>
                    <button type="submit" class="button small">"Upload logo"</button>
                </form>
            </section>
            <section aria-labelledby="moderation" class="admin-section">
                <h2 id="moderation">"Moderation"</h2>
                <form method="post" action=action.clone() class="stacked-form wide-form">
                    <input type="hidden" name="form" value="moderation"/>
                    <div class="check">
                        <input type="checkbox" id="require-approval" name="require_approval" value="true" checked=settings.require_approval/>
                        <label for="require-approval">"New posts by customers wait for approval"</label>
                    </div>
                    <div class="check">
                        <input type="checkbox" id="require-comment-approval" name="require_comment_approval" value="true" checked=settings.require_comment_approval/>
                        <label for="require-comment-approval">"New comments by customers wait for approval"</label>
                    </div>
                    <label for="trust">"Trust a customer after this many approved posts"</label>
                    <input id="trust" name="trust_after_approved_posts" type="number" min="0" max="1000" inputmode="numeric" value=trust aria-describedby="trust-hint"/>
                    <p class="hint" id="trust-hint">"A trusted customer's posts and comments skip the queue. 0: never."</p>
                    <button type="submit" name="action" value="moderation" class="button">"Save moderation"</button>
                </form>
            </section>
            <section aria-labelledby="advanced" class="admin-section">
                <h2 id="advanced">"Advanced"</h2>
                <section aria-labelledby="api-key" class="admin-subsection">
                    <h3 id="api-key">"API key"</h3>
                    <p>"The key gives other systems access to this organization through the REST API (" <a href="/api/docs">"reference"</a> "). It is shown once, when generated; generating a new one revokes the current key at once."</p>
                    <dl class="admin-facts">
                        <dt>"Generated"</dt>
                        <dd>{settings.api_key_generated_at.as_deref().map_or_else(|| if settings.has_api_key { "Unknown".to_owned() } else { "No key yet".to_owned() }, when)}</dd>
                        <dt>"Last used"</dt>
                        <dd>{settings.api_key_last_used_at.as_deref().map_or_else(|| "Never".to_owned(), when)}</dd>
                    </dl>
                    {new_key.map(|key| view! { <OneTimeSecret id="new-api-key" label="Your new API key" value=key/> })}
                    <form method="post" action=action.clone() class="inline-form">
                        <input type="hidden" name="form" value="api_key"/>
                        <button type="submit" name="action" value="api_key" class="button">"Generate"</button>
                    </form>
                </section>
                <section aria-labelledby="sso-secret" class="admin-subsection">
                    <h3 id="sso-secret">"SSO secret"</h3>
                    <p>"Your own site signs its users in here with a token signed by this secret (HS256). Rotating it makes every token signed with the old secret invalid at once."</p>
                    <dl class="admin-facts">
                        <dt>"Secret"</dt>
                        <dd><code>{settings.sso_secret_masked}</code></dd>
                        <dt>"Rotated"</dt>
                        <dd>{settings.sso_secret_rotated_at.as_deref().map_or_else(|| "Never".to_owned(), when)}</dd>
                    </dl>
                    {new_secret.map(|secret| view! { <OneTimeSecret id="new-sso-secret" label="Your new SSO secret" value=secret/> })}
                    <form method="post" action=action class="inline-form">
                        <input type="hidden" name="form" value="sso"/>
                        <button type="submit" name="action" value="sso" class="button">"Rotate"</button>
                    </form>
                    <details class="admin-example">
                        <summary>"Example: signing a token"</summary>
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
    label: &'static str,
    value: String,
    #[prop(default = "Copy it now: it is shown only this once and is not stored.")] hint: &'static str,
) -> impl IntoView {
    view! {
        <div class="one-time-secret">
            <label for=id>{label}</label>
            <div class="secret-row">
                <input id=id readonly value=value.clone() spellcheck="false" autocomplete="off"/>
                <CopyButton value/>
            </div>
            <p class="hint">{hint}</p>
        </div>
    }
}

/// Copies `value` to the clipboard. It needs JavaScript, so it appears once hydrated.
#[island]
fn CopyButton(value: String) -> impl IntoView {
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
    move || {
        ready.get().then(|| {
            view! {
                <button type="button" class="button small" on:click=copy.clone()>{move || if copied.get() { "Copied" } else { "Copy" }}</button>
                <span class="visually-hidden" role="status">{move || if copied.get() { "Copied to the clipboard" } else { "" }}</span>
            }
        })
    }
}
