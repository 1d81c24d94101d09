import {
  LIST_LIMIT_MAX,
  PRODUCT_STATUSES,
  productFormSchema,
  staffProductFormSchema,
  type ApiProduct,
  type ProductFormInput,
  type ProductFormValues,
} from '@runway-live/domain';
import {
  Button,
  Card,
  Checkbox,
  DateInput,
  Link,
  NumericInput,
  Select,
  TextField,
  tokens,
} from '@runway-live/ui';
import { useParams, useNavigate } from 'react-router-dom';
import { Controller, useWatch } from 'react-hook-form';
import { styled } from 'styled-components';
import { Page } from '../../app/Page';
import { RouterLink } from '../../app/RouterLink';
import { useCanWrite } from '../../app/useCanWrite';
import { DetailGate } from '../../resources/DetailGate';
import { useResourceForm } from '../../resources/useResourceForm';
import { useDesignerList } from '../people/designersApi';
import { AboutField } from '../profile/AboutField';
import { categories } from '../referenceData/categories/categoriesApi';
import { colors as colorResource } from '../referenceData/colors/colorsApi';
import { sizeCharts } from '../referenceData/sizeCharts/sizeChartsApi';
import { categoryOptions } from './categoryOptions';
import { ProductContextGate, type ResolvedProductContext } from './ProductContextGate';
import { ProductImages } from './ProductImages';
import { products } from './productsApi';
import { VariantSection } from './VariantSection';
import { FormActions } from '../../resources/ResourceFormFrame';

const StyledForm = styled.form`
  display: grid;
  gap: ${tokens.space[5]};
  min-width: 0;
`;

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

/** A date field's registration: the register's number bounds do not apply to a date. */
function dateField<Registration extends { min?: unknown; max?: unknown }>(
  registration: Registration,
): Omit<Registration, 'min' | 'max'> {
  const { min: _min, max: _max, ...rest } = registration;
  return rest;
}

const ALL = { page: '1', limit: String(LIST_LIMIT_MAX) };
const STATUS_OPTIONS = PRODUCT_STATUSES.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}));

/**
 * Every add and edit route of section 2.3's products: add-product, edit-product/:product_id
 * and their event and look variants. The context (event, look) comes from the route.
 */
