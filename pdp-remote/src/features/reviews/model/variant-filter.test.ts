import { hasChoice, isChanged, isChosen, toggleVariant } from './variant-filter';

const HITAM = { name: 'Warna', value: 'Hitam' };
const UK41 = { name: 'Ukuran', value: '41' };

describe('the review variant filter (spec §4)', () => {
  it('chooses a value and takes it back', () => {
    const draft = toggleVariant([], HITAM);
    expect(isChosen(draft, HITAM)).toBe(true);
    expect(toggleVariant(draft, HITAM)).toEqual([]);
  });

  it('is changed only when the draft differs from what is applied, in any order', () => {
    expect(isChanged([HITAM, UK41], [UK41, HITAM])).toBe(false);
    expect(isChanged([HITAM], [])).toBe(true);
    expect(isChanged([], [HITAM])).toBe(true);
    expect(isChanged([HITAM], [UK41])).toBe(true);
  });

  it('has something to reset while any value is chosen', () => {
    expect(hasChoice([])).toBe(false);
    expect(hasChoice([UK41])).toBe(true);
  });
});
