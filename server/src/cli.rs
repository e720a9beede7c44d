//! The command line of ../shared/spec/cli.md: every flag also has an environment variable.

use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand};
use std::net::SocketAddr;
use std::path::PathBuf;

pub const DEFAULT_DATABASE_URL: &str = "sqlite://data/upboard.db?mode=rwc";

#[derive(Debug, Parser)]
#[command(name = "upboard", version, about = "A self-hostable customer-feedback board and product roadmap.")]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

impl Cli {
    /// The command line, with the environment read as operators write it: a variable that is
    /// set but empty (`UPBOARD_SMTP_URL=`, as compose's `${UPBOARD_SMTP_URL:-}` passes it) is
    /// not set, for every option, so that its default holds.
    pub fn from_env_and_args() -> Self {
        let matches = without_empty_variables(Self::command()).get_matches();
        Self::from_arg_matches(&matches).unwrap_or_else(|error| error.exit())
    }
}

/// `command` with every option whose environment variable is empty read as if it were unset.
fn without_empty_variables(command: clap::Command) -> clap::Command {
    let command = command.mut_args(|arg| {
        let empty = arg.get_env().is_some_and(|name| std::env::var_os(name).is_some_and(|value| value.to_string_lossy().trim().is_empty()));
        // clap read the variable when the option was built; an option without it takes its default.
        if empty { arg.env(None::<&str>) } else { arg }
    });
    let names: Vec<String> = command.get_subcommands().map(|sub| sub.get_name().to_owned()).collect();
    names.into_iter().fold(command, |command, name| command.mut_subcommand(name, without_empty_variables))
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Start the web server: UI, REST API under /api/v3 and /healthz.
    Serve(ServeArgs),
    /// Manage organizations.
    Org {
        #[command(subcommand)]
        command: OrgCommand,
    },
    /// Manage buckets (boards) of an organization.
    Bucket {
        #[command(subcommand)]
        command: BucketCommand,
    },
    /// Create the demo organization (once) and print how to use it.
    Demo(DemoArgs),
    /// Fill an organization with generated data for benchmarks.
    Seed(SeedArgs),
    /// Write a consistent copy of the whole database to a new file, while it is in use
    /// (SQLite: VACUUM INTO; PostgreSQL: pg_dump's custom format).
    Backup(BackupArgs),
    /// Put a backup in place of a database (SQLite: a new file, or --replace one no process
    /// has open; PostgreSQL: pg_restore into an existing database).
    Restore(RestoreArgs),
    /// Write a whole organization (settings, boards, people, posts, votes, comments, changelog,
    /// webhooks, attached files) to one archive, to move it to another server.
    Export(ExportArgs),
    /// Load an organization from an archive of `upboard export` into this server's database.
    Import(ImportArgs),
    /// Move in from another board: its boards, posts, votes and comments into an organization
    /// here, with a dry run first (an extension of cli.md; docs/import.md).
    ImportFrom {
        #[command(subcommand)]
        source: ImportSource,
    },
    /// Manage the people of an organization.
    User {
        #[command(subcommand)]
        command: UserCommand,
    },
    /// An organization's OpenID Connect sign-in providers (an extension of cli.md).
    Oidc {
        #[command(subcommand)]
        command: OidcCommand,
    },
    /// An organization's embeddable widget: its identify secret and the host pages allowed to
    /// use it (an extension of cli.md; docs/widget.md).
    Widget {
        #[command(subcommand)]
        command: WidgetCommand,
    },
    /// Ask a running `upboard serve` whether it serves (`GET /healthz`): exit 0 when it answers
    /// 200 within the timeout, 1 otherwise. For container and supervisor health checks.
    Health(HealthArgs),
}

#[derive(Debug, Args)]
pub struct HealthArgs {
    /// The server's address, as `upboard serve --addr` has it (a wildcard address such as
    /// 0.0.0.0 is asked on loopback).
    #[arg(long, env = "UPBOARD_ADDR", default_value = "127.0.0.1:3000")]
    pub addr: SocketAddr,
    /// Seconds to wait for the answer.
    #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u64).range(1..=300))]
    pub timeout: u64,
}

