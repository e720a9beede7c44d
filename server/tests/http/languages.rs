//! The product in the reader's language (docs/web.md, "Languages"): which language a page
//! speaks, the language switch, the anonymous page cache per language, and a person's
//! language kept as theirs.

use crate::support::TestApp;
use app::i18n::{Locale, text};

on_both_backends!(crate::languages::cases =>
    a_page_speaks_the_language_its_request_chooses,
    the_anonymous_page_cache_keeps_each_language_apart,
    the_language_switch_remembers_the_choice_and_stays_on_this_site,
    a_signed_in_persons_language_is_their_own,
    every_page_speaks_each_language_through_and_through,
    the_customers_csv_speaks_the_readers_language_and_is_read_back,
    refusals_and_confirmations_speak_the_readers_language_and_the_api_stays_english,
);

/// The English catalogue's messages without variables, by id (read from `app/locales/en`).
fn plain_english_messages() -> Vec<String> {
    let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../app/locales/en");
    let mut ids = Vec::new();
    for file in std::fs::read_dir(folder).unwrap() {
        let source = std::fs::read_to_string(file.unwrap().path()).unwrap();
        // A message is its first line (`id = …`) and the indented lines after it.
        let mut current: Option<(String, bool)> = None;
        for line in source.lines().chain(std::iter::once("")) {
            if line.starts_with(' ') {
                if let Some((_, plain)) = current.as_mut() {
                    *plain &= !line.contains('$');
                }
                continue;
            }
            // (A form field's name is a word of the code, like `title`, named for refusals.)
            if let Some((id, true)) = current.take().filter(|(id, _)| !id.starts_with("field-")) {
                ids.push(id);
            }
            if let Some((id, value)) = line.split_once(" = ").filter(|(id, _)| !id.starts_with('#') && !id.is_empty()) {
                current = Some((id.to_owned(), !value.contains('$')));
            }
        }
    }
    ids
}

/// What a person reads of a page: its text and the texts of its attributes that are read out
/// or shown (labels, placeholders, titles, alternatives), without scripts and styles.
fn readable(html: &str) -> String {
    let mut out = String::new();
    let mut rest = html;
    while let Some(start) = rest.find('<') {
        out.push_str(&rest[..start]);
        out.push(' ');
        let tag_end = rest[start..].find('>').map_or(rest.len(), |e| start + e + 1);
        let tag = &rest[start..tag_end];
        for attribute in ["aria-label=\"", "placeholder=\"", "title=\"", "alt=\"", "content=\""] {
            if let Some(at) = tag.find(attribute) {
                let value = &tag[at + attribute.len()..];
                out.push_str(&value[..value.find('"').unwrap_or(value.len())]);
                out.push(' ');
            }
        }
        rest = &rest[tag_end..];
        for raw in ["<script", "<style"] {
            if tag.starts_with(raw) {
                let close = if raw == "<script" { "</script>" } else { "</style>" };
                rest = rest.find(close).map_or("", |e| &rest[e + close.len()..]);
            }
        }
    }
    out.push_str(rest);
    out.replace("&amp;", "&").replace("&quot;", "\"").replace("&#39;", "'").replace("&lt;", "<").replace("&gt;", ">")
}

