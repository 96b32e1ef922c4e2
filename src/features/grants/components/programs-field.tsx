import { Button, Dropdown, Field, Input, Option, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useController, useFieldArray, useWatch, type Control, type FieldValues } from 'react-hook-form';
import { PERCENT_TOTAL } from '#contract/constants';
import { isLocale } from '#contract/enums';
import { programsPercentTotal, type GrantInput } from '#contract/grants';
import { formatMessage } from '#contract/messages';
import type { ProgramOption } from '#contract/programs';
import { useFieldMessage } from '@/ui/form/field-message';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, border: 'none', margin: 0, padding: 0 },
  legend: { paddingInline: 0, fontWeight: tokens.fontWeightSemibold },
  row: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 140px) auto', alignItems: 'end', gap: tokens.spacingHorizontalS },
  percent: { minWidth: 0, width: '100%' },
  footer: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1 },
});

type ProgramRow = { programId?: unknown; percent?: unknown };

/** The running total of the rows as typed: an empty or unreadable percent counts as 0. */
export function typedProgramsTotal(rows: readonly ProgramRow[] | undefined): number {
  return programsPercentTotal((rows ?? []).map((row) => ({ percent: Number(row.percent) || 0 })));
}

type ProgramsFieldProps = {
  control: Control<GrantInput, unknown, FieldValues>;
  programs: readonly ProgramOption[] | undefined;
};

/**
 * The targeted programs of a grant: rows of program and percent, with a running total and the spec's message
 * while the total is not exactly 100 (spec section 5, contract `programsPercentTotal`).
 */
export function ProgramsField({ control, programs }: ProgramsFieldProps) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const rows = useFieldArray({ control, name: 'programs' });
  const values = useWatch({ control, name: 'programs' });
  const total = typedProgramsTotal(values);
  const chosen = (values ?? []).map((row) => Number(row.programId));
  const available = (programs ?? []).filter((program) => !chosen.includes(program.id));
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  return (
    <fieldset className={styles.root}>
      <legend className={styles.legend}>
        <Trans>Targeted programs</Trans>
      </legend>
      {rows.fields.map((row, index) => (
        <div key={row.id} className={styles.row}>
          <ProgramPicker control={control} index={index} programs={programs ?? []} taken={chosen} />
          <PercentInput control={control} index={index} />
          <Button appearance="subtle" icon={<DeleteRegular />} aria-label={t`Remove program`} onClick={() => rows.remove(index)} />
        </div>
      ))}
      <div className={styles.footer}>
        <Button
          appearance="secondary"
          icon={<AddRegular />}
          disabled={available.length === 0}
          onClick={() => rows.append({ programId: 0, percent: Math.max(0, PERCENT_TOTAL - total) })}
        >
          <Trans>Add program</Trans>
        </Button>
        <Text weight="semibold" aria-live="polite">
          <Trans>Total: {total}%</Trans>
        </Text>
      </div>
      {total !== PERCENT_TOTAL ? (
        <Text role="alert" className={styles.warning}>
          {formatMessage('programsPercent', {}, locale)}
        </Text>
      ) : null}
    </fieldset>
  );
}

function ProgramPicker({
  control,
  index,
  programs,
  taken,
}: {
  control: Control<GrantInput, unknown, FieldValues>;
  index: number;
  programs: readonly ProgramOption[];
  taken: readonly number[];
}) {
  const { t } = useLingui();
  const describe = useFieldMessage();
  const { field: { ref, onBlur, onChange, value }, fieldState } = useController({ control, name: `programs.${index}.programId` });
  const current = Number(value);
  const selected = programs.find((program) => program.id === current);
  const error = describe(fieldState.error?.message, 'programs');
  const choices = programs.filter((program) => program.id === current || !taken.includes(program.id));
  return (
    <Field label={t`Program`} validationMessage={error} validationState={error ? 'error' : 'none'}>
      <Dropdown
        ref={ref}
        value={selected?.title ?? ''}
        placeholder={t`Choose a program`}
        selectedOptions={selected ? [String(selected.id)] : []}
        onOptionSelect={(_, data) => onChange(Number(data.optionValue))}
        onBlur={onBlur}
      >
        {choices.map((program) => (
          <Option key={program.id} value={String(program.id)} text={program.title}>
            {program.reference_id ? `${program.title} (${program.reference_id})` : program.title}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}

function PercentInput({ control, index }: { control: Control<GrantInput, unknown, FieldValues>; index: number }) {
  const styles = useStyles();
  const { t } = useLingui();
  const describe = useFieldMessage();
  const { field: { ref, onBlur, onChange, value, name }, fieldState } = useController({ control, name: `programs.${index}.percent` });
  const error = describe(fieldState.error?.message, 'percent');
  return (
    <Field label={t`Percent`} validationMessage={error} validationState={error ? 'error' : 'none'}>
      <Input
        className={styles.percent}
        ref={ref}
        name={name}
        type="number"
        inputMode="decimal"
        min={1}
        max={PERCENT_TOTAL}
        contentAfter="%"
        value={String(value ?? '')}
        onChange={(_, data) => onChange(data.value)}
        onBlur={onBlur}
      />
    </Field>
  );
}