/// Where a server keeps uploaded files and the address they are served from, as `serve` has them.
#[derive(Debug, Clone, Args)]
pub struct StorageArgs {
    /// A folder, or `s3://bucket[/prefix]` (as `upboard serve --uploads`).
    #[arg(long, env = "UPBOARD_UPLOADS", default_value = "data/uploads")]
    pub uploads: PathBuf,
    /// The server's address (as `upboard serve --public-url`): images in the text point there.
    #[arg(long, env = "UPBOARD_PUBLIC_URL", default_value = "http://localhost:3000")]
    pub public_url: String,
}

#[derive(Debug, Args)]
pub struct ExportArgs {
    #[command(flatten)]
    pub database: DatabaseArgs,
    #[command(flatten)]
    pub storage: StorageArgs,
    /// The organization's name.
    #[arg(long)]
    pub org: String,
    /// The archive to write (a .tar.gz); it must not exist.
    #[arg(long)]
    pub out: PathBuf,
}

#[derive(Debug, Args)]
pub struct ImportArgs {
    #[command(flatten)]
    pub database: DatabaseArgs,
    #[command(flatten)]
    pub storage: StorageArgs,
    /// The archive `upboard export` wrote.
    #[arg(long)]
    pub from: PathBuf,
    /// The name here, when not the archive's own (which must then be free).
    #[arg(long = "as")]
    pub name: Option<String>,
}

/// The boards `upboard import-from` reads.
#[derive(Debug, Subcommand)]
pub enum ImportSource {
    /// A server that speaks this project's `/api/v3` (FeatureOS, Hellonext, another upboard).
    #[command(name = "api-v3")]
    ApiV3(ImportApiV3Args),
    /// Canny, through its REST API.
    Canny(ImportCannyArgs),
    /// UserVoice's CSV exports: the full suggestions export (one row per suggestion and
    /// voter) and, optionally, the comments export.
    #[command(name = "uservoice")]
    UserVoice(ImportUserVoiceArgs),
    /// Canny's CSV exports: the posts export and, optionally, votes and comments exports.
    #[command(name = "canny-csv")]
    CannyCsv(ImportCannyCsvArgs),
}

/// What every import takes: where to, how, and the status mapping.
#[derive(Debug, Args)]
pub struct ImportIntoArgs {
    #[command(flatten)]
    pub database: DatabaseArgs,
    /// Where the images of the source's text are copied to: the server's store and address.
    #[command(flatten)]
    pub storage: StorageArgs,
    /// The organization here that receives what the source holds.
    #[arg(long)]
    pub into: String,
    /// Report what would be created, matched and skipped, and write nothing.
    #[arg(long)]
    pub dry_run: bool,
    /// A status of the source and the status here it becomes, as `"Label there=Label here"`
    /// (repeatable). Statuses not named go to the status here of that label or kind, or are
    /// made.
    #[arg(long = "status", value_name = "THERE=HERE")]
    pub statuses: Vec<String>,
}

#[derive(Debug, Args)]
pub struct ImportApiV3Args {
    #[command(flatten)]
    pub into: ImportIntoArgs,
    /// The source server's address (`https://old.example`, with or without `/api/v3`).
    #[arg(long)]
    pub url: String,
    /// The source organization's API key (better in the environment than on a command line).
    #[arg(long, env = "UPBOARD_IMPORT_API_KEY", hide_env_values = true)]
    pub api_key: String,
}

#[derive(Debug, Args)]
pub struct ImportCannyArgs {
    #[command(flatten)]
    pub into: ImportIntoArgs,
    /// Canny's secret API key (better in the environment than on a command line).
    #[arg(long, env = "UPBOARD_IMPORT_API_KEY", hide_env_values = true)]
    pub api_key: String,
    /// Canny's API address, when not https://canny.io/api/v1.
    #[arg(long)]
    pub url: Option<String>,
}

#[derive(Debug, Args)]
pub struct ImportUserVoiceArgs {
    #[command(flatten)]
    pub into: ImportIntoArgs,
    /// The full suggestions export (CSV).
    #[arg(long)]
    pub suggestions: std::path::PathBuf,
    /// The comments export (CSV).
    #[arg(long)]
    pub comments: Option<std::path::PathBuf>,
}

