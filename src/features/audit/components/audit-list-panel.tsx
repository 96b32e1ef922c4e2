import { makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FreshnessNote } from '@/ui/list/freshness-note';
import { OnlineButton } from '@/ui/list/online-button';
import { Pager } from '@/ui/list/pager';
import { SectionLoadError } from '@/ui/list/section-load-error';
import { SkeletonList } from '@/ui/list/skeleton-rows';
import type { AuditFilter } from '../api/audit-keys';
import { useExportAudit } from '../api/export-audit';
import { auditQuery } from '../api/get-audit';
import { HistoryList } from './history-list';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  toolbar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center', justifyContent: 'space-between' },
});

type AuditListPanelProps = {
  filter: AuditFilter;
  onPage: (paging: { page: number; rows: number }) => void;
  /** The filters (Settings > Activity), at the start of the toolbar. */
  filters?: ReactNode;
  showSubject?: boolean;
  label: string;
};

/** A page of audit rows with its pager and the Excel export of every row the filters select. */
export function AuditListPanel({ filter, onPage, filters, showSubject, label }: AuditListPanelProps) {
  const styles = useStyles();
  const { page, rows, ...selection } = filter;
  const query = useQuery(auditQuery(filter));
  const exporting = useExportAudit(selection);
  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        {filters ?? <span />}
        <OnlineButton icon={<ArrowDownloadRegular />} disabled={!query.data?.total || exporting.isPending} onClick={() => exporting.mutate()}>
          {exporting.isPending ? <Trans>Exporting…</Trans> : <Trans>Export to Excel</Trans>}
        </OnlineButton>
      </div>
      {query.data ? (
        <>
          <FreshnessNote dataUpdatedAt={query.dataUpdatedAt} isFetching={query.isFetching} />
          <HistoryList entries={query.data.data} showSubject={showSubject} label={label} />
          <Pager page={page} rows={rows} total={query.data.total} onChange={onPage} disabled={query.isPlaceholderData} />
        </>
      ) : query.isError ? (
        <SectionLoadError error={query.error} />
      ) : (
        <SkeletonList rows={3} />
      )}
    </div>
  );
}
