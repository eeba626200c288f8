// The host's messages, through @formatjs/intl where one needs ICU. Indonesian is bundled; English is
// fetched once: before the first render for a shopper who chose it (loadHostEnglish, from start-up and
// the server), else the first time the shopper picks it, with Indonesian on screen until it arrives.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { Locale } from '@pdp/host-contract/locale';
import { readSimpleMessage } from '@pdp/host-contract/messages';
import { hostMessagesId, type HostMessageId } from './messages.id';

const cache = createIntlCache();
let englishLoad: Promise<Record<HostMessageId, string>> | null = null;
let english: Record<HostMessageId, string> | null = null;

/** Loads the English catalogue once; a provider created after it resolved starts in English. */
export const loadHostEnglish = () => (englishLoad ??= import('./messages.en').then((module) => (english = module.default)));

/**
 * A catalogue in one language, and its @formatjs/intl, made the first time a message needs ICU. None
 * of the host's messages does today (`readSimpleMessage`), and making an intl is what first loads the
 * browser's locale data, about 20 ms of a page's first task (decision 0077).
 */
interface HostMessages {
  /** `id-ID` or `en-ID`. */
  readonly locale: string;
  readonly catalogue: Readonly<Record<string, string>>;
  intl(): IntlShape;
}

function lazyHostMessages(locale: string, catalogue: Readonly<Record<string, string>>): HostMessages {
  let intl: IntlShape | undefined;
  return { locale, catalogue, intl: () => (intl ??= createIntl({ locale, defaultLocale: 'id-ID', messages: catalogue }, cache)) };
}

const HostMessagesContext = createContext<HostMessages | null>(null);

/**
 * One `HostMessages` per catalogue and language, made once: every page rendered on the server (and
 * every provider in the browser) shares it, and so its intl once one is made.
 */
const messagesByCatalogue = new WeakMap<Record<string, string>, Partial<Record<Locale, HostMessages>>>();
function messagesOf(locale: Locale, catalogue: Record<string, string>): HostMessages {
  let byLocale = messagesByCatalogue.get(catalogue);
  if (!byLocale) messagesByCatalogue.set(catalogue, (byLocale = {}));
  return (byLocale[locale] ??= lazyHostMessages(locale === 'en' ? 'en-ID' : 'id-ID', catalogue));
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
  return <HostMessagesContext.Provider value={messagesOf(messages.locale, messages.catalogue)}>{children}</HostMessagesContext.Provider>;
}

/**
 * The host's translator. A host page passes the Indonesian messages it brings with its chunk
 * (`hostPageMessagesId`); the English catalogue has them all.
 */
export function useHostTranslator(pageMessages?: Readonly<Record<string, string>>) {
  const context = useContext(HostMessagesContext);
  if (!context) throw new Error('useHostTranslator must be used inside HostI18nProvider');
  const messages = useMemo(() => {
    const missing = pageMessages && Object.keys(pageMessages).some((id) => !(id in context.catalogue));
    return missing ? lazyHostMessages(context.locale, { ...pageMessages, ...context.catalogue }) : context;
  }, [context, pageMessages]);
  return useMemo(
    () => ({
      t: (id: HostMessageId, values?: Record<string, string | number>) =>
        readSimpleMessage(Object.prototype.hasOwnProperty.call(messages.catalogue, id) ? messages.catalogue[id] : undefined, values) ??
        messages.intl().formatMessage({ id }, values),
      locale: messages.locale,
    }),
    [messages],
  );
}
