// The marketplace's copy about the product, below the specifications, in the shopper's language (the
// other one when it is written in that only). Nothing while it loads or when it failed: it arrives
// with the description (description-atoms.ts), so it never moves what is below.
import { useMountProps } from '../../../shared/mount/mount-context';
import { theme } from '../../../shared/ui/theme';
import type { ProductCopy as Copy } from '../api/get-product-copy';
import { richText } from './rich-text';

export function ProductCopy({ copy }: { copy: Copy }) {
  const { locale } = useMountProps();
  const text = copy[locale] ?? copy.id ?? copy.en;
  if (!text) return null;
  return (
    <section aria-labelledby="pdp-product-copy" css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2), minWidth: 0 }}>
      <h3 id="pdp-product-copy" css={{ fontSize: 16, margin: 0, overflowWrap: 'anywhere' }}>
        {text.title}
      </h3>
      <div data-testid="product-copy" css={richText} dangerouslySetInnerHTML={{ __html: text.html }} />
    </section>
  );
}
