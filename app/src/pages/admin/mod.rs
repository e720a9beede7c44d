//! The team's admin area (`/{org}/admin/…`): one file per page, around one layout. Pages read
//! through the server functions of `api::admin`; their forms post to `server/src/forms/admin.rs`
//! and work without JavaScript.

mod audit;
mod boards;
mod changelog;
mod companies;
mod customers;
mod imports;
mod integrations;
mod layout;
mod moderation;
mod overview;
mod priorities;
mod roadmaps;
mod settings;
mod statuses;
mod tags;
mod team;
mod webhooks;

pub use audit::AdminAuditPage;
pub use boards::AdminBoardsPage;
pub use changelog::AdminChangelogPage;
pub use companies::{AdminCompaniesPage, AdminCompanyPage};
pub use customers::{AdminCustomerPage, AdminCustomersPage};
pub use imports::AdminImportsPage;
pub use integrations::AdminIntegrationsPage;
pub use moderation::AdminModerationPage;
pub use overview::AdminOverviewPage;
pub use priorities::AdminPrioritiesPage;
pub use roadmaps::AdminRoadmapsPage;
pub use settings::AdminSettingsPage;
pub use statuses::AdminStatusesPage;
pub use tags::AdminTagsPage;
pub use team::AdminTeamPage;
pub use webhooks::AdminWebhooksPage;
