import type { ComponentType } from 'react';

export type ScreenModule = { Screen: ComponentType };

/**
 * The screens built so far, by route pattern of the domain's ROUTE_TABLE. Each loads on
 * first visit (its own chunk), so the login page does not carry the dashboard's code.
 */
export const SCREENS: Readonly<Record<string, () => Promise<ScreenModule>>> = {
  'auth/login': () => import('../../features/auth/login/LoginScreen'),
  'auth/register': () => import('../../features/auth/register/RegisterScreen'),
  'auth/forgot-password': () => import('../../features/auth/forgotPassword/ForgotPasswordScreen'),
  'auth/reset-password': () => import('../../features/auth/resetPassword/ResetPasswordScreen'),
  'auth/reset-password/:token': () =>
    import('../../features/auth/resetPassword/ResetPasswordScreen'),
  'auth/verify-email/:token': () => import('../../features/auth/verifyEmail/VerifyEmailScreen'),
  // The second auth module holds the full designer application (section 2.7).
  authv2: () => import('../../features/designerApplication/DesignerApplicationScreen'),
  dashboard: () => import('../../features/dashboard/DashboardScreen'),
  'profile/change-password': () => import('../../features/profile/ChangePasswordScreen'),
  'admin/my-profile': () => import('../../features/profile/MyProfileScreen'),
  'profile/my-profile': () => import('../../features/profile/MyProfileScreen'),
  'designer/view-designers': () => import('../../features/people/ViewDesignersScreen'),
  // Reference data (issue 11): lists for everyone signed in, forms for admin and staff.
  colors: () => import('../../features/referenceData/colors/ColorsScreen'),
  'colors/add': () => import('../../features/referenceData/colors/ColorFormScreen'),
  'colors/edit/:id': () => import('../../features/referenceData/colors/ColorFormScreen'),
  'size/charts': () => import('../../features/referenceData/sizeCharts/SizeChartsScreen'),
  'size/charts/add': () => import('../../features/referenceData/sizeCharts/SizeChartFormScreen'),
  'size/charts/detail/:id': () =>
    import('../../features/referenceData/sizeCharts/SizeChartDetailScreen'),
  'size/charts/edit/:id': () =>
    import('../../features/referenceData/sizeCharts/SizeChartFormScreen'),
  categories: () => import('../../features/referenceData/categories/CategoriesScreen'),
  'categories/add': () => import('../../features/referenceData/categories/CategoryFormScreen'),
  'categories/edit/:id': () => import('../../features/referenceData/categories/CategoryFormScreen'),
};
