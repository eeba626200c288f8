// A part of a remote's messages that travels with the chunks that show it, instead of in the first
// load: the shipping section's, the buying modals', the services', and each later feature's own.
// The core catalogue (messages.id.ts) holds what the first screen says; a part holds the rest of one
// area, in Indonesian bundled with the part and in English as a chunk (tooling/webpack/chunk-groups.cjs), loaded the first
// time the part is shown in English (the component waits for it behind its Suspense boundary, so
// the shopper never sees Indonesian flash before English).
import { use, useContext, useMemo } from 'react';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { IntlContext, type Catalogue, type MessageValues, type Translator } from './i18n-provider';

export interface MessagePart<Id extends string> {
  /** Names the part in errors (`buying`, `fulfillment`). */
  name: string;
  /** The part's Indonesian messages. */
  id: Readonly<Record<Id, string>>;
  /** Its English messages, a lazily loaded chunk. */
  loadEnglish: () => Promise<{ default: Readonly<Record<Id, string>> }>;
}

const englishLoads = new WeakMap<MessagePart<string>, Promise<Catalogue>>();
const partCache = createIntlCache();

/** The part's English, loaded once; a failed load falls back to Indonesian (and is tried again next page). */
function englishOf(part: MessagePart<string>): Promise<Catalogue> {
  let load = englishLoads.get(part);
  if (!load) {
    load = part.loadEnglish().then(
      (module) => module.default,
      (error: unknown) => {
        console.error(`[i18n] English messages of ${part.name} failed to load`, error);
        englishLoads.delete(part);
        return part.id;
      },
    );
    englishLoads.set(part, load);
  }
  return load;
}

const intls = new WeakMap<Catalogue, Map<string, IntlShape>>();

function intlFor(locale: string, messages: Catalogue): IntlShape {
  let byLocale = intls.get(messages);
  if (!byLocale) {
    byLocale = new Map();
    intls.set(messages, byLocale);
  }
  let intl = byLocale.get(locale);
  if (!intl) {
    intl = createIntl({ locale, defaultLocale: 'id-ID', messages: messages as Record<string, string> }, partCache);
    byLocale.set(locale, intl);
  }
  return intl;
}

/**
 * A translator for the part's messages and, for any other id, the remote's core catalogue. Suspends
 * the first time the part is shown in English, until its English arrives.
 */
export function useMessagePart<Id extends string, CoreId extends string>(part: MessagePart<Id>): Translator<Id | CoreId> {
  const core = useContext(IntlContext);
  if (!core) throw new Error('useMessagePart must be used inside I18nProvider');
  const english = core.locale.startsWith('en');
  const messages = english ? use(englishOf(part)) : part.id;
  return useMemo(() => {
    const intl = intlFor(core.locale, messages);
    return {
      locale: core.locale,
      t: (id: Id | CoreId, values?: MessageValues) =>
        Object.prototype.hasOwnProperty.call(messages, id) ? intl.formatMessage({ id }, values) : core.formatMessage({ id }, values),
    };
  }, [core, messages]);
}
