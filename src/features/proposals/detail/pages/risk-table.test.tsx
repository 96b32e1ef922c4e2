import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { riskLevel, type Risk } from '#contract/proposals';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { RiskTable, type RiskColumn } from './risk-table';

const risk: Risk & { review: string } = {
  id: 1,
  title: 'Currency devaluation',
  description: 'The dinar may lose value',
  category: 'fiduciary',
  likelihood: 4,
  impact: 4,
  score: 16,
  level: riskLevel(4, 4),
  response_strategy: 'mitigation',
  mitigation: 'Weekly checks',
  owner: 'Programme manager',
  isMaterialized: false,
  review: '1 June 2026',
};

const review: RiskColumn<typeof risk> = { key: 'review', header: 'Review', cell: (entry) => entry.review };

const headers = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
const cells = (name: string) =>
  within(within(screen.getByRole('table', { name })).getAllByRole('row')[1] as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const badges = (name: string) => [...screen.getByRole('table', { name }).querySelectorAll('.fui-Badge')].map((badge) => badge.textContent);

describe('the risk table', () => {
  it('names the table by its label, and shows each risk’s description under its title and its owner in a column', () => {
    renderWithProviders(<RiskTable risks={[risk]} label="Risk register" />);
    expect(headers('Risk register')).toEqual([
      'Risk',
      'Category',
      'Likelihood',
      'Impact',
      'Score',
      'Level',
      'Response strategy',
      'Mitigation',
      'Owner',
      'Materialised',
    ]);
    expect(cells('Risk register')).toEqual([
      'Currency devaluationThe dinar may lose value',
      'Fiduciary',
      'Likely',
      'Major',
      '16',
      'High',
      'Mitigation',
      'Weekly checks',
      'Programme manager',
      'No',
    ]);
  });

  it('in the report’s compact form puts the owner under the title, has no owner column, and adds the caller’s columns last', () => {
    renderWithProviders(<RiskTable risks={[risk]} label="Open risks" compact extraColumns={[review]} />);
    expect(headers('Open risks')).toEqual(['Risk', 'Category', 'Likelihood', 'Impact', 'Score', 'Level', 'Response strategy', 'Mitigation', 'Materialised', 'Review']);
    expect(cells('Open risks')).toEqual([
      'Currency devaluationProgramme manager',
      'Fiduciary',
      'Likely',
      'Major',
      '16',
      'High',
      'Mitigation',
      'Weekly checks',
      'No',
      '1 June 2026',
    ]);
  });

  it('marks a materialised risk with a badge in both forms, and an unmaterialised one only in the full form', () => {
    const { unmount } = renderWithProviders(<RiskTable risks={[{ ...risk, isMaterialized: true }, { ...risk, id: 2 }]} label="Risk register" />);
    expect(badges('Risk register')).toEqual(['High', 'Yes', 'High', 'No']);
    unmount();
    renderWithProviders(<RiskTable risks={[{ ...risk, isMaterialized: true }, { ...risk, id: 2 }]} label="Open risks" compact />);
    expect(badges('Open risks')).toEqual(['High', 'Yes', 'High']);
  });
});
