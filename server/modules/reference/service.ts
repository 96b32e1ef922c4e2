import type { ProgramOption } from '#contract/programs';
import { DEFAULT_CURRENCY_CODE, type Country, type Currency, type NamedItem, type ProgramDefaults } from '#contract/reference';
import { PERCENT_TOTAL } from '#contract/constants';
import type { PortalContext, SignedInStaff } from '../../platform/app-context';
import { findCurrencyByCode, listCountries, listCurrencies, listFundingTypes, listProgramOptions, mostUsedCurrencyId } from './repository';

/** The reference lists every form needs (spec section 7, "Programs and reference data"); every staff member reads them. */

export async function currencies(portal: PortalContext): Promise<Currency[]> {
  return (await listCurrencies(portal.db)).map(({ id, name, symbol, code }) => ({ id, name, symbol, code }));
}

export async function countries(portal: PortalContext): Promise<Country[]> {
  return (await listCountries(portal.db)).map(({ id, name, name_ar, code }) => ({ id, name, name_ar, code }));
}

export async function fundingTypes(portal: PortalContext, staff: SignedInStaff): Promise<NamedItem[]> {
  return (await listFundingTypes(portal.db, staff.donorId)).map(({ id, name, created_at }) => ({ id, name, created_at }));
}

export async function programOptions(portal: PortalContext, staff: SignedInStaff): Promise<ProgramOption[]> {
  return listProgramOptions(portal.db, staff.donorId);
}

/** See contract/reference.ts (programDefaultsSchema) and docs/decisions/062-program-defaults.md. */
export async function programDefaults(portal: PortalContext, staff: SignedInStaff): Promise<ProgramDefaults> {
  const currencyId = (await mostUsedCurrencyId(portal.db, staff.donorId)) ?? (await findCurrencyByCode(portal.db, DEFAULT_CURRENCY_CODE))?.id ?? null;
  const programs = await listProgramOptions(portal.db, staff.donorId);
  const only = programs.length === 1 ? programs[0] : undefined;
  return { currency_id: currencyId, programs: only ? [{ programId: only.id, percent: PERCENT_TOTAL }] : [] };
}
