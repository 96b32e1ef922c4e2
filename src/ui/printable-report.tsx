import type { ReactNode } from 'react';

/** The attribute that marks the part of the page a printout keeps, and the one that marks what it drops (buttons). */
const REPORT = 'data-print-report';
export const PRINT_HIDDEN = { 'data-print-hide': '' } as const;

/*
 * While a report is on screen, printing keeps only the report: every element that neither holds it nor is inside it
 * is dropped (the top bar, side menus, breadcrumb, header card, footer), and the elements that hold it lose their
 * layout (grid columns, padding, backgrounds), so the report takes the whole page. The direction comes from <html
 * dir>, so an Arabic report prints right to left. Scrolling boxes open up so long tables print whole, and tables
 * shrink to the paper's width (smaller type, cells that wrap) instead of running off its edge.
 */
const PRINT_CSS = `
@page { margin: 14mm 12mm; }
@media print {
  html, body { background: #fff !important; }
  body *:not(:has([${REPORT}])):not([${REPORT}]):not([${REPORT}] *) { display: none !important; }
  body *:has([${REPORT}]) {
    display: block !important; position: static !important; margin: 0 !important; padding: 0 !important;
    gap: 0 !important; grid-column: auto !important; min-height: 0 !important; max-width: none !important;
    width: auto !important; background: none !important; box-shadow: none !important; border: 0 !important;
    overflow: visible !important;
  }
  [${REPORT}] [data-print-hide] { display: none !important; }
  [${REPORT}] * { overflow: visible !important; max-height: none !important; min-width: 0 !important; }
  [${REPORT}] table { width: 100% !important; font-size: 9pt; }
  [${REPORT}] th, [${REPORT}] td { white-space: normal !important; padding-inline: 4px !important; }
  [${REPORT}] .fui-Card { box-shadow: none !important; border: 1px solid #d1d1d1; break-inside: auto; }
  [${REPORT}] h2, [${REPORT}] h3 { break-after: avoid; }
  [${REPORT}] tr, [${REPORT}] figure { break-inside: avoid; }
  [${REPORT}] thead { display: table-header-group; }
}
`;

/** A report the Print button prints on its own, without the portal around it. */
export function PrintableReport({ children }: { children: ReactNode }) {
  return (
    <div {...{ [REPORT]: '' }}>
      <style media="print">{PRINT_CSS}</style>
      {children}
    </div>
  );
}
