import { Button } from '@fluentui/react-components';
import { GlobeRegular, MoneyRegular } from '@fluentui/react-icons';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { DetailHeaderCard, HeaderFact } from './detail-header-card';

function Card({ pending }: { pending: string | null }) {
  return (
    <DetailHeaderCard title="Clean water for Irbid" chips={<span>Accepted</span>} pending={pending} caption="Code: P-12" aside={<Button>Actions</Button>}>
      <HeaderFact icon={GlobeRegular} term="Country">
        Jordan
      </HeaderFact>
      <HeaderFact icon={MoneyRegular} term="Total budget">
        $ 1,000.000
      </HeaderFact>
    </DetailHeaderCard>
  );
}

describe('the detail header card', () => {
  it('heads the page with the title, its chips, caption and actions, then lists the facts as terms and values', () => {
    renderWithProviders(<Card pending={null} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Clean water for Irbid' })).toBeTruthy();
    expect(screen.getByText('Accepted')).toBeTruthy();
    expect(screen.getByText('Code: P-12')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Actions' })).toBeTruthy();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Country', 'Total budget']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['Jordan', '$ 1,000.000']);
  });

  it('hides each fact’s icon from screen readers, which read its term instead', () => {
    renderWithProviders(<Card pending={null} />);
    const fact = screen.getByText('Country').parentElement;
    expect(fact?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the pending badge only while changes wait to be sent', () => {
    const { unmount } = renderWithProviders(<Card pending={null} />);
    expect(screen.queryByText('Pending')).toBeNull();
    unmount();
    renderWithProviders(<Card pending="Pending" />);
    expect(screen.getByText('Pending')).toBeTruthy();
  });
});
