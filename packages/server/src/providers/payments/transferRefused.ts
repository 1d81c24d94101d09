/**
 * The provider said no to a transfer (decision 0034): it moved no money, so the next attempt
 * may use a new idempotency key. Any other failure of a transfer (unreachable, a 5xx) leaves
 * its outcome unknown, and the next attempt asks again under the same key.
 */
export class TransferRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'TransferRefused';
  }
}
