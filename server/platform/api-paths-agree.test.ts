import { expect, it } from 'vitest';
import { API_BASE, apiPaths, filesPaths, fileAddressPath, imagesPaths, signedFilePath, TOKEN_PATH } from '#contract/api-paths';
import { notificationPaths } from '#contract/notifications';
import { partnerPaths } from '#contract/partner-paths';
import { FRAMEWORK_KINDS } from '#contract/program-pages';
import { PROPOSAL_SECTION_NAMES } from '#contract/proposals';
import { describeOnSqlite } from '../test/test-app';

/**
 * The browser calls the paths of contract/api-paths.ts and contract/partner-paths.ts; the server declares its routes
 * (some with the same tables, some as literal strings). This test holds the two together both ways: every path the
 * browser can call is an operation of the OpenAPI document, which is generated from the routes the server
 * registered, and every operation of that document is a path of the tables.
 */

/** Stand-ins for path parameters: numbers no real id takes, turned back into `{param}` patterns. */
const SENTINELS = [910_001, 910_002, 910_003];

type PathValue = string | ((...args: never[]) => string) | { readonly [key: string]: PathValue };

/** Every concrete path the table can produce, with each parameter as a sentinel. */
function pathsOf(value: PathValue, where: string): Array<{ where: string; path: string }> {
  if (typeof value === 'string') return [{ where, path: value }];
  if (typeof value === 'function') {
    const call = value as (...args: unknown[]) => string;
    // A proposal's section documents take their name as the second argument.
    if (where === 'apiPaths.proposals.section' || where === 'partnerPaths.proposals.section') return PROPOSAL_SECTION_NAMES.map((name) => ({ where: `${where}(${name})`, path: call(SENTINELS[0], name) }));
    const plain = call(...SENTINELS.slice(0, value.length));
    if (!plain.includes('undefined')) return [{ where, path: plain }];
    // A framework path takes its kind as the second argument.
    return FRAMEWORK_KINDS.map((kind) => ({ where: `${where}(${kind})`, path: call(SENTINELS[0], kind, SENTINELS[2]) }));
  }
  return Object.entries(value).flatMap(([key, inner]) => pathsOf(inner, `${where}.${key}`));
}

/** Served twice, once as spec section 7 spells the read and once as the table does; the browser calls the table's. */
const SPEC_SPELLINGS = ['/api/DonorAccountProgram/{id}/UsersIncharge'];

const asPattern = (openApiPath: string) => new RegExp(`^${openApiPath.replace(/\{\w+\}/g, '[^/]+')}$`);

describeOnSqlite('the browser’s path table and the server’s routes', (t) => {
  it('every path the browser calls is a route of the server', () => {
    const document = t().app.swagger() as { paths: Record<string, unknown> };
    const routes = Object.keys(document.paths).map(asPattern);
    const { testing: _testOnly, ...tables } = apiPaths;
    const missing = [...pathsOf(tables, 'apiPaths'), ...pathsOf(partnerPaths, 'partnerPaths'), ...pathsOf(notificationPaths, 'notificationPaths')]
      .map(({ where, path }) => ({ where, url: `${API_BASE}${path.split('?')[0]}`.replaceAll(/91000\d/g, '1') }))
      .filter(({ url }) => !routes.some((route) => route.test(url)))
      .map(({ where, url }) => `${where} → ${url} has no route on the server`);
    expect(missing).toEqual([]);
    expect(routes.some((route) => route.test(TOKEN_PATH))).toBe(true);
  });

  it('every route of the server is a path of the tables', () => {
    const document = t().app.swagger() as { paths: Record<string, unknown> };
    const tablePaths = [
      ...pathsOf(apiPaths, 'apiPaths'),
      ...pathsOf(partnerPaths, 'partnerPaths'),
      ...pathsOf(notificationPaths, 'notificationPaths'),
      ...[filesPaths, fileAddressPath, signedFilePath, imagesPaths].map((path) => ({ where: path.name, path: path('910001') })),
    ].map(({ path }) => `${API_BASE}${path.split('?')[0]}`.replaceAll(/91000\d/g, '1'));
    const unlisted = Object.keys(document.paths)
      .filter((route) => route !== TOKEN_PATH && !SPEC_SPELLINGS.includes(route))
      .filter((route) => !tablePaths.some((path) => asPattern(route).test(path)))
      .map((route) => `${route} is served but is in neither contract/api-paths.ts nor contract/partner-paths.ts`);
    expect(unlisted).toEqual([]);
  });
});
