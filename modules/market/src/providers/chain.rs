//! Providers in the configured order: each call goes to the first that answers, and quotes are
//! cached briefly so a burst of page views costs one upstream call.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use chrono::{DateTime, NaiveDate, Utc};

use super::{Provider, ProviderBar, ProviderError, ProviderHour, ProviderQuote, SymbolRef};

pub struct ProviderChain {
    providers: Vec<Arc<dyn Provider>>,
    ttl: Duration,
    cache: Mutex<HashMap<SymbolRef, (Instant, ProviderQuote, &'static str)>>,
}

impl ProviderChain {
    pub fn new(providers: Vec<Arc<dyn Provider>>, ttl: Duration) -> Self {
        Self { providers, ttl, cache: Mutex::new(HashMap::new()) }
    }

    /// Quotes for the symbols, with the name of the provider that gave each.
    pub async fn quotes(&self, symbols: &[SymbolRef]) -> Result<Vec<(ProviderQuote, &'static str)>, ProviderError> {
        let now = Instant::now();
        let (mut out, missing): (Vec<_>, Vec<SymbolRef>) = {
            let cache = self.cache.lock().map_err(|_| ProviderError::Unavailable("quote cache poisoned".into()))?;
            let mut hits = Vec::new();
            let mut missing = Vec::new();
            for s in symbols {
                match cache.get(s) {
                    Some((at, q, from)) if now.duration_since(*at) < self.ttl => hits.push((q.clone(), *from)),
                    _ => missing.push(s.clone()),
                }
            }
            (hits, missing)
        };
        if missing.is_empty() {
            return Ok(out);
        }
        let mut last_error = ProviderError::Unavailable("no provider configured".into());
        for provider in &self.providers {
            match provider.quotes(&missing).await {
                Ok(quotes) => {
                    if let Ok(mut cache) = self.cache.lock() {
                        for q in &quotes {
                            cache.insert(q.symbol.clone(), (now, q.clone(), provider.name()));
                        }
                    }
                    out.extend(quotes.into_iter().map(|q| (q, provider.name())));
                    return Ok(out);
                }
                Err(e) => {
                    tracing::warn!(provider = provider.name(), error = %e, "quote provider failed; trying the next");
                    last_error = e;
                }
            }
        }
        Err(last_error)
    }

    pub async fn daily_history(
        &self,
        symbol: &SymbolRef,
        from: NaiveDate,
        to: NaiveDate,
    ) -> Result<(Vec<ProviderBar>, &'static str), ProviderError> {
        let mut last_error = ProviderError::Unavailable("no provider configured".into());
        for provider in &self.providers {
            match provider.daily_history(symbol, from, to).await {
                Ok(bars) => return Ok((bars, provider.name())),
                Err(e) => last_error = e,
            }
        }
        Err(last_error)
    }

    pub async fn hourly_history(
        &self,
        symbol: &SymbolRef,
        from: DateTime<Utc>,
        to: DateTime<Utc>,
    ) -> Result<(Vec<ProviderHour>, &'static str), ProviderError> {
        let mut last_error = ProviderError::Unavailable("no provider configured".into());
        for provider in &self.providers {
            match provider.hourly_history(symbol, from, to).await {
                Ok(hours) => return Ok((hours, provider.name())),
                Err(e) => last_error = e,
            }
        }
        Err(last_error)
    }

    /// Each provider's health, for staff and `/ready`-style checks.
    pub async fn health(&self) -> Vec<(&'static str, Result<(), ProviderError>)> {
        let mut out = Vec::new();
        for p in &self.providers {
            out.push((p.name(), p.health().await));
        }
        out
    }
}
