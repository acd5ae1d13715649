/**
 * The one HTTP client of the web app (spec §7, §8). Every call carries the same headers, sends
 * cookies, and goes through the same handling of the product's body codes:
 *   2xx with code 999    → /no-payment (except on home and chat, which explain it themselves)
 *   2xx with code "22"   → remember the route, flag KYC as needed, /kyc
 *   2xx with code "1020" → remember the route, /phone
 *   error with "1010"    → the session is gone: clear it, go home
 * A coded 2xx body carries no data, so it is thrown as an ApiError too: callers stop there.
 */
import i18n from '../i18n';
import { ApiError, type FieldErrors } from './api-error';
import { CSRF_COOKIE_NAME } from './constants';
import { readCookie } from './cookies';
import { rememberIntendedRoute } from './intended-route';
import { getActiveLanguage, type Language } from './language';
import { currentRoute, navigateTo } from './navigation';
import { clearSession, getToken } from './session';
import { setNeedKycFlag } from './session-flags';

export interface PageMeta {
  page: number;
  per_page: number;
  total: number;
}

/** Success body: `{"data": …}`, lists add `meta`. */
export interface ApiEnvelope<T> {
  data: T;
  meta?: PageMeta;
}

type QueryValue = string | number | boolean | null | undefined;
type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Ask for this language instead of the page's (e.g. the English privacy policy). */
  language?: Language;
}

export interface UploadOptions {
  signal?: AbortSignal;
  /** Percent of the request body sent, 0–100. */
  onProgress?: (percent: number) => void;
}

const baseUrl = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '');

/** Paths that need the XSRF-TOKEN cookie first (spec §7: registering). */
const csrfPrimedPaths = new Set(['/api/register']);

export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

/**
 * The headers every call carries (language, token, XSRF). Exported for the one call that cannot
 * go through apiRequest: the chat's answer stream, read with fetch as it arrives.
 */
export function commonHeaders(language?: Language): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    locale: '1',
    'Accept-Language': language ?? getActiveLanguage(),
  };
  const token = getToken();
  // A guest sends no Authorization at all: "Bearer null" would read as a dead session.
  if (token) headers.Authorization = `Bearer ${token}`;
  const xsrf = readCookie(CSRF_COOKIE_NAME);
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  return headers;
}

async function ensureCsrfCookie(): Promise<void> {
  if (readCookie(CSRF_COOKIE_NAME)) return;
  try {
    await fetch(apiUrl('/sanctum/csrf-cookie'), {
      credentials: 'include',
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    });
  } catch {
    // Registering may still succeed without it; the register call reports any real failure.
  }
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** The body's `code` as a string ("999", "22", …), whether the server sent a number or a string. */
function bodyCode(body: Record<string, unknown> | null): string | null {
  const code = body?.code;
  return typeof code === 'string' || typeof code === 'number' ? String(code) : null;
}

/** Our own wording, used when the server sent no message (network failure, proxy error page). */
type FallbackMessageKey = 'errors.noPayment' | 'errors.kycRequired' | 'errors.phoneRequired' | 'errors.network' | 'errors.serverError' | 'errors.general';

function bodyMessage(body: Record<string, unknown> | null, fallbackKey: FallbackMessageKey): string {
  const message = body?.message;
  return typeof message === 'string' && message ? message : i18n.t(fallbackKey);
}

function fieldErrors(body: Record<string, unknown> | null): FieldErrors {
  const raw = asRecord(body?.errors);
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(raw ?? {})) {
    if (Array.isArray(messages)) errors[field] = messages.filter((m): m is string => typeof m === 'string');
    else if (typeof messages === 'string') errors[field] = [messages];
  }
  return errors;
}

/**
 * Home, chat, the signals screen (which shows week-old signals with a call to subscribe) and the
 * reports screens (the top ten, and the report's own call to subscribe) show their own upgrade
 * prompts instead of leaving for /no-payment.
 */
function isExemptFromNoPayment(pathname: string): boolean {
  return (
    pathname === '/' ||
    pathname === '/chat' ||
    pathname.startsWith('/chat/') ||
    pathname === '/stock-signals' ||
    pathname === '/reports' ||
    pathname.startsWith('/reports/')
  );
}

function handleBusinessCode(status: number, body: Record<string, unknown> | null): void {
  const code = bodyCode(body);
  if (code === null) return;
  const raise = (fallbackKey: FallbackMessageKey) => new ApiError({ status, code, message: bodyMessage(body, fallbackKey) });
  switch (code) {
    case '999':
      if (!isExemptFromNoPayment(window.location.pathname)) navigateTo('/no-payment');
      throw raise('errors.noPayment');
    case '22':
      rememberIntendedRoute(currentRoute());
      setNeedKycFlag();
      // The KYC page says why the user was sent there, in the server's words.
      navigateTo('/kyc', { state: { reason: bodyMessage(body, 'errors.kycRequired') } });
      throw raise('errors.kycRequired');
    case '1020':
      rememberIntendedRoute(currentRoute());
      navigateTo('/phone');
      throw raise('errors.phoneRequired');
    default:
      // Other codes on a success body are informative only.
      return;
  }
}

function fallbackKeyFor(status: number): FallbackMessageKey {
  if (status === 0) return 'errors.network';
  if (status >= 500) return 'errors.serverError';
  return 'errors.general';
}

/** Turns a finished HTTP exchange into the body (2xx) or an ApiError, applying spec §8. */
export function handleResponse<T>(status: number, text: string, retryAfter: string | null): T {
  const parsed = parseBody(text);
  const body = asRecord(parsed);
  if (status >= 200 && status < 300) {
    handleBusinessCode(status, body);
    return parsed as T;
  }
  const code = bodyCode(body);
  if (code === '1010') {
    clearSession();
    navigateTo('/', { replace: true });
  }
  const seconds = retryAfter === null ? NaN : Number.parseInt(retryAfter, 10);
  throw new ApiError({
    status,
    code,
    message: bodyMessage(body, fallbackKeyFor(status)),
    errors: fieldErrors(body),
    retryAfterSeconds: Number.isFinite(seconds) ? seconds : null,
  });
}

function networkError(): ApiError {
  return new ApiError({ status: 0, message: i18n.t('errors.network') });
}

export async function apiRequest<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
  if (method === 'POST' && csrfPrimedPaths.has(path)) await ensureCsrfCookie();
  const headers = { ...commonHeaders(options.language), 'Content-Type': 'application/json' };
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method,
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError();
  }
  const text = await response.text();
  return handleResponse<T>(response.status, text, response.headers.get('Retry-After'));
}

/**
 * Multipart POST with upload progress. fetch() cannot report upload progress, so this one call
 * uses XMLHttpRequest, with the same headers (minus Content-Type: the browser sets the boundary)
 * and the same response handling.
 */
export function apiUpload<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path));
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(commonHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && options.onProgress) {
        options.onProgress(Math.round((event.loaded / event.total) * 100));
      }
    };
    xhr.onload = () => {
      try {
        resolve(handleResponse<T>(xhr.status, xhr.responseText, xhr.getResponseHeader('Retry-After')));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(networkError());
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** A file the API serves to signed-in callers only (e.g. a certificate for staff): GET with the token. */
export async function apiBlob(path: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), { headers: commonHeaders(), credentials: 'include' });
  } catch {
    throw networkError();
  }
  if (!response.ok) return handleResponse<never>(response.status, await response.text(), response.headers.get('Retry-After'));
  return response.blob();
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', path, { ...options, body }),
  upload: apiUpload,
};
