import {
  COUPON_FUNDER_LABELS,
  COUPON_FUNDERS,
  COUPON_SCOPE_LABELS,
  COUPON_SCOPES,
  COUPON_SET_STATUSES,
  COUPON_STATUS_LABELS,
  COUPON_TYPE_LABELS,
  COUPON_TYPES,
  type ApiCoupon,
  type CouponFormValues,
} from '@runway-live/domain/coupons';
import { PRODUCT_CURRENCY } from '@runway-live/domain/money';
import { Fieldset, Select, TextField } from '@runway-live/ui';
import { useRef } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { MoneyTextField } from '../../forms/MoneyTextField';
import { DetailGate } from '../../resources/DetailGate';
import { FormPair, ResourceFormFrame } from '../../resources/ResourceFormFrame';
import { useResourceForm } from '../../resources/useResourceForm';
import { labelledOptions } from '../../shared/labelledOptions';
import { DASHBOARD_CRUMB } from '../../shared/Page';
import { EventSelect } from '../events';
import { DesignerSelect } from '../people';
import { couponFormDefaults, couponFormRules, type CouponFormFields } from './couponFormValues';
import { useCouponFamily, useCouponsCrumb } from './couponsApi';

/**
 * Add a coupon (admin: coupon/add-coupon; a designer: coupon/add) or edit one (admin:
 * coupon/:id; a designer: coupon/edit/:id). A designer's coupon is for their own products
 * or one of their shows and funded by them; admin and staff choose both.
 */
export function CouponFormScreen() {
  const { id } = useParams();
  const { resource } = useCouponFamily();
  const detail = resource.useDetail(id);
  const list = useCouponsCrumb();
  if (id === undefined) return <CouponForm />;
  return (
    <DetailGate query={detail} list={list}>
      {(coupon) => <CouponForm coupon={coupon} />}
    </DetailGate>
  );
}

