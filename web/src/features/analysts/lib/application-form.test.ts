import { describe, expect, it } from 'vitest';
import {
  applicationFormData,
  certificateProblem,
  checkApplication,
  CERTIFICATE_MAX_BYTES,
  emptyApplication,
  looksLikePhone,
  looksLikeXAccount,
  type ApplicationValues,
} from './application-form';

const complete: ApplicationValues = {
  full_name: 'سارة القحطاني',
  display_name: 'سارة',
  phone: '0551234567',
  x_account: '@sara_charts',
  experience_years: '5-10',
  markets: 'saudi',
  analysis_type: 'technical',
  trader_type: 'week',
  timeframes: 'اليومي',
  about: 'محللة فنية',
  terms: true,
};

const pdf = (size = 10, name = 'cme1.pdf', type = 'application/pdf') => new File([new Uint8Array(size)], name, { type });

describe('the join form', () => {
  it('names every missing field with its own message', () => {
    const problems = checkApplication(emptyApplication, null);
    expect(problems).toEqual({
      full_name: 'fullNameRequired',
      display_name: 'displayNameRequired',
      phone: 'phoneRequired',
      x_account: 'xAccountRequired',
      experience_years: 'experienceRequired',
      markets: 'marketsRequired',
      analysis_type: 'analysisTypeRequired',
      trader_type: 'traderTypeRequired',
      timeframes: 'timeframesRequired',
      about: 'aboutRequired',
      certificate: 'certificateRequired',
      terms: 'termsRequired',
    });
  });

  it('passes a complete form', () => {
    expect(Object.values(checkApplication(complete, pdf())).filter(Boolean)).toEqual([]);
  });

  it('reads X accounts the way people write them', () => {
    for (const ok of ['@sara', 'sara_1', 'https://x.com/sara/', 'twitter.com/Sara']) expect(looksLikeXAccount(ok), ok).toBe(true);
    for (const bad of ['@', 'sara charts', 'a_handle_that_is_too_long']) expect(looksLikeXAccount(bad), bad).toBe(false);
  });

  it('accepts Saudi and international phones, Arabic digits too', () => {
    for (const ok of ['0551234567', '+44 7911 123456', '٠٥٥١٢٣٤٥٦٧']) expect(looksLikePhone(ok), ok).toBe(true);
    for (const bad of ['12', 'phone']) expect(looksLikePhone(bad), bad).toBe(false);
  });

  it('refuses a certificate too large or of another kind before sending it', () => {
    expect(certificateProblem(pdf(CERTIFICATE_MAX_BYTES))).toBeNull();
    expect(certificateProblem(pdf(CERTIFICATE_MAX_BYTES + 1))).toBe('certificateTooLarge');
    expect(certificateProblem(pdf(10, 'scan.jpeg', 'image/jpeg'))).toBeNull();
    expect(certificateProblem(pdf(10, 'notes.docx', 'application/msword'))).toBe('certificateType');
  });

  it('sends trimmed fields, the ticked terms and the file', () => {
    const body = applicationFormData({ ...complete, full_name: '  سارة  ' }, pdf());
    expect(body.get('full_name')).toBe('سارة');
    expect(body.get('terms')).toBe('true');
    expect(body.get('experience_years')).toBe('5-10');
    expect((body.get('certificate') as File).name).toBe('cme1.pdf');
  });
});
