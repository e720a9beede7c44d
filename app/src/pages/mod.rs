//! The pages and the document shell around them.

mod account;
mod admin;
mod board;
mod changelog;
mod home;
mod me;
mod new_post;
mod not_found;
mod post;
mod roadmap;
mod unsubscribe;

pub use account::{ForgotPasswordPage, SignInPage, SignUpPage};
pub use admin::{
    AdminAuditPage, AdminBoardsPage, AdminChangelogPage, AdminCompaniesPage, AdminCompanyPage, AdminCustomerPage, AdminCustomersPage, AdminImportsPage,
    AdminIntegrationsPage, AdminModerationPage, AdminOverviewPage, AdminPrioritiesPage, AdminRoadmapsPage, AdminSettingsPage, AdminStatusesPage, AdminTagsPage,
    AdminTeamPage, AdminWebhooksPage,
};
pub use board::BoardPage;
pub use changelog::ChangelogPage;
pub use home::HomePage;
pub use me::MePage;
pub use new_post::NewPostPage;
pub use not_found::{ErrorPage, ForbiddenPage, NotFound};
pub use post::PostPageRoute;
pub use roadmap::RoadmapPage;
pub use unsubscribe::UnsubscribePage;

use leptos::prelude::*;
use leptos_meta::{MetaTags, Stylesheet, Title, provide_meta_context};
use leptos_router::components::{Route, Router, Routes};
use leptos_router::{SsrMode, path};

/// The HTML document every page is rendered into.
pub fn shell(options: LeptosOptions) -> impl IntoView {
    // The pages link the site's files under `site_pkg_dir` (a folder named by their hash).
    provide_context(options.clone());
    let locale = crate::i18n::locale();
    view! {
        <!DOCTYPE html>
        <html lang=locale.code() dir=locale.dir()>
            <head>
                <meta charset="utf-8"/>
                <meta name="viewport" content="width=device-width, initial-scale=1"/>
                <meta name="color-scheme" content="light dark"/>
                <link rel="icon" href="/favicon.svg" type="image/svg+xml"/>
                // The reader's pinned theme, applied before the first paint.
                <script nonce=use_nonce()>"try{var t=localStorage.getItem('upboard-theme');if(t==='dark'||t==='light')document.documentElement.dataset.theme=t}catch(e){}"</script>
                <HydrationScripts options islands=true/>
                <MetaTags/>
            </head>
            <body>
                <App/>
            </body>
        </html>
    }
}

/// The document's `<title>`: the page's own title, then the site's name. Every page's title
/// passes through here (the one formatter; no page sets another), and titles carry people's
/// words: post, board, status, changelog entry, organization and customer names.
///
/// `leptos_meta` 0.8.7 writes the formatted title into the server-rendered head as it is,
/// unescaped (docs/upstream/leptos-meta-title.md): a title holding `</title><meta …>` would
/// end the element and add its own to the head. So on the server the text is escaped here;
/// in the browser `document.title` takes plain text, which must not be escaped twice.
pub fn document_title(title: String) -> String {
    let full = if title.is_empty() { "upboard".to_owned() } else { format!("{title} · upboard") };
    #[cfg(feature = "ssr")]
    let full = crate::domain::text::escape(&full);
    full
}

#[component]
pub fn App() -> impl IntoView {
    provide_meta_context();

    view! {
        <Stylesheet id="leptos" href=format!("/{}/upboard.css", use_context::<LeptosOptions>().map_or("pkg".into(), |o| o.site_pkg_dir))/>
        <Title formatter=document_title/>
        <Router>
            <a class="skip-link" href="#main">{crate::t!("skip-to-content")}</a>
            <Routes fallback=|| view! { <NotFound/> }>
                <Route path=path!("/") view=HomePage ssr=SsrMode::Async/>
                <Route path=path!("/:org") view=BoardPage ssr=SsrMode::Async/>
                <Route path=path!("/:org/p/:slug") view=PostPageRoute ssr=SsrMode::Async/>
                <Route path=path!("/:org/roadmap") view=RoadmapPage ssr=SsrMode::Async/>
                <Route path=path!("/:org/roadmap/:roadmap") view=RoadmapPage ssr=SsrMode::Async/>
                <Route path=path!("/:org/changelog") view=ChangelogPage ssr=SsrMode::Async/>
                <Route path=path!("/:org/changelog/:entry") view=ChangelogPage ssr=SsrMode::Async/>
                <Route path=path!("/:org/new") view=NewPostPage ssr=SsrMode::Async/>
                <Route path=path!("/:org/me") view=MePage ssr=SsrMode::Async/>
                <Route path=path!("/:org/unsubscribe") view=UnsubscribePage ssr=SsrMode::Async/>
                <Route path=path!("/:org/admin") view=AdminOverviewPage ssr=SsrMode::Async/>
                <Route path=path!("/:org/admin/moderation") view=AdminModerationPage ssr=SsrMode::Async/>
                <Route path=path!("/:org/admin/statuses") view=AdminStatusesPage ssr=SsrMode::Async/>
                <Route path=path!("/:org/admin/tags") view=AdminTagsPage ssr=SsrMode::Async/>
                <Route path=path!("/:org/admin/roadmaps") view=AdminRoadmapsPage ssr=SsrMode::Async/>
                <Route path=path!("/:org/admin/webhooks") view=AdminWebhooksPage ssr=SsrMode::Async/>
                <Route path=path!("/:org/admin/integrations") view=AdminIntegrationsPage ssr=SsrMode::Async/>
                <Route path=path!("/:org/admin/import") view=AdminImportsPage ssr=SsrMode::Async/>
                <Route path=path!("/:org/admin/changelog") view=AdminChangelogPage ssr=SsrMode::Async/>
                <Route path=path!("/:org/admin/boards") view=AdminBoardsPage ssr=SsrMode::Async/>
                <Route path=path!("/:org/admin/customers") view=AdminCustomersPage ssr=SsrMode::Async/>
                <Route path=path!("/:org/admin/customers/:id") view=AdminCustomerPage ssr=SsrMode::Async/>
                <Route path=path!("/:org/admin/companies") view=AdminCompaniesPage ssr=SsrMode::Async/>
                <Route path=path!("/:org/admin/companies/:id") view=AdminCompanyPage ssr=SsrMode::Async/>
                <Route path=path!("/:org/admin/priorities") view=AdminPrioritiesPage ssr=SsrMode::Async/>
                <Route path=path!("/:org/admin/team") view=AdminTeamPage ssr=SsrMode::Async/>
                <Route path=path!("/:org/admin/settings") view=AdminSettingsPage ssr=SsrMode::Async/>
                <Route path=path!("/:org/admin/audit") view=AdminAuditPage ssr=SsrMode::Async/>
                <Route path=path!("/:org/signin") view=SignInPage ssr=SsrMode::Async/>
                <Route path=path!("/:org/signin/forgot") view=ForgotPasswordPage ssr=SsrMode::Async/>
                <Route path=path!("/:org/signup") view=SignUpPage ssr=SsrMode::Async/>
            </Routes>
            <crate::components::SiteFooter/>
        </Router>
    }
}
