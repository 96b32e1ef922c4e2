import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Program } from '#contract/programs';
import { useLinkStyles } from '@/ui/link-styles';
import { useDateFormatter } from '@/ui/list/format-date';
import { SkeletonTableRows } from '@/ui/list/skeleton-rows';
import { ProgramActionsMenu, type ProgramAction } from './program-actions-menu';
import { StrategicBadge } from './strategic-badge';
import { useMinimumDuration } from '@/ui/loading';
import { ScrollRegion } from '@/ui/scroll-region';

const COLUMNS = 9;

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
  // Once shown, the placeholder stays 200 ms (spec section 9).
  const loading = useMinimumDuration(programs === undefined);
  return (
    <ScrollRegion label={t`Initiatives`}>
      <Table aria-label={t`Initiatives`} className={styles.table}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>
              <Trans>Title</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Reference</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Manager</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Strategic</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Users in charge</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Objectives</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Grants</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <Trans>Created on</Trans>
            </TableHeaderCell>
            <TableHeaderCell>
              <span hidden>
                <Trans>Actions</Trans>
              </span>
            </TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {loading || programs === undefined ? (
            <SkeletonTableRows columns={COLUMNS} />
          ) : (
            programs.map((program) => (
              <TableRow key={program.id}>
                <TableCell>
                  <Link to="/programs/$programId" params={{ programId: String(program.id) }} className={linkStyles.link}>
                    {program.title}
                  </Link>
                </TableCell>
                <TableCell>
                  <bdi>{program.reference_id ?? '—'}</bdi>
                </TableCell>
                <TableCell>{program.manager_name ?? '—'}</TableCell>
                <TableCell>
                  <StrategicBadge strategic={program.strategic} />
                </TableCell>
                <TableCell className={styles.number}>{program.users.length}</TableCell>
                <TableCell className={styles.number}>{program.objectives_count}</TableCell>
                <TableCell className={styles.number}>{program.grants_count}</TableCell>
                <TableCell>{formatDate(program.created_at)}</TableCell>
                <TableCell>
                  <ProgramActionsMenu program={program} onAction={onAction} />
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
