import { makeStyles } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Program } from '#contract/programs';
import { useLinkStyles } from '@/ui/link-styles';
import { useDateFormatter } from '@/ui/list/format-date';
import { RecordsTable, type RecordColumn } from '@/ui/list/records-table';
import { ScrollRegion } from '@/ui/scroll-region';
import { ProgramActionsMenu, type ProgramAction } from './program-actions-menu';
import { StrategicBadge } from './strategic-badge';

const useStyles = makeStyles({
  // Nine columns do not fit a phone: the table scrolls sideways inside the page instead of widening it.
  table: { minWidth: '900px' },
  number: { fontVariantNumeric: 'tabular-nums' },
});

type ProgramsTableProps = {
  programs: readonly Program[] | undefined;
  onAction: (action: ProgramAction, program: Program) => void;
};

/** The funder's initiatives; `programs` undefined means the first page is still loading. */
export function ProgramsTable({ programs, onAction }: ProgramsTableProps) {
  const styles = useStyles();
  const linkStyles = useLinkStyles();
  const { t } = useLingui();
  const formatDate = useDateFormatter();
  const figure = { className: styles.number };
  const columns: RecordColumn<Program>[] = [
    {
      key: 'title',
      header: <Trans>Title</Trans>,
      renderCell: (program) => (
        <Link to="/programs/$programId" params={{ programId: String(program.id) }} className={linkStyles.link}>
          {program.title}
        </Link>
      ),
    },
    { key: 'reference', header: <Trans>Reference</Trans>, renderCell: (program) => <bdi>{program.reference_id ?? '—'}</bdi> },
    { key: 'manager', header: <Trans>Manager</Trans>, renderCell: (program) => program.manager_name ?? '—' },
    { key: 'strategic', header: <Trans>Strategic</Trans>, renderCell: (program) => <StrategicBadge strategic={program.strategic} /> },
    { key: 'users', header: <Trans>Users in charge</Trans>, renderCell: (program) => program.users.length, cellProps: figure },
    { key: 'objectives', header: <Trans>Objectives</Trans>, renderCell: (program) => program.objectives_count, cellProps: figure },
    { key: 'grants', header: <Trans>Grants</Trans>, renderCell: (program) => program.grants_count, cellProps: figure },
    { key: 'created', header: <Trans>Created on</Trans>, renderCell: (program) => formatDate(program.created_at) },
  ];
  return (
    <ScrollRegion label={t`Initiatives`}>
      <RecordsTable
        label={t`Initiatives`}
        rows={programs}
        columns={columns}
        renderActions={(program) => <ProgramActionsMenu program={program} onAction={onAction} />}
        className={styles.table}
      />
    </ScrollRegion>
  );
}
