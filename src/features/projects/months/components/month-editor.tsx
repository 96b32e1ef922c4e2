import { Field, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { MonthlyReport, ReviewComment } from '#contract/monthly-reports';
import { SaveBar, useIssueText, useSaveState, type SaveSection } from '@/features/partner-proposals';
import { SectionCard } from '@/ui/page-section';
import { ActivitiesSection } from './activities-section';
import { BeneficiariesSection } from './beneficiaries-section';
import { IndicatorsSection } from './indicators-section';
import { InertFieldset } from './inert-fieldset';
import { newSpendingEntry, newStory, toMonthInput, type MonthForm } from './month-form-values';
import { monthIssues } from './month-rules';
import { SpendingSection } from './spending-section';
import { StoriesSection } from './stories-section';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  sections: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  saveRow: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  unsaved: { color: tokens.colorNeutralForeground3 },
});

/** What a save compares to know whether something changed: the content and the names of the new files. */
function fingerprint(form: MonthForm): string {
  const { content, files } = toMonthInput(form);
  return JSON.stringify([content, files.map((file) => [file.name, file.fileName, file.file.size])]);
}

function replaceAt<Row>(rows: readonly Row[], index: number, changes: Partial<Row>): Row[] {
  return rows.map((row, at) => (at === index ? { ...row, ...changes } : row));
}

type MonthEditorProps = {
  report: MonthlyReport;
  /** The values to start from: the server's month, or the save of it still queued on this device. */
  initial: MonthForm;
  readOnly: boolean;
  /** The funder's comments to show beside the items (the latest return's). */
  comments: readonly ReviewComment[];
  /** Absent when read-only. */
  onSave?: SaveSection<MonthForm>;
  /** Whether the month has changes not saved yet (Submit waits for them). */
  onDirtyChange?: (dirty: boolean) => void;
};

/**
 * The month's report as one form (decision 205): indicator actuals, activity progress, spending, people reached, the
 * narrative and stories of change, saved whole (PUT …/MonthlyReport/{month}). Checked with the contract's rules before
 * it is queued; the server's refusal lands on the fields. Read-only, the same form is inert.
 */
export function MonthEditor({ report, initial, readOnly, comments, onSave, onDirtyChange }: MonthEditorProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const [form, setForm] = useState<MonthForm>(initial);
  const [saved, setSaved] = useState(() => fingerprint(initial));
  const dirty = !readOnly && fingerprint(form) !== saved;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const saveAndRemember: SaveSection<MonthForm> = async (value) => {
    const refusal = onSave ? await onSave(value) : null;
    if (!refusal) setSaved(fingerprint(value));
    return refusal;
  };
  const { issues, refusal, busy, save } = useSaveState(saveAndRemember, (value: MonthForm) =>
    monthIssues(report.month, toMonthInput(value).content, value),
  );
  const issueText = useIssueText(issues);
  const change = <Key extends keyof MonthForm>(key: Key, rows: MonthForm[Key]) => setForm((current) => ({ ...current, [key]: rows }));
  const narrativeError = issueText('narrative', t`Narrative`);

  return (
    <form className={styles.form} noValidate aria-label={t`Monthly report`} onSubmit={(event) => event.preventDefault()}>
      <div className={styles.sections}>
        <IndicatorsSection
          plan={report.indicators}
          rows={form.indicators}
          onChange={(index, changes) => change('indicators', replaceAt(form.indicators, index, changes))}
          issueText={issueText}
          comments={comments}
          readOnly={readOnly}
        />
        <ActivitiesSection
          plan={report.activities}
          rows={form.activities}
          onChange={(index, changes) => change('activities', replaceAt(form.activities, index, changes))}
          issueText={issueText}
          comments={comments}
          readOnly={readOnly}
        />
        <SpendingSection
          month={report.month}
          report={report}
          rows={form.spending}
          readOnly={readOnly}
          onChange={(index, changes) => change('spending', replaceAt(form.spending, index, changes))}
          onAdd={() => change('spending', [...form.spending, newSpendingEntry(crypto.randomUUID(), report.month)])}
          onRemove={(index) => change('spending', form.spending.filter((_, at) => at !== index))}
          issueText={issueText}
          comments={comments}
        />
        <BeneficiariesSection
          rows={form.beneficiaries}
          onChange={(index, count) => change('beneficiaries', replaceAt(form.beneficiaries, index, { count }))}
          issueText={issueText}
          comments={comments}
          readOnly={readOnly}
        />
        <SectionCard headingLevel="h3" title={t`Narrative`}>
          <InertFieldset readOnly={readOnly}>
            <Field label={t`What happened this month`} validationMessage={narrativeError} validationState={narrativeError ? 'error' : 'none'}>
              <Textarea value={form.narrative} dir="auto" resize="vertical" rows={5} onChange={(_, data) => change('narrative', data.value)} />
            </Field>
          </InertFieldset>
        </SectionCard>
        <StoriesSection
          rows={form.stories}
          readOnly={readOnly}
          onChange={(index, changes) => change('stories', replaceAt(form.stories, index, changes))}
          onAdd={() => change('stories', [...form.stories, newStory(crypto.randomUUID())])}
          onRemove={(index) => change('stories', form.stories.filter((_, at) => at !== index))}
          issueText={issueText}
          comments={comments}
        />
      </div>
      {readOnly ? null : (
        <div className={styles.saveRow}>
          <SaveBar onSave={() => void save(form)} problems={issues.size} refusal={refusal} busy={busy}>
            {dirty ? (
              <span className={styles.unsaved}>
                <Trans>Unsaved changes</Trans>
              </span>
            ) : null}
          </SaveBar>
        </div>
      )}
    </form>
  );
}
