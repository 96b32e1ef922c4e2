import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatMoney, formatShortMoney } from '@/lib/format-money';
import { renderWithRouter } from '@/ui/list/render-with-router';
import type { DashboardFilter } from '../api/dashboard-keys';
import Dashboard from './dashboard';
import { cachedAnswers, emptyBeneficiaries, emptyTotals, spendingTimeline, statusTimeline } from './dashboard-fixtures';

function renderDashboard(filter: DashboardFilter = {}, options: Parameters<typeof cachedAnswers>[1] & { dir?: 'ltr' | 'rtl'; locale?: 'en' | 'ar' } = {}) {
  const onFilterChange = vi.fn();
  const { dir, locale, ...answers } = options;
  const rendered = renderWithRouter(<Dashboard filter={filter} onFilterChange={onFilterChange} canOpen={(path) => path !== '/grants'} />, {
    dir,
    locale,
    cached: cachedAnswers(filter, answers),
  });
  return { onFilterChange, rendered };
}

const region = (name: string) => screen.getByRole('region', { name });

/** An amount as MoneyText writes it: one left-to-right span, the symbol isolated inside. */
const money = (text: string) => (_: string, element: Element | null) => element?.getAttribute('dir') === 'ltr' && element.textContent === text;

describe('Dashboard', () => {
  it('shows each currency’s money apart: the k/m/b/t short form and the amount with three decimals', async () => {
    await renderDashboard().rendered;
    const usd = screen.getByRole('region', { name: /^USD/ });
    expect(within(usd).getByText(money('$\u00a01.9m'))).toBeTruthy();
    expect(within(usd).getByText(money('$ 1,891,399.610'))).toBeTruthy();
    expect(within(usd).getByText(money('$ 1,056,929.216'))).toBeTruthy();
    expect(within(usd).getByText('7 projects')).toBeTruthy();
    const jod = screen.getByRole('region', { name: /^JOD/ });
    // The symbol is its own isolated run before the amount (see MoneyText); the text reads as formatMoney's.
    expect(within(jod).getByText(money('د.أ 57,002.950')).querySelector('bdi')?.textContent).toBe('د.أ');
    // The short form is formatShortMoney's, its Arabic symbol isolated so the figure after it stays left to right.
    expect(within(jod).getByText(money(formatShortMoney(57_002.95, 'د.أ')))).toBeTruthy();
    expect(within(jod).getByText('1 project')).toBeTruthy();
    // Dollars and euros are never added up.
    expect(screen.queryByText(money(formatMoney(1_891_399.61 + 57_309.68, '$')))).toBeNull();
    expect(document.body.textContent).not.toContain(formatMoney(1_891_399.61 + 57_309.68 + 57_002.95));
  });

  it('counts grants, proposals and projects by status, leaving out the statuses with none', async () => {
    await renderDashboard().rendered;
    const proposals = within(region('Totals')).getByRole('heading', { name: 'Proposals' }).closest('section');
    expect(proposals).toBeTruthy();
    const text = proposals?.textContent ?? '';
    expect(text).toContain('20');
    expect(text).toContain('Submitted12');
    expect(text).toContain('Under negotiation3');
    expect(text).not.toContain('Draft');
    // A section the user may open is linked; one they may not is not.
    expect(within(region('Totals')).getByRole('link', { name: 'Open proposals' }).getAttribute('href')).toBe('/proposals');
    expect(within(region('Totals')).queryByRole('link', { name: 'Open grants' })).toBeNull();
  });

  it('writes every chart’s figures in a table, money per month in the busiest currency first', async () => {
    await renderDashboard().rendered;
    const perMonth = await screen.findByRole('table', { name: 'Proposals and projects per month' });
    expect(within(perMonth).getAllByRole('row')).toHaveLength(statusTimeline.points.length + 2);
    expect(within(perMonth).getByText('Jan, 2026')).toBeTruthy();
    const spending = region('Money over time');
    // JOD moved nothing: no tab for it. USD moved most: first and shown.
    const tabs = within(spending).getAllByRole('tab');
    expect(tabs).toHaveLength(2);
    expect(tabs[0]).toBe(within(spending).getByRole('tab', { name: 'USD' }));
    expect(tabs[1]).toBe(within(spending).getByRole('tab', { name: 'EUR' }));
    const usdTable = within(spending).getByRole('table', { name: 'Money per month in USD' });
    expect(within(usdTable).getByText('123,870.968')).toBeTruthy();
    expect(within(usdTable).getByText(formatMoney(spendingTimeline.currencies[1]?.spent_total ?? -1))).toBeTruthy();
    fireEvent.click(within(spending).getByRole('tab', { name: 'EUR' }));
    expect(within(spending).getByRole('table', { name: 'Money per month in EUR' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Beneficiaries by type' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Beneficiaries per month' })).toBeTruthy();
  });

  it('a funder with no figures at all gets the empty state, not empty charts', async () => {
    await renderDashboard({}, { totals: emptyTotals, beneficiaries: emptyBeneficiaries }).rendered;
    expect(screen.getByText('No figures yet')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Totals' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('filters that match nothing say so and offer to clear them', async () => {
    const { onFilterChange, rendered } = renderDashboard({ grant_id: 4 }, { totals: emptyTotals, beneficiaries: emptyBeneficiaries });
    await rendered;
    const totals = region('Totals');
    expect(within(totals).getByText('Nothing matches these filters.')).toBeTruthy();
    const beneficiaries = await screen.findByRole('region', { name: 'Beneficiaries reached' });
    expect(within(beneficiaries).getByText('No beneficiaries were reported in these months.')).toBeTruthy();
    fireEvent.click(within(totals).getByRole('button', { name: 'Clear filters' }));
    expect(onFilterChange).toHaveBeenCalledWith({ from: undefined, to: undefined, grant_id: undefined, program_id: undefined, country_id: undefined });
  });

  it('right to left (Arabic) draws its charts and tables without failing', async () => {
    const errors = vi.spyOn(console, 'error');
    await renderDashboard({}, { dir: 'rtl', locale: 'ar' }).rendered;
    const byCountry = await screen.findByRole('table', { name: 'Beneficiaries by country' });
    // The chart kit arrives in its own chunk; every chart replaces its skeleton with a drawing (SVG), or a list of
    // bars under their names for counts per item.
    await waitFor(() => expect(screen.queryAllByLabelText('Loading chart')).toHaveLength(0), { timeout: 10_000 });
    const figures = [...document.querySelectorAll('figure')];
    expect(figures.length).toBe(5);
    for (const figure of figures) expect(figure.querySelector('svg, ul')).toBeTruthy();
    // Counts per type and per country: each name written whole as text.
    expect(document.querySelectorAll('figure ul li span[dir="auto"]').length).toBeGreaterThan(0);
    expect(byCountry.textContent).toContain('فلسطين');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  }, 20_000);
});
