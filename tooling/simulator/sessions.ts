// State per simulator session (one cookie): who is signed in, bags, reminders, notify-me, the quick
// checkout override, claimed vouchers, followed merchants, liked reviews, a profile made public, reports, asked questions,
// wishlist albums, the analytics and quest events sent, the affiliate sessions opened, the subscription cart and the items
// added to existing subscriptions, the quotes asked for, and session faults.
import type { AffiliateCommissionDto, AffiliateSessionDto, AffiliateSessionRequestDto } from '@pdp/backend-api/affiliate';
import type { CartItemDto } from '@pdp/backend-api/cart';
import type { DiscussionQuestionDto } from '@pdp/backend-api/discussions';
import type { CheckoutStatus, Vendor } from '@pdp/backend-api/enums';
import type { QuestEventDto } from '@pdp/backend-api/quest';
import type { QuoteRequestDto } from '@pdp/backend-api/quote';
import type { SubscriptionFrequency } from '@pdp/backend-api/subscription';
import type { CollectedEvent } from '@pdp/host-contract/analytics';
import { storefrontOf, type Storefront } from '@pdp/host-contract/remotes';
import type { Fault } from './faults';

interface SessionFault {
  pattern: RegExp;
  method?: string;
  fault: Fault;
  /** How many more requests it applies to; undefined: until cleared. */
  remaining?: number;
}

export interface SessionState {
  userId: string | null;
  carts: Record<'RETAIL' | 'GROCERY', CartItemDto[]>;
  faults: SessionFault[];
  /** `itemSku:campaignId` pairs the shopper asked to be told about. */
  campaignSubscriptions: Set<string>;
  /** Item skus the shopper asked to be told about when back in stock (notify me). */
  stockNotifications: Set<string>;
  /** Ids of the seller's vouchers the shopper claimed (spec §4 Voucher claim). */
  claimedVouchers: Set<string>;
  /** Codes of the merchants the shopper follows (spec §4 Merchant follow/unfollow). */
  followedMerchants: Set<string>;
  /** Ids of the reviews the shopper liked (spec §4 Review like). */
  likedReviews: Set<string>;
  /** Set once the signed-in shopper made their private reviewer profile public (POST /product-review/users/me/_public). */
  profileMadePublic: boolean;
  /** What the shopper reported, as `review:id`, `reply:id`, `question:id` or `answer:id`. */
  reports: Set<string>;
  /** The questions the shopper asked, by product sku, newest first. */
  askedQuestions: Map<string, DiscussionQuestionDto[]>;
  /** The member's wishlist albums and the products kept in them; made on first use (handlers/wishlist.ts). */
  wishlist?: WishlistState;
  /** What quick checkout answers for now (POST /backend/_simulator/quick-checkout); null: the fixture decides. */
  quickCheckout: QuickCheckoutOverride | null;
  /** Product config values this session reads instead of the defaults (POST /backend/_simulator/product-configs). */
  productConfig: Record<string, string>;
  /** Analytics events the host sent to the collector (handlers/analytics.ts), oldest first. */
  analyticsEvents: CollectedEvent[];
  /** Quest events the page published for the signed-in shopper, oldest first. */
  questEvents: QuestEventDto[];
  /** Affiliate sessions the shopper's arrivals opened (handlers/affiliate.ts), oldest first, with the commissions recorded. */
  affiliateSessions: AffiliateSessionRecord[];
  /** The member's subscription cart (POST /backend/subscription/carts), oldest line first. */
  subscriptionCart: SubscriptionCartLine[];
  /** Items the member added to one of their existing subscriptions (POST /backend/subscription/{id}/items). */
  subscriptionItems: SubscriptionItemRecord[];
  /** The quotes the shopper asked for (POST /backend/product-detail/products/{itemSku}/quotes), oldest first. */
  quotes: QuoteRecord[];
  /** How far the session's clock is ahead of the machine's (POST /backend/_simulator/clock); null: the machine's. */
  clockOffsetMs: number | null;
}

interface QuoteRecord extends QuoteRequestDto {
  quoteId: string;
  itemSku: string;
}

interface SubscriptionCartLine {
  itemSku: string;
  quantity: number;
  frequency: SubscriptionFrequency;
  periodMonths: number;
}

interface SubscriptionItemRecord {
  subscriptionId: string;
  itemSku: string;
  quantity: number;
}

export interface AffiliateSessionRecord extends AffiliateSessionDto, AffiliateSessionRequestDto {
  commissions: AffiliateCommissionDto[];
}

export interface WishlistState {
  groups: { id: string; name: string }[];
  items: { id: string; groupId: string; productSku: string }[];
  /** The last number given to an album or an item. */
  nextId: number;
}

interface QuickCheckoutOverride {
  status: CheckoutStatus;
  /** How many more quick checkouts it answers; undefined: until cleared. */
  remaining?: number;
}

const MAX_SESSIONS = 10_000;

export class SessionStore {
  private readonly sessions = new Map<string, SessionState>();

  get(id: string): SessionState {
    let session = this.sessions.get(id);
    if (!session) {
      if (this.sessions.size >= MAX_SESSIONS) {
        const oldest = this.sessions.keys().next().value;
        if (oldest !== undefined) this.sessions.delete(oldest);
      }
      session = {
        userId: null,
        carts: { RETAIL: [], GROCERY: [] },
        faults: [],
        campaignSubscriptions: new Set(),
        stockNotifications: new Set(),
        claimedVouchers: new Set(),
        likedReviews: new Set(),
        followedMerchants: new Set(),
        profileMadePublic: false,
        reports: new Set(),
        askedQuestions: new Map(),
        quickCheckout: null,
        productConfig: {},
        analyticsEvents: [],
        questEvents: [],
        affiliateSessions: [],
        subscriptionCart: [],
        subscriptionItems: [],
        quotes: [],
        clockOffsetMs: null,
      };
      this.sessions.set(id, session);
    }
    return session;
  }

  /** The session's time: the machine's, moved by the clock the session set. */
  now(id: string): number {
    return Date.now() + (this.get(id).clockOffsetMs ?? 0);
  }
}

export const cartKey = (vendor: Vendor): Storefront => storefrontOf(vendor);
