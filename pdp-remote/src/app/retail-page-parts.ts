// The retail remote's parts of the product page: its shipping section (delivery or pickup, buy now
// and add to bag) as a chunk of its own, loaded when the section comes near the viewport.
import { lazy } from 'react';
import type { ProductPageParts } from './page-parts';

export const RETAIL_PAGE_PARTS: ProductPageParts = {
  Purchase: lazy(() => import(/* webpackChunkName: "section-purchase" */ './retail-purchase').then((module) => ({ default: module.RetailPurchase }))),
};
