//! What every admin page has around its content: the site header, the admin sections, the
//! page's one `h1`, and the message of the last action; and what a page shows instead when
//! its reader may not see it.

use crate::components::{PageMeta, SiteHeader};
use crate::model::{AdminFrame, AppError, Flash};
use crate::pages::{ErrorPage, ForbiddenPage, NotFound};
use crate::t;
use leptos::prelude::*;
use leptos_router::components::Redirect;

/// The admin area's sections; those for admins only are left out for the rest of the team.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Section {
    Overview,
    Moderation,
    Priorities,
    Statuses,
    Roadmaps,
    Tags,
    Boards,
    Customers,
    Companies,
    Team,
    Settings,
    Webhooks,
    Integrations,
    Import,
    Changelog,
    Audit,
}

impl Section {
    const ALL: [Section; 16] = [
        Self::Overview,
        Self::Moderation,
        Self::Priorities,
        Self::Changelog,
        Self::Statuses,
        Self::Roadmaps,
        Self::Tags,
        Self::Boards,
        Self::Customers,
        Self::Companies,
        Self::Team,
        Self::Settings,
        Self::Webhooks,
        Self::Integrations,
        Self::Import,
        Self::Audit,
    ];

    fn path(self) -> &'static str {
        match self {
            Self::Overview => "",
            Self::Moderation => "/moderation",
            Self::Priorities => "/priorities",
            Self::Companies => "/companies",
            Self::Statuses => "/statuses",
            Self::Roadmaps => "/roadmaps",
            Self::Tags => "/tags",
            Self::Boards => "/boards",
            Self::Customers => "/customers",
            Self::Team => "/team",
            Self::Settings => "/settings",
            Self::Webhooks => "/webhooks",
            Self::Integrations => "/integrations",
            Self::Import => "/import",
            Self::Changelog => "/changelog",
            Self::Audit => "/audit",
        }
    }

    fn label(self) -> String {
        match self {
            Self::Overview => t!("admin-section-overview"),
            Self::Moderation => t!("admin-section-moderation"),
            Self::Priorities => t!("admin-section-priorities"),
            Self::Companies => t!("admin-section-companies"),
            Self::Statuses => t!("admin-section-statuses"),
            Self::Roadmaps => t!("admin-section-roadmaps"),
            Self::Tags => t!("admin-section-tags"),
            Self::Boards => t!("admin-section-boards"),
            Self::Customers => t!("admin-section-customers"),
            Self::Team => t!("admin-section-team"),
            Self::Settings => t!("admin-section-settings"),
            Self::Webhooks => t!("admin-section-webhooks"),
            Self::Integrations => t!("admin-section-integrations"),
            Self::Import => t!("admin-section-import"),
            Self::Changelog => t!("admin-section-changelog"),
            Self::Audit => t!("admin-section-audit"),
        }
    }

    /// Whether a team member with `role` may open this section (as `domain::access` decides).
    fn open_to(self, role: &str) -> bool {
        match self {
            Self::Overview | Self::Moderation | Self::Priorities | Self::Changelog | Self::Statuses | Self::Roadmaps | Self::Tags => true,
            Self::Customers | Self::Companies => matches!(role, "admin" | "csm"),
            Self::Boards | Self::Team | Self::Settings | Self::Webhooks | Self::Integrations | Self::Import | Self::Audit => role == "admin",
        }
    }

    /// `/{org}/admin…` of this section.
    pub fn href(self, org: &str) -> String {
        format!("/{org}/admin{}", self.path())
    }
}

/// The page around an admin section's content.
#[component]
pub fn AdminLayout(frame: AdminFrame, section: Section, #[prop(into)] title: String, #[prop(into)] description: String, children: Children) -> impl IntoView {
    let org = frame.org.name.clone();
    let role = frame.role.clone();
    let nav = Section::ALL
        .into_iter()
        .filter(|s| s.open_to(&role))
        .map(|s| {
            let current = (s == section).then_some("page");
            view! { <li><a href=s.href(&org) aria-current=current>{s.label()}</a></li> }
        })
        .collect_view();
    view! {
        <PageMeta title=t!("admin-page-title", title = &title, org = &frame.org.display_name) description=description path=section.href(&org) private=true/>
        <SiteHeader org_name=org.clone() display_name=frame.org.display_name.clone() viewer=Some(frame.viewer.clone())/>
        <main id="main" class="page admin wide">
            <nav class="sections admin-sections" aria-label=t!("admin-sections")><ul>{nav}</ul></nav>
            <h1>{title}</h1>
            {frame.flash.clone().map(|flash| view! { <FlashMessage flash/> })}
            {children()}
        </main>
    }
}

/// The outcome of the last form: a status message, or an alert for a refusal.
#[component]
fn FlashMessage(flash: Flash) -> impl IntoView {
    if flash.ok {
        view! { <p class="flash flash-ok" role="status">{flash.message}</p> }.into_any()
    } else {
        view! { <p class="form-error flash" role="alert">{flash.message}</p> }.into_any()
    }
}

/// What an admin page shows when its data did not come: the sign-in page (and back) for a
/// reader who is not signed in, "not found" for a customer, "forbidden" for a team member
/// without the role, the two-factor page for one who must set it up first, and a failure
/// page otherwise.
pub fn refused(org: &str, path: &str, error: AppError) -> AnyView {
    match error {
        AppError::SignInRequired(_) => view! { <Redirect path=format!("/{org}/signin?redirect={path}")/> }.into_any(),
        AppError::NotFound(message) => view! { <NotFound message/> }.into_any(),
        AppError::Forbidden(message) => view! { <ForbiddenPage message/> }.into_any(),
        AppError::TwoFactorRequired(_) => view! { <Redirect path=format!("/{org}/me/two-factor")/> }.into_any(),
        AppError::Invalid(message) => view! { <ErrorPage title=t!("admin-invalid-address") message status=422/> }.into_any(),
        error => view! { <ErrorPage title=t!("admin-load-failed") message=error.to_string()/> }.into_any(),
    }
}

/// A value of a form refused a moment ago (kept in the flash), or the current one.
pub fn kept(frame: &AdminFrame, form: &str, field: &str, current: impl Into<String>) -> String {
    frame
        .flash
        .as_ref()
        .filter(|f| !f.ok && f.value("form").as_deref() == Some(form))
        .and_then(|f| f.value(field))
        .unwrap_or_else(|| current.into())
}

/// A date and time as the admin pages print it: the day in the reader's language, then the
/// time in UTC (`Nov 23, 2026, 18:05 UTC` in English).
pub fn when(iso: &str) -> String {
    let locale = crate::i18n::locale();
    let day = crate::i18n::day(locale, iso);
    match (iso.get(10..11), iso.get(11..16)) {
        (Some("T" | " "), Some(time)) if day != iso => t!("admin-when", day = day, time = time),
        _ => day,
    }
}
