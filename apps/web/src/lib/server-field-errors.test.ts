import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { serverFieldErrors } from './server-field-errors';

describe('the fields a 400 names', () => {
  it('puts each failure under the field its path starts with, the first per field', () => {
    const error = new ApiRequestError(
      400,
      'bad_request',
      'body.price: Enter the price in whole cents; body.configurations.0: Value 9 is not a value of this business’s attribute 2; body.price: again',
    );
    expect(serverFieldErrors(error)).toEqual({
      price: 'Enter the price in whole cents',
      configurations: 'Value 9 is not a value of this business’s attribute 2',
    });
  });

  it('gives none for a 400 naming no field, or another status', () => {
    expect(serverFieldErrors(new ApiRequestError(400, 'bad_request', 'Something is off'))).toEqual({});
    expect(serverFieldErrors(new ApiRequestError(409, 'stale_version', 'body.price: no'))).toEqual({});
  });
});
