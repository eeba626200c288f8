// The retail remote's typed translators: the core catalogue's, and a message part's with the core's.
import { useTranslator } from './i18n-provider';
import { useMessagePart, type MessagePart } from './message-part';
import type { PdpMessageId } from './messages.id';

export const usePdpTranslator = () => useTranslator<PdpMessageId>();

/** The part's messages and the core catalogue's; suspends the first time the part is shown in English. */
export const usePdpMessages = <Id extends string>(part: MessagePart<Id>) => useMessagePart<Id, PdpMessageId>(part);
