import type { ComponentType } from 'react';

export type ScreenModule = { Screen: ComponentType };

/**
 * The public screens (the auth routes and the designer application), by route pattern of
 * the domain's ROUTE_TABLE. They are in the entry chunk's route table; the signed-in
 * screens are screens.ts', which loads with the signed-in area.
 */
export const PUBLIC_SCREENS: Readonly<Record<string, () => Promise<ScreenModule>>> = {
  'auth/login': () => import('../../features/auth/login/LoginScreen'),
  'auth/register': () => import('../../features/auth/register/RegisterScreen'),
  'auth/forgot-password': () => import('../../features/auth/forgotPassword/ForgotPasswordScreen'),
  'auth/reset-password': () => import('../../features/auth/resetPassword/ResetPasswordScreen'),
  'auth/reset-password/:token': () =>
    import('../../features/auth/resetPassword/ResetPasswordScreen'),
  'auth/verify-email/:token': () => import('../../features/auth/verifyEmail/VerifyEmailScreen'),
  // The second auth module holds the full designer application (section 2.7).
  authv2: () => import('../../features/designerApplication/DesignerApplicationScreen'),
};
