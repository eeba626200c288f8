// The store's rating and badges under its name (spec §3, §7 merchant rating info): the rating opens
// the seller rating modal, no rating yet the seller no-rating modal, a badge the seller badges modal
// (spec §2 modals). Badge names come from the platform's badge info; a badge it does not explain is
// not shown. A failed read says so with a retry; the rest of the seller keeps working.
import { formatCount, formatRating } from '@pdp/host-contract/price-format';
import { useModal } from '../../../shared/modal/use-modal';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { detailsMessages } from '../../../shared/i18n/parts/details';
import { useKeyedRequest } from '../../../shared/state/keyed-request';
import { textButton } from '../../../shared/ui/buttons';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { theme } from '../../../shared/ui/theme';
import { badgeInfoRequest, storeRatingRequest } from '../state/seller-rating-requests';

const chip = { ...textButton, minHeight: 32, padding: '2px 10px', borderRadius: 12, background: theme.color.accentBg, fontSize: 13 } as const;

export function StoreRating({ merchantCode }: { merchantCode: string }) {
  const { t, locale } = usePdpMessages(detailsMessages);
  const { openModal } = useModal();
  const { state, retry } = useKeyedRequest(storeRatingRequest, merchantCode);
  const store = state?.status === 'loaded' ? state.data : null;
  const badgeInfo = useKeyedRequest(badgeInfoRequest, store && store.badges.length > 0 ? 'badges' : null).state;
  if (state?.status === 'failed') return <InlineAlert message={t('pdp.seller.rating.failed')} actionLabel={t('pdp.page.retry')} onAction={retry} />;
  if (!store) return null;
  const english = locale.startsWith('en');
  const known = (badgeInfo?.status === 'loaded' ? badgeInfo.data : null) ?? [];
  const badges = known.filter((badge) => store.badges.includes(badge.code));
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(2) }}>
      {store.rating === null ? (
        <button type="button" aria-haspopup="dialog" css={{ ...textButton, minHeight: 44 }} onClick={() => openModal({ id: 'seller-no-rating', payload: {} })}>
          {t('pdp.seller.rating.none')}
        </button>
      ) : (
        <button
          type="button"
          aria-haspopup="dialog"
          css={{ ...textButton, minHeight: 44 }}
          onClick={() => openModal({ id: 'seller-rating', payload: { rating: store.rating ?? 0, count: store.count } })}
        >
          {/* A button's name: no message that waits for @formatjs/intl (decision 0079). */}
          {t('pdp.seller.rating.value', { rating: formatRating(store.rating), count: formatCount(store.count) })}
        </button>
      )}
      {badges.length > 0 && (
        <ul
          aria-label={t('pdp.seller.badges.label')}
          css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space(1) }}
        >
          {badges.map((badge) => (
            <li key={badge.code}>
              <button type="button" aria-haspopup="dialog" css={chip} onClick={() => openModal({ id: 'seller-badges', payload: { badges: store.badges } })}>
                {english ? badge.name.en : badge.name.id}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
