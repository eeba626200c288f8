// The region cascade: province → city → district → sub-district, each list loaded when its parent is
// chosen. Saving makes it the shipping location, with the sub-district's centre (else the district's)
// as its pin.
import { useId, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useKeyedRequest } from '../../../shared/state/keyed-request';
import { saveShippingLocationAtom, shippingLocationAtom } from '../../../shared/location/shipping-location';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { fulfillmentMessages } from '../../../shared/i18n/parts/fulfillment';
import type { FulfillmentMessageId } from '../../../shared/i18n/parts/fulfillment.messages.id';
import { primaryButton } from '../../../shared/ui/buttons';
import { theme } from '../../../shared/ui/theme';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { regionRequestOf } from '../state/address-requests';

const LEVELS: { label: FulfillmentMessageId; placeholder: FulfillmentMessageId }[] = [
  { label: 'pdp.address.province', placeholder: 'pdp.address.chooseProvince' },
  { label: 'pdp.address.city', placeholder: 'pdp.address.chooseCity' },
  { label: 'pdp.address.district', placeholder: 'pdp.address.chooseDistrict' },
  { label: 'pdp.address.subDistrict', placeholder: 'pdp.address.chooseSubDistrict' },
];

/** The list of each level whose parents are chosen: the provinces at once, the next on each choice. */
function useRegionLevels(chosen: string[]) {
  const depth = Math.min(chosen.length, LEVELS.length - 1);
  const inputOf = (level: number) => (level <= depth ? chosen.slice(0, level) : null);
  return [
    useKeyedRequest(regionRequestOf(0), inputOf(0)),
    useKeyedRequest(regionRequestOf(1), inputOf(1)),
    useKeyedRequest(regionRequestOf(2), inputOf(2)),
    useKeyedRequest(regionRequestOf(3), inputOf(3)),
  ].map(({ state, retry }) => ({ status: state?.status ?? 'idle', options: state?.status === 'loaded' ? (state.data ?? []) : [], retry }));
}

const fieldStyle = {
  display: 'block',
  width: '100%',
  minHeight: 44,
  marginTop: theme.space(1),
  font: 'inherit',
  borderRadius: theme.radius,
  border: `1px solid ${theme.color.border}`,
  padding: `0 ${theme.space(2)}`,
  '&:focus-visible': theme.focusRing,
} as const;

export function RegionCascade({ onSaved }: { onSaved: () => void }) {
  const { t } = usePdpMessages(fulfillmentMessages);
  const current = useAtomValue(shippingLocationAtom);
  const save = useSetAtom(saveShippingLocationAtom);
  const idPrefix = useId();
  const [chosen, setChosen] = useState<string[]>(() => (current ? [current.provinceId, current.cityId, current.districtId, current.subDistrictId] : []));
  const levels = useRegionLevels(chosen);

  const choose = (level: number, id: string) => setChosen((previous) => (id === '' ? previous.slice(0, level) : [...previous.slice(0, level), id]));

  const pick = (level: number) => levels[level]?.options.find((option) => option.id === chosen[level]);
  const subDistrict = pick(3);
  const district = pick(2);
  const city = pick(1);
  const complete = chosen.length === LEVELS.length && subDistrict && district && city && pick(0);
  const failed = levels.some((level) => level.status === 'failed');

  const submit = () => {
    if (!complete || !subDistrict || !district || !city) return;
    const geo = subDistrict.latitude !== undefined ? subDistrict : district;
    save({
      source: 'picker',
      location: {
        provinceId: chosen[0] as string,
        cityId: chosen[1] as string,
        districtId: chosen[2] as string,
        subDistrictId: chosen[3] as string,
        label: `${district.name}, ${city.name}`,
        ...(subDistrict.postalCode ? { postalCode: subDistrict.postalCode } : {}),
        ...(geo.latitude !== undefined && geo.longitude !== undefined ? { geolocation: { latitude: geo.latitude, longitude: geo.longitude } } : {}),
      },
    });
    onSaved();
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}
    >
      {LEVELS.map((level, index) => {
        const state = levels[index] as (typeof levels)[number];
        const enabled = index <= chosen.length && state.status === 'loaded';
        return (
          <label key={level.label} htmlFor={`${idPrefix}-${index}`}>
            {t(level.label)}
            <select
              id={`${idPrefix}-${index}`}
              value={chosen[index] ?? ''}
              disabled={!enabled}
              onChange={(event) => choose(index, event.target.value)}
              css={fieldStyle}
            >
              <option value="">{state.status === 'loading' ? t('pdp.address.loading') : t(level.placeholder)}</option>
              {state.options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                  {option.postalCode ? ` (${option.postalCode})` : ''}
                </option>
              ))}
            </select>
          </label>
        );
      })}
      {failed && (
        <InlineAlert
          message={t('pdp.address.loadFailed')}
          actionLabel={t('pdp.page.retry')}
          onAction={() => levels.filter((level) => level.status === 'failed').forEach((level) => level.retry())}
        />
      )}
      <button type="submit" css={primaryButton} disabled={!complete}>
        {t('pdp.address.save')}
      </button>
    </form>
  );
}
