import { renderHook, waitFor } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { documentTitle, useDocumentTitle } from './useDocumentTitle';

describe('the document title', () => {
  it("puts the page's title before the product's name", () => {
    expect(documentTitle('Sign in')).toBe('Sign in · Runway Live');
    expect(documentTitle('  ')).toBe('Runway Live');
    expect(documentTitle(undefined)).toBe('Runway Live');
  });

  it('follows the title of the page on screen', () => {
    const { rerender } = renderHook(({ title }) => useDocumentTitle(title), {
      initialProps: { title: 'Dashboard' },
    });
    expect(document.title).toBe('Dashboard · Runway Live');
    rerender({ title: 'Designers' });
    expect(document.title).toBe('Designers · Runway Live');
  });

  it('names the tab in the same commit as the page it names', async () => {
    // Rendered as the router renders a lazy page: outside act, so React runs passive
    // effects after the commit. The observer sees the DOM right after the commit.
    const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const previous = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
    document.title = 'Dashboard · Runway Live';
    const container = document.body.appendChild(document.createElement('div'));
    const titlesWithHeading: string[] = [];
    const observer = new MutationObserver(() => {
      if (container.querySelector('h1')) titlesWithHeading.push(document.title);
    });
    observer.observe(container, { childList: true, subtree: true });
    function Coupons() {
      useDocumentTitle('Coupons');
      return <h1>Coupons</h1>;
    }
    const root = createRoot(container);
    try {
      root.render(<Coupons />);
      await waitFor(() => expect(titlesWithHeading.length).toBeGreaterThan(0));
      expect(titlesWithHeading[0]).toBe('Coupons · Runway Live');
    } finally {
      observer.disconnect();
      root.unmount();
      container.remove();
      reactGlobals.IS_REACT_ACT_ENVIRONMENT = previous;
    }
  });
});
