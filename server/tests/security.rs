//! The pages and their form posts as a careless or hostile client meets them: refusals with
//! their status, redirects that stay on this site, streams and pages that show only what the
//! reader may see, throttles and body limits. On SQLite and on PostgreSQL.

mod support;

use app::domain::organizations::CreatedOrganization;
use app::domain::posts::{self, NewPost};
use app::domain::users;
use app::model::Email;
use support::TestApp;

on_both_backends!(crate::cases =>
    server_function_refusals_answer_with_their_4xx_status,
);

/// A signed-in reader of `org` and the `Cookie` header of their session.
async fn reader_cookie(app: &TestApp, org: &CreatedOrganization, email: &str, name: &str) -> (app::entities::user::Model, String) {
    let txn = app.db.begin_write().await.unwrap();
    let user = users::find_or_create(&*txn, org.organization.id, &Email::parse(email).unwrap(), name).await.unwrap();
    txn.commit().await.unwrap();
    let session = app::domain::sessions::start(&app.db, user.clone()).await.unwrap();
    (user, format!("{}={}", app::api::session::cookie_name(&org.organization.name), session.token))
}

/// A post in the organization's default bucket, approved or pending, by `submitter`.
async fn post_by(app: &TestApp, org: &CreatedOrganization, submitter: i64, title: &str, approved: bool) -> app::entities::post::Model {
    posts::create(&app.db, NewPost {
        organization_id: org.organization.id,
        bucket_id: org.default_bucket.id,
        submitter_id: submitter,
        title,
        description: Some("<p>Because</p>"),
        status_id: None,
        approved,
        created_at: None,
    })
    .await
    .unwrap()
}

/// A client that shows redirects instead of following them.
fn no_redirects() -> reqwest::Client {
    reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().unwrap()
}

mod cases {
    use super::*;

    /// Server functions called as the hydrated page calls them (no `Accept: text/html`).
    pub async fn server_function_refusals_answer_with_their_4xx_status(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let post = post_by(app, &acme, acme.admin.id, "Dark mode", true).await;
        let (_, cookie) = reader_cookie(app, &acme, "grace@x.test", "Grace").await;
        let call = |endpoint: &'static str, cookie: Option<&str>, form: Vec<(&'static str, String)>| {
            let mut request = app.http.post(app.url(&format!("/fn/{endpoint}"))).form(&form);
            if let Some(cookie) = cookie {
                request = request.header("cookie", cookie);
            }
            async move {
                let response = request.send().await.unwrap();
                let status = response.status().as_u16();
                (status, response.text().await.unwrap())
            }
        };
        let org = || ("org", "acme".to_owned());
        let vote = |id: i64| vec![org(), ("post_id", id.to_string()), ("kind", "upvote".to_owned())];
        let (status, body) = call("vote", None, vote(post.id)).await;
        assert_eq!(status, 401, "signed out: {body}");
        let (status, body) = call("vote", Some(&cookie), vote(999_999)).await;
        assert_eq!(status, 404, "no such post: {body}");
        let (status, body) = call("moderate", Some(&cookie), vec![org(), ("post_id", post.id.to_string()), ("status", "Planned".into()), ("approval_status", "approved".into())]).await;
        assert_eq!(status, 403, "a customer may not moderate: {body}");
        let (status, body) = call("signin", None, vec![org(), ("email", "grace@x.test".into()), ("password", "wrong password".into())]).await;
        assert_eq!(status, 401, "wrong password: {body}");
        let (status, body) = call("signup", None, vec![org(), ("name", "Eve".into()), ("email", "eve@x.test".into()), ("password", "short".into())]).await;
        assert_eq!(status, 422, "too short a password: {body}");
        assert!(body.contains("Password is too short"), "{body}");
        let (status, body) = call("vote", None, vec![("org", "nobody".to_owned()), ("post_id", "1".into()), ("kind", "upvote".into())]).await;
        assert_eq!(status, 404, "no such organization: {body}");
        let (status, _) = call("vote", Some(&cookie), vote(post.id)).await;
        assert_eq!(status, 200, "allowed");
    }
}
