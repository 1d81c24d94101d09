import { describe, expect, it } from 'vitest';
import { menuTitleOf } from './menuTitle';

describe("a page's title from the menus", () => {
  it('is the label of the menu entry that leads to the page', () => {
    expect(menuTitleOf('/orders')).toBe('Orders');
    expect(menuTitleOf('/web-event-groups/')).toBe('Web event groups');
    expect(menuTitleOf('/colors')).toBe('Colors');
  });

  it('names Users and Staff as the menu does, with a capital', () => {
    expect(menuTitleOf('/user/view-users')).toBe('Users');
    expect(menuTitleOf('/admin/view-members')).toBe('Staff');
  });

  it('is unknown for a page no menu leads to', () => {
    expect(menuTitleOf('/coupon/edit/42')).toBeUndefined();
  });
});
