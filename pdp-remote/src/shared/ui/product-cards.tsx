// A grid of product cards (picture, name, price), each a real link to the product through the host:
// recently viewed and recommendations show their lists with it. A card the shopper points at (a mouse
// moving over it, a finger on it) or focuses reads its product's summary ahead of the click (decision
// 0074); one that only scrolls under a pointer at rest does not.
import type { Ref } from 'react';
import { useSetAtom } from 'jotai';
import type { PriceDto } from '@pdp/backend-api/backend';
import type { Vendor } from '@pdp/backend-api/enums';
import { productPath } from '@pdp/host-contract/links';
import { formatRupiah } from '@pdp/host-contract/price-format';
import { itemProductId } from '@pdp/host-contract/product-id';
import { HostLink } from './host-link';
import { prefetchSummaryAtom } from '../product/summary-prefetch';
import { theme } from './theme';

export interface ProductCard {
  key: string;
  path: string;
  /** The product id of `path` (`is--…`), whose summary the card reads ahead of a click. */
  productId: string;
  name: string;
  imageUrl: string;
  price: number;
  /** `data-*` attributes of the card, e.g. what tracking reads (position, trace id). */
  data?: Record<`data-${string}`, string | number | undefined>;
}

/** A product as a card linking to its item's page on the vendor's storefront; `position` and `traceId` ride along for tracking. */
export function productCardOf(
  item: { itemSku: string; name: string; urlFriendlyName: string; imageUrl: string; price: PriceDto; position?: number; traceId?: string | null },
  vendor: Vendor,
): ProductCard {
  return {
    key: item.itemSku,
    path: productPath({ vendor, productName: item.urlFriendlyName, id: itemProductId(item.itemSku) }),
    productId: itemProductId(item.itemSku),
    name: item.name,
    imageUrl: item.imageUrl,
    price: item.price.offered,
    ...(item.position === undefined ? {} : { data: { 'data-position': item.position, 'data-trace-id': item.traceId ?? undefined } }),
  };
}

interface ProductCardsProps {
  cards: readonly ProductCard[];
  /** The list element, for whoever watches the cards come into view (tracking). */
  listRef?: Ref<HTMLUListElement>;
  /** Told when the shopper opens a card. */
  onOpen?: (card: ProductCard) => void;
}

export function ProductCards({ cards, listRef, onOpen }: ProductCardsProps) {
  const prefetch = useSetAtom(prefetchSummaryAtom);
  return (
    <ul
      ref={listRef}
      css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(3), gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}
    >
      {cards.map((card) => (
        <li key={card.key} {...card.data}>
          <HostLink
            to={card.path}
            onOpen={onOpen && (() => onOpen(card))}
            onIntent={() => prefetch(card.productId)}
            css={{
              display: 'flex',
              flexDirection: 'column',
              gap: theme.space(1),
              color: 'inherit',
              textDecoration: 'none',
              borderRadius: theme.radius,
              '&:focus-visible': theme.focusRing,
            }}
          >
            {card.imageUrl ? (
              <img
                src={card.imageUrl}
                alt=""
                width={140}
                height={140}
                loading="lazy"
                css={{ width: '100%', height: 'auto', aspectRatio: '1', objectFit: 'cover', borderRadius: theme.radius, background: theme.color.subtle }}
              />
            ) : null}
            <span css={{ fontSize: 14 }}>{card.name}</span>
            <strong css={{ color: theme.color.price }}>{formatRupiah(card.price)}</strong>
          </HostLink>
        </li>
      ))}
    </ul>
  );
}
