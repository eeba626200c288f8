// The retail product's shipping and pickup-schedule pages, one chunk: a shopper on one is likely to
// open the other.
export { ShippingPage } from './components/shipping-page';
export { PickupSchedulePage } from './components/pickup-schedule-page';
