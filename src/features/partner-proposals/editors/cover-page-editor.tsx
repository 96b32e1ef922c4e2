import { useLingui } from '@lingui/react/macro';
import { PageStack } from '@/ui/page-section';
import { TextField } from '@/ui/form/text-field';
import { useSection } from '../api/section-actions';
import type { EditorProps } from './editor-props';
import { ListSectionCard } from './list-section-card';
import { NumberField } from './number-field';
import { ProgramsCard } from './programs-card';
import { ProposalHeaderForm } from './proposal-header-form';
import { contactsForm, coverPageForm, donorsForm, linesText, partnersForm } from './section-form-schemas';
import { SectionFormCard, useSectionForm } from './section-form';

function CoverPageCard({ proposal, readOnly }: EditorProps) {
  const { t } = useLingui();
  const cover = useSection(proposal.id, 'CoverPage');
  const symbol = proposal.grant.currency.symbol;
  const { form, onSubmit } = useSectionForm({
    proposal,
    name: 'CoverPage',
    schema: coverPageForm,
    defaultValues: {
      summary: cover?.summary ?? '',
      sector: cover?.sector ?? '',
      locations: linesText(cover?.locations),
      target_groups: linesText(cover?.target_groups),
      requested_amount: cover?.requested_amount ?? '',
      own_contribution: cover?.own_contribution ?? '',
    },
    toSection: (values) => values,
  });
  const { control } = form;
  return (
    <SectionFormCard title={t`Summary`} control={control} onSubmit={onSubmit} readOnly={readOnly}>
      <TextField control={control} name="summary" label={t`Summary`} multiline required />
      <TextField control={control} name="sector" label={t`Sector`} />
      <TextField control={control} name="locations" label={t`Locations`} hint={t`One per line.`} multiline />
      <TextField control={control} name="target_groups" label={t`Target groups`} hint={t`One per line.`} multiline />
      <NumberField control={control} name="requested_amount" label={t`Requested amount (${symbol})`} required />
      <NumberField control={control} name="own_contribution" label={t`Own contribution (${symbol})`} required />
    </SectionFormCard>
  );
}

/**
 * The cover page (spec section 2): the proposal's header (title, country, period), its summary, the initiatives it
 * serves, other funders, implementing partners and contacts, each card saved on its own through the outbox.
 */
export function CoverPageEditor({ proposal, readOnly }: EditorProps) {
  const { t } = useLingui();
  return (
    <PageStack>
      <ProposalHeaderForm proposal={proposal} readOnly={readOnly} />
      <CoverPageCard proposal={proposal} readOnly={readOnly} />
      <ProgramsCard proposal={proposal} readOnly={readOnly} />
      <ListSectionCard
        proposal={proposal}
        name="Donors"
        title={t`Other funders`}
        schema={donorsForm}
        columns={[
          { key: 'name', label: t`Name`, kind: 'text' },
          { key: 'amount', label: t`Amount`, kind: 'number' },
          { key: 'currency', label: t`Currency`, kind: 'text' },
          {
            key: 'status',
            label: t`Status`,
            kind: {
              options: [
                { value: 'secured', label: t`Secured` },
                { value: 'pending', label: t`Pending` },
              ],
            },
          },
        ]}
        blank={{ name: '', amount: 0, currency: proposal.grant.currency.code, status: 'pending' }}
        readOnly={readOnly}
      />
      <ListSectionCard
        proposal={proposal}
        name="Partners"
        title={t`Implementing partners`}
        schema={partnersForm}
        columns={[
          { key: 'name', label: t`Name`, kind: 'text' },
          { key: 'role', label: t`Role`, kind: 'text' },
          { key: 'country', label: t`Country`, kind: 'text' },
        ]}
        blank={{ name: '', role: '', country: '' }}
        readOnly={readOnly}
      />
      <ListSectionCard
        proposal={proposal}
        name="Contacts"
        title={t`Contacts`}
        schema={contactsForm}
        columns={[
          { key: 'name', label: t`Name`, kind: 'text' },
          { key: 'position', label: t`Position`, kind: 'text' },
          { key: 'email', label: t`Email`, kind: 'text' },
          { key: 'phone', label: t`Phone`, kind: 'text' },
        ]}
        blank={{ name: '', position: '', email: '', phone: '' }}
        readOnly={readOnly}
      />
    </PageStack>
  );
}
