//! Where a webhook may be sent: [`WebhookAddress`] holds only an address that passed every
//! rule, checked once when it is saved: an absolute `http`/`https` URL with a host, no user
//! name, password or fragment, whose host is not, and does not resolve to, a loopback, private,
//! link-local (cloud metadata at 169.254.169.254 among them), shared, multicast or otherwise
//! special address ([`is_public`]; `--allow-private-webhooks` lifts that part). The server's
//! resolver applies [`is_public`] again at each delivery (DNS rebinding).

use crate::domain::{Error, Result, Said};
use crate::said;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};

/// Longest URL accepted.
pub const URL_MAX_LEN: usize = 2000;

/// An address a webhook may be sent to; made only by [`WebhookAddress::check`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WebhookAddress(url::Url);

impl WebhookAddress {
    /// `raw` as an address, once it passed the rules (`allow_private`: private networks too).
    pub async fn check(raw: &str, allow_private: bool) -> Result<Self> {
        Self::checked(raw, allow_private, true).await
    }

    /// A stored address read again for a delivery: the same rules, but a host name is not
    /// resolved here: the server's resolver refuses what it resolves to as it connects (an
    /// address written in the URL, which resolves to itself, is checked here).
    pub async fn for_delivery(stored: &str, allow_private: bool) -> Result<Self> {
        Self::checked(stored, allow_private, false).await
    }

    /// The URL's form, then where its host is: always for an address written in the URL,
    /// for a name only when `resolve_names`.
    async fn checked(raw: &str, allow_private: bool, resolve_names: bool) -> Result<Self> {
        let url = clean_url(raw)?;
        let literal = matches!(url.host(), Some(url::Host::Ipv4(_) | url::Host::Ipv6(_)));
        if (resolve_names || literal)
            && let Some(reason) = refusal(&url, allow_private).await
        {
            return Err(Error::invalid(said!("said-x-is-not-allowed-x", field = "url", reason = reason)));
        }
        Ok(Self(url))
    }

    pub fn as_str(&self) -> &str {
        self.0.as_str()
    }

    pub fn url(&self) -> &url::Url {
        &self.0
    }
}

/// A URL a webhook may be sent to: absolute `http` or `https`, with a host, without a user
/// name or password (they would be sent in the clear to whoever logs requests) or fragment.
/// Where it resolves to is checked too ([`WebhookAddress::check`]), and again at each
/// delivery (the server's resolver).
fn clean_url(url: &str) -> Result<url::Url> {
    let url = url.trim();
    if url.is_empty() {
        return Err(Error::invalid(said!("said-x-can-t-be-blank", field = "url")));
    }
    if url.len() > URL_MAX_LEN {
        return Err(Error::invalid(said!("said-x-is-too-long-at-most-8", field = "url")));
    }
    let parsed = url::Url::parse(url).map_err(|_| Error::invalid(said!("said-x-is-not-a-valid-url", field = "url")))?;
    if !matches!(parsed.scheme(), "http" | "https") {
        return Err(Error::invalid(said!("said-x-must-start-with-https-or", field = "url")));
    }
    if parsed.host_str().is_none_or(str::is_empty) {
        return Err(Error::invalid(said!("said-x-must-name-a-host", field = "url")));
    }
    if !parsed.username().is_empty() || parsed.password().is_some() {
        return Err(Error::invalid(said!("said-x-must-not-carry-a-user", field = "url")));
    }
    if parsed.fragment().is_some() {
        return Err(Error::invalid(said!("said-x-must-not-have-a-fragment", field = "url")));
    }
    Ok(parsed)
}

/// Whether a webhook may connect to `ip` without `--allow-private-webhooks`.
pub fn is_public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => is_public_v4(v4),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => is_public_v4(v4),
            None => is_public_v6(v6),
        },
    }
}

fn is_public_v4(ip: Ipv4Addr) -> bool {
    let [a, b, ..] = ip.octets();
    !(ip.is_unspecified()
        || ip.is_loopback()
        || ip.is_private()
        || ip.is_link_local()
        || ip.is_broadcast()
        || ip.is_multicast()
        || ip.is_documentation()
        || a == 0
        // shared address space (carrier-grade NAT)
        || (a == 100 && (64..128).contains(&b))
        // IETF protocol assignments, benchmarking, reserved
        || (a == 192 && b == 0 && ip.octets()[2] == 0)
        || (a == 198 && (18..20).contains(&b))
        || a >= 240)
}

