// The pin step (spec §8 Shipping CUSTOMER_GEO_LOCATION_REQUIRED: set a location pin): the pin comes
// from the device ("use my current location"), from a region found by name (the districts of the
// address's city and the sub-districts of its district), or is typed as latitude and longitude, and
// is checked before it is kept. It is its own chunk, loaded when a pin is asked for; no map tiles are
// fetched here: a map provider's widget would replace the coordinate fields (decision 0072).
import { useState } from 'react';
import type { GeolocationDto, RegionDto, ShippingLocationDto } from '@pdp/backend-api/backend';
import { useKeyedRequest } from '../../../shared/state/keyed-request';
import { LocationError, isServedGeolocation, locateDevice, type LocationFailure } from '../../../shared/location/device-location';
import { usePdpMessages } from '../../../shared/i18n/use-pdp-translator';
import { FormField, fieldControl } from '../../../shared/ui/form-field';
import { primaryButton, secondaryButton, textButton } from '../../../shared/ui/buttons';
import { stackedList } from '../../../shared/ui/layout-styles';
import { theme } from '../../../shared/ui/theme';
import { addressMessages } from '../messages/address';
import type { AddressMessageId } from '../messages/address.messages.id';
import { regionRequestOf } from '../state/address-requests';

/** How long the device may take to say where it is. */
const LOCATE_TIMEOUT_MS = 10_000;

const MAP_FAILURE_MESSAGES = {
  failed: 'pdp.map.locateFailed',
  invalid: 'pdp.map.invalid',
  'permission-off': 'pdp.map.permissionOff',
} as const satisfies Record<LocationFailure, AddressMessageId>;

const alert = { margin: 0, color: theme.color.warning } as const;
const field = [fieldControl, { border: `1px solid ${theme.color.border}`, borderRadius: theme.radius }] as const;

/** A typed coordinate, with a decimal comma as Indonesian keyboards give it; NaN when not a number. */
const coordinate = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.')));

/** The regions whose name holds the search: the city's districts and the district's sub-districts, with a centre. */
function useRegionSearch(location: ShippingLocationDto, search: string) {
  const searching = search.trim().length > 0;
  const districts = useKeyedRequest(regionRequestOf(2), searching ? [location.provinceId, location.cityId] : null).state;
  const subDistricts = useKeyedRequest(regionRequestOf(3), searching ? [location.provinceId, location.cityId, location.districtId] : null).state;
  const needle = search.trim().toLocaleLowerCase('id');
  const found = [...(subDistricts?.data ?? []), ...(districts?.data ?? [])].filter(
    (region): region is RegionDto & GeolocationDto =>
      region.latitude !== undefined && region.longitude !== undefined && region.name.toLocaleLowerCase('id').includes(needle),
  );
  const loading = [districts, subDistricts].some((state) => state?.status === 'loading');
  return { searching, loading, found };
}

export default function PinStep({ location, onSave }: { location: ShippingLocationDto; onSave: (pin: GeolocationDto) => void }) {
  const { t } = usePdpMessages(addressMessages);
  const [latitude, setLatitude] = useState(location.geolocation ? String(location.geolocation.latitude) : '');
  const [longitude, setLongitude] = useState(location.geolocation ? String(location.geolocation.longitude) : '');
  const [failure, setFailure] = useState<LocationFailure | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  const [search, setSearch] = useState('');
  const { searching, loading, found } = useRegionSearch(location, search);

  const place = (pin: GeolocationDto, said: string) => {
    setLatitude(String(pin.latitude));
    setLongitude(String(pin.longitude));
    setFailure(null);
    setNote(said);
  };

  const locate = async () => {
    if (locating) return;
    setLocating(true);
    setNote(null);
    try {
      place(await locateDevice(LOCATE_TIMEOUT_MS), t('pdp.pin.located'));
    } catch (error) {
      setFailure(error instanceof LocationError ? error.failure : 'failed');
    } finally {
      setLocating(false);
    }
  };

  const submit = () => {
    const pin = { latitude: coordinate(latitude), longitude: coordinate(longitude) };
    if (!isServedGeolocation(pin)) {
      setNote(null);
      setFailure('invalid');
      return;
    }
    onSave(pin);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}
    >
      <p css={{ margin: 0 }}>{t('pdp.pin.intro', { label: location.label })}</p>
      <button type="button" css={[secondaryButton, { alignSelf: 'flex-start' }]} aria-busy={locating} aria-disabled={locating} onClick={() => void locate()}>
        {t(locating ? 'pdp.pin.locating' : 'pdp.pin.useDevice')}
      </button>
      <FormField label={t('pdp.pin.search')}>
        {({ control }) => <input id={control} type="search" value={search} onChange={(event) => setSearch(event.target.value)} css={field} />}
      </FormField>
      {searching && loading && (
        <p role="status" css={{ margin: 0, color: theme.color.muted }}>
          {t('pdp.pin.searching')}
        </p>
      )}
      {searching && !loading && found.length === 0 && <p css={{ margin: 0 }}>{t('pdp.pin.noResults')}</p>}
      {found.length > 0 && (
        <ul aria-label={t('pdp.pin.results')} css={stackedList(1)}>
          {found.map((region) => (
            <li key={region.id}>
              <button type="button" css={textButton} onClick={() => place(region, t('pdp.pin.placed', { name: region.name }))}>
                {t('pdp.pin.placeAt', { name: region.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2), '& > *': { flex: '1 1 10rem' } }}>
        <FormField label={t('pdp.pin.latitude')}>
          {({ control }) => <input id={control} inputMode="decimal" value={latitude} onChange={(event) => setLatitude(event.target.value)} css={field} />}
        </FormField>
        <FormField label={t('pdp.pin.longitude')}>
          {({ control }) => <input id={control} inputMode="decimal" value={longitude} onChange={(event) => setLongitude(event.target.value)} css={field} />}
        </FormField>
      </div>
      <p role="status" css={{ margin: 0, minHeight: '1em' }}>
        {note}
      </p>
      {failure && (
        <p role="alert" css={alert}>
          {t(MAP_FAILURE_MESSAGES[failure])}
        </p>
      )}
      <button type="submit" css={primaryButton}>
        {t('pdp.pin.save')}
      </button>
    </form>
  );
}
