//! Generated data for benchmarks: many users, posts, votes and comments in bulk inserts,
//! with every counter computed up front so that the result is as consistent as real data.

use super::{Error, Result, buckets, keys, organizations, posts, statuses, text};
use crate::entities::states::{VoteKind, VoteSource};
use crate::entities::{comment, post, user, vote};
use crate::model::{PostId, UserId};
use crate::said;
use chrono::{Duration, Utc};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use sea_orm::{ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, QuerySelect};

#[derive(Clone, Copy, Debug)]
pub struct SeedPlan {
    pub posts: u64,
    pub votes: u64,
    pub comments: u64,
    /// At least this many customers (0: as many as the votes need); every tenth is labelled
    /// `vip`, for the customers page's label filter.
    pub customers: u64,
    /// Companies (long-tailed monthly revenue, three plans); four customers in five belong to
    /// one, and the revenue behind every post is counted.
    pub companies: u64,
}

/// Told how far the seeding is; the CLI draws a progress bar with it.
pub trait Progress {
    fn stage(&self, name: &'static str, total: u64);
    fn advance(&self, done: u64);
}

#[derive(Debug, Default, PartialEq, Eq)]
pub struct SeedReport {
    pub users: u64,
    pub posts: u64,
    pub votes: u64,
    pub comments: u64,
}

/// Rows per INSERT: far below SQLite's 32766 and PostgreSQL's 65535 bound parameters.
const BATCH: usize = 1000;

const ADJECTIVES: &[&str] = &[
    "Faster",
    "Bulk",
    "Custom",
    "Dark",
    "Offline",
    "Shared",
    "Scheduled",
    "Public",
    "Private",
    "Smart",
    "Nested",
    "Inline",
    "Weekly",
    "Granular",
    "Automatic",
];
const NOUNS: &[&str] = &[
    "export",
    "dashboard",
    "search",
    "notifications",
    "themes",
    "reports",
    "tags",
    "filters",
    "integrations",
    "permissions",
    "webhooks",
    "comments",
    "roadmap",
    "billing",
    "onboarding",
];
const TAILS: &[&str] =
    &["for teams", "on mobile", "in the API", "with CSV", "per project", "for admins", "in Slack", "by e-mail", "across workspaces", "with keyboard shortcuts"];
const SENTENCES: &[&str] = &[
    "This would save our team hours every week.",
    "We currently work around it with a spreadsheet, which is error-prone.",
    "Our customers ask for this in almost every call.",
    "It is the main reason we are still evaluating alternatives.",
    "Ideally it would also be available through the API.",
    "Happy to share more details about our use case.",
    "Any update on the timeline?",
    "+1, this blocks our rollout to the rest of the company.",
];

/// Fills `org_name` with generated data in one transaction: all of it, or nothing.
pub async fn run(db: &super::Db, org_name: &str, plan: SeedPlan, progress: &dyn Progress) -> Result<SeedReport> {
    let org = organizations::find_by_name(db.conn(), org_name)
        .await?
        .ok_or_else(|| Error::NotFound(said!("said-organization-x-was-not-found", org = crate::domain::echoed_after("Organization ", org_name))))?;
    let buckets = buckets::list(db.conn(), org.id, true).await?;
    let statuses = statuses::list(db.conn(), org.id).await?;
    if buckets.is_empty() || statuses.is_empty() {
        return Err(Error::Internal(format!("organization {org_name} has no bucket or status")));
    }
    let mut rng = StdRng::seed_from_u64(plan.posts ^ plan.votes.rotate_left(20) ^ plan.comments.rotate_left(40));
    let run_tag = keys::random_base62(6).to_lowercase();
    let now = super::now();

    // Enough voters that the busiest post can have its share with one vote per user.
    let user_count = (plan.votes / 20).clamp(200, 50_000).max(plan.customers) as usize;
    let post_count = plan.posts as usize;
    let votes_per_post = distribute(plan.votes, post_count, user_count as u64, &mut rng);
    let comments_per_post = distribute(plan.comments, post_count, u64::MAX, &mut rng);

    // Who votes and comments where, decided before anything is written, so that every
    // counter is inserted with its final value.
    let mut user_votes = vec![0i32; user_count];
    let mut user_comments = vec![0i32; user_count];
    let mut user_posts = vec![0i32; user_count];
    let vote_offsets: Vec<usize> = (0..post_count).map(|_| rng.random_range(0..user_count)).collect();
    let submitters: Vec<usize> = (0..post_count).map(|_| rng.random_range(0..user_count)).collect();
    for (p, &n) in votes_per_post.iter().enumerate() {
        for k in 0..n as usize {
            user_votes[(vote_offsets[p] + k) % user_count] += 1;
        }
        user_posts[submitters[p]] += 1;
    }
    let comment_authors: Vec<Vec<usize>> = comments_per_post.iter().map(|&n| (0..n).map(|_| rng.random_range(0..user_count)).collect()).collect();
    for authors in &comment_authors {
        for &a in authors {
            user_comments[a] += 1;
        }
    }
    let downvote_share = 0.08;

    let txn = db.begin_write().await?;
    let company_ids = seed_companies(&*txn, org.id, plan.companies, &run_tag, &mut rng).await?;
    let first_user_id = next_id_floor(&*txn, user::Entity::find().select_only().column_as(user::Column::Id.max(), "id")).await?;

    progress.stage("users", user_count as u64);
    for chunk in (0..user_count).collect::<Vec<_>>().chunks(BATCH) {
        let rows = chunk.iter().map(|&i| {
            let email = format!("seed-{run_tag}-{i}@example.test");
            let created_at = now - Duration::minutes(rng.random_range(0..1_000_000));
            user::ActiveModel {
                organization_id: Set(org.id),
                name: Set(format!("Customer {i}")),
                email_key: Set(email.clone()),
                email: Set(email),
                password_hash: Set(None),
                blocked: Set(false),
                starred: Set(false),
                labels: Set(if i % 10 == 0 { serde_json::json!(["vip"]) } else { serde_json::json!([]) }),
                custom_fields: Set(serde_json::json!({})),
                profile_picture: Set(None),
                post_count: Set(user_posts[i]),
                votes_count: Set(user_votes[i]),
                comments_count: Set(user_comments[i]),
                company_id: Set((!company_ids.is_empty() && i % 5 != 4).then(|| company_ids[i % company_ids.len()])),
                created_at: Set(created_at),
                updated_at: Set(created_at),
                ..Default::default()
            }
        });
        user::Entity::insert_many(rows.collect::<Vec<_>>()).exec(&*txn).await?;
        progress.advance(chunk.len() as u64);
    }
    let user_ids: Vec<UserId> = ids_after(
        &*txn,
        user::Entity::find()
            .filter(user::Column::OrganizationId.eq(org.id))
            .filter(user::Column::Id.gt(first_user_id))
            .select_only()
            .column(user::Column::Id)
            .order_by_asc(user::Column::Id),
        user_count,
    )
    .await?;
    for chunk in user_ids.iter().enumerate().filter(|(i, _)| i % 10 == 0).map(|(_, id)| *id).collect::<Vec<_>>().chunks(BATCH) {
        let rows = chunk.iter().map(|&user_id| crate::entities::customer_label::ActiveModel {
            organization_id: Set(org.id),
            label: Set("vip".to_owned()),
            user_id: Set(user_id),
        });
        crate::entities::customer_label::Entity::insert_many(rows.collect::<Vec<_>>()).exec_without_returning(&*txn).await?;
    }

    progress.stage("posts", plan.posts);
    let first_post_id = next_id_floor(&*txn, post::Entity::find().select_only().column_as(post::Column::Id.max(), "id")).await?;
    let mut created: Vec<chrono::DateTime<Utc>> = Vec::with_capacity(post_count);
    // Each post's row of counters, but for its id (known once the posts are in).
    let mut counted: Vec<crate::entities::post_count::ActiveModel> = Vec::with_capacity(post_count);
    for chunk in (0..post_count).collect::<Vec<_>>().chunks(BATCH) {
        let mut rows = Vec::with_capacity(chunk.len());
        for &i in chunk {
            let title = format!(
                "{} {} {}",
                ADJECTIVES[rng.random_range(0..ADJECTIVES.len())],
                NOUNS[rng.random_range(0..NOUNS.len())],
                TAILS[rng.random_range(0..TAILS.len())]
            );
            let slug = text::slug_with_suffix(&format!("{}-{run_tag}", text::slug_base(&title)), i as u32 + 2);
            let body = (0..rng.random_range(1..4)).map(|_| SENTENCES[rng.random_range(0..SENTENCES.len())]).collect::<Vec<_>>().join(" ");
            let created_at = now - Duration::seconds(rng.random_range(0..63_072_000));
            created.push(created_at);
            let votes = votes_per_post[i] as i32;
            let downvotes = (f64::from(votes) * downvote_share) as i32;
            let status = &statuses[rng.random_range(0..statuses.len())];
            let bucket_id = buckets[rng.random_range(0..buckets.len())].id;
            let approval = crate::entities::states::Approval::of(status.kind == crate::entities::states::StatusKind::Closed || rng.random_bool(0.98));
            counted.push(crate::entities::post_count::ActiveModel {
                organization_id: Set(org.id),
                bucket_id: Set(bucket_id),
                status_id: Set(status.id),
                approval_status: Set(approval),
                hidden: Set(false),
                created_at: Set(created_at),
                votes_count: Set(votes - downvotes),
                downvotes_count: Set(downvotes),
                comments_count: Set(comments_per_post[i] as i32),
                trending_score: Set(posts::trending_score(votes - downvotes, downvotes, created_at)),
                ..Default::default()
            });
            rows.push(post::ActiveModel {
                organization_id: Set(org.id),
                bucket_id: Set(bucket_id),
                submitter_id: Set(user_ids[submitters[i]]),
                title: Set(title),
                slug: Set(slug),
                description_html: Set(Some(text::text_to_html(&body))),
                description_text: Set(Some(body)),
                status_id: Set(status.id),
                approval_status: Set(approval),
                hidden: Set(false),
                merged_into_id: Set(None),
                created_at: Set(created_at),
                updated_at: Set(created_at + Duration::seconds(rng.random_range(0..86_400))),
                status_changed_at: Set(Some(created_at + Duration::seconds(rng.random_range(0..86_400)))),
                ..Default::default()
            });
        }
        post::Entity::insert_many(rows).exec(&*txn).await?;
        progress.advance(chunk.len() as u64);
    }
    let post_ids: Vec<PostId> = ids_after(
        &*txn,
        post::Entity::find()
            .filter(post::Column::OrganizationId.eq(org.id))
            .filter(post::Column::Id.gt(first_post_id))
            .select_only()
            .column(post::Column::Id)
            .order_by_asc(post::Column::Id),
        post_count,
    )
    .await?;
    for (chunk, ids) in counted.chunks(BATCH).zip(post_ids.chunks(BATCH)) {
        let rows = chunk.iter().zip(ids).map(|(row, id)| crate::entities::post_count::ActiveModel { post_id: Set(*id), ..row.clone() });
        crate::entities::post_count::Entity::insert_many(rows).exec_without_returning(&*txn).await?;
    }
    drop(counted);

    progress.stage("votes", plan.votes);
    let mut batch = Vec::with_capacity(BATCH);
    let mut votes_written = 0u64;
    for (p, &n) in votes_per_post.iter().enumerate() {
        let downvotes = (n as f64 * downvote_share) as usize;
        for k in 0..n as usize {
            let at = created[p] + Duration::seconds(rng.random_range(0..2_592_000)).min(now - created[p]);
            batch.push(vote::ActiveModel {
                organization_id: Set(org.id),
                post_id: Set(post_ids[p]),
                user_id: Set(user_ids[(vote_offsets[p] + k) % user_count]),
                kind: Set(if k < downvotes { VoteKind::Downvote } else { VoteKind::Upvote }),
                source: Set(VoteSource::Import),
                created_at: Set(at),
                updated_at: Set(at),
                ..Default::default()
            });
            if batch.len() == BATCH {
                votes_written += flush(&*txn, &mut batch).await?;
                progress.advance(BATCH as u64);
            }
        }
    }
    let rest = batch.len() as u64;
    votes_written += flush(&*txn, &mut batch).await?;
    progress.advance(rest);

    progress.stage("comments", plan.comments);
    let mut batch = Vec::with_capacity(BATCH);
    let mut comments_written = 0u64;
    for (p, authors) in comment_authors.iter().enumerate() {
        for &a in authors {
            let body = SENTENCES[rng.random_range(0..SENTENCES.len())];
            let at = created[p] + Duration::seconds(rng.random_range(0..2_592_000)).min(now - created[p]);
            batch.push(comment::ActiveModel {
                organization_id: Set(org.id),
                post_id: Set(post_ids[p]),
                parent_id: Set(None),
                author_id: Set(user_ids[a]),
                body_html: Set(text::text_to_html(body)),
                body_text: Set(body.to_owned()),
                pinned: Set(false),
                internal: Set(false),
                approval_status: Set(crate::entities::states::Approval::Approved),
                created_at: Set(at),
                updated_at: Set(at),
                ..Default::default()
            });
            if batch.len() == BATCH {
                comments_written += flush(&*txn, &mut batch).await?;
                progress.advance(BATCH as u64);
            }
        }
    }
    let rest = batch.len() as u64;
    comments_written += flush(&*txn, &mut batch).await?;
    progress.advance(rest);

    // Every post's row of values (companies and revenue when there are companies).
    progress.stage("values", 1);
    super::values::recount(&*txn, super::values::Posts::All(org.id)).await?;
    progress.advance(1);
    txn.commit().await?;
    // PostgreSQL after a bulk load is not yet what autovacuum makes of it, and measurements
    // on seeded data would describe that passing state. Its statistics still describe the
    // tables as they were: the board page ran 11 times slower (41 against 460 a second at 30k
    // posts) until an ANALYZE. And its visibility map is empty (and, while PostgreSQL kept the
    // search's GIN index, that index's pending list was full): after the VACUUM (1.5 s at 100k
    // posts) the board page answered 22 % more requests (docs/performance.md, session 13).
    if db.backend() == sea_orm::DbBackend::Postgres {
        db.conn().execute_unprepared("VACUUM ANALYZE").await?;
    }
    Ok(SeedReport { users: user_count as u64, posts: post_count as u64, votes: votes_written, comments: comments_written })
}

/// `count` companies of the organization, their monthly revenue long-tailed (most pay little,
/// a few a lot); their ids.
async fn seed_companies(conn: &impl ConnectionTrait, organization_id: crate::model::OrgId, count: u64, run_tag: &str, rng: &mut StdRng) -> Result<Vec<i64>> {
    use crate::entities::company;
    let first = next_id_floor(conn, company::Entity::find().select_only().column_as(company::Column::Id.max(), "id")).await?;
    let now = super::now();
    for chunk in (0..count).collect::<Vec<_>>().chunks(BATCH) {
        let rows = chunk.iter().map(|&i| {
            let plan = ["free", "pro", "enterprise"][(i % 10).min(9) as usize * 3 / 10];
            // Cents: 10 to 1,000,000 a month, as a power law.
            let revenue = (10.0 * 100_000f64.powf(rng.random::<f64>().powi(3))).round() as i64 * 100;
            company::ActiveModel {
                organization_id: Set(organization_id),
                external_id: Set(format!("seed-{run_tag}-{i}")),
                name: Set(format!("{} {} {i}", ADJECTIVES[i as usize % ADJECTIVES.len()], ["Labs", "Systems", "GmbH", "Inc.", "SA"][i as usize % 5])),
                monthly_revenue_cents: Set(revenue),
                plan: Set(Some(plan.to_owned())),
                size: Set(Some(rng.random_range(1..5000))),
                attributes: Set("{}".to_owned()),
                created_at: Set(now),
                updated_at: Set(now),
                ..Default::default()
            }
        });
        company::Entity::insert_many(rows.collect::<Vec<_>>()).exec_without_returning(conn).await?;
    }
    ids_after(
        conn,
        company::Entity::find()
            .filter(company::Column::OrganizationId.eq(organization_id))
            .filter(company::Column::Id.gt(first))
            .select_only()
            .column(company::Column::Id)
            .order_by_asc(company::Column::Id),
        count as usize,
    )
    .await
}

/// Splits `total` over `slots` with a long tail (a few posts get most votes, as on real
/// boards), none above `cap`.
fn distribute(total: u64, slots: usize, cap: u64, rng: &mut StdRng) -> Vec<u64> {
    if slots == 0 {
        return Vec::new();
    }
    let weights: Vec<f64> = (0..slots).map(|i| 1.0 / ((i + 1) as f64).powf(0.6)).collect();
    let sum: f64 = weights.iter().sum();
    let mut counts: Vec<u64> = weights.iter().map(|w| ((total as f64 * w / sum) as u64).min(cap)).collect();
    let mut assigned: u64 = counts.iter().sum();
    let mut i = 0;
    let mut stuck = 0;
    while assigned < total && stuck < slots {
        if counts[i] < cap {
            counts[i] += 1;
            assigned += 1;
            stuck = 0;
        } else {
            stuck += 1;
        }
        i = (i + 1) % slots;
    }
    // Shuffle so that popularity does not follow creation order.
    for k in (1..slots).rev() {
        counts.swap(k, rng.random_range(0..=k));
    }
    counts
}

async fn next_id_floor<C: ConnectionTrait, E: EntityTrait>(conn: &C, query: sea_orm::Select<E>) -> Result<i64> {
    let max: Option<Option<i64>> = query.into_tuple().one(conn).await?;
    Ok(max.flatten().unwrap_or(0))
}

async fn ids_after<C: ConnectionTrait, E: EntityTrait, Id: sea_orm::TryGetableMany>(conn: &C, query: sea_orm::Select<E>, expected: usize) -> Result<Vec<Id>> {
    let ids: Vec<Id> = query.into_tuple().all(conn).await?;
    if ids.len() != expected {
        return Err(Error::Internal(format!("expected {expected} new rows, found {}", ids.len())));
    }
    Ok(ids)
}

async fn flush<C: ConnectionTrait, A: sea_orm::ActiveModelTrait + Send>(conn: &C, batch: &mut Vec<A>) -> Result<u64> {
    if batch.is_empty() {
        return Ok(0);
    }
    let n = batch.len() as u64;
    <A::Entity as EntityTrait>::insert_many(std::mem::take(batch)).exec(conn).await?;
    Ok(n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{organizations, testing};
    use sea_orm::PaginatorTrait;

    struct Quiet;
    impl Progress for Quiet {
        fn stage(&self, _: &'static str, _: u64) {}
        fn advance(&self, _: u64) {}
    }

    #[tokio::test]
    async fn seeding_writes_exactly_the_plan_with_consistent_counters() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let plan = SeedPlan { posts: 120, votes: 3000, comments: 400, customers: 0, companies: 25 };
        let report = run(&db, "acme", plan, &Quiet).await.unwrap();
        assert_eq!((report.posts, report.votes, report.comments), (120, 3000, 400));
        let org_id = acme.organization.id;
        let posts = crate::entities::post_count::Entity::find()
            .filter(crate::entities::post_count::Column::OrganizationId.eq(org_id))
            .all(db.conn())
            .await
            .unwrap();
        assert_eq!(posts.len(), 120, "every post has its counters");
        let counted: i64 = posts.iter().map(|p| i64::from(p.votes_count + p.downvotes_count)).sum();
        assert_eq!(counted, 3000);
        let comments: i64 = posts.iter().map(|p| i64::from(p.comments_count)).sum();
        assert_eq!(comments, 400);
        let ups = vote::Entity::find().filter(vote::Column::Kind.eq(VoteKind::Upvote)).count(db.conn()).await.unwrap();
        let up_counters: i64 = posts.iter().map(|p| i64::from(p.votes_count)).sum();
        assert_eq!(ups as i64, up_counters);
        // Every post's companies: those of its upvoters, once each.
        let values = crate::entities::post_value::Entity::find()
            .filter(crate::entities::post_value::Column::OrganizationId.eq(org_id))
            .all(db.conn())
            .await
            .unwrap();
        assert_eq!(values.len(), 120);
        assert!(values.iter().all(|v| (0..=25).contains(&v.companies)) && values.iter().any(|v| v.companies > 1), "{values:?}");
        // A second run adds to the first instead of colliding with it.
        run(&db, "acme", SeedPlan { posts: 5, votes: 10, comments: 0, customers: 0, companies: 0 }, &Quiet).await.unwrap();
    }

    #[tokio::test]
    async fn seeding_an_unknown_organization_is_not_found() {
        let db = testing::db().await;
        let result = run(&db, "nobody", SeedPlan { posts: 1, votes: 0, comments: 0, customers: 0, companies: 0 }, &Quiet).await;
        assert!(matches!(result, Err(Error::NotFound(_))));
    }
}
