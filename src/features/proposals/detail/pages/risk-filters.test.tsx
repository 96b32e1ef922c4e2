import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RiskLevel } from '#contract/enums';
import { riskLevel, type Risk } from '#contract/proposals';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { NO_RISK_FILTER, filterRisks, type RiskFilter } from './risk-filters';
import { RiskRegister } from './risk-register';

function risk(id: number, title: string, category: Risk['category'], likelihood: number, impact: number): Risk {
  return {
    id,
    title,
    description: '',
    category,
    likelihood,
    impact,
    score: likelihood * impact,
    level: riskLevel(likelihood, impact),
    response_strategy: 'mitigation',
    mitigation: 'Weekly checks',
    owner: 'Programme manager',
    isMaterialized: false,
  };
}

const risks = [
  risk(1, 'Currency devaluation', 'fiduciary', 4, 4),
  risk(2, 'Road closures', 'operational', 3, 2),
  risk(3, 'Staff safety incident', 'safety_and_security', 2, 5),
  risk(4, 'Late reporting', 'operational', 5, 5),
];

describe('risk filters', () => {
  it('shows every risk, most serious first, without filters', () => {
    expect(filterRisks(risks, NO_RISK_FILTER).map((item) => item.id)).toEqual([4, 1, 3, 2]);
  });

  it('filters by category, by level, and by both', () => {
    expect(filterRisks(risks, { category: 'operational', level: null }).map((item) => item.id)).toEqual([4, 2]);
    expect(filterRisks(risks, { category: null, level: RiskLevel.High }).map((item) => item.id)).toEqual([1, 3]);
    expect(filterRisks(risks, { category: 'operational', level: RiskLevel.Extreme }).map((item) => item.id)).toEqual([4]);
    expect(filterRisks(risks, { category: 'ethical', level: null })).toEqual([]);
  });
});

function Register() {
  const [filter, setFilter] = useState<RiskFilter>(NO_RISK_FILTER);
  return <RiskRegister risks={risks} filter={filter} onFilter={setFilter} />;
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Risk register' }))
    .getAllByRole('row')
    .slice(1);

describe('the risk register', () => {
  it('lists the risks with translated labels and a level chip, and narrows them with the filters', () => {
    renderWithProviders(<Register />);
    expect(rows()).toHaveLength(4);
    expect(within(rows()[0] as HTMLElement).getByText('Extreme')).toBeTruthy();
    expect(within(rows()[0] as HTMLElement).getByText('Almost certain')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: 'operational' } });
    expect(rows().map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['Late reporting', 'Road closures']);
    expect(screen.getByText('2 of 4 risks')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Level' }), { target: { value: String(RiskLevel.Moderate) } });
    expect(rows().map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['Road closures']);

    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), { target: { value: 'ethical' } });
    expect(screen.getByText('No risk matches these filters')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    expect(rows()).toHaveLength(4);
  });
});
