import type { Page } from 'playwright-core';

/** Signs in through the login form and waits for home (the user needs a phone on file). */
export async function signIn(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  const form = page.getByTestId('login-form');
  await form.locator('input[name="email"]').fill(who.email);
  await form.locator('input[name="password"]').fill(who.password);
  await form.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/');
}
