//! What each subcommand does. Output for scripts goes to stdout; everything else to stderr.

mod backup;
mod bucket;
mod demo;
mod health;
mod import_from;
mod oidc;
mod org;
mod seed;
mod serve;
mod transfer;
mod user;
mod widget;

use crate::cli::Command;
use app::domain::{self, Db};

#[derive(Debug, thiserror::Error)]
pub enum CommandError {
    #[error("{0}")]
    Usage(String),
    #[error("{0}")]
    Domain(#[from] domain::Error),
    #[error("cannot open the database: {0}")]
    Database(#[from] sea_orm::DbErr),
    #[error("{0}")]
    Io(#[from] std::io::Error),
    #[error("{0}")]
    Source(#[from] crate::importers::SourceError),
}

pub type Result<T = ()> = std::result::Result<T, CommandError>;

pub async fn run(command: Command) -> Result {
    match command {
        Command::Serve(args) => serve::run(args).await,
        Command::Org { command } => org::run(command).await,
        Command::Bucket { command } => bucket::run(command).await,
        Command::Demo(args) => demo::run(args).await,
        Command::Seed(args) => seed::run(args).await,
        Command::Backup(args) => backup::backup(args).await,
        Command::Restore(args) => backup::restore(args).await,
        Command::Export(args) => transfer::export(args).await,
        Command::Import(args) => transfer::import(args).await,
        Command::ImportFrom { source } => import_from::run(source).await,
        Command::Health(args) => health::run(args).await,
        Command::User { command } => user::run(command).await,
        Command::Oidc { command } => oidc::run(command).await,
        Command::Widget { command } => widget::run(command).await,
    }
}

async fn connect(database_url: &str) -> Result<Db> {
    Ok(Db::connect(database_url).await?)
}

/// The organization named `name`, or the command's refusal.
async fn organization(db: &Db, name: &str) -> Result<app::entities::organization::Model> {
    domain::organizations::find_by_name(db.conn(), name)
        .await?
        .ok_or_else(|| CommandError::Usage(format!("there is no organization named `{name}`")))
}

/// The organization named `org` and its person with the e-mail `email` (as `--email` gave it),
/// or the command's refusal.
async fn person(db: &Db, org: &str, email: &str) -> Result<(app::entities::organization::Model, app::entities::user::Model)> {
    let parsed = app::model::Email::parse(email).map_err(|e| CommandError::Usage(format!("--email `{email}` {e}")))?;
    let organization = organization(db, org).await?;
    let user = domain::users::find_by_email(db.conn(), organization.id, &parsed)
        .await?
        .ok_or_else(|| CommandError::Usage(format!("{org} has nobody with the e-mail {email}")))?;
    Ok((organization, user))
}

fn print_json(value: &serde_json::Value) {
    println!("{value}");
}
