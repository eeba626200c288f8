// The seller section's action of the more-options sheet: reporting the product, last.
import type { MoreOptionPart } from '../../shared/feature/page-slots';
import { ReportOption } from './components/report-option';

export default [{ id: 'report', order: 30, Option: ReportOption }] satisfies readonly MoreOptionPart[];
