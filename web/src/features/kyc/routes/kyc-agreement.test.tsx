import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { rememberIntendedRoute } from '../../../lib/intended-route';
import { hasNeedKycFlag, setNeedKycFlag } from '../../../lib/session-flags';
import { localKeys } from '../../../lib/storage-keys';
import { installFakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-app';
import { aKycView, anAwaitingView, aVerifiedView } from '../testing/fixtures';
import type { KycView } from '../types';

const location = () => screen.getByTestId('location').textContent;

const disclosure = {
  key: 'risk-disclosure',
  title: 'Risk disclosure',
  body: '<p>Shares can fall as well as rise.</p>',
  format: 'html',
  version: 4,
  updated_at: '2026-11-01T00:00:00Z',
};

beforeEach(() => {
  localStorage.setItem(localKeys.token, 'tok');
});

afterEach(async () => {
  vi.unstubAllGlobals();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

function agreementApi(initial: KycView = anAwaitingView()) {
  let mine = initial;
  return installFakeApi({
    handlers: {
      'GET /api/kyc': () => ({ body: { data: mine } }),
      'GET /api/contents/risk-disclosure': () => ({ body: { data: disclosure } }),
      'POST /api/kycRiskAgree': () => {
        mine = aVerifiedView();
        return { body: { data: mine } };
      },
    },
  });
}

describe('/kyc-agreement', () => {
  it('shows the risk profile and the disclosure, and asks for the acceptance first', async () => {
    const { calls } = agreementApi();
    renderScreen('/kyc-agreement');
    expect(await screen.findByRole('heading', { level: 1, name: 'Risk agreement' })).toBeInTheDocument();
    const profile = screen.getByTestId('kyc-risk-profile');
    expect(profile).toHaveAttribute('data-profile', 'moderate');
    expect(profile).toHaveTextContent('Moderate');
    expect(profile).toHaveTextContent('A balance of growth and safety');
    expect(screen.getByTestId('kyc-risk-score')).toHaveTextContent('Score: 11 of 24');
    expect(await screen.findByText('Shares can fall as well as rise.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByTestId('kyc-agree-submit'));
    expect(screen.getByText('Please accept the risk agreement to continue')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/kycRiskAgree')).toBe(false);
  });

  it('completes the verification and, without a KYC request, offers home', async () => {
    const { calls } = agreementApi();
    renderScreen('/kyc-agreement');
    const user = userEvent.setup();
    await screen.findByText('Shares can fall as well as rise.');
    await user.click(screen.getByTestId('kyc-agree'));
    await user.click(screen.getByTestId('kyc-agree-submit'));
    expect(await screen.findByTestId('kyc-verified')).toHaveTextContent('Your identity is verified');
    expect(screen.getByTestId('kyc-home')).toHaveAttribute('href', '/');
    expect(calls.find((call) => call.path === '/api/kycRiskAgree')?.body).toEqual({ agree: true });
    expect(location()).toBe('/kyc-agreement');
  });

  it('returns the user to where KYC was asked for once verified', async () => {
    rememberIntendedRoute('/chat/5');
    setNeedKycFlag();
    agreementApi();
    renderScreen('/kyc-agreement');
    const user = userEvent.setup();
    await screen.findByText('Shares can fall as well as rise.');
    await user.click(screen.getByTestId('kyc-agree'));
    await user.click(screen.getByTestId('kyc-agree-submit'));
    await waitFor(() => expect(location()).toBe('/chat/5'));
    expect(hasNeedKycFlag()).toBe(false);
  });

  it('sends anyone not at this step back to /kyc', async () => {
    agreementApi(aKycView());
    renderScreen('/kyc-agreement');
    await waitFor(() => expect(location()).toBe('/kyc'));
  });
});
