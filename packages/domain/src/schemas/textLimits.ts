/**
 * The longest text each field takes, in characters. The schemas refuse more, and the
 * console's inputs stop typing there (`maxLength`), so both read these numbers: a limit
 * changed here changes the form, the API and the import together.
 */
export const TEXT_LIMITS = {
  product: {
    productName: 200,
    productBrand: 200,
    productCode: 120,
    fabricQuality: 200,
    description: 5000,
    color: 60,
    /** '#' and six hex digits. */
    colorCode: 7,
    alternateColor: 200,
    size: 40,
    sku: 120,
    /** An image name or a swatch. */
    image: 2000,
  },
  look: { name: 200, description: 5000, image: 500 },
  /** A live show; `url` is a stream or replay address. */
  event: { title: 200, description: 5000, url: 2000 },
  container: { title: 200, description: 5000, city: 120 },
  /** A web event: an event's fields, a captions address, and each allowed origin. */
  webEvent: { title: 200, description: 5000, url: 2000, origin: 300 },
  /** A web product; `url` is the buy link on the brand's shop, `currency` an ISO 4217 code. */
  webProduct: { name: 200, url: 2000, currency: 3 },
  webEventGroup: { name: 200, description: 5000 },
  category: { gender: 60, type: 60, category: 80, subCategory: 80, size: 40 },
  color: {
    name: 60,
    /** '#' and six hex digits. */
    hex: 7,
  },
  sizeChart: { key: 40, name: 80, size: 20 },
  /** An account's profile (update-user, runwayuser, my profile, add member). */
  account: {
    fullName: 120,
    namePart: 60,
    mobileNumber: 20,
    about: 1000,
    country: 80,
    brandName: 120,
    site: 300,
    identification: 80,
    enquiryEmail: 200,
  },
  /** The reason a rejected designer application is mailed. */
  application: { rejectionReason: 1000 },
} as const;
