//! The deployment as shipped (docs/deploy.md): `upboard serve` started with the settings of
//! deploy/ and the Dockerfile, exactly as they are written there (the images cannot be built or
//! pulled on these machines), and the way operators write settings.

use crate::processes::org_create;
use crate::support::{Backend, Spawned, answers, free_port, fresh_database};
use std::collections::BTreeMap;
use std::path::Path;
use std::process::{Command, Stdio};

/// A file of the repository.
fn repository_file(path: &str) -> String {
    let at = Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(path);
    std::fs::read_to_string(&at).unwrap_or_else(|e| panic!("{}: {e}", at.display()))
}

/// `${NAME:-default}` and `${NAME}` as compose substitutes them for a shell that sets none.
fn substituted(value: &str) -> String {
    let mut out = String::new();
    let mut rest = value;
    while let Some(start) = rest.find("${") {
        out.push_str(&rest[..start]);
        let end = rest[start..].find('}').map(|e| start + e).expect("a closed ${…}");
        let inner = &rest[start + 2..end];
        out.push_str(inner.split_once(":-").map_or("", |(_, default)| default));
        rest = &rest[end + 1..];
    }
    out.push_str(rest);
    out
}

/// The environment of compose's upboard services (the `x-upboard` anchor each uses), with
/// compose's substitutions made.
fn compose_environment() -> BTreeMap<String, String> {
    let docs = yaml_rust2::YamlLoader::load_from_str(&repository_file("deploy/compose.yaml")).expect("compose.yaml is YAML");
    let compose = &docs[0];
    let services = compose["services"].as_hash().expect("services");
    let mut environment = None;
    for name in ["upboard-1", "upboard-2", "upboard-3"] {
        let service = &compose["services"][name];
        assert!(!service.is_badvalue(), "compose has {name}: {:?}", services.keys().collect::<Vec<_>>());
        let this: BTreeMap<String, String> = service["environment"]
            .as_hash()
            .expect("an environment")
            .iter()
            .map(|(k, v)| {
                let value = v.as_str().map(str::to_owned).or_else(|| v.as_i64().map(|n| n.to_string())).expect("a scalar");
                (k.as_str().expect("a name").to_owned(), substituted(&value))
            })
            .collect();
        assert!(environment.as_ref().is_none_or(|e| *e == this), "the three processes have one environment");
        environment = Some(this);
    }
    environment.expect("upboard services")
}

/// The `ENV` of the Dockerfile's last stage (what the image runs with).
fn image_environment() -> BTreeMap<String, String> {
    let dockerfile = repository_file("Dockerfile");
    let last_stage = dockerfile.rsplit("\nFROM ").next().expect("a stage");
    let joined = last_stage.replace("\\\n", " ");
    let mut environment = BTreeMap::new();
    for line in joined.lines().filter_map(|l| l.trim().strip_prefix("ENV ")) {
        for pair in shell_words(line) {
            let (name, value) = pair.split_once('=').expect("ENV NAME=value");
            environment.insert(name.to_owned(), value.to_owned());
        }
    }
    environment
}

/// Words as a shell splits them (double quotes only: what the deploy files use).
fn shell_words(line: &str) -> Vec<String> {
    let (mut words, mut word, mut quoted) = (Vec::new(), String::new(), false);
    for c in line.chars() {
        match c {
            '"' => quoted = !quoted,
            c if c.is_whitespace() && !quoted => {
                if !word.is_empty() {
                    words.push(std::mem::take(&mut word));
                }
            }
            c => word.push(c),
        }
    }
    if !word.is_empty() {
        words.push(word);
    }
    words
}

/// The `Environment=` lines of the systemd unit.
fn unit_environment() -> BTreeMap<String, String> {
    repository_file("deploy/upboard.service")
        .lines()
        .filter_map(|l| l.trim().strip_prefix("Environment="))
        .flat_map(shell_words)
        .map(|pair| {
            let (name, value) = pair.split_once('=').expect("NAME=value");
            (name.to_owned(), value.to_owned())
        })
        .collect()
}

