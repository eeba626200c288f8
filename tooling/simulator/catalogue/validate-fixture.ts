// Checks a parsed fixture against the fixture types and the contract's enumerations, so a broken
// fixture stops the simulator at start-up with the file and the field named.
import {
  ATTRIBUTE_DISPLAYS,
  CAMPAIGN_TAGS,
  CHECKOUT_STATUSES,
  CHEAPEST_PRICE_UNITS,
  COMMISSION_TYPES,
  FREE_GIFT_CRITERIA,
  GROCERY_SELLER_GROUPS,
  PRODUCT_TAGS,
  PRODUCT_TYPES,
  RETURN_REASONS,
  USP_TYPES,
  VENDORS,
  WARRANTY_TYPES,
} from '@pdp/backend-api/enums';
import { PAY_LATER_STATUSES } from '@pdp/backend-api/payments';
import type { SubscriptionFrequency } from '@pdp/backend-api/subscription';
import { parseFault } from '../faults';
import type { AccountFixture, ProductFixture } from './fixture-types';
import { FixtureError, validator, type Validator } from './validator';
import { validateFulfillmentTypes, validatePickupPoints, validateShipping } from './validate-fulfillment';
import { validateAddress } from './validate-regions';
import { validateVouchers } from './validate-vouchers';
import { validateQuestions, validateReviews } from './validate-reviews';
import type { RegionIndex } from './regions';

export { FixtureError };

/** The subscription packages (contract subscription.ts is types only, so the list is written here). */
export const SUBSCRIPTION_FREQUENCIES = ['WEEKLY', 'MONTHLY'] as const satisfies readonly SubscriptionFrequency[];

