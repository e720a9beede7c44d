//! Two-factor sign-in: a time-based one-time code (TOTP, RFC 6238: SHA-1, 6 digits, 30-second
//! steps, the codes of one step before and after accepted for clocks that drift) from an
//! authenticator app, with ten single-use recovery codes.
//!
//! Enrolment: [`begin`] makes a 160-bit secret, kept sealed ([`super::sealed`]) and not yet in
//! force; the me page shows it as a QR code drawn on the server (SVG) and as text; [`confirm`]
//! with a code from the app puts it in force and returns the recovery codes, shown once and
//! stored as SHA-256 hashes. A code is accepted once: the step it belongs to is remembered,
//! and only a later step's code is accepted after it (by one conditional update, so that two
//! requests with one code at once pass once). Checking counts attempts per person and client
//! ([`sessions::Counted::SecondFactor`]): a stranger's wrong codes make the stranger's client
//! wait, never the owner's.

use super::access::Role;
use super::sessions::{self, Attempts, Counted, SignInFailures};
use super::{Db, Error, Result, now};
use crate::entities::{organization, recovery_code, user, user_totp};
use crate::said;
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter};
use sha2::{Digest, Sha256};
use std::net::IpAddr;
use totp_rs::{Algorithm, TOTP};

/// Recovery codes made at enrolment.
pub const RECOVERY_CODES: usize = 10;
/// Seconds a code stands for.
const STEP: u64 = 30;
/// Digits of a code.
const DIGITS: usize = 6;
/// The longest code looked at (a recovery code is 14 characters with its dashes).
const CODE_MAX_LEN: usize = 64;

/// What the me page shows while enrolling: the secret as text, the `otpauth://` address an app
/// reads, and that address as a QR code (SVG, drawn here).
#[derive(Clone, Debug, PartialEq)]
pub struct Enrolment {
    pub secret: String,
    pub url: String,
    pub qr_svg: String,
}

fn context(user_id: crate::model::UserId) -> String {
    format!("totp:{user_id}")
}

fn totp(secret: Vec<u8>, issuer: &str, account: &str) -> TOTP {
    // `new_unchecked`: the secret is ours (160 bits), and the issuer and account names are
    // escaped in the address by the crate; the checked constructor refuses a ':' in either.
    TOTP::new_unchecked(Algorithm::SHA1, DIGITS, 1, STEP, secret, Some(issuer.to_owned()), account.to_owned())
}

fn unix_now() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or_default()
}

/// Whether `user` has two-factor sign-in in force.
pub async fn enabled(conn: &impl ConnectionTrait, user_id: crate::model::UserId) -> Result<bool> {
    Ok(user_totp::Entity::find_by_id(user_id).filter(user_totp::Column::ConfirmedAt.is_not_null()).one(conn).await?.is_some())
}

/// Whether a person with team role `role` must set up two-factor sign-in before using it:
/// their organization requires it of the team ([`organization::Model::team_two_factor`]) and
/// they have not. Costs a query only for a team member of such an organization. A team that
/// signs in only through an identity provider is not asked: its second factor is the
/// provider's.
pub async fn must_set_up(conn: &impl ConnectionTrait, org: &organization::Model, role: Option<Role>, user_id: crate::model::UserId) -> Result<bool> {
    Ok(org.team_two_factor && role.is_some() && !enabled(conn, user_id).await? && super::oidc::team_provider(conn, org.id).await?.is_none())
}

/// [`must_set_up`] for `user` as they sign in (their role read here): a team member sent to
/// set up two-factor sign-in instead of the page they asked for.
pub async fn must_set_up_on_sign_in(db: &Db, org: &organization::Model, user: &user::Model) -> Result<bool> {
    if !org.team_two_factor || user.blocked {
        return Ok(false);
    }
    let role = super::users::team_role_in(db, user.id).await?;
    must_set_up(db.conn(), org, role, user.id).await
}

