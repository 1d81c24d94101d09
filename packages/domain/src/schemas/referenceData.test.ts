import { describe, expect, it } from 'vitest';
import { catalogueSchema, DEFAULT_CATALOGUE } from '../reference/catalogue';
import { categoryFormSchema, categoryPatchSchema } from './category';
import { colorFormSchema, colorPatchSchema } from './color';
import { sizeChartFormSchema } from './sizeChart';
import { firstMessages } from './validators';

const messagesOf = (result: { error?: Parameters<typeof firstMessages>[0] }) =>
  result.error ? firstMessages(result.error) : {};

describe('the colour form', () => {
  it('capitalises the name as the importer does and upper-cases the hex', () => {
    expect(colorFormSchema.parse({ name: ' light BLUE ', hex: ' #a1b2c3 ' })).toEqual({
      name: 'Light blue',
      hex: '#A1B2C3',
    });
  });

  it('clears an empty hex, and leaves a missing one out so a PATCH keeps it', () => {
    expect(colorFormSchema.parse({ name: 'Ink', hex: '' }).hex).toBeNull();
    expect(colorFormSchema.parse({ name: 'Ink', hex: null }).hex).toBeNull();
    expect(colorPatchSchema.parse({ name: 'ink' })).toEqual({ name: 'Ink', hex: undefined });
  });

  it('says what is wrong with each field', () => {
    expect(messagesOf(colorFormSchema.safeParse({ name: '', hex: 'red' }))).toEqual({
      name: 'This field is required',
      hex: 'Enter a hash followed by six hex digits',
    });
    expect(messagesOf(colorFormSchema.safeParse({ name: 'x'.repeat(61) }))).toEqual({
      name: 'Please enter at most 60 characters',
    });
  });
});

describe('the category form', () => {
  const category = {
    categoryId: '1200',
    gender: ' Women ',
    type: 'Clothing',
    category: 'Knitwear',
    subCategory: 'Cardigans',
    size: 'womens-alpha',
  };

  it('reads the id typed into a text field as a number and trims the names', () => {
    expect(categoryFormSchema.parse(category)).toMatchObject({ categoryId: 1200, gender: 'Women' });
    expect(categoryFormSchema.parse({ ...category, categoryId: 7 }).categoryId).toBe(7);
  });

  it('takes whole numbers above zero that fit the column, and nothing else', () => {
    for (const categoryId of ['0', '-3', '1.5', '12a', 2 ** 31, 1.5]) {
      expect(messagesOf(categoryFormSchema.safeParse({ ...category, categoryId }))).toEqual({
        categoryId: 'Enter a whole number above zero',
      });
    }
    expect(messagesOf(categoryFormSchema.safeParse({ ...category, categoryId: ' ' }))).toEqual({
      categoryId: 'This field is required',
    });
  });

  it('lets a PATCH name any subset of the fields', () => {
    expect(categoryPatchSchema.parse({ subCategory: ' Vests ' })).toEqual({ subCategory: 'Vests' });
  });
});

describe('the size chart form', () => {
  it('keeps the sizes in order, trimmed', () => {
    expect(
      sizeChartFormSchema.parse({ key: 'ring-us', name: 'Rings', sizes: [' 5 ', '6', '5.5'] }),
    ).toEqual({ key: 'ring-us', name: 'Rings', sizes: ['5', '6', '5.5'] });
  });

  it('says what is wrong with the key and the sizes', () => {
    expect(
      messagesOf(sizeChartFormSchema.safeParse({ key: 'Ring US', name: 'R', sizes: [] })),
    ).toEqual({
      key: 'Use lower-case letters, digits and hyphens only',
      sizes: 'Add at least one size',
    });
    expect(
      messagesOf(sizeChartFormSchema.safeParse({ key: '', name: 'R', sizes: ['5', '5'] })),
    ).toEqual({ key: 'This field is required', sizes: 'Each size may appear only once' });
  });
});

describe('the catalogue shape', () => {
  it('describes the built-in catalogue, whose charts, keys and colours the forms accept', () => {
    expect(catalogueSchema.parse(DEFAULT_CATALOGUE)).toEqual(DEFAULT_CATALOGUE);
    for (const chart of DEFAULT_CATALOGUE.sizeCharts) {
      expect(sizeChartFormSchema.parse(chart)).toEqual(chart);
    }
    for (const color of DEFAULT_CATALOGUE.colors) {
      expect(colorFormSchema.parse(color)).toEqual(color);
    }
    for (const category of DEFAULT_CATALOGUE.categories) {
      expect(categoryFormSchema.parse(category)).toEqual(category);
    }
  });
});
