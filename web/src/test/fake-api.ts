import { vi } from 'vitest';
import type { CurrentUser } from '../lib/current-user';

/** `response`: answered as is (a stream, a header such as Retry-After) instead of `body` as JSON. */
type Handler = (request: { method: string; url: URL; body: unknown }) => { status?: number; body?: unknown; response?: Response } | undefined;

export const allModules = [
  'accounts',
  'content',
  'market',
  'ratings',
  'opinions',
  'chat',
  'kyc',
  'stock_analysis',
  'notifications',
  'research',
  'subscriptions',
  'analysts',
  'reports',
  'alerts',
];

export function aUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 1,
    name: 'Sara',
    email: 'sara@example.com',
    phone: '+966500000000',
    language: 'ar',
    avatar: null,
    has_notification: '0',
    is_analyst: false,
    email_verified: true,
    role: 'subscriber',
    ...overrides,
  };
}

/**
 * A stand-in for the Rust API in component tests: answers by method and path, 404 otherwise,
 * and records every call.
 */
export function installFakeApi(options: { modules?: string[]; user?: CurrentUser; handlers?: Record<string, Handler> } = {}) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const modules = options.modules ?? allModules;
  const user = options.user ?? aUser();
  const routes: Record<string, Handler> = {
    'GET /api/modules': () => ({ body: { data: modules.map((id) => ({ id, manifest: {} })) } }),
    'GET /api/user': () => ({ body: { data: user } }),
    'GET /api/contents/whatsapp': () => ({ body: { data: { key: 'whatsapp', title: 'WhatsApp', body: '+966500000001' } } }),
    'GET /api/contents/contact_us': () => ({ body: { data: { key: 'contact_us', title: 'Phone', body: '920000000' } } }),
    ...options.handlers,
  };
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname, body });
    const answer = routes[`${method} ${url.pathname}`]?.({ method, url, body });
    if (!answer) return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
    if (answer.response) return answer.response;
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}
