import type { StorageLike } from '@runway-live/domain/storage';
import { useEffect, useEffectEvent, useState } from 'react';
import { consoleConfig } from '../../config';
import { browserStorage } from '../../state/storedSession';
import { paymentOutcome } from './paymentReturn';
import { usePlayerAccount } from './PlayerAccount';
import type { ShopperApi } from './shopperApi';
import { useShop } from './useShop';

/** Buy on a product sold here: the marketplace product to open (a new serial reopens it). */
export type ShopRequest = { productId: string; serial: number };

export type WebEventShopProps = {
  webEventId: string;
  viewerId: string;
  request: ShopRequest | null;
  /** The payment step in a tab of its own: the player is framed by a brand's page. */
  payElsewhere: boolean;
  /** For tests: the storage, the calls, where the payment opens and how often it is asked. */
  storage?: StorageLike;
  shopperApi?: ShopperApi;
  goTo?: (url: string) => void;
  watchEveryMs?: number;
};

/**
 * The shop of a brand's web event in its (embeddable) player (decision 0033): the same
 * account row, sign-in dialog, product sheet, cart, checkout and orders as the viewer page
 * (usePlayerAccount, useShop), selling the marketplace products the web products name. Its
 * own chunk: a web event that sells nothing here never loads it.
 */
export default function WebEventShop({
  webEventId,
  viewerId,
  request,
  payElsewhere,
  storage = browserStorage,
  shopperApi,
  goTo,
  watchEveryMs,
}: WebEventShopProps) {
  const account = usePlayerAccount({ storage, apiKey: consoleConfig.apiKey, api: shopperApi });
  const [outcome] = useState(paymentOutcome);
  const shop = useShop({
    api: account.api,
    storage,
    place: { webEventId },
    viewerId,
    signedIn: account.token !== null,
    signIn: account.openSignIn,
    // A web event has no show timeline to attribute a moment to.
    showSec: () => undefined,
    payElsewhere,
    goTo,
    watchEveryMs,
    paymentOutcome: outcome,
  });
  // A request opens once: the sheet's opener (new at every render) is read when it runs.
  const openRequested = useEffectEvent((productId: string) => shop.openProduct(productId));
  useEffect(() => {
    if (request) openRequested(request.productId);
  }, [request]);

  return (
    <>
      {account.bar(shop.buttons)}
      {shop.dialogs}
    </>
  );
}
