import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../api/ApiCallError';
import { serverFieldError } from './serverFieldError';

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
});
