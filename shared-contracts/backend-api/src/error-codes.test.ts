import { BACKEND_ERROR_CODES } from './error-codes';

describe('error codes', () => {
  it('lists each code once', () => {
    expect(new Set(BACKEND_ERROR_CODES).size).toBe(BACKEND_ERROR_CODES.length);
    expect(BACKEND_ERROR_CODES).toContain('CHECKOUT_PERMANENTLY_BLOCKED');
    expect(BACKEND_ERROR_CODES).toContain('QUOTA_RUN_OUT');
  });
});
