/**
 * The shell's fixed sizes, in a module without styled components, so that the shell's
 * outline (shown before the shell's code loads) can take them without the shell's styles.
 */

/** The header's height, which is also the side menu's offset from the top (spec 2.11 and 9). */
export const HEADER_OFFSET = '55px';

/** The side menu's width; the tokens have no layout scale for it. */
export const SIDE_MENU_WIDTH = '16rem';
