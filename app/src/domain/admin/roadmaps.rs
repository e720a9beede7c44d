//! The roadmaps page: the main roadmap's columns (the statuses marked `on_roadmap`) and their
//! order, hiding it, and how many days of completed posts it shows; named roadmaps created,
//! changed, reordered and deleted. Pages read them through `domain::roadmaps`.

use super::super::access::{self, Actor, TeamTask};
use super::super::{Db, Error, Result, insert_unless_taken, is_unique_violation, roadmaps, statuses, text};
use super::audit::{self, Action, Target};
use super::{Direction, moved, one_change_at_a_time};
use crate::entities::{bucket, roadmap, status, tag};
use crate::model::{BucketId, OrgId, StatusId, TagId};
use crate::said;
use sea_orm::sea_query::{Expr, OnConflict};
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, ConnectionTrait, EntityTrait, IntoActiveModel, QueryFilter};

pub const NAME_MAX_LEN: usize = 60;
/// The most days of completed posts a roadmap may be limited to (ten years).
pub const MAX_COMPLETED_DAYS: i32 = 3650;
/// Column numbers the form accepts.
const MAX_COLUMN: i32 = 99;

/// A roadmap's columns as the form sends them: for each status, its column number (blank: not
/// a column). Columns follow their numbers; equal numbers, the statuses' board order.
pub type Columns<'a> = Vec<(StatusId, &'a str)>;

/// The statuses of `columns` that are columns, in column order, checked against the
/// organization's statuses (`all`, in board order).
fn clean_columns(all: &[status::Model], columns: &Columns<'_>) -> Result<Vec<status::Model>> {
    let mut chosen = Vec::new();
    for (id, number) in columns {
        let number = number.trim();
        if number.is_empty() {
            continue;
        }
        let Some(status) = all.iter().find(|s| s.id == *id) else {
            return Err(Error::invalid(said!("said-x-name-a-status-this-organization", field = "columns")));
        };
        match number.parse::<i32>() {
            Ok(n) if (1..=MAX_COLUMN).contains(&n) => chosen.push((n, status.position, status.clone())),
            _ => return Err(Error::invalid(said!("said-x-of-x-must-be-a", field = "column", a = status.label))),
        }
    }
    chosen.sort_by_key(|(n, position, s)| (*n, *position, s.id));
    Ok(chosen.into_iter().map(|(_, _, s)| s).collect())
}

/// The audit piece that says how many days of completed posts a roadmap shows (`checks said`
/// reads a `…_piece` helper's sentences as pieces).
fn completed_piece(days: Option<i32>) -> String {
    match days {
        Some(days) => format!("completed posts of the last {days} days"),
        None => "all completed posts".to_owned(),
    }
}

/// A number of days as the form sends it: blank for none, else 1 to [`MAX_COMPLETED_DAYS`].
fn clean_days(raw: &str) -> Result<Option<i32>> {
    let raw = raw.trim();
    if raw.is_empty() {
        return Ok(None);
    }
    match raw.parse::<i32>() {
        Ok(days) if (1..=MAX_COMPLETED_DAYS).contains(&days) => Ok(Some(days)),
        _ => Err(Error::invalid(said!("said-x-must-be-a-whole-number", field = "completed_days"))),
    }
}

/// The main roadmap's settings as the form sends them.
pub struct MainInput<'a> {
    pub columns: Columns<'a>,
    pub hidden: bool,
    pub completed_days: &'a str,
}

