import { Caption1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { CloudOffRegular } from '@fluentui/react-icons';
import { useLingui } from '@lingui/react/macro';
import type { AuditEntry } from '#contract/audit';
import { directionOf } from '@/lib/i18n';
import { useLocale } from '@/lib/use-locale';
import { PersonAvatar } from '@/ui/avatars/avatars';
import { DATE_TIME_FORMAT, MONTH_FORMAT, formatDate } from '@/ui/list/format-date';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, AUDIT_FIELD_LABELS } from '../audit-labels';
import { AuditValueView, useAuditValueText } from './audit-value';

const useStyles = makeStyles({
  entry: { display: 'flex', gap: tokens.spacingHorizontalM, paddingBlock: tokens.spacingVerticalM, alignItems: 'flex-start' },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  heading: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'baseline' },
  muted: { color: tokens.colorNeutralForeground3 },
  offline: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorPaletteDarkOrangeForeground1 },
  changes: { margin: 0, paddingInlineStart: 0, listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  change: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, overflowWrap: 'anywhere' },
  field: { fontWeight: tokens.fontWeightSemibold },
  before: { textDecorationLine: 'line-through', color: tokens.colorNeutralForeground3 },
});

/** Hours and minutes of a time, in the reader's language with the portal's en digits. */
function timeOf(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'ar' ? 'ar-u-nu-latn' : 'en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

function sameDay(a: string, b: string): boolean {
  return new Date(a).toDateString() === new Date(b).toDateString();
}

type HistoryEntryProps = {
  entry: AuditEntry;
  /** Settings > Activity names what each row is about; a History tab is about one thing already. */
  showSubject?: boolean;
};

/** One change: who, when, what in words, and each field before → after; a change made offline says when it was made. */
export function HistoryEntry({ entry, showSubject = false }: HistoryEntryProps) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const valueText = useAuditValueText();
  const who = entry.user_name ?? t`System`;
  const action = i18n._(AUDIT_ACTION_LABELS[entry.action]);
  const savedAt = formatDate(entry.created_at, locale, DATE_TIME_FORMAT);
  const arrow = directionOf(locale) === 'rtl' ? '←' : '→';
  let offlineNote: string | null = null;
  if (entry.queued_at) {
    const made = sameDay(entry.queued_at, entry.created_at) ? timeOf(entry.queued_at, locale) : formatDate(entry.queued_at, locale, DATE_TIME_FORMAT);
    const saved = timeOf(entry.created_at, locale);
    offlineNote = t`Made offline at ${made}, saved at ${saved}`;
  }
  return (
    <li className={styles.entry}>
      <PersonAvatar name={who} size={32} aria-hidden />
      <div className={styles.body}>
        <div className={styles.heading}>
          <Text weight="semibold">{who}</Text>
          <Text>{action}</Text>
          {entry.month ? <Text>{formatDate(`${entry.month}-01T00:00:00`, locale, MONTH_FORMAT)}</Text> : null}
          {showSubject ? (
            <Text className={styles.muted}>
              {i18n._(AUDIT_ENTITY_LABELS[entry.entity])} #{entry.entity_id}
              {entry.title ? ` · ${entry.title}` : ''}
            </Text>
          ) : null}
          <Caption1 className={styles.muted}>
            <time dateTime={entry.created_at}>{savedAt}</time>
          </Caption1>
        </div>
        {offlineNote ? (
          <Caption1 className={styles.offline}>
            <CloudOffRegular aria-hidden />
            {offlineNote}
          </Caption1>
        ) : null}
        {entry.changes.length ? (
          <ul className={styles.changes} aria-label={t`Changed fields`}>
            {entry.changes.map((change) => {
              const field = i18n._(AUDIT_FIELD_LABELS[change.field]);
              const from = valueText(change, change.from);
              const to = valueText(change, change.to);
              return (
                <li key={change.field} className={styles.change} aria-label={t`${field}: ${from} changed to ${to}`}>
                  <span className={styles.field}>{field}:</span>
                  <span className={styles.before}>
                    <AuditValueView change={change} value={change.from} />
                  </span>
                  <span aria-hidden>{arrow}</span>
                  <span>
                    <AuditValueView change={change} value={change.to} />
                  </span>
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
    </li>
  );
}
