import { Button, Card, CardHeader, Subtitle2, Tooltip, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DeleteRegular, ShieldCheckmarkRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CurrentUser } from '#contract/auth';
import { ConfirmDialog } from '@/ui/dialogs/confirm-dialog';
import { EmptyState } from '@/ui/list/empty-state';
import { enqueueAddDueDiligence } from '../../api/due-diligences-add';
import { grantDueDiligencesQuery } from '../../api/due-diligences-list';
import { dueDiligenceTypesNotChosen, dueDiligencesWithQueuedChanges, type ShownDueDiligence } from '../../api/due-diligences-overlay';
import { enqueueRemoveDueDiligence } from '../../api/due-diligences-remove';
import { dueDiligenceTypesQuery } from '../../api/due-diligences-types';
import { useQueuedConfirm } from '@/offline/use-queued-confirm';
import { DueDiligencePicker } from './due-diligence-picker';
import { grantTermsEditing } from './grant-editing';
import { GrantTermsLockNote } from './grant-terms-lock-note';
import { PendingBadge } from './pending-badge';
import { useQueuedGrantChanges, useShownGrant } from './use-grant-detail';

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
  icon: { fontSize: '20px', color: tokens.colorBrandForeground1, flexShrink: 0 },
  name: { flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' },
  removing: { textDecorationLine: 'line-through', color: tokens.colorNeutralForeground3 },
});

/** The due-diligence types the grant requires of applicants; chosen from the funder's own list, on a draft only. */
export function GrantDueDiligencePage({ grantId, me }: { grantId: number; me: CurrentUser }) {
  const styles = useStyles();
  const { t } = useLingui();
  const { grant } = useShownGrant(grantId);
  const { data: links } = useSuspenseQuery(grantDueDiligencesQuery(grantId));
  const editing = grantTermsEditing(grant, me);
  const { data: types } = useQuery({ ...dueDiligenceTypesQuery(), enabled: editing.allowed });
  const queued = useQueuedGrantChanges(grantId);
  const shown = dueDiligencesWithQueuedChanges(links, queued);
  const choices = types ? dueDiligenceTypesNotChosen(types, shown) : undefined;
  const [removing, setRemoving] = useState<ShownDueDiligence | null>(null);
  const removingName = removing?.name ?? '';
  const removal = useQueuedConfirm();
  const closeRemoval = () => {
    removal.reset();
    setRemoving(null);
  };

  return (
    <div className={styles.page}>
      {editing.allowed ? null : <GrantTermsLockNote reason={editing.reason} />}
      <Card>
        <CardHeader header={<Subtitle2 as="h2">{t`Required due diligence`}</Subtitle2>} />
        {shown.length === 0 ? (
          <EmptyState icon={<ShieldCheckmarkRegular />} title={<Trans>No due diligence required yet</Trans>}>
            <Trans>A grant needs at least one due diligence before it can be published.</Trans>
          </EmptyState>
        ) : (
          <ul className={styles.list} aria-label={t`Required due diligence`}>
            {shown.map((link) => (
              <li key={link.key} className={styles.row}>
                <ShieldCheckmarkRegular className={styles.icon} aria-hidden />
                <span className={mergeClasses(styles.name, link.removing && styles.removing)} dir="auto">
                  {link.name}
                </span>
                {link.pending ? <PendingBadge /> : null}
                <Tooltip content={t`Remove “${link.name}”`} relationship="label">
                  <Button
                    appearance="subtle"
                    icon={<DeleteRegular />}
                    disabled={!editing.allowed || link.linkId === null || link.removing}
                    onClick={() => setRemoving(link)}
                  />
                </Tooltip>
              </li>
            ))}
          </ul>
        )}
        <DueDiligencePicker choices={choices} disabled={!editing.allowed} onAdd={(type) => enqueueAddDueDiligence(grant, type)} />
      </Card>
      <ConfirmDialog
        open={removing !== null}
        danger
        title={<Trans>Remove due diligence</Trans>}
        confirmLabel={<Trans>Remove</Trans>}
        busy={removal.busy}
        refusal={removal.refusal}
        onCancel={closeRemoval}
        onConfirm={() => {
          if (removing?.linkId == null) return closeRemoval();
          const link = { linkId: removing.linkId, dueDiligenceId: removing.dueDiligenceId, name: removing.name };
          void removal.confirm(enqueueRemoveDueDiligence(grant, link), { onDone: closeRemoval });
        }}
      >
        <Trans>Be sure to remove “{removingName}” from the due diligences this grant requires.</Trans>
      </ConfirmDialog>
    </div>
  );
}
