export { AppShell, SIDE_MENU_MINIMISED_CLASS, type AppShellProps } from './AppShell';
export { AppShellSkeleton, type AppShellSkeletonProps } from './AppShellSkeleton';
