// The bundling catalog's status for the host's server (decision 0071, issue 61): the page is built in
// the browser, but a bundle the backend does not know (GET /product/bundles/{bundleId} answers 404) is
// the host's 404 page from the server's first byte, with its status. Any other failure is the
// browser's to say, with a retry, so the page is sent (200).
import type { RoutePageStatus } from '../../../shared/feature/page-slots';
import { ApiError } from '../../../shared/http/api-error';
import { getBundle } from './get-bundle';

export const getBundlePageStatus: RoutePageStatus = async (client, params) => {
  try {
    await getBundle(client, params.bundleId ?? '');
    return 200;
  } catch (error) {
    return error instanceof ApiError && error.status === 404 ? 404 : 200;
  }
};
