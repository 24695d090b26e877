import type { match as RouteMatch } from 'react-router';
import { samePropsBut } from './samePropsBut';

function sameMatch(a: RouteMatch | undefined, b: RouteMatch | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const aParams: Record<string, string | undefined> = a.params;
  const bParams: Record<string, string | undefined> = b.params;
  const keys = Object.keys(aParams);
  return (
    a.url === b.url &&
    a.path === b.path &&
    a.isExact === b.isExact &&
    keys.length === Object.keys(bParams).length &&
    keys.every((key) => aParams[key] === bParams[key])
  );
}

/**
 * Whether a route's page component can skip a render: every prop the same object but `match`, which the router
 * builds afresh each time it renders, compared by value.
 *
 * At a click on a link, Docusaurus keeps the old page on screen while the new one loads (core's `PendingNavigation`),
 * and react-router's `<Route>` there gives it the router's context again: every route component of the old page
 * renders once more, with the same location and content, just before it is replaced.
 */
export function sameRouteProps(previous: object, next: object): boolean {
  return samePropsBut<{ match?: RouteMatch }, 'match'>(previous, next, 'match', sameMatch);
}
