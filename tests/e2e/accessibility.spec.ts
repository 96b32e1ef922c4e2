import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiPaths } from '../../contract/api-paths';
import { PROPOSAL_PAGES } from '../../contract/enums';
import type { MonthList } from '../../contract/monthly-reports';
import type { Paged } from '../../contract/paging';
import { partnerPaths } from '../../contract/partner';
import type { PartnerProject } from '../../contract/partner-projects';
import type { PartnerProposal } from '../../contract/partner-proposals';
import { PROGRAM_PAGES } from '../../contract/program-pages';
import { PROJECT_PAGES } from '../../contract/project-pages';
import type { Proposal } from '../../contract/proposals';
import type { FileRoutesByFullPath } from '../../src/routeTree.gen';
import { uniqueEmail, tokenOf } from './support/accounts';
import { apiLogin, bearer, DEMO_USERS, expect, latestMail, loginAs, test, type UiLocale } from './support/fixtures';
import { api } from './support/grants';
import { requestsInFlight, waitForQuiet } from './support/network-quiet';
import { ongoingProjectWithHistory } from './support/project-tracking';

/**
 * Every page of the route table (src/routeTree.gen.ts) checked with axe-core in English, and every route in Arabic
 * (see `addressesOf`): no serious or critical violation. The table below is keyed by the generated route list, so a new route fails the
 * type-check until it is given the addresses to check here. See docs/decisions/177-accessibility-checks.md.
 */

/** The demo records the addresses point at, read through the API (nothing is created but one invitation). */
interface Records {
  grantId: number;
  proposal: Pick<Proposal, 'id' | 'grant_id'>;
  projectId: number;
  programId: number;
  ngoId: number;
  /** A valid, unused invitation token, for the welcome page of a mailed link. */
  invitationToken: string;
  /** The demo partner organisation's draft (partner@demo.test), on an open call: its grant id is that call's. */
  partnerProposal: { id: number; grantId: number };
  /** A running project of the demo partner organisation: its workspace. */
  partnerProjectId: number;
  /** A month of the demo organisation's project that it has submitted (issue 14): its editor, and the funder's review. */
  reportedMonth: { projectId: number; month: string };
}

/** What to check for a route: the addresses to open, signed out (public) or signed in (app), as staff or as a partner. */
interface RouteCheck {
  signedIn: boolean;
  partner?: boolean;
  urls: (records: Records) => string[];
}

const app = (urls: (records: Records) => string[]): RouteCheck => ({ signedIn: true, urls });
const pub = (urls: (records: Records) => string[]): RouteCheck => ({ signedIn: false, urls });
/** A page of the partner organisations' side, checked signed in as the demo organisation's admin. */
const partner = (urls: (records: Records) => string[]): RouteCheck => ({ signedIn: true, partner: true, urls });
/** A route that only redirects (or a layout whose children are listed): its target is checked under its own key. */
const covered = (): RouteCheck => ({ signedIn: true, urls: () => [] });

/** A made-up token: the pages that check it show the broken-link page; the forms that take it show the form. */
const BOGUS_TOKEN = 'not-a-real-token-0000';

