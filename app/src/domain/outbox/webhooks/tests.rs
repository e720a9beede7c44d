//! Tests of webhook endpoints and deliveries.

use super::*;
use crate::domain::access::Actor;
use crate::domain::outbox::EventType;
use crate::domain::outbox::address::WebhookAddress;
use crate::domain::outbox::queue;
use crate::domain::{Error, now};
use crate::domain::{organizations, testing};
use crate::entities::webhook_delivery;
use chrono::Duration;
use sea_orm::{ActiveModelTrait, ActiveValue::Set, EntityTrait, IntoActiveModel};

/// An address for tests, not resolved (its host does not exist).
async fn address(url: &str) -> WebhookAddress {
    WebhookAddress::check(url, true).await.unwrap()
}

fn admin(acme: &organizations::CreatedOrganization) -> Actor {
    Actor { user: acme.admin.clone(), role: Some(crate::domain::users::Role::Admin) }
}

#[test]
fn events_are_known_and_kept_once_in_order() {
    let names = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert_eq!(clean_events(&names(&["vote.created", "post.created", "vote.created"])).unwrap(), vec![EventType::PostCreated, EventType::VoteCreated]);
    assert!(clean_events(&[]).is_err());
    assert!(clean_events(&names(&["post.deleted"])).is_err());
    // An invented name of any length is repeated in the refusal only in part.
    let invented = "x".repeat(100_000);
    let said = clean_events(&[invented]).unwrap_err().to_string();
    assert!(said.len() < 1_000, "{} characters", said.len());
}

#[test]
fn the_schedule_waits_longer_each_time_then_gives_up() {
    use crate::domain::outbox::queue::backoff;
    let waits: Vec<i64> = (1..=7).map(|n| backoff(n).map_or(-1, |d| d.num_seconds())).collect();
    assert_eq!(waits, [10, 60, 600, 3600, 21600, 86400, -1]);
    assert_eq!(backoff(0), None);
    assert!(new_secret().starts_with("whsec_"));
    assert_ne!(new_secret(), new_secret());
}

#[tokio::test]
async fn only_admins_manage_endpoints_and_the_organization_sees_only_its_own() {
    let db = testing::db().await;
    let acme = organizations::tests::create_acme(&db).await;
    let globex = organizations::tests::create_named(&db, "globex").await;
    let events = vec!["post.created".to_owned()];
    let member = Actor { user: acme.admin.clone(), role: Some(crate::domain::users::Role::Member) };
    assert!(matches!(create(&db, acme.organization.id, &member, &address("https://x.test/").await, &events).await, Err(Error::Forbidden(_))));
    let hook = create(&db, acme.organization.id, &admin(&acme), &address("https://x.test/").await, &events).await.unwrap();
    assert!(hook.secret.starts_with("whsec_") && hook.enabled);
    assert!(matches!(find(db.conn(), globex.organization.id, hook.id).await, Err(Error::NotFound(_))));
    assert!(matches!(delete(&db, globex.organization.id, &admin(&globex), hook.id).await, Err(Error::NotFound(_))));
    let rotated = rotate_secret(&db, acme.organization.id, &admin(&acme), hook.id).await.unwrap();
    assert_ne!(rotated.secret, hook.secret);
    delete(&db, acme.organization.id, &admin(&acme), hook.id).await.unwrap();
    assert!(list(db.conn(), acme.organization.id).await.unwrap().is_empty());
}

