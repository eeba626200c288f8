// Recently viewed: the shown item is recorded once mounted (never on the server), and the items seen
// before it, other products only, are shown from `_basic`. Nothing seen before: no section.
import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { formatRupiah, itemProductId, productPath, type BasicProductDto } from '@pdp/shared-contracts';
import { requireBackendClientAtom } from '../../../shared/http/backend-atoms';
import { isAbortError } from '../../../shared/http/backend-client';
import { useMountProps } from '../../../shared/mount/mount-context';
import { usePdpTranslator } from '../../../shared/i18n/use-pdp-translator';
import { HostLink } from '../../../shared/ui/host-link';
import { theme } from '../../../shared/ui/theme';
import { getBasicProducts } from '../api/get-basic-products';
import { recordRecentlyViewed } from '../model/recently-viewed-store';

type State = { status: 'idle' | 'loading' | 'failed'; items: BasicProductDto[] } | { status: 'loaded'; items: BasicProductDto[] };

export function RecentlyViewed({ itemSku, productSku }: { itemSku: string; productSku: string }) {
  const { t } = usePdpTranslator();
  const { vendor } = useMountProps();
  const client = useAtomValue(requireBackendClientAtom);
  const [state, setState] = useState<State>({ status: 'idle', items: [] });

  useEffect(() => {
    const seen = recordRecentlyViewed(vendor, itemSku).filter((sku) => sku !== itemSku);
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
  const linkVendor = vendor === 'GROCERY' ? 'GROCERY' : 'RETAIL';
  return (
    <section aria-labelledby="recently-viewed-heading" css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}>
      <h2 id="recently-viewed-heading" css={{ fontSize: 18, margin: 0 }}>
        {t('pdp.recentlyViewed.title')}
      </h2>
      {state.status === 'loading' && <p role="status">{t('pdp.recentlyViewed.loading')}</p>}
      {state.status === 'failed' && <p role="status" css={{ color: theme.color.muted }}>{t('pdp.recentlyViewed.failed')}</p>}
      {state.status === 'loaded' && (
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(3), gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}>
          {state.items.map((item) => (
            <li key={item.itemSku}>
              <HostLink
                to={productPath({ vendor: linkVendor, productName: item.urlFriendlyName, id: itemProductId(item.itemSku) })}
                css={{ display: 'flex', flexDirection: 'column', gap: theme.space(1), color: 'inherit', textDecoration: 'none', borderRadius: theme.radius, '&:focus-visible': theme.focusRing }}
              >
                {item.imageUrl ? <img src={item.imageUrl} alt="" width={140} height={140} loading="lazy" css={{ width: '100%', height: 'auto', aspectRatio: '1', objectFit: 'cover', borderRadius: theme.radius, background: theme.color.subtle }} /> : null}
                <span css={{ fontSize: 14 }}>{item.name}</span>
                <strong css={{ color: theme.color.price }}>{formatRupiah(item.price.offered)}</strong>
              </HostLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
