// The checks every fixture file is read with: each names the file and the field that is wrong, so a
// broken catalogue stops the simulator at start-up with a message that says where to look.
import { isOneOf } from '@pdp/backend-api/enums';

export class FixtureError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    problem: string,
  ) {
    super(`${file}: ${field} ${problem}`);
  }
}

export type Check = (value: unknown, field: string) => void;

export function validator(file: string) {
  const fail = (field: string, problem: string): never => {
    throw new FixtureError(file, field, problem);
  };
  const record = (value: unknown, field: string): Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : fail(field, 'must be an object');
  const string: Check = (value, field) => {
    if (typeof value !== 'string' || value.trim() === '') fail(field, 'must be a non-empty string');
  };
  const sku: Check = (value, field) => {
    string(value, field);
    if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(value as string)) fail(field, 'must be a sku of letters, digits, - and _');
  };
  const number: Check = (value, field) => {
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) fail(field, 'must be a number of 0 or more');
  };
  const integer: Check = (value, field) => {
    if (!Number.isSafeInteger(value) || (value as number) < 0) fail(field, 'must be a whole number of 0 or more');
  };
  const boolean: Check = (value, field) => {
    if (typeof value !== 'boolean') fail(field, 'must be true or false');
  };
  const latitude: Check = (value, field) => {
    if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > 90) fail(field, 'must be a latitude of -90 to 90');
  };
  const longitude: Check = (value, field) => {
    if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > 180) fail(field, 'must be a longitude of -180 to 180');
  };
  const oneOf =
    (values: readonly string[]): Check =>
    (value, field) => {
      if (!isOneOf(values, value)) fail(field, `must be one of ${values.join(', ')}`);
    };
  const array = (value: unknown, field: string, each: Check, { nonEmpty = false } = {}) => {
    if (!Array.isArray(value)) return fail(field, 'must be an array');
    if (nonEmpty && value.length === 0) fail(field, 'must not be empty');
    value.forEach((item, index) => each(item, `${field}[${index}]`));
  };
  const url: Check = (value, field) => {
    string(value, field);
    if (!/^(\/[^/]|https?:\/\/)/.test(value as string)) fail(field, 'must be a same-site path or an http(s) URL');
  };
  const image: Check = (value, field) => {
    const item = record(value, field);
    url(item.full, `${field}.full`);
    url(item.thumbnail, `${field}.thumbnail`);
  };
  return { fail, record, string, sku, number, integer, boolean, latitude, longitude, oneOf, array, url, image };
}

export type Validator = ReturnType<typeof validator>;
