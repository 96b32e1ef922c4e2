import { Badge, Body1, Button, Caption1, Card, Subtitle2, makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronUpRegular, CloudArrowUpRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId, useState, type ReactNode } from 'react';
import type { Grant } from '#contract/grants';
import { useLocale } from '@/lib/use-locale';
import { useLinkStyles } from '@/ui/link-styles';
import { useDateFormatter } from '@/ui/list/format-date';
import { CountryChips } from './country-chips';
import { GrantPeople } from './grant-people';
import { formatGrantSizeRange } from './grant-size';
import { GrantStatusChip } from './grant-status-chip';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  header: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  title: { flexGrow: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  deleting: { textDecorationLine: 'line-through', color: tokens.colorNeutralForeground3 },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: 0,
  },
  fact: { display: 'flex', flexDirection: 'column', margin: 0 },
  term: { ...typographyStyles.caption1, color: tokens.colorNeutralForeground3 },
  value: { ...typographyStyles.body1, margin: 0 },
  details: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingBlockStart: tokens.spacingVerticalS },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  programs: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  toggle: { alignSelf: 'flex-start' },
  note: { color: tokens.colorNeutralForeground2 },
});

type GrantCardViewProps = {
  grant: Grant;
  countryNames: readonly string[];
  /** Queued changes are shown (the values already overlaid) and wait for the server. */
  pending?: boolean;
  /** A queued deletion: struck through, reading "Deleting…". */
  deleting?: boolean;
  /** The title links to the overview, except for a grant the server does not have yet. */
  linked?: boolean;
  actions?: ReactNode;
  /** A line under the title: what happens next to a grant the server does not have yet. */
  note?: ReactNode;
};

/** A grant card (spec section 2): what the list shows of each grant; the detail hides under "Details". */
export function GrantCardView({ grant, countryNames, pending, deleting, linked = true, actions, note }: GrantCardViewProps) {
  const styles = useStyles();
  const linkStyles = useLinkStyles();
  const { t } = useLingui();
  const formatDate = useDateFormatter();
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const title = grant.title;
  const createdBy = grant.created_by_name;
  const deadline = grant.deadline ? formatDate(`${grant.deadline}T00:00:00`) : t`No deadline yet`;

  return (
    <Card className={styles.card} aria-busy={pending || undefined}>
      <div className={styles.header}>
        <div className={styles.title}>
          <Subtitle2 as="h2" className={deleting ? styles.deleting : undefined}>
            {linked && !deleting ? (
              <Link to="/grants/$grantId/overview" params={{ grantId: grant.id }} className={linkStyles.link}>
                {title}
              </Link>
            ) : (
              title
            )}
          </Subtitle2>
          <GrantStatusChip status={grant.status} />
          {deleting ? (
            <Badge appearance="tint" color="danger" icon={<CloudArrowUpRegular />}>
              <Trans>Deleting…</Trans>
            </Badge>
          ) : pending ? (
            <Badge appearance="tint" color="informative" icon={<CloudArrowUpRegular />}>
              <Trans>Pending</Trans>
            </Badge>
          ) : null}
        </div>
        {actions}
      </div>
      {note ? <Body1 className={styles.note}>{note}</Body1> : null}
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.term}><Trans>Size</Trans></dt>
          <dd className={styles.value}>
            <GrantSizeRange min={grant.min_size} max={grant.max_size} symbol={grant.currency.symbol} />
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}><Trans>Created by</Trans></dt>
          <dd className={styles.value}>
            {createdBy}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}><Trans>Created on</Trans></dt>
          <dd className={styles.value}>
            {formatDate(grant.created_at)}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}><Trans>Deadline</Trans></dt>
          <dd className={styles.value}>
            {deadline}
          </dd>
        </div>
      </dl>
      <Button
        className={styles.toggle}
        appearance="transparent"
        size="small"
        icon={expanded ? <ChevronUpRegular /> : <ChevronDownRegular />}
        iconPosition="after"
        aria-expanded={expanded}
        aria-controls={detailsId}
        onClick={() => setExpanded((open) => !open)}
      >
        {expanded ? <Trans>Hide details</Trans> : <Trans>Show details</Trans>}
      </Button>
      {expanded ? (
        <div id={detailsId} className={styles.details}>
          <section className={styles.section} aria-label={t`Users in charge`}>
            <Caption1 className={styles.term}>
              <Trans>Users in charge</Trans>
            </Caption1>
            <GrantPeople users={grant.users_in_charge} />
          </section>
          <section className={styles.section} aria-label={t`Targeted programs`}>
            <Caption1 className={styles.term}>
              <Trans>Targeted programs</Trans>
            </Caption1>
            {grant.programs.length > 0 ? (
              <ul className={styles.programs}>
                {grant.programs.map((program) => {
                  const programTitle = program.title;
                  const percent = program.percent;
                  return (
                    <li key={program.programId}>
                      <Trans>
                        <bdi>{programTitle}</bdi>: {percent}%
                      </Trans>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <Body1>
                <Trans>No programs yet</Trans>
              </Body1>
            )}
          </section>
          <section className={styles.section} aria-label={t`Countries`}>
            <Caption1 className={styles.term}>
              <Trans>Countries</Trans>
            </Caption1>
            <CountryChips names={countryNames} />
          </section>
        </div>
      ) : null}
    </Card>
  );
}

function GrantSizeRange({ min, max, symbol }: { min: number; max: number; symbol: string }) {
  const locale = useLocale();
  return <>{formatGrantSizeRange(min, max, symbol, locale)}</>;
}
