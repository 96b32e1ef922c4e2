import { z } from 'zod';
import { issue, type FieldKey } from '#contract/messages';
import {
  beneficiariesByAgeSchema,
  beneficiariesByDistrictSchema,
  beneficiariesByTypeSchema,
  beneficiariesSchema,
  coverPageSchema,
  grantObjectiveContributionsSchema,
  monitoringSchema,
  proposalContactsSchema,
  proposalDonorsSchema,
  proposalPartnersSchema,
  proposalProgramsSchema,
} from '#contract/proposals';
import { requiredNumber } from '#contract/validation';

/*
 * The forms of the partner's page editors, built on the contract's section schemas (contract/proposals.ts
 * PROPOSAL_SECTIONS, which the server checks every PUT against): only what a person types differs. Numbers are typed
 * as text and read by the contract's requiredNumber (spec section 5 messages); a list section is edited as `{ rows }`
 * because a form's values are an object; a list of words (locations) is typed one per line.
 */

/** A count of people: a whole number, 0 or more. */
function headcount(field: FieldKey) {
  return requiredNumber(field, (number) =>
    number.int({ error: issue('integer', { field }) }).min(0, { error: issue('min', { field, min: 0 }) }),
  );
}

/** An amount of money, 0 or more. */
function amount(field: FieldKey) {
  return requiredNumber(field, (number) => number.min(0, { error: issue('min', { field, min: 0 }) }));
}

/** Lines of a textarea: one item per line, blank lines dropped. */
const lines = z.string().transform((text) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== ''),
);

export function linesText(items: readonly string[] | undefined): string {
  return (items ?? []).join('\n');
}

function rowsOf<Row extends z.ZodType>(row: Row) {
  return z.object({ rows: z.array(row) });
}

type ItemOf<List> = List extends z.ZodArray<infer Item> ? Item : never;
function itemOf<List extends z.ZodArray<z.ZodType>>(list: List): ItemOf<List> {
  return list.element as ItemOf<List>;
}

export const coverPageForm = coverPageSchema.extend({
  locations: lines,
  target_groups: lines,
  requested_amount: amount('requested_amount'),
  own_contribution: amount('own_contribution'),
});

export const programsForm = rowsOf(
  itemOf(proposalProgramsSchema).extend({
    percent: requiredNumber('percent', (number) =>
      number.min(0, { error: issue('min', { field: 'percent', min: 0 }) }).max(100, { error: issue('percentOver', { field: 'percent' }) }),
    ),
  }),
);
export const donorsForm = rowsOf(itemOf(proposalDonorsSchema).extend({ amount: amount('amount') }));
export const partnersForm = rowsOf(itemOf(proposalPartnersSchema));
export const contactsForm = rowsOf(itemOf(proposalContactsSchema));

export const beneficiariesForm = beneficiariesSchema.extend({
  direct_total: headcount('direct_total'),
  indirect_total: headcount('indirect_total'),
});
export const byDistrictForm = rowsOf(itemOf(beneficiariesByDistrictSchema).extend({ male: headcount('male'), female: headcount('female') }));
export const byAgeForm = rowsOf(itemOf(beneficiariesByAgeSchema).extend({ male: headcount('male'), female: headcount('female') }));
export const byTypeForm = rowsOf(itemOf(beneficiariesByTypeSchema).extend({ count: headcount('count') }));

export const monitoringForm = monitoringSchema;
export const grantObjectivesForm = rowsOf(itemOf(grantObjectiveContributionsSchema));
