//! `/api/v3/companies` (an extension): made, listed, changed and deleted by the team, people
//! put in them, and the revenue behind a post exact under concurrent votes and revenue changes.

use super::posts::create_post;
use crate::support::TestApp;
use reqwest::Method;
use serde_json::{Value, json};

async fn send(app: &TestApp, method: Method, path: &str, key: &str, token: &str, body: Value) -> (u16, Value) {
    let response = app.send_json(method, path, key, Some(token), &body).await;
    let status = response.status().as_u16();
    (status, response.json().await.unwrap_or(Value::Null))
}

pub async fn companies_are_made_listed_changed_and_deleted_by_the_team(app: &TestApp) {
    let acme = app.create_org("acme").await;
    let key = acme.api_key.clone();
    let admin = app.token(&acme, &acme.admin.email, "Ada");
    let customer = app.token(&acme, "grace@customer.test", "Grace");
    let made = json!({ "external_id": "initech", "name": "Initech", "monthly_revenue": 1250.5, "plan": "pro", "size": 40,
        "attributes": { "region": "EU", "seats": 12, "trial": false } });
    assert_eq!(send(app, Method::POST, "/api/v3/companies", &key, &customer, made.clone()).await.0, 403, "customers manage no companies");
    let (status, initech) = send(app, Method::POST, "/api/v3/companies", &key, &admin, made.clone()).await;
    assert_eq!(status, 201, "{initech}");
    assert_eq!((initech["external_id"].as_str(), initech["monthly_revenue"].as_f64(), initech["plan"].as_str()), (Some("initech"), Some(1250.5), Some("pro")));
    assert_eq!(initech["attributes"]["seats"], 12);
    let (status, again) = send(app, Method::POST, "/api/v3/companies", &key, &admin, json!({ "external_id": "initech", "monthly_revenue": 2000 })).await;
    assert_eq!(
        (status, again["id"].clone(), again["name"].as_str(), again["monthly_revenue"].as_f64()),
        (200, initech["id"].clone(), Some("Initech"), Some(2000.0))
    );

    for (body, field) in [
        (json!({ "name": "No id" }), "external_id"),
        (json!({ "external_id": "x", "monthly_revenue": -1 }), "monthly_revenue"),
        (json!({ "external_id": "x", "monthly_revenue": "lots" }), "monthly_revenue"),
        (json!({ "external_id": "x", "size": -3 }), "size"),
        (json!({ "external_id": "x", "attributes": { "nested": { "a": 1 } } }), "attributes"),
        (json!({ "external_id": "x".repeat(256) }), "external_id"),
    ] {
        let (status, refused) = send(app, Method::POST, "/api/v3/companies", &key, &admin, body.clone()).await;
        assert_eq!(status, 422, "{body}: {refused}");
        assert!(refused["errors"][field].is_array(), "{body}: {refused}");
    }
    let (status, unknown) = send(app, Method::POST, "/api/v3/companies", &key, &admin, json!({ "external_id": "x", "revenue": 5 })).await;
    assert_eq!(status, 422, "an unknown field is refused, never dropped: {unknown}");

    // Import: valid records in, refused ones told by place.
    let records = json!({ "companies": [
        { "external_id": "globex", "name": "Globex", "monthly_revenue": 300 },
        { "external_id": "", "name": "Nameless" },
        { "external_id": "hooli", "monthly_revenue": 90000 },
        "not an object",
    ] });
    let (status, imported) = send(app, Method::POST, "/api/v3/companies/import", &key, &admin, records).await;
    assert_eq!(status, 200, "{imported}");
    assert_eq!(imported["companies"].as_array().unwrap().len(), 2);
    let places: Vec<i64> = imported["errors"].as_array().unwrap().iter().map(|e| e["index"].as_i64().unwrap()).collect();
    assert_eq!(places, vec![1, 3]);

    let listed: Value = app.get_with_key("/api/v3/companies", &key).await.json().await.unwrap();
    let names: Vec<&str> = listed["companies"].as_array().unwrap().iter().map(|c| c["name"].as_str().unwrap()).collect();
    assert_eq!(names, vec!["hooli", "Initech", "Globex"], "largest revenue first");
    assert_eq!(listed["meta"]["total_count"], 3);
    let by_name: Value = app.get_with_key("/api/v3/companies?order=name&query=glo", &key).await.json().await.unwrap();
    assert_eq!(by_name["companies"][0]["name"], "Globex");
    assert_eq!(app.get_with_key("/api/v3/companies?order=sideways", &key).await.status(), 422);

    // People join through the customer API, by the company's external id.
    let (status, grace) = send(app, Method::POST, "/api/v3/customers", &key, &admin, json!({ "email": "grace@customer.test", "company": "initech" })).await;
    assert_eq!(status, 201, "{grace}");
    let (status, refused) = send(app, Method::POST, "/api/v3/customers", &key, &admin, json!({ "email": "alan@customer.test", "company": "nope" })).await;
    assert_eq!(status, 422, "{refused}");
    assert!(refused["errors"]["company"].is_array());
    let one: Value = app.get_with_key(&format!("/api/v3/companies/{}", initech["id"]), &key).await.json().await.unwrap();
    assert_eq!(one["people"], 1);

    // Changing: another company's external id is a conflict; the rest changes.
    let path = format!("/api/v3/companies/{}", initech["id"]);
    let (status, taken) = send(app, Method::PUT, &path, &key, &admin, json!({ "external_id": "globex" })).await;
    assert_eq!((status, taken["message"].as_str()), (422, Some("Another company has this external id.")), "as a tag's name taken");
    let (status, changed) = send(app, Method::PUT, &path, &key, &admin, json!({ "plan": "", "monthly_revenue": 10 })).await;
    assert_eq!((status, changed["plan"].clone(), changed["monthly_revenue"].as_f64()), (200, Value::Null, Some(10.0)));

    // Another organization sees none of it.
    let globex_org = app.create_org("globex").await;
    let outsider = app.token(&globex_org, &globex_org.admin.email, "Ada");
    assert_eq!(app.get_with_key(&path, &globex_org.api_key).await.status(), 404);
    assert_eq!(send(app, Method::PUT, &path, &globex_org.api_key, &outsider, json!({ "name": "Mine" })).await.0, 404);
    assert_eq!(send(app, Method::DELETE, &path, &globex_org.api_key, &outsider, json!({})).await.0, 404);
    let theirs: Value = app.get_with_key("/api/v3/companies", &globex_org.api_key).await.json().await.unwrap();
    assert_eq!(theirs["meta"]["total_count"], 0);

    let (status, deleted) = send(app, Method::DELETE, &path, &key, &admin, json!({})).await;
    assert_eq!((status, deleted["id"].clone()), (200, initech["id"].clone()));
    let grace_now = app::entities::user::Entity::find_by_id(app::model::UserId(grace["id"].as_i64().unwrap()));
    use sea_orm::EntityTrait;
    assert_eq!(grace_now.one(app.db.conn()).await.unwrap().unwrap().company_id, None, "its people belong to none");
    assert_eq!(app.get_with_key(&path, &key).await.status(), 404);
}

