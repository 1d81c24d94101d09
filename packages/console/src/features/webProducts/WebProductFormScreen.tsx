import {
  DEFAULT_WEB_PRODUCT_CURRENCY,
  TEXT_LIMITS,
  WEB_PRODUCT_IMAGES_MAX,
  WEB_PRODUCT_STATUSES,
  WEB_PRODUCT_STATUS_LABELS,
  webProductFormSchema,
  type WebProductFormInput,
  type WebProductFormValues,
} from '@runway-live/domain/schemas';
import { LIST_LIMIT_MAX, type ApiWebProduct } from '@runway-live/domain/api';
import { ConfirmDialog, Fieldset, FileInput, ImageList, Select, TextField } from '@runway-live/ui';
import { useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { failureMessage } from '../../api/ApiProvider';
import { uploadedImageSrc, useUploadImage } from '../../api/uploads';
import { useCanWrite } from '../../shared/useCanWrite';
import { useToast } from '../../shared/useToast';
import { DetailGate, MissingPage } from '../../resources/DetailGate';
import { FormPair, ResourceFormFrame } from '../../resources/ResourceFormFrame';
import { useResourceForm } from '../../resources/useResourceForm';
import { designerRequired, useFormDesignerId, DesignerSelect } from '../people';
import { products } from '../products';
import { webEvents } from '../webEvents';
import { savedPriceText } from '../../forms/savedPrice';
import { useWebProductContext, type WebProductContext } from './webProductContext';
import { webProducts } from './webProductsApi';

const IMAGE_TYPES = ['png', 'jpg', 'jpeg'] as const;
const LIMIT = TEXT_LIMITS.webProduct;
const STATUS_OPTIONS = WEB_PRODUCT_STATUSES.map((status) => ({
  value: status,
  label: WEB_PRODUCT_STATUS_LABELS[status],
}));

/** Admin and staff name the designer a new web product belongs to. */
const webProductFormForAdminSchema = designerRequired(webProductFormSchema);

/**
 * Add or edit a web product (web-product/add-product, web-product/edit-product/:product_id,
 * and the same in a web event's context, spec 2.3): name, price and its currency (ISO
 * 4217), images in order, the buy link on the brand's shop, status, and its web event.
 */
export function WebProductFormScreen() {
  const context = useWebProductContext();
  const { product_id: productId } = useParams();
  const detail = webProducts.useDetail(context.valid ? productId : undefined);
  if (!context.valid) return <MissingPage list={context.list} />;
  if (productId === undefined) return <WebProductForm context={context} />;
  return (
    <DetailGate query={detail} list={context.list}>
      {(product) => <WebProductForm context={context} product={product} />}
    </DetailGate>
  );
}

function WebProductForm({
  context,
  product,
}: {
  context: WebProductContext;
  product?: ApiWebProduct;
}) {
  const navigate = useNavigate();
  const toast = useToast();
  const create = webProducts.useCreate();
  const update = webProducts.useUpdate(product?._id ?? '');
  const upload = useUploadImage();
  const [uploading, setUploading] = useState(false);
  const [pickerKey, setPickerKey] = useState(0);
  const pickDesigner = useCanWrite() && !product;
  const moving = useRef(false);
  const { form, formRef, submit, saving } = useResourceForm<
    WebProductFormInput,
    WebProductFormValues
  >({
    schema: pickDesigner ? webProductFormForAdminSchema : webProductFormSchema,
    defaultValues: {
      designerId: undefined,
      webEventId: product ? product.webEventId : context.webEventId,
      name: product?.name ?? '',
      price: product ? String(product.price) : '',
      currency: product?.currency ?? DEFAULT_WEB_PRODUCT_CURRENCY,
      images: product?.images ?? [],
      externalUrl: product?.externalUrl ?? '',
      productId: product?.productId ?? null,
      status: product?.status ?? 'active',
    },
    save: async (values, changed) => {
      const move = moving.current ? { move: true } : {};
      if (product) {
        const { designerId: _designer, move: _move, ...patch } = changed;
        return update.mutateAsync({ ...patch, ...move });
      }
      return create.mutateAsync({ ...values, ...move });
    },
    savedMessage: product ? 'Web product saved' : 'Web product added',
    onSaved: () => void navigate(context.list.path),
  });
  const { errors } = form.formState;
  const images = useWatch({ control: form.control, name: 'images' }) ?? [];
  const price = useWatch({ control: form.control, name: 'price' });
  const currency = useWatch({ control: form.control, name: 'currency' }) ?? '';
  const webEventId = useWatch({ control: form.control, name: 'webEventId' }) ?? null;
  // The web event a move to was picked for, waiting for the user's answer (issue 27).
  const [asking, setAsking] = useState<string | null>(null);
  const designerId = useFormDesignerId(form, product?.designerId, pickDesigner);
  const shows = webEvents.useList(
    { designerId, sort: 'title:asc', page: '1', limit: String(LIST_LIMIT_MAX) },
    { enabled: designerId !== '' && context.webEventId === null },
  );
  const showOptions = (shows.data?.items ?? []).map((show) => ({
    value: show._id,
    label: show.title,
  }));
  // The designer's marketplace products on sale: one may be sold in the player (decision 0033).
  const onSale = products.useList(
    {
      designerId,
      status: 'active',
      sort: 'productName:asc',
      page: '1',
      limit: String(LIST_LIMIT_MAX),
    },
    { enabled: designerId !== '' },
  );
  const saleOptions = (onSale.data?.items ?? []).map((item) => ({
    value: item._id,
    label: item.productName,
  }));
  const linkedProductId = useWatch({ control: form.control, name: 'productId' }) ?? null;
  const fixedShow = webEvents.useDetail(context.webEventId ?? undefined).data;

  const setImages = (next: string[]) =>
    form.setValue('images', next, { shouldDirty: true, shouldValidate: true });
  const addImage = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      const name = await upload.mutateAsync(file);
      setImages([...(form.getValues('images') ?? []), name]);
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setUploading(false);
      setPickerKey((key) => key + 1);
    }
  };

  const titleOf = (id: string | null) => shows.data?.items.find((show) => show._id === id)?.title;
  const from = product?.webEventId ?? null;
  const pickWebEvent = (next: string | null) => {
    // A product moves from the web event it was on only when asked to.
    moving.current = from !== null && next !== null && next !== from;
    form.setValue('webEventId', next, { shouldDirty: true, shouldValidate: true });
  };

  return (
    <ResourceFormFrame
      title={product ? `Edit ${product.name}` : 'Add web product'}
      list={context.list}
      parents={context.trail}
      formRef={formRef}
      onSubmit={(event) => void submit(event)}
      saving={saving || uploading}
    >
      {pickDesigner ? (
        <DesignerSelect
          label="Designer"
          placeholder="Select a designer"
          required
          hint="The web product belongs to this designer."
          error={errors.designerId?.message}
          {...form.register('designerId', { setValueAs: (value: string) => value || undefined })}
        />
      ) : null}
      <TextField
        label="Name"
        required
        maxLength={LIMIT.name}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <FormPair $columnMin="12rem">
        <TextField
          label="Price"
          required
          inputMode="decimal"
          autoComplete="off"
          hint={
            savedPriceText(price, currency) ??
            'In the currency’s major unit, as you would write it: 129.50 or 129,50.'
          }
          error={errors.price?.message}
          {...form.register('price')}
        />
        <TextField
          label="Currency"
          required
          maxLength={LIMIT.currency}
          autoCapitalize="characters"
          spellCheck={false}
          hint="ISO 4217 code: USD, EUR, GBP…"
          error={errors.currency?.message}
          {...form.register('currency')}
        />
      </FormPair>
      <TextField
        label="Buy link"
        type="url"
        required
        spellCheck={false}
        maxLength={LIMIT.url}
        hint="The product’s page on your shop: the player opens it in a new tab."
        error={errors.externalUrl?.message}
        {...form.register('externalUrl')}
      />
      <Select
        label="Sold in the player as"
        placeholder="None: Buy opens the buy link"
        options={saleOptions}
        hint="One of your products on sale: the player's Buy opens its sizes, the cart and the checkout."
        error={errors.productId?.message}
        name="productId"
        // Controlled: the products load after the form.
        value={linkedProductId ?? ''}
        onChange={(event) =>
          form.setValue('productId', event.target.value || null, {
            shouldDirty: true,
            shouldValidate: true,
          })
        }
      />
      <Fieldset legend="Images">
        <ImageList
          label="Web product images"
          images={images.map((name, index) => ({
            id: name,
            src: uploadedImageSrc(name),
            alt: `Image ${index + 1} of ${product?.name ?? 'the web product'}`,
          }))}
          onReorder={(ids) => setImages(ids)}
          onRemove={(id) => setImages(images.filter((name) => name !== id))}
          emptyText="No images yet. The first image is shown in the player."
          disabled={uploading}
        />
        <FileInput
          key={pickerKey}
          name="image"
          label="Add an image"
          accept={IMAGE_TYPES}
          file={null}
          hint={uploading ? 'Uploading…' : 'PNG or JPG. The first image is shown in the player.'}
          error={errors.images?.message ?? errors.images?.[0]?.message}
          disabled={uploading || images.length >= WEB_PRODUCT_IMAGES_MAX}
          onFileChange={(file) => void addImage(file)}
        />
      </Fieldset>
      <FormPair $columnMin="12rem">
        {context.webEventId ? (
          <TextField
            label="Web event"
            value={fixedShow?.title ?? ''}
            readOnly
            hint="The product joins the web event it was opened from, last in its order."
          />
        ) : (
          <Select
            label="Web event"
            placeholder="None"
            options={showOptions}
            hint="The product is shown beside this web event's video."
            error={errors.webEventId?.message}
            name="webEventId"
            // Controlled: the web events load after the form, and a move waits for an answer.
            value={webEventId ?? ''}
            onChange={(event) => {
              const next = event.target.value || null;
              if (from !== null && next !== null && next !== from) setAsking(next);
              else pickWebEvent(next);
            }}
          />
        )}
        <Select
          label="Status"
          options={STATUS_OPTIONS}
          error={errors.status?.message}
          {...form.register('status')}
        />
      </FormPair>
      <ConfirmDialog
        open={asking !== null}
        title={`Move ${product?.name ?? ''} to “${titleOf(asking) ?? 'that web event'}”?`}
        confirmLabel="Move here"
        onConfirm={() => {
          pickWebEvent(asking);
          setAsking(null);
        }}
        onCancel={() => setAsking(null)}
      >
        {`${product?.name ?? ''} is in the web event “${titleOf(from) ?? ''}”. Saving takes it out of that web event; Cancel leaves it where it is.`}
      </ConfirmDialog>
    </ResourceFormFrame>
  );
}

export { WebProductFormScreen as Screen };
