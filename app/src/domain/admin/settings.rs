//! The organization's settings page: its profile, time zone and moderation rules, its API key
//! (generated here, shown once) and its SSO secret. Every change is written to the audit log
//! in its own transaction.
//!
//! When a key was last used is news the API gets on every request; writing it then would put
//! a write on every read. [`super::super::keys::KeyUse`] keeps it in memory and [`flush_key_use`] writes it at
//! most once a minute (started by `upboard serve`); the page shows the later of the stored and
//! the remembered time.

use super::super::access::Actor;
use super::super::organizations::SignInWith;
use super::super::{Db, Error, Result, keys, now, oidc, time};
use super::audit::{self, Action, Target};
use crate::entities::organization;
use crate::model::{AdminSettings, OrgId};
use crate::said;
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, IntoActiveModel, QueryFilter};

pub const DISPLAY_NAME_MAX_LEN: usize = 120;
pub const DESCRIPTION_MAX_LEN: usize = 2_000;
pub const URL_MAX_LEN: usize = 500;
/// "Trust a customer after N approved posts" goes up to this.
pub const TRUST_MAX: i32 = 1_000;

/// Writes the remembered "last used" times (one small update per organization whose key was
/// used since the last flush; never moving a time backwards).
pub async fn flush_key_use(db: &Db, key_use: &keys::KeyUse) -> Result<usize> {
    let seen = key_use.take();
    if seen.is_empty() {
        return Ok(0);
    }
    let txn = db.begin_write().await?;
    for (organization_id, at) in &seen {
        organization::Entity::update_many()
            .col_expr(organization::Column::ApiKeyLastUsedAt, (*at).into())
            .filter(organization::Column::Id.eq(*organization_id))
            .filter(
                sea_orm::Condition::any()
                    .add(organization::Column::ApiKeyLastUsedAt.is_null())
                    .add(organization::Column::ApiKeyLastUsedAt.lt(*at)),
            )
            .exec(&*txn)
            .await?;
    }
    txn.commit().await?;
    Ok(seen.len())
}

/// What the settings page shows (never the key or the secret themselves).
pub fn view(key_use: &keys::KeyUse, org: &organization::Model) -> AdminSettings {
    let last_used = match (org.api_key_last_used_at, key_use.last(org.id)) {
        (Some(stored), Some(seen)) => Some(stored.max(seen)),
        (stored, seen) => stored.or(seen),
    };
    // A use of the previous key (noted by a process before it heard of the new one) is not
    // a use of this one.
    let last_used = last_used.filter(|at| org.api_key_generated_at.is_none_or(|generated| *at >= generated));
    AdminSettings {
        display_name: org.display_name.clone(),
        description: org.description.clone(),
        url: org.url.clone().unwrap_or_default(),
        time_zone: org.time_zone.clone(),
        default_locale: org.default_locale.clone(),
        require_approval: org.require_approval,
        require_comment_approval: org.require_comment_approval,
        trust_after_approved_posts: org.trust_after_approved_posts,
        has_api_key: org.api_key_hash.is_some(),
        api_key_generated_at: org.api_key_generated_at.map(time::iso_utc),
        api_key_last_used_at: last_used.map(time::iso_utc),
        sso_secret_masked: mask(&org.sso_secret),
        logo_url: org.profile_picture.clone(),
        sso_secret_rotated_at: org.sso_secret_rotated_at.map(time::iso_utc),
        sign_in_with: SignInWith::of(org).as_str().to_owned(),
        team_two_factor: org.team_two_factor,
        verify_emails: org.verify_emails_since.is_some(),
        providers: Vec::new(),
        oidc_redirect_uri: String::new(),
        widget_access: crate::domain::widget::Access::of(org).as_str().to_owned(),
        widget_has_secret: org.widget_secret_sealed.is_some(),
        widget_previous_until: org.widget_previous_until.filter(|until| *until > now()).map(time::iso_utc),
        widget_origins: Vec::new(),
        widget_script: String::new(),
    }
}

