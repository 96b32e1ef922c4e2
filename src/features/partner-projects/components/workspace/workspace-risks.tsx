import { Badge, Button, Caption1, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { ClockRegular, EditRegular, ShieldRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { ProjectRisk } from '#contract/project-tracking';
import { TrackingChip } from '@/features/projects';
import { PROJECT_RISK_STATUS_LOOK } from '@/features/projects';
import { RISK_CATEGORY_LABELS, levelLook } from '@/features/proposals';
import { calendarDay } from '@/lib/calendar-day';
import { SectionCard } from '@/ui/page-section';
import { usePendingRecords } from '@/offline/outbox';
import { EmptyState } from '@/ui/list/empty-state';
import { useDateFormatter } from '@/ui/list/format-date';
import { ScrollRegion } from '@/ui/scroll-region';
import { PARTNER_PROJECT_ENTITY, queuedRiskReviews, type PartnerProjectRef } from '../../api/partner-project-queued';
import { RiskReviewDialog } from './risk-review-dialog';

const useStyles = makeStyles({
  table: { minWidth: '960px' },
  caption: { textAlign: 'start', color: tokens.colorNeutralForeground3, paddingBlockEnd: tokens.spacingVerticalS },
  text: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  nowrap: { whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * The risk register agreed at acceptance, as the organisation keeps it up to date (issue 14 item 6): each risk's
 * status, whether it materialised, the mitigation and the next review, changed through the outbox. A review waiting
 * to be sent shows as the user saved it; the funder reads the same register on its risks-management page.
 */
export function WorkspaceRisks({ risks, project }: { risks: readonly ProjectRisk[]; project: PartnerProjectRef }) {
  const styles = useStyles();
  const captionId = useId();
  const { t, i18n } = useLingui();
  const formatDate = useDateFormatter();
  const queued = queuedRiskReviews(usePendingRecords(PARTNER_PROJECT_ENTITY, project.projectId));
  const [reviewing, setReviewing] = useState<ProjectRisk | null>(null);
  return (
    <SectionCard headingLevel="h2" title={<Trans>Risks</Trans>}>
      {risks.length === 0 ? (
        <EmptyState icon={<ShieldRegular />} title={<Trans>No risks in the register</Trans>} />
      ) : (
        <ScrollRegion labelledBy={captionId}>
          <Table size="small" className={styles.table}>
            <caption id={captionId} className={styles.caption}>
              <Trans>The project’s risk register. Review a risk when its situation changes.</Trans>
            </caption>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>
                  <Trans>Risk</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Level</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Status</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Materialised</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Mitigation</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Next review</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Last reviewed</Trans>
                </TableHeaderCell>
                <TableHeaderCell>
                  <Trans>Actions</Trans>
                </TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {risks.map((saved) => {
                const waiting = queued.get(saved.id);
                const risk = waiting ? { ...saved, ...waiting } : saved;
                const level = levelLook(risk.level);
                const title = risk.title;
                const reviewer = risk.reviewed_by?.name ?? '';
                return (
                  <TableRow key={risk.id}>
                    <TableCell>
                      <span dir="auto">{title}</span>
                      <br />
                      <Caption1 className={styles.muted}>{i18n._(RISK_CATEGORY_LABELS[risk.category])}</Caption1>
                    </TableCell>
                    <TableCell>
                      <Badge appearance="tint" shape="rounded" color={level.color}>
                        {i18n._(level.label)}
                      </Badge>
                    </TableCell>
                    <TableCell>
                      <TrackingChip look={PROJECT_RISK_STATUS_LOOK[risk.status]} />
                    </TableCell>
                    <TableCell>{risk.isMaterialized ? <Trans>Yes</Trans> : <Trans>No</Trans>}</TableCell>
                    <TableCell className={styles.text} dir="auto">
                      {risk.mitigation}
                    </TableCell>
                    <TableCell className={styles.nowrap}>{risk.review_date ? formatDate(calendarDay(risk.review_date)) : '—'}</TableCell>
                    <TableCell>
                      {risk.reviewed_at ? (
                        <>
                          <span className={styles.nowrap}>{formatDate(risk.reviewed_at)}</span>
                          {reviewer ? (
                            <>
                              <br />
                              <Caption1 className={styles.muted}>
                                <bdi>{reviewer}</bdi>
                              </Caption1>
                            </>
                          ) : null}
                        </>
                      ) : (
                        '—'
                      )}
                    </TableCell>
                    <TableCell>
                      {waiting ? (
                        <Badge appearance="tint" color="informative" icon={<ClockRegular />}>
                          <Trans>Waiting to be sent</Trans>
                        </Badge>
                      ) : (
                        <Button size="small" icon={<EditRegular />} aria-label={t`Update the review of ${title}`} onClick={() => setReviewing(saved)}>
                          <Trans>Update</Trans>
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
      {reviewing ? <RiskReviewDialog project={project} risk={reviewing} onClose={() => setReviewing(null)} /> : null}
    </SectionCard>
  );
}
