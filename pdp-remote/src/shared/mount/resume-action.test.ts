import { resumeActionOf, withResumeAction, withoutResumeAction } from './resume-action';
import { resumeSectionOf } from './resume-param';

describe('a members action carried through login', () => {
  it.each([
    [{ kind: 'like', id: 'REV-1' } as const, 'reviews'],
    [{ kind: 'report', target: 'reply', id: 'REV-1-R' } as const, 'reviews'],
    [{ kind: 'report', target: 'answer', id: 'ANS-2' } as const, 'discussion'],
    [{ kind: 'ask' } as const, 'discussion'],
    [{ kind: 'follow' } as const, 'seller'],
    [{ kind: 'wishlist' } as const, 'seller'],
    [{ kind: 'report', target: 'product', id: 'ps--SPL-1' } as const, 'seller'],
    [{ kind: 'add', target: 'combo', skus: ['KAO-2-00001', 'TMB-3-00001'] } as const, null],
    [{ kind: 'add', target: 'gift', skus: ['GFT-1-00001'] } as const, null],
    [{ kind: 'add', target: 'bundle', skus: ['TMB-3-00001'] } as const, null],
  ])('round-trips %o beside the query the path has, in its section', (action, section) => {
    const path = withResumeAction('/p/sepatu/is--SPL-1-00002?qty=2', action);
    expect(resumeActionOf(path)).toEqual(action);
    expect(resumeSectionOf(path)).toBe(section);
    expect(withoutResumeAction(path)).toBe('/p/sepatu/is--SPL-1-00002?qty=2');
  });

  it.each([
    '/p/x/ps--A',
    '/p/x/ps--A?pdpAction=',
    '/p/x/ps--A?pdpAction=like.%3Cscript%3E',
    '/p/x/ps--A?pdpAction=report.seller.X',
    '/p/x/ps--A?pdpAction=delete',
    '/p/x/ps--A?pdpAction=wishlist.WG-1',
    '/p/x/ps--A?pdpAction=add.combo',
    '/p/x/ps--A?pdpAction=add.bag.SKU-1',
    '/p/x/ps--A?pdpAction=add.gift.SKU-1..SKU-2',
  ])('is not read from %s', (path) => {
    expect(resumeActionOf(path)).toBeNull();
  });

  it.each(['/p/x/ps--A', '/p/x/ps--A?qty=2', '/p/x/ps--A?xpdpAction=ask'])('takes no section from %s', (path) => {
    expect(resumeSectionOf(path)).toBeNull();
  });

  it.each([
    ['/p/x/ps--A?pdpAction=ask&qty=2', 'discussion'],
    ['/p/x/ps--A?qty=2&pdpAction=like.R1', 'reviews'],
  ])('finds the section of %s', (path, section) => {
    expect(resumeSectionOf(path)).toBe(section);
  });
});
