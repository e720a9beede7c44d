//! Secrets upboard must read back (a person's TOTP secret; an OpenID provider's client secret)
//! are kept sealed: AES-256-GCM (`aes-gcm`), a random 96-bit nonce each time, and the row they
//! belong to (e.g. `totp:42`) as associated data, so that a sealed value copied into another
//! row does not open there. Stored as `v1.{key id}.{base64url(nonce and ciphertext)}`.
//!
//! The key: the operator's, `--secret-key` / `UPBOARD_SECRET_KEY` (base64 of 32 random bytes;
//! several, comma-separated, rotate keys: the first seals, every one opens). Without it, one
//! made once and kept in the database (`server_secrets`), so that a deployment starts as
//! shipped and every process of it shares the key. That guards a secret against a leaked
//! column or export, not against a leaked database: docs/deploy.md says to set the key, which
//! then seals everything new (values sealed with the database's key still open).

use super::{Error, Result};
use aes_gcm::aead::{Aead, KeyInit, Payload};
use aes_gcm::{Aes256Gcm, Nonce};
use base64::Engine;
use base64::engine::general_purpose::{STANDARD, URL_SAFE, URL_SAFE_NO_PAD};
use sha2::{Digest, Sha256};

/// A key's length in bytes.
pub const KEY_LEN: usize = 32;
/// The version of the sealed format.
const VERSION: &str = "v1";
/// The name of the database's key in `server_secrets`.
const DATABASE_KEY: &str = "seal_key";

/// Seals and opens secrets with the installation's keys.
#[derive(Clone)]
pub struct Sealer {
    /// The first seals; every one opens.
    keys: Vec<SealKey>,
}

#[derive(Clone)]
struct SealKey {
    /// The first 8 hex digits of the key's SHA-256: which key sealed a value.
    id: String,
    cipher: Aes256Gcm,
}

/// Never the keys themselves.
impl std::fmt::Debug for Sealer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Sealer").field("key_ids", &self.keys.iter().map(|k| k.id.as_str()).collect::<Vec<_>>()).finish()
    }
}

impl Sealer {
    /// Seals with the first of `keys`, opens with any.
    pub fn new(keys: &[[u8; KEY_LEN]]) -> Self {
        let keys = keys
            .iter()
            .map(|key| SealKey { id: Sha256::digest(key)[..4].iter().map(|b| format!("{b:02x}")).collect(), cipher: Aes256Gcm::new(key.into()) })
            .collect();
        Self { keys }
    }

    /// The keys of `--secret-key`: base64 (standard or URL-safe, padded or not) of 32 bytes
    /// each, separated by commas; an empty text is no key.
    pub fn parse_keys(text: &str) -> std::result::Result<Vec<[u8; KEY_LEN]>, String> {
        text.split(',')
            .map(str::trim)
            .filter(|part| !part.is_empty())
            .enumerate()
            .map(|(n, part)| {
                let bytes = [&STANDARD, &URL_SAFE, &URL_SAFE_NO_PAD]
                    .iter()
                    .find_map(|engine| engine.decode(part).ok())
                    .ok_or_else(|| format!("key {} is not base64 (make one with `openssl rand -base64 32`)", n + 1))?;
                <[u8; KEY_LEN]>::try_from(bytes.as_slice())
                    .map_err(|_| format!("key {} is {} bytes; a key is {KEY_LEN} (make one with `openssl rand -base64 32`)", n + 1, bytes.len()))
            })
            .collect()
    }

    /// The installation's sealer: the operator's keys first when given, and the database's
    /// key (made once, on first use) after them, so that what it sealed still opens.
    pub async fn load(db: &super::Db, operator: &[[u8; KEY_LEN]]) -> Result<Self> {
        let stored = super::keys::server_secret(db, DATABASE_KEY, || STANDARD.encode(rand::random::<[u8; KEY_LEN]>())).await?;
        let stored = Self::parse_keys(&stored).ok().and_then(|keys| keys.first().copied());
        let stored = stored.ok_or_else(|| Error::Internal("the database's sealing key is not a key".to_owned()))?;
        let mut keys = operator.to_vec();
        keys.push(stored);
        Ok(Self::new(&keys))
    }

    /// `secret` sealed for the row `context` (e.g. `totp:42`).
    pub fn seal(&self, secret: &str, context: &str) -> Result<String> {
        let key = self.keys.first().ok_or_else(|| Error::Internal("no key to seal with".to_owned()))?;
        let nonce: [u8; 12] = rand::random();
        let sealed = key
            .cipher
            .encrypt(&Nonce::from(nonce), Payload { msg: secret.as_bytes(), aad: context.as_bytes() })
            .map_err(|_| Error::Internal("a secret could not be sealed".to_owned()))?;
        let mut bytes = nonce.to_vec();
        bytes.extend_from_slice(&sealed);
        Ok(format!("{VERSION}.{}.{}", key.id, URL_SAFE_NO_PAD.encode(bytes)))
    }

