// The choice between delivery and pickup, each with its availability and, when it cannot be chosen,
// why (spec §3 fulfillment availability). Used by the retail page and the grocery page.
import { useId } from 'react';
import type { FulfillmentKind } from '@pdp/backend-api/backend';
import type { FulfillmentAvailability } from '@pdp/backend-api/enums';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { fulfillmentMessages } from '../../../shared/i18n/parts/fulfillment';
import type { FulfillmentMessageId } from '../../../shared/i18n/parts/fulfillment.messages.id';
import { theme } from '../../../shared/ui/theme';
import { mutedNote } from './muted-note';

export const AVAILABILITY_REASONS = {
  UNAVAILABLE: 'pdp.fulfillment.unavailable',
  LOCATION_UNAVAILABLE: 'pdp.fulfillment.locationUnavailable',
  VARIANT_UNAVAILABLE: 'pdp.fulfillment.variantUnavailable',
} as const satisfies Record<Exclude<FulfillmentAvailability, 'AVAILABLE'>, FulfillmentMessageId>;

function KindOption({
  kind,
  label,
  availability,
  checked,
  name,
  onChoose,
}: {
  kind: FulfillmentKind;
  label: string;
  availability: FulfillmentAvailability;
  checked: boolean;
  name: string;
  onChoose: (kind: FulfillmentKind) => void;
}) {
  const { t } = usePdpMessages(fulfillmentMessages);
  const reasonId = useId();
  const available = availability === 'AVAILABLE';
  return (
    <label
      css={{
        flex: '1 1 140px',
        display: 'flex',
        gap: theme.space(2),
        alignItems: 'flex-start',
        padding: theme.space(3),
        borderRadius: theme.radius,
        border: `2px solid ${checked ? theme.color.accent : theme.color.border}`,
        cursor: available ? 'pointer' : 'not-allowed',
        '&:focus-within': theme.focusRing,
      }}
    >
      <input
        type="radio"
        name={name}
        value={kind}
        checked={checked}
        disabled={!available}
        onChange={() => onChoose(kind)}
        aria-describedby={available ? undefined : reasonId}
        css={{ width: 20, height: 20, margin: 0 }}
      />
      <span>
        <span css={{ fontWeight: 600 }}>{label}</span>
        {!available && (
          <span id={reasonId} css={{ display: 'block', ...mutedNote }}>
            {t(AVAILABILITY_REASONS[availability])}
          </span>
        )}
      </span>
    </label>
  );
}

interface FulfillmentKindPickerProps {
  delivery: FulfillmentAvailability;
  pickup: FulfillmentAvailability;
  kind: FulfillmentKind;
  onChoose: (kind: FulfillmentKind) => void;
}

export function FulfillmentKindPicker({ delivery, pickup, kind, onChoose }: FulfillmentKindPickerProps) {
  const { t } = usePdpMessages(fulfillmentMessages);
  const name = useId();
  return (
    <fieldset css={{ border: 0, margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space(2) }}>
      <legend css={{ fontWeight: 600, marginBottom: theme.space(2), padding: 0 }}>{t('pdp.fulfillment.legend')}</legend>
      <KindOption kind="delivery" label={t('pdp.fulfillment.delivery')} availability={delivery} checked={kind === 'delivery'} name={name} onChoose={onChoose} />
      <KindOption kind="pickup" label={t('pdp.fulfillment.pickup')} availability={pickup} checked={kind === 'pickup'} name={name} onChoose={onChoose} />
    </fieldset>
  );
}
