import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, apiUpload } from './api-client';
import { ApiError } from './api-error';
import { registerNavigator } from './navigation';
import { localKeys, sessionKeys } from './storage-keys';

const navigate = vi.fn();

function respondWith(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(body === undefined ? '' : JSON.stringify(body), { status, headers }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function visit(path: string) {
  window.history.pushState({}, '', path);
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => {
  navigate.mockReset();
  registerNavigator(navigate);
  visit('/');
});

afterEach(() => {
  registerNavigator(null);
  vi.unstubAllGlobals();
});

describe('api client: requests', () => {
  it('sends the standard headers, the bearer token and the page language, with cookies', async () => {
    localStorage.setItem(localKeys.token, 'tok-123');
    const fetchMock = respondWith(200, { data: { ok: true } });

    const body = await api.get<{ data: { ok: boolean } }>('/api/profile', { query: { page: 2, empty: '' } });

    expect(body.data.ok).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/profile?page=2');
    expect(init.credentials).toBe('include');
    expect(init.headers).toMatchObject({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      Authorization: 'Bearer tok-123',
      locale: '1',
      'Accept-Language': 'ar',
    });
  });

  it('sends no Authorization header for a guest', async () => {
    const fetchMock = respondWith(200, { data: [] });
    await api.get('/api/faq');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('asks for the CSRF cookie before registering when it is missing, and sends it back', async () => {
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
      if (url === '/sanctum/csrf-cookie') document.cookie = 'XSRF-TOKEN=abc%3D%3D; path=/';
      return new Response(JSON.stringify({ data: { token: 't', user: {} } }), { status: 201 });
    });
    vi.stubGlobal('fetch', fetchMock);

    await api.post('/api/register', { name: 'A' });

    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual(['/sanctum/csrf-cookie', '/api/register']);
    const registerInit = fetchMock.mock.calls[1]?.[1] as unknown as RequestInit;
    expect(registerInit.headers).toMatchObject({ 'X-XSRF-TOKEN': 'abc==' });
  });

  it('does not ask for the CSRF cookie when it is already there', async () => {
    document.cookie = 'XSRF-TOKEN=present; path=/';
    const fetchMock = respondWith(201, { data: { token: 't', user: {} } });
    await api.post('/api/register', {});
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual(['/api/register']);
  });
});

describe('api client: body codes on successful responses (spec §8)', () => {
  it('code 999 as a number sends the user to /no-payment', async () => {
    visit('/ratings/4');
    respondWith(200, { code: 999, message: 'Not in your plan' });
    const error = await caught(api.get('/api/ratings'));
    expect(error.code).toBe('999');
    expect(error.message).toBe('Not in your plan');
    expect(navigate).toHaveBeenCalledWith('/no-payment', undefined);
  });

  it('code "999" as a string behaves the same', async () => {
    visit('/techinal-analysis');
    respondWith(200, { code: '999', message: 'x' });
    await caught(api.get('/api/technical-analysis'));
    expect(navigate).toHaveBeenCalledWith('/no-payment', undefined);
  });

  it.each(['/', '/chat', '/chat/12', '/stock-signals', '/reports', '/reports/stock/2222/growth'])(
    'code 999 on %s stays on the page (it explains the upgrade itself)',
    async (path) => {
      visit(path);
      respondWith(200, { code: 999, message: 'x' });
      const error = await caught(api.post('/api/chat/question', {}));
      expect(error.code).toBe('999');
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  it('code "22" remembers the route, flags KYC as needed and goes to /kyc', async () => {
    visit('/ratings/7?tab=history');
    respondWith(200, { code: '22', message: 'KYC first' });
    await caught(api.post('/api/subscribe', {}));
    expect(sessionStorage.getItem(sessionKeys.intendedRoute)).toBe('/ratings/7?tab=history');
    expect(sessionStorage.getItem(sessionKeys.needKyc)).toBe('1');
    // The KYC page says why, in the server's words.
    expect(navigate).toHaveBeenCalledWith('/kyc', { state: { reason: 'KYC first' } });
  });

  it('code "1020" remembers the route and goes to the phone form', async () => {
    visit('/stock-analyze');
    respondWith(200, { code: '1020', message: 'Phone first' });
    await caught(api.post('/api/stock-analysis/create', {}));
    expect(sessionStorage.getItem(sessionKeys.intendedRoute)).toBe('/stock-analyze');
    expect(navigate).toHaveBeenCalledWith('/phone', undefined);
  });

  it('a plain success body is returned untouched', async () => {
    respondWith(200, { data: [1, 2], meta: { page: 1, per_page: 2, total: 2 } });
    await expect(api.get('/api/news')).resolves.toEqual({ data: [1, 2], meta: { page: 1, per_page: 2, total: 2 } });
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('api client: errors', () => {
  it('code "1010" on an HTTP error clears the session and goes home', async () => {
    visit('/my_profile');
    for (const key of ['token', 'user', 'email', 'phone', 'hasSubscription', 'analystSubmitted', 'code', 'msg']) {
      localStorage.setItem(key, 'x');
    }
    localStorage.setItem(localKeys.language, 'en');
    respondWith(401, { message: 'Session ended', code: '1010' });

    const error = await caught(api.get('/api/user'));

    expect(error.status).toBe(401);
    expect(error.code).toBe('1010');
    for (const key of ['token', 'user', 'email', 'phone', 'hasSubscription', 'analystSubmitted', 'code', 'msg']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(localStorage.getItem(localKeys.language)).toBe('en');
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it('a 401 without code 1010 keeps the session and only reports the error', async () => {
    localStorage.setItem(localKeys.token, 'tok');
    respondWith(401, { message: 'You must be signed in' });
    const error = await caught(api.get('/api/user'));
    expect(error.status).toBe(401);
    expect(localStorage.getItem(localKeys.token)).toBe('tok');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a 422 carries the per-field messages', async () => {
    respondWith(422, { message: 'The email has already been taken', errors: { email: ['The email has already been taken'] } });
    const error = await caught(api.post('/api/register', {}));
    expect(error).toMatchObject({ status: 422, message: 'The email has already been taken', code: null });
    expect(error.errors).toEqual({ email: ['The email has already been taken'] });
    expect(error.fieldError('email')).toBe('The email has already been taken');
  });

  it('a 429 reports the Retry-After seconds', async () => {
    respondWith(429, { message: 'Too many attempts' }, { 'Retry-After': '42' });
    const error = await caught(api.post('/api/login', {}));
    expect(error.retryAfterSeconds).toBe(42);
  });

  it('a 5xx without a JSON body gets the product wording', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    const error = await caught(api.get('/api/faq'));
    expect(error.status).toBe(502);
    expect(error.message).toBe('An error occurred. Please try again later');
  });

  it('a network failure becomes an ApiError with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await caught(api.get('/api/faq'));
    expect(error.status).toBe(0);
  });
});

describe('api client: uploads', () => {
  it('posts multipart through XMLHttpRequest with the same headers and the same code handling', async () => {
    localStorage.setItem(localKeys.token, 'tok');
    visit('/my_profile');
    const sent: { headers: Record<string, string>; body?: unknown; url?: string } = { headers: {} };
    class FakeXhr {
      status = 200;
      responseText = JSON.stringify({ code: '1020', message: 'Phone first' });
      withCredentials = false;
      upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      open(_method: string, url: string) {
        sent.url = url;
      }
      setRequestHeader(name: string, value: string) {
        sent.headers[name] = value;
      }
      getResponseHeader() {
        return null;
      }
      abort() {}
      send(body: unknown) {
        sent.body = body;
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
        this.onload?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress = vi.fn();
    const form = new FormData();
    form.append('name', 'Sara');

    const error = await caught(apiUpload('/api/profile/personal', form, { onProgress: progress }));

    expect(sent.url).toBe('/api/profile/personal');
    expect(sent.body).toBe(form);
    expect(sent.headers).toMatchObject({ Authorization: 'Bearer tok', locale: '1', 'X-Requested-With': 'XMLHttpRequest' });
    expect(sent.headers).not.toHaveProperty('Content-Type');
    expect(progress).toHaveBeenCalledWith(50);
    expect(error.code).toBe('1020');
    expect(navigate).toHaveBeenCalledWith('/phone', undefined);
  });
});
