// Buy now and add to bag for the shown item, the way the shopper chose to receive it; notify me when
// it is out of stock (or the NOTIFIED state once asked); and the catalogue's message when a call fails.
import { useAtomValue, useSetAtom } from 'jotai';
import type { CartLineRequestDto, ProductSummaryDto } from '@pdp/backend-api/backend';
import type { GroceryCartUpdateParams } from '@pdp/backend-api/grocery';
import { orderListPath } from '@pdp/host-contract/links';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { buyingMessages } from '../../../shared/i18n/parts/buying';
import { openModalAtom } from '../../../shared/modal/modal-atoms';
import { HostLink } from '../../../shared/ui/host-link';
import { primaryButton, secondaryButton, textButton } from '../../../shared/ui/buttons';
import { theme } from '../../../shared/ui/theme';
import { firstPressOnly } from '../../../shared/ui/first-press-only';
import { useHydrated } from '../../../shared/ssr/use-hydrated';
import { useBuying } from '../hooks/use-buying';
import { buyingMessageAtom, notifiedItemsAtom, type AddedItem } from '../state/buying-atoms';
import { wrappingRow } from '../../../shared/ui/layout-styles';
import type { OnboardingTipId } from '../../../shared/onboarding/onboarding-anchor';
import { useAddOnChoice } from '../../../shared/cart/add-on-choice';
import { useStorefrontBag } from '../../../shared/cart/storefront-bag';

interface BuyBarProps {
  summary: ProductSummaryDto;
  quantity: number;
  /** How the item reaches the shopper, from the fulfillment choice. */
  fulfillment: Pick<CartLineRequestDto, 'fulfillment' | 'pickupPointCode'>;
  /** The chosen way allows buying the item now. */
  purchasable: boolean;
  /** Why not, in the shopper's words, when it does not. */
  blockedMessage: string | null;
  unitPrice: number;
  variant: string | null;
  /** Another variant is loading: what is shown is the item picked before, so buying waits for the one picked. */
  variantLoading: boolean;
  /** Offer buy now (the quick checkout); true by default. */
  buyNow?: boolean;
  /** The grocery page's store and window, which buy now sends as add to bag does. */
  groceryCheckout?: GroceryCartUpdateParams;
}

export function BuyBar({
  summary,
  quantity,
  fulfillment,
  purchasable,
  blockedMessage,
  unitPrice,
  variant,
  variantLoading,
  buyNow: offerBuyNow = true,
  groceryCheckout,
}: BuyBarProps) {
  const { t } = usePdpMessages(buyingMessages);
  const { busy, addToBag, buyNow } = useBuying();
  const bag = useStorefrontBag();
  const shown = useAtomValue(buyingMessageAtom);
  // A message about another item (the shopper moved on to another variant or product) is not shown.
  const message = shown?.itemSku === summary.itemSku ? shown.outcome : null;
  const notifiedHere = useAtomValue(notifiedItemsAtom);
  const openModal = useSetAtom(openModalAtom);
  const outOfStock = summary.tags.includes('OOS');
  // NOTIFIED is the shopper's own: the server, rendering for nobody, never has it.
  const hydrated = useHydrated();
  const notified = (hydrated && summary.tags.includes('NOTIFIED')) || notifiedHere.has(summary.itemSku);
  // The add-ons ticked in the service section go on the line (spec §3 Add-ons).
  const addOns = useAddOnChoice(summary.itemSku);
  const line: CartLineRequestDto = { itemSku: summary.itemSku, quantity, ...fulfillment, ...(addOns.length > 0 ? { addOns: [...addOns] } : {}) };
  const item: AddedItem = { itemSku: summary.itemSku, name: summary.name, imageUrl: summary.images[0]?.thumbnail ?? null, quantity, unitPrice, variant };

  // Anonymous shoppers too: spec §6 does not list notify me among the members' actions.
  const notifyMe = () => openModal({ id: 'notify-me', payload: { itemSku: summary.itemSku, productName: summary.name } });

  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2) }}>
      {outOfStock ? (
        notified ? (
          <p
            role="status"
            css={{ margin: 0, padding: theme.space(3), borderRadius: theme.radius, background: theme.color.successBg, color: theme.color.success }}
          >
            {t('pdp.notifyMe.notified')}
          </p>
        ) : (
          <button type="button" css={{ ...primaryButton, width: '100%' }} disabled={variantLoading} onClick={notifyMe}>
            {t('pdp.notifyMe.button')}
          </button>
        )
      ) : (
        <div css={{ display: 'flex', gap: theme.space(2) }}>
          {offerBuyNow && (
            <button
              type="button"
              css={{ ...secondaryButton, flex: 1 }}
              disabled={!purchasable || busy !== null || variantLoading}
              aria-busy={busy === 'buy'}
              data-onboarding={purchasable ? ('single-checkout' satisfies OnboardingTipId) : undefined}
              onClick={firstPressOnly(() => void buyNow(line, groceryCheckout))}
            >
              {t(busy === 'buy' ? 'pdp.buying.buyingNow' : 'pdp.buying.buyNow')}
            </button>
          )}
          <button
            type="button"
            css={{ ...primaryButton, flex: 1 }}
            disabled={!purchasable || busy !== null || variantLoading}
            aria-busy={busy === 'add'}
            onClick={firstPressOnly(() => void addToBag(line, item, bag.add))}
          >
            {t(busy === 'add' ? 'pdp.buying.adding' : 'pdp.buying.addToBag')}
          </button>
        </div>
      )}
      {!outOfStock && !purchasable && blockedMessage && <p css={{ margin: 0, color: theme.color.muted }}>{blockedMessage}</p>}
      <div aria-live="assertive">
        {message?.kind === 'message' && (
          <div
            role="alert"
            css={{
              ...wrappingRow,
              background: theme.color.warningBg,
              color: theme.color.warning,
            }}
          >
            <span>{t(message.id, message.values)}</span>
            {message.action === 'view-orders' && (
              <HostLink to={orderListPath()} css={{ ...textButton, display: 'inline-flex', alignItems: 'center' }}>
                {t('pdp.cart.viewOrders')}
              </HostLink>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
