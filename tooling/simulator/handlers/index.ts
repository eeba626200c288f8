// Every area's routes of the simulator, one line an area: server.ts registers each export of this
// module with the router. Within a module the routes are tried in the order it adds them; no two
// modules' routes match the same path and method, so the order of the modules does not matter.
export { productRoutes } from './products';
export { memberRoutes } from './members';
export { cartRoutes } from './cart';
export { fulfillmentRoutes } from './fulfillment';
export { regionRoutes } from './regions';
export { mediaRoutes } from './media';
export { analyticsRoutes } from './analytics';
export { affiliateRoutes } from './affiliate';
export { installmentRoutes } from './installments';
export { loanSimulationRoutes } from './loan-simulation';
export { tradeInRoutes } from './trade-in';
export { addOnRoutes } from './add-ons';
export { subscriptionRoutes } from './subscription';
export { quoteRoutes } from './quotes';
export { simulatorAdminRoutes } from './simulator-admin';
export { productDetailRoutes } from './product-details';
export { contentRoutes } from './content';
export { recommendationRoutes } from './recommendations';
export { shareRoutes } from './share';
export { sellerRatingRoutes } from './seller-ratings';
export { groceryRoutes } from './grocery';
export { voucherRoutes } from './vouchers';
export { comboRoutes } from './combos';
export { reviewRoutes } from './reviews';
export { reviewerRoutes } from './reviewers';
export { sellerRoutes } from './seller';
export { wishlistRoutes } from './wishlist';
export { discussionRoutes } from './discussions';
export { freeGiftRoutes } from './free-gifts';
