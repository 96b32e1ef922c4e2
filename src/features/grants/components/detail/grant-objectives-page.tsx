import { Button, Card, CardHeader, MessageBar, MessageBarBody, Subtitle2, Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DeleteRegular, EditRegular, TargetArrowRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CurrentUser } from '#contract/auth';
import { isLocale } from '#contract/enums';
import { formatMessage } from '#contract/messages';
import { ConfirmDialog } from '@/ui/dialogs/confirm-dialog';
import { EmptyState } from '@/ui/list/empty-state';
import { enqueueAddObjective } from '../../api/objectives-add';
import { enqueueDeleteObjective } from '../../api/objectives-delete';
import { grantObjectivesQuery } from '../../api/objectives-list';
import { objectivesWithQueuedChanges, type ShownObjective } from '../../api/objectives-overlay';
import { enqueueUpdateObjective } from '../../api/objectives-update';
import { useQueuedConfirm } from '@/offline/use-queued-confirm';
import { grantTermsEditing } from './grant-editing';
import { GrantProgramObjectives } from './grant-program-objectives';
import { GrantProgramsBars } from './grant-programs-bars';
import { GrantTermsLockNote } from './grant-terms-lock-note';
import { ObjectiveAddForm } from './objective-add-form';
import { ObjectiveEditDialog } from './objective-edit-dialog';
import { PendingBadge } from './pending-badge';
import { useQueuedGrantChanges, useShownGrant, useShownValidation } from './use-grant-detail';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  list: { display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyleType: 'none' },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalS,
    borderBlockEndWidth: '1px',
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke2,
  },
  title: { flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' },
  deleting: { textDecorationLine: 'line-through', color: tokens.colorNeutralForeground3 },
});

/** The grant's objectives: listed for everyone, changed only on a draft by its users in charge (spec section 6). */
export function GrantObjectivesPage({ grantId, me }: { grantId: number; me: CurrentUser }) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const { grant } = useShownGrant(grantId);
  const validation = useShownValidation(grant);
  const { data: objectives } = useSuspenseQuery(grantObjectivesQuery(grantId));
  const queued = useQueuedGrantChanges(grantId);
  const shown = objectivesWithQueuedChanges(objectives, queued);
  const editing = grantTermsEditing(grant, me);
  const [editingObjective, setEditingObjective] = useState<ShownObjective | null>(null);
  const [deletingObjective, setDeletingObjective] = useState<ShownObjective | null>(null);
  const deletingTitle = deletingObjective?.title ?? '';
  const deletion = useQueuedConfirm();
  const closeDeletion = () => {
    deletion.reset();
    setDeletingObjective(null);
  };

  return (
    <div className={styles.page}>
      {editing.allowed ? null : <GrantTermsLockNote reason={editing.reason} />}
      <Card>
        <CardHeader header={<Subtitle2 as="h2">{t`Objectives`}</Subtitle2>} />
        {shown.length === 0 ? (
          <EmptyState icon={<TargetArrowRegular />} title={<Trans>No objective yet</Trans>}>
            <Trans>A grant needs at least one objective before it can be published.</Trans>
          </EmptyState>
        ) : (
          <ul className={styles.list} aria-label={t`Objectives`}>
            {shown.map((objective) => {
              const id = objective.id;
              const changeable = editing.allowed && id !== null && !objective.deleting;
              return (
                <li key={objective.key} className={styles.row}>
                  <span className={mergeClasses(styles.title, objective.deleting && styles.deleting)} dir="auto">
                    {objective.title}
                  </span>
                  {objective.pending ? <PendingBadge /> : null}
                  <Tooltip content={t`Edit “${objective.title}”`} relationship="label">
                    <Button appearance="subtle" icon={<EditRegular />} disabled={!changeable} onClick={() => setEditingObjective(objective)} />
                  </Tooltip>
                  <Tooltip content={t`Delete “${objective.title}”`} relationship="label">
                    <Button appearance="subtle" icon={<DeleteRegular />} disabled={!changeable} onClick={() => setDeletingObjective(objective)} />
                  </Tooltip>
                </li>
              );
            })}
          </ul>
        )}
        <ObjectiveAddForm disabled={!editing.allowed} onAdd={(title) => enqueueAddObjective(grant, title)} />
      </Card>
      <Card>
        <CardHeader header={<Subtitle2 as="h2">{t`Targeted programs`}</Subtitle2>} />
        {validation && !validation.ProgramsPercent ? (
          <MessageBar intent="error" layout="multiline">
            <MessageBarBody>
              {formatMessage('programsPercent', {}, isLocale(i18n.locale) ? i18n.locale : 'en')}{' '}
              <Trans>Edit the grant from the actions menu to change its programs.</Trans>
            </MessageBarBody>
          </MessageBar>
        ) : null}
        <GrantProgramsBars programs={grant.programs} />
        <GrantProgramObjectives grantId={grantId} programs={grant.programs} />
      </Card>
      {editingObjective?.id != null ? (
        <ObjectiveEditDialog
          title={editingObjective.title}
          onSave={(title) => enqueueUpdateObjective(grant, editingObjective.id ?? 0, title)}
          onClose={() => setEditingObjective(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deletingObjective !== null}
        danger
        title={<Trans>Delete objective</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        busy={deletion.busy}
        refusal={deletion.refusal}
        onCancel={closeDeletion}
        onConfirm={() => {
          if (deletingObjective?.id == null) return closeDeletion();
          const objective = { id: deletingObjective.id, title: deletingObjective.title };
          void deletion.confirm(enqueueDeleteObjective(grant, objective), { onDone: closeDeletion });
        }}
      >
        <Trans>Be sure to delete the objective “{deletingTitle}”.</Trans>
      </ConfirmDialog>
    </div>
  );
}
