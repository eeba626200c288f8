import { readRemoteManifest } from './remote-manifest';

const manifest = (metaData: object, exposes: object[] = []) => ({ id: 'pdp_remote', metaData, exposes });
const lifecycles = {
  name: 'lifecycles',
  assets: { js: { sync: ['176.7db4059882.js', '__federation_expose_lifecycles.9c137ff20c.js'], async: ['modal-share.0123abcd45.js', '743.9526062661.js'] } },
};

describe('reading a remote’s manifest', () => {
  it('finds the container and the exposed module’s scripts beside the manifest when its public path is auto', () => {
    const assets = readRemoteManifest(
      manifest({ publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } }, [lifecycles]),
      'https://cdn.example/pdp/1.4.0/mf-manifest.json',
      'lifecycles',
    );
    expect(assets).toEqual({
      entryUrl: 'https://cdn.example/pdp/1.4.0/remoteEntry.js',
      exposeScripts: ['https://cdn.example/pdp/1.4.0/176.7db4059882.js', 'https://cdn.example/pdp/1.4.0/__federation_expose_lifecycles.9c137ff20c.js'],
      namedChunks: { 'modal-share': 'https://cdn.example/pdp/1.4.0/modal-share.0123abcd45.js' },
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

  it('ignores script lists that are not lists of names', () => {
    const broken = { name: 'lifecycles', assets: { js: { sync: 'x.js', async: [42, null, 'modal-a.0123456789.js'] } } };
    const assets = readRemoteManifest(
      manifest({ publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js' } }, [broken]),
      'https://cdn.example/mf-manifest.json',
      'lifecycles',
    );
    expect(assets?.exposeScripts).toEqual([]);
    expect(assets?.namedChunks).toEqual({ 'modal-a': 'https://cdn.example/modal-a.0123456789.js' });
  });
});
