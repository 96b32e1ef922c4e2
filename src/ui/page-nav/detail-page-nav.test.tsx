import { ClipboardTaskListLtrRegular, DocumentBulletListRegular, InfoRegular, ShieldCheckmarkRegular } from '@fluentui/react-icons';
import { msg } from '@lingui/core/macro';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/ui/list/render-with-router';
import { DetailPageCompactMenu, DetailPageMenu, type DetailPages } from './detail-page-nav';

const PAGES = ['overview', 'objectives', 'due-diligence', 'proposals'] as const;
type Page = (typeof PAGES)[number];

const MARK = 'Needs attention before publishing';

const grantPages: DetailPages<Page> = {
  pages: PAGES,
  labels: { overview: msg`Overview`, objectives: msg`Objectives`, 'due-diligence': msg`Due diligence`, proposals: msg`Proposals` },
  icons: { overview: InfoRegular, objectives: ClipboardTaskListLtrRegular, 'due-diligence': ShieldCheckmarkRegular, proposals: DocumentBulletListRegular },
  linkTo: (page) => ({ to: '/grants/$grantId/overview', params: { grantId: 3 }, hash: page }),
  label: 'Grant pages',
  attention: { pages: new Set<Page>(['objectives']), label: MARK },
};

describe('the detail pages menu', () => {
  it('draws one link per page in order, and marks only the pages that need attention', async () => {
    await renderWithRouter(<DetailPageMenu {...grantPages} />);
    const menu = screen.getByRole('navigation', { name: 'Grant pages' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Overview', 'Objectives', 'Due diligence', 'Proposals']);
    expect(within(links[1] as HTMLElement).getByLabelText(MARK)).toBeTruthy();
    for (const index of [0, 2, 3]) expect(within(links[index] as HTMLElement).queryByLabelText(MARK)).toBeNull();
  });

  it('marks nothing when no page needs attention', async () => {
    await renderWithRouter(<DetailPageMenu {...grantPages} attention={undefined} />);
    expect(screen.queryByLabelText(MARK)).toBeNull();
  });

  it('on narrow screens shows the mark on the open page’s button and on the marked entry of its menu', async () => {
    const onOpen = vi.fn();
    await renderWithRouter(<DetailPageCompactMenu {...grantPages} current="objectives" onOpen={onOpen} />);
    const button = screen.getByRole('button', { name: 'Page 2 of 4: Objectives' });
    expect(within(button).getByLabelText(MARK)).toBeTruthy();
    await userEvent.click(button);
    const entries = await screen.findAllByRole('menuitemradio');
    expect(entries.map((entry) => within(entry).queryByLabelText(MARK) !== null)).toEqual([false, true, false, false]);
    await userEvent.click(entries[2] as HTMLElement);
    expect(onOpen).toHaveBeenCalledWith('due-diligence');
  });

  it('shows the open page’s own icon when it needs no attention', async () => {
    await renderWithRouter(<DetailPageCompactMenu {...grantPages} current="proposals" onOpen={() => {}} />);
    expect(within(screen.getByRole('button', { name: 'Page 4 of 4: Proposals' })).queryByLabelText(MARK)).toBeNull();
  });

  it('badges the pages an organisation changed since negotiation began, and no other', async () => {
    const badge = { pages: new Set<Page>(['proposals']), label: 'Changed', title: 'Changed since negotiation began' };
    await renderWithRouter(<DetailPageMenu {...grantPages} badge={badge} />);
    const links = within(screen.getByRole('navigation', { name: 'Grant pages' })).getAllByRole('link');
    expect(links.map((link) => within(link).queryByText('Changed') !== null)).toEqual([false, false, false, true]);
  });
});
