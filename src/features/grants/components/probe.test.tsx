import { fireEvent, screen, waitFor, act } from '@testing-library/react';
import { it, vi } from 'vitest';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { GrantForm, EMPTY_GRANT_INPUT } from './grant-form';
const reference = {
  currencies: [{ id: 1, name: 'US Dollar', symbol: '$', code: 'USD' }],
  programs: [ { id: 2, title: 'Health', reference_id: null }, { id: 5, title: 'Education', reference_id: 'ED-1' } ],
  countries: [{ id: 1, name: 'Jordan', name_ar: 'الأردن', code: 'JO' }],
};
it('probe', async () => {
  const { container } = renderWithProviders(<GrantForm {...reference} defaultValues={EMPTY_GRANT_INPUT} onSubmit={vi.fn()} onCancel={vi.fn()} submitLabel="Save" />);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await new Promise((r) => setTimeout(r, 300));
  console.log('ROUND1', [...container.querySelectorAll('[role=alert], .fui-Field__validationMessage')].map((e) => e.textContent).join(' || '));
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await new Promise((r) => setTimeout(r, 300));
  console.log('ROUND2', [...container.querySelectorAll('[role=alert], .fui-Field__validationMessage')].map((e) => e.textContent).join(' || '));
});
