//! Requests that race each other: counts stay exact and check-then-insert never answers 500.

use super::posts::create_post;
use crate::support::TestApp;
use app::entities::{user, vote};
use app::model::{PostId, UserId};
use reqwest::Method;
use sea_orm::{ColumnTrait, EntityTrait, PaginatorTrait, QueryFilter};
use serde_json::{Value, json};

/// The post's stored counters (and the trending score made of them) and the user's, each next
/// to a fresh count of the vote rows.
async fn assert_counts_match_rows(app: &TestApp, post_id: PostId, voters: &[UserId]) {
    let conn = app.db.conn();
    let stored = app::entities::post_count::Entity::find_by_id(post_id).one(conn).await.unwrap().unwrap();
    let rows = |kind: &'static str| vote::Entity::find().filter(vote::Column::PostId.eq(post_id)).filter(vote::Column::Kind.eq(kind)).count(conn);
    let (up, down) = (rows("upvote").await.unwrap() as i32, rows("downvote").await.unwrap() as i32);
    assert_eq!((stored.votes_count, stored.downvotes_count), (up, down), "the post's counters against its vote rows");
    let score = app::domain::posts::trending_score(up, down, stored.created_at);
    assert!((stored.trending_score - score).abs() < 1e-9, "the trending score {} follows the counts ({score})", stored.trending_score);
    for id in voters {
        let voter = user::Entity::find_by_id(*id).one(conn).await.unwrap().unwrap();
        let theirs = vote::Entity::find().filter(vote::Column::UserId.eq(*id)).count(conn).await.unwrap() as i32;
        assert_eq!(voter.votes_count, theirs, "user {id}'s vote count against their vote rows");
    }
}

/// Many concurrent casts, switches, removals (API) and toggles (the web's button, as a double
/// click sends them) by the same users on one post.
pub async fn concurrent_vote_changes_by_the_same_users_keep_every_count_exact(app: &TestApp) {
    let acme = app.create_org("acme").await;
    let post = create_post(app, &acme, "grace@customer.test", json!({"title": "Dark mode", "bucket_id": acme.default_bucket.id})).await;
    let post_id = PostId(post["id"].as_i64().unwrap());
    let mut voters = Vec::new();
    let mut requests = Vec::new();
    for n in 0..4 {
        let email = format!("voter{n}@customer.test");
        let token = app.token(&acme, &email, "Voter");
        // The first vote creates the user; the rest race on their one vote.
        let first = app
            .request(Method::POST, &format!("/api/v3/feature_requests/{post_id}/votes"), &acme.api_key, Some(&token))
            .send()
            .await
            .unwrap();
        assert_eq!(first.status(), 201);
        let voter = app::domain::users::find_by_email(app.db.conn(), acme.organization.id, &app::model::Email::parse(&email).unwrap())
            .await
            .unwrap()
            .unwrap();
        let cookie = crate::support::session_cookie(app, "acme", voter.clone()).await;
        voters.push(voter.id);
        for round in 0..12 {
            let (token, cookie, key) = (token.clone(), cookie.clone(), acme.api_key.clone());
            requests.push(async move {
                let path = format!("/api/v3/feature_requests/{post_id}/votes");
                let response = match (round + n) % 4 {
                    0 => app.request(Method::POST, &path, &key, Some(&token)).json(&json!({"kind": "upvote"})).send().await,
                    1 => app.request(Method::POST, &path, &key, Some(&token)).json(&json!({"kind": "downvote"})).send().await,
                    2 => app.request(Method::DELETE, &path, &key, Some(&token)).send().await,
                    _ => {
                        let kind = if round % 2 == 0 { "upvote" } else { "downvote" };
                        app.http
                            .post(app.url("/fn/vote"))
                            .header("Cookie", cookie)
                            .form(&[("org", "acme"), ("post_id", &post_id.to_string()), ("kind", kind)])
                            .send()
                            .await
                    }
                };
                response.unwrap().status().as_u16()
            });
        }
    }
    let statuses = futures::future::join_all(requests).await;
    assert!(statuses.iter().all(|s| (200..300).contains(s)), "{statuses:?}");
    assert_counts_match_rows(app, post_id, &voters).await;
    let fetched: Value = app.get_with_key(&format!("/api/v3/feature_requests/{post_id}"), &acme.api_key).await.json().await.unwrap();
    assert!(fetched["votes_count"].as_i64().unwrap() >= 0 && fetched["downvotes_count"].as_i64().unwrap() >= 0, "{fetched}");
}

