import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Risk } from '#contract/proposals';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { RiskAnalysisForm } from './risk-analysis-form';

const risk: Risk = {
  id: 3,
  title: 'Fuel shortage',
  description: 'Pumps stop',
  category: 'operational',
  likelihood: 2,
  impact: 2,
  score: 4,
  level: 2,
  response_strategy: 'mitigation',
  mitigation: 'Solar pumps',
  owner: 'Engineer',
  isMaterialized: false,
};

const rowOf = (name: string) => screen.getByRole('textbox', { name }).closest('tr') as HTMLElement;

describe('the risk analysis editor', () => {
  it('shows the score and the level live as likelihood and impact are chosen', () => {
    renderWithProviders(<RiskAnalysisForm value={[risk]} readOnly={false} onSave={vi.fn()} />);
    expect(within(rowOf('Risk 1')).getByText('Low')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Likelihood, risk 1' }), { target: { value: '5' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Impact, risk 1' }), { target: { value: '4' } });
    expect(within(rowOf('Risk 1')).getByText('20')).toBeTruthy();
    expect(within(rowOf('Risk 1')).getByText('Extreme')).toBeTruthy();
  });

  it('refuses a new risk without a title or ratings, naming the fields', async () => {
    const onSave = vi.fn().mockResolvedValue(null);
    renderWithProviders(<RiskAnalysisForm value={[risk]} readOnly={false} onSave={onSave} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a risk' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Likelihood should be greater than or equal to 1!')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the whole register with each risk’s score and level', async () => {
    const onSave = vi.fn().mockResolvedValue(null);
    renderWithProviders(<RiskAnalysisForm value={[risk]} readOnly={false} onSave={onSave} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Impact, risk 1' }), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith([{ ...risk, impact: 5, score: 10, level: 4 }]));
  });
});
