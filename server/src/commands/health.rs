//! `upboard health`: whether a running server serves, for a container's `HEALTHCHECK` or a
//! supervisor (the image has no curl). It asks `GET /healthz`, which answers 200 while the
//! database does.

use super::{CommandError, Result};
use crate::cli::HealthArgs;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};

pub async fn run(args: HealthArgs) -> Result {
    let address = asked_at(args.addr);
    let url = format!("http://{address}/healthz");
    let client = reqwest::Client::builder()
        .timeout(std::time::Duration::from_secs(args.timeout))
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .map_err(|error| CommandError::Usage(format!("cannot make an HTTP client: {error}")))?;
    match client.get(&url).send().await {
        Ok(answer) if answer.status() == reqwest::StatusCode::OK => {
            println!("{url}: healthy");
            Ok(())
        }
        Ok(answer) => Err(CommandError::Usage(format!("{url} answered {}", answer.status()))),
        Err(error) => Err(CommandError::Usage(format!("{url} did not answer: {error}"))),
    }
}

/// Where to ask a server listening on `addr`: on loopback when it listens on every address.
fn asked_at(addr: SocketAddr) -> SocketAddr {
    match addr.ip() {
        IpAddr::V4(ip) if ip.is_unspecified() => SocketAddr::new(Ipv4Addr::LOCALHOST.into(), addr.port()),
        IpAddr::V6(ip) if ip.is_unspecified() => SocketAddr::new(Ipv6Addr::LOCALHOST.into(), addr.port()),
        _ => addr,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_server_on_every_address_is_asked_on_loopback() {
        assert_eq!(asked_at("0.0.0.0:3000".parse().unwrap()).to_string(), "127.0.0.1:3000");
        assert_eq!(asked_at("[::]:3000".parse().unwrap()).to_string(), "[::1]:3000");
        assert_eq!(asked_at("10.0.0.5:8080".parse().unwrap()).to_string(), "10.0.0.5:8080");
    }
}
