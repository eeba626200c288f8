// The promotions secondary page (`/p/:name/:id/promotions`, spec §2): the voucher list on a page of
// its own, with the terms in their modal. A shopper back from login with a voucher to claim finds it
// claimed here.
import type { ProductSummaryDto } from '@pdp/backend-api/backend';
import { useEffect, useState } from 'react';
import { useMountProps } from '../../../shared/mount/mount-context';
import { useModal } from '../../../shared/modal/use-modal';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { promotionsMessages } from '../messages/promotions';
import { SecondaryPageFrame } from '../../../shared/ui/secondary-page-frame';
import { claimParamOf, withoutClaimParam } from '../model/claim-path';
import { VoucherList } from './voucher-list';

function PromotionsPage({ summary, productId, productPath }: { summary: ProductSummaryDto; productId: string; productPath: string }) {
  const { itemSku, name: productName } = summary;
  const { t } = usePdpMessages(promotionsMessages);
  const { user, path, navigate } = useMountProps();
  const { openModal } = useModal();
  // Read once: the parameter leaves the address at once, the claim waits for the list.
  const [claimOnOpen] = useState(() => (user ? claimParamOf(path) : null));

  useEffect(() => {
    if (claimOnOpen) navigate({ path: withoutClaimParam(path), replace: true, resetScroll: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [claimOnOpen]);

  return (
    <SecondaryPageFrame title={t('pdp.vouchers.title')} productName={productName} productPath={productPath}>
      <VoucherList
        productId={productId}
        itemSku={itemSku}
        claimOnOpen={claimOnOpen}
        onOpenTerms={(voucher) => openModal({ id: 'voucher-terms', payload: { productId, itemSku, voucherId: voucher.id } })}
      />
    </SecondaryPageFrame>
  );
}

/** The default export: what the page loads lazily (app/below-the-fold.ts). */
export default PromotionsPage;