/// Whether `phrase` stands in `text` as words of its own (not inside a longer word).
fn has_phrase(text: &str, phrase: &str) -> bool {
    text.match_indices(phrase).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + phrase.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

/// What `locale` calls the board's search button: a word that differs between the languages.
fn search_word(locale: Locale) -> String {
    text(locale, "board-search-label", &[])
}

/// The page at `path` with these request headers: its status, `Content-Language`, `Vary`,
/// `Cache-Control` and body.
pub(crate) async fn page(app: &TestApp, path: &str, headers: &[(&str, &str)]) -> (u16, String, String, String, String) {
    let mut request = app.http.get(app.url(path));
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    let response = request.send().await.unwrap();
    let header = |name: &str| response.headers().get_all(name).iter().map(|v| v.to_str().unwrap().to_owned()).collect::<Vec<_>>().join(", ");
    let (language, vary, cache) = (header("content-language"), header("vary"), header("cache-control"));
    (response.status().as_u16(), language, vary, cache, response.text().await.unwrap())
}

fn speaks(body: &str, locale: Locale) -> bool {
    body.contains(&format!("<html lang=\"{}\" dir=\"{}\"", locale.code(), locale.dir())) && body.contains(&search_word(locale))
}

pub(crate) mod cases {
    use super::*;
    use crate::support::{no_redirects, reader_cookie};
    use app::entities::{organization, user};
    use sea_orm::{ActiveModelTrait, ActiveValue::Set, EntityTrait};

    pub async fn a_page_speaks_the_language_its_request_chooses(app: &TestApp) {
        for locale in Locale::ALL.into_iter().filter(|l| *l != Locale::En) {
            assert_ne!(search_word(locale), search_word(Locale::En), "{locale} has its own words");
        }
        app.create_org("acme").await;
        // Nothing asked: English, the organization's default.
        let (status, language, ..) = page(app, "/acme", &[]).await;
        assert_eq!((status, language.as_str()), (200, "en"));
        // The browser's languages, by their q-values; a region counts as its language.
        let (_, language, _, _, body) = page(app, "/acme", &[("accept-language", "ja, de-AT;q=0.8, fr;q=0.5")]).await;
        assert_eq!(language, "de");
        assert!(speaks(&body, Locale::De), "a German page");
        // The cookie before the browser; the address before both.
        let (_, _, _, _, body) = page(app, "/acme", &[("cookie", "upboard_lang=es"), ("accept-language", "de")]).await;
        assert!(speaks(&body, Locale::Es), "the cookie's Spanish");
        let (_, _, _, _, body) = page(app, "/acme?lang=ar", &[("cookie", "upboard_lang=es"), ("accept-language", "de")]).await;
        assert!(speaks(&body, Locale::Ar), "the address's Arabic, right to left");
        // A language upboard does not speak is no choice: the organization's default decides.
        let acme = organization::Entity::find().one(app.db.conn()).await.unwrap().unwrap();
        // (A write of the whole store: the organizations' cache drops what it kept.)
        let txn = app.db.begin_write().await.unwrap();
        organization::ActiveModel { id: Set(acme.id), default_locale: Set("fr".to_owned()), ..Default::default() }
            .update(&*txn)
            .await
            .unwrap();
        txn.commit().await.unwrap();
        let (_, language, _, _, body) = page(app, "/acme?lang=xx", &[("accept-language", "ja"), ("cookie", "upboard_lang=tlh")]).await;
        assert_eq!(language, "fr");
        assert!(speaks(&body, Locale::Fr), "the organization's French");
        // Every page names its versions in each language, and the one that follows the browser.
        for locale in Locale::ALL {
            let alternate = format!("<link href=\"{}/acme?lang={}\" hreflang=\"{}\" rel=\"alternate\">", app.url(""), locale.code(), locale.code());
            assert!(body.contains(&alternate), "{alternate}");
        }
        assert!(body.contains(&format!("<link href=\"{}/acme\" hreflang=\"x-default\" rel=\"alternate\">", app.url(""))));
        // The page of a sign-in link that fails speaks the language too.
        let (status, _, _, _, body) = page(app, "/acme/sso", &[("cookie", "upboard_lang=de")]).await;
        assert_eq!(status, 400);
        assert!(body.contains("<html lang=\"de\"") && body.contains(&text(Locale::De, "sso-no-token", &[])), "{body}");
        // The API speaks English whatever is asked (a contract).
        let (_, language, ..) = page(app, "/api/v3/organizations/info", &[("accept-language", "de")]).await;
        assert_eq!(language, "", "no language of its own");
    }

    pub async fn the_anonymous_page_cache_keeps_each_language_apart(app: &TestApp) {
        app.create_org("acme").await;
        for _ in 0..2 {
            for locale in [Locale::De, Locale::En, Locale::Ar] {
                let (status, language, vary, cache, body) = page(app, "/acme", &[("accept-language", locale.code())]).await;
                assert_eq!((status, language.as_str()), (200, locale.code()));
                assert!(speaks(&body, locale), "{locale}, first or kept");
                assert!(vary.contains("Accept-Language") && vary.contains("Cookie"), "{vary}");
                assert_eq!(cache, "public, max-age=5", "an anonymous page may be kept");
            }
        }
        // The language cookie alone leaves a page anonymous; a session makes it personal.
        let (.., cache, body) = page(app, "/acme", &[("cookie", "upboard_lang=fr")]).await;
        assert_eq!(cache, "public, max-age=5");
        assert!(speaks(&body, Locale::Fr));
        let (.., cache, _) = page(app, "/acme", &[("cookie", "upboard_lang=fr; upboard_session_acme=x")]).await;
        assert_eq!(cache, "private, no-store");
    }

    /// The language switch's form, sent from this site (with `cookie`, a person's session).
    async fn switch_language(app: &TestApp, lang: &str, back: &str, cookie: Option<&str>) -> reqwest::Response {
        let mut request = no_redirects().post(app.url("/language")).header("origin", app.url(""));
        if let Some(cookie) = cookie {
            request = request.header("cookie", cookie);
        }
        request.form(&[("lang", lang), ("back", back)]).send().await.unwrap()
    }

    pub async fn the_language_switch_remembers_the_choice_and_stays_on_this_site(app: &TestApp) {
        app.create_org("acme").await;
        let switch = |lang: &'static str, back: &'static str| switch_language(app, lang, back, None);
        let answer = switch("ar", "/acme?sort=top&lang=de#posts").await;
        assert_eq!(answer.status(), 303);
        assert_eq!(answer.headers()["location"], "/acme?sort=top#posts", "back, without the address's own language");
        let cookie = answer.headers()["set-cookie"].to_str().unwrap();
        assert!(cookie.starts_with("upboard_lang=ar;") && cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax"), "{cookie}");
        for outside in ["//evil.test/", "https://evil.test/", "/\\evil.test"] {
            let answer = switch("de", outside).await;
            assert_eq!(answer.headers()["location"], "/", "{outside} is not followed");
        }
        let refused = switch("tlh", "/acme").await;
        assert_eq!(refused.status(), 422);
        assert!(refused.headers().get("set-cookie").is_none());
        // Another site's form cannot switch it.
        let forged = no_redirects()
            .post(app.url("/language"))
            .header("origin", "https://evil.test")
            .form(&[("lang", "de"), ("back", "/acme")])
            .send()
            .await
            .unwrap();
        assert_eq!(forged.status(), 403);
    }

    /// What the server says back (a refused form's reason, a done form's confirmation, a
    /// form's plain answer) is worded in the reader's language; the REST API says it in English.
    pub async fn refusals_and_confirmations_speak_the_readers_language_and_the_api_stays_english(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let (_, admin) = cases_support::admin(app, &acme).await;
        let post_form = |cookie: String, path: &'static str, fields: Vec<(&'static str, &'static str)>| async move {
            crate::support::post_form(app, path, &cookie, &fields).await
        };
        let german = format!("upboard_lang=de; {admin}");
        // A text as the page's HTML writes it.
        let shown = |text: &str| text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('\'', "&#x27;");
        // A refusal: a status of that name exists.
        let (_, _, flash) = post_form(
            german.clone(),
            "/acme/admin/statuses",
            vec![("form", "create"), ("action", "create"), ("label", "Planned"), ("kind", "planned"), ("color", "#123456")],
        )
        .await;
        let (_, _, _, _, shown_page) = page(app, "/acme/admin/statuses", &[("cookie", &format!("{german}; {}", flash.unwrap()))]).await;
        let refusal = text(Locale::De, "said-a-status-named-x-already-exists", &[("label", "Planned".into())]);
        assert!(shown_page.contains(&shown(&refusal)), "{refusal} in {shown_page}");
        assert!(!shown_page.contains("already exists"), "no English");
        // A refusal naming a field: the field is named in German too.
        let (_, _, flash) = post_form(german.clone(), "/acme/admin/tags", vec![("form", "create"), ("action", "create"), ("name", "  ")]).await;
        let (_, _, _, _, shown_page) = page(app, "/acme/admin/tags", &[("cookie", &format!("{german}; {}", flash.unwrap()))]).await;
        let blank = app::model::sentence(&text(Locale::De, "said-x-can-t-be-blank", &[("field", text(Locale::De, "field-name", &[]).into())]));
        assert!(shown_page.contains(&shown(&blank)), "{blank} in {shown_page}");
        // A confirmation.
        let (_, _, flash) = post_form(german.clone(), "/acme/admin/tags", vec![("form", "create"), ("action", "create"), ("name", "Mobil")]).await;
        let (_, _, _, _, shown_page) = page(app, "/acme/admin/tags", &[("cookie", &format!("{german}; {}", flash.unwrap()))]).await;
        let created = text(Locale::De, "said-tag-x-created", &[("a", "Mobil".into())]);
        assert!(shown_page.contains(&shown(&created)), "{created} in {shown_page}");
        // The audit log's details, stored as English pieces, read in German.
        let planned = app::domain::statuses::list(app.db.conn(), acme.organization.id)
            .await
            .unwrap()
            .into_iter()
            .find(|s| s.label == "Planned")
            .unwrap();
        let id = planned.id.to_string();
        let rename = vec![
            ("form", "x"),
            ("action", "update"),
            ("id", id.as_str()),
            ("label", "Soon"),
            ("kind", "planned"),
            ("color", "#2563eb"),
            ("on_roadmap", "true"),
        ];
        let rename: Vec<(&'static str, &'static str)> = rename.into_iter().map(|(k, v)| (k, &*Box::leak(v.to_owned().into_boxed_str()))).collect();
        assert_eq!(post_form(german.clone(), "/acme/admin/statuses", rename).await.0, 303);
        let (_, _, _, _, shown_page) = page(app, "/acme/admin/audit", &[("cookie", &german)]).await;
        let renamed = text(Locale::De, "said-audit-renamed-from", &[("a", "Planned".into())]);
        assert!(shown_page.contains(&shown(&renamed)), "{renamed} in {shown_page}");
        // A plain answer, in Arabic.
        let plain = crate::support::no_redirects()
            .post(app.url("/acme/me/mail"))
            .header("cookie", format!("upboard_lang=ar; {admin}"))
            .header("origin", &app.base_url)
            .form(&[("posts", "sometimes")])
            .send()
            .await
            .unwrap();
        let (status, answer) = (plain.status().as_u16(), plain.text().await.unwrap());
        assert_eq!(status, 422, "{answer}");
        assert_eq!(answer, text(Locale::Ar, "said-choose-at-once-once-a-day", &[]));
        // The API: English, whatever the request's language.
        let refused = app
            .http
            .post(app.url("/api/v3/feature_requests"))
            .header("API-KEY", &acme.api_key)
            .header("accept-language", "de")
            .header("cookie", "upboard_lang=de")
            .json(&serde_json::json!({"title": "x"}))
            .send()
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        assert!(refused.contains("Sign in") || refused.contains("can't") || refused.contains("token"), "English: {refused}");
    }

    pub async fn the_customers_csv_speaks_the_readers_language_and_is_read_back(app: &TestApp) {
        use app::domain::users;
        let acme = app.create_org("acme").await;
        let (_, admin) = super::cases_support::admin(app, &acme).await;
        reader_cookie(app, &acme, "grace@customer.test", "Grace").await;
        let csv = app
            .http
            .get(app.url("/acme/admin/customers.csv"))
            .header("cookie", format!("upboard_lang=de; {admin}"))
            .send()
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        let header = csv.lines().next().unwrap_or_default();
        assert!(header.starts_with("E-Mail,Name,Labels,Markiert,Gesperrt,Beiträge,Stimmen,Kommentare"), "{csv}");
        // The German file, edited and imported back by an English reader.
        let edited = csv.replace("grace@customer.test", "lena@customer.test").replace(",Grace,", ",Lena,");
        let form = reqwest::multipart::Form::new()
            .part("file", reqwest::multipart::Part::bytes(edited.into_bytes()).file_name("kunden.csv").mime_str("text/csv").unwrap());
        let imported = no_redirects()
            .post(app.url("/acme/admin/customers/import"))
            .header("cookie", &admin)
            .header("origin", app.url(""))
            .multipart(form)
            .send()
            .await
            .unwrap();
        assert_eq!(imported.status(), 303);
        let lena = users::find_by_email(app.db.conn(), acme.organization.id, &app::model::Email::parse("lena@customer.test").unwrap())
            .await
            .unwrap();
        assert_eq!(lena.map(|u| u.name).as_deref(), Some("Lena"), "read back by its German header");
    }

    pub async fn every_page_speaks_each_language_through_and_through(app: &TestApp) {
        super::every_page_speaks_each_language_through_and_through_impl(app).await;
    }

    pub async fn a_signed_in_persons_language_is_their_own(app: &TestApp) {
        let acme = app.create_org("acme").await;
        let (grace, session) = reader_cookie(app, &acme, "grace@customer.test", "Grace").await;
        let answer = switch_language(app, "de", "/acme", Some(&session)).await;
        assert_eq!(answer.status(), 303);
        let stored = user::Entity::find_by_id(grace.id).one(app.db.conn()).await.unwrap().unwrap();
        assert_eq!(stored.locale.as_deref(), Some("de"), "kept as the person's own");
        assert_eq!(app::domain::users::mail_locale(&stored, &acme.organization), Locale::De, "their e-mails follow it");
        // Their page shows it chosen.
        let (.., body) = page(app, "/acme/me", &[("cookie", &format!("upboard_lang=de; {session}"))]).await;
        assert!(body.contains("<option value=\"de\" lang=\"de\" selected"), "the me page shows the choice");
        // Signing in again on another browser brings the language along.
        let password = "correct horse battery";
        let hash = app::domain::users::hash_password(password).unwrap();
        user::ActiveModel { id: Set(grace.id), password_hash: Set(Some(hash)), ..Default::default() }
            .update(app.db.conn())
            .await
            .unwrap();
        let signed_in = no_redirects()
            .post(app.url("/fn/signin"))
            .header("origin", app.url(""))
            .header("accept", "text/html")
            .header("accept-language", "fr")
            .form(&[("org", "acme"), ("email", "grace@customer.test"), ("password", password)])
            .send()
            .await
            .unwrap();
        let cookies: Vec<&str> = signed_in.headers().get_all("set-cookie").iter().map(|v| v.to_str().unwrap()).collect();
        assert!(cookies.iter().any(|c| c.starts_with("upboard_lang=de;")), "{cookies:?}");
        let stored = user::Entity::find_by_id(grace.id).one(app.db.conn()).await.unwrap().unwrap();
        assert_eq!(stored.last_locale.as_deref(), Some("fr"), "the language used to sign in, remembered");
        // `auto` forgets the choice: the cookie goes, and the person's e-mails follow the
        // language they last used.
        let forgotten = switch_language(app, "auto", "/acme/me#language", Some(&session)).await;
        assert_eq!(forgotten.headers()["location"], "/acme/me#language");
        assert!(forgotten.headers()["set-cookie"].to_str().unwrap().contains("Max-Age=0"));
        let stored = user::Entity::find_by_id(grace.id).one(app.db.conn()).await.unwrap().unwrap();
        assert_eq!(stored.locale, None);
        assert_eq!(app::domain::users::mail_locale(&stored, &acme.organization), Locale::Fr);
    }
}

/// Every page, in every language, shows no English the catalogue translates and no message id.
/// The organization's own words are made neutral first (its default statuses and board are
/// English data, named by the team), so that whatever English is left is the product's.
pub(crate) async fn every_page_speaks_each_language_through_and_through_impl(app: &TestApp) {
    use app::entities::{bucket, status};
    use sea_orm::{ActiveModelTrait, ActiveValue::Set, ColumnTrait, EntityTrait, QueryFilter};
    let acme = app.create_org("acme").await;
    let txn = app.db.begin_write().await.unwrap();
    for (i, row) in status::Entity::find()
        .filter(status::Column::OrganizationId.eq(acme.organization.id))
        .all(&*txn)
        .await
        .unwrap()
        .into_iter()
        .enumerate()
    {
        status::ActiveModel { id: Set(row.id), label: Set(format!("S{i}")), label_key: Set(format!("s{i}")), ..Default::default() }
            .update(&*txn)
            .await
            .unwrap();
    }
    bucket::ActiveModel { id: Set(acme.default_bucket.id), name: Set("B0".to_owned()), name_key: Set("b0".to_owned()), ..Default::default() }
        .update(&*txn)
        .await
        .unwrap();
    txn.commit().await.unwrap();
    let (_, admin) = cases_support::admin(app, &acme).await;
    // A named roadmap (its name is the team's words, like the statuses' labels).
    let actor = app::domain::access::Actor { user: acme.admin.clone(), role: Some(app::domain::users::Role::Admin) };
    let first_status = app::domain::statuses::list(app.db.conn(), acme.organization.id).await.unwrap()[2].id;
    let roadmap = app::domain::admin::roadmaps::RoadmapInput {
        name: "R1",
        columns: vec![(first_status, "1")],
        buckets: vec![],
        tags: vec![],
        completed_days: "30",
        hidden: false,
        sort: "",
    };
    app::domain::admin::roadmaps::create(&app.db, acme.organization.id, &actor, roadmap).await.unwrap();
    let token = app.token(&acme, "grace@customer.test", "Grace");
    let post = app.post_as(&acme, &token, "Q7").await;
    let slug = post["url"].as_str().unwrap().rsplit('/').next().unwrap().to_owned();
    let public = [
        "/acme".to_owned(),
        format!("/acme/p/{slug}"),
        "/acme/roadmap".to_owned(),
        "/acme/roadmap/r1".to_owned(),
        "/acme/changelog".to_owned(),
        "/acme/new".to_owned(),
        "/acme/signin".to_owned(),
        "/acme/signup".to_owned(),
        "/acme/p/nothing-here".to_owned(),
    ];
    let personal = [
        "/acme/me",
        "/acme/admin",
        "/acme/admin/moderation",
        "/acme/admin/statuses",
        "/acme/admin/tags",
        "/acme/admin/roadmaps",
        "/acme/admin/webhooks",
        "/acme/admin/changelog",
        "/acme/admin/boards",
        "/acme/admin/customers",
        "/acme/admin/team",
        "/acme/admin/settings",
        "/acme/admin/audit",
    ];
    let ids = plain_english_messages();
    assert!(ids.len() > 50, "{} messages", ids.len());
    // Ids that are also words of the English texts ("sign-in") are not told apart from them.
    let english_words: Vec<String> = ids.iter().map(|id| text(Locale::En, id, &[]).to_lowercase()).collect();
    let mut found = Vec::new();
    for locale in Locale::ALL.into_iter().filter(|l| *l != Locale::En) {
        // The English of each message that this language words otherwise.
        // (Not a phrase that is also a word of this language's own texts: French "Comment",
        // German "Import", a technical name kept in Latin letters.)
        let theirs_all: String = ids.iter().map(|id| text(locale, id, &[])).collect::<Vec<_>>().join("\n");
        let english: Vec<String> = ids
            .iter()
            .map(|id| (text(Locale::En, id, &[]), text(locale, id, &[])))
            .filter(|(en, theirs)| en != theirs && en.chars().filter(|c| c.is_alphabetic()).count() >= 4 && !has_phrase(&theirs_all, en))
            .map(|(en, _)| en)
            .collect();
        let pages = public.iter().map(|p| (p.clone(), None)).chain(personal.iter().map(|p| ((*p).to_owned(), Some(admin.as_str()))));
        for (path, session) in pages {
            let cookie = match session {
                Some(session) => format!("upboard_lang={}; {session}", locale.code()),
                None => format!("upboard_lang={}", locale.code()),
            };
            let (status, language, _, _, body) = page(app, &path, &[("cookie", &cookie)]).await;
            assert!(status == 200 || (status == 404 && path.ends_with("nothing-here")), "{path}: {status}");
            assert_eq!(language, locale.code(), "{path}");
            let seen = readable(&body);
            for phrase in english.iter().filter(|phrase| has_phrase(&seen, phrase)) {
                let at = seen.find(phrase.as_str()).unwrap_or_default();
                let context: String = seen[at.saturating_sub(60)..].chars().take(120 + phrase.len()).collect();
                found.push(format!("{locale} {path}: English “{phrase}” in “{}”", context.split_whitespace().collect::<Vec<_>>().join(" ")));
            }
            for id in ids
                .iter()
                .filter(|id| id.contains('-') && !english_words.iter().any(|w| w.contains(id.as_str())) && has_phrase(&seen, id))
            {
                found.push(format!("{locale} {path}: message id {id}"));
            }
        }
    }
    assert!(found.is_empty(), "{} findings:\n{}", found.len(), found.join("\n"));
}

mod cases_support {
    use crate::support::{TestApp, signed_in};
    use app::domain::organizations::CreatedOrganization;

    /// The organization's admin, signed in: the person and the `Cookie` header.
    pub async fn admin(app: &TestApp, org: &CreatedOrganization) -> (app::entities::user::Model, String) {
        signed_in(app, org, &org.admin.email, &org.admin.name, None).await
    }
}
