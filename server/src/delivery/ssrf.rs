//! Webhooks must not become a way into the server's own network: an address is refused when it
//! is saved unless it passed the rules ([`app::domain::outbox::address::WebhookAddress`]), and
//! every connection a delivery opens goes through [`GuardedResolver`], which refuses the same
//! addresses at connect time (so a name that resolved to a public address when saved and to
//! a private one later, DNS rebinding, is still refused). `--allow-private-webhooks` lifts it.

use app::domain::outbox::address::is_public;
use std::net::SocketAddr;

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