/// Saves the main roadmap: which statuses are its columns (`on_roadmap`) and in what order,
/// whether it is hidden, how many days of completed posts it shows. It may have no column only
/// while hidden.
pub async fn save_main(db: &Db, organization_id: OrgId, actor: &Actor, input: MainInput<'_>) -> Result<()> {
    access::may(actor, TeamTask::Moderate)?;
    let days = clean_days(input.completed_days)?;
    let txn = db.begin_write().await?;
    let org = one_change_at_a_time(&*txn, organization_id).await?;
    let all = statuses::list(&*txn, organization_id).await?;
    let columns = clean_columns(&all, &input.columns)?;
    if columns.is_empty() && !input.hidden {
        return Err(Error::invalid(said!("said-x-need-at-least-one-status", field = "columns")));
    }
    let before: Vec<StatusId> = roadmaps::main_columns(&all).iter().map(|s| s.id).collect();
    let after: Vec<StatusId> = columns.iter().map(|s| s.id).collect();
    let mut changes = Vec::new();
    if before != after {
        changes.push(format!("columns {}", columns.iter().map(|s| format!("“{}”", s.label)).collect::<Vec<_>>().join(" · ")));
    }
    if org.roadmap_hidden != input.hidden {
        changes.push(if input.hidden { "hidden" } else { "shown" }.to_owned());
    }
    if org.roadmap_completed_days != days {
        changes.push(completed_piece(days));
    }
    if changes.is_empty() {
        return Ok(());
    }
    for status in &all {
        let at = after.iter().position(|id| *id == status.id);
        let (on_roadmap, position) = (at.is_some(), at.map_or(status.roadmap_position, |at| at as i32));
        if status.on_roadmap != on_roadmap || status.roadmap_position != position {
            status::Entity::update_many()
                .col_expr(status::Column::OnRoadmap, Expr::value(on_roadmap))
                .col_expr(status::Column::RoadmapPosition, Expr::value(position))
                .filter(status::Column::Id.eq(status.id))
                .exec(&*txn)
                .await?;
        }
    }
    let mut active = org.into_active_model();
    active.roadmap_hidden = Set(input.hidden);
    active.roadmap_completed_days = Set(days);
    active.update(&*txn).await?;
    audit::record(&*txn, organization_id, actor, Action::RoadmapSettingsChanged, Target { id: None, name: "" }, &changes.join(", ")).await?;
    txn.commit().await?;
    Ok(())
}

/// A named roadmap as the form sends it.
pub struct RoadmapInput<'a> {
    pub name: &'a str,
    pub columns: Columns<'a>,
    /// Its boards (public ones); none: every public board.
    pub buckets: Vec<BucketId>,
    /// Posts carrying any of these tags; none: any.
    pub tags: Vec<TagId>,
    pub completed_days: &'a str,
    pub hidden: bool,
    /// Its cards' order: `votes` (also when empty), `revenue`, `companies` or `rice`.
    pub sort: &'a str,
}

/// [`RoadmapInput`] checked: the row's values but its id, position and times.
struct Clean {
    name: String,
    slug: String,
    status_ids: Vec<i64>,
    bucket_ids: Vec<i64>,
    tag_ids: Vec<i64>,
    completed_days: Option<i32>,
    hidden: bool,
    sort: &'static str,
}

async fn clean(conn: &impl ConnectionTrait, organization_id: OrgId, input: &RoadmapInput<'_>) -> Result<Clean> {
    let name = input.name.trim();
    if name.is_empty() {
        return Err(Error::invalid(said!("said-x-can-t-be-blank", field = "name")));
    }
    if name.chars().count() > NAME_MAX_LEN {
        return Err(Error::invalid(said!("said-x-is-too-long-at-most-7", field = "name")));
    }
    // (`slug_base` names a title without letters `post`: a roadmap needs its own word.)
    let slug = text::slug_base(name);
    if slug::slugify(name).trim_matches('-').is_empty() {
        return Err(Error::invalid(said!("said-x-needs-a-letter-or-digit", field = "name")));
    }
    let completed_days = clean_days(input.completed_days)?;
    let sort = match input.sort.trim() {
        "" => crate::domain::values::Sort::Votes,
        text => {
            crate::domain::values::Sort::parse(text).ok_or_else(|| Error::invalid(said!("said-x-must-be-votes-revenue-companies-or-rice", field = "sort")))?
        }
    };
    let columns = clean_columns(&statuses::list(conn, organization_id).await?, &input.columns)?;
    if columns.is_empty() {
        return Err(Error::invalid(said!("said-x-need-at-least-one-status-2", field = "columns")));
    }
    // Public boards only: a roadmap is public, and private boards' posts are the team's.
    let boards = bucket::Entity::find().filter(bucket::Column::OrganizationId.eq(organization_id)).all(conn).await?;
    for id in &input.buckets {
        match boards.iter().find(|b| b.id == *id) {
            Some(b) if !b.private => {}
            Some(_) => return Err(Error::invalid(said!("said-x-may-name-public-boards-only", field = "buckets"))),
            None => return Err(Error::invalid(said!("said-x-name-a-board-this-organization", field = "buckets"))),
        }
    }
    let tags = tag::Entity::find().filter(tag::Column::OrganizationId.eq(organization_id)).all(conn).await?;
    if input.tags.iter().any(|id| !tags.iter().any(|t| t.id == *id)) {
        return Err(Error::invalid(said!("said-x-name-a-tag-this-organization", field = "tags")));
    }
    let mut bucket_ids: Vec<i64> = input.buckets.iter().map(|b| b.get()).collect();
    bucket_ids.sort_unstable();
    bucket_ids.dedup();
    let mut tag_ids: Vec<i64> = input.tags.iter().map(|t| t.get()).collect();
    tag_ids.sort_unstable();
    tag_ids.dedup();
    Ok(Clean {
        name: name.to_owned(),
        slug,
        status_ids: columns.iter().map(|s| s.id.get()).collect(),
        bucket_ids,
        tag_ids,
        completed_days,
        hidden: input.hidden,
        sort: sort.as_str(),
    })
}

