//! `upboard demo`: a living organization for newcomers, created once.

use super::{Result, connect, print_json};
use crate::cli::DemoArgs;
use app::domain::comments::{self, NewComment};
use app::domain::organizations::{self, NewOrganization};
use app::domain::posts::{self, NewPost};
use app::domain::votes::{self, Kind, Source};
use app::domain::{Db, buckets, keys, statuses, users};
use app::entities::{organization, user};
use app::model::{CommentId, Email, OrgName};
use chrono::Duration;
use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, QueryFilter};
use serde_json::json;

pub const DEMO_ORG: &str = "demo";
/// Every demo account signs in with this password.
pub const DEMO_PASSWORD: &str = "demo-password";

const TEAM: &[(&str, &str, users::Role)] = &[
    ("Ada Admin", "admin@demo.test", users::Role::Admin),
    ("Max Member", "member@demo.test", users::Role::Member),
    ("Cleo Success", "csm@demo.test", users::Role::Csm),
];

/// The demo's companies (external id, name, monthly revenue, plan); customer `i` works for
/// company `i % 5`, the last of every five for none.
const COMPANIES: &[(&str, &str, f64, &str)] = &[
    ("initech", "Initech", 12_500.0, "enterprise"),
    ("globex", "Globex", 2_400.0, "pro"),
    ("hooli", "Hooli", 49_000.0, "enterprise"),
    ("umbrella", "Umbrella Labs", 390.0, "starter"),
];

const CUSTOMERS: &[(&str, &str)] = &[
    ("Grace Hopper", "grace@customer.test"),
    ("Alan Turing", "alan@customer.test"),
    ("Katherine Johnson", "katherine@customer.test"),
    ("Linus Torvalds", "linus@customer.test"),
    ("Margaret Hamilton", "margaret@customer.test"),
    ("Dennis Ritchie", "dennis@customer.test"),
    ("Barbara Liskov", "barbara@customer.test"),
    ("Ken Thompson", "ken@customer.test"),
    ("Frances Allen", "frances@customer.test"),
    ("Tim Berners-Lee", "tim@customer.test"),
    ("Radia Perlman", "radia@customer.test"),
    ("Donald Knuth", "donald@customer.test"),
    ("Hedy Lamarr", "hedy@customer.test"),
    ("John McCarthy", "john@customer.test"),
];

/// Buckets after the default "Feature Requests": name and whether it is private.
const BUCKETS: &[(&str, bool)] = &[("Bug Reports", false), ("Integrations", false), ("Internal", true)];

