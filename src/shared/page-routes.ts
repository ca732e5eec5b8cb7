/**
 * Spec §2 "Route table": every path the web app has a page for. The server answers these with the app and
 * status 200, any other page path with the app and status 404 (the app then shows '404 Page Not Found').
 * `src/web/app/router.tsx` declares the same paths; a test keeps the two lists equal.
 */
export const PAGE_ROUTES = [
  '/',
  '/home',
  '/auth',
  '/solutions',
  '/pricing',
  '/contact',
  '/privacy',
  '/terms',
  '/security',
  '/user-security',
  '/shared/:token',
  '/subscribe',
  '/dashboard',
  '/settings',
  '/api-keys',
  '/admin',
  '/presentation/:slug',
  '/presentation/:slug/changes',
] as const

const PATTERNS = PAGE_ROUTES.map((route) => new RegExp(`^${route.replace(/:[a-z]+/gi, '[^/]+')}/?$`))

/** Whether the web app has a page at this decoded path (a trailing slash allowed, as the router allows it). */
export function isPageRoute(path: string): boolean {
  return PATTERNS.some((pattern) => pattern.test(path))
}
