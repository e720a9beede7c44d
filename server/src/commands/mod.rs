//! What each subcommand does. Output for scripts goes to stdout; everything else to stderr.

mod backup;
mod bucket;
mod demo;
mod health;
mod org;
mod seed;
mod serve;
mod transfer;
mod user;

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
        Command::Health(args) => health::run(args).await,
        Command::User { command } => user::run(command).await,
    }
}

async fn connect(database_url: &str) -> Result<Db> {
    Ok(Db::connect(database_url).await?)
}

fn print_json(value: &serde_json::Value) {
    println!("{value}");
}
