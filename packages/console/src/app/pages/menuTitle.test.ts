import { describe, expect, it } from 'vitest';
import { menuTitleOf } from './menuTitle';

describe("a page's title from the menus", () => {
  it('is the label of the menu entry that leads to the page', () => {
    expect(menuTitleOf('/orders')).toBe('Orders');
    expect(menuTitleOf('/web-event-groups/')).toBe("Web Event's Groups");
    expect(menuTitleOf('/colors')).toBe('Colors');
  });

  it('starts with a capital where the menu spells the label in lower case', () => {
    expect(menuTitleOf('/user/view-users')).toBe('Users');
    expect(menuTitleOf('/admin/view-members')).toBe('Staff');
  });

  it('is unknown for a page no menu leads to', () => {
    expect(menuTitleOf('/coupon/edit/42')).toBeUndefined();
  });
});
