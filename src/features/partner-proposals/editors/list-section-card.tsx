import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { PartnerProposal } from '#contract/partner-proposals';
import type { ProposalSection, ProposalSectionName } from '#contract/proposals';
import { useSection } from '../api/section-actions';
import { RowsField, type RowColumn } from './rows-field';
import { SectionFormCard, useSectionForm } from './section-form';

/** The sections whose document is a list of rows (other funders, contacts, beneficiaries by district, …). */
type ListSectionName = {
  [Name in ProposalSectionName]: ProposalSection<Name> extends readonly unknown[] ? Name : never;
}[ProposalSectionName];

type Row<Name extends ListSectionName> = ProposalSection<Name>[number] & FieldValues;

type ListSectionCardProps<Name extends ListSectionName> = {
  proposal: Pick<PartnerProposal, 'id' | 'version'>;
  name: Name;
  title: string;
  /** The form's schema: `{ rows: [row] }` over the contract's row (section-form-schemas.ts). */
  schema: z.ZodType<{ rows: Array<Row<Name>> }, { rows: Array<FieldValues> }>;
  columns: ReadonlyArray<RowColumn<Row<Name>>>;
  blank: Row<Name>;
  readOnly: boolean;
};

/** One list section as a card: its table of rows and its own Save. */
export function ListSectionCard<Name extends ListSectionName>({ proposal, name, title, schema, columns, blank, readOnly }: ListSectionCardProps<Name>) {
  const saved = useSection(proposal.id, name);
  const rows: Array<Row<Name>> = (saved ?? []).map((row) => ({ ...row }));
  const { form, onSubmit } = useSectionForm({
    proposal,
    name,
    schema,
    defaultValues: { rows },
    // The rows checked by the contract's row schema are the section document.
    toSection: (values) => values.rows as ProposalSection<Name>,
  });
  const { control } = form;
  return (
    <SectionFormCard title={title} control={control} onSubmit={onSubmit} readOnly={readOnly}>
      <RowsField control={control} name="rows" caption={title} columns={columns} blank={blank} readOnly={readOnly} />
    </SectionFormCard>
  );
}
