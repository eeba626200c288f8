/**
 * @jest-environment node
 */
// Server rendering must stay possible: loading the remote's modules touches no window, document or
// storage (there are none here, so any top-level access throws).

describe('the remotes’ modules on a server', () => {
  it('load without a browser', async () => {
    expect(typeof window).toBe('undefined');
    await expect(import('./lifecycles')).resolves.toHaveProperty('mount');
    await expect(import('../public/index')).resolves.toHaveProperty('ProductPage');
  });
});
