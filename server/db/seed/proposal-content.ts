import { CASH_TEXT } from './proposal-content-cash';
import { COMMON_TEXT } from './proposal-content-common';
import { EDUCATION_TEXT } from './proposal-content-education';
import { HEALTH_TEXT } from './proposal-content-health';
import { LIVELIHOODS_TEXT } from './proposal-content-livelihoods';
import { SHELTER_TEXT } from './proposal-content-shelter';
import { SECTORS, type CommonText, type Language, type Sector, type SectorText } from './proposal-content-shapes';
import { WASH_TEXT } from './proposal-content-wash';

/**
 * The hand-written texts the demo proposals are made of: one set per sector and language, plus texts every
 * proposal shares (monitoring, risks, negotiation threads…). proposal-content-sections.ts combines them with a
 * proposal's grant, organisation, places and index into the section documents of contract/proposals.ts.
 */

const SECTOR_TEXTS: Record<Sector, Record<Language, SectorText>> = {
  education: EDUCATION_TEXT,
  wash: WASH_TEXT,
  livelihoods: LIVELIHOODS_TEXT,
  health: HEALTH_TEXT,
  shelter: SHELTER_TEXT,
  cash: CASH_TEXT,
};

export function sectorText(sector: Sector, language: Language): SectorText {
  return SECTOR_TEXTS[sector][language];
}

export function commonText(language: Language): CommonText {
  return COMMON_TEXT[language];
}

/** Words in a grant's title or description that say which sector's texts fit it; the first match wins. */
const SECTOR_WORDS: [Sector, RegExp][] = [
  ['wash', /water|wash|sanitation|latrine|hygiene|مياه|صرف/i],
  ['health', /health|clinic|medic|nutrition|vaccin|صحة|صحي|عيادة/i],
  ['shelter', /shelter|winter|housing|flood|مأوى|مآو|إيواء|شتاء/i],
  ['cash', /cash|نقدي|نقدية/i],
  ['education', /educat|school|learning|literacy|تعليم|مدرس|تعلم/i],
  ['livelihoods', /livelihood|enterprise|food|women|youth|income|سبل العيش|غذائي|مشاريع/i],
];

/** The sector whose texts suit a grant; a grant that names none gets one by the proposal's index. */
export function sectorOfGrant(grant: { title: string; description: string | null }, index: number): Sector {
  const words = `${grant.title} ${grant.description ?? ''}`;
  const found = SECTOR_WORDS.find(([, pattern]) => pattern.test(words));
  return found ? found[0] : SECTORS[index % SECTORS.length] ?? 'education';
}
