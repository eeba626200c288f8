// The retail remote's server build only: the status of each page on a route without a product, which
// the host's server asks before it sends the page as the shell for the browser (decision 0071). Every
// route page has one (the type says so); the browser build never imports this table.
import type { RoutePageId, RoutePageStatus } from '../../shared/feature/page-slots';
import { getBundlePageStatus } from '../../features/combo/api/get-bundle-status';

export const RETAIL_ROUTE_STATUSES: Record<RoutePageId, RoutePageStatus> = { 'bundling-catalog': getBundlePageStatus };
