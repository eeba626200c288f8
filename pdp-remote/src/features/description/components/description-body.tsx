// The sanitised description, its specifications and the product copy, and what shows while they load
// or after a failure.
import type { ReactNode } from 'react';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { detailsMessages } from '../../../shared/i18n/parts/details';
import { Skeleton } from '../../../shared/ui/skeleton';
import { theme } from '../../../shared/ui/theme';
import { useDescription } from '../hooks/use-description';
import { SpecificationsTable } from './specifications-table';
import { ProductCopy } from './product-copy';
import { richText } from './rich-text';

interface DescriptionBodyProps {
  productId: string;
  /** Clamp the text (the main page), with what to show below it. */
  clamp?: { footer: ReactNode };
}

export function DescriptionBody({ productId, clamp }: DescriptionBodyProps) {
  const { t } = usePdpMessages(detailsMessages);
  const { state, retry } = useDescription(productId);
  if (state?.status === 'failed') {
    return (
      <p role="alert" css={{ margin: 0 }}>
        {t('pdp.description.failed')}{' '}
        <button
          type="button"
          onClick={retry}
          css={{ font: 'inherit', color: theme.color.accent, background: 'none', border: 0, textDecoration: 'underline', cursor: 'pointer', minHeight: 44 }}
        >
          {t('pdp.page.retry')}
        </button>
      </p>
    );
  }
  const description = state?.status === 'loaded' ? state.data : null;
  if (!description) {
    return (
      <div aria-busy="true" css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2) }}>
        <Skeleton height="16px" />
        <Skeleton height="16px" width="85%" />
        <Skeleton height="16px" width="70%" />
      </div>
    );
  }
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
      {description.html === '' ? (
        <p css={{ margin: 0, color: theme.color.muted }}>{t('pdp.description.empty')}</p>
      ) : (
        <div
          data-testid="product-description"
          css={clamp ? { ...richText, maxHeight: 240, overflow: 'hidden', maskImage: 'linear-gradient(#000 70%, transparent)' } : richText}
          dangerouslySetInnerHTML={{ __html: description.html }}
        />
      )}
      {clamp?.footer}
      <SpecificationsTable specifications={description.specifications} />
      {description.copy && <ProductCopy copy={description.copy} />}
    </div>
  );
}
