// The product page's own list of features composes: no feature listed twice, no id two of them declare.
import { composed } from '../../shared/feature/feature-manifest';
import { FEATURES } from './features';

describe('the product page’s list of features', () => {
  it.each(['modals', 'pages', 'views', 'routes'] as const)('composes its %s', (kind) => {
    expect(Object.keys(composed(FEATURES, kind) as object).length).toBeGreaterThan(0);
  });
});
