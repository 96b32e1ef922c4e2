import { useLingui } from '@lingui/react/macro';
import { backgroundSchema } from '#contract/proposals';
import { TextField } from '@/ui/form/text-field';
import { PageStack } from '@/ui/page-section';
import { useSection } from '../api/section-actions';
import type { EditorProps } from './editor-props';
import { SectionFormCard, useSectionForm } from './section-form';

/** Background (spec section 2): the problem, its context, why this organisation, and how the work lasts. */
export function BackgroundEditor({ proposal, readOnly }: EditorProps) {
  const { t } = useLingui();
  const background = useSection(proposal.id, 'Background');
  const { form, onSubmit } = useSectionForm({
    proposal,
    name: 'Background',
    schema: backgroundSchema,
    defaultValues: background ?? { problem_statement: '', context: '', justification: '', previous_experience: '', sustainability: '' },
    toSection: (values) => values,
  });
  const { control } = form;
  return (
    <PageStack>
      <SectionFormCard title={t`Background`} control={control} onSubmit={onSubmit} readOnly={readOnly}>
        <TextField control={control} name="problem_statement" label={t`Problem statement`} multiline />
        <TextField control={control} name="context" label={t`Context`} multiline />
        <TextField control={control} name="justification" label={t`Justification`} multiline />
        <TextField control={control} name="previous_experience" label={t`Previous experience`} multiline />
        <TextField control={control} name="sustainability" label={t`Sustainability`} multiline />
      </SectionFormCard>
    </PageStack>
  );
}