/// `upboard` with exactly `environment` (none of the test's own UPBOARD_* or AWS_*).
fn upboard_with(environment: &BTreeMap<String, String>, args: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_upboard"));
    command.args(args);
    for (name, _) in std::env::vars().filter(|(name, _)| name.starts_with("UPBOARD_") || name.starts_with("AWS_")) {
        command.env_remove(name);
    }
    command.envs(environment).env("RUST_LOG", "warn");
    command
}

/// Paths of the image and the unit moved under `dir` (the processes cannot write /data).
fn moved(environment: &mut BTreeMap<String, String>, dir: &Path) {
    for value in environment.values_mut() {
        for root in ["/var/lib/upboard", "/opt/upboard", "/data"] {
            if let Some(at) = value.find(root) {
                let rest = &value[at + root.len()..];
                *value = format!("{}{}{rest}", &value[..at], dir.join(root.trim_start_matches('/')).display());
                break;
            }
        }
    }
}

/// `upboard serve` on `port` with exactly `environment` (and nothing of the test's own UPBOARD_*).
pub(crate) fn serve_with_environment(dir: &std::path::Path, port: u16, environment: &[(&str, &str)]) -> Spawned {
    let mut command = Command::new(env!("CARGO_BIN_EXE_upboard"));
    command.arg("serve");
    for (name, _) in std::env::vars().filter(|(name, _)| name.starts_with("UPBOARD_")) {
        command.env_remove(name);
    }
    command
        .env("UPBOARD_ADDR", format!("127.0.0.1:{port}"))
        .env("UPBOARD_UPLOADS", dir.join("uploads"))
        .env("UPBOARD_SITE_ROOT", dir.join("site"))
        .env("UPBOARD_MAIL_DIR", dir.join("mail"))
        .env("RUST_LOG", "warn")
        .envs(environment.iter().copied())
        .stdout(Stdio::null())
        .stderr(Stdio::piped());
    Spawned::new(command.spawn().expect("start upboard serve"))
}

mod sqlite {
    use super::*;

    /// compose passes `${UPBOARD_SMTP_URL:-}` as an empty string when the operator sets none,
    /// and people write booleans as 1, yes or on: an empty variable is an unset one (every
    /// replica restarted forever on "--smtp-url is not usable"), and `1` turns
    /// `UPBOARD_ALLOW_PRIVATE_WEBHOOKS` on (it exited 2).
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn an_empty_variable_is_unset_and_booleans_read_as_people_write_them() {
        let dir = tempfile::tempdir().expect("temporary folder");
        let url = format!("sqlite://{}?mode=rwc", dir.path().join("deploy.db").display());
        let created = org_create(&url);
        let key = created["api_key"].as_str().unwrap().to_owned();
        let admin = crate::support::sign(created["sso_secret"].as_str().unwrap(), "ada@acme.test", "Ada", None);
        let http = reqwest::Client::new();
        for (allow, accepted) in [("1", true), ("yes", true), ("ON", true), ("0", false), ("off", false), ("", false)] {
            let port = free_port();
            let mut server = serve_with_environment(
                dir.path(),
                port,
                &[
                    ("UPBOARD_DATABASE_URL", url.as_str()),
                    ("UPBOARD_SMTP_URL", ""),
                    ("UPBOARD_CLIENT_IP_HEADER", ""),
                    ("UPBOARD_METRICS_ADDR", " "),
                    ("UPBOARD_RATE_LIMIT", ""),
                    ("UPBOARD_SECRET_KEY", ""),
                    ("UPBOARD_ALLOW_PRIVATE_WEBHOOKS", allow),
                ],
            );
            answers(&mut server, port).await;
            // A webhook to this machine is saved only when private addresses are allowed.
            let saved = http
                .post(format!("http://127.0.0.1:{port}/api/v3/webhooks"))
                .header("API-KEY", &key)
                .bearer_auth(&admin)
                .json(&serde_json::json!({"url": format!("http://127.0.0.1:9/{allow}"), "events": ["post.created"]}))
                .send()
                .await
                .unwrap();
            let status = saved.status().as_u16();
            assert_eq!(status == 201, accepted, "UPBOARD_ALLOW_PRIVATE_WEBHOOKS={allow:?}: {status} {}", saved.text().await.unwrap_or_default());
        }

        // What is neither true nor false is refused with a clear message, before anything starts.
        let refused = serve_with_environment(dir.path(), free_port(), &[("UPBOARD_DATABASE_URL", url.as_str()), ("UPBOARD_ALLOW_PRIVATE_WEBHOOKS", "maybe")])
            .wait_with_output()
            .unwrap();
        assert_eq!(refused.status.code(), Some(2));
        assert!(String::from_utf8_lossy(&refused.stderr).contains("maybe"), "{}", String::from_utf8_lossy(&refused.stderr));
        // A sealing key that is not 32 bytes of base64 stops the start too, naming the variable
        // and never printing what was given.
        let refused = serve_with_environment(dir.path(), free_port(), &[("UPBOARD_DATABASE_URL", url.as_str()), ("UPBOARD_SECRET_KEY", "c2hvcnQga2V5")])
            .wait_with_output()
            .unwrap();
        let said = String::from_utf8_lossy(&refused.stderr);
        assert_eq!(refused.status.code(), Some(1), "{said}");
        assert!(said.contains("UPBOARD_SECRET_KEY") && said.contains("9 bytes") && !said.contains("c2hvcnQga2V5"), "{said}");
    }
}

