//! The ids that cross module boundaries, one type each, so that a post's id cannot be passed where
//! a bucket's or a person's is expected.
//!
//! Each is the database's integer key and nothing more: the same column type (through sea-orm's
//! `DeriveValueType` on the server), the same JSON (a bare number, `serde(transparent)`) and the
//! same text in a URL (`Display`). A door (a REST path, a form field, a server function's
//! argument) names what an outside number is when it wraps it; from there on the domain's
//! functions, the tables' rows and the store carry the type. What the browser and the API's
//! clients receive (`model`'s page DTOs, the REST shapes) stays a number: the wire is the door.
//!
//! A bucket's place takes a bucket's id:
//!
//! ```
//! fn board(_: app::model::BucketId) {}
//! board(app::model::BucketId(1));
//! ```
//!
//! and a post's id does not fit there:
//!
//! ```compile_fail
//! fn board(_: app::model::BucketId) {}
//! board(app::model::PostId(1));
//! ```

use serde::{Deserialize, Serialize};

macro_rules! ids {
    ($($(#[$doc:meta])* $name:ident;)*) => {$(
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize)]
        #[cfg_attr(feature = "ssr", derive(sea_orm::DeriveValueType))]
        #[serde(transparent)]
        pub struct $name(pub i64);

        impl $name {
            /// The number as the database and the API have it.
            pub const fn get(self) -> i64 {
                self.0
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                self.0.fmt(f)
            }
        }

        /// Read from a form field or a path segment: a door says what the number names.
        impl std::str::FromStr for $name {
            type Err = std::num::ParseIntError;

            fn from_str(text: &str) -> Result<Self, Self::Err> {
                text.parse().map(Self)
            }
        }

        impl From<$name> for i64 {
            fn from(id: $name) -> i64 {
                id.0
            }
        }

        /// A sentence said to a person names it by its number.
        #[cfg(feature = "ssr")]
        impl crate::i18n::SaidValue for $name {
            fn said_arg(&self) -> crate::i18n::SaidArg {
                crate::i18n::SaidValue::said_arg(&self.0)
            }
        }
    )*};
}

ids! {
    /// An organization's id (`organizations.id`, every table's `organization_id`).
    OrgId;
    /// A post's id (`posts.id`, `post_id`, a merge's duplicate and target).
    PostId;
    /// A bucket's id (`buckets.id`, a post's `bucket_id`): the API's and the pages' "board".
    BucketId;
    /// A person's id (`users.id`: a customer or a team member; `user_id`, a post's submitter and
    /// owner, a comment's author, an uploader, an audit event's actor).
    UserId;
    /// A comment's id (`comments.id`, a reply's `parent_id`, an attachment's `comment_id`).
    CommentId;
    /// A status's id (`statuses.id`, a post's `status_id`).
    StatusId;
    /// A tag's id (`tags.id`, `post_tags.tag_id`).
    TagId;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_id_is_a_bare_number_in_json_and_in_text() {
        assert_eq!(serde_json::to_string(&PostId(42)).unwrap(), "42");
        assert_eq!(serde_json::from_str::<BucketId>("7").unwrap(), BucketId(7));
        assert_eq!(UserId(3).to_string(), "3");
        assert_eq!(i64::from(OrgId(9)), 9);
    }
}
