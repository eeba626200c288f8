// "Use my current location": asks the device where it is (the store picker config says how long it
// may take) and says which of spec §8's three map failures happened when it cannot.
import { useGroceryTranslator } from '../i18n/grocery-catalogues';
import type { GroceryMessageId } from '../i18n/messages.id';
import { useDeviceLocation } from '../location/device-location';
import { DEFAULT_STORE_PICKER_CONFIG, useStorePickerConfig } from '../stores/store-picker-config';
import { secondaryButton, theme, type LocationFailure } from '@pdp/pdp-remote/blocks';

const FAILURE_MESSAGES = {
  failed: 'grocery.location.failed',
  invalid: 'grocery.location.invalid',
  'permission-off': 'grocery.location.permissionOff',
} as const satisfies Record<LocationFailure, GroceryMessageId>;

/** `onLocated`: where focus goes once the device said where it is (this button may then go). */
export function LocateMeButton({ onLocated }: { onLocated?: () => void }) {
  const { t } = useGroceryTranslator();
  const { geolocationTimeoutMs } = useStorePickerConfig() ?? DEFAULT_STORE_PICKER_CONFIG;
  const { state, locate } = useDeviceLocation(geolocationTimeoutMs);
  const locating = state.status === 'locating';
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2), alignItems: 'flex-start' }}>
      <button
        type="button"
        css={secondaryButton}
        aria-busy={locating}
        aria-disabled={locating}
        onClick={() => !locating && void locate().then((pin) => pin && onLocated?.())}
      >
        {t(locating ? 'grocery.location.locating' : 'grocery.location.useDevice')}
      </button>
      {state.status === 'failed' && (
        <p role="alert" css={{ margin: 0, color: theme.color.warning }}>
          {t(FAILURE_MESSAGES[state.failure])}
        </p>
      )}
    </div>
  );
}
