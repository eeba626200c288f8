// The service section's rows as the manifests declare them: standing by their order whatever the list's,
// one id per row, and each shown only for an item its `when` holds, with the props it gives.
import { render, screen } from '@testing-library/react';
import { aSummary } from '@pdp/test-kit/summary-factory';
import { DEFAULT_PRODUCT_CONFIG } from '../product-config/model/product-config';
import type { FeatureManifest } from './feature-manifest';
import type { ServiceFacts, ServiceRowPart } from './page-slots';
import { rowsOf, serviceRow } from './service-rows';

const emptyRow = (id: string, order: number) => serviceRow({ id, order, Row: () => null, when: () => ({}) });
const declaring = (...rows: ServiceRowPart[]) => ({ rows: async () => ({ default: rows }) }) satisfies FeatureManifest;

function factsOf(summary = aSummary()): ServiceFacts {
  if (!summary.details) throw new Error('the summary factory gives details');
  return {
    itemSku: summary.itemSku,
    productId: `is--${summary.itemSku}`,
    storefront: 'RETAIL',
    details: summary.details,
    summary,
    tags: summary.tags,
    config: DEFAULT_PRODUCT_CONFIG,
  };
}

describe('the service section’s rows', () => {
  it('stand by their order, not by the order of the features that declare them', async () => {
    const late = declaring(emptyRow('trade-in', 70));
    const early = declaring(emptyRow('quote', 50), emptyRow('installments', 10));
    const none = {} satisfies FeatureManifest;
    expect((await rowsOf([late, none, early])).map(({ id }) => id)).toEqual(['installments', 'quote', 'trade-in']);
  });

  it('refuses a row id two features declare, naming it, and a feature listed twice', async () => {
    const quote = declaring(emptyRow('quote', 50));
    await expect(rowsOf([quote, declaring(emptyRow('quote', 55))])).rejects.toThrow('Two features declare the row quote');
    await expect(rowsOf([quote, quote])).rejects.toThrow('listed before');
  });

  it('shows a row for an item its `when` holds, with the props it gives, and nothing for one it does not', () => {
    const quote = serviceRow({
      id: 'quote',
      order: 50,
      Row: ({ itemSku }: { itemSku: string }) => <p>Grosir untuk {itemSku}</p>,
      when: ({ itemSku, tags }) => (tags.includes('WHOLESALE') ? { itemSku } : null),
    });
    const wholesale = factsOf(aSummary({ itemSku: 'GRO-1', tags: ['AVAILABLE', 'WHOLESALE'] }));

    expect(quote.rowFor({ ...wholesale, tags: ['AVAILABLE'] })).toBeNull();
    render(quote.rowFor(wholesale));
    expect(screen.getByText('Grosir untuk GRO-1')).toBeVisible();
  });
});
