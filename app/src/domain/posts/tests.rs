//! Tests of posts, and the helpers other modules' tests make posts with.

use super::*;
use crate::domain::{Error, statuses};
use crate::domain::{organizations, testing};
use crate::entities::{post, user};
use crate::model::PostId;
use chrono::Utc;
use sea_orm::{ConnectionTrait, EntityTrait};

pub(crate) async fn post_in(db: &crate::domain::Db, org: &organizations::CreatedOrganization, title: &str) -> post::Model {
    post_in_bucket(db, org, org.default_bucket.id, title, Some("<p>Please <script>x</script>add it</p>")).await
}

/// A post of `org` in a new private board named `board`.
pub(crate) async fn private_post_in(db: &crate::domain::Db, org: &organizations::CreatedOrganization, board: &str, title: &str) -> post::Model {
    let bucket = crate::domain::buckets::create(db, org.organization.id, board, true).await.unwrap();
    assert!(bucket.private);
    post_in_bucket(db, org, bucket.id, title, None).await
}

/// An approved post of `org`'s admin in `bucket_id`.
pub(crate) async fn post_in_bucket(
    db: &crate::domain::Db,
    org: &organizations::CreatedOrganization,
    bucket_id: crate::model::BucketId,
    title: &str,
    description: Option<&str>,
) -> post::Model {
    let new = NewPost {
        organization_id: org.organization.id,
        bucket_id,
        submitter_id: org.admin.id,
        title,
        description,
        status_id: None,
        approved: true,
        created_at: None,
    };
    create(db, new).await.unwrap()
}

#[tokio::test]
async fn equal_titles_get_numbered_slugs_within_an_organization() {
    let db = testing::db().await;
    let acme = organizations::tests::create_acme(&db).await;
    let globex = organizations::tests::create_named(&db, "globex").await;
    assert_eq!(post_in(&db, &acme, "Dark mode").await.slug, "dark-mode");
    assert_eq!(post_in(&db, &acme, "Dark mode!").await.slug, "dark-mode-2");
    assert_eq!(post_in(&db, &acme, "dark MODE").await.slug, "dark-mode-3");
    assert_eq!(post_in(&db, &globex, "Dark mode").await.slug, "dark-mode");
}

#[tokio::test]
async fn new_posts_are_sanitized_submitted_and_counted_for_the_submitter() {
    let db = testing::db().await;
    let acme = organizations::tests::create_acme(&db).await;
    let post = post_in(&db, &acme, "  Export to CSV ").await;
    assert_eq!(post.title, "Export to CSV");
    assert_eq!(post.description_html.as_deref(), Some("<p>Please add it</p>"));
    assert_eq!(post.description_text.as_deref(), Some("Please add it"));
    let status = statuses::default_status(db.conn(), acme.organization.id).await.unwrap();
    assert_eq!(post.status_id, status.id);
    let admin = user::Entity::find_by_id(acme.admin.id).one(db.conn()).await.unwrap().unwrap();
    assert_eq!(admin.post_count, 1);
}

#[tokio::test]
async fn a_blank_title_or_a_foreign_bucket_is_refused() {
    let db = testing::db().await;
    let acme = organizations::tests::create_acme(&db).await;
    let globex = organizations::tests::create_named(&db, "globex").await;
    let mut new = NewPost {
        organization_id: acme.organization.id,
        bucket_id: acme.default_bucket.id,
        submitter_id: acme.admin.id,
        title: "   ",
        description: None,
        status_id: None,
        approved: true,
        created_at: None,
    };
    assert!(matches!(create(&db, new).await, Err(Error::Invalid { .. })));
    new = NewPost { title: "Fine", bucket_id: globex.default_bucket.id, ..new_post_template(&acme) };
    assert!(matches!(create(&db, new).await, Err(Error::NotFound(_))));
}

