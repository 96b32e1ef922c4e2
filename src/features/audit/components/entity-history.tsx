import { Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { HistoryEntity } from '#contract/audit';
import { DEFAULT_PAGE_SIZE } from '#contract/constants';
import { EmptyState } from '@/ui/list/empty-state';
import { AuditListPanel } from './audit-list-panel';

type EntityHistoryProps = {
  entity: HistoryEntity;
  entityId: number;
  /** The caller is in charge of the entity or manages settings (decision 164); others are told why they see nothing. */
  canRead: boolean;
};

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

/** The History tab of a grant, a proposal or a project. */
export function EntityHistory({ entity, entityId, canRead }: EntityHistoryProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const [paging, setPaging] = useState({ page: 1, rows: DEFAULT_PAGE_SIZE });
  return (
    <section className={styles.root} aria-labelledby="entity-history-heading">
      <Subtitle1 as="h2" id="entity-history-heading">
        <Trans>History</Trans>
      </Subtitle1>
      {canRead ? (
        <AuditListPanel filter={{ entity, entity_id: entityId, ...paging }} onPage={setPaging} label={t`History of changes`} />
      ) : (
        <EmptyState icon={<LockClosedRegular />} title={<Trans>History is not available to you</Trans>}>
          <Trans>Only its users in charge and users who manage settings can see the history of changes.</Trans>
        </EmptyState>
      )}
    </section>
  );
}
