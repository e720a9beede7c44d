//! User tokens: HS256 JWTs signed with the organization's SSO secret (decisions.md).

use super::{Error, Result};
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

/// Verifies a token from an `Authorization` header, given as `Bearer <jwt>` or bare.
/// Only HS256 is accepted; `exp` is optional but enforced, with no leeway, when present.
pub fn verify(header_value: &str, sso_secret: &str) -> Result<Claims> {
    let token = header_value.trim();
    let token = token
        .strip_prefix("Bearer ")
        .or_else(|| token.strip_prefix("bearer "))
        .unwrap_or(token)
        .trim();
    let mut validation = Validation::new(Algorithm::HS256);
    validation.algorithms = vec![Algorithm::HS256];
    validation.required_spec_claims.clear();
    validation.validate_exp = true;
    validation.leeway = 0;
    let data = decode::<Claims>(token, &DecodingKey::from_secret(sso_secret.as_bytes()), &validation)
        .map_err(|e| Error::Unauthorized(format!("The user token is invalid: {}.", describe(&e))))?;
    if data.claims.email.trim().is_empty() {
        return Err(Error::Unauthorized("The user token has no email claim.".to_owned()));
    }
    Ok(data.claims)
}

fn describe(error: &jsonwebtoken::errors::Error) -> &'static str {
    use jsonwebtoken::errors::ErrorKind;
    match error.kind() {
        ErrorKind::ExpiredSignature => "it has expired",
        ErrorKind::InvalidSignature => "its signature does not match",
        ErrorKind::InvalidAlgorithm | ErrorKind::InvalidAlgorithmName => "only HS256 is accepted",
        ErrorKind::Json(_) | ErrorKind::MissingRequiredClaim(_) => "its claims need email and name",
        _ => "it is malformed",
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
