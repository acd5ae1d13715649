import { afterEach, describe, expect, it } from 'vitest';
import { rememberIntendedRoute } from '../../../lib/intended-route';
import { hasNeedKycFlag, setNeedKycFlag } from '../../../lib/session-flags';
import { returnRouteAfterVerified, takeReturnRoute } from './return-route';

afterEach(() => sessionStorage.clear());

describe('returning after verification', () => {
  it('goes back only when the server asked for KYC, home without an intended route', () => {
    expect(returnRouteAfterVerified(false, '/chat')).toBeNull();
    expect(returnRouteAfterVerified(true, '/chat/12?x=1')).toBe('/chat/12?x=1');
    expect(returnRouteAfterVerified(true, null)).toBe('/');
  });

  it('never returns to a KYC screen', () => {
    expect(returnRouteAfterVerified(true, '/kyc')).toBe('/');
    expect(returnRouteAfterVerified(true, '/kyc-agreement')).toBe('/');
    expect(returnRouteAfterVerified(true, '/kycx')).toBe('/kycx');
  });

  it('takes the route and clears the flag once', () => {
    rememberIntendedRoute('/ratings/3');
    setNeedKycFlag();
    expect(takeReturnRoute()).toBe('/ratings/3');
    expect(hasNeedKycFlag()).toBe(false);
    expect(takeReturnRoute()).toBeNull();
  });

  it('leaves a remembered route alone when KYC was not asked for', () => {
    rememberIntendedRoute('/ratings/3');
    expect(takeReturnRoute()).toBeNull();
    setNeedKycFlag();
    expect(takeReturnRoute()).toBe('/ratings/3');
  });
});
