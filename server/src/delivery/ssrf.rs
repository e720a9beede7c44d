//! Webhooks must not become a way into the server's own network: a URL whose host is or
//! resolves to a loopback, private, link-local (cloud metadata at 169.254.169.254 among them),
//! shared, multicast or otherwise special address is refused when it is saved, and every
//! connection a delivery opens goes through [`GuardedResolver`], which refuses the same
//! addresses at connect time (so a name that resolved to a public address when saved and to
//! a private one later, DNS rebinding, is still refused). `--allow-private-webhooks` lifts it.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};

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
pub async fn refusal(url: &url::Url, allow_private: bool) -> Option<String> {
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
            Err(error) => return Some(format!("its host {host} does not resolve ({error})")),
        },
    };
    if addresses.is_empty() {
        return Some(format!("its host {host} does not resolve"));
    }
    addresses
        .iter()
        .find(|a| !is_public(a.ip()))
        .map(|a| format!("it points to {}, a loopback, private, link-local or reserved address", a.ip()))
}

/// reqwest's resolver for deliveries: the system's, with addresses that are not public
/// refused (unless allowed).
#[derive(Clone, Debug)]
pub struct GuardedResolver {
    pub allow_private: bool,
}

impl reqwest::dns::Resolve for GuardedResolver {
    fn resolve(&self, name: reqwest::dns::Name) -> reqwest::dns::Resolving {
        let allow_private = self.allow_private;
        let host = name.as_str().to_owned();
        Box::pin(async move {
            let found: Vec<SocketAddr> = tokio::net::lookup_host((host.as_str(), 0)).await?.collect();
            let allowed: Vec<SocketAddr> = found.into_iter().filter(|a| allow_private || is_public(a.ip())).collect();
            if allowed.is_empty() {
                return Err(format!("{host} resolves to no public address: refused (webhooks may not reach private networks)").into());
            }
            Ok(Box::new(allowed.into_iter()) as reqwest::dns::Addrs)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
