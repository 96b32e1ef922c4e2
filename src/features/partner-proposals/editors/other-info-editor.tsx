import { useLingui } from '@lingui/react/macro';
import { otherInfoSchema } from '#contract/proposals';
import { TextField } from '@/ui/form/text-field';
import { PageStack } from '@/ui/page-section';
import { useSection } from '../api/section-actions';
import type { EditorProps } from './editor-props';
import { SectionFormCard, useSectionForm } from './section-form';

/** Other information (spec section 2): gender, environment, protection, the exit strategy and anything else. */
export function OtherInfoEditor({ proposal, readOnly }: EditorProps) {
  const { t } = useLingui();
  const otherInfo = useSection(proposal.id, 'OtherInfo');
  const { form, onSubmit } = useSectionForm({
    proposal,
    name: 'OtherInfo',
    schema: otherInfoSchema,
    defaultValues: otherInfo ?? { gender: '', environment: '', protection: '', exit_strategy: '', additional: '' },
    toSection: (values) => values,
  });
  const { control } = form;
  return (
    <PageStack>
      <SectionFormCard title={t`Other information`} control={control} onSubmit={onSubmit} readOnly={readOnly}>
        <TextField control={control} name="gender" label={t`Gender`} multiline />
        <TextField control={control} name="environment" label={t`Environment`} multiline />
        <TextField control={control} name="protection" label={t`Protection`} multiline />
        <TextField control={control} name="exit_strategy" label={t`Exit strategy`} multiline />
        <TextField control={control} name="additional" label={t`Additional information`} multiline />
      </SectionFormCard>
    </PageStack>
  );
}
