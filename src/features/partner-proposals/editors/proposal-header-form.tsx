import { Field, Select } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { isLocale } from '#contract/enums';
import { partnerProposalHeaderSchema } from '#contract/partner-proposals';
import { countryName } from '@/lib/reference-names';
import { useQueuedForm } from '@/offline/use-queued-form';
import { useFieldMessage } from '@/ui/form/field-message';
import { DateField } from '@/ui/form/date/date-field';
import { TextField } from '@/ui/form/text-field';
import { useContractForm } from '@/ui/form/use-contract-form';
import { partnerCallQuery } from '../api/get-partner-calls';
import { queueProposalHeader } from '../api/update-proposal-header';
import type { EditorProps } from './editor-props';
import { SectionFormCard } from './section-form';

/**
 * The cover page's header (PUT PartnerProposal/{id}): the proposal's title, the country of the work (one of the
 * grant's countries) and its period. The contract's header schema checks it here and on the server.
 */
export function ProposalHeaderForm({ proposal, readOnly }: EditorProps) {
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const describe = useFieldMessage();
  // The grant's countries come with its call; offline and never opened, the proposal's own country is still shown.
  const { data: call } = useQuery(partnerCallQuery(proposal.grant.id));
  const countries = call?.countries ?? [];
  const form = useContractForm(partnerProposalHeaderSchema, {
    title: proposal.title,
    country_id: proposal.country_id ?? '',
    start_date: proposal.start_date,
    end_date: proposal.end_date,
  });
  const { control } = form;
  const submitQueued = useQueuedForm(form, { onDone: () => form.reset(form.getValues()) });
  const onSubmit = form.handleSubmit(async (values) => {
    await submitQueued(queueProposalHeader(proposal, values));
  });
  return (
    <SectionFormCard title={t`Proposal`} control={control} onSubmit={onSubmit} readOnly={readOnly}>
      <TextField control={control} name="title" label={t`Title`} required />
      <Controller
        control={control}
        name="country_id"
        render={({ field, fieldState }) => {
          const error = describe(fieldState.error?.message, 'country_id');
          const value: unknown = field.value;
          return (
            <Field label={t`Country`} required validationMessage={error} validationState={error ? 'error' : 'none'}>
              <Select
                name={field.name}
                ref={field.ref}
                value={typeof value === 'number' || typeof value === 'string' ? String(value) : ''}
                onChange={(_, data) => field.onChange(data.value === '' ? '' : Number(data.value))}
                onBlur={field.onBlur}
              >
                <option value="">{t`Choose a country`}</option>
                {countries
                  .map((country) => ({ id: country.id, name: countryName(country, locale) }))
                  .toSorted((a, b) => a.name.localeCompare(b.name, locale))
                  .map((country) => (
                    <option key={country.id} value={String(country.id)}>
                      {country.name}
                    </option>
                  ))}
              </Select>
            </Field>
          );
        }}
      />
      <DateField control={control} name="start_date" label={t`Start date`} required />
      <DateField control={control} name="end_date" label={t`End date`} required />
    </SectionFormCard>
  );
}

