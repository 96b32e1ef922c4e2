import type { Notification, NotificationList } from '#contract/notifications';
import type { Paged } from '#contract/paging';
import type { Project } from '#contract/projects';
import type { Proposal } from '#contract/proposals';
import type { TestApp } from '../../test/test-app';
import { demoReferences } from '../grants/grant-test-helpers';
import { acceptForm, FIFTY_THIRTY_TWENTY, insertNgo, insertProposal, PDF_FILE, publishedGrant } from '../proposals/proposal-test-helpers';

/** What the project-tracking suites share: signed-in tokens, the funder's projects, and URLs. */

export function projectUrl(id: number, rest = ''): string {
  return `/api/DonorProject/${id}${rest}`;
}

/** Signs each demo user in once per suite. */
export function tokenCache(t: () => TestApp): (email: string) => Promise<string> {
  const tokens = new Map<string, Promise<string>>();
  return (email) => {
    let token = tokens.get(email);
    if (!token) tokens.set(email, (token = t().signIn(email)));
    return token;
  };
}

export async function projectsOf(t: TestApp, token: string): Promise<Project[]> {
  const response = await t.call({ method: 'GET', url: '/api/DonorProject?rows=100', token });
  if (response.statusCode !== 200) throw new Error(`projects: ${response.statusCode} ${response.body}`);
  return response.json<Paged<Project>>().data;
}

/** Today as the server sees it (UTC), and this month. */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

export function thisMonth(): string {
  return today().slice(0, 7);
}

/**
 * A fresh project: a proposal of 100,000 (2026-01-01 to 2027-06-30) on a new grant of `officer`, accepted with
 * installments 50/30/20, with `colleagues` added to the proposal's users in charge (so they hear of its changes).
 */
export async function acceptedProject(t: TestApp, officer: string, colleagues: string[] = []): Promise<Project> {
  const grant = await publishedGrant(t, officer, await demoReferences(t));
  const ngoId = await insertNgo(t, `Follow-up Society ${Math.random().toString(36).slice(2, 8)}`);
  const proposalId = await insertProposal(t, { grantId: grant.id, ngoId, totalBudget: 100_000, startDate: '2026-01-01', endDate: '2027-06-30' });
  const accepted = await t.call({
    method: 'POST',
    url: `/api/DonorGrant/Proposals/${proposalId}/Accept`,
    token: officer,
    ...acceptForm(PDF_FILE, FIFTY_THIRTY_TWENTY),
  });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  const proposal = accepted.json<Proposal>();
  if (colleagues.length) {
    const db = t.database.db;
    const users = await db.selectFrom('users').select('id').where('email', 'in', colleagues).execute();
    await db
      .insertInto('proposal_users_in_charge')
      .values(users.map((user) => ({ proposal_id: proposalId, user_id: user.id, is_manager: 0 })))
      .execute();
  }
  const project = await t.call({ method: 'GET', url: projectUrl(proposal.project_id ?? 0), token: officer });
  if (project.statusCode !== 200) throw new Error(`project: ${project.body}`);
  return project.json<Project>();
}

/** The notifications a user received about a project, newest first. */
export async function projectNotifications(t: TestApp, token: string, projectId: number): Promise<Notification[]> {
  const list = await t.call({ method: 'GET', url: '/api/DonorNotification?rows=100', token });
  return list
    .json<NotificationList>()
    .data.filter((notification) => notification.data.entity === 'project' && notification.data.parent_id === projectId);
}
