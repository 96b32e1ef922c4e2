import { useLingui } from '@lingui/react/macro';
import { PageStack } from '@/ui/page-section';
import { TextField } from '@/ui/form/text-field';
import { useSection } from '../api/section-actions';
import type { EditorProps } from './editor-props';
import { ListSectionCard } from './list-section-card';
import { NumberField } from './number-field';
import { beneficiariesForm, byAgeForm, byDistrictForm, byTypeForm } from './section-form-schemas';
import { SectionFormCard, useSectionForm } from './section-form';

function BeneficiariesTotals({ proposal, readOnly }: EditorProps) {
  const { t } = useLingui();
  const beneficiaries = useSection(proposal.id, 'Beneficiaries');
  const { form, onSubmit } = useSectionForm({
    proposal,
    name: 'Beneficiaries',
    schema: beneficiariesForm,
    defaultValues: beneficiaries ?? { direct_total: '', indirect_total: '', description: '', selection_criteria: '' },
    toSection: (values) => values,
  });
  const { control } = form;
  return (
    <SectionFormCard title={t`Beneficiaries`} control={control} onSubmit={onSubmit} readOnly={readOnly}>
      <NumberField control={control} name="direct_total" label={t`Direct beneficiaries`} required />
      <NumberField control={control} name="indirect_total" label={t`Indirect beneficiaries`} required />
      <TextField control={control} name="description" label={t`Who they are`} multiline />
      <TextField control={control} name="selection_criteria" label={t`Selection criteria`} multiline />
    </SectionFormCard>
  );
}

/** Beneficiaries (spec section 2): the totals, then the breakdowns by district, by age and by type, each saved on its own. */
export function BeneficiariesEditor({ proposal, readOnly }: EditorProps) {
  const { t } = useLingui();
  return (
    <PageStack>
      <BeneficiariesTotals proposal={proposal} readOnly={readOnly} />
      <ListSectionCard
        proposal={proposal}
        name="BeneficiariesByDistrict"
        title={t`Beneficiaries by district`}
        schema={byDistrictForm}
        columns={[
          { key: 'district', label: t`District`, kind: 'text' },
          { key: 'governorate', label: t`Governorate`, kind: 'text' },
          { key: 'male', label: t`Male`, kind: 'number' },
          { key: 'female', label: t`Female`, kind: 'number' },
        ]}
        blank={{ district: '', governorate: '', male: 0, female: 0 }}
        readOnly={readOnly}
      />
      <ListSectionCard
        proposal={proposal}
        name="BeneficiariesByAge"
        title={t`Beneficiaries by age`}
        schema={byAgeForm}
        columns={[
          { key: 'age_group', label: t`Age group`, kind: 'text' },
          { key: 'male', label: t`Male`, kind: 'number' },
          { key: 'female', label: t`Female`, kind: 'number' },
        ]}
        blank={{ age_group: '', male: 0, female: 0 }}
        readOnly={readOnly}
      />
      <ListSectionCard
        proposal={proposal}
        name="BeneficiariesByType"
        title={t`Beneficiaries by type`}
        schema={byTypeForm}
        columns={[
          { key: 'type', label: t`Type`, kind: 'text' },
          { key: 'count', label: t`Number`, kind: 'number' },
        ]}
        blank={{ type: '', count: 0 }}
        readOnly={readOnly}
      />
    </PageStack>
  );
}