/// Bucket index (0 = Feature Requests), status label, title, description, days ago, upvotes, downvotes.
type DemoPost = (usize, &'static str, &'static str, &'static str, i64, usize, usize);

const POSTS: &[DemoPost] = &[
    (
        0,
        "In Progress",
        "Dark mode",
        "<p>Our team works late and the bright UI is <strong>painful</strong> at night. A dark theme that follows the system setting would be perfect.</p>",
        80,
        14,
        0,
    ),
    (
        0,
        "Planned",
        "Export posts to CSV",
        "<p>We report on feedback every quarter. Exporting posts with their votes and statuses to CSV would save us hours of copy and paste.</p>",
        75,
        11,
        0,
    ),
    (0, "Under Review", "Merge duplicate posts", "<p>Customers often post the same idea twice. Merging them should keep every vote and comment.</p>", 70, 9, 1),
    (
        0,
        "Completed",
        "Keyboard shortcuts for moderation",
        "<p>Approving, tagging and changing statuses with the keyboard would make triage much faster.</p><ul><li><kbd>a</kbd> approve</li><li><kbd>s</kbd> change status</li></ul>",
        120,
        8,
        0,
    ),
    (
        0,
        "Submitted",
        "Weekly digest e-mail for voters",
        "<p>Let people who voted get a weekly summary of what changed on the posts they care about.</p>",
        3,
        4,
        0,
    ),
    (
        0,
        "Planned",
        "Custom domains for the public board",
        "<p>We would like the board at <code>feedback.example.com</code> with our own TLS certificate.</p>",
        60,
        10,
        0,
    ),
    (
        0,
        "Under Review",
        "Allow anonymous voting",
        "<p>Some of our users will not create an account just to vote. Could votes be allowed without signing in, perhaps with an e-mail confirmation?</p>",
        40,
        6,
        3,
    ),
    (0, "Closed", "Blockchain-based voting", "<p>Every vote on a public ledger for full transparency.</p>", 150, 1, 6),
    (
        0,
        "In Progress",
        "Changelog linked to posts",
        "<p>When we ship something, the changelog entry should link the posts it resolves and notify their voters.</p>",
        45,
        12,
        0,
    ),
    (
        0,
        "Submitted",
        "Embed the board in our app",
        "<p>An embeddable widget (iframe or web component) so customers can give feedback without leaving our product.</p>",
        2,
        3,
        0,
    ),
    (
        0,
        "Completed",
        "Single sign-on with our existing accounts",
        "<p>Our customers already have accounts with us; they should not need a second one to vote.</p>",
        200,
        13,
        0,
    ),
    (
        0,
        "Submitted",
        "Translate the board into German and French",
        "<p>Most of our customers are in Europe. A localized board would lower the barrier to give feedback.</p>",
        6,
        5,
        0,
    ),
    (
        0,
        "Under Review",
        "Private notes on posts for the team",
        "<p>We need a place to discuss a request internally without the customer seeing it.</p>",
        20,
        4,
        0,
    ),
    (
        0,
        "Planned",
        "Roadmap view grouped by quarter",
        "<p>Besides status columns, a timeline by quarter would help us communicate what is coming.</p>",
        33,
        7,
        0,
    ),
    (0, "Submitted", "Attach screenshots to comments", "<p>Pasting a screenshot straight into a comment would make bug reports much clearer.</p>", 1, 2, 0),
    (0, "Under Review", "Search across all boards", "<p>When I search for an idea I want results from every board, not only the one I am on.</p>", 15, 5, 0),
    (
        1,
        "In Progress",
        "Vote count does not update on Safari",
        "<p>After voting on iOS Safari the count only changes after a reload.</p><p>Steps: open a post, tap the vote button, watch the number.</p>",
        5,
        7,
        0,
    ),
    (
        1,
        "Completed",
        "Images in descriptions are cropped on mobile",
        "<p>Wide screenshots are cut off on narrow screens instead of scaling down.</p>",
        90,
        6,
        0,
    ),
    (1, "Submitted", "Tab order skips the sort menu", "<p>Using only the keyboard, focus jumps from the search box straight to the first post.</p>", 4, 3, 0),
    (
        1,
        "Under Review",
        "Time zone of timestamps is wrong in e-mails",
        "<p>Notification e-mails show UTC times instead of our organization's time zone.</p>",
        12,
        4,
        0,
    ),
    (
        1,
        "Closed",
        "Login page shows a blank screen",
        "<p>Could not reproduce after the last release; closing. Please comment if you still see it.</p>",
        100,
        2,
        0,
    ),
    (
        1,
        "Planned",
        "Long titles overflow the roadmap cards",
        "<p>Titles longer than about sixty characters run outside their card on the roadmap.</p>",
        25,
        5,
        0,
    ),
    (2, "Planned", "Slack notifications for new posts", "<p>Post to a channel whenever a new request arrives or a status changes.</p>", 55, 12, 0),
    (2, "Under Review", "Jira two-way sync", "<p>Link a post to a Jira issue and keep the status in sync in both directions.</p>", 50, 10, 1),
    (2, "Submitted", "Zapier integration", "<p>Triggers for new posts, votes and comments; actions to create posts and change statuses.</p>", 8, 6, 0),
    (2, "Completed", "Webhooks for status changes", "<p>Send a signed HTTP request to our endpoint whenever a post changes status.</p>", 110, 9, 0),
    (
        2,
        "In Progress",
        "Intercom: create posts from conversations",
        "<p>Our support team wants to turn a conversation into a post, on behalf of the customer, in one click.</p>",
        30,
        8,
        0,
    ),
    (2, "Submitted", "Linear integration", "<p>Like the Jira sync, for teams that plan in Linear.</p>", 7, 5, 0),
    (2, "Under Review", "HubSpot company data on voters", "<p>Show the company and its revenue next to each voter to prioritise by impact.</p>", 18, 3, 0),
    (3, "Under Review", "Q3 pricing experiment feedback", "<p>Collecting what our sales team hears about the new plans. Team only.</p>", 10, 2, 0),
    (3, "Planned", "Migrate legacy feedback spreadsheet", "<p>Import the 2019–2024 spreadsheet so that old requests keep their history.</p>", 22, 2, 0),
    // Customers write in their own languages (the board's words follow each reader's).
    (
        0,
        "Submitted",
        "Dunkles Design für die mobile App",
        "<p>Abends ist das helle Design auf dem Handy zu grell. Ein dunkles Design für die App wäre großartig.</p>",
        64,
        3,
        0,
    ),
    (
        0,
        "Under Review",
        "Exportar los comentarios a PDF",
        "<p>Queremos compartir las ideas con la dirección en un documento que se pueda imprimir.</p>",
        72,
        3,
        0,
    ),
    (0, "Submitted", "Notifications par SMS", "<p>Recevoir un SMS quand une idée que je suis change de statut.</p>", 80, 2, 0),
    (0, "Planned", "رسائل البريد الإلكتروني باللغة العربية", "<p>نريد أن تصل رسائل البريد الإلكتروني إلى عملائنا باللغة العربية.</p>", 90, 4, 0),
];

/// Work for the team's moderation queue: posts by customers waiting for approval (title,
/// description, customer index, hours ago) ...
const PENDING_POSTS: &[(&str, &str, usize, i64)] = &[
    ("Two-factor sign-in for the board", "<p>Our security team asks for a second factor on every tool we use, this board included.</p>", 4, 30),
    ("BUY CHEAP FOLLOWERS NOW!!!", "<p>Best prices for followers and likes, visit our site today, limited offer!!!</p>", 13, 20),
    ("Let us vote by e-mail reply", "<p>Replying to a notification with +1 should count as a vote.</p>", 7, 6),
];

/// ... comments waiting for approval (post title, customer index, text, hours ago) ...
const PENDING_COMMENTS: &[(&str, usize, &str, i64)] = &[
    ("Dark mode", 9, "Any news on this? A date would help us plan our own release.", 10),
    ("Slack notifications for new posts", 12, "Microsoft Teams too, please: half of our company lives there.", 3),
];

/// ... and duplicates of earlier posts (title, description, customer index, days ago,
/// upvotes), obvious candidates for "Merge into…".
const DUPLICATES: &[(&str, &str, usize, i64, usize)] = &[
    ("Dark theme", "<p>Please add a dark theme, my eyes hurt in the evening.</p>", 10, 9, 4),
    ("CSV export of all feedback", "<p>We need to get everything into a spreadsheet for our quarterly review.</p>", 11, 12, 3),
];

/// Tags (name, colour) and the posts that carry them.
const TAGS: &[(&str, &str, &[&str])] = &[
    ("Mobile", "#0ea5e9", &["Dark mode", "Vote count does not update on Safari", "Images in descriptions are cropped on mobile"]),
    ("Enterprise", "#7c3aed", &["Single sign-on with our existing accounts", "Custom domains for the public board", "Export posts to CSV"]),
    ("Accessibility", "#059669", &["Tab order skips the sort menu", "Keyboard shortcuts for moderation", "Dark mode"]),
];

/// Changelog entries: title, Markdown, days ago it was published (`None`: a draft), the posts
/// it shipped.
const CHANGELOG: &[(&str, &str, Option<i64>, &[&str])] = &[
    (
        "Sign in once, moderate with the keyboard",
        "Two of your most wanted ideas shipped this month.\n\n- **Single sign-on**: your customers vote with the accounts they already have with you.\n- **Keyboard shortcuts** in the moderation queue: <kbd>a</kbd> approves, <kbd>s</kbd> changes the status.\n\nThank you for every vote and comment that shaped them.",
        Some(100),
        &["Single sign-on with our existing accounts", "Keyboard shortcuts for moderation"],
    ),
    (
        "Webhooks, and screenshots that fit on phones",
        "Your systems now hear about every status change: **signed webhooks**, retried until they arrive, with a log of each delivery.\n\nWide images in descriptions now scale down on narrow screens instead of being cut off.",
        Some(30),
        &["Webhooks for status changes", "Images in descriptions are cropped on mobile"],
    ),
    ("CSV export", "Export posts with their votes and statuses, for your quarterly reports.", None, &["Export posts to CSV"]),
];

/// Threads on the most discussed posts: post title, then (author, text, reply-to index, internal, pinned).
type DemoComment = (&'static str, &'static str, Option<usize>, bool, bool);

const THREADS: &[(&str, &[DemoComment])] = &[
    (
        "Dark mode",
        &[
            ("grace@customer.test", "Please also make the roadmap dark, not only the board.", None, false, false),
            (
                "admin@demo.test",
                "We're on it! The board and the roadmap will both follow your system setting, with a toggle to override it.",
                Some(0),
                false,
                true,
            ),
            ("alan@customer.test", "Will it remember my choice across devices?", Some(1), false, false),
            ("member@demo.test", "Design review is Thursday; contrast checks pass for every status color.", None, true, false),
        ],
    ),
    (
        "Export posts to CSV",
        &[
            ("katherine@customer.test", "Including comments would be great, even as a second file.", None, false, false),
            ("csm@demo.test", "Noted! Three enterprise customers asked for the same this month.", Some(0), false, false),
        ],
    ),
    (
        "Allow anonymous voting",
        &[
            ("linus@customer.test", "Anonymous votes invite spam. Please keep sign-in required.", None, false, false),
            ("margaret@customer.test", "An e-mail confirmation step would prevent most of it.", Some(0), false, false),
            ("admin@demo.test", "Thanks both. We are weighing this against vote quality and will share a proposal here.", None, false, false),
        ],
    ),
    (
        "Vote count does not update on Safari",
        &[
            ("dennis@customer.test", "Same on macOS Safari 19.", None, false, false),
            ("member@demo.test", "Reproduced. A fix is in review.", Some(0), false, false),
        ],
    ),
    ("Jira two-way sync", &[("barbara@customer.test", "We need custom field mapping as well, not just status.", None, false, false)]),
];

pub async fn run(args: DemoArgs) -> Result {
    let db = connect(&args.database.database_url).await?;
    let (org, created) = match organizations::find_by_name(db.conn(), DEMO_ORG).await? {
        Some(org) => (org, false),
        None => (create(&db).await?, true),
    };
    // The key is derived from the organization's own secret, so every run can show it again.
    let api_key = keys::derive_demo_api_key(&org.sso_secret);
    let key_is_current = org.api_key_hash.as_deref() == Some(keys::hash_secret(&api_key).as_str());
    let board = format!("{}/{DEMO_ORG}", args.public_url.trim_end_matches('/'));
    // The widget's identify secret: the demo's own, made once and shown every time.
    let sealer = super::widget::sealer(&db, args.secret_key.as_deref()).await?;
    let widget_secret = match app::domain::widget::keys(&sealer, &org, app::domain::now())?.current {
        Some(secret) => secret,
        None => {
            let txn = db.begin_write().await?;
            let secret = app::domain::widget::rotate_secret(&*txn, &sealer, &org, chrono::Duration::zero()).await?;
            txn.commit().await?;
            secret
        }
    };

    if args.json {
        print_json(&json!({
            "organization": {"id": org.id, "name": org.name, "display_name": org.display_name},
            "created": created,
            "board_url": board,
            "api_key": key_is_current.then_some(&api_key),
            "sso_secret": org.sso_secret,
            "widget_secret": widget_secret,
            "password": DEMO_PASSWORD,
            "team": TEAM.iter().map(|(name, email, role)| json!({"name": name, "email": email, "role": role.name()})).collect::<Vec<_>>(),
            "customer": {"name": CUSTOMERS[0].0, "email": CUSTOMERS[0].1},
        }));
        return Ok(());
    }
    println!("{} demo organization \"{}\" ({}).", if created { "Created the" } else { "The" }, org.display_name, org.name);
    println!("  Board:       {board}");
    println!("  Admin area:  {board}/admin (sign in as {} below)", TEAM[0].1);
    println!("  Changelog:   {board}/changelog (Atom feed: {board}/changelog.atom)");
    if key_is_current {
        println!("  API key:     {api_key}");
    } else {
        println!("  API key:     (regenerated since the demo was created; use the key you generated)");
    }
    println!("  SSO secret:  {}", org.sso_secret);
    println!("  Widget secret: {widget_secret}");
    println!("  Sign in with password \"{DEMO_PASSWORD}\" as:");
    for (name, email, role) in TEAM {
        println!("    {email:<26} {name} (team, {role})");
    }
    println!("    {:<26} {} (customer)", CUSTOMERS[0].1, CUSTOMERS[0].0);
    println!("  Try: curl -H 'API-KEY: {api_key}' {}/api/v3/organizations/info", args.public_url.trim_end_matches('/'));
    Ok(())
}

/// Creates the whole demo in one transaction, so that a failure leaves nothing behind.
async fn create(db: &Db) -> Result<organization::Model> {
    let password_hash = users::hash_password(DEMO_PASSWORD)?;
    let txn = db.begin_write().await?;
    let (admin_name, admin_email, _) = TEAM[0];
    let created = organizations::insert(
        &*txn,
        NewOrganization {
            name: OrgName::parse(DEMO_ORG).map_err(super::CommandError::Usage)?,
            display_name: Some("Demo Co.".to_owned()),
            admin_email: Email::parse(admin_email).map_err(super::CommandError::Usage)?,
            admin_name: Some(admin_name.to_owned()),
            admin_password: None,
            language: None,
        },
    )
    .await?;
    let org = created.organization;
    organizations::set_api_key(&*txn, org.id, &keys::derive_demo_api_key(&org.sso_secret)).await?;
    organization::Entity::update(organization::ActiveModel {
        id: Set(org.id),
        description: Set("Tell us what to build next: vote on ideas, report bugs and follow our roadmap.".to_owned()),
        url: Set(Some("https://demo.example".to_owned())),
        ..Default::default()
    })
    .exec(&*txn)
    .await?;

    let mut people: Vec<user::Model> = Vec::new();
    let mut admin = created.admin;
    admin.password_hash = Some(password_hash.clone());
    user::Entity::update(user::ActiveModel { id: Set(admin.id), password_hash: Set(Some(password_hash.clone())), ..Default::default() })
        .exec(&*txn)
        .await?;
    people.push(admin);
    for (name, email, role) in &TEAM[1..] {
        let member = users::insert(&*txn, org.id, &parse_email(email)?, name, Some(password_hash.clone())).await?;
        users::insert_team_member(&*txn, org.id, member.id, *role).await?;
        people.push(member);
    }
    let mut company_ids = Vec::new();
    for (id, name, revenue, plan) in COMPANIES {
        let input = app::domain::companies::CompanyInput {
            external_id: Some((*id).to_owned()),
            name: Some((*name).to_owned()),
            monthly_revenue: Some(*revenue),
            plan: Some((*plan).to_owned()),
            ..Default::default()
        };
        company_ids.push(app::domain::companies::upsert(&*txn, org.id, &input).await?.0.id);
    }
    let mut customers = Vec::new();
    for (i, (name, email)) in CUSTOMERS.iter().enumerate() {
        let customer = users::insert(&*txn, org.id, &parse_email(email)?, name, Some(password_hash.clone())).await?;
        if let Some(company) = company_ids.get(i % (company_ids.len() + 1)) {
            app::domain::companies::assign(&*txn, org.id, customer.id, Some(*company)).await?;
        }
        customers.push(customer.clone());
        people.push(customer);
    }

    let mut bucket_ids = vec![created.default_bucket.id];
    for (name, private) in BUCKETS {
        bucket_ids.push(buckets::insert(&*txn, org.id, name, *private, false).await?.id);
    }
    let statuses = statuses::list(&*txn, org.id).await?;
    let now = app::domain::now();
    let mut post_ids = std::collections::HashMap::new();
    for (i, (bucket, status, title, description, days_ago, up, down)) in POSTS.iter().enumerate() {
        let status_id = statuses::resolve(&statuses, status).map(|s| s.id);
        let post = posts::insert(
            &*txn,
            NewPost {
                organization_id: org.id,
                bucket_id: bucket_ids[*bucket],
                submitter_id: customers[i % customers.len()].id,
                title,
                description: Some(description),
                status_id,
                approved: true,
                created_at: Some(now - Duration::days(*days_ago) - Duration::minutes(i as i64 * 37)),
            },
        )
        .await?;
        // Voters rotate through the customers, then the team, so that counts stay distinct.
        let voters = customers.iter().chain(people.iter().take(TEAM.len())).cycle().skip(i % customers.len());
        for (n, voter) in voters.take(up + down).enumerate() {
            let kind = if n < *up { Kind::Upvote } else { Kind::Downvote };
            votes::cast(&*txn, org.id, post.id, voter.id, kind, Source::Web).await?;
        }
        post_ids.insert(*title, (post.id, post.created_at));
    }

    for (title, thread) in THREADS {
        let Some(&(post_id, posted_at)) = post_ids.get(title) else { continue };
        let mut ids: Vec<CommentId> = Vec::new();
        for (n, (author, body, reply_to, internal, pinned)) in thread.iter().enumerate() {
            let author = people.iter().find(|p| p.email == *author).map(|p| p.id).unwrap_or(people[0].id);
            let comment = comments::insert(
                &*txn,
                NewComment {
                    organization_id: org.id,
                    post_id,
                    author_id: author,
                    parent_id: reply_to.map(|i| ids[i]),
                    body,
                    internal: *internal,
                    pinned: *pinned,
                    approved: true,
                    created_at: Some(posted_at + Duration::hours(3 * (n as i64 + 1))),
                },
            )
            .await?;
            ids.push(comment.id);
        }
    }
    for (name, color, titles) in TAGS {
        let tag = app::entities::tag::ActiveModel {
            organization_id: Set(org.id),
            name: Set((*name).to_owned()),
            name_key: Set(name.to_lowercase()),
            color: Set((*color).to_owned()),
            created_at: Set(now),
            ..Default::default()
        }
        .insert(&*txn)
        .await?;
        for title in *titles {
            if let Some(&(post_id, _)) = post_ids.get(title) {
                app::entities::post_tag::ActiveModel { tag_id: Set(tag.id), post_id: Set(post_id) }.insert(&*txn).await?;
            }
        }
    }
    for (title, body, days_ago, shipped) in CHANGELOG {
        let html = app::domain::text::markdown_to_html(body).unwrap_or_default();
        let published_at = days_ago.map(|days| now - Duration::days(days));
        let entry = app::entities::changelog_entry::ActiveModel {
            organization_id: Set(org.id),
            title: Set((*title).to_owned()),
            body: Set((*body).to_owned()),
            body_text: Set(app::domain::text::plain_text(&html)),
            body_html: Set(html),
            published: Set(published_at.is_some()),
            published_at: Set(published_at),
            author_id: Set(Some(people[0].id)),
            created_at: Set(published_at.unwrap_or(now)),
            updated_at: Set(published_at.unwrap_or(now)),
            ..Default::default()
        }
        .insert(&*txn)
        .await?;
        for (position, title) in shipped.iter().enumerate() {
            if let Some(&(post_id, _)) = post_ids.get(title) {
                app::entities::changelog_post::ActiveModel { entry_id: Set(entry.id), post_id: Set(post_id), position: Set(position as i32) }
                    .insert(&*txn)
                    .await?;
            }
        }
    }
    let default_bucket = bucket_ids[0];
    for (title, description, customer, hours_ago) in PENDING_POSTS {
        posts::insert(
            &*txn,
            NewPost {
                organization_id: org.id,
                bucket_id: default_bucket,
                submitter_id: customers[*customer].id,
                title,
                description: Some(description),
                status_id: None,
                approved: false,
                created_at: Some(now - Duration::hours(*hours_ago)),
            },
        )
        .await?;
    }
    for (title, customer, body, hours_ago) in PENDING_COMMENTS {
        let Some(&(post_id, _)) = post_ids.get(title) else { continue };
        comments::insert(
            &*txn,
            NewComment {
                organization_id: org.id,
                post_id,
                author_id: customers[*customer].id,
                parent_id: None,
                body,
                internal: false,
                pinned: false,
                approved: false,
                created_at: Some(now - Duration::hours(*hours_ago)),
            },
        )
        .await?;
    }
    for (n, (title, description, customer, days_ago, up)) in DUPLICATES.iter().enumerate() {
        let post = posts::insert(
            &*txn,
            NewPost {
                organization_id: org.id,
                bucket_id: default_bucket,
                submitter_id: customers[*customer].id,
                title,
                description: Some(description),
                status_id: None,
                approved: true,
                created_at: Some(now - Duration::days(*days_ago) - Duration::minutes(n as i64 * 11)),
            },
        )
        .await?;
        // Some voters of the original vote here too: merging must count each of them once.
        for voter in customers.iter().skip(n).take(*up) {
            votes::cast(&*txn, org.id, post.id, voter.id, Kind::Upvote, Source::Web).await?;
        }
    }
    // The demo's posts and comments are history, not news: its first `serve` tells nobody of
    // them (the team would get a hundred e-mails), and `data/mail` fills as the board is used.
    app::entities::outbox_event::Entity::delete_many()
        .filter(app::entities::outbox_event::Column::OrganizationId.eq(org.id))
        .exec(&*txn)
        .await?;
    txn.commit().await?;
    organizations::find_by_name(db.conn(), DEMO_ORG)
        .await?
        .ok_or_else(|| super::CommandError::Usage("the demo organization vanished".to_owned()))
}

fn parse_email(email: &str) -> Result<Email> {
    Email::parse(email).map_err(super::CommandError::Usage)
}
