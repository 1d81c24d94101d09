import type { ApiLook, ApiProduct } from '@runway-live/domain/api';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  Link,
  SearchInput,
  Skeleton,
  SortableList,
  tokens,
} from '@runway-live/ui';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { StackList } from '../../shared/StackList';
import { failureMessage } from '../../api/ApiProvider';
import { Page } from '../../shared/Page';
import { RouterLink } from '../../shared/RouterLink';
import { useToast } from '../../shared/useToast';
import { useUnsavedChangesGuard } from '../../shared/useUnsavedChangesGuard';
import { DetailGate, MissingPage } from '../../resources/DetailGate';
import { useImportCsvAction } from '../productImport';
import { MoveDialog, OtherLookBadge, ProductSummary } from './LookProductRow';
import { LOOKS_LIST, useLookContext, type LookContext } from './lookContext';
import {
  looks,
  useAppendLookProducts,
  useDesignerProducts,
  useLookProducts,
  useSetLookProducts,
} from './looksApi';

/** The page's save, in its own button and in the header's unsaved-changes bar. */
const SAVE_LABEL = 'Save products';

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${tokens.space[3]};
`;

const StyledBlock = styled.div`
  display: grid;
  gap: ${tokens.space[4]};
`;

/**
 * A look's products (look/products/:look_id and its event variants), in the look's
 * order: reorder by drag or keyboard, remove, and add the designer's own products that are
 * not in it yet. Add is sent at once (POST /api/v2/looks/:id/products, which appends under
 * the look's lock, so another tab's adds are kept) and asks first when the product is in
 * another look; the order and removals are saved with Save, which sends the whole list
 * (PUT /api/v2/looks/:id/products). Each product
 * opens in the look's context (look/edit-product/:look_id/:product_id) and comes back.
 */
export function LookProductsScreen() {
  const { look_id: lookId } = useParams();
  const context = useLookContext();
  const detail = looks.useDetail(context ? lookId : undefined);
  if (!context) return <MissingPage list={LOOKS_LIST} />;
  return (
    <DetailGate query={detail} list={{ title: 'Looks', path: context.listPath }}>
      {(look) => <LookProducts key={look._id} look={look} context={context} />}
    </DetailGate>
  );
}

function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

function LookProducts({ look, context }: { look: ApiLook; context: LookContext }) {
  const toast = useToast();
  const saved = useLookProducts(look);
  const save = useSetLookProducts(look._id);
  const append = useAppendLookProducts(look._id);
  // The product whose move out of its current look waits for the user's answer.
  const [moving, setMoving] = useState<ApiProduct | null>(null);
  const [order, setOrder] = useState<string[]>(look.productIds);
  // An import into this look (or another tab) changes its products: an untouched order
  // follows the look, an edited one is kept for Save.
  const [shown, setShown] = useState(look.productIds);
  if (shown !== look.productIds) {
    setShown(look.productIds);
    if (sameOrder(order, shown)) setOrder(look.productIds);
  }
  const importCsv = useImportCsvAction({
    lookId: look._id,
    ...(look.eventId ? { eventId: look.eventId } : {}),
  });
  // The products picked from the search, by id: the look's own come from `saved`.
  const [picked, setPicked] = useState<ReadonlyMap<string, ApiProduct>>(new Map());
  const [search, setSearch] = useState('');
  const candidates = useDesignerProducts(look.designerId, search);
  const known = useMemo(() => {
    const all = new Map(picked);
    for (const product of saved.data ?? []) all.set(product._id, product);
    return all;
  }, [picked, saved.data]);

  const dirty = !sameOrder(order, look.productIds);
  const onSave = async () => {
    try {
      const updated = await save.mutateAsync({ productIds: order });
      setOrder(updated.productIds);
      toast.success('Look products saved');
    } catch (error) {
      toast.error(failureMessage(error));
    }
  };
  useUnsavedChangesGuard({
    dirty,
    onDiscard: () => setOrder(look.productIds),
    onUpdate: () => void onSave(),
    saveLabel: SAVE_LABEL,
    saving: save.isPending,
  });

  const items = useMemo(
    () =>
      order.flatMap((id) => {
        const product = known.get(id);
        if (!product) return [];
        return [
          {
            id,
            label: product.productName,
            content: (
              <ProductSummary product={product} compact>
                <Link
                  href={context.editProductPath(look._id, id)}
                  linkComponent={RouterLink}
                  aria-label={`Open ${product.productName}`}
                >
                  Open
                </Link>
              </ProductSummary>
            ),
          },
        ];
      }),
    [order, known, context, look._id],
  );

  const offered = (candidates.data?.items ?? []).filter((product) => !order.includes(product._id));
  const add = async (product: ApiProduct, move = false) => {
    if (!move && product.lookId && product.lookId !== look._id) {
      setMoving(product);
      return;
    }
    setPicked((previous) => new Map(previous).set(product._id, product));
    try {
      await append.mutateAsync({ productIds: [product._id], ...(move ? { move } : {}) });
      // An untouched order follows the look; an edited one keeps its edits and gains it.
      setOrder((previous) =>
        previous.includes(product._id) ? previous : [...previous, product._id],
      );
      toast.success(`${product.productName} added to ${look.name}`);
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setMoving(null);
    }
  };

  return (
    <Page
      title={`Products in ${look.name}`}
      parents={[...context.trail, { label: look.name, path: context.editPath(look._id) }]}
      description="The order here is the order the look shows its products in."
      primaryAction={{
        label: 'Add product',
        href: context.addProductPath(look._id),
        icon: 'plus',
      }}
      secondaryActions={[
        {
          label: 'Import CSV',
          onClick: importCsv.chooseFile,
          icon: 'upload',
          loading: importCsv.preparing,
        },
        { label: 'Edit look', href: context.editPath(look._id), icon: 'pencil' },
      ]}
    >
      <Card title="In this look" width="fluid" headingLevel={2}>
        {saved.isPending ? (
          <StyledBlock aria-busy="true">
            <Skeleton height="3rem" />
            <Skeleton height="3rem" />
          </StyledBlock>
        ) : saved.isError ? (
          <StyledBlock>
            <Alert tone="error">{failureMessage(saved.error)}</Alert>
            <div>
              <Button variant="secondary" onClick={() => void saved.refetch()}>
                Retry
              </Button>
            </div>
          </StyledBlock>
        ) : items.length === 0 ? (
          <EmptyState
            title="No products in this look yet"
            description="Add your products from the list below, or create a new one for it."
            action={
              <Link href={context.addProductPath(look._id)} linkComponent={RouterLink}>
                Create a product for this look
              </Link>
            }
          />
        ) : (
          <SortableList
            label={`Products in ${look.name}`}
            items={items}
            onReorder={setOrder}
            moveButtons
            onRemove={(id) => setOrder((previous) => previous.filter((other) => other !== id))}
            disabled={save.isPending}
          />
        )}
        {/* While the order is unsaved the header's bar is the page's save (as in the
            form kit), so this row steps aside: one Discard and one save at a time. */}
        {dirty ? null : (
          <StyledBar>
            <Button disabled>{SAVE_LABEL}</Button>
          </StyledBar>
        )}
      </Card>
      <Card title="Add your products" width="fluid" headingLevel={2}>
        <SearchInput
          label="Search your products"
          placeholder="Name, code or brand"
          onSearch={setSearch}
        />
        {candidates.isPending ? (
          <Skeleton height="3rem" />
        ) : candidates.isError ? (
          <Alert tone="error">{failureMessage(candidates.error)}</Alert>
        ) : offered.length === 0 ? (
          <EmptyState
            title={search ? 'No product found' : 'Every product is in this look'}
            description={
              search
                ? `No product of yours outside this look matches “${search}”.`
                : 'Create a product to add it here.'
            }
          />
        ) : (
          <StackList $gap={3} aria-label="Products to add">
            {offered.map((product) => (
              <li key={product._id}>
                <ProductSummary product={product}>
                  {product.lookId && product.lookId !== look._id ? (
                    <OtherLookBadge lookId={product.lookId} />
                  ) : null}
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Add ${product.productName}`}
                    disabled={append.isPending}
                    onClick={() => void add(product)}
                  >
                    Add
                  </Button>
                </ProductSummary>
              </li>
            ))}
          </StackList>
        )}
      </Card>
      {importCsv.element}
      <MoveDialog
        product={moving}
        into={look.name}
        busy={append.isPending}
        onConfirm={() => moving && void add(moving, true)}
        onCancel={() => setMoving(null)}
      />
    </Page>
  );
}

export { LookProductsScreen as Screen };
