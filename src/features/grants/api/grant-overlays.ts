import type { z } from 'zod';
import { GrantStatus } from '#contract/enums';
import type { Grant, GrantInput, grantInputSchema } from '#contract/grants';
import type { UserInCharge } from '#contract/programs';

/**
 * What each queued grant action makes the card show before the server answers. Pure functions of the grant as
 * the server last sent it and the action's payload, so they can be stacked (publish, then move the deadline)
 * and tested without a browser. The server's answer replaces them all.
 */

export type GrantInputValues = z.output<typeof grantInputSchema>;

/**
 * Labels the card needs but the input carries only as ids: the currency's symbol and the programs' titles.
 * They travel in the payload so a queued edit or creation paints fully offline; the request leaves them out.
 */
export type GrantInputLabels = {
  currency: Grant['currency'] | null;
  programTitles: Record<number, string>;
};

export type GrantEditPayload = { grantId: number; input: GrantInputValues; labels: GrantInputLabels };
export type GrantCreatePayload = { input: GrantInputValues; labels: GrantInputLabels; author: { id: number; name: string } };
export type GrantDeadlinePayload = { grantId: number; deadline: string };
export type GrantIdPayload = { grantId: number; title: string };
export type GrantUsersInChargePayload = { grantId: number; users: UserInCharge[] };
export type GrantCountriesPayload = { grantId: number; countries: number[] };

function programsOf(grant: Pick<Grant, 'id' | 'programs'>, input: GrantInputValues, labels: GrantInputLabels): Grant['programs'] {
  return input.programs.map((program) => {
    const existing = grant.programs.find((current) => current.programId === program.programId);
    return {
      id: existing?.id ?? 0,
      programId: program.programId,
      grantId: grant.id,
      percent: program.percent,
      title: labels.programTitles[program.programId] ?? existing?.title ?? '',
    };
  });
}

export function overlayGrantEdit(grant: Grant, { input, labels }: GrantEditPayload): Grant {
  return {
    ...grant,
    title: input.title,
    description: input.description,
    eligibility: input.eligibility,
    currency_id: input.currency_id,
    currency: labels.currency ?? grant.currency,
    min_size: input.min_size,
    max_size: input.max_size,
    programs: programsOf(grant, input, labels),
    countries: input.countries,
  };
}

export function overlayPublish(grant: Grant, { deadline }: GrantDeadlinePayload): Grant {
  return { ...grant, status: GrantStatus.Published, deadline };
}

export function overlayDeadline(grant: Grant, { deadline }: GrantDeadlinePayload): Grant {
  return { ...grant, deadline };
}

export function overlayRedraft(grant: Grant): Grant {
  return { ...grant, status: GrantStatus.Draft };
}

export function overlayUsersInCharge(grant: Grant, { users }: GrantUsersInChargePayload): Grant {
  return { ...grant, users_in_charge: users };
}

export function overlayCountries(grant: Grant, { countries }: GrantCountriesPayload): Grant {
  return { ...grant, countries };
}

/** The ids the server gives a queued grant cannot be known; the card of a pending creation uses this one. */
export const PENDING_GRANT_ID = -1;

/**
 * The card of a grant created offline, shown until the server has it: a draft whose author is its one manager
 * in charge (the server does the same when it creates it).
 */
export function grantFromCreate({ input, labels, author }: GrantCreatePayload, createdAt: string): Grant {
  const grant: Grant = {
    id: PENDING_GRANT_ID,
    title: input.title,
    status: GrantStatus.Draft,
    description: input.description,
    eligibility: input.eligibility,
    currency_id: input.currency_id,
    currency: labels.currency ?? { id: input.currency_id, name: '', symbol: '' },
    min_size: input.min_size,
    max_size: input.max_size,
    proposals_count: 0,
    deadline: null,
    created_by: author.id,
    created_by_name: author.name,
    created_at: createdAt,
    users_in_charge: [{ admin_id: author.id, name: author.name, is_manager: true }],
    programs: [],
    countries: input.countries,
    objectives_count: 0,
    due_diligences_count: 0,
    version: 0,
  };
  return { ...grant, programs: programsOf(grant, input, labels) };
}

/**
 * The body of POST and PUT /DonorGrant: the contract's input (z.input), without the display labels. An empty
 * description or eligibility is left out rather than sent as null: the schema reads a missing text as null.
 */
export function grantRequestBody(input: GrantInputValues): GrantInput {
  return {
    title: input.title,
    description: input.description ?? undefined,
    eligibility: input.eligibility ?? undefined,
    currency_id: input.currency_id,
    min_size: input.min_size,
    max_size: input.max_size,
    programs: input.programs.map(({ programId, percent }) => ({ programId, percent })),
    countries: input.countries,
  };
}
