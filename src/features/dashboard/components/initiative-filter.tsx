import { Dropdown, Option, makeStyles } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { programOptionsQuery } from '@/features/reference';

const ALL = 'all';
const useStyles = makeStyles({ dropdown: { minWidth: '200px' } });

type InitiativeFilterProps = {
  /** The initiative (program) the figures are narrowed to; undefined: all. */
  value: number | undefined;
  onChange: (programId: number | undefined) => void;
};

/** Narrows the dashboard to the grants that target one initiative (the URL's program_id). */
export function InitiativeFilter({ value, onChange }: InitiativeFilterProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const programs = useQuery({ ...programOptionsQuery(), meta: { silentErrors: true } });
  const options = (programs.data ?? []).toSorted((a, b) => a.title.localeCompare(b.title));
  const chosen = options.find((program) => program.id === value)?.title;
  return (
    <Dropdown
      className={styles.dropdown}
      aria-label={t`Initiative`}
      value={value === undefined ? t`All initiatives` : (chosen ?? t`Initiative ${value}`)}
      selectedOptions={[value === undefined ? ALL : String(value)]}
      onOptionSelect={(_, data) => {
        if (!data.optionValue) return;
        onChange(data.optionValue === ALL ? undefined : Number(data.optionValue));
      }}
    >
      <Option value={ALL}>{t`All initiatives`}</Option>
      {options.map((program) => (
        <Option key={program.id} value={String(program.id)} text={program.title}>
          {program.title}
        </Option>
      ))}
    </Dropdown>
  );
}
