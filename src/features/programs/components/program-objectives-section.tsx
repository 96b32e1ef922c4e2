import { Button, Subtitle1, Text, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular, TargetArrowRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ProgramObjective } from '#contract/programs';
import { useOnline } from '@/lib/use-online';
import { ConfirmDialog } from '@/ui/dialogs/confirm-dialog';
import { EmptyState } from '@/ui/list/empty-state';
import { FreshnessNote } from '@/ui/list/freshness-note';
import { OnlineButton } from '@/ui/list/online-button';
import { useDeleteProgramObjective } from '../api/delete-objective';
import { programObjectivesQuery } from '../api/get-objectives';
import { ObjectiveFormDialog } from './objective-form-dialog';

const useStyles = makeStyles({
  heading: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM, marginBlockEnd: tokens.spacingVerticalM },
  title: { flexGrow: 1 },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
  item: { paddingInlineStart: tokens.spacingHorizontalXS },
  row: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  text: { flexGrow: 1, paddingBlockStart: tokens.spacingVerticalXS, overflowWrap: 'anywhere' },
});

/** The initiative's objectives, in the order they were written: add, edit and delete them. */
export function ProgramObjectivesSection({ programId }: { programId: number }) {
  const styles = useStyles();
  const { t } = useLingui();
  const online = useOnline();
  const objectives = useSuspenseQuery(programObjectivesQuery(programId));
  const [editing, setEditing] = useState<{ objective?: ProgramObjective } | null>(null);
  const [deleting, setDeleting] = useState<ProgramObjective | null>(null);
  const deleteObjective = useDeleteProgramObjective();

  const confirmDelete = () => {
    if (!deleting) return;
    deleteObjective.mutate({ programId, objectiveId: deleting.id }, { onSettled: () => setDeleting(null) });
  };

  const deletingTitle = deleting?.title;
  return (
    <section aria-labelledby="program-objectives-title">
      <div className={styles.heading}>
        <Subtitle1 as="h2" id="program-objectives-title" className={styles.title}>
          <Trans>Objectives</Trans>
        </Subtitle1>
        <FreshnessNote dataUpdatedAt={objectives.dataUpdatedAt} isFetching={objectives.isFetching} />
        <OnlineButton icon={<AddRegular />} onClick={() => setEditing({})}>
          <Trans>Add objective</Trans>
        </OnlineButton>
      </div>
      {objectives.data.length === 0 ? (
        <EmptyState title={<Trans>No objectives yet</Trans>} icon={<TargetArrowRegular />}>
          <Trans>Objectives say what the initiative sets out to achieve; grants under it are measured against them.</Trans>
        </EmptyState>
      ) : (
        <ol className={styles.list}>
          {objectives.data.map((objective) => {
            const title = objective.title;
            return (
              <li key={objective.id} className={styles.item}>
                <div className={styles.row}>
                  <Text className={styles.text} dir="auto">
                    {title}
                  </Text>
                  <Tooltip content={t`Edit objective`} relationship="label">
                    <Button appearance="subtle" icon={<EditRegular />} disabled={!online} onClick={() => setEditing({ objective })} />
                  </Tooltip>
                  <Tooltip content={t`Delete objective`} relationship="label">
                    <Button appearance="subtle" icon={<DeleteRegular />} disabled={!online} onClick={() => setDeleting(objective)} />
                  </Tooltip>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {editing ? <ObjectiveFormDialog programId={programId} objective={editing.objective} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        danger
        busy={deleteObjective.isPending}
        title={<Trans>Delete objective</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deletingTitle ? <Trans>Delete the objective "{deletingTitle}"? This cannot be undone.</Trans> : null}
      </ConfirmDialog>
    </section>
  );
}
