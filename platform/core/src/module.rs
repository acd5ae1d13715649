//! The module contract: what a feature crate gives the host.

use std::collections::HashSet;

use serde::Serialize;

use futures_util::future::BoxFuture;

use crate::jobs::JobRegistry;
use crate::ports::PortRegistry;
use crate::{AppContext, ServiceConfig};

/// A feature module. The host holds one explicit list of them and mounts the enabled ones.
pub trait Module: Send + Sync + 'static {
    /// Short stable name: the config key, the log target ("accounts").
    fn id(&self) -> &'static str;

    /// Modules this one needs enabled too.
    fn depends_on(&self) -> &'static [&'static str] {
        &[]
    }

    /// A core module cannot be switched off by staff (accounts, content).
    fn required(&self) -> bool {
        false
    }

    /// Checks the module's settings and builds what it shares (clients, into
    /// `ctx.singletons`) when the application connects; an error stops the start-up, so a bad
    /// configuration is found before the first request instead of by it.
    fn start(&self, _ctx: &AppContext) -> anyhow::Result<()> {
        Ok(())
    }

    /// Registers the ports this module provides to others (e.g. market's `MarketData`).
    fn provide(&self, _ctx: &AppContext, _ports: &mut PortRegistry) {}

    /// The module's own `eva <command> …` subcommand, if it has one.
    fn command(&self) -> Option<clap::Command> {
        None
    }

    /// Runs the module's subcommand with its parsed arguments.
    fn run_command<'a>(&'a self, _ctx: &'a AppContext, _args: &'a clap::ArgMatches) -> BoxFuture<'a, anyhow::Result<()>> {
        Box::pin(async { anyhow::bail!("module {} has no command", self.id()) })
    }

    /// Registers the module's handlers under the product's API paths.
    fn routes(&self, cfg: &mut ServiceConfig<'_>);

    /// The built-in sandbox providers this deployment configured the module with (named as
    /// their setting, `[module.kyc] provider`). The host refuses them when `public_url` is https
    /// and `allow_sandbox` is not set, and the web app shows a banner while any is on.
    fn sandboxes(&self, _ctx: &AppContext) -> Vec<&'static str> {
        Vec::new()
    }

    /// Routes that exist only while one of [`Module::sandboxes`] is configured (a sandbox's
    /// own pages).
    fn sandbox_routes(&self, _cfg: &mut ServiceConfig<'_>) {}

    /// Every route this deployment serves for the module: its own, and its sandbox's pages
    /// while a sandbox is configured.
    fn mount(&self, ctx: &AppContext, cfg: &mut ServiceConfig<'_>) {
        self.routes(cfg);
        if !self.sandboxes(ctx).is_empty() {
            self.sandbox_routes(cfg);
        }
    }

    /// Declares the module's background jobs, schedules and event subscriptions.
    fn jobs(&self, _registry: &mut JobRegistry) {}

    /// Limits on the module's expensive or sensitive routes, per user and per address; the host
    /// answers 429 with `Retry-After` past them.
    fn rate_limits(&self) -> Vec<crate::rate_limit::RouteLimit> {
        Vec::new()
    }

    /// What the web app needs to know about the module.
    fn manifest(&self) -> Manifest {
        Manifest::default()
    }

    /// Whether the module's event subscribers hear the facts the demo seed writes. The demo
    /// replays years of history through the modules' own code; a module that tells people of
    /// facts (notifications) answers false, so no one is told of history as if it were news.
    fn hears_demo_history(&self) -> bool {
        true
    }

    /// Inserts the module's reference data (always) and demo data (`demo`); must be idempotent.
    fn seed<'a>(&'a self, _ctx: &'a AppContext, _demo: bool) -> BoxFuture<'a, anyhow::Result<()>> {
        Box::pin(async { Ok(()) })
    }
}

#[derive(Debug, Clone, Default, Serialize, utoipa::ToSchema)]
pub struct Manifest {
    pub name_ar: &'static str,
    pub name_en: &'static str,
    /// Web routes this module serves; the web app hides them when the module is off.
    pub routes: Vec<&'static str>,
    pub nav: Vec<NavEntry>,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct NavEntry {
    pub path: &'static str,
    pub label_ar: &'static str,
    pub label_en: &'static str,
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum ModuleError {
    #[error("unknown module '{0}' in the enabled list; known modules: {1}")]
    Unknown(String, String),
    #[error("module '{module}' needs module '{missing}', which is not enabled")]
    MissingDependency { module: String, missing: String },
}

/// Picks the enabled modules from the full list, in the list's order, refusing unknown ids and
/// missing dependencies.
pub fn resolve<'a>(all: &'a [Box<dyn Module>], enabled: &[String]) -> Result<Vec<&'a dyn Module>, ModuleError> {
    let known: HashSet<&str> = all.iter().map(|m| m.id()).collect();
    if let Some(unknown) = enabled.iter().find(|id| !known.contains(id.as_str())) {
        let mut names: Vec<&str> = known.into_iter().collect();
        names.sort_unstable();
        return Err(ModuleError::Unknown(unknown.clone(), names.join(", ")));
    }
    let on: HashSet<&str> = enabled.iter().map(String::as_str).collect();
    let chosen: Vec<&dyn Module> = all.iter().map(Box::as_ref).filter(|m| on.contains(m.id())).collect();
    for m in &chosen {
        if let Some(missing) = m.depends_on().iter().find(|d| !on.contains(*d)) {
            return Err(ModuleError::MissingDependency { module: m.id().into(), missing: (*missing).into() });
        }
    }
    Ok(chosen)
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Fake(&'static str, &'static [&'static str]);

    impl Module for Fake {
        fn id(&self) -> &'static str {
            self.0
        }
        fn depends_on(&self) -> &'static [&'static str] {
            self.1
        }
        fn routes(&self, _cfg: &mut ServiceConfig<'_>) {}
    }

    fn all() -> Vec<Box<dyn Module>> {
        vec![Box::new(Fake("accounts", &[])), Box::new(Fake("ratings", &["accounts"]))]
    }

    fn ids(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| (*s).to_owned()).collect()
    }

    #[test]
    fn enabled_modules_keep_the_host_order() {
        let all = all();
        let chosen = resolve(&all, &ids(&["ratings", "accounts"])).map(|v| v.iter().map(|m| m.id()).collect::<Vec<_>>());
        assert_eq!(chosen, Ok(vec!["accounts", "ratings"]));
    }

    #[test]
    fn unknown_and_missing_dependencies_are_refused() {
        let all = all();
        assert!(matches!(resolve(&all, &ids(&["chat"])), Err(ModuleError::Unknown(id, _)) if id == "chat"));
        assert_eq!(
            resolve(&all, &ids(&["ratings"])).err(),
            Some(ModuleError::MissingDependency { module: "ratings".into(), missing: "accounts".into() })
        );
    }
}
