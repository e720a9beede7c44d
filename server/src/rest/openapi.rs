//! The OpenAPI document of `/api/v3`, served at `/api/v3/openapi.json`: every operation, the
//! refusals they share, the two credentials and the value sets the handlers accept. It says
//! what the handlers answer, so a handler that answers another status or takes another value
//! changes its entry here too (`.ci/test-all` validates the document).

use super::documented::{ApprovalStatus, ErrorBody, EventName, Role};
use super::{changelog, comments, companies, legacy, people, posts, tags, webhooks};
use utoipa::openapi::security::{ApiKey, ApiKeyValue, HttpAuthScheme, HttpBuilder, SecurityScheme};
use utoipa::openapi::{RefOr, Required, Schema};
use utoipa::{Modify, OpenApi};

#[derive(OpenApi)]
#[openapi(
    info(title = "upboard API", version = "3", description = "The REST API of upboard, a customer-feedback board and product roadmap. Every request carries `API-KEY`; writes on behalf of a user carry `Authorization` with an HS256 JWT signed with the organization's SSO secret (claims `email`, `name`, optional `exp`), bare or after `Bearer `. Requests per minute per key are limited (`X-RateLimit-Limit`, `X-RateLimit-Remaining`; 429 with `Retry-After`). Errors carry `{\"success\": false, \"error\", \"message\"}` (a 422 adds `errors` by field); text holding the NUL character (U+0000), in a body or a query, is a 422 where it would reach the database."),
    servers((url = "/api/v3")),
    paths(
        legacy::info, legacy::submit, legacy::latest,
        posts::create, posts::get, posts::update, posts::list, posts::on_behalf, posts::vote, posts::unvote, posts::merge, posts::unmerge, posts::merges,
        comments::get, comments::update, comments::list, comments::create,
        people::upvoters, people::import_customers, people::create_customer, people::delete_customers,
        people::import_team, people::list_team, people::create_team_member, people::delete_team_member,
        people::list_buckets,
        companies::list, companies::get, companies::create, companies::update, companies::delete, companies::import,
        tags::list, tags::create, tags::update, tags::delete,
        changelog::list, changelog::get, changelog::create, changelog::update, changelog::delete,
        webhooks::list, webhooks::create, webhooks::update, webhooks::delete, webhooks::rotate_secret, webhooks::deliveries, webhooks::send_test, webhooks::resend,
    ),
    components(schemas(ErrorBody, ApprovalStatus, Role, EventName)),
    modifiers(&Credentials, &OptionalBodies, &SuccessReasons)
)]
pub struct ApiDoc;

/// The names operations list in `security`: `api_key` always, `user_token` where a user acts.
struct Credentials;

impl Modify for Credentials {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "api_key",
            SecurityScheme::ApiKey(ApiKey::Header(ApiKeyValue::with_description(
                "API-KEY",
                "The organization's API key (admin area, settings): every request acts on its organization.",
            ))),
        );
        components.add_security_scheme(
            "user_token",
            SecurityScheme::Http(
                HttpBuilder::new()
                    .scheme(HttpAuthScheme::Bearer)
                    .bearer_format("JWT")
                    .description(Some(
                        "`Authorization`: an HS256 JWT signed with the organization's SSO secret, claims `email` and `name` (`exp` enforced when present), after `Bearer ` or bare. The first token for an e-mail creates that user as a customer; what the user may do depends on their role.",
                    ))
                    .build(),
            ),
        );
    }
}

/// A body none of whose fields is required may be left out: the server reads no body (and no
/// `Content-Type`) as an empty object. The others are required: without them the answer is 422.
struct OptionalBodies;

impl Modify for OptionalBodies {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let schemas = openapi.components.as_ref().map(|c| c.schemas.clone()).unwrap_or_default();
        let required_fields = |schema: &RefOr<Schema>| -> bool {
            let schema = match schema {
                RefOr::Ref(reference) => reference.ref_location.rsplit('/').next().and_then(|name| schemas.get(name)),
                inline => Some(inline),
            };
            matches!(schema, Some(RefOr::T(Schema::Object(object))) if !object.required.is_empty())
        };
        for item in openapi.paths.paths.values_mut() {
            for operation in operations(item) {
                if let Some(body) = operation.request_body.as_mut() {
                    let required = body.content.values().filter_map(|c| c.schema.as_ref()).any(required_fields);
                    body.required = Some(if required { Required::True } else { Required::False });
                }
            }
        }
    }
}

/// Success answers without a description of their own are described by their status.
struct SuccessReasons;

impl Modify for SuccessReasons {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        for item in openapi.paths.paths.values_mut() {
            for operation in operations(item) {
                for (status, response) in operation.responses.responses.iter_mut() {
                    let reason = status.parse().ok().and_then(|s| axum::http::StatusCode::from_u16(s).ok()).and_then(|s| s.canonical_reason());
                    if let (RefOr::T(response), Some(reason)) = (response, reason)
                        && response.description.is_empty()
                    {
                        response.description = reason.to_owned();
                    }
                }
            }
        }
    }
}

fn operations(item: &mut utoipa::openapi::PathItem) -> impl Iterator<Item = &mut utoipa::openapi::path::Operation> {
    [&mut item.get, &mut item.put, &mut item.post, &mut item.delete, &mut item.patch, &mut item.head, &mut item.options]
        .into_iter()
        .filter_map(Option::as_mut)
}

#[cfg(test)]
mod tests {
    use super::super::documented::EventName;
    use utoipa::PartialSchema;

    #[test]
    fn the_documented_event_names_are_the_domains() {
        let documented = serde_json::to_value(EventName::schema()).unwrap();
        let known: Vec<&str> = app::domain::outbox::EventType::ALL.iter().map(|t| t.as_str()).collect();
        assert_eq!(documented["enum"], serde_json::json!(known));
    }
}