#[derive(Debug, Args)]
pub struct ImportCannyCsvArgs {
    #[command(flatten)]
    pub into: ImportIntoArgs,
    /// The posts export (CSV).
    #[arg(long)]
    pub posts: std::path::PathBuf,
    /// The votes export (CSV): one row per vote.
    #[arg(long)]
    pub votes: Option<std::path::PathBuf>,
    /// The comments export (CSV): one row per comment.
    #[arg(long)]
    pub comments: Option<std::path::PathBuf>,
}

#[derive(Debug, Args)]
pub struct BackupArgs {
    #[command(flatten)]
    pub database: DatabaseArgs,
    /// The file to write; it must not exist.
    #[arg(long)]
    pub out: PathBuf,
}

#[derive(Debug, Args)]
pub struct RestoreArgs {
    #[command(flatten)]
    pub database: DatabaseArgs,
    /// The backup to restore (made by `upboard backup`).
    #[arg(long)]
    pub from: PathBuf,
    /// SQLite: overwrite the database file if it exists (stop every process using it first).
    #[arg(long)]
    pub replace: bool,
}

impl Command {
    pub fn is_serve(&self) -> bool {
        matches!(self, Self::Serve(_))
    }
}

#[derive(Debug, Clone, Args)]
pub struct DatabaseArgs {
    /// SQLite (`sqlite://path?mode=rwc`) or PostgreSQL (`postgres://...`) URL.
    #[arg(long, env = "UPBOARD_DATABASE_URL", default_value = DEFAULT_DATABASE_URL)]
    pub database_url: String,
}

