import { Body1, Card, CardHeader, Subtitle2, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentDismissRegular } from '@fluentui/react-icons';
import { Trans } from '@lingui/react/macro';
import type { ReactElement, ReactNode } from 'react';
import { EmptyState } from './list/empty-state';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  columns: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))',
    alignItems: 'start',
  },
  paragraphs: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  paragraph: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: tokens.lineHeightBase400 },
  muted: { margin: 0, color: tokens.colorNeutralForeground3 },
  headingRow: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  pageHeading: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  pageTitle: { margin: 0 },
});

/** A proposal page's column of cards. */
export function PageStack({ children }: { children: ReactNode }) {
  return <div className={useStyles().page}>{children}</div>;
}

/** Cards side by side on wide screens, stacked on narrow ones. */
export function PageColumns({ children }: { children: ReactNode }) {
  return <div className={useStyles().columns}>{children}</div>;
}

type SectionCardProps = {
  title: ReactNode;
  action?: ReactElement;
  children: ReactNode;
  id?: string;
  /** h2 on a proposal page; h3 under a page's own h2 heading (the project's follow-up pages). */
  headingLevel?: 'h2' | 'h3';
};

/** One titled part of a proposal page. */
export function SectionCard({ title, action, children, id, headingLevel = 'h2' }: SectionCardProps) {
  const styles = useStyles();
  return (
    <Card className={styles.card} id={id}>
      <CardHeader header={<Subtitle2 as={headingLevel}>{title}</Subtitle2>} action={action} />
      {children}
    </Card>
  );
}

/** A page's own heading (h2) with an optional action beside it, over cards whose headings are h3. */
export function PageHeading({ title, action }: { title: ReactNode; action?: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.pageHeading}>
      <Title3 as="h2" className={styles.pageTitle}>
        {title}
      </Title3>
      {action}
    </div>
  );
}

/**
 * Text an organisation wrote, split into its paragraphs. `dir="auto"` lets an Arabic answer read right to left
 * in the English interface, and the other way round.
 */
export function WrittenText({ text }: { text: string | null | undefined }) {
  const styles = useStyles();
  const paragraphs = (text ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return <NotProvided />;
  return (
    <div className={styles.paragraphs}>
      {paragraphs.map((paragraph, index) => (
        // Paragraphs have no identity of their own; their order is their identity.
        <Body1 as="p" key={index} className={styles.paragraph} dir="auto">
          {paragraph}
        </Body1>
      ))}
    </div>
  );
}

/** A titled paragraph group inside a card (background, monitoring, other information). */
export function TitledText({ title, text }: { title: ReactNode; text: string | null | undefined }) {
  return (
    <section>
      <Subtitle2 as="h3" block style={{ marginBlockEnd: tokens.spacingVerticalXS }}>
        {title}
      </Subtitle2>
      <WrittenText text={text} />
    </section>
  );
}

export function NotProvided() {
  return (
    <Body1 as="p" className={useStyles().muted}>
      <Trans>Not provided</Trans>
    </Body1>
  );
}

/** A page the organisation left empty: said plainly, so the reviewer can raise it in the negotiation. */
export function EmptySection({ children }: { children?: ReactNode }) {
  return (
    <EmptyState icon={<DocumentDismissRegular />} title={<Trans>The organisation left this page empty</Trans>}>
      {children}
    </EmptyState>
  );
}