fn is_public_v6(ip: Ipv6Addr) -> bool {
    let first = ip.segments()[0];
    !(ip.is_unspecified()
        || ip.is_loopback()
        || ip.is_multicast()
        // unique local fc00::/7, link-local fe80::/10, site-local fec0::/10
        || (first & 0xfe00) == 0xfc00
        || (first & 0xffc0) == 0xfe80
        || (first & 0xffc0) == 0xfec0
        // documentation 2001:db8::/32, NAT64 64:ff9b::/96 (reaches IPv4 inside)
        || (first == 0x2001 && ip.segments()[1] == 0x0db8)
        || (first == 0x0064 && ip.segments()[1] == 0xff9b)
        // IPv4-compatible ::a.b.c.d
        || ip.segments()[..6].iter().all(|s| *s == 0))
}

/// Why `url` may not receive webhooks, if it may not: its host is, or resolves to, an address
/// that is not public (or does not resolve at all).
async fn refusal(url: &url::Url, allow_private: bool) -> Option<Said> {
    if allow_private {
        return None;
    }
    let host = url.host_str()?;
    let port = url.port_or_known_default().unwrap_or(443);
    let addresses: Vec<SocketAddr> = match url.host() {
        Some(url::Host::Ipv4(ip)) => vec![SocketAddr::new(IpAddr::V4(ip), port)],
        Some(url::Host::Ipv6(ip)) => vec![SocketAddr::new(IpAddr::V6(ip), port)],
        _ => match tokio::net::lookup_host((host, port)).await {
            Ok(found) => found.collect(),
            Err(error) => return Some(said!("said-webhook-host-does-not-resolve-error", host = host, error = error.to_string())),
        },
    };
    if addresses.is_empty() {
        return Some(said!("said-webhook-host-does-not-resolve", host = host));
    }
    addresses.iter().find(|a| !is_public(a.ip())).map(|a| said!("said-webhook-points-to-private", ip = a.ip().to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_must_be_absolute_http_without_credentials() {
        assert!(clean_url("https://hooks.example.com/upboard?x=1").is_ok());
        assert!(clean_url(" http://example.com ").is_ok());
        for bad in [
            "",
            "example.com/hook",
            "ftp://example.com/",
            "https://user:pw@example.com/",
            "https://example.com/#x",
            "file:///etc/passwd",
            "javascript:alert(1)",
        ] {
            assert!(matches!(clean_url(bad), Err(Error::Invalid { .. })), "{bad:?}");
        }
        assert!(clean_url(&format!("https://example.com/{}", "a".repeat(URL_MAX_LEN))).is_err());
    }

    #[test]
    fn private_and_special_addresses_are_not_public() {
        for ip in [
            "127.0.0.1",
            "10.1.2.3",
            "172.16.0.1",
            "172.31.255.255",
            "192.168.1.1",
            "169.254.169.254",
            "0.0.0.0",
            "100.64.0.1",
            "255.255.255.255",
            "224.0.0.1",
            "::1",
            "::",
            "fe80::1",
            "fd00::1",
            "fc00::1",
            "::ffff:127.0.0.1",
            "::ffff:169.254.169.254",
            "64:ff9b::7f00:1",
            "::127.0.0.1",
            "2001:db8::1",
        ] {
            assert!(!is_public(ip.parse().unwrap()), "{ip}");
        }
        for ip in ["93.184.216.34", "8.8.8.8", "172.32.0.1", "2606:4700::1111", "::ffff:8.8.8.8"] {
            assert!(is_public(ip.parse().unwrap()), "{ip}");
        }
    }

    #[tokio::test]
    async fn urls_to_private_hosts_are_refused_unless_allowed() {
        for url in ["http://127.0.0.1:9/hook", "http://localhost/hook", "http://[::1]/", "http://169.254.169.254/latest/meta-data/", "http://10.0.0.1/"] {
            let url = url::Url::parse(url).unwrap();
            assert!(refusal(&url, false).await.is_some(), "{url}");
            assert_eq!(refusal(&url, true).await, None, "{url}");
        }
        assert_eq!(refusal(&url::Url::parse("https://93.184.216.34/hook").unwrap(), false).await, None);
    }
}
