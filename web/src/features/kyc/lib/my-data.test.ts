import { describe, expect, it } from 'vitest';
import { aKycExport } from '../testing/fixtures';
import type { KycStatus } from '../types';
import { hasKycData, hasPassportPhoto, KYC_EXPORT_FILE_NAME, kycExportFile, passportFileName } from './my-data';

describe('the user’s own KYC data', () => {
  it('is offered while something is kept', () => {
    for (const status of ['awaiting_agreement', 'in_review', 'verified', 'rejected'] as const) expect(hasKycData({ status })).toBe(true);
    for (const status of ['none', 'erased', 'something new'] as KycStatus[]) expect(hasKycData({ status })).toBe(false);
  });

  it('has a passport photo on the passport path only', () => {
    expect(hasPassportPhoto({ status: 'in_review', path: 'foreign' })).toBe(true);
    expect(hasPassportPhoto({ status: 'verified', path: 'saudi' })).toBe(false);
    expect(hasPassportPhoto({ status: 'erased', path: 'foreign' })).toBe(false);
    expect(hasPassportPhoto({ status: 'rejected', path: null })).toBe(false);
  });

  it('is saved as indented JSON, Arabic kept as written', async () => {
    const data = aKycExport({ full_name: 'سارة العتيبي' });
    const file = kycExportFile(data);
    expect(KYC_EXPORT_FILE_NAME).toBe('eva-kyc-data.json');
    expect(file.type).toBe('application/json;charset=utf-8');
    const text = await file.text();
    expect(JSON.parse(text)).toEqual(data);
    expect(text).toContain('\n  "identity_number": "1023456789"');
    expect(text).toContain('"full_name": "سارة العتيبي"');
  });

  it('names the passport photo by its type', () => {
    expect(passportFileName('image/png')).toBe('eva-passport.png');
    expect(passportFileName('image/jpeg')).toBe('eva-passport.jpg');
    expect(passportFileName('')).toBe('eva-passport.jpg');
  });
});