export function validateProductFixture(raw: unknown, file: string): ProductFixture {
  const v = validator(file);
  const product = v.record(raw, '(root)');
  v.sku(product.productSku, 'productSku');
  v.oneOf(VENDORS)(product.vendor, 'vendor');
  v.oneOf(['ACTIVE', 'DELETED'])(product.status, 'status');
  for (const field of ['name', 'urlFriendlyName', 'productCode'] as const) v.string(product[field], field);
  if (!/^[a-z0-9-]+$/.test(product.urlFriendlyName as string)) v.fail('urlFriendlyName', 'must be lower-case letters, digits and hyphens');
  if (product.brand !== null) {
    const brand = v.record(product.brand, 'brand');
    v.string(brand.code, 'brand.code');
    v.string(brand.name, 'brand.name');
  }
  v.array(product.categories, 'categories', (value, field) => {
    const category = v.record(value, field);
    v.string(category.id, `${field}.id`);
    v.string(category.name, `${field}.name`);
  });
  v.array(product.images, 'images', v.image);
  const merchant = v.record(product.merchant, 'merchant');
  v.string(merchant.code, 'merchant.code');
  v.string(merchant.name, 'merchant.name');
  v.url(merchant.url, 'merchant.url');
  v.oneOf(COMMISSION_TYPES)(merchant.commissionType, 'merchant.commissionType');
  if (merchant.storeClose !== undefined) {
    const storeClose = v.record(merchant.storeClose, 'merchant.storeClose');
    if (typeof storeClose.delayShipping !== 'boolean') v.fail('merchant.storeClose.delayShipping', 'must be true or false');
    if (storeClose.openAt !== undefined && Number.isNaN(Date.parse(storeClose.openAt as string))) v.fail('merchant.storeClose.openAt', 'must be an ISO date');
    if (storeClose.inactiveDays !== undefined) v.number(storeClose.inactiveDays, 'merchant.storeClose.inactiveDays');
  }
  for (const field of ['pickupHours', 'warehouseInfo'] as const) if (merchant[field] !== undefined) v.string(merchant[field], `merchant.${field}`);
  if (merchant.warehouseLocations !== undefined) {
    v.array(merchant.warehouseLocations, 'merchant.warehouseLocations', (value, field) => {
      const location = v.record(value, field);
      v.string(location.label, `${field}.label`);
      v.number(location.consolidation, `${field}.consolidation`);
    });
  }
  v.oneOf(PRODUCT_TYPES)(product.type, 'type');
  v.array(product.tags, 'tags', v.oneOf(PRODUCT_TAGS));
  const statistics = v.record(product.statistics, 'statistics');
  for (const field of ['rating', 'reviewCount', 'soldCount']) v.number(statistics[field], `statistics.${field}`);
  if ((statistics.rating as number) > 5) v.fail('statistics.rating', 'must be 5 or less');

  const attributeCodes = new Set<string>();
  v.array(product.attributes, 'attributes', (value, field) => {
    const attribute = v.record(value, field);
    v.string(attribute.code, `${field}.code`);
    v.string(attribute.name, `${field}.name`);
    v.oneOf(ATTRIBUTE_DISPLAYS)(attribute.display, `${field}.display`);
    v.array(
      attribute.values,
      `${field}.values`,
      (entry, entryField) => {
        const item = v.record(entry, entryField);
        v.string(item.value, `${entryField}.value`);
        if (item.imageUrl !== undefined) v.url(item.imageUrl, `${entryField}.imageUrl`);
      },
      { nonEmpty: true },
    );
    attributeCodes.add(attribute.code as string);
  });

  const itemSkus = new Set<string>();
  v.array(
    product.items,
    'items',
    (value, field) => {
      const item = v.record(value, field);
      v.sku(item.itemSku, `${field}.itemSku`);
      if (itemSkus.has(item.itemSku as string)) v.fail(`${field}.itemSku`, 'is used twice');
      itemSkus.add(item.itemSku as string);
      const attributes = v.record(item.attributes, `${field}.attributes`);
      for (const code of attributeCodes) v.string(attributes[code], `${field}.attributes.${code}`);
      for (const code of Object.keys(attributes)) if (!attributeCodes.has(code)) v.fail(`${field}.attributes.${code}`, 'is not one of the product attributes');
      const price = v.record(item.price, `${field}.price`);
      v.number(price.listed, `${field}.price.listed`);
      v.number(price.offered, `${field}.price.offered`);
      if ((price.offered as number) > (price.listed as number)) v.fail(`${field}.price.offered`, 'must not exceed the listed price');
      if (price.cashback !== undefined) v.number(price.cashback, `${field}.price.cashback`);
      if (item.wholesale !== undefined) {
        v.array(item.wholesale, `${field}.wholesale`, (tier, tierField) => {
          const entry = v.record(tier, tierField);
          v.number(entry.minQuantity, `${tierField}.minQuantity`);
          if (entry.maxQuantity !== null) v.number(entry.maxQuantity, `${tierField}.maxQuantity`);
          v.number(entry.price, `${tierField}.price`);
          if ((entry.minQuantity as number) < 2) v.fail(`${tierField}.minQuantity`, 'must be 2 or more');
        });
      }
      v.number(item.stock, `${field}.stock`);
      v.array(item.tags, `${field}.tags`, v.oneOf(PRODUCT_TAGS));
      if (item.images !== undefined) v.array(item.images, `${field}.images`, v.image);
      if (item.fulfillmentTypes !== undefined) validateFulfillmentTypes(v, item.fulfillmentTypes, `${field}.fulfillmentTypes`);
    },
    { nonEmpty: true },
  );

  if (product.fulfillmentTypes !== undefined) validateFulfillmentTypes(v, product.fulfillmentTypes, 'fulfillmentTypes');
  if (product.pickupPointCode !== undefined) v.sku(product.pickupPointCode, 'pickupPointCode');
  if (product.pickupPoints !== undefined) {
    const codes = validatePickupPoints(v, product.pickupPoints, 'pickupPoints');
    if (product.pickupPointCode !== undefined && !codes.has(product.pickupPointCode as string)) {
      v.fail('pickupPointCode', 'must be the code of one of the pickupPoints');
    }
  }
  if (product.shipping !== undefined) validateShipping(v, product.shipping, 'shipping');
  if (product.quickCheckout !== undefined) v.oneOf(CHECKOUT_STATUSES)(product.quickCheckout, 'quickCheckout');
  if (product.description !== undefined) v.string(product.description, 'description');
  if (product.productCopy !== undefined) {
    const copy = v.record(product.productCopy, 'productCopy');
    for (const locale of ['id', 'en'] as const) {
      if (locale === 'en' && copy.en === undefined) continue;
      const text = v.record(copy[locale], `productCopy.${locale}`);
      v.string(text.title, `productCopy.${locale}.title`);
      v.string(text.html, `productCopy.${locale}.html`);
    }
  }
  if (product.loanSimulation !== undefined) {
    const loan = v.record(product.loanSimulation, 'loanSimulation');
    if (loan.promoTicker !== null) v.string(loan.promoTicker, 'loanSimulation.promoTicker');
    v.array(loan.locations, 'loanSimulation.locations', (value, field) => {
      const location = v.record(value, field);
      v.string(location.code, `${field}.code`);
      v.string(location.name, `${field}.name`);
    });
  }
  if (product.tradeIn !== undefined) {
    const tradeIn = v.record(product.tradeIn, 'tradeIn');
    v.number(tradeIn.maxDiscount, 'tradeIn.maxDiscount');
    v.array(tradeIn.categories, 'tradeIn.categories', (value, field) => {
      const category = v.record(value, field);
      v.string(category.code, `${field}.code`);
      v.string(category.name, `${field}.name`);
      v.array(category.subcategories, `${field}.subcategories`, (sub, subField) => {
        const subcategory = v.record(sub, subField);
        v.string(subcategory.code, `${subField}.code`);
        v.string(subcategory.name, `${subField}.name`);
        v.number(subcategory.maxPrice, `${subField}.maxPrice`);
      });
    });
  }
  if (product.addOns !== undefined) {
    const addOns = v.record(product.addOns, 'addOns');
    for (const kind of ['installations', 'insurances'] as const) {
      v.array(addOns[kind], `addOns.${kind}`, (value, field) => {
        const addOn = v.record(value, field);
        v.string(addOn.id, `${field}.id`);
        v.string(addOn.name, `${field}.name`);
        v.number(addOn.price, `${field}.price`);
        v.array(addOn.details, `${field}.details`, (detail, detailField) => v.string(detail, detailField));
        if (addOn.available !== undefined) v.boolean(addOn.available, `${field}.available`);
      });
    }
  }
  if (product.subscription !== undefined) validateSubscription(v, product.subscription);
  if (product.quote !== undefined) validateQuote(v, product.quote);
  if (product.specifications !== undefined) {
    v.array(product.specifications, 'specifications', (value, field) => {
      const entry = v.record(value, field);
      v.string(entry.name, `${field}.name`);
      v.string(entry.value, `${field}.value`);
    });
  }
  if (product.usps !== undefined) v.array(product.usps, 'usps', v.oneOf(USP_TYPES));
  if (product.warranty !== undefined) {
    const warranty = v.record(product.warranty, 'warranty');
    v.oneOf(WARRANTY_TYPES)(warranty.type, 'warranty.type');
    if (warranty.period !== undefined) v.string(warranty.period, 'warranty.period');
  }
  if (product.cheapestPrice !== undefined) {
    const note = v.record(product.cheapestPrice, 'cheapestPrice');
    v.number(note.period, 'cheapestPrice.period');
    v.oneOf(CHEAPEST_PRICE_UNITS)(note.unit, 'cheapestPrice.unit');
  }
  if (product.campaign !== undefined) {
    const campaign = v.record(product.campaign, 'campaign');
    v.string(campaign.campaignId, 'campaign.campaignId');
    v.string(campaign.name, 'campaign.name');
    v.oneOf(CAMPAIGN_TAGS)(campaign.tag, 'campaign.tag');
    v.oneOf(['ONGOING', 'UPCOMING'])(campaign.phase, 'campaign.phase');
  }
  if (product.returnPolicy !== undefined) {
    const policy = v.record(product.returnPolicy, 'returnPolicy');
    v.number(policy.freeReturnDays, 'returnPolicy.freeReturnDays');
    v.array(policy.reasons, 'returnPolicy.reasons', v.oneOf(RETURN_REASONS));
    v.array(policy.methods, 'returnPolicy.methods', v.string);
  }
  if (product.vouchers !== undefined) validateVouchers(v, product.vouchers, 'vouchers');
  if (product.reviews !== undefined) validateReviews(v, product.reviews, new Set((product.items as { itemSku: string }[]).map((item) => item.itemSku)));
  if (product.questions !== undefined) validateQuestions(v, product.questions);
  if (product.offlineMerchants !== undefined) {
    v.array(product.offlineMerchants, 'offlineMerchants', (value, field) => {
      const store = v.record(value, field);
      for (const key of ['code', 'name', 'address', 'city'] as const) v.string(store[key], `${field}.${key}`);
      if (store.openingHours !== null) v.string(store.openingHours, `${field}.openingHours`);
    });
  }
  if (product.freeGift !== undefined) {
    const gift = v.record(product.freeGift, 'freeGift');
    v.integer(gift.maxNoOfFreeSkus, 'freeGift.maxNoOfFreeSkus');
    if ((gift.maxNoOfFreeSkus as number) < 1) v.fail('freeGift.maxNoOfFreeSkus', 'must be 1 or more');
    const criteria = v.record(gift.criteria, 'freeGift.criteria');
    v.oneOf(FREE_GIFT_CRITERIA)(criteria.type, 'freeGift.criteria.type');
    v.integer(criteria.threshold, 'freeGift.criteria.threshold');
    v.array(
      gift.items,
      'freeGift.items',
      (value, field) => {
        const item = v.record(value, field);
        v.sku(item.itemSku, `${field}.itemSku`);
        for (const key of ['name', 'groupId', 'pickupPointCode', 'pickupPointName']) v.string(item[key], `${field}.${key}`);
      },
      { nonEmpty: true },
    );
  }
  if (product.combo !== undefined) {
    const combo = v.record(product.combo, 'combo');
    v.sku(combo.comboId, 'combo.comboId');
    v.string(combo.name, 'combo.name');
    v.sku(combo.bundlingCatalogId, 'combo.bundlingCatalogId');
    v.integer(combo.minimumItems, 'combo.minimumItems');
    if ((combo.minimumItems as number) < 2) v.fail('combo.minimumItems', 'must be 2 or more');
    v.number(combo.discountPercent, 'combo.discountPercent');
    if ((combo.discountPercent as number) >= 100) v.fail('combo.discountPercent', 'must be below 100');
    if (combo.expired !== undefined) v.boolean(combo.expired, 'combo.expired');
    v.array(combo.complementaryItemSkus, 'combo.complementaryItemSkus', v.sku, { nonEmpty: true });
  }
  if (product.maxQuantity !== undefined) v.number(product.maxQuantity, 'maxQuantity');
  if (product.sellerGroup !== undefined) v.oneOf(GROCERY_SELLER_GROUPS)(product.sellerGroup, 'sellerGroup');
  if (product.vendor === 'GROCERY' && product.sellerGroup === undefined) v.fail('sellerGroup', 'is required for grocery products');
  if (product.groceryStores !== undefined) {
    if (product.vendor !== 'GROCERY') v.fail('groceryStores', 'is for grocery products only');
    v.array(product.groceryStores, 'groceryStores', v.sku);
  }
  if (product.faults !== undefined) {
    for (const [endpoint, spec] of Object.entries(v.record(product.faults, 'faults'))) {
      v.string(spec, `faults.${endpoint}`);
      try {
        parseFault(spec as string);
      } catch (error) {
        v.fail(`faults.${endpoint}`, (error as Error).message);
      }
    }
  }
  return product as unknown as ProductFixture;
}

