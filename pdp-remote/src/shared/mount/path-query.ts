// One query parameter of a host path ("/p/x/ps--A?qty=2"): added, read and taken out, the rest of the
// query kept as it was. The page carries what a shopper was doing through login in such parameters.

function split(path: string): [string, URLSearchParams] {
  const queryStart = path.indexOf('?');
  return queryStart === -1 ? [path, new URLSearchParams()] : [path.slice(0, queryStart), new URLSearchParams(path.slice(queryStart + 1))];
}

function join(pathname: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export function withQueryParam(path: string, name: string, value: string): string {
  const [pathname, params] = split(path);
  params.set(name, value);
  return join(pathname, params);
}

export function withoutQueryParam(path: string, name: string): string {
  const [pathname, params] = split(path);
  params.delete(name);
  return join(pathname, params);
}

/** The parameter's value when it matches `pattern`; null when absent or malformed. */
export function queryParamOf(path: string, name: string, pattern: RegExp): string | null {
  const value = split(path)[1].get(name);
  return value !== null && pattern.test(value) ? value : null;
}