/// After the first step of signing in (a password, a single-use link): where `user` has
/// two-factor sign-in on, the token of their half-done sign-in (a cookie of the sign-in pages;
/// the code step finishes it), else `None` (sign them in).
pub async fn second_step(db: &Db, user: &user::Model) -> Result<Option<String>> {
    if !enabled(db.conn(), user.id).await? {
        return Ok(None);
    }
    let purpose = sessions::LinkPurpose::SecondFactor;
    let (token, _) = sessions::issue_link(db, user, purpose, purpose.mailed_lifetime()).await?;
    Ok(Some(token))
}

/// Starts (or starts again) enrolling `user`: a new secret, not in force until [`confirm`]ed.
/// Refused while one is in force (turn it off first).
pub async fn begin(db: &Db, sealer: &super::sealed::Sealer, user: &user::Model, issuer: &str) -> Result<Enrolment> {
    if enabled(db.conn(), user.id).await? {
        return Err(Error::Conflict(said!("said-two-factor-sign-in-is-already-on")));
    }
    let secret: [u8; 20] = rand::random();
    let code = totp(secret.to_vec(), issuer, &user.email);
    let sealed = sealer.seal(&code.get_secret_base32(), &context(user.id))?;
    let txn = db.begin_write().await?;
    user_totp::Entity::delete_by_id(user.id).exec(&*txn).await?;
    user_totp::Entity::insert(user_totp::ActiveModel {
        user_id: Set(user.id),
        organization_id: Set(user.organization_id),
        secret_sealed: Set(sealed),
        confirmed_at: Set(None),
        last_step: Set(0),
        created_at: Set(now()),
    })
    .exec_without_returning(&*txn)
    .await?;
    txn.commit().await?;
    enrolment(code)
}

/// The enrolment of `user` that waits for its first code, to show again.
pub async fn pending(db: &Db, sealer: &super::sealed::Sealer, user: &user::Model, issuer: &str) -> Result<Option<Enrolment>> {
    let Some(row) = user_totp::Entity::find_by_id(user.id).filter(user_totp::Column::ConfirmedAt.is_null()).one(db.conn()).await? else {
        return Ok(None);
    };
    Ok(Some(enrolment(totp(secret_of(sealer, &row)?, issuer, &user.email))?))
}

