import type { PartnerCall } from '#contract/partner-proposals';

export type FilterOption = { id: number; name: string };
export type CallFilterOptions = { funders: FilterOption[]; countries: Array<FilterOption & { name_ar: string }>; programs: FilterOption[] };

function distinct<Item extends { id: number }>(items: readonly Item[]): Item[] {
  const seen = new Map<number, Item>();
  for (const item of items) if (!seen.has(item.id)) seen.set(item.id, item);
  return [...seen.values()];
}

/**
 * The funders, countries and initiatives the open calls name, for the filters: the organisation can only narrow the
 * list to what is in it, and needs no reference list of the staff side for it.
 */
export function callFilterOptions(calls: readonly PartnerCall[]): CallFilterOptions {
  return {
    funders: distinct(calls.map((call) => call.donor)),
    countries: distinct(calls.flatMap((call) => call.countries)),
    programs: distinct(calls.flatMap((call) => call.programs.map((program) => ({ id: program.id, name: program.title })))),
  };
}
