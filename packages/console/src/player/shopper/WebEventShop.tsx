import type { StorageLike } from '@runway-live/domain/storage';
import { useEffect, useEffectEvent, useState } from 'react';
import { consoleConfig } from '../../config';
import { browserStorage } from '../../state/storedSession';
import { paymentOutcome } from './paymentReturn';
import { usePlayerAccount, type PlayerAccount } from './PlayerAccount';
import type { ShopperApi } from './shopperApi';
import { useShop } from './useShop';

/** Buy on a product sold here: the marketplace product to open (a new serial reopens it). */
export type ShopRequest = { productId: string; serial: number };

/** Who watches, as the live room needs it: their token, and how to ask them to sign in. */
export type PlayerViewerSession = { token: string | null; openSignIn: () => void };

export type WebEventShopProps = {
  webEventId: string;
  viewerId: string;
  /** Its products are sold here: the shop with the account row; else the account row alone. */
  sells: boolean;
  /** Told who watches, now and after each sign-in or sign-out (the live room's chat). */
  onViewer?: (viewer: PlayerViewerSession) => void;
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
 * The viewer's account in a brand's web event player (its own chunk: a web event that
 * neither sells here nor is live never loads it): the account row and sign-in dialog of the
 * viewer page (usePlayerAccount), one for the shop and the live room's chat alike, and the
 * shop when the web event sells here.
 */
export default function WebEventShop({
  sells,
  onViewer,
  storage = browserStorage,
  shopperApi,
  ...shop
}: WebEventShopProps) {
  const account = usePlayerAccount({ storage, apiKey: consoleConfig.apiKey, api: shopperApi });
  const { token, openSignIn } = account;
  const tell = useEffectEvent(() => onViewer?.({ token, openSignIn }));
  useEffect(() => tell(), [token]);
  if (!sells) return account.bar();
  return <Shop account={account} storage={storage} {...shop} />;
}

/**
 * The shop of a brand's web event (decision 0033): the same product sheet, cart, checkout
 * and orders as the viewer page (useShop), selling the marketplace products the web
 * products name.
 */
function Shop({
  account,
  webEventId,
  viewerId,
  request,
  payElsewhere,
  storage,
  goTo,
  watchEveryMs,
}: Omit<WebEventShopProps, 'sells' | 'onViewer' | 'shopperApi' | 'storage'> & {
  account: PlayerAccount;
  storage: StorageLike;
}) {
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
