//! The states a row's column may be in, as enums: each is converted to and from the database
//! here, once (sea-orm's `DeriveActiveEnum`; the stored text is the `string_value`), and the
//! code compares and filters by variant, never by a string.

use sea_orm::entity::prelude::*;

/// Whether a post or a comment is public, or waits for moderation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum Approval {
    #[sea_orm(string_value = "approved")]
    Approved,
    #[sea_orm(string_value = "pending")]
    Pending,
    /// Waits for its author to confirm their e-mail address (`domain::verification`); then
    /// it is approved, or pending where the team approves first. The API calls it `pending`.
    #[sea_orm(string_value = "unverified")]
    Unverified,
}

impl Approval {
    /// As the API says it (`approved`, `pending`; what waits for its author's address is
    /// pending too).
    pub fn name(self) -> String {
        match self {
            Self::Unverified => Self::Pending.to_value(),
            other => other.to_value(),
        }
    }

    /// A name the API or a form sent, if it is one (`approved` or `pending`).
    pub fn parse(name: &str) -> Option<Self> {
        Self::try_from_value(&name.to_owned()).ok().filter(|a| *a != Self::Unverified)
    }

    /// `Approved` when `approved`, else `Pending`.
    pub fn of(approved: bool) -> Self {
        if approved { Self::Approved } else { Self::Pending }
    }
}

/// What a post's status means, whatever the organization calls it: the roadmap's columns, the
/// changelog's "completed", "closed" (which approves a post).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum StatusKind {
    #[sea_orm(string_value = "under_review")]
    UnderReview,
    #[sea_orm(string_value = "planned")]
    Planned,
    #[sea_orm(string_value = "in_progress")]
    InProgress,
    #[sea_orm(string_value = "completed")]
    Completed,
    #[sea_orm(string_value = "closed")]
    Closed,
}

impl StatusKind {
    /// As stored and as the API and the pages say it (`under_review`, …).
    pub fn name(self) -> String {
        self.to_value()
    }

    /// A name the API or a form sent, if it is one.
    pub fn parse(name: &str) -> Option<Self> {
        Self::try_from_value(&name.to_owned()).ok()
    }
}

/// Which way a vote goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum, serde::Serialize, serde::Deserialize)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
#[serde(rename_all = "lowercase")]
pub enum VoteKind {
    #[sea_orm(string_value = "upvote")]
    Upvote,
    #[sea_orm(string_value = "downvote")]
    Downvote,
}

/// Where a vote was cast: the pages, the API, an import, or the team for a customer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum, serde::Serialize, serde::Deserialize)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
#[serde(rename_all = "lowercase")]
pub enum VoteSource {
    #[sea_orm(string_value = "web")]
    Web,
    #[sea_orm(string_value = "api")]
    Api,
    #[sea_orm(string_value = "import")]
    Import,
    #[sea_orm(string_value = "admin")]
    Admin,
}

impl VoteKind {
    /// As stored and as the API and the webhooks say it (`upvote`, `downvote`).
    pub fn name(self) -> String {
        self.to_value()
    }
}

impl VoteSource {
    /// As stored and as the webhooks say it (`web`, `api`, …).
    pub fn name(self) -> String {
        self.to_value()
    }
}

/// What a personal access token may do: read, or read and write (`domain::access_tokens`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum, serde::Serialize, serde::Deserialize)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
#[serde(rename_all = "lowercase")]
pub enum TokenScope {
    #[sea_orm(string_value = "read")]
    Read,
    #[sea_orm(string_value = "write")]
    Write,
}

impl TokenScope {
    /// As stored and as the pages and the MCP server say it (`read`, `write`).
    pub fn name(self) -> String {
        self.to_value()
    }
}

/// A team member's role: what they may do follows from it (`domain::access::may`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum Role {
    #[sea_orm(string_value = "admin")]
    Admin,
    #[sea_orm(string_value = "member")]
    Member,
    #[sea_orm(string_value = "csm")]
    Csm,
}

impl Role {
    /// As stored and as the API and the pages say it (`admin`, `member`, `csm`).
    pub fn name(self) -> String {
        self.to_value()
    }

    /// A name the API or a form sent, if it is one.
    pub fn parse(name: &str) -> Option<Self> {
        Self::try_from_value(&name.to_owned()).ok()
    }
}

/// Each state shown as it is stored and named by the API (`upvote`, `admin`, …).
macro_rules! shown_as_stored {
    ($($state:ty),*) => {$(
        impl std::fmt::Display for $state {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(&self.to_value())
            }
        }
    )*};
}
shown_as_stored!(Approval, StatusKind, VoteKind, VoteSource, Role);

impl VoteKind {
    /// A name the API sent, if it is one.
    pub fn parse(name: &str) -> Option<Self> {
        Self::try_from_value(&name.to_owned()).ok()
    }
}
