// Customer care's chat topics (spec §7 ticket configs; the shape is the contract's TicketConfigDto):
// JSON text content, each topic with its label in both languages. A topic that is not one a live chat
// path can carry, or has no label, is dropped.
import { isLiveChatTopic } from '@pdp/host-contract/seller-chat';
import type { BackendClient } from '../../../shared/http/backend-client';
import { records } from '../../../shared/http/loose-json';
import { bilingual, parsedContent, type Bilingual } from './seller-ratings';

export interface TicketTopic {
  topic: string;
  label: Bilingual;
}

function normaliseTicketConfigs(data: unknown): TicketTopic[] {
  return records(parsedContent(data)).flatMap((config) => {
    const label = bilingual(config.label, 100);
    return isLiveChatTopic(config.topic) && label ? [{ topic: config.topic, label }] : [];
  });
}

export async function getTicketConfigs(client: BackendClient, signal?: AbortSignal): Promise<TicketTopic[]> {
  return normaliseTicketConfigs((await client.get<unknown>('common/content/ticket-configs', { signal })).body.data);
}
