/**
 * Lets code outside React (the API client) change route through the router once it exists,
 * instead of reloading the page.
 */
type Navigator = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigator | null = null;

export function registerNavigator(next: Navigator | null): void {
  navigator = next;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigator) navigator(to, options);
  else if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}

/** The route the user is on, with its query, as stored for "return here later". */
export function currentRoute(): string {
  return `${window.location.pathname}${window.location.search}`;
}
