import type { CurrentUser } from '#contract/auth';
import { isProjectRunning, type ProjectOverview } from '#contract/project-tracking';
import type { Project } from '#contract/projects';
import { isInChargeOfProposal } from '#contract/proposals';

/** Why a project action is not offered to this user, or null when it is (the page says why in a note). */
export type ProjectChangeBlock = 'permission' | 'notInCharge' | 'notRunning';

export type ProjectControls = {
  /** Editing the installments and moving their statuses: only while the project runs. */
  installments: ProjectChangeBlock | null;
  /** Uploading and deleting progress reports: also after the project ended (final reports, decision 130). */
  reports: ProjectChangeBlock | null;
};

/**
 * Who may change a project, by the server's rules (server/modules/project-tracking/project-access.ts and routes):
 * manage_grants, and in charge of its proposal or of its grant (spec section 6, from the overview's usersInCharge
 * and grantUsers); installments only while the project runs (contract isProjectRunning). The server checks again.
 */
export function projectControls(
  project: Pick<Project, 'status'>,
  rights: Pick<ProjectOverview, 'usersInCharge' | 'grantUsers'>,
  me: Pick<CurrentUser, 'id' | 'permissions'> | null | undefined,
): ProjectControls {
  const userBlock: ProjectChangeBlock | null = !me || !me.permissions.includes('manage_grants')
    ? 'permission'
    : isInChargeOfProposal(rights, me.id)
      ? null
      : 'notInCharge';
  return {
    installments: userBlock ?? (isProjectRunning(project.status) ? null : 'notRunning'),
    reports: userBlock,
  };
}