#[tokio::test]
async fn the_top_posts_of_a_date_range_come_in_vote_order_page_by_page_whatever_their_votes() {
    let db = testing::db().await;
    let acme = organizations::tests::create_acme(&db).await;
    let start = Utc::now() - chrono::Duration::days(200);
    // A post a day; the votes go up with the day for the first 150 days (the newest have
    // the most votes: a range of recent days is met early when walking in vote order),
    // then the last 50 days have the fewest (met last), and equal counts tie on the id.
    let mut posts = Vec::new();
    for day in 0..200_i64 {
        let title = format!("Post of day {day}");
        let post = create(&db, NewPost { title: &title, created_at: Some(start + chrono::Duration::days(day)), ..new_post_template(&acme) })
            .await
            .unwrap();
        let votes = if day < 150 { 10 + day / 2 } else { day % 3 };
        let txn = db.begin_write().await.unwrap();
        txn.execute_unprepared(&format!("UPDATE post_counts SET votes_count = {votes} WHERE post_id = {}", post.id))
            .await
            .unwrap();
        txn.commit().await.unwrap();
        posts.push((post.id, votes, post.created_at));
    }
    for (first, last) in [(0, 200), (100, 150), (140, 160), (150, 200), (190, 195), (20, 21)] {
        let (from, until) = (start + chrono::Duration::days(first), start + chrono::Duration::days(last) - chrono::Duration::hours(1));
        let mut expected: Vec<_> = posts.iter().filter(|(_, _, at)| *at >= from && *at < until).map(|(id, votes, _)| (*votes, *id)).collect();
        expected.sort_by(|a, b| b.cmp(a));
        let expected: Vec<PostId> = expected.into_iter().map(|(_, id)| id).collect();
        for bucket_id in [None, Some(acme.default_bucket.id)] {
            let filter = ListFilter { bucket_id, from: Some(from), until: Some(until), sort: ListSort::Top, ..Default::default() };
            for per_page in [1, 7, 30] {
                let mut seen = Vec::new();
                for page in 1.. {
                    let (rows, total) = list(&db, acme.organization.id, &filter, true, page, per_page).await.unwrap();
                    assert_eq!(total, expected.len() as u64);
                    if rows.is_empty() {
                        break;
                    }
                    seen.extend(rows.iter().map(|r| r.post.id));
                }
                assert_eq!(seen, expected, "days {first}..{last}, bucket {bucket_id:?}, {per_page} a page");
            }
        }
    }
}

#[tokio::test]
async fn each_listed_post_comes_with_its_own_submitter_whatever_the_order_and_filter() {
    use crate::domain::users;
    use crate::model::Email;
    let db = testing::db().await;
    let acme = organizations::tests::create_acme(&db).await;
    let start = chrono::Utc::now() - chrono::Duration::days(10);
    let mut expected = std::collections::HashMap::new();
    for (n, (email, name)) in [("grace@x.test", "Grace"), ("linus@x.test", "Linus"), ("ada@x.test", "Ada")].into_iter().enumerate() {
        let txn = db.begin_write().await.unwrap();
        let user = users::find_or_create(&*txn, acme.organization.id, &Email::parse(email).unwrap(), name).await.unwrap();
        txn.commit().await.unwrap();
        for day in 0..3_i64 {
            let title = format!("{name}'s idea {day}");
            let created_at = Some(start + chrono::Duration::days(day * 3 + n as i64));
            let post = create(&db, NewPost { title: &title, submitter_id: user.id, created_at, ..new_post_template(&acme) }).await.unwrap();
            expected.insert(post.id, Submitter { name: name.to_owned(), email: email.to_owned() });
        }
    }
    let dated = |sort| ListFilter { from: Some(start), until: Some(chrono::Utc::now()), sort, ..Default::default() };
    let filters = [
        ListFilter { sort: ListSort::Top, ..Default::default() },
        ListFilter { sort: ListSort::LatestCreated, ..Default::default() },
        ListFilter { sort: ListSort::OldestUpdated, bucket_id: Some(acme.default_bucket.id), ..Default::default() },
        dated(ListSort::Top),
        dated(ListSort::LatestCreated),
    ];
    for filter in filters {
        let (rows, total) = list(&db, acme.organization.id, &filter, true, 1, 30).await.unwrap();
        assert_eq!((rows.len(), total), (9, 9), "{filter:?}");
        for Row { post, submitter, .. } in rows {
            assert_eq!(Some(&submitter), expected.get(&post.id), "post {} with {filter:?}", post.id);
        }
    }
}

