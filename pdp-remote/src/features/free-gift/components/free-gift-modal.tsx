// Choosing free gifts (spec §3 Free gift, §4 Free gift selection, §5): the criteria and the quantity
// chosen on the page, the first allowed number of gifts or none in one press, one gift at a time
// within the maximum, and buying the item with its gifts (cart type FREE_GIFT). An anonymous shopper
// signs in and comes back to the same quantity and gifts, and the add completes.
import { useState } from 'react';
import type { ModalPayloads } from '../../../shared/modal/modal-types';
import { ModalFrame } from '../../../shared/modal/modal-frame';
import { useMountProps } from '../../../shared/mount/mount-context';
import { useCartFailure } from '../../../shared/cart/use-cart-failure';
import { useAddToBag } from '../../../shared/cart/use-add-to-bag';
import { AddWithStatus, type AddStatus } from '../../../shared/cart/add-with-status';
import { useFinishResumedAdd, useResumedAdd } from '../../../shared/cart/use-resumed-add';
import { returnPathWithQuantity } from '../../../shared/product/quantity-param';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { freeGiftMessages } from '../messages/free-gift';
import { secondaryButton } from '../../../shared/ui/buttons';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { theme } from '../../../shared/ui/theme';
import { useFreeGift } from '../hooks/use-free-gift';
import { criteriaMet, isEligible, selectFirstAllowed, selectionOfGifts, toggledGift, type FreeGift } from '../model/free-gift';
import { criteriaText } from './free-gift-strip';
import { stackedList } from '../../../shared/ui/layout-styles';

function GiftPicker({ freeGift, payload }: { freeGift: FreeGift; payload: ModalPayloads['free-gift'] }) {
  const { t } = usePdpMessages(freeGiftMessages);
  const { user, path, requestLogin } = useMountProps();
  const cartFailure = useCartFailure();
  const bag = useAddToBag();
  const resumed = useResumedAdd('gift');
  const [selection, setSelection] = useState<ReadonlySet<string>>(() => (resumed.skus ? selectionOfGifts(freeGift, resumed.skus) : new Set()));
  const [status, setStatus] = useState<AddStatus>({ kind: 'idle' });
  const { quantity, unitPrice, itemSku } = payload;
  const max = freeGift.maxNoOfFreeSkus;
  const returnTo = resumed.returnPath(returnPathWithQuantity(path, quantity), [...selection]);
  const choose = (next: ReadonlySet<string>) => {
    setSelection(next);
    setStatus({ kind: 'idle' });
  };

  const add = async () => {
    if (!isEligible(selection)) return setStatus({ kind: 'failed', message: t('pdp.gift.chooseOne') });
    if (!criteriaMet(freeGift, quantity, unitPrice)) return setStatus({ kind: 'failed', message: t('pdp.gift.notMet') });
    if (!user) return requestLogin({ returnTo });
    setStatus({ kind: 'adding' });
    try {
      const gifts = freeGift.gifts.filter((gift) => selection.has(gift.itemSku));
      await bag.add({
        cartType: 'FREE_GIFT',
        item: { itemSku, quantity },
        freeGifts: gifts.map((gift) => ({ itemSku: gift.itemSku, pickupPointCode: gift.pickupPointCode })),
      });
      setStatus({ kind: 'added' });
    } catch (error) {
      const message = cartFailure(error, returnTo);
      setStatus(message === null ? { kind: 'idle' } : { kind: 'failed', message });
    }
    return undefined;
  };

  useFinishResumedAdd(resumed, add);

  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3), overflowWrap: 'anywhere' }}>
      <p css={{ margin: 0 }}>
        {criteriaText(t, freeGift)} · {t('pdp.gift.quantity', { count: quantity })}
      </p>
      {!criteriaMet(freeGift, quantity, unitPrice) && <p css={{ margin: 0, color: theme.color.warning }}>{t('pdp.gift.notMet')}</p>}
      <p css={{ margin: 0, color: theme.color.muted }}>{t('pdp.gift.max', { max })}</p>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) }}>
        <button type="button" css={secondaryButton} onClick={() => choose(selectFirstAllowed(freeGift))}>
          {t('pdp.gift.selectFirst', { max })}
        </button>
        <button type="button" css={secondaryButton} onClick={() => choose(new Set())}>
          {t('pdp.gift.clear')}
        </button>
      </div>
      <ul css={stackedList(2)}>
        {freeGift.gifts.map((gift) => (
          <li key={gift.itemSku} css={{ padding: theme.space(2), border: `1px solid ${theme.color.border}`, borderRadius: theme.radius }}>
            <label css={{ display: 'flex', alignItems: 'center', gap: theme.space(2), minHeight: 44 }}>
              <input
                type="checkbox"
                checked={selection.has(gift.itemSku)}
                disabled={!selection.has(gift.itemSku) && selection.size >= max}
                onChange={() => choose(toggledGift(selection, gift.itemSku, max))}
                css={{ width: 20, height: 20, flexShrink: 0 }}
              />
              <span css={{ minWidth: 0 }}>
                <span css={{ display: 'block' }}>{gift.name}</span>
                {gift.attributes.length > 0 && (
                  <span css={{ display: 'block', fontSize: 14, color: theme.color.muted }}>
                    {gift.attributes.map((attribute) => `${attribute.name}: ${attribute.value}`).join(', ')}
                  </span>
                )}
              </span>
            </label>
          </li>
        ))}
      </ul>
      <AddWithStatus
        status={status}
        onAdd={() => void add()}
        labels={{ add: t('pdp.gift.add'), adding: t('pdp.gift.adding'), added: t('pdp.gift.added'), viewBag: t('pdp.gift.viewBag') }}
      />
    </div>
  );
}

export default function FreeGiftModal({ payload, onClose }: { payload: ModalPayloads['free-gift']; onClose: () => void }) {
  const { t } = usePdpMessages(freeGiftMessages);
  const { state, retry } = useFreeGift(payload.productId);
  return (
    <ModalFrame title={t('pdp.gift.title')} closeLabel={t('pdp.modal.close')} onClose={onClose}>
      {state?.status === 'failed' && <InlineAlert message={t('pdp.gift.failed')} actionLabel={t('pdp.page.retry')} onAction={retry} />}
      {state?.status === 'loaded' && (state.data ? <GiftPicker freeGift={state.data} payload={payload} /> : <p>{t('pdp.gift.none')}</p>)}
      {state?.status !== 'failed' && state?.status !== 'loaded' && <p aria-busy="true">{t('pdp.gift.loading')}</p>}
    </ModalFrame>
  );
}
