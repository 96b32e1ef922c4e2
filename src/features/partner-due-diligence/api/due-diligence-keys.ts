/** The organisation's library and the types a document can answer; an upload or a deletion refreshes the library only. */
export const dueDiligenceKeys = {
  all: ['partner-due-diligence'] as const,
  library: () => [...dueDiligenceKeys.all, 'library'] as const,
  types: () => [...dueDiligenceKeys.all, 'types'] as const,
};
