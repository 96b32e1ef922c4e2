import type { MessageDescriptor } from '@lingui/core';
import type { LinkProps } from '@tanstack/react-router';
import { PROGRAM_PAGES, isProgramPage } from '#contract/program-pages';
import { PROGRAM_OVERVIEW_LABEL, PROGRAM_PAGE_LABELS } from '../framework-page-labels';

/** The initiative's pages in its menu's order: the overview (the index of /programs/{id}), then the eight sub-pages. */
export const PROGRAM_SECTIONS = ['overview', ...PROGRAM_PAGES] as const;
export type ProgramSection = (typeof PROGRAM_SECTIONS)[number];

export const PROGRAM_SECTION_LABELS: Record<ProgramSection, MessageDescriptor> = { overview: PROGRAM_OVERVIEW_LABEL, ...PROGRAM_PAGE_LABELS };

/** The page open at an address under /programs/{id}: the overview for the index (and while a page is unknown). */
export function programSectionOf(pathname: string): ProgramSection {
  const page = pathname.split('/').filter(Boolean)[2];
  return isProgramPage(page) ? page : 'overview';
}

/**
 * The link to a page. The overview's address is the start of every other's, so it is active only when it is the
 * address itself.
 */
export function programSectionLink(programId: number, section: ProgramSection): LinkProps {
  const params = { programId: String(programId) };
  return section === 'overview'
    ? { to: '/programs/$programId', params, activeOptions: { exact: true } }
    : { to: '/programs/$programId/$page', params: { ...params, page: section } };
}
