//! The `upboard` binary: parses the command line and runs the command (`server::cli`).

use server::cli::Cli;
use std::process::ExitCode;

/// glibc's allocator spends a fifth of a list request in contention and consolidation across
/// the database's worker threads; mimalloc does not.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[tokio::main]
async fn main() -> ExitCode {
    server::allocator::return_freed_memory_promptly();
    let cli = Cli::from_env_and_args();
    server::telemetry::init(cli.command.is_serve());
    match server::commands::run(cli.command).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}
