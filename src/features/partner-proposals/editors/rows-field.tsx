import { Button, Field, Input, Select, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  useController,
  useFieldArray,
  type ArrayPath,
  type Control,
  type FieldArray,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { useFieldMessage } from '@/ui/form/field-message';
import { ScrollRegion } from '@/ui/scroll-region';

const useStyles = makeStyles({
  rows: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  number: { minWidth: '90px' },
  text: { minWidth: '140px' },
  add: { alignSelf: 'flex-start' },
  empty: { margin: 0, color: tokens.colorNeutralForeground3 },
});

/** A column whose cells take one of a closed list of values (the contract's enumeration), each with its label. */
export type ColumnChoices = { options: ReadonlyArray<{ value: string; label: string }> };
type ColumnKind = 'text' | 'number' | ColumnChoices;

/** One column of an editable table: a key of the row, its header, and what its cells hold. */
export type RowColumn<Row> = { key: keyof Row & string; label: string; kind: ColumnKind };

type RowsFieldProps<Values extends FieldValues, Name extends ArrayPath<Values>> = {
  control: Control<Values, unknown, FieldValues>;
  name: Name;
  caption: string;
  columns: ReadonlyArray<{ key: string; label: string; kind: ColumnKind }>;
  /** A new row's values. */
  blank: FieldArray<Values, Name>;
  readOnly: boolean;
};

function CellInput<Values extends FieldValues>({
  control,
  name,
  label,
  kind,
}: {
  control: Control<Values, unknown, FieldValues>;
  name: FieldPath<Values>;
  label: string;
  kind: ColumnKind;
}) {
  const styles = useStyles();
  const {
    field: { name: fieldName, value, onChange, onBlur, ref },
    fieldState,
  } = useController({ control, name });
  const describe = useFieldMessage();
  const error = describe(fieldState.error?.message, String(name).split('.').at(-1) ?? String(name));
  return (
    <Field validationMessage={error} validationState={error ? 'error' : 'none'}>
      {typeof kind === 'object' ? (
        <Select
          className={styles.text}
          aria-label={label}
          name={fieldName}
          value={typeof value === 'string' ? value : ''}
          onChange={(_, data) => onChange(data.value)}
          onBlur={onBlur}
          ref={ref}
        >
          {kind.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      ) : (
      <Input
        className={kind === 'number' ? styles.number : styles.text}
        aria-label={label}
        name={fieldName}
        value={typeof value === 'number' || typeof value === 'string' ? String(value) : ''}
        onChange={(_, data) => onChange(data.value)}
        onBlur={onBlur}
        ref={ref}
        inputMode={kind === 'number' ? 'decimal' : undefined}
        dir={kind === 'number' ? 'ltr' : 'auto'}
      />
      )}
    </Field>
  );
}

/**
 * A list section (other funders, contacts, beneficiaries by district, …) as a table of inputs: one row per item,
 * a Remove button on each and Add below; the tab order goes through the cells as they read. Read-only, the inputs
 * are inert (the form's fieldset) and the buttons are gone.
 */
export function RowsField<Values extends FieldValues, Name extends ArrayPath<Values>>({
  control,
  name,
  caption,
  columns,
  blank,
  readOnly,
}: RowsFieldProps<Values, Name>) {
  const styles = useStyles();
  const { t } = useLingui();
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <div className={styles.rows}>
      {fields.length === 0 ? (
        <p className={styles.empty}>
          <Trans>No rows yet.</Trans>
        </p>
      ) : (
        <ScrollRegion label={caption}>
          <Table size="small" aria-label={caption}>
            <TableHeader>
              <TableRow>
                {columns.map((column) => (
                  <TableHeaderCell key={column.key}>{column.label}</TableHeaderCell>
                ))}
                {readOnly ? null : (
                  <TableHeaderCell>
                    <Trans>Actions</Trans>
                  </TableHeaderCell>
                )}
              </TableRow>
            </TableHeader>
            <TableBody>
              {fields.map((row, index) => (
                <TableRow key={row.id}>
                  {columns.map((column) => (
                    <TableCell key={column.key}>
                      <CellInput
                        control={control}
                        name={`${name}.${index}.${column.key}` as FieldPath<Values>}
                        label={t`${column.label}, row ${index + 1}`}
                        kind={column.kind}
                      />
                    </TableCell>
                  ))}
                  {readOnly ? null : (
                    <TableCell>
                      <Button appearance="subtle" icon={<DeleteRegular />} aria-label={t`Remove row ${index + 1}`} onClick={() => remove(index)} />
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollRegion>
      )}
      {readOnly ? null : (
        <Button className={styles.add} icon={<AddRegular />} onClick={() => append(blank)}>
          <Trans>Add a row</Trans>
        </Button>
      )}
    </div>
  );
}
