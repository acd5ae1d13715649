//! `eva notifications vapid-keys`: a new VAPID key pair for Web Push, printed as the settings
//! that turn it on. Nothing is stored: the operator puts it in `eva.toml` (or the environment).

use clap::{ArgMatches, Command};

use crate::push::keys;

pub fn command() -> Command {
    Command::new("notifications")
        .about("Notifications")
        .subcommand_required(true)
        .subcommand(Command::new("vapid-keys").about("Print a new VAPID key pair for Web Push, as the settings that turn it on"))
}

pub fn run(args: &ArgMatches) -> anyhow::Result<()> {
    match args.subcommand() {
        Some(("vapid-keys", _)) => {
            let (private, public) = keys::generate();
            println!("# Web Push: keep the private key secret; browsers subscribed with the public one.");
            println!("# Changing it later means every device turns notifications on again.");
            println!("[module.notifications.push]");
            println!("vapid_private_key = \"{private}\"");
            println!("# public key: {public}");
            Ok(())
        }
        _ => anyhow::bail!("unknown notifications command"),
    }
}