#[tokio::test]
async fn a_failing_delivery_is_retried_on_the_schedule_then_given_up_and_a_success_clears_the_failures() {
    let db = testing::db().await;
    let acme = organizations::tests::create_acme(&db).await;
    let hook = create(&db, acme.organization.id, &admin(&acme), &address("https://x.test/").await, &["post.created".to_owned()])
        .await
        .unwrap();
    let queued = send_test(&db, &acme.organization, &admin(&acme), hook.id).await.unwrap();
    let claimed = claim_due(&db, 10).await.unwrap();
    assert_eq!(claimed.len(), 1);
    assert!(claim_due(&db, 10).await.unwrap().is_empty(), "claimed once");
    let failed = Attempt { status_code: Some(500), error: None, duration_ms: 3, response_excerpt: Some("oops".into()) };
    let mut delivery = claimed[0].0.clone();
    for n in 1..=7 {
        let after = record_attempt(&db, &delivery, &failed).await.unwrap();
        if n < 7 {
            assert!(matches!(after, AfterAttempt::Retry(_)), "attempt {n}: {after:?}");
        } else {
            assert_eq!(after, AfterAttempt::Failed);
        }
        delivery = webhook_delivery::Entity::find_by_id(queued.id).one(db.conn()).await.unwrap().unwrap();
        assert_eq!(delivery.attempts, n);
        assert!(delivery.locked_until.is_none());
    }
    assert_eq!(delivery.status, "failed");
    assert!(find(db.conn(), acme.organization.id, hook.id).await.unwrap().failing_since.is_some());
    assert_eq!(log(db.conn(), acme.organization.id, hook.id, 100).await.unwrap().len(), 7);

    let again = resend(&db, acme.organization.id, &admin(&acme), queued.id).await.unwrap();
    assert_eq!((again.status.as_str(), again.event_uid.as_str()), ("pending", queued.event_uid.as_str()), "the same event id");
    let ok = Attempt { status_code: Some(204), error: None, duration_ms: 2, response_excerpt: None };
    assert_eq!(record_attempt(&db, &again, &ok).await.unwrap(), AfterAttempt::Delivered);
    assert!(find(db.conn(), acme.organization.id, hook.id).await.unwrap().failing_since.is_none());
}

#[tokio::test]
async fn finished_deliveries_leave_the_log_after_thirty_days_and_pending_ones_stay() {
    let db = testing::db().await;
    let acme = organizations::tests::create_acme(&db).await;
    let hook = create(&db, acme.organization.id, &admin(&acme), &address("https://x.test/").await, &["post.created".to_owned()])
        .await
        .unwrap();
    let done = send_test(&db, &acme.organization, &admin(&acme), hook.id).await.unwrap();
    let waiting = send_test(&db, &acme.organization, &admin(&acme), hook.id).await.unwrap();
    let ok = Attempt { status_code: Some(200), error: None, duration_ms: 1, response_excerpt: None };
    record_attempt(&db, &done, &ok).await.unwrap();
    assert_eq!(prune(&db, now() - queue::KEPT).await.unwrap(), 0, "a fresh one stays");
    assert_eq!(prune(&db, now() + Duration::seconds(1)).await.unwrap(), 1, "an old finished one goes");
    let left = deliveries(db.conn(), acme.organization.id, hook.id, 10).await.unwrap();
    assert_eq!(left.iter().map(|d| d.id).collect::<Vec<_>>(), [waiting.id], "the pending one stays");
    assert!(log(db.conn(), acme.organization.id, hook.id, 10).await.unwrap().is_empty(), "with its attempts");
}

#[tokio::test]
async fn an_endpoint_failing_for_three_days_is_disabled() {
    let db = testing::db().await;
    let acme = organizations::tests::create_acme(&db).await;
    let hook = create(&db, acme.organization.id, &admin(&acme), &address("https://x.test/").await, &["post.created".to_owned()])
        .await
        .unwrap();
    let mut active = hook.clone().into_active_model();
    active.failing_since = Set(Some(now() - Duration::days(3) - Duration::minutes(1)));
    active.update(db.conn()).await.unwrap();
    let queued = send_test(&db, &acme.organization, &admin(&acme), hook.id).await.unwrap();
    let failed = Attempt { status_code: None, error: Some("connection refused".into()), duration_ms: 1, response_excerpt: None };
    assert_eq!(record_attempt(&db, &queued, &failed).await.unwrap(), AfterAttempt::EndpointDisabled);
    let hook = find(db.conn(), acme.organization.id, hook.id).await.unwrap();
    assert!(!hook.enabled && hook.disabled_reason.is_some());
    assert!(!wants(&hook, EventType::PostCreated));
}
