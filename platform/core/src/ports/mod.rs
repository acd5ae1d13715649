//! Ports: what one module offers the others, as traits defined here.
//!
//! The providing module registers its implementation at start-up ([`crate::Module::provide`]);
//! a consumer asks the [`crate::AppContext`] for it and names the provider in `depends_on()`.
//! A provider whose module is switched off no longer answers: consumers get the port's
//! default (for `Entitlements`, nothing paid is granted).

mod analyst_lists;
mod bank_accounts;
mod checkout;
mod consents;
mod coverage;
mod entitlements;
mod identity;
mod list_offers;
mod market_data;
mod notifications;
mod track_records;

use std::any::{Any, TypeId};
use std::collections::HashMap;
use std::sync::Arc;

pub use analyst_lists::{AnalystList, AnalystLists};
pub use bank_accounts::{BankAccount, BankAccounts};
pub use checkout::{Checkout, CheckoutRequest, CheckoutStarted, PaymentStatus};
pub use consents::{Acceptance, CONSENT_NEEDED, ConsentStatus, Consents, documents};
pub use coverage::{Call, StockCoverage};
pub use entitlements::{Entitlements, Feature, Grants, NothingGranted};
pub use identity::{Identity, KycState};
pub use list_offers::{
    DemoSale, LIST_MAX_DISCOUNT_PERCENT, LIST_MIN_MONTHLY_HALALAS, ListEarning, ListKind, ListOffer, ListOffers, ListPrice,
    ListSubscription, Sale, after_discount,
};
pub use market_data::{
    BarInterval, Dividend, FundamentalPeriod, IndexCode, LatestPrice, MarketAnalytics, MarketCode, MarketData, Mention, PriceBar,
    RiskFigures, SessionHour, ShariahStatus, StockRef, StockSignal, TechnicalEvent, TechnicalPicture,
};
pub use notifications::NotificationFeed;
pub use track_records::{OpinionLists, RatingLists, RecordKind, TrackRecord, TrackRecords};

/// Why a port could not answer (the provider's own failure, e.g. its database).
#[derive(Debug, thiserror::Error)]
#[error("{port} failed: {source}")]
pub struct PortError {
    pub port: &'static str,
    #[source]
    pub source: anyhow::Error,
}

impl PortError {
    pub fn new(port: &'static str, source: impl Into<anyhow::Error>) -> Self {
        Self { port, source: source.into() }
    }
}

impl From<PortError> for crate::ApiError {
    fn from(e: PortError) -> Self {
        crate::ApiError::internal(e)
    }
}

struct Provided {
    module: &'static str,
    value: Box<dyn Any + Send + Sync>,
}

/// The ports the enabled modules provide, collected at start-up.
#[derive(Default)]
pub struct PortRegistry {
    provided: HashMap<TypeId, Provided>,
    current_module: &'static str,
}

impl PortRegistry {
    pub fn new() -> Self {
        Self::default()
    }

    /// Which module the next registrations belong to (the host sets it before each hook).
    pub fn set_module(&mut self, module: &'static str) {
        self.current_module = module;
    }

    /// Registers `implementation` as this module's provider of port `P` (e.g. `dyn MarketData`).
    pub fn provide<P: ?Sized + Send + Sync + 'static>(&mut self, implementation: Arc<P>) -> &mut Self {
        self.provided.insert(TypeId::of::<P>(), Provided { module: self.current_module, value: Box::new(implementation) });
        self
    }

    pub fn into_ports(self) -> Ports {
        Ports { provided: Arc::new(self.provided) }
    }
}

/// Read access to the registered ports.
#[derive(Clone, Default)]
pub struct Ports {
    provided: Arc<HashMap<TypeId, Provided>>,
}

impl std::fmt::Debug for Ports {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Ports").field("count", &self.provided.len()).finish()
    }
}

impl Ports {
    /// The provider of port `P` and the module that registered it.
    pub fn get<P: ?Sized + Send + Sync + 'static>(&self) -> Option<(&'static str, Arc<P>)> {
        let found = self.provided.get(&TypeId::of::<P>())?;
        found.value.downcast_ref::<Arc<P>>().map(|p| (found.module, p.clone()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    trait Greeter: Send + Sync {
        fn hello(&self) -> &'static str;
    }
    struct Arabic;
    impl Greeter for Arabic {
        fn hello(&self) -> &'static str {
            "مرحبا"
        }
    }

    #[test]
    fn a_port_is_found_with_its_module() {
        let mut registry = PortRegistry::new();
        registry.set_module("greetings");
        registry.provide::<dyn Greeter>(Arc::new(Arabic));
        let ports = registry.into_ports();
        let (module, greeter) = ports.get::<dyn Greeter>().map(|(m, g)| (m, g.hello())).unwrap_or_default();
        assert_eq!((module, greeter), ("greetings", "مرحبا"));
        assert!(ports.get::<dyn Entitlements>().is_none());
    }
}