const ROUTES: Record<keyof FileRoutesByFullPath, RouteCheck> = {
  '/login': pub(() => ['/login']),
  '/forgot-password': pub(() => ['/forgot-password']),
  '/register': pub(() => ['/register']),
  '/check-inbox': pub(() => ['/check-inbox?email=someone%40example.org']),
  '/check-token': pub(() => ['/check-token']),
  '/accept-invitation': pub(({ invitationToken }) => [`/accept-invitation?token=${invitationToken}`]),
  '/confirm-email': pub(() => [`/confirm-email?token=${BOGUS_TOKEN}`]),
  '/reset-password': pub(() => [`/reset-password?code=${BOGUS_TOKEN}&purpose=1`]),
  '/setup-account': pub(() => [`/setup-account?token=${BOGUS_TOKEN}&purpose=0`]),
  // Needs the session that setting the password opens.
  '/setup-profile': app(() => ['/setup-profile']),

  '/': app(() => ['/']),
  '/notifications': app(() => ['/notifications']),
  '/inspire': app(() => ['/inspire', '/inspire?tab=choose']),
  '/grants/': app(() => ['/grants']),
  '/grants/new': app(() => ['/grants/new']),
  '/grants/$grantId': covered(),
  '/grants/$grantId/': covered(),
  '/grants/$grantId/overview': app(({ grantId }) => [`/grants/${grantId}/overview`]),
  '/grants/$grantId/objectives': app(({ grantId }) => [`/grants/${grantId}/objectives`]),
  '/grants/$grantId/due-diligence': app(({ grantId }) => [`/grants/${grantId}/due-diligence`]),
  '/grants/$grantId/dueDiligence/': covered(),
  '/grants/$grantId/history': app(({ grantId }) => [`/grants/${grantId}/history`]),
  '/grants/$grantId/proposals/$proposalId/history': app(({ proposal }) => [`/grants/${proposal.grant_id}/proposals/${proposal.id}/history`]),
  '/grants/$grantId/proposals/': app(({ grantId }) => [`/grants/${grantId}/proposals`]),
  '/grants/$grantId/proposals/$proposalId': covered(),
  '/grants/$grantId/proposals/$proposalId/': covered(),
  '/grants/$grantId/proposals/$proposalId/$page': app(({ proposal }) =>
    PROPOSAL_PAGES.map((page) => `/grants/${proposal.grant_id}/proposals/${proposal.id}/${page}`),
  ),
  '/proposals/': app(() => ['/proposals']),
  '/ngos/': app(() => ['/ngos']),
  '/ngos/$ngoId': app(({ ngoId }) => [`/ngos/${ngoId}`]),
  '/projects/': app(() => ['/projects']),
  '/projects/$projectId': covered(),
  '/projects/$projectId/': covered(),
  '/projects/$projectId/history': app(({ projectId }) => [`/projects/${projectId}/history`]),
  '/projects/$projectId/monthly-reports/$month': app(({ reportedMonth }) => [`/projects/${reportedMonth.projectId}/monthly-reports/${reportedMonth.month}`]),
  '/projects/$projectId/$page': app(({ projectId }) => PROJECT_PAGES.map((page) => `/projects/${projectId}/${page}`)),
  '/programs/': app(() => ['/programs']),
  '/programs/$programId': covered(),
  '/programs/$programId/': app(({ programId }) => [`/programs/${programId}`]),
  '/programs/$programId/$page': app(({ programId }) => PROGRAM_PAGES.map((page) => `/programs/${programId}/${page}`)),
  '/settings': covered(),
  '/settings/': covered(),
  '/settings/users': app(() => ['/settings/users']),
  '/settings/roles': app(() => ['/settings/roles']),
  '/settings/preferences': app(() => ['/settings/preferences']),
  '/settings/due-diligence': app(() => ['/settings/due-diligence']),
  '/settings/activity': app(() => ['/settings/activity']),

  '/partner': covered(),
  '/partner/': partner(() => ['/partner']),
  '/partner/calls/': partner(() => ['/partner/calls']),
  '/partner/calls/$grantId': partner(({ partnerProposal }) => [`/partner/calls/${partnerProposal.grantId}`]),
  '/partner/proposals/': partner(() => ['/partner/proposals']),
  '/partner/proposals/$id': covered(),
  '/partner/proposals/$id/': covered(),
  // One page of each kind of editor (forms, repeated rows, the results chain, money, the register, picks of the
  // library, uploads): the twelve share these pieces, and the whole sweep must stay inside the CI run's time.
  '/partner/proposals/$id/$page': partner(({ partnerProposal }) =>
    (['cover-page', 'beneficiaries', 'logical-framework', 'budget', 'risk-analysis', 'due-diligences', 'documents'] as const).map(
      (page) => `/partner/proposals/${partnerProposal.id}/${page}`,
    ),
  ),
  '/partner/organisation': covered(),
  '/partner/projects/': partner(() => ['/partner/projects']),
  '/partner/projects/$projectId': partner(({ partnerProjectId }) => [`/partner/projects/${partnerProjectId}`]),
  '/partner/projects/$projectId/months/': covered(),
  '/partner/projects/$projectId/months/$month': partner(({ reportedMonth }) => [`/partner/projects/${reportedMonth.projectId}/months/${reportedMonth.month}`]),
  '/partner/organisation/': partner(() => ['/partner/organisation']),
  '/partner/organisation/contacts': partner(() => ['/partner/organisation/contacts']),
  '/partner/organisation/users': partner(() => ['/partner/organisation/users']),
  '/partner/organisation/documents': partner(() => ['/partner/organisation/documents']),
  '/partner/notifications': partner(() => ['/partner/notifications']),
};