#[tokio::test]
async fn a_post_read_with_its_people_comes_with_its_tag_names_sorted_and_intact() {
    let db = testing::db().await;
    let acme = organizations::tests::create_acme(&db).await;
    let tagged = post_in(&db, &acme, "Tagged").await;
    let bare = post_in(&db, &acme, "Bare").await;
    let names = ["zeta", "Alpha \"quoted\"", "\u{e9}t\u{e9} \u{1f680}", "back\\slash"].map(str::to_owned);
    let txn = db.begin_write().await.unwrap();
    crate::domain::tags::set_for_post(&*txn, acme.organization.id, tagged.id, &names).await.unwrap();
    txn.commit().await.unwrap();
    // Sorted as `tags::names_by_post` sorts them: by their lower case, code point by code point.
    let sorted = ["Alpha \"quoted\"", "back\\slash", "zeta", "\u{e9}t\u{e9} \u{1f680}"].map(str::to_owned).to_vec();
    let views = views(&db, acme.organization.id, vec![bare.clone(), tagged.clone()]).await.unwrap();
    assert_eq!(views.iter().map(|v| (v.post.id, v.tags.clone())).collect::<Vec<_>>(), vec![(bare.id, vec![]), (tagged.id, sorted.clone())]);
    let (rows, _) = list(&db, acme.organization.id, &ListFilter::default(), true, 1, 30).await.unwrap();
    let listed = rows.into_iter().find(|r| r.post.id == tagged.id).unwrap();
    assert_eq!((listed.tags, listed.submitter.email), (sorted, acme.admin.email.clone()));
}

/// A post titled `title` by the organization's admin in its default bucket, approved.
pub(crate) fn new_post<'a>(org: &organizations::CreatedOrganization, title: &'a str) -> NewPost<'a> {
    NewPost { title, ..new_post_template(org) }
}

fn new_post_template(org: &organizations::CreatedOrganization) -> NewPost<'static> {
    NewPost {
        organization_id: org.organization.id,
        bucket_id: org.default_bucket.id,
        submitter_id: org.admin.id,
        title: "x",
        description: None,
        status_id: None,
        approved: true,
        created_at: None,
    }
}

#[test]
fn trending_prefers_more_votes_then_newer_posts() {
    let t = Utc::now();
    assert!(trending_score(100, 0, t) > trending_score(10, 0, t));
    assert!(trending_score(10, 0, t) > trending_score(10, 0, t - chrono::Duration::days(1)));
    assert_eq!(trending_score(0, 5, t), trending_score(1, 0, t));
}

/// On PostgreSQL (`UPBOARD_TEST_POSTGRES_URL`; `make test` skips `postgres::` tests when
/// none answers).
pub(crate) mod postgres {
    use super::*;
    use sea_orm::{ColumnTrait, ConnectOptions, Database, DatabaseConnection, DbBackend, QueryFilter, QueryOrder, QuerySelect, Statement};

    /// A fresh PostgreSQL database where `org` has 200 approved posts, one a day up to `now`
    /// (the newest has the highest id), its statistics taken; and `conn`, one connection to
    /// it, where what a statement prepared is seen (`pg_prepared_statements`).
    pub(crate) struct PostsByDay {
        pub db: crate::domain::Db,
        pub url: String,
        pub org: organizations::CreatedOrganization,
        pub now: chrono::DateTime<Utc>,
        pub conn: DatabaseConnection,
    }

    pub(crate) async fn posts_by_day() -> PostsByDay {
        let (db, url) = testing::postgres_db().await;
        let org = organizations::tests::create_acme(&db).await;
        let now = crate::domain::now();
        for day in (0..200).rev() {
            let title = format!("Post of day {day}");
            create(&db, NewPost { created_at: Some(now - chrono::Duration::days(day)), ..new_post(&org, &title) }).await.unwrap();
        }
        let mut options = ConnectOptions::new(url.clone());
        options.max_connections(1).sqlx_logging(false);
        let conn = Database::connect(options).await.unwrap();
        conn.execute_unprepared("ANALYZE post_counts").await.unwrap();
        PostsByDay { db, url, org, now, conn }
    }

