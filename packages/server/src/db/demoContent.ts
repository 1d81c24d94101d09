import { DEFAULT_CATALOGUE } from '@runway-live/domain/reference';
import type { ProductColor } from './schema';

/**
 * What each demo designer sells: a small, realistic line-up for the seed. Categories and
 * colours come from the built-in catalogue, so the ids and names are the real ones.
 */
export type DemoProduct = {
  code: string;
  name: string;
  price: number;
  categoryId: number;
  fabricQuality: string;
  colors: { color: string; sizes: string[] }[];
};

/**
 * Where the demo's ended show's replay is, under the server's public URL: a sample video
 * the carousel-time editor plays in the demo (the carousel issue ships or generates it).
 */
export const DEMO_REPLAY_PATH = '/demo/sample-show.mp4';

export type DemoEvent = {
  title: string;
  status: 'scheduled' | 'ended' | 'draft';
  daysFromNow: number;
  /** The wall-clock start in `timeZone` ('HH:mm') on that day; the current time if absent. */
  localTime?: string;
  timeZone?: string;
  durationMinutes?: number;
  /** The replay's address: the public URL followed by DEMO_REPLAY_PATH. */
  replay?: true;
  rehearsal?: boolean;
  /** The looks (by name) shown in this show, with their products; others are the first show's. */
  looks?: string[];
};

export type DemoLine = {
  brand: string;
  events: DemoEvent[];
  /** The brand's looks, each with its products' codes in the look's order. */
  looks: { name: string; description: string; products: string[] }[];
  products: DemoProduct[];
  coupon: { code: string; type: 'percent' | 'fixed'; value: number };
};

export const DEMO_LINES: Record<'designer' | 'atelier', DemoLine> = {
  designer: {
    brand: 'Maison Lumière',
    events: [
      {
        title: 'Spring Runway Live',
        status: 'scheduled',
        daysFromNow: 7,
        localTime: '19:00',
        timeZone: 'America/New_York',
      },
      {
        title: 'Winter Capsule Replay',
        status: 'ended',
        daysFromNow: -30,
        localTime: '20:00',
        timeZone: 'Europe/Paris',
        durationMinutes: 45,
        replay: true,
        looks: ['Garden Party'],
      },
      {
        title: 'Studio Rehearsal',
        status: 'draft',
        daysFromNow: 3,
        localTime: '10:00',
        timeZone: 'America/New_York',
        durationMinutes: 30,
        rehearsal: true,
      },
    ],
    looks: [
      {
        name: 'Garden Party',
        description: 'Light silks and linen for spring afternoons.',
        products: ['ML-TP-014', 'ML-DR-001'],
      },
      {
        name: 'City Evenings',
        description: 'A midi dress, a trench and a heel for dinner in town.',
        products: ['ML-DR-022', 'ML-CT-030', 'ML-PU-040'],
      },
    ],
    products: [
      {
        code: 'ML-DR-001',
        name: 'Silk Slip Mini Dress',
        price: 289,
        categoryId: 1001,
        fabricQuality: '100% mulberry silk',
        colors: [
          { color: 'Black', sizes: ['XS', 'S', 'M', 'L'] },
          { color: 'Ivory', sizes: ['S', 'M'] },
        ],
      },
      {
        code: 'ML-TP-014',
        name: 'Linen Wrap Blouse',
        price: 145,
        categoryId: 1006,
        fabricQuality: 'European linen',
        colors: [{ color: 'White', sizes: ['XS', 'S', 'M', 'L', 'XL'] }],
      },
      {
        code: 'ML-DR-022',
        name: 'Satin Bias Midi Dress',
        price: 340,
        categoryId: 1002,
        fabricQuality: 'Silk satin',
        colors: [
          { color: 'Burgundy', sizes: ['XS', 'S', 'M', 'L'] },
          { color: 'Navy', sizes: ['S', 'M', 'L'] },
        ],
      },
      {
        code: 'ML-CT-030',
        name: 'Cotton Gabardine Trench',
        price: 520,
        categoryId: 1015,
        fabricQuality: 'Cotton gabardine',
        colors: [{ color: 'Camel', sizes: ['2', '4', '6', '8', '10'] }],
      },
      {
        code: 'ML-PU-040',
        name: 'Pointed Satin Pump',
        price: 260,
        categoryId: 1024,
        fabricQuality: 'Satin, leather sole',
        colors: [{ color: 'Black', sizes: ['6', '7', '8', '9'] }],
      },
    ],
    coupon: { code: 'SPRING15', type: 'percent', value: 15 },
  },
  atelier: {
    brand: 'Atelier Nord',
    events: [{ title: 'Atelier Nord Studio Session', status: 'draft', daysFromNow: 21 }],
    looks: [
      {
        name: 'Nordic Evenings',
        description: 'Tailoring in deep winter tones.',
        products: ['AN-PU-100', 'AN-CD-210'],
      },
      {
        name: 'Studio Weekend',
        description: 'Soft knits and ankle boots for slow days.',
        products: ['AN-BT-300'],
      },
    ],
    products: [
      {
        code: 'AN-PU-100',
        name: 'Leather Court Pump',
        price: 320,
        categoryId: 1024,
        fabricQuality: 'Calf leather',
        colors: [{ color: 'Brown', sizes: ['7', '7.5', '8', '8.5', '9'] }],
      },
      {
        code: 'AN-CD-210',
        name: 'Merino Rib Cardigan',
        price: 210,
        categoryId: 1012,
        fabricQuality: 'Extra-fine merino',
        colors: [
          { color: 'Charcoal', sizes: ['S', 'M', 'L'] },
          { color: 'Cream', sizes: ['S', 'M', 'L'] },
        ],
      },
      {
        code: 'AN-BT-300',
        name: 'Suede Ankle Boot',
        price: 380,
        categoryId: 1030,
        fabricQuality: 'Suede',
        colors: [{ color: 'Chocolate', sizes: ['6', '7', '8', '9', '10'] }],
      },
    ],
    coupon: { code: 'NORD20', type: 'fixed', value: 20 },
  },
};

/** The catalogue record of a category id; the seed only uses ids that exist. */
export function demoCategory(categoryId: number) {
  const category = DEFAULT_CATALOGUE.categories.find((c) => c.categoryId === categoryId);
  if (!category) throw new Error(`demo category ${categoryId} is not in the catalogue`);
  return category;
}

export function demoColors(product: DemoProduct): ProductColor[] {
  return product.colors.map(({ color, sizes }) => ({
    color,
    colorCode: DEFAULT_CATALOGUE.colors.find((c) => c.name === color)?.hex ?? '',
    alternateColor: '',
    swatch: '',
    images: [],
    sizes: sizes.map((size) => ({
      size,
      quantity: 10,
      sku: `${product.code}-${color.slice(0, 3).toUpperCase()}-${size}`,
    })),
  }));
}