#[derive(Debug, Clone, Args)]
pub struct ServeArgs {
    /// Address to listen on.
    #[arg(long, env = "UPBOARD_ADDR", default_value = "127.0.0.1:3000")]
    pub addr: SocketAddr,
    #[command(flatten)]
    pub database: DatabaseArgs,
    /// The address users reach the server at; used in the links the product hands out.
    #[arg(long, env = "UPBOARD_PUBLIC_URL", default_value = "http://localhost:3000")]
    pub public_url: String,
    /// Where uploaded attachments are kept: a folder, or `s3://bucket[/prefix]` for S3 or an
    /// S3-compatible store (configured by the usual AWS_* variables; AWS_ENDPOINT_URL for a
    /// store other than AWS; see docs/deploy.md).
    #[arg(long, env = "UPBOARD_UPLOADS", default_value = "data/uploads")]
    pub uploads: PathBuf,
    /// Requests per minute per API key; 0 turns rate limiting off.
    #[arg(long, env = "UPBOARD_RATE_LIMIT", default_value_t = 600)]
    pub rate_limit: u32,
    /// Behind a reverse proxy: the header it puts the client's address in (e.g.
    /// X-Forwarded-For; its last entry is used), for the per-address limits of sign-in and
    /// the other page requests. Without it, the connection's peer is the client.
    #[arg(long, env = "UPBOARD_CLIENT_IP_HEADER")]
    pub client_ip_header: Option<String>,
    /// Folder of the built WASM bundle and stylesheet (cargo-leptos' site root).
    #[arg(long, env = "UPBOARD_SITE_ROOT", default_value = "target/site")]
    pub site_root: PathBuf,
    /// Let webhooks go to loopback, private, link-local and metadata addresses (refused
    /// otherwise, when saved and at each delivery): for tests and closed networks only.
    /// As a variable: true/false, 1/0, yes/no or on/off.
    #[arg(long, env = "UPBOARD_ALLOW_PRIVATE_WEBHOOKS", value_parser = clap::builder::BoolishValueParser::new())]
    pub allow_private_webhooks: bool,
    /// SMTP server for e-mail notifications: `smtps://user:password@host:465` (TLS),
    /// `smtp://user:password@host:587?tls=required` (STARTTLS), `smtp://host:25` (plain, on a
    /// trusted network only). Without it each e-mail is written as an `.eml` file to --mail-dir.
    #[arg(long, env = "UPBOARD_SMTP_URL", hide_env_values = true)]
    pub smtp_url: Option<String>,
    /// The sender of e-mail notifications.
    #[arg(long, env = "UPBOARD_MAIL_FROM", default_value = "upboard <noreply@localhost>")]
    pub mail_from: String,
    /// Where e-mails go as `.eml` files when no SMTP server is configured.
    #[arg(long, env = "UPBOARD_MAIL_DIR", default_value = "data/mail")]
    pub mail_dir: PathBuf,
    /// The key that seals the secrets the server reads back (two-factor secrets): base64 of 32
    /// random bytes (`openssl rand -base64 32`); several, comma-separated, rotate keys (the
    /// first seals, every one opens). Without it a key kept in the database is used.
    #[arg(long, env = "UPBOARD_SECRET_KEY", hide_env_values = true)]
    pub secret_key: Option<String>,
    /// A secret that opens `/metrics` on the site's port to a scraper sending it as
    /// `Authorization: Bearer …`, from any address (besides --metrics-allow).
    #[arg(long, env = "UPBOARD_METRICS_TOKEN", hide_env_values = true)]
    pub metrics_token: Option<String>,
    /// Client addresses (comma-separated addresses or networks) that may read `/metrics` on
    /// the site's port; behind a proxy, the address --client-ip-header names.
    #[arg(long, env = "UPBOARD_METRICS_ALLOW", value_delimiter = ',', default_value = "127.0.0.0/8,::1", value_parser = network)]
    pub metrics_allow: Vec<ipnet::IpNet>,
    /// Also serve `/metrics` on this address, to whoever reaches it (a port of a private
    /// network, for the scraper).
    #[arg(long, env = "UPBOARD_METRICS_ADDR")]
    pub metrics_addr: Option<std::net::SocketAddr>,
    /// What this process does: `all` (the site and the background work), `web` (the site and
    /// the API, no delivery worker) or `worker` (webhooks, e-mail, digests and the upload
    /// sweep; on --addr only /healthz and /metrics). Several processes may share the roles.
    #[arg(long, env = "UPBOARD_ROLE", value_enum, default_value_t = Role::All)]
    pub role: Role,
    /// Seconds a client has to send a request's headers whole; a slower one is disconnected.
    #[arg(long, env = "UPBOARD_HEADER_TIMEOUT", default_value_t = 10, value_parser = clap::value_parser!(u64).range(1..))]
    pub header_timeout: u64,
    /// Connections one peer address may hold open at a time (0: no limit). Default: 256, and
    /// no limit when --client-ip-header is set (behind a proxy every connection comes from the
    /// proxy; the per-client limits then count the address it names).
    #[arg(long, env = "UPBOARD_MAX_CONNECTIONS_PER_IP")]
    pub max_connections_per_ip: Option<usize>,
    /// Live streams (every open board or post page holds one) this process keeps at once, from
    /// everyone; one more is answered 503 with Retry-After. At most 32 per client address.
    /// Lowered at start to fit the open-file limit.
    #[arg(long, env = "UPBOARD_MAX_LIVE_STREAMS", default_value_t = 4096, value_parser = clap::value_parser!(u64).range(1..))]
    pub max_live_streams: u64,
    /// Seconds a request body may take before it must keep up --body-min-rate.
    #[arg(long, env = "UPBOARD_BODY_GRACE", default_value_t = 10)]
    pub body_grace: u64,
    /// Bytes a second a request body must average after --body-grace; a slower one is cut (408).
    #[arg(long, env = "UPBOARD_BODY_MIN_RATE", default_value_t = 8192, value_parser = clap::value_parser!(u64).range(1..))]
    pub body_min_rate: u64,
}

impl ServeArgs {
    /// Whether a reverse proxy names the client (--client-ip-header).
    pub fn behind_proxy(&self) -> bool {
        self.client_ip_header.as_deref().is_some_and(|name| !name.trim().is_empty())
    }

    /// What one client may hold of the server (`server::listen`).
    pub fn limits(&self) -> crate::listen::Limits {
        crate::listen::Limits {
            header_timeout: std::time::Duration::from_secs(self.header_timeout),
            connections_per_address: self.max_connections_per_ip.unwrap_or(if self.behind_proxy() { 0 } else { 256 }),
            body_grace: std::time::Duration::from_secs(self.body_grace),
            body_min_rate: self.body_min_rate,
            ..crate::listen::Limits::default()
        }
    }
}

/// What an `upboard serve` process does (see [`ServeArgs::role`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Role {
    All,
    Web,
    Worker,
}

impl Role {
    /// Whether it serves the site and the API.
    pub fn serves(self) -> bool {
        self != Self::Worker
    }

    /// Whether it runs the background work.
    pub fn works(self) -> bool {
        self != Self::Web
    }
}

