// @formatjs/intl behind a small React context. The Indonesian catalogue is bundled; the English one is
// loaded once: before the first render for a shopper who chose English (loadCatalogue, from the mount
// and the server render), else on first use, with Indonesian on screen until it arrives.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { Locale } from '@pdp/host-contract/locale';
import { readSimpleMessage } from '@pdp/host-contract/messages';

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

const intlCache = createIntlCache();

/**
 * A catalogue in one language, and its @formatjs/intl, made the first time a message needs ICU. Most
 * messages do not (`readSimpleMessage`), and making an intl is what first loads the browser's locale
 * data, about 20 ms of a page's first task (decision 0077).
 */
export interface Messages {
  /** `id-ID` or `en-ID`. */
  readonly locale: string;
  readonly catalogue: Catalogue;
  intl(): IntlShape;
}

function lazyMessages(locale: string, catalogue: Catalogue): Messages {
  let intl: IntlShape | undefined;
  return {
    locale,
    catalogue,
    intl: () =>
      (intl ??= createIntl(
        {
          locale,
          defaultLocale: 'id-ID',
          messages: catalogue as Record<string, string>,
          onError: (error) => {
            if (process.env.NODE_ENV !== 'production') console.warn('[i18n]', error.message);
          },
        },
        intlCache,
      )),
  };
}

export const MessagesContext = createContext<Messages | null>(null);

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

export function I18nProvider({ locale, catalogues, children }: { locale: Locale; catalogues: Catalogues; children: ReactNode }) {
  const [active, setActive] = useState<{ locale: Locale; messages: Catalogue }>(() => {
    const english = locale === 'en' ? englishLoaded.get(catalogues) : undefined;
    return english ? { locale, messages: english } : { locale: 'id', messages: catalogues.id };
  });

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

  return <MessagesContext.Provider value={messagesOf(active.locale === 'en' ? 'en-ID' : 'id-ID', active.messages)}>{children}</MessagesContext.Provider>;
}

export type MessageValues = Record<string, string | number>;

export interface Translator<Id extends string> {
  t(id: Id, values?: MessageValues): string;
  locale: string;
}

/**
 * An id's message, formatted: read as it is when it needs no ICU (most do), else by @formatjs/intl.
 * An unknown id or an empty message goes to `formatMessage` too, which reports it and shows the id.
 */
export function translate(messages: Messages, id: string, values?: MessageValues): string {
  const message: unknown = Object.prototype.hasOwnProperty.call(messages.catalogue, id) ? messages.catalogue[id] : undefined;
  return readSimpleMessage(message, values) ?? messages.intl().formatMessage({ id }, values);
}

/** Typed translation for one catalogue's ids; a missing id is a compile error at the call site. */
export function useTranslator<Id extends string>(): Translator<Id> {
  const messages = useContext(MessagesContext);
  if (!messages) throw new Error('useTranslator must be used inside I18nProvider');
  return useMemo(() => ({ t: (id: Id, values?: MessageValues) => translate(messages, id, values), locale: messages.locale }), [messages]);
}
