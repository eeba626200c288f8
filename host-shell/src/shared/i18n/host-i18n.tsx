// The host's messages, through @formatjs/intl where one needs ICU (loaded then, decision 0079).
// Indonesian is bundled; English is fetched once: before the first render for a shopper who chose it
// (loadHostEnglish, from start-up and the server), else the first time the shopper picks it, with
// Indonesian on screen until it arrives.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type * as FormatjsModule from '@formatjs/intl';
import type { IntlCache, IntlShape } from '@formatjs/intl';
import type { Locale } from '@pdp/host-contract/locale';
import { WAITING_FOR_FORMATJS, onDemandModule, readSimpleMessage } from '@pdp/host-contract/messages';
import { hostMessagesId, type HostMessageId } from './messages.id';

type Formatjs = typeof FormatjsModule;
let cache: IntlCache | undefined;

/**
 * @formatjs/intl, loaded the first time a host message needs ICU (none does today): it is 5 KB a
 * product page's first load would carry for nothing.
 */
const onDemandFormatjs = onDemandModule<Formatjs>(
  () => import('@formatjs/intl'),
  (error) => console.error('[i18n] @formatjs/intl failed to load', error),
);

/** Loads @formatjs/intl once (a failed load is said, and tried again on the next ask). */
export const loadHostFormatjs = (): Promise<Formatjs> => onDemandFormatjs.load();

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
  /** Made with @formatjs/intl once it has loaded. */
  intl(formatjs: Formatjs): IntlShape;
}

function lazyHostMessages(locale: string, catalogue: Readonly<Record<string, string>>): HostMessages {
  let intl: IntlShape | undefined;
  return {
    locale,
    catalogue,
    intl: (module) => (intl ??= module.createIntl({ locale, defaultLocale: 'id-ID', messages: catalogue }, (cache ??= module.createIntlCache()))),
  };
}

const HostMessagesContext = createContext<HostMessages | null>(null);

/** @formatjs/intl once it has loaded: the provider shows it, so every translator renders again then. */
const FormatjsContext = createContext<Formatjs | null>(null);

/** Told when a render shows a message that needs @formatjs/intl: the server's, so the browser loads it before hydrating. */
const FormatjsUseContext = createContext<(() => void) | null>(null);

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

export function HostI18nProvider({
  locale,
  onFormatjsUse = null,
  children,
}: {
  locale: Locale;
  /** Told when a message needs @formatjs/intl (the server's render). */
  onFormatjsUse?: (() => void) | null;
  children: ReactNode;
}) {
  const [messages, setMessages] = useState<{ locale: Locale; catalogue: Record<string, string> }>(() =>
    locale === 'en' && english ? { locale, catalogue: english } : { locale: 'id', catalogue: hostMessagesId },
  );
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
  return (
    <FormatjsContext.Provider value={loadedFormatjs}>
      <FormatjsUseContext.Provider value={onFormatjsUse}>
        <HostMessagesContext.Provider value={messagesOf(messages.locale, messages.catalogue)}>{children}</HostMessagesContext.Provider>
      </FormatjsUseContext.Provider>
    </FormatjsContext.Provider>
  );
}

/**
 * The host's translator. A host page passes the Indonesian messages it brings with its chunk
 * (`hostPageMessagesId`); the English catalogue has them all.
 */
export function useHostTranslator(pageMessages?: Readonly<Record<string, string>>) {
  const context = useContext(HostMessagesContext);
  if (!context) throw new Error('useHostTranslator must be used inside HostI18nProvider');
  const loadedFormatjs = useContext(FormatjsContext);
  const onFormatjsUse = useContext(FormatjsUseContext);
  const messages = useMemo(() => {
    const missing = pageMessages && Object.keys(pageMessages).some((id) => !(id in context.catalogue));
    return missing ? lazyHostMessages(context.locale, { ...pageMessages, ...context.catalogue }) : context;
  }, [context, pageMessages]);
  return useMemo(
    () => ({
      /** A message that waits for @formatjs/intl shows a blank, and renders once the provider has it. */
      t: (id: HostMessageId, values?: Record<string, string | number>) => {
        const text = readSimpleMessage(Object.prototype.hasOwnProperty.call(messages.catalogue, id) ? messages.catalogue[id] : undefined, values);
        if (text !== undefined) return text;
        onFormatjsUse?.();
        if (loadedFormatjs) return messages.intl(loadedFormatjs).formatMessage({ id }, values);
        // Said by loadHostFormatjs when it fails; the next render that needs it asks again.
        loadHostFormatjs().catch(() => undefined);
        return WAITING_FOR_FORMATJS;
      },
      locale: messages.locale,
    }),
    [messages, loadedFormatjs, onFormatjsUse],
  );
}
