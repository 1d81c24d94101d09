import { type ApiProduct, type DesignerListItem } from '@runway-live/domain/api';
import { PRODUCT_DEFAULTS } from '@runway-live/domain/import';
import { PRODUCT_CURRENCY } from '@runway-live/domain/money';
import {
  productFormSchema,
  staffProductFormSchema,
  TEXT_LIMITS,
  type ProductFormInput,
  type ProductFormValues,
} from '@runway-live/domain/schemas';
import {
  Button,
  ButtonLink,
  Checkbox,
  ConfirmDialog,
  DateInput,
  NumericInput,
  Select,
  TextAreaField,
  TextField,
  tokens,
} from '@runway-live/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useParams, useNavigate } from 'react-router-dom';
import { Controller, useWatch } from 'react-hook-form';
import { styled } from 'styled-components';
import { failureMessage } from '../../api/ApiProvider';
import { useCanWrite } from '../../shared/useCanWrite';
import { useToast } from '../../shared/useToast';
import { userAtom } from '../../state/session';
import { DetailGate, MissingPage } from '../../resources/DetailGate';
import { useResourceForm } from '../../resources/useResourceForm';
import { DesignerSelect } from '../people';
import { categories, colors as colorResource, sizeCharts } from '../referenceData';
import { categoryOptions } from './categoryOptions';
import { useProductContext, type ResolvedProductContext } from './useProductContext';
import { ProductImages } from './ProductImages';
import { products, useRemoveProduct } from './productsApi';
import { BLANK_HINTS, brandOf, LABELS, STATUS_OPTIONS, valuesOf } from './productFormValues';
import { VariantSection } from './VariantSection';
import { FormSection, ResourceFormFrame } from '../../resources/ResourceFormFrame';
import { dateField } from '../../forms/dateField';
import { MoneyTextField } from '../../forms/MoneyTextField';
import { historyPath, useCanReadAudit } from '../audit';
import { RouterLink } from '../../shared/RouterLink';

const StyledFields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: ${tokens.space[4]};
  min-width: 0;
`;

const StyledChecks = styled.div`
  display: grid;
  gap: ${tokens.space[3]};
