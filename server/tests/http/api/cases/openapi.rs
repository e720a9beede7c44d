//! The OpenAPI document at /api/v3/openapi.json: complete, one name per operation, and the
//! answers it promises are the answers the server sends.

use super::posts::admin_token;
use crate::support::{TestApp, keys};
use reqwest::Method;
use serde_json::{Value, json};
use std::collections::BTreeMap;

const METHODS: [&str; 5] = ["get", "put", "post", "delete", "patch"];

async fn document(app: &TestApp) -> Value {
    let response = app.http.get(app.url("/api/v3/openapi.json")).send().await.unwrap();
    assert_eq!(response.status(), 200);
    response.json().await.unwrap()
}

/// The schema at `schema`, following a `$ref` into the components.
fn resolve<'a>(doc: &'a Value, schema: &'a Value) -> &'a Value {
    match schema["$ref"].as_str() {
        Some(reference) => {
            let name = reference.rsplit('/').next().unwrap();
            &doc["components"]["schemas"][name]
        }
        None => schema,
    }
}

/// The names of the properties the document gives the JSON answer `status` of `method path`,
/// and which of them it says are always there.
fn documented_fields(doc: &Value, method: &str, path: &str, status: &str) -> (Vec<String>, Vec<String>) {
    let schema = &doc["paths"][path][method]["responses"][status]["content"]["application/json"]["schema"];
    assert!(schema.is_object(), "{method} {path} documents no JSON answer {status}");
    let schema = resolve(doc, schema);
    let mut required: Vec<String> = schema["required"].as_array().into_iter().flatten().map(|n| n.as_str().unwrap().to_owned()).collect();
    required.sort();
    (keys(&schema["properties"]), required)
}

fn assert_answer_is_documented(doc: &Value, method: &str, path: &str, status: &str, answer: &Value) {
    let (properties, required) = documented_fields(doc, method, path, status);
    assert_eq!(properties, keys(answer), "{method} {path} {status}: the documented fields are not the answer's: {answer}");
    assert_eq!(required, keys(answer), "{method} {path} {status}: every field of the answer is always sent");
}

pub async fn the_openapi_document_describes_every_operation(app: &TestApp) {
    let doc = document(app).await;
    assert!(doc["openapi"].as_str().unwrap().starts_with("3.1"), "{}", doc["openapi"]);
    let paths = doc["paths"].as_object().unwrap();
    for (path, methods) in [
        ("/organizations/info", &["get"][..]),
        ("/feature_requests/submit", &["post"]),
        ("/feature_requests/latest", &["get"]),
        ("/feature_requests", &["get", "post"]),
        ("/feature_requests/on_behalf", &["post"]),
        ("/feature_requests/{id}", &["get", "put"]),
        ("/feature_requests/{id}/votes", &["post", "delete"]),
        ("/feature_requests/{id}/merge", &["post", "delete"]),
        ("/comments", &["get", "post"]),
        ("/comments/{id}", &["get", "put"]),
        ("/upvoters", &["get"]),
        ("/customers/import", &["post"]),
        ("/customers", &["post", "delete"]),
        ("/teams/import", &["post"]),
        ("/teams", &["get", "post"]),
        ("/teams/{id}", &["delete"]),
        ("/buckets", &["get"]),
        ("/tags", &["get", "post"]),
        ("/tags/{id}", &["put", "delete"]),
        ("/changelog", &["get", "post"]),
        ("/changelog/{id}", &["get", "put", "delete"]),
        ("/webhooks", &["get", "post"]),
        ("/webhooks/{id}", &["put", "delete"]),
        ("/webhooks/{id}/rotate_secret", &["post"]),
        ("/webhooks/{id}/deliveries", &["get"]),
        ("/webhooks/{id}/test", &["post"]),
        ("/webhooks/deliveries/{id}/resend", &["post"]),
    ] {
        for method in methods {
            let operation = &paths[path][*method];
            assert!(operation.is_object(), "{method} {path} is not documented");
            let responses = operation["responses"].as_object().unwrap();
            assert!(responses.contains_key("401") && responses.contains_key("429"), "{method} {path}: every operation answers 401 and 429");
            if path.contains("{id}") {
                assert!(responses.contains_key("404"), "{method} {path}: an id in the path can name nothing");
            }
        }
    }
    let docs = app.http.get(app.url("/api/docs")).send().await.unwrap();
    assert_eq!(docs.status(), 200);
    let page = docs.text().await.unwrap();
    assert!(page.contains("/api/v3/openapi.json") && !page.contains("cdn"), "served from the binary, no CDN");
}