function CouponForm({ coupon }: { coupon?: ApiCoupon }) {
  const navigate = useNavigate();
  const { admin, resource } = useCouponFamily();
  const list = useCouponsCrumb();
  const create = resource.useCreate();
  const update = resource.useUpdate(coupon?._id ?? '');
  const savedId = useRef<string | null>(coupon?._id ?? null);
  // Opened from a show's page ('Create a code for this show'): the show's code.
  const [search] = useSearchParams();
  const title = coupon ? `Edit ${coupon.code}` : 'Add coupon';
  const { form, formRef, submit, saving } = useResourceForm<CouponFormFields, CouponFormValues>({
    schema: couponFormRules(admin),
    defaultValues: couponFormDefaults(admin, coupon, search.get('eventId')),
    save: async (values, changed) => {
      if (coupon) return update.mutateAsync(changed);
      const created = await create.mutateAsync(values);
      savedId.current = created._id;
      return created;
    },
    savedMessage: coupon ? 'Coupon saved' : 'Coupon added',
    onSaved: () =>
      void navigate(savedId.current ? resource.paths.detail(savedId.current) : list.path),
  });
  const { errors } = form.formState;
  const [type, value, minOrder, scope, designerId] = form.watch([
    'type',
    'value',
    'minOrderAmount',
    'scope',
    'designerId',
  ]);
  const scopes = admin ? COUPON_SCOPES : COUPON_SCOPES.filter((each) => each !== 'all');

  return (
    <ResourceFormFrame
      title={title}
      list={list}
      parents={
        coupon
          ? [
              DASHBOARD_CRUMB,
              ...(admin ? [{ label: list.title, path: list.path }] : []),
              { label: coupon.code, path: resource.paths.detail(coupon._id) },
            ]
          : admin
            ? undefined
            : [DASHBOARD_CRUMB]
      }
      formRef={formRef}
      onSubmit={(event) => void submit(event)}
      saving={saving}
    >
      <TextField
        label="Code"
        required
        autoComplete="off"
        placeholder="SPRING-20"
        hint="Letters, digits and dashes; shoppers may type it in any case."
        error={errors.code?.message}
        {...form.register('code')}
      />
      <FormPair>
        <Select
          label="Discount type"
          options={labelledOptions(COUPON_TYPES, COUPON_TYPE_LABELS)}
          error={errors.type?.message}
          {...form.register('type')}
          value={type}
        />
        {type === 'percent' ? (
          <TextField
            label="Percent off"
            required
            inputMode="numeric"
            autoComplete="off"
            placeholder="20"
            hint="A whole percentage from 1 to 100."
            error={errors.value?.message}
            {...form.register('value')}
          />
        ) : (
          <MoneyTextField
            label="Amount off"
            required
            typed={value}
            currency={PRODUCT_CURRENCY}
            hint="Write it as you would: 15, 149.90 or 149,90."
            error={errors.value?.message}
            {...form.register('value')}
          />
        )}
      </FormPair>
      <MoneyTextField
        label="Minimum order"
        typed={minOrder}
        currency={PRODUCT_CURRENCY}
        hint="Of the items the coupon applies to; empty for none."
        error={errors.minOrderAmount?.message}
        {...form.register('minOrderAmount')}
      />
      <FormPair>
        <TextField
          label="Total uses"
          inputMode="numeric"
          autoComplete="off"
          hint="Empty for no limit."
          error={errors.maxUses?.message}
          {...form.register('maxUses')}
        />
        <TextField
          label="Uses per buyer"
          inputMode="numeric"
          autoComplete="off"
          hint="Empty for no limit."
          error={errors.perUserLimit?.message}
          {...form.register('perUserLimit')}
        />
      </FormPair>
      <Fieldset legend="When it works">
        <FormPair>
          <TextField
            type="datetime-local"
            label="Starts"
            hint="Empty: from now."
            error={errors.startsAt?.message}
            {...form.register('startsAt')}
          />
          <TextField
            type="datetime-local"
            label="Ends"
            hint="Empty: no end. It expires by itself then."
            error={errors.endsAt?.message}
            {...form.register('endsAt')}
          />
        </FormPair>
      </Fieldset>
      <Select
        label="Applies to"
        options={labelledOptions(scopes, COUPON_SCOPE_LABELS)}
        hint={admin ? undefined : 'Your own products, or one of your shows.'}
        error={errors.scope?.message}
        {...form.register('scope')}
        value={scope}
      />
      {admin && scope !== 'all' ? (
        <DesignerSelect
          label="Designer"
          required={scope === 'designer'}
          error={errors.designerId?.message}
          {...form.register('designerId')}
        />
      ) : null}
      {scope === 'event' ? (
        <>
          <Controller
            control={form.control}
            name="eventId"
            render={({ field }) => (
              <EventSelect
                label="Show"
                value={field.value ?? null}
                onChange={(eventId) => field.onChange(eventId)}
                onBlur={field.onBlur}
                designerId={admin ? designerId || undefined : undefined}
                error={errors.eventId?.message}
              />
            )}
          />
          <TextField
            label="Live window (minutes)"
            inputMode="numeric"
            autoComplete="off"
            hint="Only during the show's first minutes live; empty for the whole show."
            error={errors.liveWindowMinutes?.message}
            {...form.register('liveWindowMinutes')}
          />
        </>
      ) : null}
      {admin ? (
        <Select
          label="Funded by"
          options={labelledOptions(COUPON_FUNDERS, COUPON_FUNDER_LABELS)}
          hint="A marketplace-funded discount leaves the designer's net whole."
          error={errors.fundedBy?.message}
          {...form.register('fundedBy')}
          value={form.watch('fundedBy')}
        />
      ) : null}
      <Select
        label="Status"
        options={labelledOptions(COUPON_SET_STATUSES, COUPON_STATUS_LABELS)}
        error={errors.status?.message}
        {...form.register('status')}
        value={form.watch('status')}
      />
    </ResourceFormFrame>
  );
}

export { CouponFormScreen as Screen };
