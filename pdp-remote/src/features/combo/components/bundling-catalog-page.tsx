// The bundling catalog page (`/retail/bundling-catalog/:bundleId`, spec §2; decision 0071): the bundle
// a combo links to, its items (the main product first, each with its bundle price, an item not
// available said so) and, for each available item, adding one of it to the bag (spec §7 "add item in
// the bundle page"), refused in the cart catalogue's words (spec §8). An anonymous shopper's add is
// finished when login brings them back (spec §6). An unknown bundle is the host's 404; a failed read
// says so with a retry.
import { useEffect, useId, useState } from 'react';
import { useAtomValue } from 'jotai';
import { formatRupiah } from '@pdp/host-contract/price-format';
import { storefrontOf } from '@pdp/host-contract/remotes';
import type { RoutePageProps } from '../../../shared/feature/page-slots';
import { useMountProps } from '../../../shared/mount/mount-context';
import { requireBackendClientAtom } from '../../../shared/http/backend-atoms';
import { useKeyedRequest } from '../../../shared/state/keyed-request';
import { useCartFailure } from '../../../shared/cart/use-cart-failure';
import { AddWithStatus, type AddStatus } from '../../../shared/cart/add-with-status';
import { useFinishResumedAdd, useResumedAdd } from '../../../shared/cart/use-resumed-add';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { outlinedBox, pageColumn, stackedList } from '../../../shared/ui/layout-styles';
import { theme } from '../../../shared/ui/theme';
import { bundlingCatalogMessages } from '../messages/bundling-catalog';
import { bundleRequest } from '../state/combo-atoms';
import { addBundleItem } from '../api/add-bundle-item';
import type { ComboItem } from '../model/combo';

function BundleItemRow({ bundleId, item }: { bundleId: string; item: ComboItem }) {
  const { t } = usePdpMessages(bundlingCatalogMessages);
  const { user, path, vendor, requestLogin, reportBagCount } = useMountProps();
  const client = useAtomValue(requireBackendClientAtom);
  const cartFailure = useCartFailure();
  const [status, setStatus] = useState<AddStatus>({ kind: 'idle' });

  const resumed = useResumedAdd('bundle');

  const add = async () => {
    if (!user) {
      requestLogin({ returnTo: resumed.returnPath(path, [item.itemSku]) });
      return;
    }
    setStatus({ kind: 'adding' });
    try {
      const count = await addBundleItem(client, bundleId, item.itemSku);
      reportBagCount?.({ vendor: storefrontOf(vendor), count });
      setStatus({ kind: 'added' });
    } catch (error) {
      const message = cartFailure(error, path);
      setStatus(message === null ? { kind: 'idle' } : { kind: 'failed', message });
    }
  };
  // Back from login with this item's add to finish: once, and out of the address.
  useFinishResumedAdd({ ...resumed, skus: resumed.skus?.[0] === item.itemSku ? resumed.skus : null }, add);

  return (
    <li css={{ ...outlinedBox, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(2) }}>
      {item.imageUrl && <img src={item.imageUrl} alt="" width={64} height={64} css={{ objectFit: 'contain', flexShrink: 0 }} />}
      <div css={{ flex: '1 1 12rem', minWidth: 0 }}>
        <p css={{ margin: 0 }}>{item.name}</p>
        <p css={{ margin: 0, fontSize: 14, color: item.available ? theme.color.price : theme.color.muted }}>
          {item.primary ? `${t('pdp.bundle.primary')} · ` : ''}
          {item.available
            ? t('pdp.bundle.prices', { combo: formatRupiah(item.price.combo), offered: formatRupiah(item.price.offered) })
            : t('pdp.bundle.unavailable')}
        </p>
      </div>
      {item.available && (
        <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(1) }}>
          <AddWithStatus
            status={status}
            onAdd={add}
            addName={t('pdp.bundle.addItem', { name: item.name })}
            labels={{ add: t('pdp.bundle.add'), adding: t('pdp.bundle.adding'), added: t('pdp.bundle.added'), viewBag: t('pdp.bundle.viewBag') }}
          />
        </div>
      )}
    </li>
  );
}

function BundlingCatalogPage({ params }: RoutePageProps) {
  const { t } = usePdpMessages(bundlingCatalogMessages);
  const { reportPageStatus } = useMountProps();
  const bundleId = params.bundleId ?? '';
  const { state, retry } = useKeyedRequest(bundleRequest, bundleId);
  const headingId = useId();
  const listId = useId();
  const unknown = state?.status === 'failed' && state.error?.status === 404;

  useEffect(() => {
    if (unknown) reportPageStatus(404);
  }, [unknown, reportPageStatus]);

  const bundle = state?.status === 'loaded' ? state.data : null;
  return (
    <section aria-labelledby={headingId} css={pageColumn}>
      <h1 id={headingId} css={{ fontSize: 20, margin: 0 }}>
        {t('pdp.bundle.title')}
      </h1>
      {state?.status === 'failed' && !unknown && <InlineAlert message={t('pdp.bundle.failed')} actionLabel={t('pdp.page.retry')} onAction={retry} />}
      {(!state || state.status === 'loading' || state.status === 'idle') && <p aria-busy="true">{t('pdp.bundle.loading')}</p>}
      {state?.status === 'loaded' && !bundle && <p>{t('pdp.bundle.unavailableBundle')}</p>}
      {bundle && (
        <>
          {bundle.name && <h2 css={{ fontSize: 18, margin: 0 }}>{bundle.name}</h2>}
          <h3 id={listId} css={{ fontSize: 16, margin: 0 }}>
            {t('pdp.bundle.items')}
          </h3>
          <ul aria-labelledby={listId} css={stackedList(2)}>
            {bundle.items.map((item) => (
              <BundleItemRow key={item.itemSku} bundleId={bundle.bundleId} item={item} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The default export: the page's chunk, loaded when the shopper comes to the route. */
export default BundlingCatalogPage;
