// The price the shopper pays, with the listed price and discount when there is one.
import { memo } from 'react';
import type { PriceDto } from '@pdp/backend-api/backend';
import { formatRupiah } from '@pdp/host-contract/price-format';
import { usePdpTranslator } from '../../../shared/i18n/use-pdp-translator';
import { theme } from '../../../shared/ui/theme';

/** Contextual price layouts of spec §4, chosen from the product's tags. */
export type PriceLayout = 'fashion' | 'grocery-store' | 'gadgets' | 'default';

const LAYOUT_STYLES: Record<PriceLayout, { fontSize: number; discountFirst: boolean }> = {
  default: { fontSize: 26, discountFirst: false },
  // Fashion shoppers look for the markdown first.
  fashion: { fontSize: 24, discountFirst: true },
  // Grocery prices are small and many: a compact line.
  'grocery-store': { fontSize: 22, discountFirst: false },
  // Gadgets are compared by the exact figure: the largest price.
  gadgets: { fontSize: 28, discountFirst: false },
};

export const ProductPrice = memo(function ProductPrice({ price, layout = 'default' }: { price: PriceDto; layout?: PriceLayout }) {
  const { t } = usePdpTranslator();
  const discounted = price.listed > price.offered && price.discountPercentage > 0;
  const style = LAYOUT_STYLES[layout];
  return (
    <section
      aria-label={t('pdp.price.label')}
      data-price-layout={layout}
      css={{ display: 'flex', flexDirection: style.discountFirst && discounted ? 'column-reverse' : 'column', gap: theme.space(1) }}
    >
      <p css={{ margin: 0, fontSize: style.fontSize, fontWeight: 700, color: theme.color.price }} data-testid="product-price">
        {formatRupiah(price.offered)}
      </p>
      {discounted && (
        <p css={{ margin: 0, display: 'flex', gap: theme.space(2), alignItems: 'center', fontSize: 14 }}>
          <s css={{ color: theme.color.muted }}>
            <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>{t('pdp.price.listed')} </span>
            {formatRupiah(price.listed)}
          </s>
          <span css={{ color: theme.color.price, fontWeight: 600 }}>{t('pdp.price.discount', { percentage: price.discountPercentage })}</span>
        </p>
      )}
    </section>
  );
});
