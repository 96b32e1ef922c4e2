import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '#contract/constants';
import { partnerProjectsQuery } from './get-partner-projects';
import type { PartnerProjectListQuery } from './partner-project-keys';

/**
 * The organisation's projects in one page, for a project's dates (which months it can report): the month's answer
 * does not carry them, and the project workspace's call is another part of issue 14. An organisation has far fewer
 * projects than a page holds.
 */
export const EVERY_PARTNER_PROJECT: PartnerProjectListQuery = { page: 1, rows: MAX_PAGE_SIZE };

/** The project's title and dates from that list, or null while it is not on this device. */
export function usePartnerProjectDates(projectId: number): { title: string; start_date: string; end_date: string } | null {
  const { data } = useQuery(partnerProjectsQuery(EVERY_PARTNER_PROJECT));
  const project = data?.data.find((candidate) => candidate.id === projectId);
  return project ? { title: project.title, start_date: project.start_date, end_date: project.end_date } : null;
}
