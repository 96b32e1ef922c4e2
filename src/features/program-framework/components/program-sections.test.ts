import { describe, expect, it } from 'vitest';
import { PROGRAM_PAGES } from '#contract/program-pages';
import { PROGRAM_SECTIONS, programSectionLink, programSectionOf } from './program-sections';

describe('the initiative’s menu', () => {
  it('lists the overview, then the eight sub-pages in the contract’s order', () => {
    expect(PROGRAM_SECTIONS).toEqual(['overview', ...PROGRAM_PAGES]);
  });

  it('reads the open page from the address: the overview for the index and for an unknown page', () => {
    expect(programSectionOf('/programs/4')).toBe('overview');
    expect(programSectionOf('/programs/4/outcomes')).toBe('outcomes');
    expect(programSectionOf('/programs/4/monitoring-and-evaluation')).toBe('monitoring-and-evaluation');
    expect(programSectionOf('/programs/4/nothing-here')).toBe('overview');
  });

  it('keeps the overview entry active only on the overview itself, not on the sub-pages below its address', () => {
    expect(programSectionLink(4, 'overview')).toEqual({ to: '/programs/$programId', params: { programId: '4' }, activeOptions: { exact: true } });
    expect(programSectionLink(4, 'risks')).toEqual({ to: '/programs/$programId/$page', params: { programId: '4', page: 'risks' } });
  });
});
