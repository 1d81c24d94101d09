import { zodResolver } from '@hookform/resolvers/zod';
import { validateAddressRequestSchema } from '@runway-live/domain/api';
import { checkoutRequestSchema, type CartLine } from '@runway-live/domain/checkout';
import { installPlainIssueMessages } from '@runway-live/domain/schemas';
import { Alert, Button, Dialog, TextField } from '@runway-live/ui';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { useAddressCheck } from '../../forms/useAddressCheck';
import { checkoutOf, type ShopPlace } from './cart';
import { ShopperCallError, type ShopperApi } from './shopperApi';

installPlainIssueMessages();

/**
 * The checkout form's rules: the shipping address as the checkout and the address check
 * take it, and the checkout's own coupon field (both the domain's, not copies).
 */
const checkoutFormSchema = validateAddressRequestSchema.extend({
  couponCode: checkoutRequestSchema.shape.couponCode,
});
type CheckoutFormInput = z.input<typeof checkoutFormSchema>;
type CheckoutFormValues = z.output<typeof checkoutFormSchema>;

/** Whether a refused checkout's answer names the coupon code (the server's `field`). */
const isAboutCoupon = (body: unknown) =>
  typeof body === 'object' && body !== null && (body as { field?: unknown }).field === 'couponCode';

/** The checkout ships to the United States only (checkoutMessages.addressNotUs). */
const COUNTRY = 'United States';

export type ShopperCheckoutProps = {
  api: Pick<ShopperApi, 'checkout' | 'validateAddress'>;
  lines: readonly CartLine[];
  /** The show or web event it is bought from (the orders keep it). */
  place: ShopPlace;
  onClose: () => void;
  /** Where the payment step is (the local provider's page or Stripe's), and its checkout. */
  goTo: (url: string, checkoutId: string) => void;
  /** A code the viewer applied from the show's banner: it fills the code field. */
  couponCode?: string;
};

/**
 * The checkout (issue 29): a United States shipping address, checked through the carrier
 * and the address popup as the designer forms do, an optional coupon code, then
 * POST /api/v2/checkout and on to the payment step it answers.
 */
export default function ShopperCheckout({
  api,
  lines,
  place,
  onClose,
  goTo,
  couponCode: applied = '',
}: ShopperCheckoutProps) {
  const formId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: {
      primaryAddress: '',
      city: '',
      state: '',
      pincode: '',
      country: COUNTRY,
      couponCode: applied,
    },
  });
  // A code applied while the checkout is open goes into its field.
  useEffect(() => {
    if (applied) form.setValue('couponCode', applied, { shouldDirty: true });
  }, [applied, form]);
  const [looking, setLooking] = useState(false);
  const [paying, setPaying] = useState(false);
  const lookup = {
    mutateAsync: async (address: Parameters<typeof api.validateAddress>[0]) => {
      setLooking(true);
      try {
        return await api.validateAddress(address);
      } finally {
        setLooking(false);
      }
    },
    isPending: looking,
  };
  const { errors } = form.formState;

  const proceed = async (values: CheckoutFormValues) => {
    setProblem(null);
    if (!addresses.verifiedOrCheck(values)) return;
    const { couponCode, ...shippingAddress } = values;
    if (paying) return;
    setPaying(true);
    try {
      const answer = await api.checkout({
        ...checkoutOf(lines, place),
        shippingAddress,
        ...(couponCode ? { couponCode } : {}),
      });
      goTo(answer.payment.url, answer.checkoutId);
    } catch (error) {
      // A refused code (unknown, ended, used up, below the minimum …) is the coupon field's:
      // the server's message for the reason goes under it, the rest of the form stays.
      if (error instanceof ShopperCallError && isAboutCoupon(error.body)) {
        form.setError('couponCode', { message: error.message }, { shouldFocus: true });
      } else {
        setProblem(error instanceof ShopperCallError ? error.message : String(error));
      }
      setPaying(false);
    }
  };
  const addresses = useAddressCheck(
    form,
    {
      onProblem: setProblem,
      onPicked: () => setProblem(null),
      resubmit: () => void form.handleSubmit(proceed)(),
    },
    lookup,
  );

  return (
    <Dialog
      open
      title="Checkout"
      onClose={onClose}
      bodyDescribes={false}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Back to the cart
          </Button>
          <Button type="submit" form={formId} loading={paying || addresses.checking}>
            Continue to payment
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={form.handleSubmit(proceed)} aria-label="Shipping">
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        <TextField
          label="Street address"
          autoComplete="street-address"
          required
          error={errors.primaryAddress?.message}
          {...form.register('primaryAddress')}
        />
        <TextField
          label="City"
          autoComplete="address-level2"
          required
          error={errors.city?.message}
          {...form.register('city')}
        />
        <TextField
          label="State"
          autoComplete="address-level1"
          required
          error={errors.state?.message}
          {...form.register('state')}
        />
        <TextField
          label="ZIP code"
          autoComplete="postal-code"
          required
          error={errors.pincode?.message}
          {...form.register('pincode')}
        />
        <TextField
          label="Country"
          readOnly
          hint="We ship within the United States"
          {...form.register('country')}
        />
        <TextField
          label="Coupon code (optional)"
          autoComplete="off"
          error={errors.couponCode?.message}
          {...form.register('couponCode')}
        />
      </form>
      {addresses.dialog}
    </Dialog>
  );
}
