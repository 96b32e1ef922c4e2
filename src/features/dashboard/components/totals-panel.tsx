import { Body1, Caption1, Subtitle2, Title2, makeStyles, tokens } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import type { DashboardTotals } from '#contract/dashboard';
import { GrantStatus } from '#contract/enums';
import { GRANT_STATUS_LOOK } from '@/features/grants';
import { proposalStatusLabel } from '@/features/proposals';
import { formatCount } from '@/lib/format-money';
import { currencyName } from '@/lib/reference-names';
import { useLocale } from '@/lib/use-locale';
import { useLinkStyles } from '@/ui/link-styles';
import { MoneyText } from '@/ui/money-text';

const useStyles = makeStyles({
  tiles: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))' },
  tile: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    minWidth: 0,
  },
  tileHead: { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: tokens.spacingHorizontalS },
  breakdown: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) max-content', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground2 },
  count: { margin: 0, textAlign: 'end' },
  figures: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 140px), 1fr))', margin: 0 },
  money: { margin: 0, display: 'flex', flexDirection: 'column' },
  exact: { color: tokens.colorNeutralForeground3 },
  muted: { color: tokens.colorNeutralForeground3 },
});

type CountEntry = { key: string; label: MessageDescriptor; count: number };

/** A total and its split by status; statuses with nothing in them are left out. */
function CountTile({ title, total, entries, link }: { title: ReactNode; total: number; entries: readonly CountEntry[]; link: ReactNode }) {
  const styles = useStyles();
  const { i18n } = useLingui();
  const shown = entries.filter((entry) => entry.count > 0);
  const headingId = useId();
  return (
    <section className={styles.tile} aria-labelledby={headingId}>
      <div className={styles.tileHead}>
        <Subtitle2 as="h3" id={headingId}>
          {title}
        </Subtitle2>
        {link}
      </div>
      <Title2 as="p">{formatCount(total)}</Title2>
      {shown.length > 0 ? (
        <dl className={styles.breakdown}>
          {shown.map((entry) => (
            <div key={entry.key} style={{ display: 'contents' }}>
              <dt className={styles.term}>{i18n._(entry.label)}</dt>
              <dd className={styles.count}>{formatCount(entry.count)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}

type Money = DashboardTotals['money'][number];

/** A money figure: the short form to read at a glance, the exact amount (3 decimals) under it. */
function MoneyFigure({ label, value, symbol }: { label: ReactNode; value: number; symbol: string }) {
  const styles = useStyles();
  return (
    <div>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.money}>
        <Subtitle2>
          <MoneyText value={value} symbol={symbol} short />
        </Subtitle2>
        <Caption1 className={styles.exact}>
          <MoneyText value={value} symbol={symbol} />
        </Caption1>
      </dd>
    </div>
  );
}

/** One currency's money: never added to another currency's. */
function CurrencyTile({ money }: { money: Money }) {
  const styles = useStyles();
  const locale = useLocale();
  const projects = formatCount(money.projects);
  return (
    <section className={styles.tile} aria-labelledby={`dashboard-money-${money.currency_id}`}>
      <div className={styles.tileHead}>
        <Subtitle2 as="h3" id={`dashboard-money-${money.currency_id}`}>
          {money.code} <span className={styles.muted}>{currencyName(money, locale)}</span>
        </Subtitle2>
        <Caption1 className={styles.muted}>
          {money.projects === 1 ? <Trans>1 project</Trans> : <Trans>{projects} projects</Trans>}
        </Caption1>
      </div>
      <dl className={styles.figures}>
        <MoneyFigure label={<Trans>Committed</Trans>} value={money.committed} symbol={money.symbol} />
        <MoneyFigure label={<Trans>Disbursed</Trans>} value={money.disbursed} symbol={money.symbol} />
        <MoneyFigure label={<Trans>Spent</Trans>} value={money.spent} symbol={money.symbol} />
      </dl>
    </section>
  );
}

type TotalsPanelProps = {
  totals: DashboardTotals;
  /** Whether the user may open a section's list (a main menu path); its tile then links there. */
  canOpen: (path: string) => boolean;
};

const GRANT_STATUSES = Object.values(GrantStatus);

function statusEntries(entries: DashboardTotals['proposals']['by_status']): CountEntry[] {
  return entries.map((entry) => ({ key: entry.status, label: proposalStatusLabel[entry.status], count: entry.count }));
}

/** Grants, proposals and projects by status, then committed, disbursed and spent money, one currency at a time. */
export function TotalsFigures({ totals, canOpen }: TotalsPanelProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const linkClass = useLinkStyles().link;
  // Typed as the main menu's paths are (ui/shell/nav-items.ts): each list fills in its own default search.
  const sectionLink = (path: string, label: string) =>
    canOpen(path) ? (
      <Link to={path} className={linkClass}>
        {label}
      </Link>
    ) : null;
  const grantEntries: CountEntry[] = totals.grants.by_status.flatMap((entry) => {
    const status = GRANT_STATUSES.find((value) => value === entry.status);
    return status === undefined ? [] : [{ key: String(status), label: GRANT_STATUS_LOOK[status].label, count: entry.count }];
  });

  return (
    <>
      <div className={styles.tiles}>
        <CountTile title={<Trans>Grants</Trans>} total={totals.grants.total} entries={grantEntries} link={sectionLink('/grants', t`Open grants`)} />
        <CountTile
          title={<Trans>Proposals</Trans>}
          total={totals.proposals.total}
          entries={statusEntries(totals.proposals.by_status)}
          link={sectionLink('/proposals', t`Open proposals`)}
        />
        <CountTile
          title={<Trans>Projects</Trans>}
          total={totals.projects.total}
          entries={statusEntries(totals.projects.by_status)}
          link={sectionLink('/projects', t`Open projects`)}
        />
      </div>
      {totals.money.length > 0 ? (
        <div className={styles.tiles}>
          {totals.money.map((money) => (
            <CurrencyTile key={money.currency_id} money={money} />
          ))}
        </div>
      ) : (
        <Body1 className={styles.muted}>
          <Trans>No money committed yet: amounts appear once a proposal is accepted.</Trans>
        </Body1>
      )}
    </>
  );
}