/// An address or a network (`10.0.0.0/8`); an address is a network of itself.
fn network(value: &str) -> Result<ipnet::IpNet, String> {
    let value = value.trim();
    value
        .parse::<ipnet::IpNet>()
        .or_else(|_| value.parse::<std::net::IpAddr>().map(ipnet::IpNet::from))
        .map_err(|_| format!("{value:?} is not an address or a network such as 10.0.0.0/8"))
}

#[derive(Debug, Subcommand)]
pub enum OrgCommand {
    /// Create an organization with default statuses, a default bucket and its admin.
    Create(OrgCreateArgs),
    /// Make a single-use sign-in link for a person of an organization (the first admin, say):
    /// it works once, for --hours, and ends the person's earlier links.
    SignInLink(SignInLinkArgs),
}

#[derive(Debug, Args)]
pub struct SignInLinkArgs {
    /// The organization's name.
    #[arg(long)]
    pub org: String,
    /// The person's e-mail.
    #[arg(long)]
    pub email: String,
    /// How long the link works, in hours (at most a week).
    #[arg(long, default_value_t = 24, value_parser = clap::value_parser!(u16).range(1..=168))]
    pub hours: u16,
    /// The address people reach the server at (as `upboard serve --public-url`): the link's.
    #[arg(long, env = "UPBOARD_PUBLIC_URL", default_value = "http://localhost:3000")]
    pub public_url: String,
    #[command(flatten)]
    pub database: DatabaseArgs,
}

#[derive(Debug, Subcommand)]
pub enum UserCommand {
    /// Set a person's password (from UPBOARD_PASSWORD, else one line read from standard
    /// input); their other sessions end.
    SetPassword(PersonArgs),
    /// Turn a person's two-factor sign-in off, for someone who lost both their authenticator
    /// app and their recovery codes; they sign in with their password or a link again.
    TwoFactorOff(PersonArgs),
    /// Give a person a role: admin, member (also called moderator: members moderate), csm,
    /// or customer (off the team). The last admin keeps their role.
    Role(RoleArgs),
}

#[derive(Debug, Subcommand)]
pub enum OidcCommand {
    /// Add a provider (its discovery document is read first): prints it with the redirect
    /// address to register at the provider.
    Add(Box<OidcAddArgs>),
    /// The organization's providers, as JSON.
    List(OidcOrgArgs),
    /// Remove a provider by id; its people keep their accounts.
    Remove(OidcRemoveArgs),
}

#[derive(Debug, Args)]
pub struct OidcAddArgs {
    /// The organization's name.
    #[arg(long)]
    pub org: String,
    /// The issuer's address (https://, or http:// on this machine).
    #[arg(long)]
    pub issuer: String,
    #[arg(long)]
    pub client_id: String,
    /// The client secret (or UPBOARD_OIDC_CLIENT_SECRET, kept out of the process list).
    #[arg(long, env = "UPBOARD_OIDC_CLIENT_SECRET", hide_env_values = true)]
    pub client_secret: String,
    /// Scopes besides openid, space- or comma-separated (default: email profile).
    #[arg(long, default_value = "")]
    pub scopes: String,
    /// The claim whose values give team roles (e.g. groups, or realm_access.roles); without
    /// it the provider does not decide roles.
    #[arg(long, default_value = "")]
    pub role_claim: String,
    /// A value of the role claim that makes an admin (repeatable).
    #[arg(long)]
    pub admin_value: Vec<String>,
    /// A value that makes a moderator (a member: members moderate; repeatable).
    #[arg(long)]
    pub moderator_value: Vec<String>,
    /// A value that makes a member (repeatable).
    #[arg(long)]
    pub member_value: Vec<String>,
    /// A value that makes a customer success manager (repeatable).
    #[arg(long)]
    pub csm_value: Vec<String>,
    /// E-mail domains whose people may join through the provider (comma-separated; default:
    /// anyone it signs in).
    #[arg(long, default_value = "")]
    pub join_domains: String,
    /// What the sign-in button says after "Sign in with" (default: the issuer's host).
    #[arg(long)]
    pub label: Option<String>,
    /// The address people reach the server at (as `upboard serve --public-url`): the redirect
    /// address's.
    #[arg(long, env = "UPBOARD_PUBLIC_URL", default_value = "http://localhost:3000")]
    pub public_url: String,
    /// The key that seals the client secret (as `upboard serve --secret-key`).
    #[arg(long, env = "UPBOARD_SECRET_KEY", hide_env_values = true)]
    pub secret_key: Option<String>,
    #[command(flatten)]
    pub database: DatabaseArgs,
}