fn taken(name: &str) -> Error {
    Error::Conflict(said!("said-a-roadmap-named-x-or-with", name = name))
}

async fn find(conn: &impl ConnectionTrait, organization_id: OrgId, id: i64) -> Result<roadmap::Model> {
    roadmap::Entity::find_by_id(id)
        .filter(roadmap::Column::OrganizationId.eq(organization_id))
        .one(conn)
        .await?
        .ok_or_else(|| Error::NotFound(said!("said-roadmap-x-was-not-found", slug = id)))
}

/// Adds a named roadmap after the others, at `/{org}/roadmap/{slug}` (its name slugged).
pub async fn create(db: &Db, organization_id: OrgId, actor: &Actor, input: RoadmapInput<'_>) -> Result<roadmap::Model> {
    access::may(actor, TeamTask::Moderate)?;
    let txn = db.begin_write().await?;
    let input = clean(&*txn, organization_id, &input).await?;
    let existing = roadmaps::list(&*txn, organization_id).await?;
    if existing.len() >= roadmaps::MAX_ROADMAPS {
        return Err(Error::invalid(said!("said-x-is-one-roadmap-too-many", field = "name")));
    }
    let now = crate::domain::now();
    let insert = roadmap::Entity::insert(roadmap::ActiveModel {
        organization_id: Set(organization_id),
        name: Set(input.name.clone()),
        slug: Set(input.slug),
        position: Set(existing.iter().map(|r| r.position + 1).max().unwrap_or(0)),
        status_ids: Set(serde_json::json!(input.status_ids)),
        bucket_ids: Set(serde_json::json!(input.bucket_ids)),
        tag_ids: Set(serde_json::json!(input.tag_ids)),
        completed_days: Set(input.completed_days),
        hidden: Set(input.hidden),
        sort: Set(input.sort.to_owned()),
        created_at: Set(now),
        updated_at: Set(now),
        ..Default::default()
    })
    .on_conflict(OnConflict::new().do_nothing().to_owned())
    .try_insert();
    let created = insert_unless_taken(&*txn, insert).await?.ok_or_else(|| taken(&input.name))?;
    audit::record(
        &*txn,
        organization_id,
        actor,
        Action::RoadmapCreated,
        Target { id: Some(created.id), name: &created.name },
        &format!("at /roadmap/{}", created.slug),
    )
    .await?;
    txn.commit().await?;
    Ok(created)
}

/// Changes a named roadmap; a new name gives it the address of the new name.
pub async fn update(db: &Db, organization_id: OrgId, actor: &Actor, id: i64, input: RoadmapInput<'_>) -> Result<roadmap::Model> {
    access::may(actor, TeamTask::Moderate)?;
    let txn = db.begin_write().await?;
    let input = clean(&*txn, organization_id, &input).await?;
    let current = find(&*txn, organization_id, id).await?;
    let mut changes = Vec::new();
    if current.name != input.name {
        changes.push(format!("renamed from “{}”", current.name));
    }
    let json = |ids: &[i64]| serde_json::json!(ids);
    if current.status_ids != json(&input.status_ids) {
        changes.push("columns".to_owned());
    }
    if current.bucket_ids != json(&input.bucket_ids) || current.tag_ids != json(&input.tag_ids) {
        changes.push("filters".to_owned());
    }
    if current.completed_days != input.completed_days {
        changes.push(completed_piece(input.completed_days));
    }
    if current.hidden != input.hidden {
        changes.push(if input.hidden { "hidden" } else { "shown" }.to_owned());
    }
    if current.sort != input.sort {
        changes.push(format!("ordered by {}", input.sort));
    }
    if changes.is_empty() {
        return Ok(current);
    }
    let mut active = current.into_active_model();
    active.name = Set(input.name.clone());
    active.slug = Set(input.slug);
    active.status_ids = Set(json(&input.status_ids));
    active.bucket_ids = Set(json(&input.bucket_ids));
    active.tag_ids = Set(json(&input.tag_ids));
    active.completed_days = Set(input.completed_days);
    active.hidden = Set(input.hidden);
    active.sort = Set(input.sort.to_owned());
    active.updated_at = Set(crate::domain::now());
    let updated = match active.update(&*txn).await {
        Ok(updated) => updated,
        Err(error) if is_unique_violation(&error) => return Err(taken(&input.name)),
        Err(error) => return Err(error.into()),
    };
    audit::record(&*txn, organization_id, actor, Action::RoadmapChanged, Target { id: Some(id), name: &updated.name }, &changes.join(", ")).await?;
    txn.commit().await?;
    Ok(updated)
}

