// Tracking (spec §9): the reference host's analytics collector and the quest event. Both keep what
// they were sent in the shopper's session, for the tests to read back
// (`GET /backend/_simulator/collected`, with the affiliate sessions of handlers/affiliate.ts). Neither is the marketplace's real collector: the paths and
// the batch are ours, in the host contract (shared-contracts/host-contract/src/analytics.ts).
import { QUEST_VISIT_PRODUCT_PAGE, type QuestEventDto } from '@pdp/backend-api/quest';
import { ANALYTICS_EVENT_TYPES, type AnalyticsBatchDto, type CollectedEvent } from '@pdp/host-contract/analytics';
import { BadRequest, fail, ok, type Router } from '../http-kit';
import type { HandlerContext } from './context';

/** What one batch may carry; a host batches far fewer. */
const MAX_BATCH_EVENTS = 100;
/** What a session keeps, newest last; older events are dropped. */
const MAX_KEPT_EVENTS = 1000;

function isCollectedEvent(value: unknown): value is CollectedEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<string, unknown>;
  return (
    (ANALYTICS_EVENT_TYPES as readonly unknown[]).includes(event.type) &&
    typeof event.at === 'string' &&
    !Number.isNaN(Date.parse(event.at)) &&
    typeof event.path === 'string' &&
    event.path.startsWith('/')
  );
}

export function analyticsRoutes(router: Router, { catalogue, sessions }: HandlerContext): void {
  router.add('POST', '/backend/_collector/events', 'analytics-collector', async ({ body, sessionId }) => {
    const batch = (await body()) as Partial<AnalyticsBatchDto> | undefined;
    const events = batch?.events;
    if (!Array.isArray(events) || events.length === 0 || events.length > MAX_BATCH_EVENTS)
      throw new BadRequest(`events must be a list of 1 to ${MAX_BATCH_EVENTS} events`);
    if (!events.every(isCollectedEvent)) throw new BadRequest(`every event needs a type (${ANALYTICS_EVENT_TYPES.join(', ')}), an ISO time and a path`);
    const kept = sessions.get(sessionId).analyticsEvents;
    kept.push(...events);
    kept.splice(0, Math.max(0, kept.length - MAX_KEPT_EVENTS));
    return { ...ok({ accepted: events.length }), status: 202 };
  });

  router.add('POST', '/backend/quest/publish-event', 'quest-event', async ({ body, sessionId }) => {
    const session = sessions.get(sessionId);
    if (!session.userId) return fail(401);
    const request = (await body()) as Partial<QuestEventDto> | undefined;
    if (request?.event !== QUEST_VISIT_PRODUCT_PAGE) throw new BadRequest(`event must be ${QUEST_VISIT_PRODUCT_PAGE}`);
    const found = typeof request.itemSku === 'string' ? catalogue.byItemSku.get(request.itemSku) : undefined;
    if (!found || found.product.productSku !== request.productSku) return fail(404);
    session.questEvents.push({ event: request.event, productSku: request.productSku, itemSku: request.itemSku as string });
    session.questEvents.splice(0, Math.max(0, session.questEvents.length - MAX_KEPT_EVENTS));
    return ok(true);
  });

  router.add('GET', '/backend/_simulator/collected', 'collected', ({ sessionId }) => {
    const { analyticsEvents, questEvents, affiliateSessions } = sessions.get(sessionId);
    return ok({ analyticsEvents, questEvents, affiliateSessions });
  });

  router.add('DELETE', '/backend/_simulator/collected', 'clear-collected', ({ sessionId }) => {
    const session = sessions.get(sessionId);
    session.analyticsEvents = [];
    session.questEvents = [];
    session.affiliateSessions = [];
    return ok({ analyticsEvents: [], questEvents: [], affiliateSessions: [] });
  });
}
