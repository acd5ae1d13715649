//! Which modules are on right now.
//!
//! Config decides which modules a deployment has at all (`[modules] enabled`) and may lock some
//! on (`locked_on`); staff switch the other optional ones in the staff console. The choice is
//! stored in the database and every instance reloads it every second, so a switch reaches all
//! of them without a restart. Off means: routes answer 404, events are not delivered to it,
//! schedules skip their ticks, `GET /api/modules` leaves it out.

use std::collections::{BTreeMap, HashSet};
use std::sync::{Arc, RwLock};
use std::time::Duration;

use sea_orm::{DatabaseConnection, EntityTrait, Set};
use serde::Serialize;

use crate::ApiError;
use crate::entities::module_switches;
use crate::i18n::Message;

/// What the host knows of a module, for switching it.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct ModuleFacts {
    pub id: &'static str,
    pub name_ar: &'static str,
    pub name_en: &'static str,
    /// Part of this deployment (config); a module that is not cannot be switched on.
    pub available: bool,
    /// Core modules (accounts, content) cannot be switched off.
    pub required: bool,
    /// Config fixes its state.
    pub locked: bool,
    pub depends_on: Vec<&'static str>,
}

#[derive(Debug)]
struct Inner {
    facts: Vec<ModuleFacts>,
    on: RwLock<HashSet<&'static str>>,
    /// Whether every available module is on: asked per request, kept with `on`.
    every_available_on: std::sync::atomic::AtomicBool,
}

#[derive(Debug, Clone)]
pub struct ModuleSwitches {
    inner: Arc<Inner>,
}