mod postgres {
    use super::*;

    /// Three processes with the environment deploy/compose.yaml and the Dockerfile give them
    /// (hostnames replaced by this machine's PostgreSQL and S3-compatible server, ports by free
    /// ones): they start (an empty UPBOARD_SMTP_URL once restarted them for ever), serve,
    /// share one board, keep /metrics to the port compose publishes for the scraper and to
    /// loopback, and answer `upboard health`, the image's health check.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn three_processes_with_the_compose_environment_serve_one_board() {
        let Some(endpoint) = crate::support::s3_endpoint() else { return };
        let dir = tempfile::tempdir().expect("temporary folder");
        let (database_url, database) = fresh_database(Backend::Postgres, dir.path()).await;
        let compose = compose_environment();
        let mut base = image_environment();
        for name in ["UPBOARD_ADDR", "UPBOARD_SITE_ROOT", "UPBOARD_MAIL_DIR"] {
            assert!(base.contains_key(name), "the image sets {name}: {base:?}");
        }
        moved(&mut base, dir.path());
        base.extend(compose.clone());
        for (name, expected) in [
            ("UPBOARD_CLIENT_IP_HEADER", "X-Forwarded-For"),
            ("UPBOARD_SMTP_URL", ""),
            ("UPBOARD_UPLOADS", "s3://upboard/uploads"),
            ("AWS_ENDPOINT_URL", "http://minio:9000"),
        ] {
            assert_eq!(base.get(name).map(String::as_str), Some(expected), "compose's {name}");
        }
        // The hosts of the compose network are this machine's services.
        let bucket = format!("upboard-{}", app::domain::keys::random_base62(10).to_lowercase());
        let created = reqwest::Client::new().put(format!("{endpoint}/{bucket}")).send().await.unwrap();
        assert!(created.status().is_success());
        base.insert("UPBOARD_DATABASE_URL".into(), database_url.clone());
        base.insert("AWS_ENDPOINT_URL".into(), endpoint.clone());
        base.insert("UPBOARD_UPLOADS".into(), format!("s3://{bucket}/uploads"));
        let (ports, metrics_ports): (Vec<u16>, Vec<u16>) = (0..3).map(|_| (free_port(), free_port())).unzip();
        let mut processes = Vec::new();
        for (port, metrics) in ports.iter().zip(&metrics_ports) {
            let mut environment = base.clone();
            environment.insert("UPBOARD_ADDR".into(), format!("127.0.0.1:{port}"));
            let published = environment["UPBOARD_METRICS_ADDR"].replace("0.0.0.0:9100", &format!("127.0.0.1:{metrics}"));
            environment.insert("UPBOARD_METRICS_ADDR".into(), published);
            let mut process = Spawned::new(upboard_with(&environment, &["serve"]).stdout(Stdio::null()).stderr(Stdio::piped()).spawn().unwrap());
            answers(&mut process, *port).await;
            let health = upboard_with(&environment, &["health"]).output().unwrap();
            assert!(health.status.success(), "upboard health: {}", String::from_utf8_lossy(&health.stderr));
            processes.push(process);
        }

