// @formatjs/intl behind a small React context. The Indonesian catalogue is bundled; the English one is
// loaded once: before the first render for a shopper who chose English (loadCatalogue, from the mount
// and the server render), else on first use, with Indonesian on screen until it arrives.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { Locale } from '@pdp/host-contract/locale';

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
export const IntlContext = createContext<IntlShape | null>(null);

/**
 * One intl per catalogue and language, made once: every page the server renders (and every mount in
 * the browser) shares it. Making one resolves its locale against ICU and binds its formatters, about
 * 1 % of a server render (issue 41), and it holds nothing of one page.
 */
const intls = new WeakMap<Catalogue, Partial<Record<Locale, IntlShape>>>();
function intlOf(locale: Locale, messages: Catalogue): IntlShape {
  let byLocale = intls.get(messages);
  if (!byLocale) intls.set(messages, (byLocale = {}));
  return (byLocale[locale] ??= toIntl(locale, messages));
}

function toIntl(locale: Locale, messages: Catalogue): IntlShape {
  return createIntl(
    {
      locale: locale === 'en' ? 'en-ID' : 'id-ID',
      defaultLocale: 'id-ID',
      messages: messages as Record<string, string>,
      onError: (error) => {
        if (process.env.NODE_ENV !== 'production') console.warn('[i18n]', error.message);
      },
    },
    intlCache,
  );
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

  const intl = intlOf(active.locale, active.messages);
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>;
}

export type MessageValues = Record<string, string | number>;

export interface Translator<Id extends string> {
  t(id: Id, values?: MessageValues): string;
  locale: string;
}

/** ICU's syntax: a message with none of it is its own text, whatever the values. */
const ICU_SYNTAX = /[{}'<>]/;

/**
 * An id's message, formatted. Most of a page's messages are plain text, which @formatjs/intl still
 * parses into a formatter it looks up by a JSON key of its arguments on every call (about 2 % of a
 * server render, issue 41): plain text is returned as it is. An unknown id still goes to
 * `formatMessage`, which reports it.
 */
export function translate(intl: IntlShape, id: string, values?: MessageValues): string {
  const message = Object.prototype.hasOwnProperty.call(intl.messages, id) ? intl.messages[id] : undefined;
  if (typeof message === 'string' && message !== '' && !ICU_SYNTAX.test(message)) return message;
  return intl.formatMessage({ id }, values);
}

/** Typed translation for one catalogue's ids; a missing id is a compile error at the call site. */
export function useTranslator<Id extends string>(): Translator<Id> {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useTranslator must be used inside I18nProvider');
  return useMemo(() => ({ t: (id: Id, values?: MessageValues) => translate(intl, id, values), locale: intl.locale }), [intl]);
}
