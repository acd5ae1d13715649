import { describe, expect, it } from 'vitest';
import { appRouteOf } from './link';
import { noticeIdOf, notificationDetailsPath, notificationSettingsPath } from './paths';

describe('notification addresses', () => {
  it('reads a notice id only from a positive whole number', () => {
    expect(noticeIdOf('42')).toBe(42);
    for (const bad of [undefined, '', '0', '-1', '1.5', '4e2', 'abc', '042', '99999999999999999']) expect(noticeIdOf(bad), String(bad)).toBeNull();
    expect(notificationDetailsPath(42)).toBe('/notification-details/42');
    expect(notificationSettingsPath).toBe('/my_profile#notifications');
  });

  it('follows a notice’s link only to a page of this app', () => {
    expect(appRouteOf('/kyc')).toBe('/kyc');
    expect(appRouteOf(' /rating-details/5 ')).toBe('/rating-details/5');
    for (const bad of [null, undefined, '', 'kyc', '//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)']) {
      expect(appRouteOf(bad), String(bad)).toBeNull();
    }
  });
});
