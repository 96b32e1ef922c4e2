import { Button, Field, Input, MessageBar, MessageBarBody, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular, DeleteRegular, SaveRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactElement, ReactNode } from 'react';
import { useFieldMessage } from '@/ui/form/field-message';
import type { SectionIssues } from './section-issues';

/*
 * The inputs the editors put in their tables: each labelled for assistive technology by its column and row (the
 * table's header already says it to the eye), its problem shown under it in the reader's language.
 */

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalXXS, justifyContent: 'flex-end', flexWrap: 'nowrap' },
  saveBar: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
  number: { textAlign: 'end' },
  cell: { minWidth: '8rem' },
});

/** An issue's text for a value of the section, naming the field by the label the reader sees. */
export function useIssueText(issues: SectionIssues): (path: string, label: string) => string | undefined {
  const describe = useFieldMessage();
  return (path, label) => describe(issues.get(path), label);
}

type CellTextProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  multiline?: boolean;
  /** Shown as the field's visible label (outside tables); in a table the column header says it. */
  visibleLabel?: boolean;
};

export function CellText({ label, value, onChange, error, multiline, visibleLabel }: CellTextProps) {
  const styles = useStyles();
  return (
    <Field
      className={styles.cell}
      label={visibleLabel ? label : undefined}
      validationMessage={error}
      validationState={error ? 'error' : 'none'}
    >
      {multiline ? (
        <Textarea
          aria-label={visibleLabel ? undefined : label}
          value={value}
          dir="auto"
          resize="vertical"
          onChange={(_, data) => onChange(data.value)}
        />
      ) : (
        <Input aria-label={visibleLabel ? undefined : label} value={value} dir="auto" onChange={(_, data) => onChange(data.value)} />
      )}
    </Field>
  );
}

/** A typed number: an empty or unreadable entry is NaN, which the contract's schemas refuse with their message. */
export function parseNumber(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

type CellNumberProps = {
  label: string;
  value: number;
  onChange: (value: number) => void;
  error?: string | undefined;
  step?: number;
  min?: number;
  max?: number;
};

export function CellNumber({ label, value, onChange, error, step, min, max }: CellNumberProps) {
  const styles = useStyles();
  return (
    <Field className={styles.cell} validationMessage={error} validationState={error ? 'error' : 'none'}>
      <Input
        aria-label={label}
        type="number"
        inputMode="decimal"
        dir="ltr"
        className={styles.number}
        value={Number.isNaN(value) ? '' : String(value)}
        step={step}
        min={min}
        max={max}
        onChange={(_, data) => onChange(parseNumber(data.value))}
      />
    </Field>
  );
}

type RowActionsProps = {
  /** Names the row in the buttons' labels ("Move up: Outcome 2"). */
  name: string;
  index: number;
  count: number;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
};

/** Move a row up or down, or remove it: buttons, so the keyboard reaches them in the row's order. */
export function RowActions({ name, index, count, onMove, onRemove }: RowActionsProps) {
  const styles = useStyles();
  const { t } = useLingui();
  return (
    <div className={styles.actions}>
      <Button appearance="subtle" size="small" icon={<ArrowUpRegular />} aria-label={t`Move up: ${name}`} disabled={index === 0} onClick={() => onMove(-1)} />
      <Button
        appearance="subtle"
        size="small"
        icon={<ArrowDownRegular />}
        aria-label={t`Move down: ${name}`}
        disabled={index >= count - 1}
        onClick={() => onMove(1)}
      />
      <Button appearance="subtle" size="small" icon={<DeleteRegular />} aria-label={t`Remove: ${name}`} onClick={onRemove} />
    </div>
  );
}

type SaveBarProps = {
  onSave: () => void;
  /** How many problems stop the save; the bar says so above the button. */
  problems: number;
  /** What the server said that no field shows. */
  refusal?: string | null;
  busy?: boolean;
  children?: ReactNode;
  /** Another word than Save (Upload), with its icon. */
  label?: ReactNode;
  icon?: ReactElement;
};

/** The editor's one Save button, with what stops it. */
export function SaveBar({ onSave, problems, refusal, busy, children, label, icon }: SaveBarProps) {
  const styles = useStyles();
  return (
    <div className={styles.saveBar}>
      {refusal ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{refusal}</MessageBarBody>
        </MessageBar>
      ) : problems > 0 ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            <Trans>This page was not saved: correct the fields marked in red, then save again.</Trans>
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {children}
      <Button appearance="primary" icon={icon ?? <SaveRegular />} onClick={onSave} disabled={busy}>
        {label ?? <Trans>Save</Trans>}
      </Button>
    </div>
  );
}
