import { describe, expect, it } from 'vitest';
import type { KycStatus } from '../types';
import { kycScreenOf } from './kyc-screen';

describe('/kyc’s screen', () => {
  it('follows the verification’s status', () => {
    expect(kycScreenOf({ status: 'verified' })).toBe('verified');
    expect(kycScreenOf({ status: 'in_review' })).toBe('inReview');
    expect(kycScreenOf({ status: 'rejected' })).toBe('rejected');
    expect(kycScreenOf({ status: 'awaiting_agreement' })).toBe('awaitingAgreement');
    expect(kycScreenOf({ status: 'none' })).toBe('form');
    expect(kycScreenOf({ status: 'erased' })).toBe('form');
    // A status a newer server may send is treated as not verified.
    expect(kycScreenOf({ status: 'something new' as KycStatus })).toBe('form');
  });
});
