/**
 * A notice's link as a route of this app, or null: only a path on this site ("/kyc",
 * "/rating-details/5"), never another origin ("//host", "https://…") nor a script URL.
 */
export function appRouteOf(link: string | null | undefined): string | null {
  if (!link) return null;
  const value = link.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
