import { Card, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';
import { ScrollRegion } from '@/ui/scroll-region';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: tokens.spacingHorizontalS },
  // Tables scroll sideways inside the card on a phone instead of widening the page.
});

type NgoSectionProps = {
  title: ReactNode;
  /** Beside the title: how many, a link to more. */
  aside?: ReactNode;
  children: ReactNode;
};

/** One part of an organisation's page (contacts, due diligences, proposals, projects), headed and named. */
export function NgoSection({ title, aside, children }: NgoSectionProps) {
  const styles = useStyles();
  const titleId = useId();
  return (
    <Card className={styles.card} role="region" aria-labelledby={titleId}>
      <div className={styles.header}>
        <Subtitle2 as="h2" id={titleId}>
          {title}
        </Subtitle2>
        {aside}
      </div>
      <ScrollRegion labelledBy={titleId}>{children}</ScrollRegion>
    </Card>
  );
}
