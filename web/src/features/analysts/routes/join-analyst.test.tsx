import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localKeys } from '../../../lib/storage-keys';
import { installFakeApi } from '../../../test/fake-api';
import { renderApp, renderScreen } from '../../../test/render-app';
import { anApplication } from '../testing/fixtures';
import type { Application } from '../types';

/** Stands in for the multipart upload (XMLHttpRequest, for its progress events). */
function installFakeUpload(answer: (form: FormData) => { status: number; body: unknown }) {
  const sent: FormData[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    withCredentials = false;
    open() {}
    setRequestHeader() {}
    getResponseHeader() {
      return null;
    }
    abort() {}
    send(form: FormData) {
      sent.push(form);
      const result = answer(form);
      this.status = result.status;
      this.responseText = JSON.stringify(result.body);
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

async function choose(user: ReturnType<typeof userEvent.setup>, field: string, value: string) {
  await user.click(screen.getByTestId(`join-${field}`));
  await user.click(await screen.findByTestId(`join-${field}-${value}`));
}

beforeEach(() => {
  localStorage.setItem(localKeys.token, 'tok');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('join as an analyst', () => {
  it('says under each field what it needs, sends the form with the certificate, and shows the request received', async () => {
    let mine: Application | null = null;
    installFakeApi({
      handlers: {
        'GET /api/analyst/application': () => ({ body: { data: { application: mine, can_apply: mine === null, review_days_min: 4, review_days_max: 7 } } }),
      },
    });
    const sent = installFakeUpload((form) => {
      if (form.get('x_account') === '@taken')
        return { status: 422, body: { message: 'The given data was invalid', errors: { x_account: ['Server says no'] } } };
      mine = anApplication();
      return { status: 201, body: { data: mine } };
    });
    renderApp('/analysts/join');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('join-submit'));
    for (const message of [
      'Please enter your full name',
      'Please choose the markets you target',
      'Please attach the general securities trading certificate (CME1)',
      'You must agree to the terms and conditions',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(sent).toHaveLength(0);

    for (const [field, text] of [
      ['full_name', 'Sara Q'],
      ['display_name', 'Sara'],
      ['phone', '0551234567'],
      ['x_account', '@taken'],
      ['timeframes', 'Daily'],
      ['about', 'Analyst'],
    ]) {
      await user.click(screen.getByTestId(`join-${field}`));
      await user.paste(text);
    }
    await choose(user, 'experience_years', '10+');
    await choose(user, 'markets', 'all');
    await choose(user, 'analysis_type', 'financial');
    await choose(user, 'trader_type', 'day');
    await user.upload(screen.getByTestId('join-certificate'), new File(['%PDF-1.4'], 'cme1.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByTestId('join-terms'));
    await user.click(screen.getByTestId('join-submit'));
    expect(await screen.findByText('Server says no')).toBeInTheDocument();

    await user.clear(screen.getByTestId('join-x_account'));
    await user.paste('@sara');
    await user.click(screen.getByTestId('join-submit'));
    await screen.findByTestId('analyst-application-received');
    expect(screen.getByTestId('analyst-application-state')).toHaveAttribute('data-state', 'submitted');
    expect(screen.getByText('Staff review applications within 4 to 7 days. We will email you the decision.')).toBeInTheDocument();
    expect(localStorage.getItem('analystSubmitted')).toBe('1');

    expect(sent).toHaveLength(2);
    const form = sent[1]!;
    expect(form.get('experience_years')).toBe('10+');
    expect(form.get('markets')).toBe('all');
    expect(form.get('terms')).toBe('true');
    expect((form.get('certificate') as File).name).toBe('cme1.pdf');
    // The header now says "request received" instead of the join link.
    await waitFor(() => expect(screen.getByTestId('analyst-request-received-link')).toBeInTheDocument());
    expect(screen.queryByTestId('join-analyst-link')).not.toBeInTheDocument();
  });

  it('shows a rejected application’s reason and lets the user apply again', async () => {
    localStorage.setItem('analystSubmitted', '1');
    installFakeApi({
      handlers: {
        'GET /api/analyst/application': () => ({
          body: {
            data: {
              application: anApplication({ state: 'rejected', rejection_reason: 'Unreadable certificate' }),
              can_apply: true,
              review_days_min: 4,
              review_days_max: 7,
            },
          },
        }),
      },
    });
    renderScreen('/analysts/join/received');
    expect(await screen.findByTestId('analyst-application-reason')).toHaveTextContent('Reason: Unreadable certificate');
    expect(screen.getByRole('link', { name: 'Apply again' })).toHaveAttribute('href', '/analysts/join');
    // Decided: the header offers the join link again.
    await waitFor(() => expect(localStorage.getItem('analystSubmitted')).toBeNull());
  });
});
