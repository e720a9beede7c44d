//! `upboard user`: what an operator does for one person (an extension of cli.md): set their
//! password, when they have none (an admin made without one) or lost it; give them a role;
//! turn their two-factor sign-in off when they lost their app and recovery codes.

use super::{CommandError, Result, connect, print_json};
use crate::cli::{PersonArgs, RoleArgs, UserCommand};
use app::domain::{team, users::Role};
use serde_json::json;

pub async fn run(command: UserCommand) -> Result {
    let args = match command {
        UserCommand::SetPassword(args) => args,
        UserCommand::Role(args) => return role(args).await,
        UserCommand::TwoFactorOff(args) => return two_factor_off(args).await,
    };
    // Checked before a password is asked for.
    app::model::Email::parse(&args.email).map_err(|e| CommandError::Usage(format!("--email `{}` {e}", args.email)))?;
    // From the environment, else one line of standard input (a prompt on a terminal): never a
    // flag, which every user of the machine could read in the process list.
    let password = match std::env::var("UPBOARD_PASSWORD").ok().filter(|p| !p.is_empty()) {
        Some(password) => password,
        None => {
            use std::io::IsTerminal;
            if std::io::stdin().is_terminal() {
                eprint!("New password for {}: ", args.email);
            }
            let mut line = String::new();
            std::io::stdin().read_line(&mut line)?;
            line.trim_end_matches(['\r', '\n']).to_owned()
        }
    };
    let db = connect(&args.database.database_url).await?;
    let (_, user) = super::person(&db, &args.org, &args.email).await?;
    app::domain::sessions::set_password(&db, &user, &password).await?;
    print_json(&json!({"user": {"id": user.id, "email": user.email}, "password_set": true, "sessions_ended": true}));
    Ok(())
}

/// `upboard user role`: puts the person on the team with a role, or takes them off it.
async fn role(args: RoleArgs) -> Result {
    let role = args.role.role();
    let db = connect(&args.database.database_url).await?;
    let (organization, user) = super::person(&db, &args.org, &args.email).await?;
    let txn = db.begin_write().await?;
    let before = team::assign(&*txn, organization.id, &user, role).await?;
    txn.commit().await?;
    let name = |role: Option<Role>| role.map_or_else(|| "customer".to_owned(), Role::name);
    print_json(&json!({"user": {"id": user.id, "email": user.email}, "role": name(role), "previous_role": name(before)}));
    Ok(())
}

/// `upboard user two-factor-off`: the way back for someone who lost their authenticator app
/// and their recovery codes (the operator checks who is asking; nothing here can).
async fn two_factor_off(args: PersonArgs) -> Result {
    let db = connect(&args.database.database_url).await?;
    let (_, user) = super::person(&db, &args.org, &args.email).await?;
    let was_on = app::domain::two_factor::remove(&db, &user).await?;
    print_json(&json!({"user": {"id": user.id, "email": user.email}, "two_factor": false, "was_on": was_on}));
    Ok(())
}
