// The stores that also sell a product tagged OFFLINE (spec §3 tags, §7 offline-merchants), under the
// seller: each store's name, address, city and hours as the store wrote them, wrapping at any width.
// A failed read says so with a retry; no store, no list.
import type { ProductType } from '@pdp/backend-api/enums';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { detailsMessages } from '../../../shared/i18n/parts/details';
import { keyedRequest, useKeyedRequest } from '../../../shared/state/keyed-request';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { theme } from '../../../shared/ui/theme';
import { getOfflineMerchants } from '../api/offline-merchants';
import { stackedList } from '../../../shared/ui/layout-styles';

const offlineMerchantsRequest = keyedRequest(
  ({ productId, type }: { productId: string; type: ProductType }) => `${productId}|${type}`,
  (client, { productId, type }, signal) => getOfflineMerchants(client, productId, type, signal),
);

export function OfflineMerchants({ productId, type }: { productId: string; type: ProductType }) {
  const { t } = usePdpMessages(detailsMessages);
  const { state, retry } = useKeyedRequest(offlineMerchantsRequest, { productId, type });
  if (state?.status === 'failed') return <InlineAlert message={t('pdp.seller.offline.failed')} actionLabel={t('pdp.page.retry')} onAction={retry} />;
  const stores = state?.status === 'loaded' ? state.data : null;
  if (!stores) return <p aria-busy="true">{t('pdp.seller.offline.loading')}</p>;
  if (stores.length === 0) return null;
  return (
    <section aria-label={t('pdp.seller.offline.title')} css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2), minWidth: 0 }}>
      <h3 css={{ margin: 0, fontSize: 16 }}>{t('pdp.seller.offline.title')}</h3>
      <ul css={stackedList(2)}>
        {stores.map((store) => (
          <li
            key={store.code}
            css={{ padding: theme.space(2), border: `1px solid ${theme.color.border}`, borderRadius: theme.radius, overflowWrap: 'anywhere', minWidth: 0 }}
          >
            <strong css={{ display: 'block' }}>{store.name}</strong>
            <span css={{ display: 'block', color: theme.color.muted, fontSize: 14 }}>
              {store.address}, {store.city}
            </span>
            {store.openingHours && <span css={{ display: 'block', fontSize: 14 }}>{t('pdp.seller.offline.hours', { hours: store.openingHours })}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
