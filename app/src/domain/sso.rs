//! User tokens: HS256 JWTs signed with the organization's SSO secret (decisions.md).

use super::{Error, Result, Said};
use crate::said;
use jsonwebtoken::{Algorithm, DecodingKey, Validation, decode};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Claims {
    pub email: String,
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub exp: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub iat: Option<u64>,
}

/// The longest token read: an e-mail and a name with room to spare. A longer one is refused
/// before it is decoded.
pub const MAX_TOKEN_BYTES: usize = 8 * 1024;

/// Verifies a token from an `Authorization` header, given as `Bearer <jwt>` or bare.
/// Only HS256 is accepted; `exp` and `nbf` are optional but enforced, with no leeway, when
/// present.
pub fn verify(header_value: &str, sso_secret: &str) -> Result<Claims> {
    let token = header_value.trim();
    let token = token.strip_prefix("Bearer ").or_else(|| token.strip_prefix("bearer ")).unwrap_or(token).trim();
    if token.len() > MAX_TOKEN_BYTES {
        return Err(Error::Unauthorized(said!("said-the-user-token-is-invalid-it")));
    }
    super::jwt::install();
    let mut validation = Validation::new(Algorithm::HS256);
    validation.algorithms = vec![Algorithm::HS256];
    validation.required_spec_claims.clear();
    validation.validate_exp = true;
    validation.validate_nbf = true;
    validation.leeway = 0;
    let data = decode::<Claims>(token, &DecodingKey::from_secret(sso_secret.as_bytes()), &validation)
        .map_err(|e| Error::Unauthorized(said!("said-the-user-token-is-invalid-x", reason = describe(&e))))?;
    if data.claims.email.trim().is_empty() {
        return Err(Error::Unauthorized(said!("said-the-user-token-has-no-email")));
    }
    Ok(data.claims)
}

/// How old a sign-in link's token may be, by its `iat`.
pub const LINK_MAX_AGE_SECS: u64 = 300;
/// How far a token's `iat` may lie in the future (clocks differ a little).
const CLOCK_SKEW_SECS: u64 = 60;

/// Verifies the token of a sign-in link (`/{org}/sso?token=`): as [`verify`], and fresh. A
/// link signs someone in by a plain GET, so it must not live on in a browser's history, a
/// log or a mail: it needs an `iat` at most five minutes old or, without `iat`, an `exp` at
/// most five minutes ahead. That also keeps a login-CSRF link (an attacker's own token, sent
/// to a victim) from working for longer than that.
pub fn verify_link(token: &str, sso_secret: &str, now: u64) -> Result<Claims> {
    let claims = verify(token, sso_secret)?;
    let stale = || Error::Unauthorized(said!("said-the-sign-in-link-has-expired"));
    match (claims.iat, claims.exp) {
        (Some(iat), _) if iat > now + CLOCK_SKEW_SECS => Err(Error::Unauthorized(said!("said-the-sign-in-link-was-issued"))),
        (Some(iat), _) if now.saturating_sub(iat) > LINK_MAX_AGE_SECS => Err(stale()),
        (Some(_), _) => Ok(claims),
        (None, Some(exp)) if exp <= now + LINK_MAX_AGE_SECS => Ok(claims),
        (None, _) => Err(stale()),
    }
}

/// Why a token did not verify: the reason of "The user token is invalid: …" (and of the
/// widget's "The identify token is refused: …").
pub(crate) fn describe(error: &jsonwebtoken::errors::Error) -> Said {
    use jsonwebtoken::errors::ErrorKind;
    match error.kind() {
        ErrorKind::ExpiredSignature => said!("said-sso-token-expired"),
        ErrorKind::ImmatureSignature => said!("said-sso-token-not-valid-yet"),
        ErrorKind::InvalidSignature => said!("said-sso-token-signature"),
        ErrorKind::InvalidAlgorithm | ErrorKind::InvalidAlgorithmName => said!("said-sso-token-algorithm"),
        ErrorKind::Json(_) | ErrorKind::MissingRequiredClaim(_) => said!("said-sso-token-claims"),
        _ => said!("said-sso-token-malformed"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use jsonwebtoken::{EncodingKey, Header, encode};

    const SECRET: &str = "org-secret";

    fn now() -> u64 {
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_secs()
    }

    fn token(alg: Algorithm, secret: &str, exp: Option<u64>) -> String {
        crate::domain::jwt::install();
        let claims = Claims { email: "grace@x.test".into(), name: "Grace".into(), exp, iat: Some(now()) };
        encode(&Header::new(alg), &claims, &EncodingKey::from_secret(secret.as_bytes())).unwrap()
    }

    #[test]
    fn a_valid_token_is_accepted_bare_or_as_bearer() {
        let jwt = token(Algorithm::HS256, SECRET, Some(now() + 600));
        assert_eq!(verify(&jwt, SECRET).unwrap().email, "grace@x.test");
        assert_eq!(verify(&format!("Bearer {jwt}"), SECRET).unwrap().name, "Grace");
        assert!(verify(&token(Algorithm::HS256, SECRET, None), SECRET).is_ok(), "exp is optional");
    }

    #[test]
    fn expired_foreign_and_other_algorithm_tokens_are_refused() {
        assert!(verify(&token(Algorithm::HS256, SECRET, Some(now() - 5)), SECRET).is_err());
        assert!(verify(&token(Algorithm::HS256, "another-org", None), SECRET).is_err());
        assert!(verify(&token(Algorithm::HS512, SECRET, None), SECRET).is_err());
    }

    #[test]
    fn sign_in_links_work_for_five_minutes_only() {
        let sign = |iat: Option<u64>, exp: Option<u64>| {
            let claims = Claims { email: "grace@x.test".into(), name: "Grace".into(), exp, iat };
            encode(&Header::new(Algorithm::HS256), &claims, &EncodingKey::from_secret(SECRET.as_bytes())).unwrap()
        };
        let t = now();
        assert!(verify_link(&sign(Some(t - 10), None), SECRET, t).is_ok(), "fresh by iat");
        assert!(verify_link(&sign(Some(t - 301), None), SECRET, t).is_err(), "older than five minutes");
        assert!(verify_link(&sign(Some(t - 301), Some(t + 3600)), SECRET, t).is_err(), "a far exp does not make an old link fresh");
        assert!(verify_link(&sign(Some(t + 3600), None), SECRET, t).is_err(), "issued in the future");
        assert!(verify_link(&sign(None, None), SECRET, t).is_err(), "neither iat nor exp: it would work forever");
        assert!(verify_link(&sign(None, Some(t + 3600)), SECRET, t).is_err(), "no iat and a far exp");
        assert!(verify_link(&sign(None, Some(t + 120)), SECRET, t).is_ok(), "no iat, a near exp");
        assert!(verify(&sign(None, None), SECRET).is_ok(), "the API's user tokens need neither");
    }

    #[test]
    fn alg_none_and_tampered_payloads_are_refused() {
        use base64::Engine;
        let b64 = |s: &str| base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(s);
        let jwt = token(Algorithm::HS256, SECRET, None);
        let parts: Vec<&str> = jwt.split('.').collect();
        let none_header = b64(r#"{"alg":"none","typ":"JWT"}"#);
        assert!(verify(&format!("{none_header}.{}.", parts[1]), SECRET).is_err());
        let forged = b64(r#"{"email":"admin@x.test","name":"Mallory"}"#);
        assert!(verify(&format!("{}.{forged}.{}", parts[0], parts[2]), SECRET).is_err());
        assert!(verify("not-a-token", SECRET).is_err());
    }
}
