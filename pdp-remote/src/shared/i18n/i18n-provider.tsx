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

  const intl = useMemo(() => toIntl(active.locale, active.messages), [active]);
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>;
}

export type MessageValues = Record<string, string | number>;

export interface Translator<Id extends string> {
  t(id: Id, values?: MessageValues): string;
  locale: string;
}

/** Typed translation for one catalogue's ids; a missing id is a compile error at the call site. */
export function useTranslator<Id extends string>(): Translator<Id> {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useTranslator must be used inside I18nProvider');
  return useMemo(() => ({ t: (id: Id, values?: MessageValues) => intl.formatMessage({ id }, values), locale: intl.locale }), [intl]);
}
