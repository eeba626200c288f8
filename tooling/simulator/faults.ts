// Fault injection: make any call answer a documented error code, an HTTP status, late, never, or
// with a body that is not JSON. A fault is written `status=503;latency=800`, `code=OOS`,
// `timeout` or `malformed`, and given per request (header `x-sim-fault` or query `_fault`), per
// session (POST /backend/_simulator/faults) or per fixture (its `faults` map, by endpoint name).
import { ERROR_DETAIL_FIELDS } from '@pdp/backend-api/backend';
import { BACKEND_ERROR_CODES, type BackendErrorCode } from '@pdp/backend-api/error-codes';
import { DAY_MS, jakartaDay } from './clock';

export interface Fault {
  status?: number;
  code?: string;
  latencyMs?: number;
  timeout?: boolean;
  malformed?: boolean;
  /** Field messages to send with a code, e.g. `errors.voucher`. */
  field?: string;
}

const MAX_LATENCY_MS = 60_000;
/** Codes the simulator knows besides the catalogue's (the HTTP names). */
const EXTRA_CODES = ['NOT_FOUND', 'GONE', 'TOO_MANY_REQUESTS', 'INTERNAL_SERVER_ERROR', 'SERVICE_UNAVAILABLE', 'BAD_REQUEST', 'UNAUTHORIZED'];

export class FaultSyntaxError extends Error {}

export function parseFault(spec: string): Fault {
  const fault: Fault = {};
  const parts = spec
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) throw new FaultSyntaxError('An empty fault says nothing to do');
  for (const part of parts) {
    const [key, value] = part.split('=', 2).map((piece) => piece.trim());
    switch (key) {
      case 'status': {
        const status = Number(value);
        if (!Number.isInteger(status) || status < 400 || status > 599) throw new FaultSyntaxError(`status must be 400 to 599, not "${value}"`);
        fault.status = status;
        break;
      }
      case 'code':
        if (!value || !(BACKEND_ERROR_CODES.includes(value as never) || EXTRA_CODES.includes(value))) {
          throw new FaultSyntaxError(`code "${value}" is not a documented error code`);
        }
        fault.code = value;
        break;
      case 'latency': {
        const latency = Number(value);
        if (!Number.isInteger(latency) || latency < 0 || latency > MAX_LATENCY_MS) throw new FaultSyntaxError(`latency must be 0 to ${MAX_LATENCY_MS} ms`);
        fault.latencyMs = latency;
        break;
      }
      case 'field':
        if (!value || !/^[a-zA-Z]{1,32}$/.test(value)) throw new FaultSyntaxError('field must be a word');
        fault.field = value;
        break;
      case 'timeout':
        fault.timeout = true;
        break;
      case 'malformed':
        fault.malformed = true;
        break;
      default:
        throw new FaultSyntaxError(`unknown fault "${key}"; use status, code, field, latency, timeout or malformed`);
    }
  }
  return fault;
}

type ErrorDetails = Partial<Record<keyof typeof ERROR_DETAIL_FIELDS, string>>;

/** The details an injected code carries, as a real backend sends them (quantities, ISO dates, kg, km). */
const FAULT_DETAILS: Partial<Record<BackendErrorCode, (now: number) => ErrorDetails>> = {
  CO_EXCEEDED_QUANTITY: () => ({ maxQuantity: '3' }),
  CO_EXCEEDED_QUANTITY_DAILY: () => ({ maxQuantity: '3' }),
  PRM_INSUFFICIENT_ADJUSTMENT_PRODUCT_QUOTA: () => ({ maxQuantity: '3' }),
  OOS_MAX_QTY_VISIBLE_LIMIT: () => ({ maxQuantity: '3' }),
  CO_EXCEEDED_QUANTITY_EVENT: (now) => ({ maxQuantity: '2', startDate: jakartaDay(now).date, endDate: jakartaDay(now + 7 * DAY_MS).date }),
  MAX_WEIGHT_PER_ITEM_EXCEEDED: () => ({ maxWeightKg: '30' }),
  TOTAL_ITEM_WEIGHT_EXCEEDED: () => ({ maxWeightKg: '30' }),
  MAXIMUM_DISTANCE_EXCEEDED: () => ({ maxDistanceKm: '50' }),
};

/**
 * Details sent under a contract's own field names rather than ERROR_DETAIL_FIELDS': subscription's
 * INVALID_QUANTITY carries the quantity's bounds (contract subscription.ts), and the quote codes theirs
 * (quote.ts). The cart's and the combo's INVALID_QUANTITY read no field, so they are unaffected.
 */
const NAMED_FAULT_DETAILS: Partial<Record<BackendErrorCode, Record<string, string>>> = {
  INVALID_QUANTITY: { minQuantity: '1', maxQuantity: '3' },
  // Asking for a quote (contract quote.ts): the kaos's bounds, and the request already open.
  QUOTE_INVALID_QUANTITY: { minQuantity: '12', maxQuantity: '5000' },
  QUOTE_ALREADY_REQUESTED: { quoteId: 'QT-0001-KAO-60002-00001' },
};

/** The `errors` fields (`maxQty`, `startDate`, …) an injected code carries; empty for most codes. */
export function faultDetails(code: string, now: number): Record<string, string[]> {
  const details = FAULT_DETAILS[code as BackendErrorCode]?.(now) ?? {};
  const named = NAMED_FAULT_DETAILS[code as BackendErrorCode] ?? {};
  return Object.fromEntries([
    ...Object.entries(details).map(([key, value]) => [ERROR_DETAIL_FIELDS[key as keyof typeof ERROR_DETAIL_FIELDS], [value]]),
    ...Object.entries(named).map(([field, value]) => [field, [value]]),
  ]);
}

const MAX_GLOB_LENGTH = 200;
const MAX_DOUBLE_STARS = 2;

/** Turns a path glob (`/product-detail/products/*\/_summary`) into a test; bounded, so no glob can stall the server. */
export function globToRegExp(glob: string): RegExp {
  if (glob.length > MAX_GLOB_LENGTH) throw new FaultSyntaxError(`a path glob may be ${MAX_GLOB_LENGTH} characters at most`);
  if (glob.split('**').length - 1 > MAX_DOUBLE_STARS) throw new FaultSyntaxError(`a path glob may hold ${MAX_DOUBLE_STARS} ** at most`);
  if ((glob.match(/\*/g) ?? []).length > 8) throw new FaultSyntaxError('a path glob may hold 8 * at most');
  const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  const pattern = glob
    .split('**')
    .map((part) => part.split('*').map(escape).join('[^/]*'))
    .join('.*');
  return new RegExp(`^${pattern}$`);
}
