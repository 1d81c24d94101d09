/**
 * A show's lifecycle (decision 0024): the statuses a marketplace event or a web event goes
 * through, how the console names them, the moves allowed between them, the moves the gates
 * guard (payment account, then subscription) and the statuses in which it may be deleted.
 * Each kind of show declares its own once with `showLifecycle`; the server's show module
 * and the console read every rule from that one object.
 */
export type ShowLifecycle<Status extends string> = {
  statuses: readonly [Status, ...Status[]];
  /** How the console names each status. */
  labels: Record<Status, string>;
  /** The moves allowed from each status; the console offers these as actions. */
  transitions: Record<Status, readonly Status[]>;
  /** The moves that show it to an audience: the payment-account and subscription gates. */
  gated: readonly Status[];
  /** The statuses in which it may be deleted. */
  deletable: readonly Status[];
  /** Null when it may go from `from` to `to`, else the 409 naming both states. */
  refusal: (from: Status, to: Status) => string | null;
};

/**
 * One kind of show's lifecycle. `noun` starts the refusal: "An event cannot go from ended
 * to live."
 */
export function showLifecycle<const Status extends string>(spec: {
  noun: string;
  statuses: readonly [Status, ...Status[]];
  labels: Record<Status, string>;
  transitions: Record<Status, readonly Status[]>;
  gated: readonly Status[];
  deletable: readonly Status[];
}): ShowLifecycle<Status> {
  const { noun, ...rules } = spec;
  return {
    ...rules,
    refusal: (from, to) =>
      rules.transitions[from].includes(to) ? null : `${noun} cannot go from ${from} to ${to}.`,
  };
}

/**
 * Whether a designer's payment account is set up (the first gate): its provider object
 * holds a loginLink (spec section 3), the same rule as the console's banner.
 */
export function hasPaymentAccount(designer: {
  payment: { loginLink: string | null } | null | undefined;
}): boolean {
  return Boolean(designer.payment?.loginLink);
}
