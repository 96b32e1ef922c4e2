import { useLingui } from '@lingui/react/macro';
import { PageStack } from '@/ui/page-section';
import { TextField } from '@/ui/form/text-field';
import { useSection } from '../api/section-actions';
import type { EditorProps } from './editor-props';
import { RowsField } from './rows-field';
import { monitoringForm } from './section-form-schemas';
import { SectionFormCard, useSectionForm } from './section-form';

/** Monitoring and evaluation (spec section 2): how results are followed, reported and evaluated, and who does what. */
export function MonitoringEditor({ proposal, readOnly }: EditorProps) {
  const { t } = useLingui();
  const monitoring = useSection(proposal.id, 'MonitoringAndEvaluation');
  const { form, onSubmit } = useSectionForm({
    proposal,
    name: 'MonitoringAndEvaluation',
    schema: monitoringForm,
    defaultValues: monitoring ?? { approach: '', data_collection: '', reporting: '', evaluation: '', responsibilities: [] },
    toSection: (values) => values,
  });
  const { control } = form;
  return (
    <PageStack>
      <SectionFormCard title={t`Monitoring and evaluation`} control={control} onSubmit={onSubmit} readOnly={readOnly}>
        <TextField control={control} name="approach" label={t`Approach`} multiline />
        <TextField control={control} name="data_collection" label={t`Data collection`} multiline />
        <TextField control={control} name="reporting" label={t`Reporting`} multiline />
        <TextField control={control} name="evaluation" label={t`Evaluation`} multiline />
        <RowsField
          control={control}
          name="responsibilities"
          caption={t`Responsibilities`}
          columns={[
            { key: 'role', label: t`Role`, kind: 'text' },
            { key: 'tasks', label: t`Tasks`, kind: 'text' },
          ]}
          blank={{ role: '', tasks: '' }}
          readOnly={readOnly}
        />
      </SectionFormCard>
    </PageStack>
  );
}
