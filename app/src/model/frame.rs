//! What every public page shows around its content: the organization and who is reading.
//! The board, post and changelog models use these; this module uses none of them.

use serde::{Deserialize, Serialize};

/// The organization a page belongs to, as its head and header show it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct OrgSummary {
    pub name: String,
    pub display_name: String,
    pub description: String,
    /// The roadmaps the navigation lists (pages without the navigation leave it empty).
    #[serde(default)]
    pub roadmaps: Vec<RoadmapLink>,
}

/// A roadmap as the navigation links to it: the main one (`/{org}/roadmap`, empty `slug` and
/// `name`: the page's language names it) or a named one (`/{org}/roadmap/{slug}`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoadmapLink {
    pub slug: String,
    pub name: String,
}

impl RoadmapLink {
    /// The roadmap's address in `org`.
    pub fn path(&self, org: &str) -> String {
        if self.slug.is_empty() { format!("/{org}/roadmap") } else { format!("/{org}/roadmap/{}", self.slug) }
    }
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
    /// What they post, comment and vote waits until they confirm their e-mail address
    /// (`domain::verification`): every page says so.
    #[serde(default)]
    pub awaiting_address: bool,
}
