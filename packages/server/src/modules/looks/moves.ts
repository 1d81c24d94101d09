import { lookMessages } from '@runway-live/domain/api';
import type { AppContext } from '../../context';
import { ApiError } from '../../errors';
import { productsInOtherLooks } from './repository';

type Runner = Parameters<Parameters<AppContext['database']['db']['transaction']>[0]>[0];

/**
 * A product belongs to at most one look, so putting one into `lookId` takes it out of the
 * look it is in. Every call that puts products into a look (a look's products, a product's
 * PATCH of its `lookId`) refuses that with a 409 naming the product and its look, unless it
 * said `move: true` (issue 19: a published look was emptied this way, without a word).
 * `field` is the call's own, so the message points at what the caller sent.
 */
export async function refuseSilentMoves(
  tx: Runner,
  lookId: string,
  productIds: readonly string[],
  field: 'productIds' | 'lookId',
): Promise<void> {
  const [elsewhere] = await productsInOtherLooks(tx, lookId, productIds);
  if (elsewhere) {
    throw new ApiError(
      409,
      lookMessages.productInAnotherLook(elsewhere.productName, elsewhere.lookName, field),
    );
  }
}
