import { useLingui, Trans } from '@lingui/react/macro';
import type { ProjectInstallments } from '#contract/project-tracking';
import type { Project } from '#contract/projects';
import type { InstallmentValues } from '../../api/project-queued';
import { queueUpdateProjectBatches } from '../../api/update-project-batches';
import { InstallmentsDialogFrame, InstallmentsEditor } from '@/features/proposals';
import { draftsFromBatches, draftsFromValues } from '@/features/proposals';
import { ProposalPeriodNote } from '@/features/proposals';

type InstallmentsEditDialogProps = {
  project: Project;
  installments: ProjectInstallments;
  /** The user's own edit still waiting in the outbox: the dialog starts from it. */
  queued: InstallmentValues[] | null;
  onClose: () => void;
};

/**
 * Editing a running project's installments with the acceptance's rules and form (spec sections 4, 5, 9: each 1 to
 * what is left, together exactly 100; locked ones keep their percent and stay), queued with the project's version.
 */
export function InstallmentsEditDialog({ project, installments, queued, onClose }: InstallmentsEditDialogProps) {
  const { t } = useLingui();
  const title = project.title;
  const initial = queued ? draftsFromValues(queued, installments.batches) : draftsFromBatches(installments.batches);
  return (
    <InstallmentsDialogFrame label={t`Installments of ${title}`} onClose={onClose}>
      <InstallmentsEditor
        heading={<Trans>Installments of {title}</Trans>}
        note={<ProposalPeriodNote proposal={project} />}
        initial={initial}
        totalBudget={installments.total_budget}
        currencyCode={project.cur_code}
        currencySymbol={project.cur_symbol}
        queue={(values) => queueUpdateProjectBatches(project, installments.version, values)}
        onClose={onClose}
      />
    </InstallmentsDialogFrame>
  );
}
