//! The team's admin area: what the organization's team sees and does from `/{org}/admin`.
//! Who may enter is decided by [`super::access::enter_admin`].

pub mod overview;
