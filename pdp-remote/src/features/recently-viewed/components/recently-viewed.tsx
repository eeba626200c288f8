// Recently viewed: the items seen before the shown one, other products only, shown from `_basic`.
// Nothing seen before: no section. The page records the shown item itself (useRecordRecentlyViewed),
// so this list can load late, when the shopper scrolls near it.
import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { itemProductId, productPath, type BasicProductDto } from '@pdp/shared-contracts';
import { requireBackendClientAtom } from '../../../shared/http/backend-atoms';
import { isAbortError } from '../../../shared/http/backend-client';
import { useMountProps } from '../../../shared/mount/mount-context';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { detailsMessages } from '../../../shared/i18n/parts/details';
import { ProductCards } from '../../../shared/ui/product-cards';
import { theme } from '../../../shared/ui/theme';
import { getBasicProducts } from '../api/get-basic-products';
import { readRecentlyViewed } from '../model/recently-viewed-store';

type State = { status: 'idle' | 'loading' | 'failed'; items: BasicProductDto[] } | { status: 'loaded'; items: BasicProductDto[] };

export function RecentlyViewed({ itemSku, productSku }: { itemSku: string; productSku: string }) {
  const { t } = usePdpMessages(detailsMessages);
  const { vendor } = useMountProps();
  const client = useAtomValue(requireBackendClientAtom);
  const [state, setState] = useState<State>({ status: 'idle', items: [] });

  useEffect(() => {
    const seen = readRecentlyViewed(vendor).filter((sku) => sku !== itemSku);
    if (seen.length === 0) {
      setState({ status: 'loaded', items: [] });
      return undefined;
    }
    const controller = new AbortController();
    setState({ status: 'loading', items: [] });
    getBasicProducts(client, seen, controller.signal).then(
      (items) => setState({ status: 'loaded', items: items.filter((item) => item.productSku !== productSku) }),
      (error: unknown) => {
        if (!isAbortError(error) && !controller.signal.aborted) setState({ status: 'failed', items: [] });
      },
    );
    return () => controller.abort();
  }, [client, vendor, itemSku, productSku]);

  if (state.status === 'idle' || (state.status === 'loaded' && state.items.length === 0)) return null;
  return (
    <section aria-labelledby="recently-viewed-heading" css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}>
      <h2 id="recently-viewed-heading" css={{ fontSize: 18, margin: 0 }}>
        {t('pdp.recentlyViewed.title')}
      </h2>
      {state.status === 'loading' && <p role="status">{t('pdp.recentlyViewed.loading')}</p>}
      {state.status === 'failed' && <p role="status" css={{ color: theme.color.muted }}>{t('pdp.recentlyViewed.failed')}</p>}
      {state.status === 'loaded' && (
        <ProductCards
          cards={state.items.map((item) => ({
            key: item.itemSku,
            path: productPath({ vendor, productName: item.urlFriendlyName, id: itemProductId(item.itemSku) }),
            name: item.name,
            imageUrl: item.imageUrl,
            price: item.price.offered,
          }))}
        />
      )}
    </section>
  );
}
