// The slots the page lays out in their own order, as the features declare them: the service section's
// rows and the more-options sheet's actions stand by their order whatever the list's, one id each, and a
// row shows only for an item its `when` holds, with the props it gives.
import { render, screen } from '@testing-library/react';
import { aSummary } from '@pdp/test-kit/summary-factory';
import { DEFAULT_PRODUCT_CONFIG } from '../product-config/model/product-config';
import type { FeatureManifest } from './feature-manifest';
import { slotsInOrder } from './ordered-slots';
import type { MoreOptionPart, ServiceFacts, ServiceRowPart } from './page-slots';
import { serviceRow } from './service-rows';

const emptyRow = (id: string, order: number) => serviceRow({ id, order, Row: () => null, when: () => ({}) });
const withRows = (...rows: ServiceRowPart[]) => ({ rows: async () => ({ default: rows }) }) satisfies FeatureManifest;
const withOptions = (...options: MoreOptionPart[]) => ({ options: async () => ({ default: options }) }) satisfies FeatureManifest;
const option = (id: string, order: number): MoreOptionPart => ({ id, order, Option: () => null });

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

describe('the slots laid out in their own order', () => {
  it('stand by their order, not by the order of the features that declare them', async () => {
    const late = { ...withRows(emptyRow('trade-in', 70)), ...withOptions(option('report', 30)) };
    const early = { ...withRows(emptyRow('quote', 50), emptyRow('installments', 10)), ...withOptions(option('share', 10)) };
    const none = {} satisfies FeatureManifest;
    expect((await slotsInOrder([late, none, early], 'rows')).map(({ id }) => id)).toEqual(['installments', 'quote', 'trade-in']);
    expect((await slotsInOrder([late, none, early], 'options')).map(({ id }) => id)).toEqual(['share', 'report']);
  });

  it('refuses an id two features declare, naming it, and a feature listed twice', async () => {
    const quote = withRows(emptyRow('quote', 50));
    await expect(slotsInOrder([quote, withRows(emptyRow('quote', 55))], 'rows')).rejects.toThrow('Two features declare the row quote');
    await expect(slotsInOrder([withOptions(option('share', 10)), withOptions(option('share', 20))], 'options')).rejects.toThrow(
      'Two features declare the option share',
    );
    await expect(slotsInOrder([quote, quote], 'rows')).rejects.toThrow('listed before');
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
