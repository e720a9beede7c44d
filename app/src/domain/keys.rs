//! Secrets: API keys (shown once, stored hashed), SSO secrets and session tokens.

use crate::model::OrgId;
use chrono::{DateTime, Utc};
use rand::Rng;
use rand::distr::Alphanumeric;
use sha2::{Digest, Sha256};
use std::collections::HashMap;
use std::sync::Mutex;

pub const API_KEY_PREFIX: &str = "ub_";
const API_KEY_RANDOM_LEN: usize = 40;

/// `ub_` and 40 random base62 characters.
pub fn generate_api_key() -> String {
    format!("{API_KEY_PREFIX}{}", random_base62(API_KEY_RANDOM_LEN))
}

/// A secret for HS256 user tokens: 48 base62 characters, about 285 bits.
pub fn generate_sso_secret() -> String {
    random_base62(48)
}

pub fn random_base62(len: usize) -> String {
    rand::rng().sample_iter(&Alphanumeric).take(len).map(char::from).collect()
}

/// Keys are long and random, so a fast hash is enough and lets a request find its
/// organization with one indexed lookup.
pub fn hash_secret(secret: &str) -> String {
    format!("{:x}", Sha256::digest(secret.as_bytes()))
}

/// Whether `key` has the shape of an API key, checked before touching the database.
pub fn looks_like_api_key(key: &str) -> bool {
    key.strip_prefix(API_KEY_PREFIX)
        .is_some_and(|rest| rest.len() == API_KEY_RANDOM_LEN && rest.bytes().all(|b| b.is_ascii_alphanumeric()))
}

/// The demo organization's key, derived from its SSO secret so that `upboard demo` can print
/// it again on every run without storing it. Used for the demo organization only.
pub fn derive_demo_api_key(sso_secret: &str) -> String {
    const BASE62: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    let mut bytes = Sha256::digest(format!("upboard-demo-api-key:{sso_secret}")).to_vec();
    bytes.extend(Sha256::digest(format!("upboard-demo-api-key-2:{sso_secret}")));
    let random: String = bytes.iter().take(API_KEY_RANDOM_LEN).map(|b| BASE62[usize::from(*b) % BASE62.len()] as char).collect();
    format!("{API_KEY_PREFIX}{random}")
}

/// When each of something (an organization's API key, a personal access token) was last used,
/// by this process, since the last flush.
#[derive(Debug)]
pub struct Uses<K> {
    seen: Mutex<HashMap<K, DateTime<Utc>>>,
}

impl<K> Default for Uses<K> {
    fn default() -> Self {
        Self { seen: Mutex::new(HashMap::new()) }
    }
}

/// When each organization's API key was last used.
pub type KeyUse = Uses<OrgId>;

impl<K: std::hash::Hash + Eq + Copy> Uses<K> {
    /// Called on every request with a valid key or token: one map write, no database.
    pub fn note(&self, key: K) {
        if let Ok(mut seen) = self.seen.lock() {
            seen.insert(key, super::now());
        }
    }

    pub fn last(&self, key: K) -> Option<DateTime<Utc>> {
        self.seen.lock().ok().and_then(|seen| seen.get(&key).copied())
    }

    /// Forgets what was noted of a key that was just replaced.
    pub fn forget(&self, key: K) {
        if let Ok(mut seen) = self.seen.lock() {
            seen.remove(&key);
        }
    }

    /// What was noted since the last call, forgotten here ([`super::admin::settings::flush_key_use`]).
    pub fn take(&self) -> HashMap<K, DateTime<Utc>> {
        self.seen.lock().map(|mut seen| std::mem::take(&mut *seen)).unwrap_or_default()
    }
}

/// The installation's secret `name` (`server_secrets`), made by `make` the first time: the
/// first of processes that make it at once wins (a unique name), and all read that one.
pub async fn server_secret(db: &super::Db, name: &str, make: impl FnOnce() -> String) -> super::Result<String> {
    use crate::entities::server_secret;
    use sea_orm::{ActiveValue::Set, EntityTrait, sea_query::OnConflict};
    let kept = |value: String| {
        db.caches()
            .server_secrets
            .write()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .insert(name.to_owned(), value.clone());
        value
    };
    if let Some(value) = db.caches().server_secrets.read().unwrap_or_else(std::sync::PoisonError::into_inner).get(name) {
        return Ok(value.clone());
    }
    if let Some(found) = server_secret::Entity::find_by_id(name).one(db.conn()).await? {
        return Ok(kept(found.value));
    }
    let txn = db.begin_write_in(crate::store::cache::Scope::Nothing).await?;
    server_secret::Entity::insert(server_secret::ActiveModel { name: Set(name.to_owned()), value: Set(make()), created_at: Set(super::now()) })
        .on_conflict(OnConflict::column(server_secret::Column::Name).do_nothing().to_owned())
        .exec_without_returning(&*txn)
        .await?;
    let value = server_secret::Entity::find_by_id(name).one(&*txn).await?.map(|s| s.value);
    txn.commit().await?;
    value.map(kept).ok_or_else(|| super::Error::Internal(format!("the server's secret {name} could not be made")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn api_keys_are_prefixed_base62_of_the_documented_length() {
        let key = generate_api_key();
        assert!(looks_like_api_key(&key), "{key}");
        assert_eq!(key.len(), 43);
        assert_ne!(key, generate_api_key());
    }

    #[test]
    fn malformed_keys_are_recognised_without_a_lookup() {
        assert!(!looks_like_api_key("ub_short"));
        assert!(!looks_like_api_key(&format!("xx_{}", random_base62(40))));
        assert!(!looks_like_api_key(&format!("ub_{}!", random_base62(39))));
    }

    #[test]
    fn demo_key_is_stable_for_one_secret_and_differs_between_secrets() {
        let key = derive_demo_api_key("secret-one");
        assert!(looks_like_api_key(&key));
        assert_eq!(key, derive_demo_api_key("secret-one"));
        assert_ne!(key, derive_demo_api_key("secret-two"));
    }

    #[test]
    fn hashes_are_hex_sha256() {
        assert_eq!(hash_secret("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    }
}
