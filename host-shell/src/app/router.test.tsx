// The host's route table: each render hands react-router the same few routes for a path, made once,
// and they pick the page the whole table would have picked.
import { act, screen } from '@testing-library/react';
import * as reactRouter from 'react-router';
import { matchRoutes, type RouteObject } from 'react-router';
import { ROUTES } from '@pdp/host-contract/routes';
import { renderHost } from '../__tests__/render-host';
import { startHostBackend } from '../__tests__/backend-mock';
import { hostErrorMessagesId } from '../shared/i18n/errors.messages.id';
import { routeTableFor } from './router';

jest.mock('react-router', () => {
  const actual = jest.requireActual<typeof reactRouter>('react-router');
  return { ...actual, useRoutes: jest.fn(actual.useRoutes) };
});

startHostBackend();

/** The whole table as react-router would rank it, each route known by its pattern. */
const wholeTable: RouteObject[] = [{ children: [...ROUTES.map((route) => ({ path: route.pattern })), { path: '*' }] }];
const notFoundTitle = hostErrorMessagesId['host.empty.notFound.title'];
const patternOf = (routes: RouteObject[], path: string) => matchRoutes(routes, path)?.at(-1)?.route.path;

/** Every pattern with sample values, with a trailing slash, and paths no pattern was written for. */
const samplePaths = [
  ...ROUTES.flatMap((route) => {
    const path = route.pattern
      .replace(/:id/g, 'ps--SPL-60001')
      .replace(/:secondaryPageName/g, 'ulasan')
      .replace(/:[a-zA-Z]+/g, 'nilai');
    return path.endsWith('*') ? [path.replace('/*', ''), path.replace('*', 'a'), path.replace('*', 'a/b/c')] : [path, `${path}/`];
  }),
  '/p/nama/bukan-id',
  '/P/Nama/ps--SPL-60001',
  '/p//ps--SPL-60001',
  '/tidak/ada/sama/sekali/di/sini/ya/kan',
  '/a%2Fb/c',
];

describe('the host route table', () => {
  it.each(samplePaths)('%s: the routes handed to react-router pick the page the whole table would', (path) => {
    expect(patternOf(routeTableFor(path), path)).toBe(patternOf(wholeTable, path));
  });

  it('hands react-router the same few routes on every render of paths alike, never the whole table again', async () => {
    const { router } = renderHost('/tidak/ada');
    expect(await screen.findByRole('heading', { name: notFoundTitle })).toBeInTheDocument();
    await act(() => router.navigate('/juga/tidak'));
    expect(router.state.location.pathname).toBe('/juga/tidak');
    expect(screen.getByRole('heading', { name: notFoundTitle })).toBeInTheDocument();

    const tables = jest.mocked(reactRouter.useRoutes).mock.calls.map(([routes]) => routes);
    expect(tables.length).toBeGreaterThan(1);
    expect(new Set(tables).size).toBe(1);
    expect(tables[0]?.[0]?.children?.length).toBeLessThan(ROUTES.length);
  });

  it('hands react-router two routes for a path the contract matches: that route and the 404', () => {
    const table = routeTableFor('/p/sepatu/ps--SPL-60001');
    expect(routeTableFor('/p/kaos/ps--KAO-60002')).toBe(table);
    expect(table[0]?.children?.map((route) => route.path)).toEqual(['/p/:productName/:id', '*']);
  });
});
