import { createContext, useContext } from 'react';

/** The `handle` of every route matching the current address, outermost first. */
export const RouteHandlesContext = createContext<readonly unknown[]>([]);

export function useRouteHandles(): readonly unknown[] {
  return useContext(RouteHandlesContext);
}