        // One board: what is written through one is read through the others.
        let org = upboard_with(&base, &["org", "create", "--name", "acme", "--admin-email", "ada@acme.test"]).output().unwrap();
        assert!(org.status.success(), "{}", String::from_utf8_lossy(&org.stderr));
        let org: serde_json::Value = serde_json::from_slice(&org.stdout).unwrap();
        let key = org["api_key"].as_str().unwrap();
        let token = crate::support::sign(org["sso_secret"].as_str().unwrap(), "grace@customer.test", "Grace", None);
        let http = reqwest::Client::new();
        let at = |i: usize, path: &str| format!("http://127.0.0.1:{}{path}", ports[i]);
        let form = reqwest::multipart::Form::new()
            .text("title", "Dark mode")
            .text("bucket_id", org["default_bucket"]["id"].to_string())
            .part("attachments[]", reqwest::multipart::Part::bytes(crate::support::PNG.to_vec()).file_name("dark.png").mime_str("image/png").unwrap());
        let posted = http
            .post(at(0, "/api/v3/feature_requests"))
            .header("API-KEY", key)
            .bearer_auth(&token)
            .multipart(form)
            .send()
            .await
            .unwrap();
        assert_eq!(posted.status(), 201, "{}", posted.text().await.unwrap_or_default());
        let post: serde_json::Value = posted.json().await.unwrap();
        let voted = http
            .post(at(1, &format!("/api/v3/feature_requests/{}/votes", post["id"])))
            .header("API-KEY", key)
            .bearer_auth(&token)
            .send()
            .await
            .unwrap();
        assert_eq!(voted.status(), 201);
        let read: serde_json::Value = http
            .get(at(2, &format!("/api/v3/feature_requests/{}", post["id"])))
            .header("API-KEY", key)
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        assert_eq!(read["votes_count"], 1, "{read}");
        let image = regex::Regex::new(r#"src="[^"]*(/uploads/[^"]+)""#).unwrap();
        let description = post["description_html"].as_str().unwrap_or_default();
        let path = image.captures(description).unwrap_or_else(|| panic!("an image in {description}"))[1].to_owned();
        let served = http.get(at(2, &path)).send().await.unwrap();
        assert_eq!(served.status(), 200, "the image stored through one process, served by another from the bucket");

        // /metrics: on the port published for the scraper; on the site's port only to
        // loopback as nginx names it, never to a client outside.
        for (i, metrics) in metrics_ports.iter().enumerate() {
            assert_eq!(http.get(format!("http://127.0.0.1:{metrics}/metrics")).send().await.unwrap().status(), 200);
            let outside = http.get(at(i, "/metrics")).header("x-forwarded-for", "127.0.0.1, 203.0.113.9").send().await.unwrap();
            assert_eq!(outside.status(), 404, "a client outside, behind nginx");
        }
        drop(processes);
        let stopped = upboard_with(&base, &["health", "--timeout", "2"])
            .env("UPBOARD_ADDR", format!("127.0.0.1:{}", ports[0]))
            .output()
            .unwrap();
        assert_eq!(stopped.status.code(), Some(1), "upboard health fails when nothing serves");
        if let Some(name) = database {
            crate::support::drop_database(&name).await;
        }
    }
}

