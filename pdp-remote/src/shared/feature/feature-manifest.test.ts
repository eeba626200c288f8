// Manifests composed in the order of their list (as app/registries/features.ts lists the page's), not
// by their names, and a list that would register something twice refused.
import { composed, sectionsOf, type FeatureManifest } from './feature-manifest';
import type { PageSectionPart } from './page-slots';

const section = (id: PageSectionPart['id']): PageSectionPart => ({ id, deferredHeight: 100, Component: () => null });
const noModal = () => Promise.resolve({ default: () => null });

// Named so that their alphabetical order is the opposite of the list's.
const zebraManifest = { sections: [section('discussion')] } satisfies FeatureManifest;
const alphaManifest = { sections: [section('recommendation')] } satisfies FeatureManifest;

describe('composing the features’ manifests', () => {
  it('puts a second feature’s section where the list puts it, whatever the names', () => {
    expect(sectionsOf([zebraManifest, alphaManifest]).map(({ id }) => id)).toEqual(['discussion', 'recommendation']);
    expect(sectionsOf([alphaManifest, zebraManifest]).map(({ id }) => id)).toEqual(['recommendation', 'discussion']);
  });

  it('refuses an id two features declare, naming it', () => {
    const wrap = { modals: { 'gift-wrap': noModal } } satisfies FeatureManifest<{ 'gift-wrap': object }>;
    const otherWrap = { modals: { 'gift-wrap': noModal } } satisfies FeatureManifest<{ 'gift-wrap': object }>;
    expect(() => composed([wrap, otherWrap], 'modals')).toThrow('Two features declare the modal gift-wrap');
    expect(() => sectionsOf([zebraManifest, { sections: [section('discussion')] }])).toThrow('Two features declare the section discussion');
  });

  it('refuses a feature listed twice', () => {
    expect(() => sectionsOf([zebraManifest, alphaManifest, zebraManifest])).toThrow('The feature at 2 of the list is listed before');
    expect(() => composed([alphaManifest, alphaManifest], 'pages')).toThrow('listed before');
  });
});
