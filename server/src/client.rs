//! Who is asking: the client's address, as the per-address limits (`throttle`) and the
//! metrics' allow-list (`metrics`) both judge it.

use std::net::{IpAddr, SocketAddr};

/// The client's address: the last entry of `client_ip_header` when the server is behind a
/// proxy that sets it (the client cannot forge the last one), else the connection's peer.
pub(crate) fn address(client_ip_header: Option<&str>, headers: &axum::http::HeaderMap, peer: Option<SocketAddr>) -> Option<IpAddr> {
    if let Some(name) = client_ip_header {
        let last = headers
            .get_all(name)
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .filter_map(|v| v.trim().parse::<IpAddr>().ok())
            .next_back();
        if last.is_some() {
            return last;
        }
    }
    peer.map(|peer| peer.ip())
}
