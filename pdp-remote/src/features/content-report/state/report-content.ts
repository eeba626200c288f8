// The report content per kind (spec §3 Other report, §7), one request per kind for the page's
// lifetime: the report menu and the report options read the same answer.
import { keyedRequest } from '../../../shared/state/keyed-request';
import { getReportContent, type reasonsKindOf } from '../api/report-api';

export const reportContentRequest = keyedRequest(
  (kind: ReturnType<typeof reasonsKindOf>) => kind,
  (client, kind, signal) => getReportContent(client, kind, signal),
);
