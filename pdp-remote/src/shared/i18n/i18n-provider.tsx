// The remote's messages behind a small React context. The Indonesian catalogue is bundled; the English
// one is loaded once: before the first render for a shopper who chose English (loadCatalogue, from the
// mount and the server render), else on first use, with Indonesian on screen until it arrives. A
// message that needs ICU is formatted by @formatjs/intl, itself loaded the first time one is shown.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type * as FormatjsModule from '@formatjs/intl';
import type { IntlCache, IntlShape } from '@formatjs/intl';
import type { Locale } from '@pdp/host-contract/locale';
import { WAITING_FOR_FORMATJS, onDemandModule, readSimpleMessage } from '@pdp/host-contract/messages';

export type Catalogue = Readonly<Record<string, string>>;

export interface Catalogues {
  id: Catalogue;
  /** Loads the English catalogue (a lazy chunk). Called at most once per Catalogues object. */
  loadEnglish: () => Promise<Catalogue>;
}

const englishLoads = new WeakMap<Catalogues, Promise<Catalogue>>();
const englishLoaded = new WeakMap<Catalogues, Catalogue>();

function loadEnglishOnce(catalogues: Catalogues): Promise<Catalogue> {
  let load = englishLoads.get(catalogues);
  if (!load) {
    load = catalogues.loadEnglish().then((messages) => {
      englishLoaded.set(catalogues, messages);
      return messages;
    });
    // A failed load may be tried again on the next switch.
    load.catch(() => englishLoads.delete(catalogues));
    englishLoads.set(catalogues, load);
  }
  return load;
}

/**
 * Loads a locale's catalogue before the first render in it, so that render (and the hydration of a
 * page the server rendered in it) is in that language. A failed load leaves the page in Indonesian.
 */
export async function loadCatalogue(catalogues: Catalogues, locale: Locale): Promise<void> {
  if (locale === 'en') await loadEnglishOnce(catalogues).catch(() => undefined);
}

type Formatjs = typeof FormatjsModule;
let intlCache: IntlCache | undefined;

/**
 * @formatjs/intl, loaded the first time a message needs ICU (decision 0079): the first screens show
 * none, and it is 5 KB of what they would load.
 */
const onDemandFormatjs = onDemandModule<Formatjs>(
  () => import('@formatjs/intl'),
  (error) => console.error('[i18n] @formatjs/intl failed to load', error),
);

/** Loads @formatjs/intl once (a failed load is said, and tried again on the next ask). */
export const loadFormatjs = (): Promise<Formatjs> => onDemandFormatjs.load();

/**
 * A catalogue in one language, and its @formatjs/intl, made the first time a message needs ICU. Most
 * messages do not (`readSimpleMessage`), and making an intl is what first loads the browser's locale
 * data, about 20 ms of a page's first task (decision 0077).
 */
export interface Messages {
  /** `id-ID` or `en-ID`. */
  readonly locale: string;
  readonly catalogue: Catalogue;
  /** The catalogue's intl, made with @formatjs/intl once it has loaded. */
  intl(formatjs: Formatjs): IntlShape;
}

function lazyMessages(locale: string, catalogue: Catalogue): Messages {
  let intl: IntlShape | undefined;
  return {
    locale,
    catalogue,
    intl: (module) =>
      (intl ??= module.createIntl(
        {
          locale,
          defaultLocale: 'id-ID',
          messages: catalogue as Record<string, string>,
          onError: (error) => {
            if (process.env.NODE_ENV !== 'production') console.warn('[i18n]', error.message);
          },
        },
        (intlCache ??= module.createIntlCache()),
      )),
  };
}

export const MessagesContext = createContext<Messages | null>(null);

/** @formatjs/intl once it has loaded: a provider shows it, so every translator renders again then. */
const FormatjsContext = createContext<Formatjs | null>(null);

/**
 * Told when a render shows a message that needs @formatjs/intl: the server's render, so the browser
 * loads it before it hydrates that markup (the seed's `formatjs`).
 */
const FormatjsUseContext = createContext<(() => void) | null>(null);

/**
 * One `Messages` per catalogue and language (`id-ID`, `en-ID`), made once: every page the server
 * renders, every mount in the browser and every message part shown shares it, and so shares its intl
 * once one is made (it holds nothing of one page).
 */
const messagesByCatalogue = new WeakMap<Catalogue, Map<string, Messages>>();
export function messagesOf(locale: string, catalogue: Catalogue): Messages {
  let byLocale = messagesByCatalogue.get(catalogue);
  if (!byLocale) messagesByCatalogue.set(catalogue, (byLocale = new Map()));
  let messages = byLocale.get(locale);
  if (!messages) byLocale.set(locale, (messages = lazyMessages(locale, catalogue)));
  return messages;
}

