import { DEFAULT_CATALOGUE } from '@runway-live/domain';
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

export type DemoLine = {
  brand: string;
  events: { title: string; status: 'scheduled' | 'ended' | 'draft'; daysFromNow: number }[];
  look: { name: string; description: string };
  products: DemoProduct[];
  coupon: { code: string; type: 'percent' | 'fixed'; value: number };
};

export const DEMO_LINES: Record<'designer' | 'atelier', DemoLine> = {
  designer: {
    brand: 'Maison Lumière',
    events: [
      { title: 'Spring Runway Live', status: 'scheduled', daysFromNow: 7 },
      { title: 'Winter Capsule Replay', status: 'ended', daysFromNow: -30 },
    ],
    look: { name: 'Garden Party', description: 'Light silks and linen for spring afternoons.' },
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
    ],
    coupon: { code: 'SPRING15', type: 'percent', value: 15 },
  },
  atelier: {
    brand: 'Atelier Nord',
    events: [{ title: 'Atelier Nord Studio Session', status: 'draft', daysFromNow: 21 }],
    look: { name: 'Nordic Evenings', description: 'Tailoring in deep winter tones.' },
    products: [
      {
        code: 'AN-PU-100',
        name: 'Leather Court Pump',
        price: 320,
        categoryId: 1024,
        fabricQuality: 'Calf leather',
        colors: [{ color: 'Brown', sizes: ['7', '7.5', '8', '8.5', '9'] }],
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