#[derive(Debug, Subcommand)]
pub enum WidgetCommand {
    /// A new identify secret, printed once as JSON (`widget_secret`); the one it replaces
    /// keeps working for --grace-hours.
    Secret(WidgetSecretArgs),
    /// The host pages' origins allowed to call the widget: --add, --remove, or the list.
    Origins(WidgetOriginsArgs),
}

#[derive(Debug, Args)]
pub struct WidgetSecretArgs {
    /// The organization's name.
    #[arg(long)]
    pub org: String,
    /// How long the secret it replaces keeps working, in hours (0 to 720).
    #[arg(long, default_value_t = 0)]
    pub grace_hours: u32,
    /// The key that seals the secret (as `upboard serve --secret-key`).
    #[arg(long, env = "UPBOARD_SECRET_KEY", hide_env_values = true)]
    pub secret_key: Option<String>,
    #[command(flatten)]
    pub database: DatabaseArgs,
}

#[derive(Debug, Args)]
pub struct WidgetOriginsArgs {
    /// The organization's name.
    #[arg(long)]
    pub org: String,
    /// An origin to allow, such as https://app.example.com.
    #[arg(long, conflicts_with = "remove")]
    pub add: Option<String>,
    /// An origin to allow no more.
    #[arg(long)]
    pub remove: Option<String>,
    /// Print the list (also what --add and --remove print after their change).
    #[arg(long)]
    pub list: bool,
    #[command(flatten)]
    pub database: DatabaseArgs,
}

#[derive(Debug, Args)]
pub struct OidcOrgArgs {
    /// The organization's name.
    #[arg(long)]
    pub org: String,
    /// The address people reach the server at: the redirect address's.
    #[arg(long, env = "UPBOARD_PUBLIC_URL", default_value = "http://localhost:3000")]
    pub public_url: String,
    #[command(flatten)]
    pub database: DatabaseArgs,
}

#[derive(Debug, Args)]
pub struct OidcRemoveArgs {
    /// The organization's name.
    #[arg(long)]
    pub org: String,
    /// The provider's id (`upboard oidc list`).
    #[arg(long)]
    pub id: i64,
    #[command(flatten)]
    pub database: DatabaseArgs,
}

#[derive(Debug, Args)]
pub struct RoleArgs {
    /// The organization's name.
    #[arg(long)]
    pub org: String,
    /// The person's e-mail (someone who has signed in or been added already).
    #[arg(long)]
    pub email: String,
    /// admin, member (or moderator), csm, or customer.
    #[arg(long, value_enum)]
    pub role: RoleName,
    #[command(flatten)]
    pub database: DatabaseArgs,
}

/// A role as `upboard user role --role` names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum RoleName {
    Admin,
    Member,
    /// The same as member: members moderate posts, comments, statuses and tags.
    Moderator,
    Csm,
    /// Off the team.
    Customer,
}

impl RoleName {
    /// The team role it gives (`None`: none, a customer).
    pub fn role(self) -> Option<app::domain::users::Role> {
        use app::domain::users::Role;
        match self {
            Self::Admin => Some(Role::Admin),
            Self::Member | Self::Moderator => Some(Role::Member),
            Self::Csm => Some(Role::Csm),
            Self::Customer => None,
        }
    }
}

#[derive(Debug, Args)]
pub struct PersonArgs {
    /// The organization's name.
    #[arg(long)]
    pub org: String,
    /// The person's e-mail.
    #[arg(long)]
    pub email: String,
    #[command(flatten)]
    pub database: DatabaseArgs,
}