/// Ten first requests with the same new token at once, each posting the same title: every one
/// succeeds, one user is created, and the posts get distinct slugs.
pub async fn first_uses_of_a_new_token_and_equal_titles_at_once_all_succeed(app: &TestApp) {
    let acme = app.create_org("acme").await;
    let token = app.token(&acme, "newcomer@customer.test", "Newcomer");
    let requests = (0..10).map(|_| {
        let (token, key) = (token.clone(), acme.api_key.clone());
        let body = json!({"title": "Export to CSV", "bucket_id": acme.default_bucket.id});
        async move {
            let response = app.request(Method::POST, "/api/v3/feature_requests", &key, Some(&token)).json(&body).send().await.unwrap();
            let status = response.status().as_u16();
            (status, response.json::<Value>().await.unwrap_or_default())
        }
    });
    let answers = futures::future::join_all(requests).await;
    assert!(answers.iter().all(|(status, _)| *status == 201), "{answers:?}");
    let mut slugs: Vec<&str> = answers.iter().map(|(_, post)| post["slug"].as_str().unwrap()).collect();
    slugs.sort_unstable();
    slugs.dedup();
    assert_eq!(slugs.len(), 10, "distinct slugs: {slugs:?}");
    let newcomers = user::Entity::find().filter(user::Column::EmailKey.eq("newcomer@customer.test")).all(app.db.conn()).await.unwrap();
    assert_eq!(newcomers.len(), 1);
    assert_eq!(newcomers[0].post_count, 10);
}

/// Bucket names are unique ignoring case even when created at the same moment.
pub async fn a_bucket_name_created_twice_at_once_exists_once(app: &TestApp) {
    let acme = app.create_org("acme").await;
    let creations = (0..8).map(|n| {
        let name = if n % 2 == 0 { "Bugs" } else { "bugs" };
        app::domain::buckets::create(&app.db, acme.organization.id, name, false)
    });
    let results = futures::future::join_all(creations).await;
    assert_eq!(results.iter().filter(|r| r.is_ok()).count(), 1, "{results:?}");
    assert!(results.iter().all(|r| matches!(r, Ok(_) | Err(app::domain::Error::Conflict(_)))), "{results:?}");
    let all = app::domain::buckets::list(app.db.conn(), acme.organization.id, true).await.unwrap();
    assert_eq!(all.iter().filter(|b| b.name.eq_ignore_ascii_case("bugs")).count(), 1);
}

/// Posts renamed to the same title at once all get a slug of their own.
pub async fn equal_renames_at_once_all_succeed(app: &TestApp) {
    let acme = app.create_org("acme").await;
    let admin = app.token(&acme, &acme.admin.email, "Ada");
    let mut ids = Vec::new();
    for n in 0..8 {
        let post = create_post(app, &acme, "grace@customer.test", json!({"title": format!("Idea {n}"), "bucket_id": acme.default_bucket.id})).await;
        ids.push(post["id"].as_i64().unwrap());
    }
    let renames = ids.iter().map(|id| {
        let (admin, key) = (admin.clone(), acme.api_key.clone());
        async move {
            let response = app
                .send_json(Method::PUT, &format!("/api/v3/feature_requests/{id}"), &key, Some(&admin), &json!({"title": "Dark mode"}))
                .await;
            (response.status().as_u16(), response.json::<Value>().await.unwrap_or_default())
        }
    });
    let answers = futures::future::join_all(renames).await;
    assert!(answers.iter().all(|(status, _)| *status == 200), "{answers:?}");
    let mut slugs: Vec<&str> = answers.iter().map(|(_, post)| post["slug"].as_str().unwrap()).collect();
    slugs.sort_unstable();
    slugs.dedup();
    assert_eq!(slugs.len(), 8, "{slugs:?}");
}
