import { makeStyles, tokens } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ngoQuery } from '../api/get-ngo';
import { NgoContactsSection } from './ngo-contacts-section';
import { NgoDueDiligencesSection } from './ngo-due-diligences-section';
import { NgoHeader } from './ngo-header';
import { NgoProposalsSection } from './ngo-proposals-section';
import { NgoSection } from './ngo-section';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  // Contacts and documents side by side on a wide screen; each takes the full width below 1200px.
  pair: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 480px), 1fr))',
    gap: tokens.spacingVerticalL,
    alignItems: 'start',
  },
});

type NgoDetailPageProps = {
  ngoId: number;
  /** The organisation's projects with this funder: a list the projects feature draws, placed by the route. */
  projects: ReactNode;
  /** The caller may review the organisation's documents (manage_grants). */
  canReview: boolean;
};

/** /ngos/{id}: the organisation's header, its contacts and due diligences, its proposals and its projects. */
export function NgoDetailPage({ ngoId, projects, canReview }: NgoDetailPageProps) {
  const styles = useStyles();
  const { data: ngo } = useSuspenseQuery(ngoQuery(ngoId));
  return (
    <div className={styles.page}>
      <NgoHeader ngo={ngo} />
      <div className={styles.pair}>
        <NgoContactsSection ngoId={ngoId} />
        <NgoDueDiligencesSection ngoId={ngoId} canReview={canReview} />
      </div>
      <NgoProposalsSection ngoId={ngoId} />
      <NgoSection title={<Trans>Projects</Trans>}>{projects}</NgoSection>
    </div>
  );
}