#[derive(Debug, Args)]
pub struct OrgCreateArgs {
    /// Lowercase letters, digits and hyphens; the first segment of the board's address.
    #[arg(long)]
    pub name: String,
    #[arg(long)]
    pub admin_email: String,
    #[arg(long)]
    pub display_name: Option<String>,
    #[arg(long)]
    pub admin_name: Option<String>,
    /// Lets the admin sign in with a password (at least 8 characters).
    #[arg(long, env = "UPBOARD_ADMIN_PASSWORD", hide_env_values = true)]
    pub admin_password: Option<String>,
    /// The organization's language (en, de, es, fr, ar): its readers' default, and the names of
    /// the statuses and the board it starts with (an extension of cli.md; English without it).
    #[arg(long)]
    pub language: Option<String>,
    /// The address people reach the server at (as `upboard serve --public-url`): without
    /// --admin-password, the admin's single-use sign-in link (`admin_sign_in_url`) points there.
    #[arg(long, env = "UPBOARD_PUBLIC_URL", default_value = "http://localhost:3000")]
    pub public_url: String,
    /// The key that seals the widget's secret (as `upboard serve --secret-key`).
    #[arg(long, env = "UPBOARD_SECRET_KEY", hide_env_values = true)]
    pub secret_key: Option<String>,
    #[command(flatten)]
    pub database: DatabaseArgs,
}

#[derive(Debug, Subcommand)]
pub enum BucketCommand {
    /// Create a bucket in an organization.
    Create(BucketCreateArgs),
}

#[derive(Debug, Args)]
pub struct BucketCreateArgs {
    /// The organization's name.
    #[arg(long)]
    pub org: String,
    #[arg(long)]
    pub name: String,
    /// Only the team (and API clients sending ALLOW-PRIVATE: true) see a private bucket.
    #[arg(long)]
    pub private: bool,
    #[command(flatten)]
    pub database: DatabaseArgs,
}

#[derive(Debug, Args)]
pub struct DemoArgs {
    #[command(flatten)]
    pub database: DatabaseArgs,
    /// Used in the printed board address.
    #[arg(long, env = "UPBOARD_PUBLIC_URL", default_value = "http://localhost:3000")]
    pub public_url: String,
    /// Print one JSON object instead of the human-readable summary.
    #[arg(long)]
    pub json: bool,
    /// The key that seals the widget's secret (as `upboard serve --secret-key`).
    #[arg(long, env = "UPBOARD_SECRET_KEY", hide_env_values = true)]
    pub secret_key: Option<String>,
}

#[derive(Debug, Args)]
pub struct SeedArgs {
    /// The organization to fill.
    #[arg(long)]
    pub org: String,
    #[arg(long, default_value_t = 1_000)]
    pub posts: u64,
    #[arg(long, default_value_t = 10_000)]
    pub votes: u64,
    #[arg(long, default_value_t = 2_000)]
    pub comments: u64,
    /// At least this many customers (by default as many as the votes need).
    #[arg(long, default_value_t = 0)]
    pub customers: u64,
    /// Companies, with monthly revenue and plans; four customers in five belong to one (for
    /// the Priorities view).
    #[arg(long, default_value_t = 0)]
    pub companies: u64,
    #[command(flatten)]
    pub database: DatabaseArgs,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_command_line_is_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn serve_defaults_follow_the_contract() {
        let cli = Cli::try_parse_from(["upboard", "serve"]).unwrap();
        let Command::Serve(args) = cli.command else { panic!("not serve") };
        // Environment variables of the test run could override these; the suite sets none.
        if std::env::var_os("UPBOARD_ADDR").is_none() {
            assert_eq!(args.addr.to_string(), "127.0.0.1:3000");
        }
        if std::env::var_os("UPBOARD_DATABASE_URL").is_none() {
            assert_eq!(args.database.database_url, DEFAULT_DATABASE_URL);
        }
        if std::env::var_os("UPBOARD_RATE_LIMIT").is_none() {
            assert_eq!(args.rate_limit, 600);
        }
        if std::env::var_os("UPBOARD_METRICS_ALLOW").is_none() {
            let loopback: Vec<String> = args.metrics_allow.iter().map(ToString::to_string).collect();
            assert_eq!(loopback, ["127.0.0.0/8", "::1/128"], "/metrics for loopback only, unless told");
        }
    }

    #[test]
    fn metrics_are_allowed_to_addresses_and_networks_and_anything_else_is_refused() {
        assert_eq!(network("10.0.0.0/8").unwrap().to_string(), "10.0.0.0/8");
        assert_eq!(network(" 192.0.2.7 ").unwrap().to_string(), "192.0.2.7/32");
        assert_eq!(network("fd00::/8").unwrap().to_string(), "fd00::/8");
        assert!(network("everyone").unwrap_err().contains("not an address or a network"));
    }
}
