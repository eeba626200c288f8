// The address picker: province → city → district → sub-district, each list loaded when its parent
// is chosen. Saving makes it the shipping location (kept in storage). Anonymous shoppers are offered
// login to use a saved address (spec §6).
import { useId, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { ModalFrame } from '../../../shared/modal/modal-frame';
import { keyedRequest, useKeyedRequest } from '../../../shared/state/keyed-request';
import { saveShippingLocationAtom, shippingLocationAtom } from '../../../shared/location/shipping-location';
import { useMountProps } from '../../../shared/mount/mount-context';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { fulfillmentMessages } from '../../../shared/i18n/parts/fulfillment';
import type { FulfillmentMessageId } from '../../../shared/i18n/parts/fulfillment.messages.id';
import { primaryButton, textButton } from '../../../shared/ui/buttons';
import { theme } from '../../../shared/ui/theme';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import type { ModalPayloads } from '../../../shared/modal/modal-types';
import { getRegions } from '../api/address-api';

const LEVELS: { label: FulfillmentMessageId; placeholder: FulfillmentMessageId }[] = [
  { label: 'pdp.address.province', placeholder: 'pdp.address.chooseProvince' },
  { label: 'pdp.address.city', placeholder: 'pdp.address.chooseCity' },
  { label: 'pdp.address.district', placeholder: 'pdp.address.chooseDistrict' },
  { label: 'pdp.address.subDistrict', placeholder: 'pdp.address.chooseSubDistrict' },
];

/** One request per level, keyed by the chain of parents it lists the children of. */
const regionRequests = LEVELS.map(() => keyedRequest((parents: string[]) => parents.join('/'), getRegions));
const requestOf = (level: number) => regionRequests[level] as (typeof regionRequests)[number];

/** The list of each level whose parents are chosen: the provinces at once, the next on each choice. */
function useRegionLevels(chosen: string[]) {
  const depth = Math.min(chosen.length, LEVELS.length - 1);
  const inputOf = (level: number) => (level <= depth ? chosen.slice(0, level) : null);
  return [
    useKeyedRequest(requestOf(0), inputOf(0)),
    useKeyedRequest(requestOf(1), inputOf(1)),
    useKeyedRequest(requestOf(2), inputOf(2)),
    useKeyedRequest(requestOf(3), inputOf(3)),
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

export default function AddressPickerModal({ onClose }: { payload: ModalPayloads['address-picker']; onClose: () => void }) {
  const { t } = usePdpMessages(fulfillmentMessages);
  const { user, requestLogin, path } = useMountProps();
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
    onClose();
  };

  return (
    <ModalFrame title={t('pdp.address.title')} closeLabel={t('pdp.modal.close')} onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}
      >
        {!user && (
          <p css={{ margin: 0 }}>
            <button type="button" css={textButton} onClick={() => requestLogin({ returnTo: path })}>
              {t('pdp.address.loginForSaved')}
            </button>
          </p>
        )}
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
    </ModalFrame>
  );
}
