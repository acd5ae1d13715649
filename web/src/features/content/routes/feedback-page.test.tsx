import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../i18n';
import { localKeys } from '../../../lib/storage-keys';
import { installFakeApi } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-app';
import { aTestimonial } from '../testing/fixtures';

type Handlers = NonNullable<Parameters<typeof installFakeApi>[0]>['handlers'];

function feedbackApi(handlers: Handlers = {}) {
  return installFakeApi({
    handlers: {
      'GET /api/get-feedback': () => ({ body: { data: [aTestimonial()] } }),
      'POST /api/feedback': () => ({ status: 201, body: { data: { received: true, status: 'new' } } }),
      'POST /api/client-feedback': () => ({ status: 201, body: { data: { received: true, status: 'new' } } }),
      ...handlers,
    },
  });
}

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

describe('/feedbackeyjbd', () => {
  it('checks and sends a visitor’s feedback with the robots’ field empty and hidden', async () => {
    const api = feedbackApi();
    renderScreen('/feedbackeyjbd');
    const form = await screen.findByTestId('site-feedback-form');
    expect(screen.getByRole('heading', { level: 1, name: 'Your feedback' })).toBeInTheDocument();
    // Guests are invited to sign in for a testimonial, and see the approved ones.
    expect(screen.queryByTestId('testimonial-form')).toBeNull();
    expect(screen.getByTestId('testimonial-sign-in')).toBeInTheDocument();
    expect(await screen.findByTestId('testimonial-1')).toHaveTextContent('The rankings helped me pick dividend stocks.');

    const honeypot = form.querySelector('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();

    const user = userEvent.setup();
    await user.click(within(form).getByTestId('feedback-send'));
    expect(within(form).getAllByText('Required')).toHaveLength(3);
    await user.type(within(form).getByLabelText('Name'), 'Sara');
    await user.type(within(form).getByLabelText('Email'), 'sara@');
    await user.type(within(form).getByLabelText('Your message'), 'Nice');
    await user.click(within(form).getByTestId('feedback-send'));
    expect(within(form).getByText('Enter a valid email address')).toBeInTheDocument();
    expect(within(form).getByText('At least 10 characters')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/feedback')).toBe(false);

    await user.type(within(form).getByLabelText('Email'), 'example.com');
    await user.type(within(form).getByLabelText('Your message'), ' site, thanks');
    await user.click(within(form).getByTestId('feedback-send'));
    expect(await within(form).findByTestId('feedback-sent')).toHaveTextContent('Thank you, your message reached us.');
    expect(api.calls.find((c) => c.path === '/api/feedback')?.body).toEqual({
      name: 'Sara',
      email: 'sara@example.com',
      message: 'Nice site, thanks',
      website: '',
    });
  });

  it('shows the server’s words for a field and for throttling', async () => {
    let calls = 0;
    feedbackApi({
      'POST /api/feedback': () =>
        ++calls === 1
          ? { status: 422, body: { message: 'Invalid', errors: { message: ['At most two links, please'] } } }
          : { status: 429, body: { message: 'Too many messages from this address. Try again later.' } },
    });
    renderScreen('/feedbackeyjbd');
    const form = await screen.findByTestId('site-feedback-form');
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('Name'), 'Sara');
    await user.type(within(form).getByLabelText('Email'), 'sara@example.com');
    await user.type(within(form).getByLabelText('Your message'), 'A long enough message');
    await user.click(within(form).getByTestId('feedback-send'));
    expect(await within(form).findByText('At most two links, please')).toBeInTheDocument();
    await user.click(within(form).getByTestId('feedback-send'));
    expect(await within(form).findByText(/Too many messages from this address/)).toBeInTheDocument();
  });

  it('lets a signed-in client rate with stars and says the testimonial waits for approval', async () => {
    localStorage.setItem(localKeys.token, 'tok');
    const api = feedbackApi();
    renderScreen('/feedbackeyjbd');
    const form = await screen.findByTestId('testimonial-form');
    // The visitor form knows who is writing.
    await waitFor(() => expect(within(screen.getByTestId('site-feedback-form')).getByLabelText('Name')).toHaveValue('Sara'));
    expect(screen.queryByTestId('testimonial-sign-in')).toBeNull();

    const user = userEvent.setup();
    await user.type(within(form).getByLabelText('Your message'), 'Eva made the market clear to me');
    await user.click(within(form).getByTestId('testimonial-send'));
    expect(within(form).getByText('Choose a rating from 1 to 5 stars')).toBeInTheDocument();
    // userEvent's pointer moves make MUI's Rating read a hover position the test DOM cannot lay out: pick the radio directly.
    fireEvent.click(within(form).getByLabelText('4 of 5 stars'));
    await user.click(within(form).getByTestId('testimonial-send'));
    expect(await within(form).findByTestId('testimonial-sent')).toHaveTextContent('once our team approves it');
    expect(api.calls.find((c) => c.path === '/api/client-feedback')?.body).toEqual({ message: 'Eva made the market clear to me', rating: 4 });
  });

  it('speaks Arabic', async () => {
    await i18n.changeLanguage('ar');
    feedbackApi();
    renderScreen('/feedbackeyjbd', { language: 'ar' });
    const form = await screen.findByTestId('site-feedback-form');
    expect(within(form).getByLabelText('رسالتك')).toBeInTheDocument();
    expect(await screen.findByText('ماذا يقول عملاؤنا')).toBeInTheDocument();
  });
});
