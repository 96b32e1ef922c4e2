import type { FrameworkKind } from '#contract/program-framework';
import { programKeys } from '@/features/programs';

/**
 * A program's framework hangs under the program's detail key: the notification hub's refresh of `programKeys.all`
 * (a colleague changed the framework) and a change to the program reach these lists too.
 */
export const frameworkKeys = {
  all: (programId: number) => [...programKeys.detail(programId), 'framework'] as const,
  list: (programId: number, kind: FrameworkKind) => [...frameworkKeys.all(programId), kind] as const,
};
