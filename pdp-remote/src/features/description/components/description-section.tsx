// The description on the product page: clamped, with a link to its own secondary page.
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { detailsMessages } from '../../../shared/i18n/parts/details';
import { HostLink } from '../../../shared/ui/host-link';
import { DescriptionBody } from './description-body';

function DescriptionSection({ productId, descriptionPath }: { productId: string; descriptionPath: string }) {
  const { t } = usePdpMessages(detailsMessages);
  return <DescriptionBody productId={productId} clamp={{ footer: <HostLink to={descriptionPath}>{t('pdp.description.readMore')}</HostLink> }} />;
}

/** The default export: what the page loads lazily (app/below-the-fold.ts). */
export default DescriptionSection;