/// The settings page's providers ([`super::super::oidc`]), and the address to register at them.
pub async fn providers(db: &Db, org: &organization::Model, public_url: &str) -> Result<(Vec<crate::model::AdminProvider>, String)> {
    let shown = oidc::list(db.conn(), org.id)
        .await?
        .into_iter()
        .map(|p| crate::model::AdminProvider {
            id: p.id,
            label: p.label,
            issuer: p.issuer,
            client_id: p.client_id,
            role_claim: p.role_claim,
            join_domains: p.join_domains.replace(',', ", "),
            tested_at: p.tested_at.map(time::iso_utc),
            team_only: p.team_only,
        })
        .collect();
    Ok((shown, oidc::redirect_uri(public_url, &org.name)))
}

/// Adds a sign-in provider (the door checked its issuer answers), recorded in the audit log in
/// the same transaction.
pub async fn add_provider(db: &Db, sealer: &super::super::sealed::Sealer, org: &organization::Model, actor: &Actor, input: &oidc::ProviderInput) -> Result<()> {
    let txn = db.begin_write().await?;
    let added = oidc::add(&*txn, sealer, org.id, input).await?;
    let details = format!("sign-in provider {} added", added.label);
    audit::record(&*txn, org.id, actor, Action::SettingsChanged, Target { id: None, name: "Signing in" }, &details).await?;
    txn.commit().await?;
    Ok(())
}

/// Removes a sign-in provider, recorded in the audit log in the same transaction.
pub async fn remove_provider(db: &Db, org: &organization::Model, actor: &Actor, id: i64) -> Result<()> {
    let txn = db.begin_write().await?;
    let removed = oidc::remove(&*txn, org.id, id).await?;
    let details = format!("sign-in provider {} removed", removed.label);
    audit::record(&*txn, org.id, actor, Action::SettingsChanged, Target { id: None, name: "Signing in" }, &details).await?;
    txn.commit().await?;
    Ok(())
}

/// Requires the team to sign in only through a provider (after a passed test sign-in), or no
/// longer; recorded in the audit log in the same transaction.
pub async fn provider_team_only(db: &Db, org: &organization::Model, actor: &Actor, id: i64, on: bool) -> Result<()> {
    let txn = db.begin_write().await?;
    let changed = oidc::set_team_only(&*txn, org.id, id, on).await?;
    let details = if on { format!("the team signs in only through {}", changed.label) } else { format!("the team may sign in without {}", changed.label) };
    audit::record(&*txn, org.id, actor, Action::SettingsChanged, Target { id: None, name: "Signing in" }, &details).await?;
    txn.commit().await?;
    Ok(())
}

/// How the revenue behind a post is told (`sum`, `average`, `max`), what a RICE score's reach
/// counts (`votes`, `companies`, `revenue`), and whether public pages show the companies and
/// revenue behind a post; recorded in the audit log in the same transaction.
pub async fn set_value_settings(db: &Db, org: &organization::Model, actor: &Actor, measure: &str, reach: &str, public: bool) -> Result<organization::Model> {
    use crate::domain::values::{Measure, Reach};
    let measure = Measure::parse(measure.trim()).ok_or_else(|| Error::invalid(said!("said-x-must-be-sum-average-or-max", field = "revenue_measure")))?;
    let reach = Reach::parse(reach.trim()).ok_or_else(|| Error::invalid(said!("said-x-must-be-votes-companies-or-revenue", field = "rice_reach")))?;
    let txn = db.begin_write().await?;
    let mut active = org.clone().into_active_model();
    active.revenue_measure = Set(measure.as_str().to_owned());
    active.rice_reach = Set(reach.as_str().to_owned());
    active.public_value = Set(public);
    active.updated_at = Set(now());
    let updated = active.update(&*txn).await?;
    let shown = if public { "shown on public pages" } else { "for the team only" };
    let details = format!("revenue by {}, RICE reach by {}, {shown}", measure.as_str(), reach.as_str());
    audit::record(&*txn, org.id, actor, Action::SettingsChanged, Target { id: None, name: "Priorities" }, &details).await?;
    txn.commit().await?;
    Ok(updated)
}