/** A product's `subscription` block: whole quantities with 1 ≤ min ≤ max, a discount below 100 %, account emails. */
function validateSubscription(v: Validator, raw: unknown): void {
  const subscription = v.record(raw, 'subscription');
  v.number(subscription.price, 'subscription.price');
  v.array(subscription.frequencies, 'subscription.frequencies', v.oneOf(SUBSCRIPTION_FREQUENCIES), { nonEmpty: true });
  const frequencies = subscription.frequencies as string[];
  if (new Set(frequencies).size !== frequencies.length) v.fail('subscription.frequencies', 'must not name a frequency twice');
  v.integer(subscription.minQuantity, 'subscription.minQuantity');
  if ((subscription.minQuantity as number) < 1) v.fail('subscription.minQuantity', 'must be 1 or more');
  v.integer(subscription.maxQuantity, 'subscription.maxQuantity');
  if ((subscription.maxQuantity as number) < (subscription.minQuantity as number)) v.fail('subscription.maxQuantity', 'must not be below minQuantity');
  v.number(subscription.discountPercent, 'subscription.discountPercent');
  if ((subscription.discountPercent as number) >= 100) v.fail('subscription.discountPercent', 'must be below 100');
  v.number(subscription.shippingDiscount, 'subscription.shippingDiscount');
  v.array(subscription.notes, 'subscription.notes', v.string);
  if (subscription.subscribedBy !== undefined) {
    v.array(subscription.subscribedBy, 'subscription.subscribedBy', (value, field) => {
      v.string(value, field);
      if (!/^[^\s@]+@[^\s@]+$/.test(value as string)) v.fail(field, 'must be the email of a demo account');
    });
  }
}

