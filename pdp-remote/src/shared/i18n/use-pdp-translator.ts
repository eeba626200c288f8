// The retail remote's typed translator.
import { useTranslator } from './i18n-provider';
import type { PdpMessageId } from './messages.id';

export const usePdpTranslator = () => useTranslator<PdpMessageId>();
