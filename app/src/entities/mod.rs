//! sea-orm entities, one module per table (see `migrations` for the schema and its indexes).

pub mod attachment;
pub mod audit_event;
pub mod bucket;
pub mod comment;
pub mod customer_label;
pub mod mail_delivery;
pub mod mail_digest_item;
pub mod notification_preference;
pub mod organization;
pub mod outbox_event;
pub mod post;
pub mod post_merge;
pub mod post_slug;
pub mod post_subscription;
pub mod post_tag;
pub mod server_secret;
pub mod session;
pub mod status;
pub mod tag;
pub mod team_member;
pub mod user;
pub mod vote;
pub mod webhook;
pub mod webhook_attempt;
pub mod webhook_delivery;