/// Moves a named roadmap one place up or down among the others (a no-op at either end).
pub async fn shift(db: &Db, organization_id: OrgId, actor: &Actor, id: i64, direction: Direction) -> Result<()> {
    access::may(actor, TeamTask::Moderate)?;
    let txn = db.begin_write().await?;
    one_change_at_a_time(&*txn, organization_id).await?;
    let all = roadmaps::list(&*txn, organization_id).await?;
    let current = all
        .iter()
        .find(|r| r.id == id)
        .cloned()
        .ok_or_else(|| Error::NotFound(said!("said-roadmap-x-was-not-found", slug = id)))?;
    let Some(order) = moved(all.iter().map(|r| r.id).collect(), id, direction) else {
        return Ok(());
    };
    for (position, id) in order.iter().enumerate() {
        let position = position as i32;
        if all.iter().any(|r| r.id == *id && r.position != position) {
            roadmap::Entity::update_many()
                .col_expr(roadmap::Column::Position, Expr::value(position))
                .filter(roadmap::Column::Id.eq(*id))
                .exec(&*txn)
                .await?;
        }
    }
    let details = if direction == Direction::Up { "moved up" } else { "moved down" };
    audit::record(&*txn, organization_id, actor, Action::RoadmapMoved, Target { id: Some(id), name: &current.name }, details).await?;
    txn.commit().await?;
    Ok(())
}