pub async fn every_operation_has_an_operation_id_of_its_own(app: &TestApp) {
    let doc = document(app).await;
    let mut seen: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for (path, item) in doc["paths"].as_object().unwrap() {
        for method in METHODS.iter().filter(|m| item[**m].is_object()) {
            let id = item[*method]["operationId"].as_str().unwrap_or_else(|| panic!("{method} {path} has no operationId"));
            // A bare verb (`list`, `get`) says nothing about what it lists: the name of the
            // handler function leaks in when an operation is not named.
            assert!(
                id.contains('_') && id.bytes().all(|b| b.is_ascii_lowercase() || b == b'_'),
                "{method} {path}: operationId {id:?} is not a snake_case verb and object"
            );
            seen.entry(id.to_owned()).or_default().push(format!("{} {path}", method.to_uppercase()));
        }
    }
    let shared: Vec<_> = seen.iter().filter(|(_, uses)| uses.len() > 1).collect();
    assert!(shared.is_empty(), "operationIds used more than once: {shared:?}");
    assert_eq!(seen["delete_customers"], ["DELETE /customers"]);
    assert_eq!(seen["list_comments"], ["GET /comments"]);
}

pub async fn deleting_customers_answers_the_fields_the_document_promises(app: &TestApp) {
    let doc = document(app).await;
    let acme = app.create_org("acme").await;
    let admin = admin_token(app, &acme).await;
    let created = app
        .send_json(Method::POST, "/api/v3/customers", &acme.api_key, Some(&admin), &json!({"email": "grace@customer.test"}))
        .await;
    assert_eq!(created.status(), 201);
    let grace: Value = created.json().await.unwrap();
    let response = app
        .request(Method::DELETE, &format!("/api/v3/customers?ids[]={}", grace["id"]), &acme.api_key, Some(&admin))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    let answer: Value = response.json().await.unwrap();
    assert_eq!(answer["deleted_ids"], json!([grace["id"]]));
    assert_answer_is_documented(&doc, "delete", "/customers", "200", &answer);
    let deleted_ids =
        &resolve(&doc, &doc["paths"]["/customers"]["delete"]["responses"]["200"]["content"]["application/json"]["schema"])["properties"]["deleted_ids"];
    assert_eq!(deleted_ids["type"], "array");
    assert_eq!(deleted_ids["items"]["type"], "integer");

    // Deleting a tag answers the other shape, under the same word: both are documented apart.
    let tag: Value = app
        .send_json(Method::POST, "/api/v3/tags", &acme.api_key, Some(&admin), &json!({"name": "Mobile"}))
        .await
        .json()
        .await
        .unwrap();
    let answer: Value = app
        .request(Method::DELETE, &format!("/api/v3/tags/{}", tag["id"]), &acme.api_key, Some(&admin))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_answer_is_documented(&doc, "delete", "/tags/{id}", "200", &answer);
}

/// Whether `schema` (a query parameter's, resolved) lets a client send the empty string.
fn allows_empty(doc: &Value, schema: &Value) -> bool {
    let schema = resolve(doc, schema);
    if let Some(choices) = schema["enum"].as_array() {
        return choices.iter().any(|c| c == "");
    }
    let types: Vec<&str> = match &schema["type"] {
        Value::String(one) => vec![one.as_str()],
        Value::Array(many) => many.iter().filter_map(Value::as_str).collect(),
        _ => vec!["string"],
    };
    if types.contains(&"array") {
        return schema["items"].is_object() && allows_empty(doc, &schema["items"]);
    }
    if !types.contains(&"string") || schema["minLength"].as_u64().is_some_and(|min| min > 0) {
        return false;
    }
    match schema["pattern"].as_str() {
        Some(pattern) => regex::Regex::new(pattern).unwrap().is_match(""),
        None => true,
    }
}

/// A query parameter the server answers 2xx when it is sent empty is one whose documented
/// schema allows the empty value: otherwise a client that reads the document (a generated
/// client, schemathesis) holds the server's answer for a contradiction.
pub async fn an_empty_query_value_the_server_takes_is_one_the_document_allows(app: &TestApp) {
    let doc = document(app).await;
    let acme = app.create_org("acme").await;
    let admin = admin_token(app, &acme).await;
    let mut checked = 0;
    let mut undocumented = Vec::new();
    for (path, item) in doc["paths"].as_object().unwrap() {
        let Some(operation) = item["get"].as_object() else { continue };
        if path.contains('{') {
            continue;
        }
        for parameter in operation.get("parameters").and_then(Value::as_array).into_iter().flatten() {
            if parameter["in"] != "query" {
                continue;
            }
            let name = parameter["name"].as_str().unwrap();
            let url = format!("/api/v3{path}?{name}=");
            let status = app.request(Method::GET, &url, &acme.api_key, Some(&admin)).send().await.unwrap().status();
            checked += 1;
            if status.is_success() && !allows_empty(&doc, &parameter["schema"]) {
                undocumented.push(format!("GET {url} answers {status}"));
            }
        }
    }
    assert!(checked > 10, "only {checked} query parameters were checked");
    assert!(undocumented.is_empty(), "the document does not allow these parameters empty: {undocumented:#?}");
}
