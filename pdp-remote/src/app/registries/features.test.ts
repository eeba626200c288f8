// The product page's own list of features composes: no feature listed twice, no id two of them declare,
// the service section's rows in the section's order (spec §1), and the more-options sheet's actions in its.
import { composed } from '../../shared/feature/feature-manifest';
import { FEATURES } from './features';
import { loadMoreOptions } from './more-options';
import { loadServiceRows } from './service-rows';

describe('the product page’s list of features', () => {
  it.each(['modals', 'pages', 'views', 'routes'] as const)('composes its %s', (kind) => {
    expect(Object.keys(composed(FEATURES, kind) as object).length).toBeGreaterThan(0);
  });

  it('puts the service section’s rows in its order: installments and the loan first, trade-in last', async () => {
    expect((await loadServiceRows()).map(({ id }) => id)).toEqual([
      'installments',
      'loan-simulation',
      'services',
      'subscription',
      'quote',
      'add-ons',
      'trade-in',
    ]);
  });

  it('puts the more-options sheet’s actions in its order: sharing, the wishlist, then reporting', async () => {
    expect((await loadMoreOptions()).map(({ id }) => id)).toEqual(['share', 'wishlist', 'report']);
  });
});
