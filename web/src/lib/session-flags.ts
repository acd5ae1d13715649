import { sessionKeys } from './storage-keys';

/** Set when a payment for a stock analysis starts; start-up then sends the user to /success. */
export function hasAnalysisPaymentFlag(): boolean {
  return sessionStorage.getItem(sessionKeys.analysisPayment) !== null;
}

export function setAnalysisPaymentFlag(): void {
  sessionStorage.setItem(sessionKeys.analysisPayment, '1');
}

export function clearAnalysisPaymentFlag(): void {
  sessionStorage.removeItem(sessionKeys.analysisPayment);
}

/** Set when the server answers code "22": the KYC screens read it to return the user afterwards. */
export function setNeedKycFlag(): void {
  sessionStorage.setItem(sessionKeys.needKyc, '1');
}

export function hasNeedKycFlag(): boolean {
  return sessionStorage.getItem(sessionKeys.needKyc) !== null;
}

export function clearNeedKycFlag(): void {
  sessionStorage.removeItem(sessionKeys.needKyc);
}
