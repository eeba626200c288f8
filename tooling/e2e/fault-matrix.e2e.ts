// The fault matrix in the browser: the rows of every backend call the pages make (on load, as a
// section comes near, a shopper's action, a modal's, the host's), each made to fail through the
// shopper's own simulator session (5xx, a dropped call after a wait, a body that is not JSON). For
// each: the page stays up, the failed part says so in the catalogue's words (or, for the summary, the
// host shows the server-down state with a retry), the rest keeps working, and nothing is thrown. Every
// call × fault is proven in jsdom (each feature's `*.fault-matrix.test.tsx`); here runs the sample
// (SAMPLE, docs/testing.md), and any rows with every fault on demand (FAULT_MATRIX_ROWS).
// A new call adds its row to its feature's rows (fault-matrix/rows/<app>/<feature>.ts, the shapes in
// fault-matrix/row.ts) and its cells to its feature's matrix test; a new feature's rows join the list here.
import { faultMatrixTests } from './fault-matrix/run-rows';
import { CHECKOUT_SUMMARY_ROWS } from './fault-matrix/rows/grocery-remote/checkout-summary';
import { GROCERY_CART_ROWS } from './fault-matrix/rows/grocery-remote/grocery-cart';
import { GROCERY_FULFILLMENT_ROWS } from './fault-matrix/rows/grocery-remote/grocery-fulfillment';
import { GROCERY_WIKI_ROWS } from './fault-matrix/rows/grocery-remote/grocery-wiki';
import { NEARBY_STORES_ROWS } from './fault-matrix/rows/grocery-remote/nearby-stores';
import { GROCERY_RECOMMENDATIONS_ROWS } from './fault-matrix/rows/grocery-remote/recommendations';
import { STORE_PICKER_ROWS } from './fault-matrix/rows/grocery-remote/store-picker';
import { HOST_SHELL_ROWS } from './fault-matrix/rows/host-shell';
import { ADD_ONS_ROWS } from './fault-matrix/rows/pdp-remote/add-ons';
import { ADDRESS_ROWS } from './fault-matrix/rows/pdp-remote/address';
import { BUYING_ROWS } from './fault-matrix/rows/pdp-remote/buying';
import { COMBO_ROWS } from './fault-matrix/rows/pdp-remote/combo';
import { CONTENT_REPORT_ROWS } from './fault-matrix/rows/pdp-remote/content-report';
import { DESCRIPTION_ROWS } from './fault-matrix/rows/pdp-remote/description';
import { DISCUSSIONS_ROWS } from './fault-matrix/rows/pdp-remote/discussions';
import { FREE_GIFT_ROWS } from './fault-matrix/rows/pdp-remote/free-gift';
import { FULFILLMENT_ROWS } from './fault-matrix/rows/pdp-remote/fulfillment';
import { INSTALLMENTS_ROWS } from './fault-matrix/rows/pdp-remote/installments';
import { LOAN_SIMULATION_ROWS } from './fault-matrix/rows/pdp-remote/loan-simulation';
import { PRICE_SUMMARY_ROWS } from './fault-matrix/rows/pdp-remote/price-summary';
import { PRODUCT_SERVICES_ROWS } from './fault-matrix/rows/pdp-remote/product-services';
import { PROMOTIONS_ROWS } from './fault-matrix/rows/pdp-remote/promotions';
import { QUOTE_ROWS } from './fault-matrix/rows/pdp-remote/quote';
import { RECENTLY_VIEWED_ROWS } from './fault-matrix/rows/pdp-remote/recently-viewed';
import { RECOMMENDATIONS_ROWS } from './fault-matrix/rows/pdp-remote/recommendations';
import { REVIEWS_ROWS } from './fault-matrix/rows/pdp-remote/reviews';
import { SELLER_INFO_ROWS } from './fault-matrix/rows/pdp-remote/seller-info';
import { SHARE_ROWS } from './fault-matrix/rows/pdp-remote/share';
import { SUBSCRIPTION_ROWS } from './fault-matrix/rows/pdp-remote/subscription';
import { TRACKING_ROWS } from './fault-matrix/rows/pdp-remote/tracking';
import { TRADE_IN_ROWS } from './fault-matrix/rows/pdp-remote/trade-in';
import { WISHLIST_ROWS } from './fault-matrix/rows/pdp-remote/wishlist';

faultMatrixTests([
  // The host's calls (host-shell).
  ...HOST_SHELL_ROWS,
  // The retail page's (pdp-remote: its features, and shared/tracking).
  ...PRICE_SUMMARY_ROWS,
  ...FULFILLMENT_ROWS,
  ...ADDRESS_ROWS,
  ...PROMOTIONS_ROWS,
  ...COMBO_ROWS,
  ...FREE_GIFT_ROWS,
  ...BUYING_ROWS,
  ...DESCRIPTION_ROWS,
  ...RECENTLY_VIEWED_ROWS,
  ...PRODUCT_SERVICES_ROWS,
  ...INSTALLMENTS_ROWS,
  ...LOAN_SIMULATION_ROWS,
  ...TRADE_IN_ROWS,
  ...ADD_ONS_ROWS,
  ...SUBSCRIPTION_ROWS,
  ...QUOTE_ROWS,
  ...RECOMMENDATIONS_ROWS,
  ...SELLER_INFO_ROWS,
  ...CONTENT_REPORT_ROWS,
  ...WISHLIST_ROWS,
  ...SHARE_ROWS,
  ...REVIEWS_ROWS,
  ...DISCUSSIONS_ROWS,
  ...TRACKING_ROWS,
  // The grocery page's (grocery-remote).
  ...GROCERY_FULFILLMENT_ROWS,
  ...NEARBY_STORES_ROWS,
  ...STORE_PICKER_ROWS,
  ...GROCERY_WIKI_ROWS,
  ...GROCERY_RECOMMENDATIONS_ROWS,
  ...GROCERY_CART_ROWS,
  ...CHECKOUT_SUMMARY_ROWS,
]);
