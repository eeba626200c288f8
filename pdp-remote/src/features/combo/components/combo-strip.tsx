// The promo section's combo row, for an item tagged COMBO (spec §3 Combo): the combo's name and the way
// to the bottom sheet. It keeps the height its placeholder held, so nothing moves when it loads.
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { comboMessages } from '../../../shared/i18n/parts/combo';
import { useModal } from '../../../shared/modal/use-modal';
import { secondaryButton } from '../../../shared/ui/buttons';
import { theme } from '../../../shared/ui/theme';
import { useCombo } from '../hooks/use-combo';

/** A 44px button and its padding; the row's placeholder holds as much. */
export const COMBO_STRIP_HEIGHT = 60;

export function ComboStrip({ productId, comboListPath }: { productId: string; comboListPath: string }) {
  const { t } = usePdpMessages(comboMessages);
  const { openModal } = useModal();
  const { state, retry } = useCombo(productId);
  const failed = state?.status === 'failed';
  const combo = state?.status === 'loaded' ? state.data : null;
  let summary = t(failed ? 'pdp.combo.failed' : 'pdp.combo.loading');
  if (state?.status === 'loaded') summary = combo ? combo.name : t('pdp.combo.none');
  return (
    <div
      role={failed ? 'alert' : undefined}
      css={{
        display: 'flex',
        alignItems: 'center',
        gap: theme.space(2),
        minHeight: COMBO_STRIP_HEIGHT,
        padding: `0 ${theme.space(3)}`,
        border: `1px solid ${theme.color.border}`,
        borderRadius: theme.radius,
        color: failed ? theme.color.warning : theme.color.text,
      }}
    >
      <strong css={{ flexShrink: 0 }}>{t('pdp.combo.title')}</strong>
      <span css={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{summary}</span>
      {(failed || combo) && (
        <button type="button" css={secondaryButton} onClick={failed ? retry : () => openModal({ id: 'promo-combo', payload: { productId, comboListPath } })}>
          {t(failed ? 'pdp.page.retry' : 'pdp.combo.open')}
        </button>
      )}
    </div>
  );
}
