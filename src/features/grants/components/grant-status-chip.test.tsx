import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GrantStatus } from '#contract/enums';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { GRANT_STATUS_LOOK, GrantStatusChip } from './grant-status-chip';

describe('GrantStatusChip', () => {
  it('has a label and a colour for every grant status', () => {
    expect(Object.keys(GRANT_STATUS_LOOK).map(Number).toSorted()).toEqual(Object.values(GrantStatus).toSorted());
  });

  it('shows Draft in the warning colour, Published in the brand colour and Closed grey (spec section 4)', () => {
    expect(GRANT_STATUS_LOOK[GrantStatus.Draft].color).toBe('warning');
    expect(GRANT_STATUS_LOOK[GrantStatus.Published].color).toBe('brand');
    expect(GRANT_STATUS_LOOK[GrantStatus.Closed].color).toBe('informative');
  });

  it('reads each status', () => {
    renderWithProviders(
      <>
        <GrantStatusChip status={GrantStatus.Draft} />
        <GrantStatusChip status={GrantStatus.Published} />
        <GrantStatusChip status={GrantStatus.Closed} />
      </>,
    );
    expect(screen.getByText('Draft')).toBeTruthy();
    expect(screen.getByText('Published')).toBeTruthy();
    expect(screen.getByText('Closed')).toBeTruthy();
  });
});
