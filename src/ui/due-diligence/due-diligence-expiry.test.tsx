import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { EXPIRY_WARNING_DAYS, dueDiligenceExpiry } from './due-diligence-expiry';
import { DueDiligenceExpiryBadge } from './due-diligence-expiry-badge';

/** Noon local time, so the tests read the same calendar day in every time zone. */
const today = new Date(2026, 2, 15, 12, 0, 0);

describe('due-diligence expiry', () => {
  it('is expired from the day after the expiry date', () => {
    expect(dueDiligenceExpiry('2026-03-14', today)).toBe('expired');
    expect(dueDiligenceExpiry('2025-12-31', today)).toBe('expired');
  });

  it('is still valid on its expiry date, and flagged as expiring', () => {
    expect(dueDiligenceExpiry('2026-03-15', today)).toBe('expiring');
  });

  it('is flagged as expiring up to 30 days ahead, and not on the 31st', () => {
    expect(EXPIRY_WARNING_DAYS).toBe(30);
    expect(dueDiligenceExpiry('2026-04-14', today)).toBe('expiring');
    expect(dueDiligenceExpiry('2026-04-15', today)).toBe('valid');
  });

  it('counts calendar days, whatever the time of day', () => {
    const lateEvening = new Date(2026, 2, 15, 23, 59, 0);
    expect(dueDiligenceExpiry('2026-03-15', lateEvening)).toBe('expiring');
    expect(dueDiligenceExpiry('2026-03-14', new Date(2026, 2, 15, 0, 1, 0))).toBe('expired');
  });

  it('has no state for a document without an expiry date, or with a date it cannot read', () => {
    expect(dueDiligenceExpiry(null, today)).toBe('none');
    expect(dueDiligenceExpiry('soon', today)).toBe('none');
  });

  it('shows "Expired" and "Expires within 30 days" badges, and none for a valid document', () => {
    const { container } = renderWithProviders(
      <>
        <DueDiligenceExpiryBadge state="expired" />
        <DueDiligenceExpiryBadge state="expiring" />
        <DueDiligenceExpiryBadge state="valid" />
        <DueDiligenceExpiryBadge state="none" />
      </>,
    );
    expect(screen.getByText('Expired')).toBeTruthy();
    expect(screen.getByText('Expires within 30 days')).toBeTruthy();
    expect(container.querySelectorAll('.fui-Badge')).toHaveLength(2);
  });
});
