// The frame of a product's secondary page (spec §2): the way back to the product, the page's heading
// and the product's name, then the page's content.
import { useId, type ReactNode } from 'react';
import { usePdpMessages } from '../i18n/use-pdp-translator';
import { detailsMessages } from '../i18n/parts/details';
import { HostLink } from './host-link';
import { textButton } from './buttons';
import { pageColumn } from './layout-styles';

export function SecondaryPageFrame({
  title,
  productName,
  productPath,
  children,
}: {
  title: string;
  productName: string;
  productPath: string;
  children: ReactNode;
}) {
  const { t } = usePdpMessages(detailsMessages);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={pageColumn}>
      <HostLink to={productPath} css={{ ...textButton, display: 'inline-flex', alignItems: 'center' }}>
        {t('pdp.description.backToProduct')}
      </HostLink>
      <h1 id={headingId} css={{ fontSize: 20, margin: 0 }}>
        {title}
      </h1>
      <p css={{ margin: 0 }}>{productName}</p>
      {children}
    </section>
  );
}
