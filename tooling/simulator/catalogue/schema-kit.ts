// The building blocks of the fixture schemas. Each carries the words its problem is reported in
// ("must be a non-empty string"), so every fixture file says the same thing about the same mistake.
import type { ImageDto } from '@pdp/backend-api/backend';
import { z } from 'zod';

const NON_EMPTY = 'must be a non-empty string';
const AMOUNT = 'must be a number of 0 or more';
const COUNT = 'must be a whole number of 0 or more';
const LATITUDE = 'must be a latitude of -90 to 90';
const LONGITUDE = 'must be a longitude of -180 to 180';
const CLOCK_TIME = 'must be a time HH:mm';

export const text = z.string({ error: NON_EMPTY }).refine((value) => value.trim() !== '', NON_EMPTY);
/** Skus and codes end up in paths and ids, so they keep to a safe alphabet. */
export const sku = text.regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'must be a sku of letters, digits, - and _');
export const amount = z.number({ error: AMOUNT }).min(0, AMOUNT);
export const count = z.int({ error: COUNT }).min(0, COUNT);
export const flag = z.boolean({ error: 'must be true or false' });
export const latitude = z.number({ error: LATITUDE }).min(-90, LATITUDE).max(90, LATITUDE);
export const longitude = z.number({ error: LONGITUDE }).min(-180, LONGITUDE).max(180, LONGITUDE);
/** `HH:mm`, local time; two of them compare as strings. */
export const clockTime = z.string({ error: CLOCK_TIME }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, CLOCK_TIME);
/** Links the page renders: a same-site path or http(s), never `javascript:` or `data:`. */
export const url = text.regex(/^(\/[^/]|https?:\/\/)/, 'must be a same-site path or an http(s) URL');

export const oneOf = <const Values extends readonly [string, ...string[]]>(values: Values) => z.enum(values, { error: `must be one of ${values.join(', ')}` });
export const object = <Shape extends z.ZodRawShape>(shape: Shape) => z.object(shape, { error: 'must be an object' });
export const list = <Item extends z.ZodType>(item: Item) => z.array(item, { error: 'must be an array' });
export const nonEmptyList = <Item extends z.ZodType>(item: Item) => list(item).min(1, 'must not be empty');

type MissingKeys<Dto, Schema extends z.ZodType> = Exclude<keyof Dto, keyof z.output<Schema>>;

/**
 * A schema of a contract DTO, checked at compile time: what it parses must be assignable to the DTO,
 * and it must name every key of it. A parsed object keeps only the keys its schema names, so a field
 * the contract gains would otherwise be dropped from every fixture without a word.
 */
export const describes =
  <Dto>() =>
  <Schema extends z.ZodType<Dto>>(schema: Schema & ([MissingKeys<Dto, Schema>] extends [never] ? unknown : { missingKeys: MissingKeys<Dto, Schema> })) =>
    schema;

export const image = describes<ImageDto>()(object({ full: url, thumbnail: url, alt: z.string().optional() }));

/** Reports a problem found by comparing fields, at the path (below the value refined) of the field to fix. */
export function problem(context: z.RefinementCtx, path: PropertyKey[], message: string): void {
  context.addIssue({ code: 'custom', message, path });
}

/** Reports a key an earlier entry already used; `seen` carries the keys over lists that share them. */
export function once(context: z.RefinementCtx, seen: Set<unknown>, key: unknown, path: PropertyKey[], message = 'is used twice'): void {
  if (seen.has(key)) problem(context, path, message);
  seen.add(key);
}