mod unit {
    use super::*;

    /// The systemd unit's settings, paths moved under a temporary folder: the server starts on
    /// SQLite, serves, and behind the proxy the unit names keeps /metrics to loopback.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn the_systemd_units_settings_serve() {
        let dir = tempfile::tempdir().expect("temporary folder");
        let mut environment = unit_environment();
        for name in ["UPBOARD_ADDR", "UPBOARD_PUBLIC_URL", "UPBOARD_DATABASE_URL", "UPBOARD_UPLOADS", "UPBOARD_CLIENT_IP_HEADER"] {
            assert!(environment.contains_key(name), "the unit sets {name}: {environment:?}");
        }
        moved(&mut environment, dir.path());
        let port = free_port();
        environment.insert("UPBOARD_ADDR".into(), format!("127.0.0.1:{port}"));
        let mut process = Spawned::new(upboard_with(&environment, &["serve"]).stdout(Stdio::null()).stderr(Stdio::piped()).spawn().unwrap());
        answers(&mut process, port).await;
        let created = upboard_with(&environment, &["org", "create", "--name", "acme", "--admin-email", "ada@acme.test"]).output().unwrap();
        assert!(created.status.success(), "{}", String::from_utf8_lossy(&created.stderr));
        let created: serde_json::Value = serde_json::from_slice(&created.stdout).unwrap();
        let link = created["admin_sign_in_url"].as_str().unwrap();
        assert!(link.starts_with(&format!("{}/acme/signin/link?token=", environment["UPBOARD_PUBLIC_URL"])), "the link is the public address's: {link}");
        let http = reqwest::Client::new();
        let board = http.get(format!("http://127.0.0.1:{port}/acme")).send().await.unwrap();
        assert_eq!(board.status(), 200);
        assert!(board.headers().get("strict-transport-security").is_some(), "the unit's public URL is https: HSTS is on");
        let metrics = |forwarded: &'static str| http.get(format!("http://127.0.0.1:{port}/metrics")).header("x-forwarded-for", forwarded).send();
        assert_eq!(metrics("127.0.0.1").await.unwrap().status(), 200, "the proxy on this machine names loopback");
        assert_eq!(metrics("198.51.100.4").await.unwrap().status(), 404);
        assert!(dir.path().join("var/lib/upboard").join("upboard.db").exists(), "the database where the unit says");
    }

    /// Every location of deploy/nginx.conf that passes requests on sets the headers upboard
    /// trusts behind a proxy itself: in nginx a location's own proxy_set_header lines replace
    /// the server's, and a header it does not set is the client's (the live stream's
    /// location once passed on a client's X-Request-Id).
    #[test]
    fn every_nginx_location_sets_the_client_and_the_request_id() {
        let conf = repository_file("deploy/nginx.conf");
        let code: String = conf.lines().map(|l| l.split('#').next().unwrap_or("")).collect::<Vec<_>>().join("\n");
        let locations: Vec<&str> = code.split("location ").skip(1).collect();
        assert!(locations.len() >= 2, "{conf}");
        for location in locations.iter().filter(|l| l.contains("proxy_pass")) {
            for header in ["proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;", "proxy_set_header X-Request-Id $request_id;"] {
                assert!(location.contains(header), "{header} missing in location {}", location.lines().next().unwrap_or_default());
            }
        }
        assert!(code.contains("limit_conn per_client"), "a per-client connection limit in front");
    }
}

#[test]
fn compose_substitution_reads_defaults_as_compose_does() {
    assert_eq!(substituted("${UPBOARD_SMTP_URL:-}"), "");
    assert_eq!(substituted("${A:-http://x:1}/y"), "http://x:1/y");
    assert_eq!(substituted("a ${B} c"), "a  c");
    assert_eq!(shell_words(r#"A=1 B="two words"  C=3"#), ["A=1", "B=two words", "C=3"]);
}
