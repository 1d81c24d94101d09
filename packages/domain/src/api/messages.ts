/**
 * The server's own answers: what the spec leaves "not shown" (API.md's error shapes). The
 * console shows them as the server message in its dialogs.
 */
export const apiMessages = {
  invalidApiKey: 'Invalid API key',
  unauthorized: 'Please log in to continue.',
  sessionExpired: 'Your session has expired. Please log in again.',
  forbidden: 'You are not allowed to do this.',
  notFound: 'Not found.',
  /** A write named a query key it does not take (a misspelt `?dryrun=true`). */
  unknownQueryKeys: (keys: readonly string[]) =>
    `Unknown query ${keys.length === 1 ? 'key' : 'keys'}: ${keys.join(', ')}`,
  accountSuspended: 'This account is suspended.',
  consoleNotForShoppers: 'This account cannot sign in to the console.',
  // Issue 27: applicants and unverified addresses get no session (invented wording).
  applicationUnderReview:
    'Your designer application is under review. We will write to you by e-mail once it is decided; until then this account cannot sign in.',
  applicationNotApproved:
    'Your designer application was not approved, so this account cannot sign in.',
  emailNotVerified:
    'Please verify your e-mail address before signing in: open the link in the mail we sent when you created your account.',
  verificationMailSent:
    'If this account is waiting for its e-mail address to be verified, we have sent it a new link.',
  /** A sub-role that is not one of section 3's (update-user, web-user). */
  subRoleUnknown: (known: readonly string[]) =>
    `Choose sub-roles from this list: ${known.join(', ')}.`,
  /** A catalogue or event write by a designer whose application is not approved. */
  catalogueNeedsApproval:
    'Only an approved designer can add or change products, looks, shows and web events.',
  emailTaken: 'An account with this e-mail already exists.',
  emailFound: 'An account exists for this e-mail.',
  emailNotFound: 'No account found for this e-mail.',
  loggedIn: 'Logged in successfully.',
  resetMailSent: 'If an account exists for this e-mail, we have sent a link to reset its password.',
  resetTokenInvalid: 'This link is invalid or has expired. Please ask for a new one.',
  resetTokenValid: 'The link is valid.',
  passwordReset: 'Your password has been reset.',
  passwordChanged: 'Your password has been changed.',
  wrongOldPassword: 'The current password is not correct.',
  verifyTokenInvalid: 'This verification link is invalid or has expired.',
  emailVerified: 'Your e-mail address has been verified.',
  registered: 'Your account has been created. Please check your e-mail to verify it.',
  applicationReceived:
    'Thank you for applying. We will review your application and write to you by e-mail.',
  userCreated: 'The account has been created and a set-password link has been sent.',
  userUpdated: 'The account has been updated.',
  cannotChangeOwnRoles: 'You cannot change your own roles or commission.',
  /** Demoting or suspending the only active admin (issue 27; invented wording). */
  lastAdmin:
    'This is the only active admin. Make another account an admin first, then change or suspend this one.',
  invitationResent: 'A new set-password link has been sent.',
  invitationNotNeeded: 'This member has already chosen a password.',
  malformedJson: 'The request body is not valid JSON.',
  envelopeUnreadable: 'The request could not be decrypted. Check the envelope secret.',
  bodyTooLarge: 'The request is too large.',
  fileTooLarge: 'The file is too large (10 MB at most).',
  storageFull: 'There is no room to store files on the server right now. Please try again later.',
  fileMissing: 'Please choose an image to upload (field photos).',
  fileType: 'Only png, jpg and jpeg images can be uploaded.',
  uploaded: 'The image has been uploaded.',
  // Issue 19, attack 7: uploads are decoded before they are stored (invented wording).
  imageUnreadable: 'The image could not be read: the file is damaged or is not a png or jpg image.',
  imageTooManyPixels: 'The image is too large: 40 megapixels at most (e.g. 8000 × 5000).',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  databaseUnavailable: 'The database is unavailable. Please try again shortly.',
  paymentAccountLinked: 'Your payment account is connected.',
  invalidSignature: 'Invalid webhook signature.',
  // Issue 27 (invented wording): Stripe unreachable, and a signed event we cannot read.
  paymentProviderUnavailable:
    'The payment provider could not be reached. Nothing was changed; please try again in a few minutes.',
  webhookMalformed: (type: string) =>
    `The ${type} event lacks fields it needs, so it was not applied.`,
  // Uploads, the local payment onboarding and start-up (issue 10; invented wording).
  uploadMalformed: 'The upload could not be read: the multipart body is malformed or incomplete.',
  uploadBudgetExceeded:
    'Too much has been uploaded from your address in the last hour. Please try again later.',
  paymentSetupLinkInvalid:
    'This set-up link is invalid, has expired or was already used. Open the payment set-up again from Runway Live.',

  // One 409 per unique constraint (API.md, Single objects); invented wording.
  alreadyExists: 'This already exists.',
  colorNameTaken: 'A colour with this name already exists.',
  sizeChartKeyTaken: 'A size chart with this key already exists.',
  categoryIdTaken: 'A category with this id already exists.',
  productCodeTaken: 'This designer already has a product with this code.',
  couponCodeTaken: 'A coupon with this code already exists.',
  orderNumberTaken: 'An order with this number already exists.',
  mailTokenTaken: 'This link has already been issued. Please ask for a new one.',
  carouselTimeTaken: 'Another product already starts at this second of the show.',
  webCarouselTimeTaken: 'Another web product already starts at this second of the web event.',

  // Products (issue 12; invented wording).
  designerIdRequired: 'designerId: Name the designer this product belongs to.',
  designerIdUnknown: 'designerId: No designer has this id.',
  notYourDesignerId: 'A designer can only write their own products.',
  eventIdUnknown: "eventId: No event of this product's designer has this id.",
  lookIdUnknown: "lookId: No look of this product's designer has this id.",

  // Looks (issue 12; invented wording).
  lookDesignerIdRequired: 'designerId: Name the designer this look belongs to.',
  notYourLookDesignerId: 'A designer can only write their own looks.',
  lookEventIdUnknown: "eventId: No event of this look's designer has this id.",

  // Reference data (invented wording).
  unknownSizeChart: 'No size chart has this key.',

  // A foreign key refused a write (invented wording): see server plugins/foreignKeyViolations.ts.
  referenceMissing: 'Something this refers to no longer exists. Please reload and try again.',
  stillReferenced: 'This is still in use elsewhere, so it cannot be deleted or changed.',

  // Input hardening (issue 10). Invented wording: the spec shows none.
  invalidInput: 'The request contains a value that cannot be stored. Please check your input.',
} as const;

