// The secondary pages every remote shows (its description page, promotions, installments, reviews,
// combo list, price list and pickup points), composed from the features' manifests (`pages`). This
// table is a chunk of its own, loaded only on a route that shows one of them, and each page is a chunk
// again. The type holds it to every secondary page: one no manifest shows does not compile.
import type { ComponentType } from 'react';
import { composed } from '../../shared/feature/feature-manifest';
import type { SecondaryView, SecondaryViewProps } from '../../shared/feature/page-slots';
import { FEATURES } from '../registries/features';

const PAGES: Record<SecondaryView, ComponentType<SecondaryViewProps>> = composed(FEATURES, 'pages');

export default function SecondaryViewPage({ view, ...props }: SecondaryViewProps & { view: SecondaryView }) {
  const View = PAGES[view];
  return <View {...props} />;
}
