import { describe, expect, it } from 'vitest';
import { PROPOSAL_SECTIONS } from '#contract/proposals';
import { beneficiariesForm, byDistrictForm, coverPageForm, donorsForm, programsForm } from './section-form-schemas';

function messageKeys(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), (JSON.parse(issue.message) as { key: string }).key]);
}

describe('the partner page editors’ forms', () => {
  it('read typed numbers and give the contract’s section document', () => {
    const parsed = coverPageForm.parse({
      summary: 'Water for three villages',
      sector: 'WASH',
      locations: 'Irbid\n\n  Mafraq  \n',
      target_groups: 'Families',
      requested_amount: '25000',
      own_contribution: '0',
    });
    expect(parsed.locations).toEqual(['Irbid', 'Mafraq']);
    expect(parsed.requested_amount).toBe(25_000);
    expect(PROPOSAL_SECTIONS.CoverPage.safeParse(parsed).success).toBe(true);
  });

  it('say an empty amount is required and a word is not a number', () => {
    const result = coverPageForm.safeParse({ summary: '', sector: '', locations: '', target_groups: '', requested_amount: '', own_contribution: 'ten' });
    expect(messageKeys(result)).toEqual([
      ['requested_amount', 'required'],
      ['own_contribution', 'number'],
    ]);
  });

  it('refuse a negative or fractional head count of beneficiaries', () => {
    const result = beneficiariesForm.safeParse({ direct_total: '-1', indirect_total: '2.5', description: '', selection_criteria: '' });
    expect(messageKeys(result)).toEqual([
      ['direct_total', 'min'],
      ['indirect_total', 'integer'],
    ]);
  });

  it('check each row of a breakdown, naming the row', () => {
    const result = byDistrictForm.safeParse({ rows: [{ district: 'Irbid', governorate: 'North', male: '10', female: '' }] });
    expect(messageKeys(result)).toEqual([['rows.0.female', 'required']]);
    const rows = byDistrictForm.parse({ rows: [{ district: 'Irbid', governorate: 'North', male: '10', female: '12' }] }).rows;
    expect(PROPOSAL_SECTIONS.BeneficiariesByDistrict.safeParse(rows).success).toBe(true);
  });

  it('keep another funder’s status to the contract’s two values', () => {
    const result = donorsForm.safeParse({ rows: [{ name: 'Fund', amount: '100', currency: 'USD', status: 'maybe' }] });
    expect(result.success).toBe(false);
    expect(donorsForm.safeParse({ rows: [{ name: 'Fund', amount: '100', currency: 'USD', status: 'secured' }] }).success).toBe(true);
  });

  it('refuse an initiative share over 100 percent', () => {
    const result = programsForm.safeParse({ rows: [{ id: 1, title: 'Water', percent: '120' }] });
    expect(messageKeys(result)).toEqual([['rows.0.percent', 'percentOver']]);
  });
});
