// A part of a remote's messages that travels with the chunks that show it, instead of in the first
// load: the shipping section's, the buying modals', the services', and each later feature's own.
// The core catalogue (messages.id.ts) holds what the first screen says; a part holds the rest of one
// area, in Indonesian bundled with the part and in English as a chunk (tooling/webpack/chunk-groups.cjs), loaded the first
// time the part is shown in English (the component waits for it behind its Suspense boundary, so
// the shopper never sees Indonesian flash before English).
import { useContext, useMemo } from 'react';
import { MessagesContext, messagesOf, useTranslate, type Catalogue, type MessageValues, type Translator } from './i18n-provider';

export interface MessagePart<Id extends string> {
  /** Names the part in errors (`buying`, `fulfillment`). */
  name: string;
  /** The part's Indonesian messages. */
  id: Readonly<Record<Id, string>>;
  /** Its English messages, a lazily loaded chunk. */
  loadEnglish: () => Promise<{ default: Readonly<Record<Id, string>> }>;
}

const englishLoads = new WeakMap<MessagePart<string>, Promise<Catalogue>>();
/** What each load settled on: the part's English, or its Indonesian when the load failed. */
const settledLoads = new WeakMap<Promise<Catalogue>, Catalogue>();

/**
 * The part's English, loaded once; a failed load falls back to Indonesian for the rest of the visit (a
 * reload tries again). It stays remembered: forgetting it would start a new load on the render that
 * should show the Indonesian, which would suspend again, load after load, and never show the part.
 */
function englishOf(part: MessagePart<string>): Promise<Catalogue> {
  let load = englishLoads.get(part);
  if (!load) {
    const started: Promise<Catalogue> = part.loadEnglish().then(
      (module) => {
        settledLoads.set(started, module.default);
        return module.default;
      },
      (error: unknown) => {
        console.error(`[i18n] English messages of ${part.name} failed to load`, error);
        settledLoads.set(started, part.id);
        return part.id;
      },
    );
    load = started;
    englishLoads.set(part, load);
  }
  return load;
}

/**
 * The part's English, or, while it loads, a suspension until it has. The load is thrown, as React.lazy
 * suspends, not passed to `use()`: a render that `use()`s a pending promise inside a synchronous
 * `act()` (Testing Library wraps every event of user-event in one) leaves its retry in act's queue,
 * which that act drops, so the part's component never rendered again once its English arrived.
 */
function englishMessages(part: MessagePart<string>): Catalogue {
  const load = englishOf(part);
  const settled = settledLoads.get(load);
  if (settled) return settled;
  throw load;
}

/**
 * A translator for the part's messages and, for any other id, the remote's core catalogue. Suspends
 * the first time the part is shown in English, until its English arrives.
 */
export function useMessagePart<Id extends string, CoreId extends string>(part: MessagePart<Id>): Translator<Id | CoreId> {
  const core = useContext(MessagesContext);
  if (!core) throw new Error('useMessagePart must be used inside I18nProvider');
  const english = core.locale.startsWith('en');
  const messages = english ? englishMessages(part) : part.id;
  const format = useTranslate();
  return useMemo(() => {
    const own = messagesOf(core.locale, messages);
    return {
      locale: core.locale,
      t: (id: Id | CoreId, values?: MessageValues) => format(Object.prototype.hasOwnProperty.call(messages, id) ? own : core, id, values),
    };
  }, [core, messages, format]);
}
