/** The suitability score runs from 0 to 24 (modules/kyc risk.rs). */
export const RISK_SCORE_MAX = 24;
