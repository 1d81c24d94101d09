import { renderHook } from '@testing-library/react';
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
});
