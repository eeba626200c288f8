// Checks stores.json, the grocery stores (warehouses) and their delivery windows, so a broken file
// stops the simulator at start-up with the field named.
import { GROCERY_SELLER_GROUPS } from '@pdp/backend-api/enums';
import type { StoresFixture } from './fixture-types';
import { validator } from './validator';
import { isClockTime, validateOpeningHours } from './validate-fulfillment';

export function validateStores(raw: unknown, file: string): StoresFixture {
  const v = validator(file);
  const fixture = v.record(raw, '(root)');
  for (const key of ['serviceRadiusKm', 'nearbyRadiusKm']) v.number(fixture[key], key);
  v.integer(fixture.scheduledDays, 'scheduledDays');
  if ((fixture.scheduledDays as number) < 1 || (fixture.scheduledDays as number) > 14) v.fail('scheduledDays', 'must be 1 to 14');
  const windowStarts = new Set<string>();
  v.array(
    fixture.scheduledWindows,
    'scheduledWindows',
    (value, field) => {
      const window = v.record(value, field);
      if (!isClockTime(window.start)) v.fail(`${field}.start`, 'must be a time HH:mm');
      if (!isClockTime(window.end) || (window.end as string) <= (window.start as string)) v.fail(`${field}.end`, 'must be a time HH:mm after the start');
      if (windowStarts.has(window.start as string)) v.fail(`${field}.start`, 'is used twice');
      windowStarts.add(window.start as string);
    },
    { nonEmpty: true },
  );

  const codes = new Set<string>();
  v.array(
    fixture.stores,
    'stores',
    (value, field) => {
      const store = v.record(value, field);
      v.sku(store.code, `${field}.code`);
      if (codes.has(store.code as string)) v.fail(`${field}.code`, 'is used twice');
      codes.add(store.code as string);
      v.sku(store.pickupPoint, `${field}.pickupPoint`);
      for (const key of ['name', 'address', 'city']) v.string(store[key], `${field}.${key}`);
      v.oneOf(GROCERY_SELLER_GROUPS)(store.groupName, `${field}.groupName`);
      v.latitude(store.latitude, `${field}.latitude`);
      v.longitude(store.longitude, `${field}.longitude`);
      validateOpeningHours(v, store.hours, `${field}.hours`);
      if (store.deliverNowPrice !== undefined) v.integer(store.deliverNowPrice, `${field}.deliverNowPrice`);
      v.integer(store.scheduledPrice, `${field}.scheduledPrice`);
      v.integer(store.minimumOrder, `${field}.minimumOrder`);
      if (store.freeDeliveryMinimum !== undefined) v.integer(store.freeDeliveryMinimum, `${field}.freeDeliveryMinimum`);
      if (store.fullWindows !== undefined) {
        v.array(store.fullWindows, `${field}.fullWindows`, (start, startField) => {
          if (!windowStarts.has(start as string)) v.fail(startField, 'must be the start of one of the scheduledWindows');
        });
      }
      for (const key of ['deliveryTurnedOff', 'closed']) if (store[key] !== undefined) v.boolean(store[key], `${field}.${key}`);
    },
    { nonEmpty: true },
  );
  return fixture as unknown as StoresFixture;
}
