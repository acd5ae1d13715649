import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { installFakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

const modulesWith = (sandbox: boolean) => ({
  'GET /api/modules': () => ({
    body: {
      data: [
        { id: 'accounts', manifest: {} },
        { id: 'content', manifest: {} },
        { id: 'subscriptions', manifest: {}, sandbox },
      ],
    },
  }),
});

afterEach(async () => {
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

describe('the sandbox banner', () => {
  it('says on every page, in Arabic, that payments and identity checks are simulated', async () => {
    installFakeApi({ handlers: modulesWith(true) });
    await i18n.changeLanguage('ar');
    renderApp('/', { language: 'ar' });
    expect(await screen.findByTestId('sandbox-banner')).toHaveTextContent('بيئة تجريبية: المدفوعات والتحقق من الهوية هنا محاكاة');
  });

  it('is not shown where every provider is real', async () => {
    const api = installFakeApi({ handlers: modulesWith(false) });
    renderApp('/');
    // The contact numbers are asked for once the module list has been read and rendered.
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/contents/whatsapp')).toBe(true));
    expect(screen.queryByTestId('sandbox-banner')).not.toBeInTheDocument();
  });
});
