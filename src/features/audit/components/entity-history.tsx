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

/** The History tab of a grant, a proposal or a project. */
export function EntityHistory({ entity, entityId, canRead }: EntityHistoryProps) {
  const { t } = useLingui();
  const [paging, setPaging] = useState({ page: 1, rows: DEFAULT_PAGE_SIZE });
  if (!canRead) {
    return (
      <EmptyState icon={<LockClosedRegular />} title={<Trans>History is not available to you</Trans>}>
        <Trans>Only its users in charge and users who manage settings can see the history of changes.</Trans>
      </EmptyState>
    );
  }
  return <AuditListPanel filter={{ entity, entity_id: entityId, ...paging }} onPage={setPaging} label={t`History of changes`} />;
}
