import { isValidEmail } from './email';

describe('the notify-me e-mail (spec §5)', () => {
  it.each(['budi@pasarku.id', 'budi.santoso+pdp@mail.co.id', 'a@b.co', '  budi@pasarku.id  '])('accepts %p', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['without @', 'budi.pasarku.id'],
    ['without a name', '@pasarku.id'],
    ['without a domain', 'budi@'],
    ['without a dotted domain', 'budi@pasarku'],
    ['with an empty domain label', 'budi@pasarku..id'],
    ['ending in a dot', 'budi@pasarku.'],
    ['with two @', 'budi@toko@pasarku.id'],
    ['with a space inside', 'budi santoso@pasarku.id'],
  ])('rejects an address %s', (_label, email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('rejects an address longer than 254 characters', () => {
    const longest = `${'a'.repeat(64)}@${'b'.repeat(185)}.com`;
    expect(longest).toHaveLength(254);
    expect(isValidEmail(longest)).toBe(true);
    expect(isValidEmail(`a${longest}`)).toBe(false);
  });
});