/** A product's `quote` block: whole quantities with 1 ≤ min ≤ max, a reply time of at least an hour, a note. */
function validateQuote(v: Validator, raw: unknown): void {
  const quote = v.record(raw, 'quote');
  v.integer(quote.minQuantity, 'quote.minQuantity');
  if ((quote.minQuantity as number) < 1) v.fail('quote.minQuantity', 'must be 1 or more');
  v.integer(quote.maxQuantity, 'quote.maxQuantity');
  if ((quote.maxQuantity as number) < (quote.minQuantity as number)) v.fail('quote.maxQuantity', 'must not be below minQuantity');
  v.integer(quote.replyWithinHours, 'quote.replyWithinHours');
  if ((quote.replyWithinHours as number) < 1) v.fail('quote.replyWithinHours', 'must be 1 or more');
  v.string(quote.sellerNote, 'quote.sellerNote');
}

/** `regions`: the loaded regions.json, which addresses must point into (null: the catalogue has none). */
export function validateAccounts(raw: unknown, file: string, regions: RegionIndex | null): AccountFixture[] {
  const v = validator(file);
  const emails = new Set<string>();
  v.array(raw, '(root)', (value, field) => {
    const account = v.record(value, field);
    for (const key of ['id', 'name', 'email', 'password']) v.string(account[key], `${field}.${key}`);
    if (emails.has(account.email as string)) v.fail(`${field}.email`, 'is used twice');
    emails.add(account.email as string);
    if (account.address !== undefined) validateAddress(v, account.address, `${field}.address`, regions);
    if (account.payLater !== undefined) v.oneOf(PAY_LATER_STATUSES)(account.payLater, `${field}.payLater`);
  });
  return raw as AccountFixture[];
}
