import { Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react';
import type { ReactElement, ReactNode } from 'react';
import type { ProjectPageSlug } from '#contract/project-pages';
import { PageStack, SectionCard } from '@/ui/page-section';
import { PROJECT_PAGE_LABELS } from '../project-page-labels';
import { PRINT_HIDDEN } from '@/ui/printable-report';

const useStyles = makeStyles({
  heading: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  title: { margin: 0, flexGrow: 1 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/**
 * A follow-up page of a project: its name as the h2 heading (screen readers and tests find the page by it), the
 * page's actions beside it (left out of a printout), then its sections, each an h3.
 */
export function TrackingPage({ page, actions, children }: { page: ProjectPageSlug; actions?: ReactNode; children: ReactNode }) {
  const styles = useStyles();
  const { i18n } = useLingui();
  return (
    <PageStack>
      <div className={styles.heading}>
        <Title3 as="h2" className={styles.title}>
          {i18n._(PROJECT_PAGE_LABELS[page])}
        </Title3>
        {actions ? (
          <div className={styles.actions} {...PRINT_HIDDEN}>
            {actions}
          </div>
        ) : null}
      </div>
      {children}
    </PageStack>
  );
}

/** One titled part of a follow-up page. */
export function TrackingSection(props: { title: ReactNode; action?: ReactElement; children: ReactNode; id?: string }) {
  return <SectionCard {...props} headingLevel="h3" />;
}
