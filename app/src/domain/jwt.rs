//! The cryptography `jsonwebtoken` runs on: HMAC only, on RustCrypto's `hmac` and `sha2`.
//!
//! upboard signs and accepts HS256 alone (decisions.md: the organization's SSO secret, the
//! unsubscribe links). jsonwebtoken's own backends bring RSA and elliptic curves as well, and
//! the RustCrypto one the `rsa` crate with RUSTSEC-2023-0071; this provider has no key type but
//! a shared secret, so a token naming RS256, ES256 or EdDSA cannot even reach a verifier. HS384
//! and HS512 are here so that tests can sign the tokens the validation must refuse.
//! [`install`] runs before any token is signed or read; it is cheap after the first call.

use hmac::{Hmac, Mac};
use jsonwebtoken::crypto::{CryptoProvider, JwkUtils, JwtSigner, JwtVerifier};
use jsonwebtoken::errors::{ErrorKind, Result};
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey};
use sha2::{Sha256, Sha384, Sha512};

static PROVIDER: CryptoProvider = CryptoProvider { signer_factory: signer, verifier_factory: verifier, jwk_utils: JwkUtils::new_unimplemented() };

/// Makes [`PROVIDER`] the process's; a second call (or a provider installed first) is a no-op.
pub fn install() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let _ = PROVIDER.install_default();
    });
}

/// One HMAC keyed with the secret, for one algorithm.
enum Keyed {
    Hs256(Hmac<Sha256>),
    Hs384(Hmac<Sha384>),
    Hs512(Hmac<Sha512>),
}

impl Keyed {
    fn new(algorithm: Algorithm, secret: &[u8]) -> Result<Self> {
        let invalid = |_| jsonwebtoken::errors::Error::from(ErrorKind::InvalidKeyFormat);
        match algorithm {
            Algorithm::HS256 => Ok(Keyed::Hs256(Hmac::new_from_slice(secret).map_err(invalid)?)),
            Algorithm::HS384 => Ok(Keyed::Hs384(Hmac::new_from_slice(secret).map_err(invalid)?)),
            Algorithm::HS512 => Ok(Keyed::Hs512(Hmac::new_from_slice(secret).map_err(invalid)?)),
            _ => Err(ErrorKind::InvalidAlgorithm.into()),
        }
    }

    fn algorithm(&self) -> Algorithm {
        match self {
            Keyed::Hs256(_) => Algorithm::HS256,
            Keyed::Hs384(_) => Algorithm::HS384,
            Keyed::Hs512(_) => Algorithm::HS512,
        }
    }

    fn tag(&self, message: &[u8]) -> Vec<u8> {
        match self {
            Keyed::Hs256(mac) => mac.clone().chain_update(message).finalize().into_bytes().to_vec(),
            Keyed::Hs384(mac) => mac.clone().chain_update(message).finalize().into_bytes().to_vec(),
            Keyed::Hs512(mac) => mac.clone().chain_update(message).finalize().into_bytes().to_vec(),
        }
    }

    /// Compares in constant time (`hmac`'s `verify_slice`, on `subtle`).
    fn check(&self, message: &[u8], tag: &[u8]) -> bool {
        match self {
            Keyed::Hs256(mac) => mac.clone().chain_update(message).verify_slice(tag).is_ok(),
            Keyed::Hs384(mac) => mac.clone().chain_update(message).verify_slice(tag).is_ok(),
            Keyed::Hs512(mac) => mac.clone().chain_update(message).verify_slice(tag).is_ok(),
        }
    }
}

struct Signer(Keyed);
struct Verifier(Keyed);

impl signature::Signer<Vec<u8>> for Signer {
    fn try_sign(&self, message: &[u8]) -> std::result::Result<Vec<u8>, signature::Error> {
        Ok(self.0.tag(message))
    }
}

impl JwtSigner for Signer {
    fn algorithm(&self) -> Algorithm {
        self.0.algorithm()
    }
}

impl signature::Verifier<Vec<u8>> for Verifier {
    fn verify(&self, message: &[u8], tag: &Vec<u8>) -> std::result::Result<(), signature::Error> {
        if self.0.check(message, tag) { Ok(()) } else { Err(signature::Error::new()) }
    }
}

impl JwtVerifier for Verifier {
    fn algorithm(&self) -> Algorithm {
        self.0.algorithm()
    }
}

fn signer(algorithm: &Algorithm, key: &EncodingKey) -> Result<Box<dyn JwtSigner>> {
    Ok(Box::new(Signer(Keyed::new(*algorithm, key.try_get_hmac_secret()?)?)))
}

fn verifier(algorithm: &Algorithm, key: &DecodingKey) -> Result<Box<dyn JwtVerifier>> {
    Ok(Box::new(Verifier(Keyed::new(*algorithm, key.try_get_hmac_secret()?)?)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use jsonwebtoken::{Header, Validation, decode, encode};

    #[derive(serde::Serialize, serde::Deserialize)]
    struct Claims {
        sub: String,
    }

    #[test]
    fn signs_and_verifies_hs256_as_the_reference_does() {
        install();
        let token = encode(&Header::default(), &Claims { sub: "a".into() }, &EncodingKey::from_secret(b"k")).unwrap();
        // The same header and claims signed by RFC 7515's rules with HMAC-SHA256 and key "k",
        // computed independently (python3 -c 'import hmac,hashlib,base64 ...').
        assert_eq!(token, "eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhIn0.paIYrLpGNFkEti4u_OEmRY45RdyibO3y57kWBhyaEyA");
        let mut validation = Validation::new(Algorithm::HS256);
        validation.required_spec_claims.clear();
        assert_eq!(decode::<Claims>(&token, &DecodingKey::from_secret(b"k"), &validation).unwrap().claims.sub, "a");
        assert!(decode::<Claims>(&token, &DecodingKey::from_secret(b"other"), &validation).is_err());
    }

    #[test]
    fn keys_of_other_kinds_are_refused() {
        install();
        assert!(signer(&Algorithm::RS256, &EncodingKey::from_secret(b"k")).is_err());
        assert!(verifier(&Algorithm::ES256, &DecodingKey::from_secret(b"k")).is_err());
        assert!(verifier(&Algorithm::EdDSA, &DecodingKey::from_secret(b"k")).is_err());
    }
}
