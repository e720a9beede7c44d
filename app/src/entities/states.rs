//! The states a row's column may be in, as enums: each is converted to and from the database
//! here, once (sea-orm's `DeriveActiveEnum`; the stored text is the `string_value`), and the
//! code compares and filters by variant, never by a string.

use sea_orm::entity::prelude::*;

/// Whether a post or a comment is public, or waits for moderation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum)]
#[sea_orm(rs_type = "String", db_type = "String(StringLen::None)")]
pub enum Approval {
    #[sea_orm(string_value = "approved")]
    Approved,
    #[sea_orm(string_value = "pending")]
    Pending,
}

impl Approval {
    /// As stored and as the API says it (`approved`, `pending`).
    pub fn name(self) -> String {
        self.to_value()
    }

    /// A name the API or a form sent, if it is one.
    pub fn parse(name: &str) -> Option<Self> {
        Self::try_from_value(&name.to_owned()).ok()
    }

    /// `Approved` when `approved`, else `Pending`.
    pub fn of(approved: bool) -> Self {
        if approved { Self::Approved } else { Self::Pending }
    }
}

/// What a post's status means, whatever the organization calls it: the roadmap's columns, the
/// changelog's "completed", "closed" (which approves a post).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, EnumIter, DeriveActiveEnum)]
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