/// Who may use the widget without a signed identify (`signed`, `anonymous_reading`,
/// `email_posting`), recorded
/// in the audit log in the same transaction.
pub async fn set_widget_access(db: &Db, org: &organization::Model, actor: &Actor, choice: &str) -> Result<organization::Model> {
    let Some(access) = crate::domain::widget::Access::parse(choice) else {
        return Err(Error::invalid(said!("said-x-must-be-a-widget-access", field = "widget_access")));
    };
    let details = match access {
        crate::domain::widget::Access::Signed => "widget only for identified people",
        crate::domain::widget::Access::AnonymousReading => "widget open to anonymous readers",
        crate::domain::widget::Access::EmailPosting => "widget open to e-mail-only posting",
    };
    let txn = db.begin_write().await?;
    let mut active = org.clone().into_active_model();
    active.widget_access = Set(access.as_str().to_owned());
    active.updated_at = Set(now());
    let updated = active.update(&*txn).await?;
    audit::record(&*txn, org.id, actor, Action::SettingsChanged, Target { id: None, name: "Widget" }, details).await?;
    txn.commit().await?;
    Ok(updated)
}

/// Allows a host page's origin to use the widget; recorded in the audit log. Returns it as
/// kept.
pub async fn add_widget_origin(db: &Db, org: &organization::Model, actor: &Actor, origin: &str) -> Result<String> {
    let txn = db.begin_write().await?;
    let added = crate::domain::widget::add_origin(&*txn, org.id, origin).await?;
    audit::record(&*txn, org.id, actor, Action::SettingsChanged, Target { id: None, name: "Widget" }, &format!("widget host {added} allowed")).await?;
    txn.commit().await?;
    Ok(added)
}

/// Allows a host page's origin no more; recorded in the audit log.
pub async fn remove_widget_origin(db: &Db, org: &organization::Model, actor: &Actor, origin: &str) -> Result<()> {
    let txn = db.begin_write().await?;
    if !crate::domain::widget::remove_origin(&*txn, org.id, origin).await? {
        return Err(Error::NotFound(said!("said-this-origin-is-not-listed")));
    }
    let origin = crate::domain::widget::clean_origin(origin)?;
    audit::record(&*txn, org.id, actor, Action::SettingsChanged, Target { id: None, name: "Widget" }, &format!("widget host {origin} no longer allowed"))
        .await?;
    txn.commit().await?;
    Ok(())
}

/// A new widget identify secret, returned once; the one it replaces works for `grace_hours`
/// more. Recorded in the audit log (never the secret).
pub async fn rotate_widget_secret(
    db: &Db,
    sealer: &super::super::sealed::Sealer,
    org: &organization::Model,
    actor: &Actor,
    grace_hours: i64,
) -> Result<String> {
    let grace = chrono::Duration::hours(grace_hours);
    let txn = db.begin_write().await?;
    let secret = crate::domain::widget::rotate_secret(&*txn, sealer, org, grace).await?;
    let details = if grace_hours > 0 && org.widget_secret_sealed.is_some() {
        format!("new widget secret, the previous one works {grace_hours} hours more")
    } else {
        "new widget secret".to_owned()
    };
    audit::record(&*txn, org.id, actor, Action::SettingsChanged, Target { id: None, name: "Widget" }, &details).await?;
    txn.commit().await?;
    Ok(secret)
}

/// The first four characters and dots for the rest: enough to tell two secrets apart.
fn mask(secret: &str) -> String {
    let shown: String = secret.chars().take(4).collect();
    format!("{shown}{}", "•".repeat(secret.chars().count().saturating_sub(4).min(20)))
}

/// The profile as the form sends it.
pub struct Profile<'a> {
    pub display_name: &'a str,
    pub description: &'a str,
    pub url: &'a str,
    pub time_zone: &'a str,
    /// The organization's default language (a `Locale` code); empty keeps it.
    pub default_locale: &'a str,
}

