import { Field, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useDateFormatter } from '@/ui/list/format-date';
import type { ReportPeriodChoice } from './report-periods';
import { MONTH_FORMAT, monthStart } from './tracking-format';

export const CUSTOM_PERIOD = 'custom';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  field: { minWidth: '200px' },
});

type ReportPeriodPickerProps = {
  choices: readonly ReportPeriodChoice[];
  months: readonly string[];
  /** A choice's key, or CUSTOM_PERIOD. */
  choice: string;
  custom: { from: string; to: string };
  onChoice: (key: string) => void;
  onCustom: (period: { from: string; to: string }) => void;
};

/** The period a board report covers: a quarter, a year, the whole project, or months chosen one by one. */
export function ReportPeriodPicker({ choices, months, choice, custom, onChoice, onCustom }: ReportPeriodPickerProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const formatDate = useDateFormatter();
  const monthName = (month: string) => formatDate(monthStart(month), MONTH_FORMAT);
  const label = (option: ReportPeriodChoice) => {
    if (option.kind === 'quarter') {
      const { quarter, year } = option;
      return t`Quarter ${quarter}, ${year}`;
    }
    if (option.kind === 'year') return String(option.year);
    return t`The whole project to date`;
  };
  return (
    <div className={styles.row}>
      <Field className={styles.field} label={t`Period`} size="small">
        <Select size="small" value={choice} onChange={(_, data) => onChoice(data.value)}>
          {choices.map((option) => (
            <option key={option.key} value={option.key}>
              {label(option)}
            </option>
          ))}
          <option value={CUSTOM_PERIOD}>{t`Months of my choice`}</option>
        </Select>
      </Field>
      {choice === CUSTOM_PERIOD ? (
        <>
          <Field className={styles.field} label={t`From`} size="small">
            <Select size="small" value={custom.from} onChange={(_, data) => onCustom({ from: data.value, to: custom.to < data.value ? data.value : custom.to })}>
              {months.map((month) => (
                <option key={month} value={month}>
                  {monthName(month)}
                </option>
              ))}
            </Select>
          </Field>
          <Field className={styles.field} label={t`To`} size="small">
            <Select size="small" value={custom.to} onChange={(_, data) => onCustom({ from: custom.from, to: data.value })}>
              {months
                .filter((month) => month >= custom.from)
                .map((month) => (
                  <option key={month} value={month}>
                    {monthName(month)}
                  </option>
                ))}
            </Select>
          </Field>
        </>
      ) : null}
    </div>
  );
}
