// /cart and /grocery/cart: what the shopper has in their bag.
import { useCallback, useEffect, useState } from 'react';
import { RouterLink } from '../../shared/ui/router-link';
import type { CartDto } from '@pdp/backend-api/cart';
import type { Vendor } from '@pdp/backend-api/enums';
import { loginPath, cartPath } from '@pdp/host-contract/links';
import { formatRupiah } from '@pdp/host-contract/price-format';
import { storefrontOf, type Storefront } from '@pdp/host-contract/remotes';
import { useHost } from '../../shared/host-context';
import { useHostTranslator } from '../../shared/i18n/host-i18n';
import { hostPageMessagesId } from '../../shared/i18n/pages.messages.id';
import { HostApiError } from '../../shared/http/backend';
import { buttonStyle, hostTheme, pageStyle } from '../../shared/ui/styles';
import { getCart } from './api/get-cart';
import { GroceryLine } from './grocery-line';
import type { HostMessageId } from '../../shared/i18n/messages.id';

const HEADINGS: Record<Storefront, HostMessageId> = { RETAIL: 'host.cart.heading', GROCERY: 'host.cart.groceryHeading' };

export function CartPage({ vendor }: { vendor: Vendor }) {
  const { config, user, setBagCount } = useHost();
  const { t } = useHostTranslator(hostPageMessagesId);
  const [state, setState] = useState<{ status: 'loading' | 'loaded' | 'failed' | 'login'; cart?: CartDto }>({ status: 'loading' });

  const load = useCallback(() => {
    setState({ status: 'loading' });
    getCart(config.backendBaseUrl, vendor).then(
      (cart) => {
        setState({ status: 'loaded', cart });
        setBagCount(storefrontOf(vendor), cart.items.length);
      },
      (error: unknown) => setState({ status: error instanceof HostApiError && error.status === 401 ? 'login' : 'failed' }),
    );
  }, [config.backendBaseUrl, vendor, setBagCount]);

  useEffect(load, [load, user]);

  const path = cartPath(vendor);
  return (
    <main id="main" css={pageStyle}>
      <h1 css={{ fontSize: 22 }}>{t(HEADINGS[storefrontOf(vendor)])}</h1>
      {state.status === 'loading' && <p role="status">{t('host.cart.loading')}</p>}
      {state.status === 'login' && (
        <p>
          <RouterLink to={loginPath(path)}>{t('host.cart.loginRequired')}</RouterLink>
        </p>
      )}
      {state.status === 'failed' && (
        <div role="alert">
          <p>{t('host.cart.loadFailed')}</p>
          <button type="button" onClick={load} css={buttonStyle}>
            {t('host.cart.retry')}
          </button>
        </div>
      )}
      {state.status === 'loaded' && state.cart && state.cart.items.length === 0 && <p>{t('host.cart.empty')}</p>}
      {state.status === 'loaded' && state.cart && state.cart.items.length > 0 && (
        <ul css={{ listStyle: 'none', padding: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
          {state.cart.items.map((item) => (
            <li
              key={item.itemSku}
              css={{ display: 'flex', gap: 12, alignItems: 'center', borderBottom: `1px solid ${hostTheme.color.border}`, paddingBottom: 12 }}
            >
              <img src={item.imageUrl} alt="" width={64} height={64} css={{ objectFit: 'cover', borderRadius: 6 }} />
              <div>
                <p css={{ margin: 0, fontWeight: 600 }}>{item.name}</p>
                <p css={{ margin: 0, color: hostTheme.color.muted }}>{t('host.cart.quantity', { quantity: item.quantity })}</p>
                <p css={{ margin: 0 }}>{formatRupiah(item.price * item.quantity)}</p>
                <GroceryLine item={item} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
