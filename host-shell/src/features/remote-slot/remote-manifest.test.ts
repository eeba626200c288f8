import { readRemoteManifest } from './remote-manifest';

const manifest = (metaData: object, exposes: object[] = [], namedChunks?: unknown) => ({ id: 'pdp_remote', metaData, exposes, namedChunks });
const lifecycles = {
  name: 'lifecycles',
  assets: { js: { sync: ['176.7db4059882.js', '7511.9c137ff20c.js'], async: ['9186.0123abcd45.js', '743.9526062661.js'] } },
};

describe('reading a remote’s manifest', () => {
  it('finds the container and the exposed module’s scripts beside the manifest when its public path is auto', () => {
    const assets = readRemoteManifest(
      manifest({ publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } }, [lifecycles], { 'pdp-messages-en': '9186.0123abcd45.js' }),
      'https://cdn.example/pdp/1.4.0/mf-manifest.json',
      'lifecycles',
    );
    expect(assets).toEqual({
      entryUrl: 'https://cdn.example/pdp/1.4.0/remoteEntry.js',
      exposeScripts: ['https://cdn.example/pdp/1.4.0/176.7db4059882.js', 'https://cdn.example/pdp/1.4.0/7511.9c137ff20c.js'],
      namedChunks: { 'pdp-messages-en': 'https://cdn.example/pdp/1.4.0/9186.0123abcd45.js' },
    });
  });

  it('follows a public path and an entry folder the manifest names', () => {
    const assets = readRemoteManifest(
      manifest({ publicPath: 'https://static.example/pdp/', remoteEntry: { name: 'remoteEntry.js', path: 'entry' } }),
      'https://cdn.example/m.json',
      'lifecycles',
    );
    expect(assets?.entryUrl).toBe('https://static.example/pdp/entry/remoteEntry.js');
    expect(assets?.exposeScripts).toEqual([]);
  });

  it.each([
    ['not an object', 'hello'],
    ['null', null],
    ['without a container', manifest({ publicPath: 'auto' })],
    ['with a container of no name', manifest({ publicPath: 'auto', remoteEntry: { name: '' } })],
    ['with a public path that is no URL', manifest({ publicPath: 'http://[::1', remoteEntry: { name: 'remoteEntry.js' } })],
  ])('refuses a manifest %s', (_case, value) => {
    expect(readRemoteManifest(value, 'https://cdn.example/mf-manifest.json', 'lifecycles')).toBeNull();
  });

  it.each([
    ['a script list that is no list', { sync: 'x.js' }, { 'pdp-messages-en': 42, 'grocery-messages-en': '' }, [], {}],
    ['names of chunks that are not text', { sync: [42, null, 'x.0123456789.js'] }, 'pdp-messages-en', ['https://cdn.example/x.0123456789.js'], {}],
    [
      'a named chunk beside broken ones',
      { sync: [] },
      { 'pdp-messages-en': '9186.0123456789.js', broken: null },
      [],
      { 'pdp-messages-en': 'https://cdn.example/9186.0123456789.js' },
    ],
  ])('keeps only the files it can read, from %s', (_case, js, namedChunks, exposeScripts, named) => {
    const assets = readRemoteManifest(
      manifest({ publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js' } }, [{ name: 'lifecycles', assets: { js } }], namedChunks),
      'https://cdn.example/mf-manifest.json',
      'lifecycles',
    );
    expect(assets?.exposeScripts).toEqual(exposeScripts);
    expect(assets?.namedChunks).toEqual(named);
  });
});