pub async fn update_profile(db: &Db, org: &organization::Model, actor: &Actor, profile: Profile<'_>) -> Result<organization::Model> {
    let display_name = profile.display_name.trim();
    if display_name.is_empty() {
        return Err(Error::invalid(said!("said-x-can-t-be-blank", field = "display_name")));
    }
    if display_name.chars().count() > DISPLAY_NAME_MAX_LEN {
        return Err(Error::invalid(said!("said-x-is-too-long-at-most-5", field = "display_name")));
    }
    let description = profile.description.trim();
    if description.chars().count() > DESCRIPTION_MAX_LEN {
        return Err(Error::invalid(said!("said-x-is-too-long-at-most-8", field = "description")));
    }
    let url = match profile.url.trim() {
        "" => None,
        url => Some(clean_url(url)?),
    };
    let time_zone = profile.time_zone.trim();
    if !time::is_valid_time_zone(time_zone) {
        return Err(Error::invalid(said!("said-x-is-not-a-time-zone", field = "time_zone")));
    }
    let default_locale = match profile.default_locale.trim() {
        "" => org.default_locale.clone(),
        code => match crate::model::Locale::parse(code) {
            Some(locale) if locale.code() == code.to_ascii_lowercase() => locale.code().to_owned(),
            _ => return Err(Error::invalid(said!("said-x-must-be-one-of-en", field = "default_locale"))),
        },
    };
    let mut changed = Vec::new();
    if default_locale != org.default_locale {
        changed.push(format!("default language {default_locale}"));
    }
    if display_name != org.display_name {
        changed.push(format!("display name “{display_name}”"));
    }
    if description != org.description {
        changed.push("description".to_owned());
    }
    if url != org.url {
        changed.push(format!("URL {}", url.as_deref().unwrap_or("removed")));
    }
    if time_zone != org.time_zone {
        changed.push(format!("time zone {time_zone}"));
    }
    let txn = db.begin_write().await?;
    let mut active = org.clone().into_active_model();
    active.display_name = Set(display_name.to_owned());
    active.description = Set(description.to_owned());
    active.url = Set(url);
    active.time_zone = Set(time_zone.to_owned());
    active.default_locale = Set(default_locale);
    active.updated_at = Set(now());
    let updated = active.update(&*txn).await?;
    if !changed.is_empty() {
        audit::record(&*txn, org.id, actor, Action::SettingsChanged, Target { id: None, name: "Profile" }, &changed.join(", ")).await?;
    }
    txn.commit().await?;
    Ok(updated)
}

/// An `http(s)` address, as the URL standard reads it.
fn clean_url(raw: &str) -> Result<String> {
    if raw.len() > URL_MAX_LEN {
        return Err(Error::invalid(said!("said-x-is-too-long-at-most-9", field = "url")));
    }
    match url::Url::parse(raw) {
        Ok(parsed) if matches!(parsed.scheme(), "http" | "https") && parsed.host().is_some() => Ok(parsed.to_string()),
        _ => Err(Error::invalid(said!("said-x-must-be-an-http-or", field = "url"))),
    }
}

/// Who must wait for approval.
pub struct Moderation {
    pub require_approval: bool,
    pub require_comment_approval: bool,
    pub trust_after_approved_posts: i32,
}

pub async fn update_moderation(db: &Db, org: &organization::Model, actor: &Actor, rules: Moderation) -> Result<organization::Model> {
    if !(0..=TRUST_MAX).contains(&rules.trust_after_approved_posts) {
        return Err(Error::invalid(said!("said-x-must-be-between-0-and", field = "trust_after_approved_posts")));
    }
    // Pieces joined by ", ", each a message of said.ftl (the audit page words them anew).
    let details = format!(
        "{}, {}, trust after {} approved posts",
        if rules.require_approval { "approval of new posts on" } else { "approval of new posts off" },
        if rules.require_comment_approval { "approval of new comments on" } else { "approval of new comments off" },
        rules.trust_after_approved_posts
    );
    let txn = db.begin_write().await?;
    let mut active = org.clone().into_active_model();
    active.require_approval = Set(rules.require_approval);
    active.require_comment_approval = Set(rules.require_comment_approval);
    active.trust_after_approved_posts = Set(rules.trust_after_approved_posts);
    active.updated_at = Set(now());
    let updated = active.update(&*txn).await?;
    audit::record(&*txn, org.id, actor, Action::SettingsChanged, Target { id: None, name: "Moderation" }, &details).await?;
    txn.commit().await?;
    Ok(updated)
}

