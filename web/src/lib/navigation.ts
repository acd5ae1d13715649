/**
 * Lets code outside React (the API client) change route through the router once it exists,
 * instead of reloading the page.
 */
/** `state` travels with the navigation (e.g. why the user was sent there); a reload drops it. */
type NavigateOptions = { replace?: boolean; state?: unknown };
type Navigator = (to: string, options?: NavigateOptions) => void;

let navigator: Navigator | null = null;

export function registerNavigator(next: Navigator | null): void {
  navigator = next;
}

export function navigateTo(to: string, options?: NavigateOptions): void {
  if (navigator) navigator(to, options);
  else if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}

/** The route the user is on, with its query, as stored for "return here later". */
export function currentRoute(): string {
  return `${window.location.pathname}${window.location.search}`;
}