    /// `n` more posts, copies of the first under other slugs, in the status `status_id` (the
    /// first's when `None`), one in fifty waiting for approval (as the bench's 100,000: 98 %
    /// approved), with their counters (a few votes each); the statistics taken again.
    pub(crate) async fn copies_of_the_first(conn: &DatabaseConnection, n: u32, status_id: Option<i64>) {
        let status = status_id.map_or_else(|| "status_id".to_owned(), |id| id.to_string());
        conn.execute_unprepared(&format!(
            "INSERT INTO posts (organization_id, bucket_id, submitter_id, title, slug, status_id, approval_status, hidden, created_at, updated_at) \
             SELECT organization_id, bucket_id, submitter_id, title, slug || '-' || (SELECT max(id) FROM posts) || '-' || g, {status}, \
             CASE WHEN g % 50 = 0 THEN 'pending' ELSE 'approved' END, hidden, created_at, updated_at \
             FROM posts, generate_series(1, {n}) AS g WHERE id = (SELECT min(id) FROM posts)"
        ))
        .await
        .unwrap();
        conn.execute_unprepared(
            "INSERT INTO post_counts (post_id, organization_id, bucket_id, status_id, approval_status, hidden, created_at, votes_count) \
             SELECT id, organization_id, bucket_id, status_id, approval_status, hidden, created_at, id % 97 FROM posts \
             WHERE NOT EXISTS (SELECT 1 FROM post_counts WHERE post_id = posts.id)",
        )
        .await
        .unwrap();
        conn.execute_unprepared("ANALYZE post_counts").await.unwrap();
    }

    impl PostsByDay {
        pub(crate) async fn drop(self) {
            drop(self.conn);
            testing::drop_postgres(self.db, &self.url).await;
        }
    }

    /// What `pg_prepared_statements` says of the statement `conn` prepared that holds `marker`.
    async fn prepared_row(conn: &DatabaseConnection, marker: &str) -> sea_orm::QueryResult {
        conn.query_one_raw(Statement::from_sql_and_values(
            DbBackend::Postgres,
            "SELECT statement, generic_plans, custom_plans FROM pg_prepared_statements WHERE strpos(statement, $1) > 0",
            [marker.into()],
        ))
        .await
        .unwrap()
        .expect("the statement is prepared")
    }

    /// The text of the statement `conn` prepared that holds `marker`.
    pub(crate) async fn prepared(conn: &DatabaseConnection, marker: &str) -> String {
        prepared_row(conn, marker).await.try_get("", "statement").unwrap()
    }

    /// How `conn` planned the statement it prepared whose text holds `marker`: the runs of
    /// its kept (generic) plan, and the plans made for a run's values.
    pub(crate) async fn plans(conn: &DatabaseConnection, marker: &str) -> (i64, i64) {
        let found = prepared_row(conn, marker).await;
        (found.try_get("", "generic_plans").unwrap(), found.try_get("", "custom_plans").unwrap())
    }

    /// A limited read of posts with their counters (a roadmap's column, the admin's trending
    /// posts) is prepared with its limit written in, so that its plan is kept: with the limit
    /// a parameter, PostgreSQL costs a kept plan as if it read a tenth of the rows, and planned
    /// a roadmap's columns again at every call (900 plans for 900 columns, 0.3 ms each).
    #[tokio::test]
    async fn a_limited_read_of_posts_with_counters_is_prepared_with_its_limit() {
        use crate::entities::post_count;
        let fixture = posts_by_day().await;
        let column = post::Entity::find()
            .filter(post_count::Column::BucketId.eq(fixture.org.default_bucket.id))
            .filter(post_count::Column::Hidden.eq(false))
            .order_by_desc(post_count::Column::VotesCount)
            .order_by_desc(post::Column::Id)
            .limit(5);
        let posts = all_with_counts(&fixture.conn, column).await.unwrap();
        assert_eq!(posts.len(), 5);
        let statement = prepared(&fixture.conn, "post_counts").await;
        assert!(statement.ends_with(" LIMIT 5"), "{statement}");
        fixture.drop().await;
    }
}
