// The seller section's content, loaded as its chunk when it comes near the viewport: the seller card
// (the ways to share the product and to save it to the wishlist, gathered in the more options modal on
// phones, and the store's highest reviews below them) with whether the platform itself sells the product and the product config's chat keys, which the
// app layer joins to it (features do not read each other), so the first load carries none of it.
import { useAtomValue } from 'jotai';
import type { ProductSummaryDto } from '@pdp/backend-api/backend';
import { productConfigAtom } from '../../../shared/product-config/state/product-config-atoms';
import { SellerCard } from '../../../features/seller-info/components/seller-card';
import { ShareButton } from '../../../features/share/components/share-button';
import { WishlistButton } from '../../../features/wishlist/components/wishlist-button';
import { SellerReviews } from '../../../features/reviews/components/seller-reviews';
import { isPlatformSeller } from '../../../shared/product/derived-states';
import { theme } from '../../../shared/ui/theme';
import { secondaryButton } from '../../../shared/ui/buttons';
import { useModal } from '../../../shared/modal/use-modal';
import { PHONE_QUERY, useMediaQuery } from '../../../shared/ui/use-media-query';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { detailsMessages } from '../../../shared/i18n/parts/details';

export default function SellerSection({ summary, productId }: { summary: ProductSummaryDto; productId: string }) {
  const config = useAtomValue(productConfigAtom);
  const { t } = usePdpMessages(detailsMessages);
  const { openModal } = useModal();
  const phone = useMediaQuery(PHONE_QUERY);
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}>
      <SellerCard
        merchant={summary.merchant}
        platformSeller={isPlatformSeller(summary)}
        productId={productId}
        tags={summary.tags}
        type={summary.type}
        chatConfig={config}
      />
      {/* On phones the row has no room: one button gathers sharing, the wishlist and the report. The
          row stays mounted there (hidden), so the wishlist's return from login still completes. */}
      <div hidden={phone} css={{ display: 'flex', flexWrap: 'wrap', columnGap: theme.space(4), '&[hidden]': { display: 'none' } }}>
        <ShareButton name={summary.name} price={summary.price.offered} />
        <WishlistButton productId={productId} productName={summary.name} />
      </div>
      {phone && (
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => openModal({ id: 'more-options', payload: { productId, name: summary.name, price: summary.price.offered } })}
          css={{ ...secondaryButton, alignSelf: 'flex-start' }}
        >
          {t('pdp.seller.moreOptions')}
        </button>
      )}
      {summary.merchant.code && <SellerReviews merchantCode={summary.merchant.code} />}
    </div>
  );
}
