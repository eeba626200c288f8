// The message catalogues of the host and the remotes are ICU MessageFormat, formatted by @formatjs/intl.
// Most of their messages need none of ICU: plain text, or text with simple `{name}` arguments. Read
// here, such a message says what @formatjs/intl would format, without an intl: making one checks its
// locale with `Intl.NumberFormat.supportedLocalesOf`, whose first call in a page loads the browser's
// locale data, about 20 ms of a first task (80 ms on a phone four times slower; decision 0077).

/** Text, a lone apostrophe (ICU's quote only before `{`, `}`, `#`, `|`, `'`, `<`, `>`), or `{name}`. */
const SIMPLE_TEXT = /^(?:[^{}'<>]|'(?![{}#|'<>])|\{\s*\w+\s*\})*$/;
const ARGUMENT = /\{\s*(\w+)\s*\}/g;

/**
 * A browser build's catalogues carry each message parsed (tooling/webpack/messages-ast-loader.cjs):
 * @formatjs/icu-messageformat-parser's elements, where text is `TYPE.literal` and `{name}` is
 * `TYPE.argument`.
 */
const LITERAL = 0;
const ARGUMENT_ELEMENT = 1;

export type SimpleMessageValues = Readonly<Record<string, string | number>>;

function valueOf(values: SimpleMessageValues | undefined, name: string): string | undefined {
  const value = values && Object.prototype.hasOwnProperty.call(values, name) ? values[name] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

function readText(message: string, values: SimpleMessageValues | undefined): string | undefined {
  if (!SIMPLE_TEXT.test(message)) return undefined;
  let complete = true;
  const text = message.replace(ARGUMENT, (_argument, name: string) => {
    const value = valueOf(values, name);
    if (value === undefined) complete = false;
    return value ?? '';
  });
  return complete ? text : undefined;
}

function readElements(elements: readonly unknown[], values: SimpleMessageValues | undefined): string | undefined {
  let text = '';
  for (const element of elements) {
    const { type, value } = (element ?? {}) as { type?: unknown; value?: unknown };
    if (typeof value !== 'string') return undefined;
    if (type === LITERAL) text += value;
    else if (type === ARGUMENT_ELEMENT) {
      const argument = valueOf(values, value);
      if (argument === undefined) return undefined;
      text += argument;
    } else return undefined;
  }
  return text;
}

/**
 * A catalogue's message (its text, or its parsed elements) with its arguments in place, as
 * @formatjs/intl formats it (a value as `String(value)`); or `undefined` when it is empty, needs ICU
 * (plural, select, number, date, tags, quoting) or lacks a value: then @formatjs/intl formats it, or
 * reports what is missing and shows the id.
 */
export function readSimpleMessage(message: unknown, values?: SimpleMessageValues): string | undefined {
  if (typeof message === 'string') return message === '' ? undefined : readText(message, values);
  if (Array.isArray(message)) return message.length === 0 ? undefined : readElements(message, values);
  return undefined;
}

/**
 * What a message that needs @formatjs/intl shows while it loads (decision 0079): a blank (a no-break
 * space) that keeps its line's height, in the host's translator and the remotes' alike.
 */
export const WAITING_FOR_FORMATJS = '\u00a0';

/**
 * A module loaded the first time it is asked for: @formatjs/intl, which the host and the remotes load
 * only when a message needs ICU (decision 0079). One load is shared by every ask; listeners (the
 * translators' providers) are told when it has loaded. A failed load is reported, and asked again next time.
 */
export interface OnDemandModule<T> {
  /** The module, once loaded. */
  loaded(): T | undefined;
  load(): Promise<T>;
  /** Tells `listener` when the module has loaded; returns what stops it. */
  subscribe(listener: (module: T) => void): () => void;
}

export function onDemandModule<T>(importModule: () => Promise<T>, reportFailure: (error: unknown) => void): OnDemandModule<T> {
  let module: T | undefined;
  let loading: Promise<T> | undefined;
  const listeners = new Set<(module: T) => void>();
  return {
    loaded: () => module,
    load: () =>
      (loading ??= importModule().then(
        (loadedModule) => {
          module = loadedModule;
          for (const listener of listeners) listener(loadedModule);
          return loadedModule;
        },
        (error: unknown) => {
          loading = undefined;
          reportFailure(error);
          throw error;
        },
      )),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
