import {
  Badge,
  Body1,
  MessageBar,
  MessageBarBody,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ShieldCheckmarkRegular } from '@fluentui/react-icons';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ProposalDueDiligence } from '#contract/proposals';
import { EmptyState } from '@/ui/list/empty-state';
import { useDateFormatter } from '@/ui/list/format-date';
import { useLinkStyles } from '@/ui/link-styles';
import { proposalDueDiligencesQuery } from '../api/proposal-page-queries';
import { calendarDay } from '@/lib/calendar-day';
import { StoredFileLink } from '@/ui/stored-file-link';
import { PageStack, SectionCard } from '@/ui/page-section';
import { EXPIRY_WARNING_DAYS, expiryState, type ExpiryState } from './due-diligence-expiry';
import { ScrollRegion } from '@/ui/scroll-region';

const useStyles = makeStyles({
  expiry: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, whiteSpace: 'nowrap' },
  note: { whiteSpace: 'pre-wrap', color: tokens.colorNeutralForeground2 },
  muted: { color: tokens.colorNeutralForeground3 },
});

function ExpiryBadge({ state }: { state: ExpiryState | null }) {
  if (state === 'expired') {
    return (
      <Badge appearance="filled" color="danger" size="small">
        <Trans>Expired</Trans>
      </Badge>
    );
  }
  if (state === 'expiresSoon') {
    return (
      <Badge appearance="tint" color="warning" size="small">
        <Trans>Expires soon</Trans>
      </Badge>
    );
  }
  return null;
}

/**
 * Due diligences (spec section 2): every due diligence the grant requires, whether the organisation provided it,
 * its document, and whether it is still valid (expired, or expiring within 30 days).
 */
export function DueDiligencesPage({ proposalId }: { proposalId: number }) {
  const styles = useStyles();
  const linkStyles = useLinkStyles();
  const { t } = useLingui();
  const formatDate = useDateFormatter();
  const { data: required } = useSuspenseQuery(proposalDueDiligencesQuery(proposalId));
  // The day the page was opened: badges do not change while it is read.
  const [today] = useState(() => new Date());
  const states = new Map(required.map((item) => [item.id, item.provided ? expiryState(item.expires_on, today) : null]));
  const missing = required.filter((item) => !item.provided).length;
  const expired = [...states.values()].filter((state) => state === 'expired').length;

  if (required.length === 0) {
    return (
      <PageStack>
        <SectionCard title={t`Due diligences`}>
          <EmptyState icon={<ShieldCheckmarkRegular />} title={<Trans>The grant requires no due diligence</Trans>} />
        </SectionCard>
      </PageStack>
    );
  }
  return (
    <PageStack>
      {missing > 0 || expired > 0 ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            {missing > 0 ? (
              <Plural value={missing} one="# required due diligence is missing." other="# required due diligences are missing." />
            ) : null}{' '}
            {expired > 0 ? <Plural value={expired} one="# document has expired." other="# documents have expired." /> : null}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <SectionCard title={t`Due diligences`}>
        <Body1 as="p" className={styles.muted}>
          <Trans>Documents that expire within {EXPIRY_WARNING_DAYS} days are marked “Expires soon”.</Trans>
        </Body1>
        <ScrollRegion label={t`Due diligences`}>
          <Table size="small" aria-label={t`Due diligences`}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>
                  <Trans>Due diligence</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Status</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Document</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Expires on</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Note</Trans>
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {required.map((item) => (
                <DueDiligenceRow
                  key={item.id}
                  item={item}
                  state={states.get(item.id) ?? null}
                  expiresOn={item.expires_on ? formatDate(calendarDay(item.expires_on)) : null}
                  linkClass={linkStyles.link}
                />
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      </SectionCard>
    </PageStack>
  );
}

function DueDiligenceRow({
  item,
  state,
  expiresOn,
  linkClass,
}: {
  item: ProposalDueDiligence;
  state: ExpiryState | null;
  expiresOn: string | null;
  linkClass: string;
}) {
  const styles = useStyles();
  return (
    <TableRow>
      <TableCell dir="auto">{item.name}</TableCell>
      <TableCell>
        {item.provided ? (
          <Badge appearance="tint" color="success">
            <Trans>Provided</Trans>
          </Badge>
        ) : (
          <Badge appearance="tint" color="danger">
            <Trans>Missing</Trans>
          </Badge>
        )}
      </TableCell>
      <TableCell>
        {item.file_url ? (
          <StoredFileLink url={item.file_url} className={linkClass} dir="auto">
            {item.file_name ?? item.name}
          </StoredFileLink>
        ) : (
          <span className={styles.muted}>—</span>
        )}
      </TableCell>
      <TableCell>
        <span className={styles.expiry}>
          {expiresOn ?? <span className={styles.muted}>—</span>}
          <ExpiryBadge state={state} />
        </span>
      </TableCell>
      <TableCell dir="auto" className={styles.note}>
        {item.note ?? ''}
      </TableCell>
    </TableRow>
  );
}
