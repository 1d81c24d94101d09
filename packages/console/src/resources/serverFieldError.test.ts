import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../api/ApiCallError';
import { serverFieldError } from './serverFieldError';

const refusal = (status: number, message: string, field?: string) =>
  new ApiCallError(message, status, { success: false, message, ...(field ? { field } : {}) });

describe('serverFieldError', () => {
  it('finds a field of the form in a 400 and nothing in a 409 or for another field', () => {
    const fields = ['size', 'gender'];
    expect(
      serverFieldError(new ApiCallError('size: No size chart has this key.', 400), fields),
    ).toEqual({
      field: 'size',
      message: 'No size chart has this key.',
    });
    expect(
      serverFieldError(new ApiCallError('A colour with this name already exists.', 409), fields),
    ).toBeNull();
    expect(serverFieldError(new ApiCallError('key: Bad', 400), fields)).toBeNull();
    expect(serverFieldError(new Error('size: x'), fields)).toBeNull();
  });

  it('takes the field the server names, not the words of its message', () => {
    const fields = ['productCode', 'colors'];
    expect(serverFieldError(refusal(409, 'Any words at all.', 'productCode'), fields)).toEqual({
      field: 'productCode',
      message: 'Any words at all.',
    });
    // A field inside a list: the SKU cell of the first colour's third size.
    expect(
      serverFieldError(refusal(409, 'That SKU is taken.', 'colors.0.sizes.2.sku'), fields),
    ).toEqual({ field: 'colors.0.sizes.2.sku', message: 'That SKU is taken.' });
    // A field this form does not have, or none named: for the toast.
    expect(serverFieldError(refusal(409, 'Taken.', 'email'), fields)).toBeNull();
    expect(serverFieldError(refusal(409, 'productCode: Taken.'), fields)).toBeNull();
  });
});
