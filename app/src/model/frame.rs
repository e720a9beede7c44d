//! What every public page shows around its content: the organization and who is reading.
//! The board, post and changelog models use these; this module uses none of them.

use serde::{Deserialize, Serialize};

/// The organization a page belongs to, as its head and header show it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct OrgSummary {
    pub name: String,
    pub display_name: String,
    pub description: String,
}

/// The signed-in reader, as the pages show them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Viewer {
    pub id: i64,
    pub name: String,
    pub email: String,
    pub is_team: bool,
    /// The language the person chose (a `Locale` code); none: their browser's.
    #[serde(default)]
    pub locale: Option<String>,
}