/// Why a switch was refused; the message names the module in the way.
#[derive(Debug)]
pub enum SwitchRefusal {
    Unknown,
    NotAvailable,
    Required,
    Locked,
    NeededBy(&'static str),
    Needs(&'static str),
}

const LOCKED: Message =
    Message::new("حالة هذه الوحدة مثبتة في إعدادات النشر", "This module's state is fixed by the deployment's configuration");
const REQUIRED: Message = Message::new("لا يمكن إيقاف وحدة أساسية", "A core module cannot be switched off");
const NOT_AVAILABLE: Message = Message::new("هذه الوحدة غير مضمنة في هذا النشر", "This module is not part of this deployment");

impl SwitchRefusal {
    pub fn into_api_error(self, facts: &[ModuleFacts]) -> ApiError {
        let name = |id: &str| {
            let f = facts.iter().find(|f| f.id == id);
            let localized = match crate::i18n::current_lang() {
                crate::Lang::Ar => f.map_or(id, |f| f.name_ar),
                crate::Lang::En => f.map_or(id, |f| f.name_en),
            };
            if localized.is_empty() { id.to_owned() } else { localized.to_owned() }
        };
        match self {
            SwitchRefusal::Unknown => ApiError::not_found(),
            SwitchRefusal::NotAvailable => ApiError::conflict(NOT_AVAILABLE),
            SwitchRefusal::Required => ApiError::conflict(REQUIRED),
            SwitchRefusal::Locked => ApiError::conflict(LOCKED),
            SwitchRefusal::NeededBy(other) => ApiError::conflict_text(match crate::i18n::current_lang() {
                crate::Lang::Ar => format!("لا يمكن إيقاف هذه الوحدة لأن وحدة «{}» تعتمد عليها", name(other)),
                crate::Lang::En => format!("This module cannot be switched off: {} needs it", name(other)),
            }),
            SwitchRefusal::Needs(other) => ApiError::conflict_text(match crate::i18n::current_lang() {
                crate::Lang::Ar => format!("يلزم تشغيل وحدة «{}» أولاً", name(other)),
                crate::Lang::En => format!("Switch on {} first: this module needs it", name(other)),
            }),
        }
    }
}

impl ModuleSwitches {
    /// Every module of the host with its facts; the available ones start on until the
    /// database says otherwise.
    pub fn new(facts: Vec<ModuleFacts>) -> Self {
        let on = facts.iter().filter(|f| f.available).map(|f| f.id).collect();
        Self { inner: Arc::new(Inner { facts, on: RwLock::new(on), every_available_on: true.into() }) }
    }

    pub fn facts(&self) -> &[ModuleFacts] {
        &self.inner.facts
    }

    pub fn is_on(&self, id: &str) -> bool {
        self.inner.on.read().map(|on| on.contains(id)).unwrap_or(true)
    }

    /// Whether every available module is on (the usual case), without a lock: a check made per
    /// request.
    pub fn every_available_on(&self) -> bool {
        self.inner.every_available_on.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// The modules on now, in the host list's order.
    pub fn enabled(&self) -> Vec<&'static str> {
        self.inner.facts.iter().map(|f| f.id).filter(|id| self.is_on(id)).collect()
    }

    /// Applies the stored choices: locked and unavailable modules keep their config state, and a
    /// module whose dependency is off is off too.
    pub async fn reload(&self, db: &DatabaseConnection) -> Result<(), sea_orm::DbErr> {
        let stored: BTreeMap<String, bool> =
            module_switches::Entity::find().all(db).await?.into_iter().map(|r| (r.module_id, r.enabled)).collect();
        let mut on: HashSet<&'static str> = HashSet::new();
        for f in &self.inner.facts {
            let wanted = f.available && (f.locked || f.required || stored.get(f.id).copied().unwrap_or(true));
            if wanted {
                on.insert(f.id);
            }
        }
        // Dependencies in the host list come first, so one pass in reverse settles chains.
        loop {
            let before = on.len();
            for f in &self.inner.facts {
                if on.contains(f.id) && f.depends_on.iter().any(|d| !on.contains(d)) {
                    on.remove(f.id);
                }
            }
            if on.len() == before {
                break;
            }
        }
        if let Ok(mut current) = self.inner.on.write() {
            let every = self.inner.facts.iter().filter(|f| f.available).all(|f| on.contains(f.id));
            *current = on;
            self.inner.every_available_on.store(every, std::sync::atomic::Ordering::Relaxed);
        }
        Ok(())
    }

    /// Checks a staff member's switch against config and dependencies, stores it, applies it here.
    pub async fn set(
        &self,
        db: &DatabaseConnection,
        id: &str,
        enabled: bool,
        by: i64,
    ) -> Result<Result<(), SwitchRefusal>, sea_orm::DbErr> {
        let Some(f) = self.inner.facts.iter().find(|f| f.id == id) else { return Ok(Err(SwitchRefusal::Unknown)) };
        if !f.available {
            return Ok(Err(SwitchRefusal::NotAvailable));
        }
        if f.locked && !enabled {
            return Ok(Err(SwitchRefusal::Locked));
        }
        if f.required && !enabled {
            return Ok(Err(SwitchRefusal::Required));
        }
        if enabled {
            if let Some(missing) = f.depends_on.iter().find(|d| !self.is_on(d)) {
                return Ok(Err(SwitchRefusal::Needs(missing)));
            }
        } else if let Some(dependent) = self.inner.facts.iter().find(|o| self.is_on(o.id) && o.depends_on.contains(&f.id)) {
            return Ok(Err(SwitchRefusal::NeededBy(dependent.id)));
        }
        let row = module_switches::ActiveModel {
            module_id: Set(f.id.to_owned()),
            enabled: Set(enabled),
            changed_by: Set(Some(by)),
            changed_at: Set(chrono::Utc::now()),
        };
        module_switches::Entity::insert(row)
            .on_conflict(
                sea_orm::sea_query::OnConflict::column(module_switches::Column::ModuleId)
                    .update_columns([
                        module_switches::Column::Enabled,
                        module_switches::Column::ChangedBy,
                        module_switches::Column::ChangedAt,
                    ])
                    .to_owned(),
            )
            .exec(db)
            .await?;
        self.reload(db).await?;
        Ok(Ok(()))
    }

    /// The cache topic announced when staff switch a module.
    pub const TOPIC: &'static str = "platform.module_switches";

    /// Reloads every `period` until the switches are dropped (the application ended).
    pub fn watch(&self, db: DatabaseConnection, period: Duration) {
        let weak = Arc::downgrade(&self.inner);
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(period);
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                tick.tick().await;
                let Some(inner) = weak.upgrade() else { break };
                let switches = ModuleSwitches { inner };
                if let Err(e) = switches.reload(&db).await {
                    tracing::warn!(error = %e, "could not reload module switches");
                }
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn facts() -> Vec<ModuleFacts> {
        let f = |id, required, depends_on: Vec<&'static str>| ModuleFacts {
            id,
            name_ar: id,
            name_en: id,
            available: true,
            required,
            locked: false,
            depends_on,
        };
        vec![f("accounts", true, vec![]), f("market", false, vec![]), f("ratings", false, vec!["market"])]
    }

    #[test]
    fn every_available_module_starts_on() {
        let s = ModuleSwitches::new(facts());
        assert_eq!(s.enabled(), vec!["accounts", "market", "ratings"]);
    }
}