/// Deletes a named roadmap (its posts are untouched).
pub async fn delete(db: &Db, organization_id: OrgId, actor: &Actor, id: i64) -> Result<roadmap::Model> {
    access::may(actor, TeamTask::Moderate)?;
    let txn = db.begin_write().await?;
    let doomed = find(&*txn, organization_id, id).await?;
    roadmap::Entity::delete_by_id(id).exec(&*txn).await?;
    audit::record(&*txn, organization_id, actor, Action::RoadmapDeleted, Target { id: Some(id), name: &doomed.name }, "").await?;
    txn.commit().await?;
    Ok(doomed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::access::Asker;
    use crate::domain::views::roadmap;
    use crate::domain::{organizations, posts, tags, testing, users::Role};
    use crate::entities::post;
    use crate::model::StatusId;
    use sea_orm::ActiveValue::Set;

    fn labels(roadmap: &crate::model::Roadmap) -> Vec<&str> {
        roadmap.columns.iter().map(|c| c.status.label.as_str()).collect()
    }

    fn titles(roadmap: &crate::model::Roadmap, column: usize) -> Vec<&str> {
        roadmap.columns[column].posts.iter().map(|p| p.title.as_str()).collect()
    }

    async fn set_status(db: &Db, post: &post::Model, status: StatusId, changed_days_ago: i64) {
        post::ActiveModel {
            id: Set(post.id),
            status_id: Set(status),
            status_changed_at: Set(Some(crate::domain::now() - chrono::Duration::days(changed_days_ago))),
            ..Default::default()
        }
        .update(db.conn())
        .await
        .unwrap();
    }

    /// The main roadmap's columns follow the numbers the team gave them; it can be limited to
    /// recent completed posts and hidden (then only the team finds it, and the navigation
    /// leaves it out).
    #[tokio::test]
    async fn the_main_roadmap_has_the_columns_order_and_visibility_the_team_chose() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let org = acme.organization.id;
        let admin = Actor { user: acme.admin.clone(), role: Some(Role::Admin) };
        let all = statuses::list(db.conn(), org).await.unwrap();
        let id = |label: &str| all.iter().find(|s| s.label == label).unwrap().id;
        let anonymous = Asker::web(None);
        let main = roadmap::load(&db, "acme", None, None, &anonymous).await.unwrap();
        assert_eq!(labels(&main), ["Planned", "In Progress", "Completed"], "the defaults, in board order");

        // Completed first, then Planned; In Progress left out.
        let columns = vec![(id("Planned"), "2"), (id("In Progress"), ""), (id("Completed"), "1"), (id("Under Review"), " ")];
        save_main(&db, org, &admin, MainInput { columns, hidden: false, completed_days: "30" }).await.unwrap();
        let main = roadmap::load(&db, "acme", None, None, &anonymous).await.unwrap();
        assert_eq!(labels(&main), ["Completed", "Planned"]);
        assert_eq!(main.completed_days, Some(30));
        let stored = statuses::list(db.conn(), org).await.unwrap();
        assert!(!stored.iter().find(|s| s.label == "In Progress").unwrap().on_roadmap, "the statuses page shows the same columns");

        // Completed posts of the last 30 days only.
        let recent = posts::tests::post_in(&db, &acme, "Shipped last week").await;
        let old = posts::tests::post_in(&db, &acme, "Shipped last year").await;
        set_status(&db, &recent, id("Completed"), 7).await;
        set_status(&db, &old, id("Completed"), 365).await;
        let main = roadmap::load(&db, "acme", None, None, &anonymous).await.unwrap();
        assert_eq!(titles(&main, 0), ["Shipped last week"]);

        // Bad input is refused and changes nothing.
        for (columns, days, field) in [
            (vec![(id("Planned"), "zero")], "", "column"),
            (vec![(id("Planned"), "100")], "", "column"),
            (vec![(id("Planned"), "1")], "0", "completed_days"),
            (vec![(id("Planned"), "1")], "soon", "completed_days"),
            (vec![], "", "columns"),
        ] {
            match save_main(&db, org, &admin, MainInput { columns, hidden: false, completed_days: days }).await {
                Err(Error::Invalid { fields, .. }) => assert!(fields.contains_key(field), "{fields:?}"),
                other => panic!("{other:?}"),
            }
        }
        let globex = organizations::tests::create_named(&db, "globex").await;
        let theirs = statuses::list(db.conn(), globex.organization.id).await.unwrap()[2].id;
        assert!(
            save_main(&db, org, &admin, MainInput { columns: vec![(theirs, "1")], hidden: false, completed_days: "" })
                .await
                .is_err()
        );
        assert_eq!(labels(&roadmap::load(&db, "acme", None, None, &anonymous).await.unwrap()), ["Completed", "Planned"]);

        // Hidden: no columns needed; the team still sees it, nobody else, and no link to it.
        save_main(&db, org, &admin, MainInput { columns: vec![], hidden: true, completed_days: "" }).await.unwrap();
        assert!(matches!(roadmap::load(&db, "acme", None, None, &anonymous).await, Err(Error::NotFound(_))));
        let team = roadmap::load(&db, "acme", None, None, &Asker::web(Some(&admin))).await.unwrap();
        assert!(team.hidden && team.columns.is_empty());
        let org_row = organizations::find_by_name(db.conn(), "acme").await.unwrap().unwrap();
        assert!(roadmaps::links(&db, &org_row).await.unwrap().is_empty());
        let customer = Actor { user: acme.admin.clone(), role: None };
        assert!(matches!(save_main(&db, org, &customer, MainInput { columns: vec![], hidden: false, completed_days: "" }).await, Err(Error::Forbidden(_))));
    }

    /// A named roadmap shows its columns of its boards' posts with its tags, at its own
    /// address and in the navigation; names (and so addresses) are unique.
    #[tokio::test]
    async fn named_roadmaps_filter_by_boards_and_tags_at_their_own_address() {
        let db = testing::db().await;
        let acme = organizations::tests::create_acme(&db).await;
        let org = acme.organization.id;
        let admin = Actor { user: acme.admin.clone(), role: Some(Role::Admin) };
        let all = statuses::list(db.conn(), org).await.unwrap();
        let id = |label: &str| all.iter().find(|s| s.label == label).unwrap().id;
        let mobile = crate::domain::buckets::create(&db, org, "Mobile", false).await.unwrap();
        let internal = crate::domain::buckets::create(&db, org, "Internal", true).await.unwrap();
        let sync = tags::create(&db, org, &admin, "Sync", None).await.unwrap();
        let input = |name: &'static str| RoadmapInput {
            name,
            columns: vec![(id("In Progress"), "1"), (id("Planned"), "2")],
            buckets: vec![mobile.id],
            tags: vec![sync.id],
            completed_days: "",
            hidden: false,
            sort: "",
        };
        let q1 = create(&db, org, &admin, input("Mobile · Q1 2027")).await.unwrap();
        assert_eq!(q1.slug, "mobile-q1-2027");
        assert!(matches!(create(&db, org, &admin, input("mobile q1 2027")).await, Err(Error::Conflict(_))), "the same address");
        assert!(matches!(create(&db, org, &admin, RoadmapInput { buckets: vec![internal.id], ..input("Secret") }).await, Err(Error::Invalid { .. })));
        assert!(matches!(create(&db, org, &admin, RoadmapInput { columns: vec![], ..input("Empty") }).await, Err(Error::Invalid { .. })));
        assert!(matches!(create(&db, org, &admin, input("  ")).await, Err(Error::Invalid { .. })));
        assert!(matches!(create(&db, org, &admin, input("…")).await, Err(Error::Invalid { .. })), "no letter for an address");

        let post_in = |title: &'static str, bucket| posts::NewPost {
            organization_id: org,
            bucket_id: bucket,
            submitter_id: acme.admin.id,
            title,
            description: None,
            status_id: Some(id("Planned")),
            approved: true,
            created_at: None,
        };
        let tagged = posts::create(&db, post_in("Offline sync", mobile.id)).await.unwrap();
        posts::create(&db, post_in("Untagged mobile idea", mobile.id)).await.unwrap();
        let elsewhere = posts::create(&db, post_in("Sync on the web", acme.default_bucket.id)).await.unwrap();
        for post in [&tagged, &elsewhere] {
            tags::set_for_post(db.conn(), org, post.id, &["sync".to_owned()]).await.unwrap();
        }
        let anonymous = Asker::web(None);
        let shown = roadmap::load(&db, "acme", Some("mobile-q1-2027"), None, &anonymous).await.unwrap();
        assert_eq!(labels(&shown), ["In Progress", "Planned"]);
        assert_eq!(titles(&shown, 1), ["Offline sync"], "its board's posts with its tag");
        assert_eq!(shown.roadmap.name, "Mobile · Q1 2027");
        assert!(shown.buckets.is_empty(), "one board: nothing to filter");
        let org_row = organizations::find_by_name(db.conn(), "acme").await.unwrap().unwrap();
        let links: Vec<String> = roadmaps::links(&db, &org_row).await.unwrap().into_iter().map(|l| l.path("acme")).collect();
        assert_eq!(links, ["/acme/roadmap", "/acme/roadmap/mobile-q1-2027"]);

        // Renamed: a new address; hidden: gone for all but the team.
        let renamed = update(&db, org, &admin, q1.id, RoadmapInput { hidden: true, ..input("Mobile next") }).await.unwrap();
        assert_eq!(renamed.slug, "mobile-next");
        assert!(matches!(roadmap::load(&db, "acme", Some("mobile-q1-2027"), None, &anonymous).await, Err(Error::NotFound(_))));
        assert!(matches!(roadmap::load(&db, "acme", Some("mobile-next"), None, &anonymous).await, Err(Error::NotFound(_))));
        assert!(roadmap::load(&db, "acme", Some("mobile-next"), None, &Asker::web(Some(&admin))).await.unwrap().hidden);
        assert_eq!(roadmaps::links(&db, &org_row).await.unwrap().len(), 1);

        // Reordered, deleted; another organization's roadmap is not found.
        let second = create(&db, org, &admin, RoadmapInput { tags: vec![], buckets: vec![], ..input("Web") }).await.unwrap();
        shift(&db, org, &admin, second.id, Direction::Up).await.unwrap();
        let order: Vec<String> = roadmaps::list(db.conn(), org).await.unwrap().into_iter().map(|r| r.name).collect();
        assert_eq!(order, ["Web", "Mobile next"]);
        let globex = organizations::tests::create_named(&db, "globex").await;
        let globex_admin = Actor { user: globex.admin.clone(), role: Some(Role::Admin) };
        assert!(matches!(delete(&db, globex.organization.id, &globex_admin, second.id).await, Err(Error::NotFound(_))));
        delete(&db, org, &admin, second.id).await.unwrap();
        assert!(matches!(roadmap::load(&db, "acme", Some("web"), None, &anonymous).await, Err(Error::NotFound(_))));
    }
}
