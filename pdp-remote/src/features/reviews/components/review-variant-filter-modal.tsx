// The review variant filter modal (spec §2, §4): the variant values reviews can be filtered by, each
// a toggle. Choices are a draft: `Terapkan` applies them (disabled while nothing changed), closing
// reverts them, `Reset` (shown while any value is chosen) clears the draft.
import { useState } from 'react';
import { useAtom } from 'jotai';
import type { ModalPayloads } from '../../../shared/modal/modal-types';
import { ModalFrame } from '../../../shared/modal/modal-frame';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { communityMessages } from '../../../shared/i18n/parts/community';
import { primaryButton, secondaryButton } from '../../../shared/ui/buttons';
import { theme } from '../../../shared/ui/theme';
import { reviewVariantFilterAtom } from '../state/review-atoms';
import { hasChoice, isChanged, isChosen, toggleVariant } from '../model/variant-filter';
import { chip } from './chip-styles';

export default function ReviewVariantFilterModal({ payload, onClose }: { payload: ModalPayloads['review-variant-filter']; onClose: () => void }) {
  const { t } = usePdpMessages(communityMessages);
  const [filter, setFilter] = useAtom(reviewVariantFilterAtom);
  const applied = filter.productSku === payload.productSku ? filter.pairs : [];
  const [draft, setDraft] = useState(applied);

  return (
    <ModalFrame title={t('pdp.reviews.variantFilter')} closeLabel={t('pdp.modal.close')} onClose={onClose}>
      <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}>
        {payload.variants.map(({ name, values }) => (
          <div key={name} role="group" aria-label={name} css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2) }}>
            <strong>{name}</strong>
            <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) }}>
              {values.map((value) => {
                const on = isChosen(draft, { name, value });
                return (
                  <button
                    key={value}
                    type="button"
                    aria-pressed={on}
                    onClick={() => setDraft((current) => toggleVariant(current, { name, value }))}
                    css={chip(on)}
                  >
                    {value}
                  </button>
                );
              })}
            </div>
          </div>
        ))}
        <div css={{ display: 'flex', gap: theme.space(2) }}>
          {hasChoice(draft) && (
            <button type="button" onClick={() => setDraft([])} css={{ ...secondaryButton, flex: 1 }}>
              {t('pdp.reviews.reset')}
            </button>
          )}
          <button
            type="button"
            disabled={!isChanged(draft, applied)}
            onClick={() => {
              setFilter({ productSku: payload.productSku, pairs: draft });
              onClose();
            }}
            css={{ ...primaryButton, flex: 1 }}
          >
            {t('pdp.reviews.apply')}
          </button>
        </div>
      </div>
    </ModalFrame>
  );
}
