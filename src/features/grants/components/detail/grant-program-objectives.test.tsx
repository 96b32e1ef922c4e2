import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GrantProgram, GrantProgramObjective } from '#contract/grants';
import { renderWithProviders } from '@/ui/list/render-with-providers';
import { GrantProgramObjectives } from './grant-program-objectives';

const programs: GrantProgram[] = [
  { id: 1, programId: 10, grantId: 3, percent: 60, title: 'Education' },
  { id: 2, programId: 20, grantId: 3, percent: 40, title: 'Water' },
];
const objectives: GrantProgramObjective[] = [
  { id: 100, title: 'Every child reads', grant_id: 3, program_id: 10 },
  { id: 101, title: 'Schools stay open', grant_id: 3, program_id: 10 },
];

describe('GrantProgramObjectives', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists each targeted program’s objectives under it (GET DonorGrant/ProgramObjective/{id})', async () => {
    const fetch = vi.fn((_url: RequestInfo | URL) => Promise.resolve(new Response(JSON.stringify(objectives), { headers: { 'Content-Type': 'application/json' } })));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<GrantProgramObjectives grantId={3} programs={programs} />);
    expect(await screen.findByText('Every child reads')).toBeTruthy();
    expect(screen.getByText('Schools stay open')).toBeTruthy();
    expect(screen.getByText('This program has no objectives yet.')).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/\/api\/DonorGrant\/ProgramObjective\/3$/);
  });
});
