//! What a call needs besides a role, declared in the handler's signature:
//! `Entitled<Signals>` (999), `PhoneOnFile` ("1020"), `KycVerified` ("22"). Each also signs the
//! user in (guest → 401), so a handler names one of them instead of `SignedIn`.
//!
//! Features that depend on the request (a list by id) are checked in the handler with
//! [`crate::AppContext::require_entitlement`].

use std::future::Future;
use std::marker::PhantomData;
use std::pin::Pin;

use actix_web::{FromRequest, HttpMessage, HttpRequest, dev::Payload, web};

use crate::auth::{AuthUser, SignedIn};
use crate::ports::{Feature, Grants};
use crate::{ApiError, AppContext};

/// A paid feature named by a type, for `Entitled<F>`.
pub trait PaidFeature: 'static {
    const FEATURE: Feature;
}

/// The paid features that need no id.
pub mod features {
    use super::{Feature, PaidFeature};

    macro_rules! paid {
        ($($(#[$doc:meta])* $name:ident => $feature:expr;)*) => {$(
            $(#[$doc])*
            #[derive(Debug, Clone, Copy)]
            pub struct $name;
            impl PaidFeature for $name {
                const FEATURE: Feature = $feature;
            }
        )*};
    }

    paid! {
        /// Unlimited AI chat.
        AiChat => Feature::AiChat;
        /// Stock signals.
        Signals => Feature::Signals;
        /// The technical-analysis screen.
        TechnicalAnalysis => Feature::TechnicalAnalysis;
        /// Strategy reports and full rankings.
        Reports => Feature::Reports;
    }
}

type Fut<T> = Pin<Box<dyn Future<Output = Result<T, ApiError>>>>;

fn context(req: &HttpRequest) -> Result<web::Data<AppContext>, ApiError> {
    req.app_data::<web::Data<AppContext>>().cloned().ok_or_else(|| ApiError::internal(anyhow::anyhow!("AppContext missing")))
}

/// The user's grants for this request: read from the `Entitlements` port once, then kept in the
/// request, so every check of one request (extractors and handler) costs one read.
pub async fn request_grants(req: &HttpRequest, ctx: &AppContext, user_id: i64) -> Result<Grants, ApiError> {
    let kept = req.extensions().get::<(i64, Grants)>().filter(|(id, _)| *id == user_id).map(|(_, g)| g.clone());
    if let Some(grants) = kept {
        return Ok(grants);
    }
    let grants = ctx.entitlements().granted(user_id).await?;
    req.extensions_mut().insert((user_id, grants.clone()));
    Ok(grants)
}

/// A signed-in user and everything they may use now (read once per request).
#[derive(Debug, Clone)]
pub struct Granted {
    pub user: AuthUser,
    pub grants: Grants,
}

impl Granted {
    /// Ok when the user holds `feature`; code 999 otherwise.
    pub fn require(&self, feature: Feature) -> Result<(), ApiError> {
        if self.grants.has(feature) { Ok(()) } else { Err(ApiError::no_payment()) }
    }
}

impl FromRequest for Granted {
    type Error = ApiError;
    type Future = Fut<Self>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let user = SignedIn::from_request(req, payload);
        let ctx = context(req);
        let req = req.clone();
        Box::pin(async move {
            let SignedIn(user) = user.await?;
            let grants = request_grants(&req, &*ctx?, user.id()).await?;
            Ok(Granted { user, grants })
        })
    }
}

/// A signed-in user entitled to `F`; otherwise HTTP 200 with code 999.
#[derive(Debug, Clone)]
pub struct Entitled<F: PaidFeature>(pub AuthUser, PhantomData<F>);

impl<F: PaidFeature> std::ops::Deref for Entitled<F> {
    type Target = AuthUser;
    fn deref(&self) -> &AuthUser {
        &self.0
    }
}

impl<F: PaidFeature> FromRequest for Entitled<F> {
    type Error = ApiError;
    type Future = Fut<Self>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let user = SignedIn::from_request(req, payload);
        let ctx = context(req);
        let req = req.clone();
        Box::pin(async move {
            let SignedIn(user) = user.await?;
            if !request_grants(&req, &*ctx?, user.id()).await?.has(F::FEATURE) {
                return Err(ApiError::no_payment());
            }
            Ok(Entitled(user, PhantomData))
        })
    }
}

/// A signed-in user with a phone number on file; otherwise HTTP 200 with code "1020".
#[derive(Debug, Clone)]
pub struct PhoneOnFile(pub AuthUser);

impl FromRequest for PhoneOnFile {
    type Error = ApiError;
    type Future = Fut<Self>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let user = SignedIn::from_request(req, payload);
        Box::pin(async move {
            let SignedIn(user) = user.await?;
            // The web app stores "-" for a skipped phone (spec §4).
            let has_phone = user.user.phone.as_deref().is_some_and(|p| !p.trim().is_empty() && p.trim() != "-");
            if has_phone { Ok(PhoneOnFile(user)) } else { Err(ApiError::phone_required()) }
        })
    }
}

/// A signed-in user whose identity is verified where the kyc module is on; otherwise HTTP 200
/// with code "22".
#[derive(Debug, Clone)]
pub struct KycVerified(pub AuthUser);

impl FromRequest for KycVerified {
    type Error = ApiError;
    type Future = Fut<Self>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let user = SignedIn::from_request(req, payload);
        let ctx = context(req);
        Box::pin(async move {
            let SignedIn(user) = user.await?;
            ctx?.require_kyc(user.id()).await?;
            Ok(KycVerified(user))
        })
    }
}
