// The signed-in shopper's grocery bag at the store serving them: units and subtotal, the way to free
// delivery or the order minimum, and the grocery bag route. Read as the page opens (GET), worked out
// again after every add to bag (POST, decision 0069). A failed call leaves nothing shown (spec §8: reset
// to empty); the rest of the page carries on.
import { useEffect, useId, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { cartPath } from '@pdp/host-contract/links';
import { formatRupiah } from '@pdp/host-contract/price-format';
import { HostLink, bagRevisionAtom, textButton, theme, useKeyedRequest, useMountProps } from '@pdp/pdp-remote/blocks';
import { useGroceryTranslator } from '../../../shared/i18n/grocery-catalogues';
import { servingStoreAtom } from '../../../shared/warehouse/selected-warehouse';
import { checkoutSummaryRefresh, checkoutSummaryRequest, type BagChange } from '../state/checkout-summary-atoms';

function CheckoutSummaryBar() {
  const { t } = useGroceryTranslator();
  const { user } = useMountProps();
  const store = useAtomValue(servingStoreAtom);
  const revision = useAtomValue(bagRevisionAtom);
  const read = useKeyedRequest(checkoutSummaryRequest, user && store ? store.code : null);
  // After every change this page makes to the bag it is worked out again (POST); the last summary stays meanwhile.
  const seenRevision = useRef(revision);
  const [changed, setChanged] = useState<BagChange | null>(null);
  useEffect(() => {
    if (revision === seenRevision.current) return;
    seenRevision.current = revision;
    if (store) setChanged({ warehouseCode: store.code, revision });
  }, [revision, store]);
  const refreshing = user && store && changed?.warehouseCode === store.code ? changed : null;
  const refreshed = useKeyedRequest(checkoutSummaryRefresh, refreshing);
  const current = refreshing ? refreshed.state : read.state;
  const lastRead = read.state?.status === 'loaded' ? read.state.data : null;
  const headingId = useId();
  const summary = current?.status === 'failed' ? null : (current?.data ?? lastRead);
  if (!summary || !store || summary.itemCount === 0) return null;
  const { subtotal, freeDeliveryMinimum, minimumOrder, deliveryFee } = summary;

  return (
    <aside
      aria-labelledby={headingId}
      css={{
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space(1),
        padding: theme.space(3),
        borderRadius: theme.radius,
        background: theme.color.subtle,
      }}
      data-testid="grocery-checkout-summary"
    >
      <h3 id={headingId} css={{ margin: 0, fontSize: 16 }}>
        {t('grocery.checkoutSummary.title', { name: store.name })}
      </h3>
      <p css={{ margin: 0 }}>
        {t('grocery.checkoutSummary.items', { count: summary.itemCount, subtotal: formatRupiah(subtotal) })}
        {deliveryFee > 0 && ` · ${t('grocery.checkoutSummary.deliveryFee', { amount: formatRupiah(deliveryFee) })}`}
      </p>
      {freeDeliveryMinimum !== null && (
        <p css={{ margin: 0, color: theme.color.success }}>
          {subtotal >= freeDeliveryMinimum
            ? t('grocery.checkoutSummary.freeDelivery')
            : t('grocery.checkoutSummary.freeDeliveryLeft', { amount: formatRupiah(freeDeliveryMinimum - subtotal) })}
        </p>
      )}
      {subtotal < minimumOrder && (
        <p css={{ margin: 0, color: theme.color.warning }}>{t('grocery.checkoutSummary.minimumOrder', { amount: formatRupiah(minimumOrder) })}</p>
      )}
      <HostLink to={cartPath('GROCERY')} css={{ ...textButton, display: 'inline-flex', alignItems: 'center', alignSelf: 'flex-start' }}>
        {t('grocery.checkoutSummary.seeBag')}
      </HostLink>
    </aside>
  );
}

/** The default export: what the page loads lazily. */
export default CheckoutSummaryBar;
