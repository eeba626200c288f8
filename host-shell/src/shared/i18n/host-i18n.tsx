// The host's messages through @formatjs/intl. Indonesian is bundled; English is fetched once: before
// the first render for a shopper who chose it (loadHostEnglish, from start-up and the server), else
// the first time the shopper picks it, with Indonesian on screen until it has arrived.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { Locale } from '@pdp/host-contract/locale';
import { hostMessagesId, type HostMessageId } from './messages.id';

const cache = createIntlCache();
let englishLoad: Promise<Record<HostMessageId, string>> | null = null;
let english: Record<HostMessageId, string> | null = null;

/** Loads the English catalogue once; a provider created after it resolved starts in English. */
export const loadHostEnglish = () => (englishLoad ??= import('./messages.en').then((module) => (english = module.default)));

const HostIntlContext = createContext<IntlShape | null>(null);

/**
 * One intl per catalogue and language, made once: every page rendered on the server (and every
 * provider in the browser) shares it. Making one checks its locale against ICU, a measurable share of
 * a server render (issue 41).
 */
const intls = new WeakMap<Record<string, string>, Partial<Record<Locale, IntlShape>>>();
function intlOf(locale: Locale, catalogue: Record<string, string>): IntlShape {
  let byLocale = intls.get(catalogue);
  if (!byLocale) intls.set(catalogue, (byLocale = {}));
  return (byLocale[locale] ??= createIntl({ locale: locale === 'en' ? 'en-ID' : 'id-ID', defaultLocale: 'id-ID', messages: catalogue }, cache));
}

export function HostI18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [messages, setMessages] = useState<{ locale: Locale; catalogue: Record<string, string> }>(() =>
    locale === 'en' && english ? { locale, catalogue: english } : { locale: 'id', catalogue: hostMessagesId },
  );
  useEffect(() => {
    let current = true;
    // The same catalogue keeps the same state: a new object would re-render every page at start.
    if (locale === 'id') setMessages((shown) => (shown.locale === 'id' && shown.catalogue === hostMessagesId ? shown : { locale, catalogue: hostMessagesId }));
    else
      loadHostEnglish().then(
        (catalogue) => current && setMessages({ locale, catalogue }),
        () => {
          englishLoad = null;
        },
      );
    return () => {
      current = false;
    };
  }, [locale]);
  const intl = intlOf(messages.locale, messages.catalogue);
  return <HostIntlContext.Provider value={intl}>{children}</HostIntlContext.Provider>;
}

/**
 * The host's translator. A host page passes the Indonesian messages it brings with its chunk
 * (`hostPageMessagesId`); the English catalogue has them all.
 */
export function useHostTranslator(pageMessages?: Readonly<Record<string, string>>) {
  const context = useContext(HostIntlContext);
  if (!context) throw new Error('useHostTranslator must be used inside HostI18nProvider');
  const intl = useMemo(() => {
    const messages = context.messages as Record<string, string>;
    const missing = pageMessages && Object.keys(pageMessages).some((id) => !(id in messages));
    return missing ? createIntl({ locale: context.locale, defaultLocale: context.defaultLocale, messages: { ...pageMessages, ...messages } }, cache) : context;
  }, [context, pageMessages]);
  return useMemo(
    () => ({ t: (id: HostMessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values), locale: intl.locale }),
    [intl],
  );
}