export type ApiMessageKey = keyof typeof apiMessages;

/** '3 products' / '1 product' */
function products(count: number): string {
  return `${count} ${count === 1 ? 'product' : 'products'}`;
}

/**
 * Reference data that products use is not deleted or changed under them: the 409 says how
 * many use it (invented wording), e.g. 'This colour is used by 3 products, so it cannot be
 * deleted.'
 */
export const inUseMessages = {
  /** The link from a colour, category or size chart to the products that use it. */
  usedBy: (count: number) => `Used by ${products(count)}`,
  colorDeleted: (count: number) =>
    `This colour is used by ${products(count)}, so it cannot be deleted.`,
  colorRenamed: (count: number) =>
    `This colour is used by ${products(count)}, so it cannot be renamed.`,
  categoryDeleted: (count: number) =>
    `This category is used by ${products(count)}, so it cannot be deleted.`,
  categoryChanged: (count: number) =>
    `This category is used by ${products(count)}, so its id and size chart cannot be changed.`,
  sizeChartDeleted: (count: number) =>
    `This size chart is used by ${products(count)}, so it cannot be deleted.`,
  sizeChartCategories: (count: number) =>
    `This size chart is used by ${count} ${count === 1 ? 'category' : 'categories'}, so it cannot be deleted.`,
  sizesRemoved: (sizes: readonly string[], count: number) =>
    `The ${sizes.length === 1 ? 'size' : 'sizes'} ${sizes.join(', ')} ${sizes.length === 1 ? 'is' : 'are'} used by ${products(count)}, so ${sizes.length === 1 ? 'it' : 'they'} cannot be removed.`,
} as const;

/**
 * The product 409s and the archive-instead-of-delete answer name what they are about
 * (API.md: each unique constraint its own 409; invented wording).
 */