/// How people sign in ([`SignInWith`]; `choice` is its stored name), and whether the team
/// must use two-factor sign-in. An admin requires it of the team only once they use it
/// themselves (else their next page would send them to set it up).
/// How people sign in: `choice` ([`SignInWith`]), whether the team must use two factors (only
/// once the admin does), and whether new customers confirm their address
/// ([`crate::domain::verification`]): turned on, it asks those who sign up from now on;
/// turned off, it lets out everything that waited, in the same transaction.
pub async fn update_sign_in(
    db: &Db,
    org: &organization::Model,
    actor: &Actor,
    choice: &str,
    team_two_factor: bool,
    verify_emails: bool,
) -> Result<organization::Model> {
    let Some(choice) = SignInWith::parse(choice) else {
        return Err(Error::invalid(said!("said-x-must-be-one-of-password", field = "sign_in_with")));
    };
    if team_two_factor && !org.team_two_factor && !crate::domain::two_factor::enabled(db.conn(), actor.user.id).await? {
        return Err(Error::invalid(said!("said-set-up-two-factor-yourself-first")));
    }
    // Pieces joined by ", ", each a message of said.ftl (the audit page words them anew).
    let details = format!(
        "{}, {}, {}",
        match choice {
            SignInWith::Password => "sign-in with passwords",
            SignInWith::PasswordOrLink => "sign-in with passwords or e-mailed links",
            SignInWith::Link => "sign-in with e-mailed links only",
        },
        if team_two_factor { "two-factor sign-in required of the team" } else { "two-factor sign-in not required of the team" },
        if verify_emails { "new customers confirm their address" } else { "new customers need not confirm their address" }
    );
    let txn = db.begin_write().await?;
    let mut active = org.clone().into_active_model();
    active.sign_in_with = Set(choice.as_str().to_owned());
    active.team_two_factor = Set(team_two_factor);
    let verify_since = match (verify_emails, org.verify_emails_since) {
        (true, Some(since)) => Some(since),
        (true, None) => Some(now()),
        (false, _) => None,
    };
    active.verify_emails_since = Set(verify_since);
    active.updated_at = Set(now());
    // (The organization's row is written first: a customer's action that would wait reads it
    // locked, and so sees the change or is waited for; see `verification`.)
    let updated = active.update(&*txn).await?;
    if !verify_emails && org.verify_emails_since.is_some() {
        crate::domain::confirmations::release(&*txn, org.id, None).await?;
    }
    audit::record(&*txn, org.id, actor, Action::SettingsChanged, Target { id: None, name: "Signing in" }, &details).await?;
    txn.commit().await?;
    Ok(updated)
}

/// A new API key for the organization, returned once; the old key stops working with the
/// commit (the key cache is invalidated by it here, and in other processes as they notice
/// the write).
pub async fn generate_api_key(db: &Db, key_use: &keys::KeyUse, organization_id: OrgId, actor: &Actor) -> Result<String> {
    let api_key = keys::generate_api_key();
    let txn = db.begin_write().await?;
    super::super::organizations::set_api_key(&*txn, organization_id, &api_key).await?;
    audit::record(&*txn, organization_id, actor, Action::ApiKeyGenerated, Target { id: None, name: "API key" }, "the previous key was revoked").await?;
    txn.commit().await?;
    key_use.forget(organization_id);
    Ok(api_key)
}

/// A new logo (checked like every attachment: an image by its bytes, 10 MB at most), or none.
pub async fn set_logo(
    db: &Db,
    storage: &super::super::attachments::Storage,
    org: &organization::Model,
    actor: &Actor,
    upload: Option<super::super::attachments::Upload>,
) -> Result<organization::Model> {
    crate::domain::access::may(actor, crate::domain::access::TeamTask::Administer)?;
    let write = async |url: Option<String>, stored: &[super::super::attachments::Stored]| -> Result<organization::Model> {
        let txn = db.begin_write().await?;
        super::super::attachments::record(&*txn, org.id, None, None, actor.user.id, stored).await?;
        let mut active = org.clone().into_active_model();
        let details = if url.is_some() { "new logo" } else { "logo removed" };
        active.profile_picture = Set(url);
        active.updated_at = Set(now());
        let updated = active.update(&*txn).await?;
        audit::record(&*txn, org.id, actor, Action::SettingsChanged, Target { id: None, name: "Logo" }, details).await?;
        txn.commit().await?;
        Ok(updated)
    };
    match upload {
        Some(upload) => {
            storage
                .store_then(org.id, vec![upload], async |stored| {
                    let url = stored.first().map(|s| storage.url(&s.key));
                    write(url, &stored).await
                })
                .await
        }
        None => write(None, &[]).await,
    }
}

