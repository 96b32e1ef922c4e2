import { Badge, Caption1, Card, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { CloudArrowUpRegular, type FluentIcon } from '@fluentui/react-icons';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  top: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, flexGrow: 1, minWidth: 'min(100%, 280px)' },
  titleRow: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  title: { margin: 0, minWidth: 0, overflowWrap: 'anywhere' },
  caption: { color: tokens.colorNeutralForeground3 },
  facts: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalS, margin: 0 },
  fact: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  icon: { color: tokens.colorNeutralForeground3, flexShrink: 0, fontSize: '16px' },
  // Read by screen readers, hidden on screen: the icons say the same to sighted readers.
  term: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
  value: { margin: 0 },
});

type DetailHeaderCardProps = {
  /** The record's name, the page's h1. */
  title: string;
  /** Chips beside the title: the record's status. */
  chips: ReactNode;
  /**
   * The text of the badge that says changes to the record wait in the outbox, or nothing when none waits. The texts
   * stay with the features: this card has none of its own, so it adds nothing to the catalog every page loads.
   */
  pending: ReactNode;
  /** The line under the title (the record's code). */
  caption: ReactNode;
  /** What stands at the end of the title's row: the project's progress, the proposal's actions. */
  aside: ReactNode;
  /** The facts, each a `HeaderFact`. */
  children: ReactNode;
};

/**
 * The header card of a proposal's or a project's detail layout (spec section 2): the title with its chips and a caption,
 * something at the end of that row, then the record's facts in one wrapping line, each an icon and its value.
 */
export function DetailHeaderCard({ title, chips, pending, caption, aside, children }: DetailHeaderCardProps) {
  const styles = useStyles();
  return (
    <Card className={styles.card}>
      <div className={styles.top}>
        <div className={styles.heading}>
          <div className={styles.titleRow}>
            <Title2 as="h1" className={styles.title} dir="auto">
              {title}
            </Title2>
            {chips}
            {pending ? (
              <Badge appearance="tint" color="informative" icon={<CloudArrowUpRegular />}>
                {pending}
              </Badge>
            ) : null}
          </div>
          <Caption1 className={styles.caption}>{caption}</Caption1>
        </div>
        {aside}
      </div>
      <dl className={styles.facts}>{children}</dl>
    </Card>
  );
}

/** One fact of the header card: the term for screen readers, the icon in its place for everyone else. */
export function HeaderFact({ icon: Icon, term, children }: { icon: FluentIcon; term: ReactNode; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.fact}>
      <Icon className={styles.icon} aria-hidden />
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}
