import { zodResolver } from '@hookform/resolvers/zod';
import {
  myDesignerProfileSchema,
  myProfileSchema,
  SHIPPING_FLAT_RATE_LABEL,
  TEXT_LIMITS,
  type MyDesignerProfileInput,
  type MyDesignerProfileValues,
  type MyProfileInput,
  type MyProfileValues,
} from '@runway-live/domain/schemas';
import { Button, TextAreaField, TextField, tokens } from '@runway-live/ui';
import { useSetAtom } from 'jotai';
import { PRODUCT_CURRENCY } from '@runway-live/domain/money';
import { useForm, useWatch } from 'react-hook-form';
import { styled } from 'styled-components';
import type { z } from 'zod';
import { MoneyTextField } from '../../forms/MoneyTextField';
import { showAlertAtom } from '../../state/alerts';
import { refreshUserAtom } from '../../state/session';
import type { SessionUser } from '../../state/sessionUser';
import { useUpdateProfile } from './profileApi';
import { profileValuesOf } from './profileValues';

/** What is typed and sent: the staff fields, and for a designer its brand fields too. */
type ProfileInput = MyProfileInput & Partial<MyDesignerProfileInput>;
type ProfileValues = MyProfileValues & Partial<MyDesignerProfileValues>;

const StyledForm = styled.form`
  display: grid;
  gap: ${tokens.space[4]};
  max-width: ${tokens.size.cardNarrow};
`;

// The server's limits (update-user's request schema): the inputs stop at them.
const MAX = TEXT_LIMITS.account;

/**
 * The signed-in account's editable fields; a designer also edits its brand and its shop's
 * flat shipping per order (money typed as people write it). Saved through
 * update-user; the answer replaces the session user (atom and encrypted USER copy). On a
 * failure the typed values stay and the failure policy shows the server's message.
 */
export function MyProfileForm({ user, designer }: { user: SessionUser; designer: boolean }) {
  const updateProfile = useUpdateProfile();
  const refreshUser = useSetAtom(refreshUserAtom);
  const showAlert = useSetAtom(showAlertAtom);
  const schema: z.ZodType<ProfileValues, ProfileInput> = designer
    ? myDesignerProfileSchema
    : myProfileSchema;
  const form = useForm<ProfileInput, unknown, ProfileValues>({
    resolver: zodResolver(schema),
    defaultValues: profileValuesOf(user),
  });
  const submit = form.handleSubmit(async (values) => {
    const answer = await updateProfile.mutateAsync(values).catch(() => null);
    if (!answer) return;
    refreshUser(answer.user);
    form.reset(profileValuesOf(answer.user));
    showAlert({ type: 'success', text: answer.message });
  });
  const { errors } = form.formState;
  const shipping = useWatch({ control: form.control, name: 'shippingFlatRate' });
  return (
    <StyledForm noValidate onSubmit={submit}>
      <TextField
        label="Full name"
        hint="Your first and last name are read from it."
        required
        maxLength={MAX.fullName}
        error={errors.fullName?.message}
        {...form.register('fullName')}
      />
      <TextField
        label="Mobile number"
        type="tel"
        autoComplete="tel"
        maxLength={MAX.mobileNumber}
        error={errors.mobileNumber?.message}
        {...form.register('mobileNumber')}
      />
      <TextAreaField
        label="About"
        maxLength={MAX.about}
        error={errors.about?.message}
        {...form.register('about')}
      />
      {designer ? (
        <>
          <TextField
            label="Brand name"
            required
            maxLength={MAX.brandName}
            error={errors.brandName?.message}
            {...form.register('brandName')}
          />
          <TextField
            label="Website"
            type="url"
            maxLength={MAX.site}
            error={errors.website?.message}
            {...form.register('website')}
          />
          <TextField
            label="Instagram"
            hint="A handle (@maisonlumiere) or the page's address."
            type="text"
            maxLength={MAX.site}
            error={errors.instagram?.message}
            {...form.register('instagram')}
          />
          <TextField
            label="Facebook"
            hint="A handle (@maisonlumiere) or the page's address."
            type="text"
            maxLength={MAX.site}
            error={errors.facebook?.message}
            {...form.register('facebook')}
          />
          <MoneyTextField
            label={SHIPPING_FLAT_RATE_LABEL}
            required
            typed={shipping}
            currency={PRODUCT_CURRENCY}
            hint="Added once to each order of your shop: 0 for free shipping. Write it as you would: 4.90 or 4,90."
            error={errors.shippingFlatRate?.message}
            {...form.register('shippingFlatRate')}
          />
        </>
      ) : null}
      <Button type="submit" loading={updateProfile.isPending}>
        Save
      </Button>
    </StyledForm>
  );
}