    /// The secret of a value [`Self::seal`] made for `context`; an error when it was sealed
    /// for another row, with a key this installation does not have, or changed.
    pub fn open(&self, sealed: &str, context: &str) -> Result<String> {
        let unreadable = || Error::Internal("a sealed secret cannot be opened: was the secret key changed?".to_owned());
        let mut parts = sealed.splitn(3, '.');
        let (Some(VERSION), Some(id), Some(body)) = (parts.next(), parts.next(), parts.next()) else { return Err(unreadable()) };
        let key = self.keys.iter().find(|key| key.id == id).ok_or_else(unreadable)?;
        let bytes = URL_SAFE_NO_PAD.decode(body).map_err(|_| unreadable())?;
        if bytes.len() < 12 {
            return Err(unreadable());
        }
        let (nonce, sealed) = bytes.split_at(12);
        let nonce: [u8; 12] = nonce.try_into().map_err(|_| unreadable())?;
        let opened = key.cipher.decrypt(&Nonce::from(nonce), Payload { msg: sealed, aad: context.as_bytes() }).map_err(|_| unreadable())?;
        String::from_utf8(opened).map_err(|_| unreadable())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sealed_secret_opens_for_its_row_only_and_with_its_key() {
        let (first, second) = ([7u8; KEY_LEN], [9u8; KEY_LEN]);
        let sealer = Sealer::new(&[first]);
        let sealed = sealer.seal("JBSWY3DPEHPK3PXP", "totp:42").unwrap();
        assert!(sealed.starts_with("v1.") && !sealed.contains("JBSWY3DPEHPK3PXP"), "{sealed}");
        assert_ne!(sealed, sealer.seal("JBSWY3DPEHPK3PXP", "totp:42").unwrap(), "a new nonce each time");
        assert_eq!(sealer.open(&sealed, "totp:42").unwrap(), "JBSWY3DPEHPK3PXP");
        assert!(sealer.open(&sealed, "totp:43").is_err(), "another row's");
        assert!(Sealer::new(&[second]).open(&sealed, "totp:42").is_err(), "another key");
        // A rotated key: the new one seals, the old one still opens.
        let rotated = Sealer::new(&[second, first]);
        assert_eq!(rotated.open(&sealed, "totp:42").unwrap(), "JBSWY3DPEHPK3PXP");
        assert!(Sealer::new(&[first]).open(&rotated.seal("x", "c").unwrap(), "c").is_err());
        // Changed in any byte, it does not open.
        let mut tampered = sealed.clone().into_bytes();
        let last = tampered.len() - 2;
        tampered[last] = if tampered[last] == b'A' { b'B' } else { b'A' };
        assert!(sealer.open(&String::from_utf8(tampered).unwrap(), "totp:42").is_err());
        assert!(sealer.open("v1.nothing.AAAA", "totp:42").is_err());
        assert!(format!("{sealer:?}").len() < 60, "the debug form names key ids only");
    }

    #[test]
    fn keys_are_read_as_base64_of_32_bytes() {
        let key = STANDARD.encode([1u8; KEY_LEN]);
        let other = URL_SAFE_NO_PAD.encode([2u8; KEY_LEN]);
        assert_eq!(Sealer::parse_keys(&format!("{key}, {other}")).unwrap(), vec![[1u8; KEY_LEN], [2u8; KEY_LEN]]);
        assert!(Sealer::parse_keys("").unwrap().is_empty());
        assert!(Sealer::parse_keys("not base64!").unwrap_err().contains("not base64"));
        assert!(Sealer::parse_keys(&STANDARD.encode([1u8; 16])).unwrap_err().contains("16 bytes"));
    }

    #[tokio::test]
    async fn the_database_key_is_made_once_and_opens_after_the_operator_sets_one() {
        let db = super::super::testing::db().await;
        let by_database = Sealer::load(&db, &[]).await.unwrap();
        let sealed = by_database.seal("client secret", "oidc:1").unwrap();
        assert_eq!(Sealer::load(&db, &[]).await.unwrap().open(&sealed, "oidc:1").unwrap(), "client secret", "the same key again");
        let operator = Sealer::load(&db, &[[5u8; KEY_LEN]]).await.unwrap();
        assert_eq!(operator.open(&sealed, "oidc:1").unwrap(), "client secret");
        let new = operator.seal("client secret", "oidc:1").unwrap();
        assert!(by_database.open(&new, "oidc:1").is_err(), "the operator's key seals what is new");
    }
}
