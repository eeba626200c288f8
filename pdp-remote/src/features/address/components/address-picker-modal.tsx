// The address picker: province → city → district → sub-district, each list loaded when its parent
// is chosen. Saving makes it the shipping location (kept in storage). Anonymous shoppers are offered
// login to use a saved address (spec §6).
import { useEffect, useId, useRef, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import type { RegionDto } from '@pdp/shared-contracts';
import { ModalFrame } from '../../../shared/modal/modal-frame';
import { requireBackendClientAtom } from '../../../shared/http/backend-atoms';
import { isAbortError } from '../../../shared/http/backend-client';
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

interface Level {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  options: RegionDto[];
}

const fieldStyle = { display: 'block', width: '100%', minHeight: 44, marginTop: theme.space(1), font: 'inherit', borderRadius: theme.radius, border: `1px solid ${theme.color.border}`, padding: `0 ${theme.space(2)}`, '&:focus-visible': theme.focusRing } as const;

export default function AddressPickerModal({ onClose }: { payload: ModalPayloads['address-picker']; onClose: () => void }) {
  const { t } = usePdpMessages(fulfillmentMessages);
  const { user, requestLogin, path } = useMountProps();
  const client = useAtomValue(requireBackendClientAtom);
  const current = useAtomValue(shippingLocationAtom);
  const save = useSetAtom(saveShippingLocationAtom);
  const idPrefix = useId();
  const [chosen, setChosen] = useState<string[]>(() => (current ? [current.provinceId, current.cityId, current.districtId, current.subDistrictId] : []));
  const [levels, setLevels] = useState<Level[]>(() => LEVELS.map(() => ({ status: 'idle', options: [] })));
  const [attempt, setAttempt] = useState(0);
  /** Per level, the parents whose list it holds: a level already loaded for them is not asked again. */
  const loadedFor = useRef<(string | null)[]>([]);

  // Load every level whose parents are chosen: the provinces at once, the next list on each choice.
  useEffect(() => {
    const controller = new AbortController();
    const depth = Math.min(chosen.length, LEVELS.length - 1);
    for (let level = 0; level <= depth; level += 1) {
      const parents = chosen.slice(0, level);
      const key = parents.join('/');
      if (loadedFor.current[level] === key) continue;
      loadedFor.current[level] = null;
      setLevels((previous) => previous.map((entry, index) => (index === level ? { status: 'loading', options: [] } : entry)));
      getRegions(client, parents, controller.signal).then(
        (options) => {
          if (controller.signal.aborted) return;
          loadedFor.current[level] = key;
          setLevels((previous) => previous.map((entry, index) => (index === level ? { status: 'loaded', options } : entry)));
        },
        (error: unknown) => {
          if (!isAbortError(error) && !controller.signal.aborted) setLevels((previous) => previous.map((entry, index) => (index === level ? { status: 'failed', options: [] } : entry)));
        },
      );
    }
    return () => controller.abort();
    // Reload only when the chain of choices (or a retry) changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, chosen.slice(0, LEVELS.length - 1).join('/'), attempt]);

  const choose = (level: number, id: string) => {
    setChosen((previous) => (id === '' ? previous.slice(0, level) : [...previous.slice(0, level), id]));
    loadedFor.current = loadedFor.current.slice(0, level + 1);
    setLevels((previous) => previous.map((entry, index) => (index > level ? { status: 'idle', options: [] } : entry)));
  };

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
          const state = levels[index] as Level;
          const enabled = index <= chosen.length && state.status === 'loaded';
          return (
            <label key={level.label} htmlFor={`${idPrefix}-${index}`}>
              {t(level.label)}
              <select id={`${idPrefix}-${index}`} value={chosen[index] ?? ''} disabled={!enabled} onChange={(event) => choose(index, event.target.value)} css={fieldStyle}>
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
        {failed && <InlineAlert message={t('pdp.address.loadFailed')} actionLabel={t('pdp.page.retry')} onAction={() => setAttempt((value) => value + 1)} />}
        <button type="submit" css={primaryButton} disabled={!complete}>
          {t('pdp.address.save')}
        </button>
      </form>
    </ModalFrame>
  );
}
