// A message with no ICU beyond `{name}` is read as it is, as text (the server's catalogues) and parsed
// (a browser build's); anything else is left to @formatjs/intl. That the reading equals formatjs's on
// every real message is proven where formatjs is: the remote's and the host's i18n tests (text) and
// tooling/webpack/messages-ast-loader.test.ts (parsed). And the module loaded on demand (@formatjs/intl, 0079).
import { onDemandModule, readSimpleMessage } from './messages';

const text = (value: string) => ({ type: 0, value });
const argument = (value: string) => ({ type: 1, value });

describe('a message as text', () => {
  it.each([
    ['Tambah ke keranjang', undefined, 'Tambah ke keranjang'],
    ['Tambah ke keranjang', { count: 2 }, 'Tambah ke keranjang'],
    ['Dikirim dari {city}', { city: 'Jakarta Barat' }, 'Dikirim dari Jakarta Barat'],
    ['{count} ulasan · {rating} dari 5', { count: 1234, rating: 4.5 }, '1234 ulasan · 4.5 dari 5'],
    ['{ count } terjual', { count: 0 }, '0 terjual'],
    ["You're one step away, {name}", { name: 'Sari' }, "You're one step away, Sari"],
    ['Pesanan #123 untuk {name}', { name: 'Sari' }, 'Pesanan #123 untuk Sari'],
  ])('%j with %j reads %j', (message, values, expected) => {
    expect(readSimpleMessage(message, values)).toBe(expected);
  });

  it.each([
    ['{count, plural, other {# ulasan}}', { count: 2 }],
    ['{distance, number} km', { distance: 1.5 }],
    ['{kind, select, grocery {Segar} other {Umum}}', { kind: 'grocery' }],
    ["Produk ''terlaris''", undefined],
    ["'{braces}' as written", undefined],
    ['<b>Tebal</b>', undefined],
    ['', undefined],
    ['Dikirim dari {city}', undefined],
    ['Dikirim dari {city}', { town: 'Bogor' }],
  ])('%j with %j is left to @formatjs/intl', (message, values) => {
    expect(readSimpleMessage(message, values)).toBeUndefined();
  });
});

describe('a parsed message', () => {
  it('reads its text and arguments', () => {
    expect(readSimpleMessage([text('Dikirim dari '), argument('city')], { city: 'Bogor' })).toBe('Dikirim dari Bogor');
    expect(readSimpleMessage([text("Produk 'terlaris'")])).toBe("Produk 'terlaris'");
    expect(readSimpleMessage([argument('count'), text(' terjual')], { count: 12 })).toBe('12 terjual');
  });

  it('leaves any other element, an empty message or a missing value to @formatjs/intl', () => {
    expect(readSimpleMessage([{ type: 2, value: 'distance' }, text(' km')], { distance: 1.5 })).toBeUndefined();
    expect(readSimpleMessage([{ type: 6, value: 'count', options: {} }], { count: 2 })).toBeUndefined();
    expect(readSimpleMessage([])).toBeUndefined();
    expect(readSimpleMessage([text('Dikirim dari '), argument('city')])).toBeUndefined();
  });
});

it('leaves anything else to @formatjs/intl', () => {
  expect(readSimpleMessage(undefined)).toBeUndefined();
  expect(readSimpleMessage({ type: 0, value: 'x' })).toBeUndefined();
});

describe('a module on demand', () => {
  const aModule = { name: 'formatjs' };

  it('is loaded once, by the first ask, and tells its listeners until they stop', async () => {
    const importModule = jest.fn(() => Promise.resolve(aModule));
    const onDemand = onDemandModule(importModule, () => undefined);
    const told: unknown[] = [];
    const stop = onDemand.subscribe((module) => told.push(module));
    const stopped = jest.fn();
    onDemand.subscribe(stopped)();
    expect(onDemand.loaded()).toBeUndefined();
    expect(importModule).not.toHaveBeenCalled();

    const [first, second] = await Promise.all([onDemand.load(), onDemand.load()]);
    expect([first, second, onDemand.loaded()]).toEqual([aModule, aModule, aModule]);
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(told).toEqual([aModule]);
    expect(stopped).not.toHaveBeenCalled();
    stop();
  });

  it('reports a failed load and asks again next time', async () => {
    const failure = new Error('Loading chunk 615 failed');
    const importModule = jest.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce(aModule);
    const reportFailure = jest.fn();
    const onDemand = onDemandModule(importModule, reportFailure);

    await expect(onDemand.load()).rejects.toBe(failure);
    expect(reportFailure).toHaveBeenCalledWith(failure);
    expect(onDemand.loaded()).toBeUndefined();
    await expect(onDemand.load()).resolves.toBe(aModule);
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});
