// The promo section's combo row, for an item tagged COMBO (spec §3 Combo): the combo's name and the way
// to the bottom sheet. A promo row: the height its placeholder held, so nothing moves when it loads.
// Back from login with the combo's add to finish, it opens the sheet, which finishes it.
import { useCallback } from 'react';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { comboMessages } from '../messages/combo';
import { useModal } from '../../../shared/modal/use-modal';
import { PromoRow } from '../../../shared/ui/promo-row';
import { useOpenForResumedAdd } from '../../../shared/cart/use-resumed-add';
import { useCombo } from '../hooks/use-combo';

function ComboStrip({ productId, comboListPath }: { productId: string; comboListPath: string }) {
  const { t } = usePdpMessages(comboMessages);
  const { openModal } = useModal();
  const { state, retry } = useCombo(productId);
  const failed = state?.status === 'failed';
  const combo = state?.status === 'loaded' ? state.data : null;
  const openSheet = useCallback(() => openModal({ id: 'promo-combo', payload: { productId, comboListPath } }), [comboListPath, openModal, productId]);
  useOpenForResumedAdd('combo', combo !== null, openSheet);
  let summary = t(failed ? 'pdp.combo.failed' : 'pdp.combo.loading');
  if (state?.status === 'loaded') summary = combo ? combo.name : t('pdp.combo.none');
  return (
    <PromoRow
      label={t('pdp.combo.title')}
      text={summary}
      failed={failed}
      action={failed ? { label: t('pdp.page.retry'), onClick: retry } : combo ? { label: t('pdp.combo.open'), onClick: openSheet } : null}
    />
  );
}

/** The default export: what the page loads lazily. */
export default ComboStrip;
