/** A phone's width: nothing may scroll sideways at it. */
export const PHONE = { width: 375, height: 760 };
