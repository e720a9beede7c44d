//! The team's admin area over HTTP, on SQLite and on PostgreSQL.

mod support;

use app::domain::organizations::CreatedOrganization;
use app::domain::users::{self, Role};
use app::model::Email;
use support::TestApp;

on_both_backends!(crate::cases =>
    the_overview_is_for_the_team_only,
);

/// The `Cookie` header of a signed-in user of `org` with `role` (a customer with `None`).
async fn cookie_of(app: &TestApp, org: &CreatedOrganization, email: &str, role: Option<Role>) -> String {
    let txn = app.db.begin_write().await.unwrap();
    let user = users::find_or_create(&*txn, org.organization.id, &Email::parse(email).unwrap(), "Someone").await.unwrap();
    if let Some(role) = role {
        users::insert_team_member(&*txn, org.organization.id, user.id, role).await.unwrap();
    }
    txn.commit().await.unwrap();
    let session = app::domain::sessions::start(&app.db, user).await.unwrap();
    format!("{}={}", app::api::session::cookie_name(&org.organization.name), session.token)
}

mod cases {
    use super::*;

    pub async fn the_overview_is_for_the_team_only(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let http = reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().unwrap();
        let page = |cookie: Option<String>| {
            let mut request = http.get(app.url("/acme/admin"));
            if let Some(cookie) = cookie {
                request = request.header("cookie", cookie);
            }
            async move {
                let response = request.send().await.unwrap();
                let status = response.status().as_u16();
                let location = response.headers().get("location").map(|l| l.to_str().unwrap().to_owned());
                (status, location, response.text().await.unwrap())
            }
        };
        let (status, location, body) = page(None).await;
        let to_sign_in = "/acme/signin?redirect=/acme/admin";
        assert!(location.as_deref() == Some(to_sign_in) || body.contains(to_sign_in), "signed out: {status} {location:?}");
        let (status, _, body) = page(Some(cookie_of(app, &acme, "customer@x.test", None).await)).await;
        assert_eq!(status, 404, "a customer is not told the area exists");
        assert!(!body.contains("Overview"));
        for (email, role) in [("member@x.test", Role::Member), ("csm@x.test", Role::Csm), ("admin@x.test", Role::Admin)] {
            let (status, _, body) = page(Some(cookie_of(app, &acme, email, Some(role)).await)).await;
            assert_eq!(status, 200, "{role:?}");
            for part in ["<h1>Overview</h1>", "Waiting for the team", "Last 7 days", "Last 30 days", "<svg", "Posts and votes per day, last 30 days", "Trending"] {
                assert!(body.contains(part), "{role:?}: {part}");
            }
            assert!(body.contains("href=\"/acme/admin\">Admin</a>"), "the header links the team to the admin area");
        }
        // Another organization's team member is a stranger here.
        let globex = app.create_org("globex").await;
        let stranger = cookie_of(app, &globex, "boss@globex.test", Some(Role::Admin)).await;
        let (status, location, body) = page(Some(stranger)).await;
        assert!(location.as_deref() == Some(to_sign_in) || body.contains(to_sign_in), "not signed in to acme: {status}");
        // The board does not show customers the link.
        let board = http.get(app.url("/acme")).header("cookie", cookie_of(app, &acme, "other@x.test", None).await).send().await.unwrap().text().await.unwrap();
        assert!(!board.contains("/acme/admin"));
    }
}
