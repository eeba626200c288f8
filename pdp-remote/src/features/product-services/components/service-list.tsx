// The service section: USP chips (each opens the USP info modal), the warranty with its info modal,
// the return policy, and pay-later (retail and grocery: decision 0068).
import type { ProductDetailsDto } from '@pdp/backend-api/backend';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { servicesMessages } from '../messages/services';
import { useModal } from '../../../shared/modal/use-modal';
import { theme } from '../../../shared/ui/theme';
import { uspMessages, warrantyMessages } from './service-messages';
import { ReturnPolicy } from './return-policy';
import { PayLater } from './pay-later';

const chip = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${theme.space(3)}`,
  borderRadius: 22,
  border: `1px solid ${theme.color.border}`,
  background: theme.color.surface,
  font: 'inherit',
  cursor: 'pointer',
  '&:focus-visible': theme.focusRing,
} as const;

export function ServiceList({ details, itemSku }: { details: ProductDetailsDto; itemSku: string }) {
  const { t } = usePdpMessages(servicesMessages);
  const { openModal } = useModal();
  const { usps, warranty } = details;
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}>
      {usps.length > 0 && (
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space(2) }}>
          {usps.map((usp) => (
            <li key={usp}>
              <button type="button" css={chip} onClick={() => openModal({ id: 'usp-info', payload: { usps, focus: usp } })}>
                {t(uspMessages(usp).title)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {warranty && (
        <p css={{ margin: 0, display: 'flex', alignItems: 'center', gap: theme.space(2), flexWrap: 'wrap' }}>
          <span>
            {t('pdp.warranty.label')}: <strong>{t(warrantyMessages(warranty.type).title)}</strong>
            {warranty.period ? ` · ${warranty.period}` : ''}
          </span>
          <button
            type="button"
            css={{ ...chip, minHeight: 36 }}
            onClick={() => openModal({ id: 'warranty-info', payload: { type: warranty.type, period: warranty.period } })}
          >
            {t('pdp.warranty.moreInfo')}
          </button>
        </p>
      )}
      <ReturnPolicy itemSku={itemSku} />
      <PayLater />
    </div>
  );
}