/// A new SSO secret: tokens signed with the old one stop working at once.
pub async fn rotate_sso_secret(db: &Db, organization_id: OrgId, actor: &Actor) -> Result<String> {
    let secret = keys::generate_sso_secret();
    let at = now();
    let txn = db.begin_write().await?;
    organization::Entity::update_many()
        .col_expr(organization::Column::SsoSecret, secret.clone().into())
        .col_expr(organization::Column::SsoSecretRotatedAt, Some(at).into())
        .col_expr(organization::Column::UpdatedAt, at.into())
        .filter(organization::Column::Id.eq(organization_id))
        .exec(&*txn)
        .await?;
    audit::record(
        &*txn,
        organization_id,
        actor,
        Action::SsoSecretRotated,
        Target { id: None, name: "SSO secret" },
        "tokens signed with the previous secret are refused",
    )
    .await?;
    txn.commit().await?;
    Ok(secret)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{organizations, testing, users::Role};

    #[tokio::test]
    async fn a_generated_key_replaces_the_old_one_at_once_and_is_audited() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let admin = Actor { user: acme.admin.clone(), role: Some(Role::Admin) };
        // The old key works, through the cache too.
        assert!(organizations::find_by_api_key_cached(&db, &acme.api_key).await.unwrap().is_some());
        let new_key = generate_api_key(&db, &keys::KeyUse::default(), acme.organization.id, &admin).await.unwrap();
        assert!(keys::looks_like_api_key(&new_key));
        assert!(organizations::find_by_api_key_cached(&db, &acme.api_key).await.unwrap().is_none(), "the old key is refused at once");
        let org = organizations::find_by_api_key_cached(&db, &new_key).await.unwrap().expect("the new key works");
        assert!(org.api_key_generated_at.is_some());
        let log = audit::list(db.conn(), org.id, &audit::Filter::default(), 1).await.unwrap();
        assert_eq!(log.entries[0].action, "api_key.generated");
        assert_eq!(log.entries[0].actor_name, acme.admin.name);
    }

    #[tokio::test]
    async fn key_use_is_remembered_then_flushed_and_never_moves_back() {
        let (db, key_use) = (testing::db().await, keys::KeyUse::default());
        let acme = organizations::tests::create_acme(&db).await;
        assert_eq!(view(&key_use, &acme.organization).api_key_last_used_at, None);
        key_use.note(acme.organization.id);
        let remembered = view(&key_use, &acme.organization).api_key_last_used_at.expect("shown before any flush");
        assert_eq!(flush_key_use(&db, &key_use).await.unwrap(), 1);
        assert_eq!(flush_key_use(&db, &key_use).await.unwrap(), 0, "nothing new, nothing written");
        let stored = organizations::find_by_name(db.conn(), "acme").await.unwrap().unwrap();
        assert_eq!(stored.api_key_last_used_at.map(time::iso_utc), Some(remembered));
    }

    #[tokio::test]
    async fn bad_profile_and_moderation_input_is_refused_field_by_field() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let admin = Actor { user: acme.admin.clone(), role: Some(Role::Admin) };
        let profile = |display_name, url, time_zone| Profile { display_name, description: "", url, time_zone, default_locale: "" };
        let refused = |r: Result<organization::Model>| match r {
            Err(Error::Invalid { fields, .. }) => fields.into_keys().collect::<Vec<_>>(),
            other => panic!("{other:?}"),
        };
        assert_eq!(refused(update_profile(&db, &acme.organization, &admin, profile(" ", "", "UTC")).await), ["display_name"]);
        assert_eq!(refused(update_profile(&db, &acme.organization, &admin, profile("Acme", "javascript:alert(1)", "UTC")).await), ["url"]);
        assert_eq!(refused(update_profile(&db, &acme.organization, &admin, profile("Acme", "", "Mars/Olympus")).await), ["time_zone"]);
        let updated = update_profile(&db, &acme.organization, &admin, profile("Acme Labs", "https://acme.test", "Europe/Berlin"))
            .await
            .unwrap();
        assert_eq!(
            (updated.display_name.as_str(), updated.url.as_deref(), updated.time_zone.as_str()),
            ("Acme Labs", Some("https://acme.test/"), "Europe/Berlin")
        );
        let rules = |n| Moderation { require_approval: true, require_comment_approval: true, trust_after_approved_posts: n };
        assert!(matches!(update_moderation(&db, &updated, &admin, rules(-1)).await, Err(Error::Invalid { .. })));
        let updated = update_moderation(&db, &updated, &admin, rules(3)).await.unwrap();
        assert!(updated.require_comment_approval);
        assert_eq!(updated.trust_after_approved_posts, 3);
    }
}
