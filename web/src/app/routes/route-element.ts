import type { ReactElement } from 'react';

/** One screen of the signed-in router: its path and what it renders (its roles: route-access.ts). */
export interface RouteElement {
  path: string;
  element: ReactElement;
}
