import {
  Badge,
  Body1,
  Card,
  CardHeader,
  Subtitle2,
  Tag,
  TagGroup,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { differenceInCalendarDays, parseISO } from 'date-fns';
import { useState, type ReactNode } from 'react';
import { GrantStatus } from '#contract/enums';
import { useCountryNames, useCurrencyName } from '@/features/reference';
import { useLocale } from '@/lib/use-locale';
import { useDateFormatter } from '@/ui/list/format-date';
import { GrantStatusChip } from '../grant-status-chip';
import { GrantProgramsBars } from './grant-programs-bars';
import { MissingForPublishingBox } from './missing-for-publishing';
import { useShownGrant, useShownValidation } from './use-grant-detail';
import { formatGrantSizeRange } from '../grant-size';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  columns: {
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
    alignItems: 'start',
  },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  text: { whiteSpace: 'pre-wrap', margin: 0 },
  muted: { color: tokens.colorNeutralForeground3, margin: 0 },
  people: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0, padding: 0, listStyleType: 'none' },
  person: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <CardHeader header={<Subtitle2 as="h2">{title}</Subtitle2>} />
      {children}
    </Card>
  );
}

/** Everything about a grant, in a readable layout (spec section 2, grant overview). */
export function GrantOverview({ grantId }: { grantId: number }) {
  const styles = useStyles();
  const { t } = useLingui();
  const formatDate = useDateFormatter();
  const { grant } = useShownGrant(grantId);
  const validation = useShownValidation(grant);
  const countries = useCountryNames()(grant.countries);
  const locale = useLocale();
  const size = formatGrantSizeRange(grant.min_size, grant.max_size, grant.currency.symbol, locale);
  const currency = useCurrencyName()(grant.currency);

  return (
    <div className={styles.page}>
      {grant.status === GrantStatus.Draft && validation ? <MissingForPublishingBox grantId={grant.id} validation={validation} /> : null}
      <div className={styles.columns}>
        <Section title={t`Summary`}>
          <dl className={styles.facts}>
            <dt className={styles.term}>
              <Trans>Status</Trans>
            </dt>
            <dd className={styles.value}>
              <GrantStatusChip status={grant.status} />
            </dd>
            <dt className={styles.term}>
              <Trans>Grant size</Trans>
            </dt>
            <dd className={styles.value}>
              <span>{size}</span>
              <span className={styles.term}>({currency})</span>
            </dd>
            <dt className={styles.term}>
              <Trans>Deadline</Trans>
            </dt>
            <dd className={styles.value}>
              {grant.deadline ? (
                <>
                  <span>{formatDate(grant.deadline)}</span>
                  <DaysLeft deadline={grant.deadline} />
                </>
              ) : (
                <span className={styles.term}>
                  <Trans>Set when the grant is published</Trans>
                </span>
              )}
            </dd>
            <dt className={styles.term}>
              <Trans>Created by</Trans>
            </dt>
            <dd className={styles.value}>{grant.created_by_name}</dd>
            <dt className={styles.term}>
              <Trans>Created on</Trans>
            </dt>
            <dd className={styles.value}>{formatDate(grant.created_at)}</dd>
            <dt className={styles.term}>
              <Trans>Proposals</Trans>
            </dt>
            <dd className={styles.value}>{grant.proposals_count}</dd>
          </dl>
        </Section>
        <Section title={t`Users in charge`}>
          {grant.users_in_charge.length === 0 ? (
            <p className={styles.muted}>
              <Trans>Nobody is in charge of this grant yet.</Trans>
            </p>
          ) : (
            <ul className={styles.people}>
              {grant.users_in_charge.map((user) => (
                <li key={user.admin_id} className={styles.person}>
                  <span dir="auto">{user.name}</span>
                  {user.is_manager ? (
                    <Badge appearance="tint" color="brand" shape="rounded">
                      <Trans>Manager</Trans>
                    </Badge>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
      <Section title={t`Description`}>
        {grant.description ? (
          <Body1 as="p" className={styles.text} dir="auto">
            {grant.description}
          </Body1>
        ) : (
          <p className={styles.muted}>
            <Trans>No description yet.</Trans>
          </p>
        )}
      </Section>
      <Section title={t`Eligibility`}>
        {grant.eligibility ? (
          <Body1 as="p" className={styles.text} dir="auto">
            {grant.eligibility}
          </Body1>
        ) : (
          <p className={styles.muted}>
            <Trans>No eligibility criteria yet.</Trans>
          </p>
        )}
      </Section>
      <div className={styles.columns}>
        <Section title={t`Targeted programs`}>
          <GrantProgramsBars programs={grant.programs} />
        </Section>
        <Section title={t`Countries`}>
          {countries.length === 0 ? (
            <p className={styles.muted}>
              <Trans>No country is targeted yet.</Trans>
            </p>
          ) : (
            <TagGroup aria-label={t`Countries`} style={{ flexWrap: 'wrap', gap: tokens.spacingHorizontalXS }}>
              {countries.map((name) => (
                <Tag key={name} size="small" appearance="outline">
                  {name}
                </Tag>
              ))}
            </TagGroup>
          )}
        </Section>
      </div>
    </div>
  );
}

/** "12 days left", "Closes today" or "Deadline passed", with Lingui's plurals (Arabic has six forms). */
function DaysLeft({ deadline }: { deadline: string }) {
  // Counted from when the page opened: a day rolling over while it is open is not worth a re-render timer.
  const [today] = useState(() => new Date());
  const days = differenceInCalendarDays(parseISO(deadline), today);
  const label =
    days < 0 ? <Trans>Deadline passed</Trans> : days === 0 ? <Trans>Closes today</Trans> : <Plural value={days} one="# day left" other="# days left" />;
  return (
    <Badge appearance="tint" color={days < 0 ? 'danger' : days <= 7 ? 'warning' : 'informative'} shape="rounded">
      {label}
    </Badge>
  );
}