export function ProductFormScreen() {
  const { product_id: productId } = useParams();
  return (
    <ProductContextGate>
      {(context) =>
        productId === undefined ? (
          <ProductForm context={context} />
        ) : (
          <EditProduct context={context} productId={productId} />
        )
      }
    </ProductContextGate>
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

/** The form's values of a saved product (numbers as the text the fields show). */
function valuesOf(
  product: ApiProduct | undefined,
  context: ResolvedProductContext,
): ProductFormInput {
  if (!product) {
    return {
      eventId: context.eventId ?? null,
      lookId: context.lookId ?? null,
      categoryId: '',
      productBrand: '',
      productName: '',
      productCode: '',
      productWeight: '1',
      productPrice: '',
      productTax: '',
      fabricQuality: '',
      description: '',
      startDate: '',
      preOrder: false,
      shippingDate: '',
      backOrder: false,
      availableAtShowTime: true,
      images: [],
      colors: [],
      status: 'draft',
    };
  }
  return {
    eventId: product.eventId,
    lookId: product.lookId,
    categoryId: String(product.categoryId),
    productBrand: product.productBrand,
    productName: product.productName,
    productCode: product.productCode,
    productWeight: String(product.productWeight),
    productPrice: String(product.productPrice),
    productTax: String(product.productTax),
    fabricQuality: product.fabricQuality,
    description: product.description,
    startDate: product.startDate ?? '',
    preOrder: product.preOrder,
    shippingDate: product.shippingDate ?? '',
    backOrder: product.backOrder,
    availableAtShowTime: product.availableAtShowTime,
    images: product.images,
    colors: product.colors.map((color) => ({
      ...color,
      sizes: color.sizes.map((size) => ({ ...size, quantity: String(size.quantity) })),
    })),
    status: product.status,
  };
}

function ProductForm({
  context,
  product,
}: {
  context: ResolvedProductContext;
  product?: ApiProduct;
}) {
  const navigate = useNavigate();
  const isStaff = useCanWrite();
  const create = products.useCreate();
  const update = products.useUpdate(product?._id ?? '');
  const designers = useDesignerList(ALL, isStaff && !product);
  const categoryList = categories.useList({ ...ALL, sort: 'categoryId:asc' });
  const colorList = colorResource.useList({ ...ALL, sort: 'name:asc' });
  const chartList = sizeCharts.useList({ ...ALL, sort: 'name:asc' });
  const title = product ? `Edit ${product.productName}` : 'Add product';

  const { form, formRef, submit, saving } = useResourceForm<ProductFormInput, ProductFormValues>({
    schema: isStaff && !product ? staffProductFormSchema : productFormSchema,
    defaultValues: valuesOf(product, context),
    save: (values, changed) => (product ? update.mutateAsync(changed) : create.mutateAsync(values)),
    savedMessage: product ? 'Product saved' : 'Product added',
    onSaved: () => void navigate(context.listPath),
  });
  const { errors } = form.formState;
  const categoryId = useWatch({ control: form.control, name: 'categoryId' });
  const preOrder = useWatch({ control: form.control, name: 'preOrder' });
  const category = categoryList.data?.items.find(
    (entry) => String(entry.categoryId) === String(categoryId),
  );
  const chart = category
    ? chartList.data?.items.find((entry) => entry.key === category.size)
    : undefined;

  return (
    <Page title={title} parents={context.trail}>
      <StyledForm
        ref={formRef}
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={title}
      >
        {isStaff && !product ? (
          <Card title="Designer" headingLevel={2} width="fluid">
            <Select
              label="Designer"
              required
              placeholder={designers.isPending ? 'Loading designers…' : 'Select a designer'}
              hint="Admin and staff add a product for a designer."
              options={(designers.data?.items ?? []).map((user) => ({
                value: user._id,
                label: user.designer?.brandName
                  ? `${user.designer.brandName} (${user.fullName})`
                  : user.fullName,
              }))}
              error={errors.designerId?.message}
              {...form.register('designerId')}
            />
          </Card>
        ) : null}
        <Card title="Basics" headingLevel={2} width="fluid">
          <StyledFields>
            <TextField
              label="Product name"
              required
              maxLength={200}
              error={errors.productName?.message}
              {...form.register('productName')}
            />
            <TextField
              label="Product code"
              required
              maxLength={120}
              hint="Unique among your products; SKUs start with it."
              error={errors.productCode?.message}
              {...form.register('productCode')}
            />
            <TextField
              label="Brand"
              required
              maxLength={200}
              error={errors.productBrand?.message}
              {...form.register('productBrand')}
            />
            <TextField
              label="Fabric quality"
              maxLength={200}
              placeholder="NA"
              error={errors.fabricQuality?.message}
              {...form.register('fabricQuality')}
            />
            <Controller
              control={form.control}
              name="status"
              render={({ field }) => (
                <Select
                  label="Status"
                  required
                  options={STATUS_OPTIONS}
                  error={errors.status?.message}
                  {...field}
                  value={String(field.value ?? 'draft')}
                />
              )}
            />
          </StyledFields>
          <AboutField
            label="Description"
            required
            maxLength={5000}
            error={errors.description?.message}
            {...form.register('description')}
          />
        </Card>
        <Card title="Pricing" headingLevel={2} width="fluid">
          <StyledFields>
            <NumericInput
              label="Price (USD)"
              required
              placeholder="0.00"
              error={errors.productPrice?.message}
              {...form.register('productPrice')}
            />
            <NumericInput
              label="Tax rate (%)"
              required
              placeholder="0"
              error={errors.productTax?.message}
              {...form.register('productTax')}
            />
          </StyledFields>
        </Card>
        <Card title="Category" headingLevel={2} width="fluid">
          {/* Controlled: the saved category is chosen even though its option loads later. */}
          <Controller
            control={form.control}
            name="categoryId"
            render={({ field }) => (
              <Select
                label="Category"
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
        </Card>
        <Card title="Variants" headingLevel={2} width="fluid">
          <VariantSection
            form={form}
            colors={colorList.data?.items ?? []}
            chart={chart?.sizes}
            chartKey={chart?.key}
          />
        </Card>
        <Card title="Shipping & availability" headingLevel={2} width="fluid">
          <StyledFields>
            <NumericInput
              label="Weight (lbs)"
              error={errors.productWeight?.message}
              {...form.register('productWeight')}
            />
            <DateInput
              label="Start date"
              error={errors.startDate?.message}
              {...dateField(form.register('startDate'))}
            />
            {preOrder ? (
              <DateInput
                label="Shipping date"
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
        </Card>
        <Card title="Images" headingLevel={2} width="fluid">
          <ProductImages form={form} />
        </Card>
        <FormActions>
          <Link href={context.listPath} linkComponent={RouterLink}>
            Cancel
          </Link>
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </FormActions>
      </StyledForm>
    </Page>
  );
}

export { ProductFormScreen as Screen };
