import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A route element whose code loads on first render, in its own chunk. It stays blank
 * while loading unless given a fallback (the shell's outline); each route has its own
 * boundary, so the shell stays on screen while a page inside it loads.
 */
export function lazyElement(
  load: () => Promise<{ default: ComponentType }>,
  fallback: ReactNode = null,
) {
  const Component = lazy(load);
  return (
    <Suspense fallback={fallback}>
      <Component />
    </Suspense>
  );
}
