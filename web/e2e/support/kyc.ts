import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { callApi } from './backend.ts';

/** A valid citizen's identity number (Luhn check digit), random so that each account has its own. */
export function identityNumber(): string {
  const body = `1${String(randomInt(10_000_000, 99_999_999)).padStart(8, '0')}`;
  let sum = 0;
  [...body].reverse().forEach((c, i) => {
    const d = Number(c);
    // From the right, the check digit's neighbour is doubled.
    sum += i % 2 === 0 ? (d * 2 > 9 ? d * 2 - 9 : d * 2) : d;
  });
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/**
 * Takes a user through the Saudi KYC path by the API, as the KYC journey does on screen: the
 * identity check (the sandbox confirms by itself within seconds), the form and the risk agreement.
 * For journeys about something else that a verified client does.
 */
export async function verifyIdentity(token: string): Promise<void> {
  const number = identityNumber();
  await callApi('POST', '/api/call_ap_web', { identity_number: number }, token);
  for (let i = 0; i < 60; i += 1) {
    const check = await callApi<{ data: { status: string } }>('GET', '/api/kyc/identity-check', undefined, token);
    if (check.data.status === 'completed') break;
    if (check.data.status !== 'waiting') throw new Error(`the identity check ended ${check.data.status}`);
    await sleep(500);
  }
  await callApi(
    'POST',
    '/api/addKyc',
    {
      identity_number: number,
      birth_calendar: 'gregorian',
      birth_year: 1990,
      birth_month: 4,
      birth_day: 15,
      bank: 'rajhi',
      social_status: 'married',
      net_savings: '50k_200k',
      family_members: '3_5',
      annual_income: '120k_300k',
      investment_objective: 'balanced',
      risk_answers: [true, true, true, true, true, true],
      acknowledgement: true,
    },
    token,
  );
  await callApi('POST', '/api/kycRiskAgree', { agree: true }, token);
}