fn enrolment(code: TOTP) -> Result<Enrolment> {
    let url = code.get_url();
    let qr = qrcode::QrCode::new(url.as_bytes()).map_err(|e| Error::Internal(format!("the QR code could not be drawn: {e}")))?;
    let svg = qr.render::<qrcode::render::svg::Color<'_>>().min_dimensions(200, 200).quiet_zone(true).build();
    // Inline in the page: without the XML declaration.
    let qr_svg = svg.trim_start_matches(r#"<?xml version="1.0" standalone="yes"?>"#).to_owned();
    Ok(Enrolment { secret: code.get_secret_base32(), url, qr_svg })
}

fn secret_of(sealer: &super::sealed::Sealer, row: &user_totp::Model) -> Result<Vec<u8>> {
    let base32 = sealer.open(&row.secret_sealed, &context(row.user_id))?;
    totp_rs::Secret::Encoded(base32).to_bytes().map_err(|_| Error::Internal("a TOTP secret is not base32".to_owned()))
}

/// The step of `code` among those accepted now (the one before, this one, the one after), if
/// it is one of them.
fn step_of(secret: &[u8], code: &str, at: u64) -> Option<u64> {
    use subtle::ConstantTimeEq;
    let code = code.trim().replace(' ', "");
    if code.len() != DIGITS || !code.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let totp = TOTP::new_unchecked(Algorithm::SHA1, DIGITS, 1, STEP, secret.to_vec(), None, String::new());
    let current = at / STEP;
    [current.saturating_sub(1), current, current + 1]
        .into_iter()
        .find(|step| bool::from(totp.generate(step * STEP).as_bytes().ct_eq(code.as_bytes())))
}

/// Puts the enrolment of `user` in force with a `code` from their app, and returns the
/// recovery codes (shown once; stored hashed).
pub async fn confirm(db: &Db, sealer: &super::sealed::Sealer, user: &user::Model, code: &str) -> Result<Vec<String>> {
    let Some(row) = user_totp::Entity::find_by_id(user.id).filter(user_totp::Column::ConfirmedAt.is_null()).one(db.conn()).await? else {
        return Err(Error::Conflict(said!("said-start-setting-up-two-factor")));
    };
    let Some(step) = step_of(&secret_of(sealer, &row)?, code, unix_now()) else {
        return Err(Error::invalid(said!("said-the-code-is-wrong-or-has")));
    };
    let codes: Vec<String> = (0..RECOVERY_CODES).map(|_| recovery_code_text()).collect();
    let txn = db.begin_write().await?;
    let confirmed = user_totp::Entity::update_many()
        .col_expr(user_totp::Column::ConfirmedAt, Expr::value(now()))
        .col_expr(user_totp::Column::LastStep, Expr::value(i64::try_from(step).unwrap_or(i64::MAX)))
        .filter(user_totp::Column::UserId.eq(user.id))
        .filter(user_totp::Column::ConfirmedAt.is_null())
        .exec(&*txn)
        .await?
        .rows_affected;
    if confirmed != 1 {
        return Err(Error::Conflict(said!("said-start-setting-up-two-factor")));
    }
    recovery_code::Entity::delete_many().filter(recovery_code::Column::UserId.eq(user.id)).exec(&*txn).await?;
    for text in &codes {
        recovery_code::Entity::insert(recovery_code::ActiveModel {
            user_id: Set(user.id),
            code_hash: Set(hash_recovery(text)),
            used_at: Set(None),
            ..Default::default()
        })
        .exec_without_returning(&*txn)
        .await?;
    }
    txn.commit().await?;
    Ok(codes)
}

/// A recovery code: 12 letters and digits (about 62 bits), shown in groups of four.
fn recovery_code_text() -> String {
    const ALPHABET: &[u8] = b"abcdefghjkmnpqrstuvwxyz23456789";
    let chars: Vec<char> = (0..12).map(|_| char::from(ALPHABET[rand::random_range(0..ALPHABET.len())])).collect();
    chars.chunks(4).map(|chunk| chunk.iter().collect::<String>()).collect::<Vec<_>>().join("-")
}

/// A recovery code as stored: the SHA-256 (hex) of its letters, lower-cased, without the
/// dashes and spaces people type or leave out.
fn hash_recovery(text: &str) -> String {
    let normalized: String = text.chars().filter(|c| c.is_ascii_alphanumeric()).map(|c| c.to_ascii_lowercase()).collect();
    hex_of(&Sha256::digest(normalized.as_bytes()))
}

fn hex_of(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The second step of signing in: a code from the app or a recovery code (used up by this).
/// Each attempt is counted for this person and `client` before it is checked.
pub async fn verify(db: &Db, sealer: &super::sealed::Sealer, counts: &SignInFailures, user: &user::Model, code: &str, client: Option<IpAddr>) -> Result<()> {
    let key = Attempts { what: Counted::SecondFactor, organization_id: user.organization_id, email: sessions::bounded_email(&user.email), client };
    counts.attempt(db, &key).await?;
    let wrong = || Error::Unauthorized(said!("said-the-code-is-wrong-or-has"));
    // No code (a TOTP code, a recovery code with its dashes and spaces) is longer: what is,
    // is not hashed or copied.
    if code.len() > CODE_MAX_LEN {
        return Err(wrong());
    }
    let Some(row) = user_totp::Entity::find_by_id(user.id).filter(user_totp::Column::ConfirmedAt.is_not_null()).one(db.conn()).await? else {
        return Err(wrong());
    };
    let txn = db.begin_write().await?;
    let passed = match step_of(&secret_of(sealer, &row)?, code, unix_now()) {
        // Only a step after the last one used: a code is accepted once.
        Some(step) => {
            let step = i64::try_from(step).unwrap_or(i64::MAX);
            user_totp::Entity::update_many()
                .col_expr(user_totp::Column::LastStep, Expr::value(step))
                .filter(user_totp::Column::UserId.eq(user.id))
                .filter(user_totp::Column::LastStep.lt(step))
                .exec(&*txn)
                .await?
                .rows_affected
                == 1
        }
        None => {
            recovery_code::Entity::update_many()
                .col_expr(recovery_code::Column::UsedAt, Expr::value(now()))
                .filter(recovery_code::Column::UserId.eq(user.id))
                .filter(recovery_code::Column::CodeHash.eq(hash_recovery(code)))
                .filter(recovery_code::Column::UsedAt.is_null())
                .exec(&*txn)
                .await?
                .rows_affected
                == 1
        }
    };
    txn.commit().await?;
    if !passed {
        return Err(wrong());
    }
    counts.succeeded(db, &key).await;
    Ok(())
}

/// Recovery codes of `user` not used yet.
pub async fn recovery_codes_left(conn: &impl ConnectionTrait, user_id: crate::model::UserId) -> Result<u64> {
    Ok(recovery_code::Entity::find()
        .filter(recovery_code::Column::UserId.eq(user_id))
        .filter(recovery_code::Column::UsedAt.is_null())
        .count(conn)
        .await?)
}

/// Turns two-factor sign-in off for `user`, who proves it with a code ([`verify`]'s rules).
/// Refused to a team member while `org` requires it of the team.
pub async fn disable(
    db: &Db,
    sealer: &super::sealed::Sealer,
    counts: &SignInFailures,
    org: &organization::Model,
    user: &user::Model,
    code: &str,
    client: Option<IpAddr>,
) -> Result<()> {
    if org.team_two_factor && super::users::team_role_in(db, user.id).await?.is_some() {
        return Err(Error::Forbidden(said!("said-the-team-must-keep-two-factor")));
    }
    verify(db, sealer, counts, user, code, client).await?;
    remove(db, user).await?;
    Ok(())
}

/// Turns two-factor sign-in off for `user` without a code: the operator's way back for someone
/// who lost both their app and their recovery codes (`upboard user two-factor-off`). Whether
/// it was on.
pub async fn remove(db: &Db, user: &user::Model) -> Result<bool> {
    let txn = db.begin_write().await?;
    let removed = user_totp::Entity::delete_by_id(user.id).exec(&*txn).await?.rows_affected > 0;
    recovery_code::Entity::delete_many().filter(recovery_code::Column::UserId.eq(user.id)).exec(&*txn).await?;
    txn.commit().await?;
    Ok(removed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::sealed::Sealer;
    use crate::domain::testing;

    fn code_now(enrolment: &Enrolment, offset_steps: i64) -> String {
        let secret = totp_rs::Secret::Encoded(enrolment.secret.clone()).to_bytes().unwrap();
        let at = unix_now().saturating_add_signed(offset_steps * STEP as i64);
        TOTP::new_unchecked(Algorithm::SHA1, DIGITS, 1, STEP, secret, None, String::new()).generate(at)
    }

    /// Enrolment, a code accepted once, a recovery code accepted once, a stranger's wrong
    /// codes that make only the stranger's client wait, and turning it off.
    #[tokio::test]
    async fn a_code_signs_in_once_and_a_stranger_cannot_lock_the_owner_out() {
        let db = testing::db().await;
        let acme = crate::domain::organizations::tests::create_acme(&db).await;
        let sealer = Sealer::new(&[[3u8; 32]]);
        let counts = SignInFailures::default();
        let ada = &acme.admin;
        let enrolment = begin(&db, &sealer, ada, "acme Inc.").await.unwrap();
        assert!(enrolment.url.starts_with("otpauth://totp/") && enrolment.url.contains("issuer=acme"), "{}", enrolment.url);
        assert!(enrolment.qr_svg.starts_with("<svg") && enrolment.qr_svg.ends_with("</svg>"));
        assert_eq!(pending(&db, &sealer, ada, "acme Inc.").await.unwrap().map(|e| e.secret), Some(enrolment.secret.clone()));
        assert!(!enabled(db.conn(), ada.id).await.unwrap());
        assert!(matches!(confirm(&db, &sealer, ada, "000000x").await, Err(Error::Invalid { .. })));
        let codes = confirm(&db, &sealer, ada, &code_now(&enrolment, 0)).await.unwrap();
        assert_eq!(codes.len(), RECOVERY_CODES);
        assert!(enabled(db.conn(), ada.id).await.unwrap());
        assert!(matches!(begin(&db, &sealer, ada, "acme Inc.").await, Err(Error::Conflict(_))));

        let owner: IpAddr = "198.51.100.7".parse().unwrap();
        let stranger: IpAddr = "203.0.113.9".parse().unwrap();
        // The code that confirmed is used; the next step's code works once.
        assert!(verify(&db, &sealer, &counts, ada, &code_now(&enrolment, 0), Some(owner)).await.is_err(), "used at enrolment");
        verify(&db, &sealer, &counts, ada, &code_now(&enrolment, 1), Some(owner)).await.unwrap();
        assert!(verify(&db, &sealer, &counts, ada, &code_now(&enrolment, 1), Some(owner)).await.is_err(), "once");
        // A recovery code, typed in capitals without its dashes, works once.
        let typed = codes[0].replace('-', "").to_uppercase();
        verify(&db, &sealer, &counts, ada, &typed, Some(owner)).await.unwrap();
        assert!(verify(&db, &sealer, &counts, ada, &codes[0], Some(owner)).await.is_err());
        assert_eq!(recovery_codes_left(db.conn(), ada.id).await.unwrap(), 9);
        // 100 wrong codes from a stranger: the stranger waits, the owner does not.
        let mut refused = 0;
        for guess in 0..100 {
            if let Err(Error::RateLimited { .. }) = verify(&db, &sealer, &counts, ada, &format!("{guess:06}"), Some(stranger)).await {
                refused += 1;
            }
        }
        assert!(refused >= 90, "{refused}");
        verify(&db, &sealer, &counts, ada, &codes[1], Some(owner)).await.unwrap();
        disable(&db, &sealer, &counts, &acme.organization, ada, &codes[2], Some(owner)).await.unwrap();
        assert!(!enabled(db.conn(), ada.id).await.unwrap());
        assert_eq!(recovery_codes_left(db.conn(), ada.id).await.unwrap(), 0);
    }

    #[test]
    fn a_code_of_the_step_before_or_after_is_accepted_and_no_other() {
        let secret = [1u8; 20].to_vec();
        let totp = TOTP::new_unchecked(Algorithm::SHA1, DIGITS, 1, STEP, secret.clone(), None, String::new());
        let at: u64 = 1_800_000_000;
        for (offset, accepted) in [(-2i64, false), (-1, true), (0, true), (1, true), (2, false)] {
            let code = totp.generate(at.saturating_add_signed(offset * STEP as i64));
            assert_eq!(step_of(&secret, &code, at).is_some(), accepted, "{offset}");
        }
        assert_eq!(step_of(&secret, "12345", at), None);
        assert_eq!(step_of(&secret, "abcdef", at), None);
        // RFC 6238's first test vector (SHA-1, 59 s) through the crate: 94287082 in 8 digits.
        let rfc = TOTP::new_unchecked(Algorithm::SHA1, 8, 1, STEP, b"12345678901234567890".to_vec(), None, String::new());
        assert_eq!(rfc.generate(59), "94287082");
    }
}
