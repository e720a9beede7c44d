//! Who is asking: the client's address, as the per-address limits (`throttle`) and the
//! metrics' allow-list (`metrics`) both judge it.
//!
//! Behind a reverse proxy (`--client-ip-header`), the client is the **right-most** entry of the
//! header: the one the proxy in front of upboard added. Entries to its left were sent by the
//! client and prove nothing. A port the proxy appended (`203.0.113.7:51234`, `[2001:db8::1]:443`)
//! is stripped. A header that is there but cannot be read (a byte outside visible ASCII, an
//! entry that is no address) makes the client **unknown**: never the peer, which behind a proxy
//! is the proxy itself on loopback, and which would open `/metrics` and share the proxy's limits.

use std::net::{IpAddr, Ipv6Addr, SocketAddr};

/// Who the client is, as far as its address tells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Client {
    Known(IpAddr),
    /// The proxy's header was there but unreadable.
    Unknown,
}

impl Client {
    /// The key its per-address limits are counted under: an IPv4 address (an IPv4-mapped IPv6
    /// address is the IPv4 one), or an IPv6 address's /64, the block one subscriber holds (each
    /// of its 2^64 addresses would otherwise be a client of its own). Every unknown client
    /// shares one key, so that an unreadable header buys no limit of its own.
    pub(crate) fn limit_key(self) -> IpAddr {
        match self {
            Client::Known(address) => match address.to_canonical() {
                IpAddr::V6(v6) => {
                    let segments = v6.segments();
                    IpAddr::V6(Ipv6Addr::new(segments[0], segments[1], segments[2], segments[3], 0, 0, 0, 0))
                }
                v4 => v4,
            },
            Client::Unknown => IpAddr::V6(Ipv6Addr::UNSPECIFIED),
        }
    }

    /// The address, when known.
    pub(crate) fn address(self) -> Option<IpAddr> {
        match self {
            Client::Known(address) => Some(address.to_canonical()),
            Client::Unknown => None,
        }
    }
}

/// The longest header value read for an address: a proxy's chain is a few entries.
const MAX_HEADER_BYTES: usize = 4096;

/// The client: the right-most entry of `client_ip_header` when the server is behind a proxy
/// that sets it, else the connection's peer. `None` only when there is neither (a test's
/// request with no peer).
pub(crate) fn address(client_ip_header: Option<&str>, headers: &axum::http::HeaderMap, peer: Option<SocketAddr>) -> Option<Client> {
    if let Some(name) = client_ip_header {
        let mut values = headers.get_all(name).iter().peekable();
        if values.peek().is_some() {
            // The proxy appends to the last line it received, or adds a line of its own.
            let last = values.last().expect("peeked");
            return Some(right_most(last.as_bytes()).map_or(Client::Unknown, Client::Known));
        }
    }
    peer.map(|peer| Client::Known(peer.ip()))
}

/// The right-most address of a comma-separated list, its port stripped.
fn right_most(value: &[u8]) -> Option<IpAddr> {
    if value.len() > MAX_HEADER_BYTES || !value.iter().all(|b| b.is_ascii_graphic() || *b == b' ' || *b == b'\t') {
        return None;
    }
    let text = std::str::from_utf8(value).ok()?;
    let entry = text.rsplit(',').next()?.trim();
    parse_entry(entry)
}

/// `192.0.2.1`, `192.0.2.1:8080`, `2001:db8::1`, `[2001:db8::1]`, `[2001:db8::1]:443`.
fn parse_entry(entry: &str) -> Option<IpAddr> {
    if let Ok(address) = entry.parse::<IpAddr>() {
        return Some(address);
    }
    if let Ok(socket) = entry.parse::<SocketAddr>() {
        return Some(socket.ip());
    }
    entry
        .strip_prefix('[')
        .and_then(|rest| rest.strip_suffix(']'))
        .and_then(|inner| inner.parse::<Ipv6Addr>().ok())
        .map(IpAddr::V6)
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::{HeaderMap, HeaderValue};

    fn with(lines: &[&[u8]]) -> HeaderMap {
        let mut headers = HeaderMap::new();
        for line in lines {
            headers.append("x-forwarded-for", HeaderValue::from_bytes(line).unwrap());
        }
        headers
    }

    fn client(lines: &[&[u8]]) -> Option<Client> {
        address(Some("X-Forwarded-For"), &with(lines), Some("127.0.0.1:5000".parse().unwrap()))
    }

    #[test]
    fn the_right_most_entry_is_the_client_whatever_the_client_put_before_it() {
        let known = |s: &str| Some(Client::Known(s.parse().unwrap()));
        assert_eq!(client(&[b"203.0.113.7"]), known("203.0.113.7"));
        assert_eq!(client(&[b"127.0.0.1, 203.0.113.7"]), known("203.0.113.7"), "what the client sent is to the left");
        // A balancer that appends ip:port: the forged 127.0.0.1 was taken before.
        assert_eq!(client(&[b"127.0.0.1, 203.0.113.7:51234"]), known("203.0.113.7"));
        assert_eq!(client(&[b"127.0.0.1, [2001:db8::1]:443"]), known("2001:db8::1"));
        assert_eq!(client(&[b"[2001:db8::1]"]), known("2001:db8::1"));
        assert_eq!(client(&[b"2001:db8::1"]), known("2001:db8::1"));
        assert_eq!(client(&[b"127.0.0.1", b"203.0.113.7"]), known("203.0.113.7"), "the proxy's own line comes last");
    }

    #[test]
    fn an_unreadable_header_is_an_unknown_client_never_the_peer() {
        assert_eq!(client(&[b"127.0.0.1, garbage"]), Some(Client::Unknown));
        assert_eq!(client(&[b"127.0.0.1, 203.0.113.7\xff"]), Some(Client::Unknown), "a byte outside ASCII");
        assert_eq!(client(&[b"127.0.0.1,"]), Some(Client::Unknown), "an empty last entry");
        assert_eq!(client(&[b"unknown"]), Some(Client::Unknown));
        let long = format!("{}203.0.113.7", "1.1.1.1, ".repeat(1000));
        assert_eq!(client(&[long.as_bytes()]), Some(Client::Unknown), "a header longer than any proxy chain");
        // No header at all: a direct connection, whose peer is the client.
        assert_eq!(client(&[]), Some(Client::Known("127.0.0.1".parse().unwrap())));
        assert_eq!(Client::Unknown.address(), None);
    }

    #[test]
    fn limits_count_an_ipv6_subscribers_block_as_one_client() {
        let key = |s: &str| Client::Known(s.parse().unwrap()).limit_key();
        assert_eq!(key("2001:db8:1:2:aaaa::1"), key("2001:db8:1:2:ffff::9"));
        assert_ne!(key("2001:db8:1:2::1"), key("2001:db8:1:3::1"));
        assert_eq!(key("::ffff:203.0.113.7"), key("203.0.113.7"));
        assert_ne!(key("203.0.113.7"), key("203.0.113.8"));
        assert_eq!(Client::Unknown.limit_key(), Client::Unknown.limit_key());
    }
}