export const productMessages = {
  codeTaken: (code: string) => `This designer already has a product with the code "${code}".`,
  skuTaken: (sku: string) => `This designer already has a product with the SKU "${sku}".`,
  archivedInstead: (orders: number) =>
    `This product is in ${orders === 1 ? '1 order' : `${orders} orders`}, so it was archived instead of deleted.`,
  archivedPushedLive:
    'This product was pushed during a live show, so it was archived instead of deleted.',
  /**
   * A quantity below what shoppers' checkouts hold of the size (decision 0034): refused,
   * never lowered silently; the holds end when they are paid for or run out.
   */
  belowHeld: (sku: string, held: number) =>
    `SKU "${sku}": ${held} ${held === 1 ? 'unit is' : 'units are'} held by shoppers' checkouts in progress, so its quantity cannot go below ${held}. Try again once they are paid for or released (a hold lasts a few minutes).`,
  /** What the variant grid says beside a size some of whose units are held. */
  heldLabel: (held: number) => `${held} held`,
};

/** The look answers that name what they are about (invented wording). */
export const lookMessages = {
  /** PUT /api/v2/looks/:id/products with an id that is no product of the look's designer. */
  productUnknown: (id: string) =>
    `productIds: No product of this look's designer has the id "${id}".`,
  /**
   * Adding a product that is in another look would take it out of that look: the call
   * names the look and moves it only when it says `move: true` (issue 19). `field` is the
   * call's: a look's `productIds`, or a product PATCH's `lookId`.
   */
  productInAnotherLook: (
    product: string,
    look: string,
    field: 'productIds' | 'lookId' = 'productIds',
  ) =>
    `${field}: "${product}" is in the look "${look}". Adding it here takes it out of that look; send move: true to move it.`,
  /** POST /api/v2/looks/:id/products past a look's capacity. */
  lookFull: (max: number) => `productIds: A look holds at most ${max} products`,
};

/** The code of the payment-account gate's 403 (API.md, gates): the console links to the setup. */
export const PAYMENT_ACCOUNT_REQUIRED_CODE = 'payment-account-required';

/** The event answers (invented wording; the 409 of the lifecycle is eventTransitionRefusal's). */
export const eventMessages = {
  designerIdRequired: 'designerId: Name the designer this event belongs to.',
  notYourDesignerId: 'A designer can only write their own events.',
  containerUnknown: 'containerId: No Fashion Week has this id.',
  /** An id of productIds that is no product of the event's designer. */
  productUnknown: (id: string) =>
    `productIds: No product of this event's designer has the id "${id}".`,
  lookUnknown: (id: string) => `lookIds: No look of this event's designer has the id "${id}".`,
  /** A product or look is in one event at most: adding it here takes it out of the other. */
  productInAnotherEvent: (product: string, event: string) =>
    `productIds: "${product}" is in the event "${event}". Adding it here takes it out of that event; send move: true to move it.`,
  lookInAnotherEvent: (look: string, event: string) =>
    `lookIds: "${look}" is in the event "${event}". Adding it here takes it out of that event; send move: true to move it.`,
  /**
   * A product or look never leaves an ended event, move or not: the show's record, its
   * carousel times and its replay keep it (issue 27). `field` is the call's.
   */
  inEndedEvent: (field: 'productIds' | 'lookIds' | 'eventId', name: string, event: string) =>
    `${field}: "${name}" is in the ended event "${event}", whose record and replay keep it, so it cannot leave that event.`,
  /** An event stays with the designer it was made for (its products and looks are theirs). */
  designerFixed: 'designerId: An event stays with the designer it was made for.',
  /** Only a draft or a cancelled event may be deleted: a show that was announced is cancelled. */
  deleteRefused: (status: string) =>
    `This event is ${status}: only a draft or cancelled event can be deleted. Cancel it first.`,
  /** Scheduling needs a start in the future. */
  startRequired: 'scheduledAt: Set the start of the show before scheduling it.',
  startInPast: 'scheduledAt: The start of the show must be in the future to schedule it.',
  /** A scheduled show's start, changed: it stays set and in the future (cancel instead). */
  scheduledStartKept:
    'scheduledAt: A scheduled show keeps a start in the future. Cancel the show to take it off the calendar.',
  /**
   * The payment-account gate (API.md: a 403 naming the payment account, with
   * `code: PAYMENT_ACCOUNT_REQUIRED_CODE`): the console links it to the payment setup.
   */
  paymentAccountRequired:
    'Your payment account must be set up before you schedule a show or go live. Set it up with Connect in your account menu.',
};

/** The answers about a designer's application (invented wording). */
export const applicationMessages = {
  /** Approving or rejecting an application that is no longer pending (one decision wins). */
  alreadyDecided: (current: string, wanted: string) =>
    `This application is already ${current}, so it cannot be ${wanted}.`,
};
