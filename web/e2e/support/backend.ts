import { baseUrl } from './config.ts';

/** True when the URL answers GET /api/modules with JSON, i.e. the Rust API is behind it. */
export async function backendIsUp(): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/api/modules`, { headers: { Accept: 'application/json' } });
    if (!response.ok) return false;
    const body = (await response.json()) as { data?: unknown };
    return Array.isArray(body.data);
  } catch {
    return false;
  }
}

export async function enabledModules(): Promise<Set<string>> {
  const response = await fetch(`${baseUrl}/api/modules`, { headers: { Accept: 'application/json' } });
  const body = (await response.json()) as { data: { id: string }[] };
  return new Set(body.data.map((module) => module.id));
}

/** Calls the API the way the web app does, for setting up a journey quickly. */
export async function callApi<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      locale: '1',
      'Accept-Language': 'en',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * Asks `probe` until it answers (anything but undefined, null or false), for what the server does
 * in the background (a job, a sandbox's confirmation): the test has no event to wait for then.
 * Fails after `timeoutMs`, naming `what`.
 */
export async function eventually<T>(what: string, probe: () => Promise<T | undefined | null | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await probe();
    if (answer !== undefined && answer !== null && answer !== false) return answer;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