`;

/**
 * Every add and edit route of section 2.3's products: add-product, edit-product/:product_id
 * and their event and look variants. The context (event, look) comes from the route.
 */
export function ProductFormScreen() {
  const { product_id: productId } = useParams();
  const { context, missing } = useProductContext();
  if (missing) return <MissingPage list={missing} />;
  return productId === undefined ? (
    <ProductForm context={context} />
  ) : (
    <EditProduct context={context} productId={productId} />
  );
}

function EditProduct({
  context,
  productId,
}: {
  context: ResolvedProductContext;
  productId: string;
}) {
  const detail = products.useDetail(productId);
  return (
    <DetailGate query={detail} list={{ title: context.listTitle, path: context.listPath }}>
      {(product) => <ProductForm key={product._id} context={context} product={product} />}
    </DetailGate>
  );
}

function ProductForm({
  context,
  product,
}: {
  context: ResolvedProductContext;
  product?: ApiProduct;
}) {
  const navigate = useNavigate();
  const toast = useToast();
  const isStaff = useCanWrite();
  const user = useAtomValue(userAtom);
  const create = products.useCreate();
  const update = products.useUpdate(product?._id ?? '');
  const remove = useRemoveProduct();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const auditor = useCanReadAudit();
  const pickDesigner = isStaff && !product;
  const categoryList = categories.useAll({ sort: 'categoryId:asc' });
  const colorList = colorResource.useAll({ sort: 'name:asc' });
  const chartList = sizeCharts.useAll({ sort: 'name:asc' });
  const title = product ? `Edit ${product.productName}` : 'Add product';

  const { form, formRef, submit, saving, submitLabel } = useResourceForm<
    ProductFormInput,
    ProductFormValues
  >({
    schema: pickDesigner ? staffProductFormSchema : productFormSchema,
    // A designer's new product is of their own brand; staff get the picked designer's.
    defaultValues: valuesOf(product, context, pickDesigner ? '' : brandOf(user)),
    save: (values, changed) => (product ? update.mutateAsync(changed) : create.mutateAsync(values)),
    savedMessage: product ? 'Product saved' : 'Product added',
    onSaved: () => void navigate(context.listPath),
    fieldLabels: LABELS,
  });
  const { errors } = form.formState;
  const categoryId = useWatch({ control: form.control, name: 'categoryId' });
  const preOrder = useWatch({ control: form.control, name: 'preOrder' });
  const price = useWatch({ control: form.control, name: 'productPrice' });
  const category = categoryList.data?.items.find(
    (entry) => String(entry.categoryId) === String(categoryId),
  );
  const chart = category
    ? chartList.data?.items.find((entry) => entry.key === category.size)
    : undefined;

  const onDesignerPicked = (designer: DesignerListItem | null) => {
    // The brand follows the designer until someone types a brand of their own.
    if (form.getFieldState('productBrand').isDirty && form.getValues('productBrand') !== '') return;
    form.setValue('productBrand', brandOf(designer), { shouldDirty: false });
  };

  const deleteProduct = async () => {
    if (!product) return;
    try {
      const archived = await remove.mutateAsync(product._id);
      // Nothing is left to save: the page may go without asking.
      form.reset(form.getValues());
      if (archived) toast.success(archived);
      else toast.success(`Product ${product.productName} deleted`);
      void navigate(context.listPath);
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setConfirmDelete(false);
    }
  };

  return (
    <ResourceFormFrame
      title={title}
      list={{ title: context.listTitle, path: context.listPath }}
      parents={context.trail}
      formRef={formRef}
      onSubmit={(event) => void submit(event)}
      saving={saving}
      submitLabel={submitLabel}
      sectioned
      startAction={
        product ? (
          <>
            <Button variant="danger" onClick={() => setConfirmDelete(true)}>
              Delete
            </Button>
            {auditor ? (
              <ButtonLink
                variant="secondary"
                href={historyPath('products', product._id)}
                linkComponent={RouterLink}
              >
                History
              </ButtonLink>
            ) : null}
          </>
        ) : null
      }
    >
      {pickDesigner ? (
        <FormSection title="Designer">
          <DesignerSelect
            label={LABELS.designerId}
            required
            hint="Admin and staff add a product for a designer."
            error={errors.designerId?.message}
            {...form.register('designerId')}
            onPick={onDesignerPicked}
          />
        </FormSection>
      ) : null}
      <FormSection title="Basics">
        <StyledFields>
          <TextField
            label={LABELS.productName}
            required
            maxLength={TEXT_LIMITS.product.productName}
            error={errors.productName?.message}
            {...form.register('productName')}
          />
          <TextField
            label={LABELS.productCode}
            required
            maxLength={TEXT_LIMITS.product.productCode}
            hint="Unique among your products; SKUs start with it."
            error={errors.productCode?.message}
            {...form.register('productCode')}
          />
          <TextField
            label={LABELS.productBrand}
            required
            maxLength={TEXT_LIMITS.product.productBrand}
            error={errors.productBrand?.message}
            {...form.register('productBrand')}
          />
          <TextField
            label={LABELS.fabricQuality}
            maxLength={TEXT_LIMITS.product.fabricQuality}
            placeholder={PRODUCT_DEFAULTS.fabricQuality}
            hint={BLANK_HINTS.fabricQuality}
            error={errors.fabricQuality?.message}
            {...form.register('fabricQuality')}
          />
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <Select
                label={LABELS.status}
                required
                options={STATUS_OPTIONS}
                error={errors.status?.message}
                {...field}
                value={String(field.value ?? 'draft')}
              />
            )}
          />
        </StyledFields>
        <TextAreaField
          label={LABELS.description}
          required
          maxLength={TEXT_LIMITS.product.description}
          error={errors.description?.message}
          {...form.register('description')}
        />
      </FormSection>
      <FormSection title="Pricing">
        <StyledFields>
          <MoneyTextField
            label={LABELS.productPrice}
            required
            typed={price}
            currency={PRODUCT_CURRENCY}
            hint="Write it as you would: 289.50, 289,50 or 1,299.00."
            error={errors.productPrice?.message}
            {...form.register('productPrice')}
          />
          <NumericInput
            label={LABELS.productTax}
            required
            placeholder="0"
            error={errors.productTax?.message}
            {...form.register('productTax')}
          />
        </StyledFields>
      </FormSection>
      <FormSection title="Category">
        {/* Controlled: the saved category is chosen even though its option loads later. */}
        <Controller
          control={form.control}
          name="categoryId"
          render={({ field }) => (
            <Select
              label={LABELS.categoryId}
              required
              placeholder={categoryList.isPending ? 'Loading categories…' : 'Select a category'}
              hint="Gender › super category › category › sub category. Its size chart gives the sizes."
              options={categoryOptions(categoryList.data?.items ?? [])}
              error={errors.categoryId?.message}
              {...field}
              value={field.value === null || field.value === undefined ? '' : String(field.value)}
            />
          )}
        />
      </FormSection>
      <FormSection title="Variants">
        <VariantSection
          form={form}
          colors={colorList.data?.items ?? []}
          chart={chart?.sizes}
          chartKey={chart?.key}
          saved={product?.colors}
        />
      </FormSection>
      <FormSection title="Shipping & availability">
        <StyledFields>
          <NumericInput
            label={LABELS.productWeight}
            placeholder={String(PRODUCT_DEFAULTS.productWeight)}
            hint={BLANK_HINTS.productWeight}
            error={errors.productWeight?.message}
            {...form.register('productWeight')}
          />
          <DateInput
            label={LABELS.startDate}
            error={errors.startDate?.message}
            {...dateField(form.register('startDate'))}
          />
          {preOrder ? (
            <DateInput
              label={LABELS.shippingDate}
              required
              error={errors.shippingDate?.message}
              {...dateField(form.register('shippingDate'))}
            />
          ) : null}
        </StyledFields>
        <StyledChecks>
          <Checkbox label="Pre-order" {...form.register('preOrder')} />
          <Checkbox label="Back order" {...form.register('backOrder')} />
          <Checkbox label="Available at show time" {...form.register('availableAtShowTime')} />
        </StyledChecks>
      </FormSection>
      <FormSection title="Images">
        <ProductImages form={form} />
      </FormSection>
      {product ? (
        <ConfirmDialog
          open={confirmDelete}
          title="Delete product?"
          confirmLabel="Delete"
          destructive
          busy={remove.isPending}
          onCancel={() => setConfirmDelete(false)}
          onConfirm={() => void deleteProduct()}
        >
          {`Product ${product.productName} will be deleted. This cannot be undone. A product that is in an order is archived instead.`}
        </ConfirmDialog>
      ) : null}
    </ResourceFormFrame>
  );
}

export { ProductFormScreen as Screen };
