// The remote's tracking call (pdp-remote/src/shared/tracking): a member's quest event.
import { networkSettled } from '../../../harness';
import { row, variantPicked, type FaultMatrixCall } from '../../row';

export const TRACKING_ROWS: FaultMatrixCall[] = [
  // Tracking is best effort (spec §9): a lost quest event says nothing, and the page and the shopper's
  // next steps carry on.
  row({ call: 'quest event', path: '/backend/quest/publish-event', says: null }, { signedIn: true, prepare: networkSettled, rest: variantPicked }),
];
