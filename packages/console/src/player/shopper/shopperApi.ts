import {
  API_KEY_HEADER,
  API_PATHS,
  API_ROUTES,
  apiPath,
  type ReminderAnswer,
  type SessionResponse,
  type ValidateAddressRequest,
  type ValidateAddressResponse,
} from '@runway-live/domain/api';
import type {
  CartEvent,
  CheckoutRequest,
  CheckoutResponse,
  MyOrdersResponse,
  PublicProductResponse,
  PublicProductsResponse,
} from '@runway-live/domain/checkout';
import type { AccountRegisterPayload } from '@runway-live/domain/payloads';
import { messages } from '@runway-live/domain/messages';

/** The device a shopper signs in with on the web player (API.md: never 'cms' for a shopper). */
export const SHOPPER_DEVICE_TYPE = 'web';

/** A call the server refused (its status and message), or that did not reach it (no status). */
export class ShopperCallError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ShopperCallError';
  }
}

export type ShopperApiOptions = {
  apiKey: string;
  /** The viewer's token, read at every call: a sign-in applies at once. */
  getToken: () => string | null;
  baseUrl?: string;
  fetch?: typeof fetch;
};

/**
 * The player's signed-in calls (the shopper's sign-in, sign-up, cart and checkout): plain
 * fetch with the API key and `X-Envelope: off`, as the player's public reads, so the page
 * brings neither ky nor the envelope's cipher. A refusal rejects with the server's message.
 */
export function createShopperApi({
  apiKey,
  getToken,
  baseUrl = '',
  fetch: send,
}: ShopperApiOptions) {
  async function call<Answer>(method: string, path: string, body?: unknown): Promise<Answer> {
    const token = getToken();
    let response: Response;
    try {
      response = await (send ?? globalThis.fetch)(`${baseUrl}${path}`, {
        method,
        headers: {
          [API_KEY_HEADER]: apiKey,
          'X-Envelope': 'off',
          Authorization: token ? `Bearer ${token}` : '',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new ShopperCallError(messages.technicalError, undefined);
    }
    const answer = (await response.json().catch(() => null)) as
      ({ success?: boolean; message?: unknown } & Record<string, unknown>) | null;
    if (!response.ok || answer?.success === false) {
      const message =
        typeof answer?.message === 'string' && answer.message
          ? answer.message
          : messages.technicalError;
      throw new ShopperCallError(message, response.status, answer);
    }
    return answer as Answer;
  }

  return {
    call,
    /** POST /api/auth/login with device_type 'web': a shopper or a console account. */
    login: (credentials: { email: string; password: string }) =>
      call<SessionResponse>('POST', API_ROUTES.login, {
        ...credentials,
        device_type: SHOPPER_DEVICE_TYPE,
      }),
    /** POST /api/auth/register (section 3's payload): a shopper, signed in, mailed a link. */
    register: (payload: AccountRegisterPayload) =>
      call<SessionResponse>('POST', API_ROUTES.register, payload),
    /** One product with what is left of each size (the product sheet). */
    product: async (id: string) =>
      (
        await call<PublicProductResponse>(
          'GET',
          `${API_PATHS.publicProducts}/${encodeURIComponent(id)}`,
        )
      ).data,
    /** The cart's products as of now (prices, what is left); unknown ones are left out. */
    products: async (ids: readonly string[]) =>
      ids.length === 0
        ? []
        : (
            await call<PublicProductsResponse>(
              'GET',
              `${API_PATHS.publicProducts}?ids=${ids.map(encodeURIComponent).join(',')}`,
            )
          ).data,
    /** The carrier's check of a United States address (the designer forms' own call). */
    validateAddress: (address: ValidateAddressRequest) =>
      call<ValidateAddressResponse>('POST', API_ROUTES.validateAddress, address),
    /** POST /api/v2/checkout (role user): the orders, held, and where to pay. */
    checkout: async (body: CheckoutRequest) =>
      (await call<CheckoutResponse>('POST', API_PATHS.checkout, body)).data,
    /** "Remind me": notified once when this upcoming show goes live (issue 33). */
    remind: async (eventId: string) =>
      (
        await call<{ data: ReminderAnswer }>(
          'POST',
          apiPath(API_ROUTES.publicEventReminders, { id: eventId }),
          {},
        )
      ).data,
    /** Whether the shopper asked already. */
    reminded: async (eventId: string) =>
      (
        await call<{ data: ReminderAnswer }>(
          'GET',
          apiPath(API_ROUTES.publicEventReminders, { id: eventId }),
        )
      ).data,
    /** The shopper's own orders, newest first. */
    myOrders: async () => (await call<MyOrdersResponse>('GET', API_PATHS.myOrders)).data.items,
    /**
     * A size added to the cart during a show, for the host's "adds to cart" counter. Counting
     * only: a failure is not the viewer's concern, so it is swallowed.
     */
    reportCartAdd: (event: CartEvent) =>
      call<unknown>('POST', API_PATHS.cartEvents, event).then(
        () => true,
        () => false,
      ),
  };
}

export type ShopperApi = ReturnType<typeof createShopperApi>;