export function I18nProvider({
  locale,
  catalogues,
  onFormatjsUse = null,
  children,
}: {
  locale: Locale;
  catalogues: Catalogues;
  /** Told when a message needs @formatjs/intl (the server's render). */
  onFormatjsUse?: (() => void) | null;
  children: ReactNode;
}) {
  const [active, setActive] = useState<{ locale: Locale; messages: Catalogue }>(() => {
    const english = locale === 'en' ? englishLoaded.get(catalogues) : undefined;
    return english ? { locale, messages: english } : { locale: 'id', messages: catalogues.id };
  });

  // The module once loaded (the server and a hydration load it first): a translator that showed a
  // blank for a message renders it then. Told from here, where nothing shown is yet to be committed.
  const [loadedFormatjs, setLoadedFormatjs] = useState(() => onDemandFormatjs.loaded() ?? null);
  useEffect(() => {
    const loaded = onDemandFormatjs.loaded();
    if (loaded) setLoadedFormatjs(loaded);
    return onDemandFormatjs.subscribe(setLoadedFormatjs);
  }, []);

  useEffect(() => {
    let current = true;
    const show = (next: Locale, messages: Catalogue) =>
      setActive((shown) => (shown.locale === next && shown.messages === messages ? shown : { locale: next, messages }));
    if (locale === 'id') {
      show('id', catalogues.id);
    } else {
      loadEnglishOnce(catalogues).then(
        (messages) => current && show(locale, messages),
        (error: unknown) => console.error('[i18n] English catalogue failed to load', error),
      );
    }
    return () => {
      current = false;
    };
  }, [locale, catalogues]);

  return (
    <FormatjsContext.Provider value={loadedFormatjs}>
      <FormatjsUseContext.Provider value={onFormatjsUse}>
        <MessagesContext.Provider value={messagesOf(active.locale === 'en' ? 'en-ID' : 'id-ID', active.messages)}>{children}</MessagesContext.Provider>
      </FormatjsUseContext.Provider>
    </FormatjsContext.Provider>
  );
}

export type MessageValues = Record<string, string | number>;

export interface Translator<Id extends string> {
  t(id: Id, values?: MessageValues): string;
  locale: string;
}

/**
 * An id's message, formatted: read as it is when it needs no ICU (most do), else by @formatjs/intl
 * (`undefined` without it: it has not loaded). An unknown id, an empty message or a missing value goes
 * to `formatMessage` too, which reports it and shows the id. `onFormatjsUse` is told when it is needed.
 */
export function translate(
  messages: Messages,
  id: string,
  values?: MessageValues,
  formatjs?: Formatjs | null,
  onFormatjsUse?: (() => void) | null,
): string | undefined {
  const message: unknown = Object.prototype.hasOwnProperty.call(messages.catalogue, id) ? messages.catalogue[id] : undefined;
  const text = readSimpleMessage(message, values);
  if (text !== undefined) return text;
  onFormatjsUse?.();
  return formatjs ? messages.intl(formatjs).formatMessage({ id }, values) : undefined;
}

export type Translate = (messages: Messages, id: string, values?: MessageValues) => string;

/**
 * `translate` for a component's translator. A message that needs @formatjs/intl before it has loaded
 * shows a blank (WAITING_FOR_FORMATJS) and starts the load; the provider shows it once loaded, which
 * makes a new `translate`, so the component (and what it handed it to) renders the message. A server
 * render (which loads it first) is told, so the browser loads it before it hydrates. Called outside a
 * render (an event's message), such a message needs `loadFormatjs()` awaited first.
 */
export function useTranslate(): Translate {
  const loadedFormatjs = useContext(FormatjsContext);
  const onFormatjsUse = useContext(FormatjsUseContext);
  return useCallback(
    (messages: Messages, id: string, values?: MessageValues) => {
      const text = translate(messages, id, values, loadedFormatjs, onFormatjsUse);
      if (text !== undefined) return text;
      // Said by loadFormatjs when it fails; the next render that needs it asks again.
      loadFormatjs().catch(() => undefined);
      return WAITING_FOR_FORMATJS;
    },
    [loadedFormatjs, onFormatjsUse],
  );
}

/** Typed translation for one catalogue's ids; a missing id is a compile error at the call site. */
export function useTranslator<Id extends string>(): Translator<Id> {
  const messages = useContext(MessagesContext);
  if (!messages) throw new Error('useTranslator must be used inside I18nProvider');
  const format = useTranslate();
  return useMemo(() => ({ t: (id: Id, values?: MessageValues) => format(messages, id, values), locale: messages.locale }), [messages, format]);
}
