// Every courier for the shopper's location with its price, estimated arrival and tags (FREE,
// BEST_OFFER): in the shipping options modal and on the shipping page.
import type { ShippingOptionDto } from '@pdp/backend-api/backend';
import { formatRupiah } from '@pdp/host-contract/price-format';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { fulfillmentMessages } from '../../../shared/i18n/parts/fulfillment';
import { theme } from '../../../shared/ui/theme';
import { LOGISTIC_NAMES, LOGISTIC_TAG_NAMES, etdMessage } from './shipping-texts';
import { stackedList } from '../../../shared/ui/layout-styles';

export function ShippingOptionList({ options }: { options: readonly ShippingOptionDto[] }) {
  const { t } = usePdpMessages(fulfillmentMessages);
  return (
    <ul css={stackedList(3)}>
      {options.map((option) => {
        const etd = etdMessage(option.etd);
        return (
          <li
            key={option.logisticCode}
            css={{
              display: 'flex',
              justifyContent: 'space-between',
              gap: theme.space(3),
              paddingBottom: theme.space(3),
              borderBottom: `1px solid ${theme.color.border}`,
            }}
          >
            <div>
              <strong>{t(LOGISTIC_NAMES[option.logisticCode])}</strong>
              <div css={{ color: theme.color.muted, fontSize: 14 }}>{t(etd.id, etd.values)}</div>
              <div css={{ display: 'flex', gap: theme.space(2), marginTop: theme.space(1) }}>
                {option.tags.map((tag) => (
                  <span
                    key={tag}
                    css={{
                      fontSize: 12,
                      padding: '2px 6px',
                      borderRadius: 4,
                      background: tag === 'FREE' ? theme.color.successBg : theme.color.accentBg,
                      color: tag === 'FREE' ? theme.color.success : theme.color.accent,
                    }}
                  >
                    {t(LOGISTIC_TAG_NAMES[tag])}
                  </span>
                ))}
              </div>
            </div>
            <div css={{ textAlign: 'right' }}>
              <strong>{option.price === 0 ? t('pdp.shipping.free') : formatRupiah(option.price)}</strong>
              {option.originalPrice !== undefined && (
                <div>
                  <s
                    css={{ color: theme.color.muted, fontSize: 14 }}
                    aria-label={t('pdp.shipping.originalPrice', { price: formatRupiah(option.originalPrice) })}
                  >
                    {formatRupiah(option.originalPrice)}
                  </s>
                </div>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