async function getJson<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(api(path), { headers: bearer(token) });
  expect(response.status(), `GET ${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

async function demoRecords(request: APIRequestContext, token: string): Promise<Records> {
  const proposals = await getJson<Paged<Proposal>>(request, token, `${apiPaths.proposals.list}?rows=50&page=1`);
  // A proposal still under review shows the review controls (comments, decisions).
  const proposal =
    proposals.data.find((candidate) => candidate.status === 'underNegotiation') ??
    proposals.data.find((candidate) => candidate.status === 'submitted') ??
    proposals.data[0];
  expect(proposal, 'a demo proposal').toBeTruthy();
  const programs = await getJson<Paged<{ id: number }>>(request, token, `${apiPaths.programs.list}?rows=1&page=1`);
  const ngos = await getJson<Paged<{ id: number }>>(request, token, `${apiPaths.ngos.list}?rows=1&page=1`);
  const project = await ongoingProjectWithHistory(request, token);

  const email = uniqueEmail('axe');
  const roles = await getJson<Array<{ id: number; name: string }>>(request, token, apiPaths.roles.options);
  const since = Date.now() - 1;
  const invited = await request.post(api(apiPaths.invitedUser.invite), {
    headers: bearer(token),
    data: { name: 'Axe Check', email, role_id: (roles.find((role) => role.name.startsWith('Viewer')) ?? roles[0])?.id },
  });
  expect(invited.status(), await invited.text()).toBe(200);
  const { token: invitationToken } = tokenOf(await latestMail(email, { since }));

  const partnerToken = await apiLogin(request, DEMO_USERS.partner);
  const partnerProposals = await getJson<Paged<PartnerProposal>>(request, partnerToken, `${partnerPaths.proposals.list}?rows=50&page=1`);
  const draft = partnerProposals.data.find((candidate) => candidate.status === 'draft') ?? partnerProposals.data[0];
  expect(draft, 'a demo partner proposal').toBeTruthy();
  const partnerProjects = await getJson<Paged<PartnerProject>>(request, partnerToken, `${partnerPaths.projects.list}?status=ongoing&rows=1&page=1`);
  const partnerProjectId = partnerProjects.data[0]?.id;
  expect(partnerProjectId, 'a running project of the demo partner').toBeTruthy();

  const reportedMonth = await submittedDemoMonth(request, token, partnerToken);

  const programId = programs.data[0]?.id;
  const ngoId = ngos.data[0]?.id;
  expect(programId, 'a demo program').toBeTruthy();
  expect(ngoId, 'a demo organisation').toBeTruthy();
  return {
    grantId: proposal?.grant_id ?? 0,
    proposal: { id: proposal?.id ?? 0, grant_id: proposal?.grant_id ?? 0 },
    projectId: project.project.id,
    programId: programId ?? 0,
    ngoId: ngoId ?? 0,
    invitationToken,
    partnerProposal: { id: draft?.id ?? 0, grantId: draft?.grant.id ?? 0 },
    partnerProjectId: partnerProjectId ?? 0,
    reportedMonth,
  };
}

/** The first month that the demo organisation submitted, among its projects' months as the funder lists them. */
async function submittedDemoMonth(request: APIRequestContext, token: string, partnerToken: string): Promise<Records['reportedMonth']> {
  const projects = await getJson<Paged<{ id: number }>>(request, partnerToken, `${partnerPaths.projects.list}?rows=50&page=1`);
  for (const project of projects.data) {
    const { months } = await getJson<MonthList>(request, token, apiPaths.projects.monthlyReports(project.id));
    const submitted = months.find((month) => month.status !== 'draft');
    if (submitted) return { projectId: project.id, month: submitted.month };
  }
  throw new Error('The demo organisation has no submitted month');
}

/** The part of axe-core's API and results the sweep reads. */
interface Axe {
  run: (context: Document, options: { resultTypes: string[] }) => Promise<{ violations: AxeViolation[] }>;
}
interface AxeViolation {
  id: string;
  impact?: string | null;
  nodes: Array<{ html: string; target: unknown[] }>;
}

interface Finding {
  url: string;
  rule: string;
  impact: string;
  targets: string[];
}

const QUIET_MS = 400;
/**
 * axe-core as the project declares it (a devDependency of its own, 4.14), not the copy nested under
 * @axe-core/playwright (4.13): 4.14 makes `label-content-name-mismatch` (WCAG 2.5.3, Label in Name) a standard rule,
 * and which rules gate is a choice the project makes, not whichever copy a dependency happens to bring.
 * It is evaluated in the page once, and stays there while the sweep moves inside the app: AxeBuilder injected it for
 * every scan and ran the end of each in a new blank page, which made a scan take 3.3 s on average where this takes
 * 0.7 s (decision 177).
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Waits until the page has drawn its data: no request in flight for a moment, no skeleton or spinner left. */
async function settle(page: Page, inFlight: () => number): Promise<void> {
  await waitForQuiet(page, inFlight, { quietMs: QUIET_MS, timeoutMs: 20_000 });
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.locator('.fui-Skeleton, .fui-Spinner')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * The serious and critical violations on the page. Fluent's focus guards (`data-tabster-dummy`, invisible spans that
 * keep the focus inside a dialog or a menu) are reported by `aria-hidden-focus` although a keyboard user never
 * lands on them: those nodes, for that rule only, are left out.
 */
async function scan(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // Only the violations are read: axe then lists one node of each passed or inapplicable rule instead of all of them,
  // which is most of its time on a long page.
  const results = await page.evaluate(() => (window as unknown as { axe: Axe }).axe.run(document, { resultTypes: ['violations'] }));
  const findings: Finding[] = [];
  for (const violation of results.violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    const nodes =
      violation.id === 'aria-hidden-focus'
        ? violation.nodes.filter((node) => !node.html.includes('data-tabster-dummy'))
        : violation.nodes;
    if (nodes.length === 0) continue;
    findings.push({
      url: new URL(page.url()).pathname + new URL(page.url()).search,
      rule: violation.id,
      impact: violation.impact,
      targets: nodes.map((node) => node.target.join(' ')),
    });
  }
  return findings;
}

/** The scan itself works: an image without a text alternative, added for the moment, is reported (critical). */
async function expectScanSees(page: Page): Promise<void> {
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.id = 'axe-self-check';
    image.src = '/favicon.svg';
    document.body.append(image);
  });
  const findings = await scan(page);
  await page.evaluate(() => document.getElementById('axe-self-check')?.remove());
  expect(findings.map((finding) => finding.rule), 'the scan reports an image without alt').toContain('image-alt');
}

/**
 * Opens the address inside the running app, as its links do (the router follows the history's popstate), so the
 * app is not started again for every page: a few seconds per page instead of a reload's.
 */
async function openInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(window.history.state, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, url);
}

async function check(page: Page, inFlight: () => number, url: string, findings: Finding[], how: 'load' | 'in-app'): Promise<void> {
  if (how === 'load') await page.goto(url);
  else await openInApp(page, url);
  await expect(page).toHaveURL((address) => address.pathname + address.search === url);
  await settle(page, inFlight);
  // A chart is drawn when it comes near the viewport (decision 213): bring each one into view, so axe sees them all.
  const figures = page.getByRole('main').locator('figure');
  const drawn = await figures.count();
  if (drawn > 0) {
    for (let index = 0; index < drawn; index += 1) await figures.nth(index).scrollIntoViewIfNeeded();
    await settle(page, inFlight);
  }
  // The page itself, not the 403/404 page or a load error standing in for it.
  await expect(page.locator('#error-title'), `${url} opens`).toHaveCount(0);
  findings.push(...(await scan(page)));
}

function summary(findings: Finding[]): string {
  return findings
    .map(({ url, rule, impact, targets }) => `${url}  ${rule} (${impact}): ${targets.slice(0, 5).join(' | ')}${targets.length > 5 ? ` …+${targets.length - 5}` : ''}`)
    .join('\n');
}

// Each language's sweep is cut in three (public and the first half of the staff pages, the other half, the partner
// side), so the six pieces spread over the two workers instead of two long tests ending the run.
test.describe.configure({ mode: 'parallel' });

const PARTS = ['public and staff pages, first half', 'staff pages, second half', 'partner pages'] as const;

/**
 * The addresses a language's sweep opens for a route. English opens every one; Arabic opens the first of each route
 * (one proposal page, one project page, …). What Arabic can break that English does not - the direction, the `lang`,
 * a translated name left empty - lives in the layout and the pieces every page of a route shares, and the catalog
 * check already refuses a missing translation; the whole list twice cost the CI run over a minute.
 */
function addressesOf(route: RouteCheck, records: Records, language: UiLocale): string[] {
  const urls = route.urls(records);
  return language === 'en' ? urls : urls.slice(0, 1);
}

function half<T>(items: readonly T[], which: 0 | 1): T[] {
  const middle = Math.ceil(items.length / 2);
  return which === 0 ? items.slice(0, middle) : items.slice(middle);
}

for (const language of ['en', 'ar'] as const satisfies readonly UiLocale[]) {
  for (const part of PARTS) {
    test(`every page passes axe-core without serious or critical violations (${language}, ${part})`, async ({ page, request }) => {
      test.setTimeout(600_000);
      const token = await apiLogin(request, DEMO_USERS.admin);
      const records = await demoRecords(request, token);
      const checks = Object.values(ROUTES);
      const findings: Finding[] = [];
      const inFlight = requestsInFlight(page);

      await page.goto('/login');
      await page.getByRole('button', { name: language === 'ar' ? 'العربية' : 'English' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expectScanSees(page);

      if (part === 'partner pages') {
        await loginAs(page, DEMO_USERS.partner, { locale: language });
        await expect(page).toHaveURL(/\/partner$/);
        for (const url of checks.filter((route) => route.partner).flatMap((route) => addressesOf(route, records, language))) {
          await check(page, inFlight, url, findings, 'in-app');
        }
      } else {
        if (part === PARTS[0]) {
          for (const url of checks.filter((route) => !route.signedIn).flatMap((route) => addressesOf(route, records, language))) {
            await check(page, inFlight, url, findings, 'load');
          }
          await page.goto('/login');
        }
        await loginAs(page, DEMO_USERS.admin, { locale: language });
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const staffPages = checks.filter((route) => route.signedIn && !route.partner).flatMap((route) => addressesOf(route, records, language));
        for (const url of half(staffPages, part === PARTS[0] ? 0 : 1)) {
          await check(page, inFlight, url, findings, 'in-app');
        }
      }

      expect(findings.length, `axe-core found serious or critical violations:\n${summary(findings)}`).toBe(0);
    });
  }
}
