//! Names that must be valid before anything trusts them ("parse, don't validate").

use serde::{Deserialize, Serialize};
use std::fmt;

/// An organization's name: the first path segment of its board, so URL-safe by construction.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct OrgName(String);

/// Paths that the application itself serves at the top level.
const RESERVED_ORG_NAMES: &[&str] = &[
    "admin",
    "api",
    "app",
    "assets",
    "docs",
    "favicon.ico",
    "favicon.svg",
    "fn",
    "healthz",
    "language",
    "login",
    "logout",
    "mcp",
    "metrics",
    "new",
    "pkg",
    "robots.txt",
    "settings",
    "signin",
    "signout",
    "signup",
    "sso",
    "static",
    "uploads",
];

impl OrgName {
    pub const MAX_LEN: usize = 40;

    pub fn parse(raw: &str) -> Result<Self, String> {
        let name = raw.trim();
        if name.len() < 2 || name.len() > Self::MAX_LEN {
            return Err(format!("must be between 2 and {} characters long", Self::MAX_LEN));
        }
        let valid_chars = name.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
        if !valid_chars || name.starts_with('-') || name.ends_with('-') {
            return Err("may hold only lowercase letters, digits and inner hyphens (like `acme-labs`)".to_owned());
        }
        if RESERVED_ORG_NAMES.contains(&name) {
            return Err(format!("`{name}` is reserved"));
        }
        Ok(Self(name.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl TryFrom<String> for OrgName {
    type Error = String;
    fn try_from(value: String) -> Result<Self, Self::Error> {
        Self::parse(&value)
    }
}

impl From<OrgName> for String {
    fn from(value: OrgName) -> Self {
        value.0
    }
}

impl fmt::Display for OrgName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A syntactically valid e-mail address, trimmed; compare with [`Email::key`].
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Email(String);

impl Email {
    pub const MAX_LEN: usize = 254;

    pub fn parse(raw: &str) -> Result<Self, String> {
        let email = raw.trim();
        let invalid = || "is invalid".to_owned();
        if email.is_empty() || email.len() > Self::MAX_LEN || email.chars().any(char::is_whitespace) {
            return Err(invalid());
        }
        let (local, domain) = email.rsplit_once('@').ok_or_else(invalid)?;
        let domain_ok = !domain.is_empty()
            && !domain.starts_with('.')
            && !domain.ends_with('.')
            && !domain.contains("..")
            && domain.chars().all(|c| c.is_alphanumeric() || c == '-' || c == '.');
        if local.is_empty() || local.contains('@') || !domain_ok {
            return Err(invalid());
        }
        Ok(Self(email.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The case-insensitive identity of the address: unique per organization.
    pub fn key(&self) -> String {
        self.0.to_lowercase()
    }
}

impl TryFrom<String> for Email {
    type Error = String;
    fn try_from(value: String) -> Result<Self, Self::Error> {
        Self::parse(&value)
    }
}

impl From<Email> for String {
    fn from(value: Email) -> Self {
        value.0
    }
}

impl fmt::Display for Email {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn org_names_are_lowercase_slugs() {
        assert!(OrgName::parse("acme").is_ok());
        assert!(OrgName::parse("acme-labs-2").is_ok());
        assert!(OrgName::parse("Acme").is_err());
        assert!(OrgName::parse("-acme").is_err());
        assert!(OrgName::parse("a").is_err());
        assert!(OrgName::parse("acme inc").is_err());
        assert!(OrgName::parse(&"a".repeat(41)).is_err());
    }

    #[test]
    fn org_names_never_shadow_application_paths() {
        assert!(OrgName::parse("api").is_err());
        assert!(OrgName::parse("healthz").is_err());
        assert!(OrgName::parse("pkg").is_err());
    }

    #[test]
    fn emails_are_checked_and_keyed_case_insensitively() {
        let email = Email::parse(" Ada@Acme.Test ").unwrap();
        assert_eq!(email.as_str(), "Ada@Acme.Test");
        assert_eq!(email.key(), "ada@acme.test");
        for bad in ["", "ada", "ada@", "@acme.test", "ada@acme..test", "a da@acme.test", "ada@-acme.test."] {
            assert!(Email::parse(bad).is_err(), "{bad} should be invalid");
        }
    }
}

/// A boolean as an HTML form or a multipart field sends it: `true`/`false`, `1`/`0`, `on`/`off`,
/// `yes`/`no` (any case; an empty value is false). `None` for anything else. The one place
/// that reads form booleans, so that `internal=0` means "not internal" everywhere.
pub fn form_bool(value: &str) -> Option<bool> {
    match value.trim().to_ascii_lowercase().as_str() {
        "true" | "1" | "on" | "yes" => Some(true),
        "false" | "0" | "off" | "no" | "" => Some(false),
        _ => None,
    }
}

#[cfg(test)]
mod form_bool_tests {
    use super::form_bool;

    #[test]
    fn form_booleans_read_the_same_everywhere() {
        for yes in ["true", "TRUE", "1", "on", "yes"] {
            assert_eq!(form_bool(yes), Some(true), "{yes}");
        }
        for no in ["false", "0", "off", "no", "", " "] {
            assert_eq!(form_bool(no), Some(false), "{no:?}");
        }
        assert_eq!(form_bool("maybe"), None);
    }
}
