import { Field, Select, makeStyles } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useDateFormatter } from '@/ui/list/format-date';
import { MONTH_FORMAT, monthStart } from './tracking-format';

const useStyles = makeStyles({ field: { minWidth: '180px', maxWidth: '240px' } });

/**
 * The months a details call may ask for: the project's tracked months (from its first month to its last, or to this
 * month while it runs), newest first. The server refuses any other (400 on `month`), so none is offered.
 */
export function monthChoices(trackedMonths: readonly string[]): string[] {
  return trackedMonths.toReversed();
}

/** The month shown first: the one asked for if it is tracked, else the latest tracked month; null before the project starts. */
export function chosenMonth(trackedMonths: readonly string[], wanted: string | null): string | null {
  if (wanted !== null && trackedMonths.includes(wanted)) return wanted;
  return trackedMonths.at(-1) ?? null;
}

/** A month of the project, chosen from a list limited to its tracked months. */
export function TrackingMonthPicker({ months, value, onChange }: { months: readonly string[]; value: string; onChange: (month: string) => void }) {
  const styles = useStyles();
  const { t } = useLingui();
  const formatDate = useDateFormatter();
  return (
    <Field className={styles.field} label={t`Month`} size="small">
      <Select size="small" value={value} onChange={(_, data) => onChange(data.value)}>
        {monthChoices(months).map((month) => (
          <option key={month} value={month}>
            {formatDate(monthStart(month), MONTH_FORMAT)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
