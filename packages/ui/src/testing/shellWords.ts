import { fn } from 'storybook/test';
import type { CopyIdText, HeaderBanner } from '../Header/Header';

/** The words the console gives the shell, for the stories (the shell itself has none). */
export const storyBrand = 'Runway Live';

export const storyCopyId: CopyIdText = {
  label: 'Copy Your Designer ID',
  copied: 'Designer ID copied',
  failed: 'Could not copy the Designer ID',
  regionLabel: 'Designer ID',
};

/** The payment banner, with a fresh spy for its action. */
export const storyPaymentBanner = (): HeaderBanner => ({
  label: 'Payment account',
  text: 'Your payment account must be set up to create events and receive payments.',
  actionLabel: 'Set up your payment account',
  onAction: fn(),
});
