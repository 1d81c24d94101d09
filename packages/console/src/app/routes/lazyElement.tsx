import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A route element whose code loads on first render, in its own chunk. It stays blank
 * while loading (no server rendering, nothing to show yet); each route has its own
 * boundary, so the shell stays on screen while a page inside it loads.
 */
export function lazyElement(load: () => Promise<{ default: ComponentType }>) {
  const Component = lazy(load);
  return (
    <Suspense fallback={null}>
      <Component />
    </Suspense>
  );
}
