import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { serverFieldPaths } from './server-field-paths';

describe('a 400’s fields by path', () => {
  it('gives each field its first message by its whole path', () => {
    const error = new ApiRequestError(
      400,
      'validation_failed',
      'body.price_override.price: Too small: expected number to be >=0; body.modifiers.2.name: Enter the modifier’s name; body.price_override.price: again',
    );
    expect(serverFieldPaths(error)).toEqual({
      'price_override.price': 'Too small: expected number to be >=0',
      'modifiers.2.name': 'Enter the modifier’s name',
    });
  });

  it('gives nothing for another status or a message naming no field', () => {
    expect(serverFieldPaths(new ApiRequestError(409, 'conflict', 'body.name: taken'))).toEqual({});
    expect(serverFieldPaths(new ApiRequestError(400, 'bad_request', 'Something is off'))).toEqual({});
    expect(serverFieldPaths(new Error('body.name: x'))).toEqual({});
  });
});
