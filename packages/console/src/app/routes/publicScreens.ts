import type { PublicRoutePattern } from '@runway-live/domain/access';
import type { ComponentType } from 'react';

export type ScreenModule = { Screen: ComponentType };

/** A route whose screen a later issue builds: it shows the "coming soon" page until then. */
export const COMING_SOON = 'coming soon';

/** A route's screen, loaded on first visit (its own chunk), or not built yet. */
export type ScreenEntry = (() => Promise<ScreenModule>) | typeof COMING_SOON;

/**
 * The screens of the routes `Pattern` names, keyed by the route table's own type: a route
 * of the table left out, or a key the table does not hold, does not compile.
 */
export type ScreenMap<Pattern extends string> = { readonly [Route in Pattern]: ScreenEntry };

/**
 * The public screens (the auth routes and the designer application), by route pattern of
 * the domain's ROUTE_TABLE. They are in the entry chunk's route table; the signed-in
 * screens are screens.ts', which loads with the signed-in area.
 */
export const PUBLIC_SCREENS: ScreenMap<PublicRoutePattern> = {
  'auth/login': () => import('../../features/auth/login/LoginScreen'),
  'auth/register': () => import('../../features/auth/register/RegisterScreen'),
  'auth/forgot-password': () => import('../../features/auth/forgotPassword/ForgotPasswordScreen'),
  'auth/reset-password': () => import('../../features/auth/resetPassword/ResetPasswordScreen'),
  'auth/reset-password/:token': () =>
    import('../../features/auth/resetPassword/ResetPasswordScreen'),
  'auth/verify-email/:token': () => import('../../features/auth/verifyEmail/VerifyEmailScreen'),
  // The second auth module holds the full designer application (section 2.7).
  authv2: () => import('../../features/designerApplication/DesignerApplicationScreen'),
  admin: COMING_SOON,
  // The embeddable player's page is the server's (player.html); the console never draws it.
  'web-event/video/:id/:type': COMING_SOON,
};
