import type { ComponentType } from 'react';

export type ScreenModule = { Screen: ComponentType };

/**
 * The screens built so far, by route pattern of the domain's ROUTE_TABLE. Each loads on
 * first visit (its own chunk), so the login page does not carry the dashboard's code.
 */
export const SCREENS: Readonly<Record<string, () => Promise<ScreenModule>>> = {
  'auth/login': () => import('../../features/auth/login/LoginScreen'),
};
