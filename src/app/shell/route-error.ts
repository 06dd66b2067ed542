import { createContext, useContext } from 'react';

/** What made a route show its error screen (a page that failed to load, or crashed). */
export const RouteErrorContext = createContext<unknown>(null);

export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}