/// Eight people of four companies upvote six posts at once while every company's revenue
/// changes three times: on every post each company counts once, and the sum is what the
/// revenues are at the end (a vote that brings a company to a post and a change of that
/// company's revenue wait for one another).
pub async fn revenue_counts_each_company_once_under_concurrent_votes(app: &TestApp) {
    use sea_orm::EntityTrait;
    let acme = app.create_org("acme").await;
    let key = acme.api_key.clone();
    let admin = app.token(&acme, &acme.admin.email, "Ada");
    let mut ids = Vec::new();
    for n in 0..4 {
        let (status, made) = send(app, Method::POST, "/api/v3/companies", &key, &admin, json!({ "external_id": format!("c{n}"), "monthly_revenue": 1 })).await;
        assert_eq!(status, 201);
        ids.push(made["id"].as_i64().unwrap());
    }
    let people: Vec<Value> = (0..8).map(|n| json!({ "email": format!("p{n}@customer.test"), "company": format!("c{}", n % 4) })).collect();
    let (status, imported) = send(app, Method::POST, "/api/v3/customers/import", &key, &admin, json!({ "customers": people })).await;
    assert_eq!((status, imported["errors"].as_array().map(Vec::len)), (200, Some(0)), "{imported}");
    let mut posts = Vec::new();
    for n in 0..6 {
        posts.push(
            create_post(app, &acme, "grace@customer.test", json!({"title": format!("Request {n}"), "bucket_id": acme.default_bucket.id})).await["id"].clone(),
        );
    }
    let votes = posts.iter().flat_map(|id| (0..8).map(move |n| (id.clone(), n))).map(|(id, n)| {
        let token = app.token(&acme, &format!("p{n}@customer.test"), "P");
        let key = key.clone();
        async move {
            app.request(Method::POST, &format!("/api/v3/feature_requests/{id}/votes"), &key, Some(&token))
                .send()
                .await
                .unwrap()
                .status()
                .as_u16()
        }
    });
    // Each company's revenue ends at (its number + 1) × 100.
    let raises = ids.iter().enumerate().map(|(n, id)| {
        let (key, admin) = (key.clone(), admin.clone());
        async move {
            let mut statuses = Vec::new();
            for amount in [7.0, 3.0, (n as f64 + 1.0) * 100.0] {
                statuses.push(send(app, Method::PUT, &format!("/api/v3/companies/{id}"), &key, &admin, json!({ "monthly_revenue": amount })).await.0);
            }
            statuses
        }
    });
    let (voted, raised) = tokio::join!(futures::future::join_all(votes), futures::future::join_all(raises));
    assert!(voted.iter().all(|s| *s == 201), "{voted:?}");
    assert!(raised.iter().flatten().all(|s| *s == 200), "{raised:?}");
    for id in &posts {
        let kept = app::entities::post_value::Entity::find_by_id(app::model::PostId(id.as_i64().unwrap()))
            .one(app.db.conn())
            .await
            .unwrap()
            .unwrap();
        assert_eq!(
            (kept.companies, kept.revenue_cents, kept.revenue_max_cents),
            (4, 10_000 + 20_000 + 30_000 + 40_000, 40_000),
            "post {id}: four companies once each, at their revenue now"
        );
    }
}
