import { Caption1, ToggleButton, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { RISK_SCALE, type RiskMatrixCell } from '#contract/project-tracking';
import { formatCount } from '@/lib/format-money';
import { impactLabel, likelihoodLabel, levelLook } from '@/features/proposals';
import { ScrollRegion } from '@/ui/scroll-region';
import { cellTone, matrixRows, sameCell, type RiskCell } from './risk-matrix';

const CELL_SIZE = '56px';

const useStyles = makeStyles({
  figure: { margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  grid: {
    display: 'grid',
    gridTemplateColumns: `auto auto repeat(${RISK_SCALE.length}, minmax(${CELL_SIZE}, 1fr))`,
    gap: tokens.spacingHorizontalXXS,
    alignItems: 'stretch',
    minWidth: 'min-content',
    maxWidth: '640px',
  },
  axisTitle: { color: tokens.colorNeutralForeground2, fontWeight: tokens.fontWeightSemibold },
  // The likelihood axis title runs up the start side (its text turned a quarter, bottom to top).
  likelihoodTitle: { writingMode: 'vertical-rl', transform: 'rotate(180deg)', textAlign: 'center', alignSelf: 'center' },
  rowLabel: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', paddingInlineEnd: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground2 },
  columnLabel: { textAlign: 'center', color: tokens.colorNeutralForeground2, paddingBlockStart: tokens.spacingVerticalXS },
  impactTitle: { textAlign: 'center' },
  cell: {
    minHeight: CELL_SIZE,
    minWidth: CELL_SIZE,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  empty: { fontWeight: tokens.fontWeightRegular, color: tokens.colorNeutralForeground3 },
  selected: { outlineStyle: 'solid', outlineWidth: '3px', outlineColor: tokens.colorNeutralForeground1, outlineOffset: '-3px' },
  dimmed: { opacity: 0.35 },
  // One colour per level, as the level chips (informative is for risks not assessed, which have no cell).
  informative: { backgroundColor: tokens.colorNeutralBackground3, ':hover': { backgroundColor: tokens.colorNeutralBackground3Hover } },
  success: { backgroundColor: tokens.colorPaletteGreenBackground2, ':hover': { backgroundColor: tokens.colorPaletteGreenBackground2 } },
  warning: { backgroundColor: tokens.colorPaletteYellowBackground2, ':hover': { backgroundColor: tokens.colorPaletteYellowBackground2 } },
  severe: { backgroundColor: tokens.colorPaletteDarkOrangeBackground2, ':hover': { backgroundColor: tokens.colorPaletteDarkOrangeBackground2 } },
  danger: { backgroundColor: tokens.colorPaletteRedBackground2, ':hover': { backgroundColor: tokens.colorPaletteRedBackground2 } },
  note: { color: tokens.colorNeutralForeground3 },
});

type RiskMatrixProps = {
  cells: readonly RiskMatrixCell[];
  /** The cell the register shows, if any. */
  selected: RiskCell | null;
  /** The register's level filter: cells of other levels are dimmed. */
  level: number | null;
  onCell: (cell: RiskCell) => void;
  /** Risks without a likelihood or an impact yet, which no cell holds. */
  unassessed: number;
};

/**
 * The 5×5 likelihood × impact matrix (spec section 3 risk scale): how many risks sit in each cell, coloured by the
 * cell's level. Each cell is a toggle that narrows the register to its risks. A CSS grid, so it mirrors in Arabic:
 * impact grows towards the end side in both languages.
 */
export function RiskMatrix({ cells, selected, level, onCell, unassessed }: RiskMatrixProps) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const rows = matrixRows(cells);
  const label = (descriptor: ReturnType<typeof likelihoodLabel>) => (descriptor ? i18n._(descriptor) : '');
  return (
    <figure className={styles.figure}>
      <ScrollRegion label={t`Risk matrix`}>
        <div className={styles.grid} role="group" aria-label={t`Risk matrix`}>
          <Caption1 className={mergeClasses(styles.axisTitle, styles.likelihoodTitle)} style={{ gridColumn: 1, gridRow: `1 / ${RISK_SCALE.length + 1}` }}>
            <Trans>Likelihood</Trans>
          </Caption1>
          {rows.map((row, rowIndex) => {
            const likelihood = row[0]?.likelihood ?? 0;
            return [
              <Caption1 key={`likelihood-${likelihood}`} className={styles.rowLabel} style={{ gridColumn: 2, gridRow: rowIndex + 1 }}>
                {label(likelihoodLabel(likelihood))}
              </Caption1>,
              ...row.map((cell, columnIndex) => {
                const isSelected = sameCell(selected, cell);
                const likelihoodName = label(likelihoodLabel(cell.likelihood));
                const impactName = label(impactLabel(cell.impact));
                const levelName = i18n._(levelLook(cell.level).label);
                const risks = t({ message: plural(cell.count, { one: '# risk', other: '# risks' }) });
                return (
                  <ToggleButton
                    key={`${cell.likelihood}-${cell.impact}`}
                    className={mergeClasses(
                      styles.cell,
                      styles[cellTone(cell)],
                      cell.count === 0 && styles.empty,
                      isSelected && styles.selected,
                      level !== null && level !== cell.level && styles.dimmed,
                    )}
                    style={{ gridColumn: columnIndex + 3, gridRow: rowIndex + 1 }}
                    checked={isSelected}
                    disabled={cell.count === 0 && !isSelected}
                    data-likelihood={cell.likelihood}
                    data-impact={cell.impact}
                    data-tone={cellTone(cell)}
                    aria-label={t`Likelihood ${likelihoodName}, impact ${impactName}: ${risks} (${levelName})`}
                    onClick={() => onCell(cell)}
                  >
                    {formatCount(cell.count)}
                  </ToggleButton>
                );
              }),
            ];
          })}
          {RISK_SCALE.map((impact, index) => (
            <Caption1 key={`impact-${impact}`} className={styles.columnLabel} style={{ gridColumn: index + 3, gridRow: RISK_SCALE.length + 1 }}>
              {label(impactLabel(impact))}
            </Caption1>
          ))}
          <Caption1
            className={mergeClasses(styles.axisTitle, styles.impactTitle)}
            style={{ gridColumn: `3 / ${RISK_SCALE.length + 3}`, gridRow: RISK_SCALE.length + 2 }}
          >
            <Trans>Impact</Trans>
          </Caption1>
        </div>
      </ScrollRegion>
      <figcaption>
        <Caption1 className={styles.note}>
          <Trans>Select a cell to list its risks in the register; select it again to list them all.</Trans>{' '}
          {unassessed > 0 ? (
            <Plural value={unassessed} one="# risk not yet assessed is on no cell." other="# risks not yet assessed are on no cell." />
          ) : null}
        </Caption1>
      </figcaption>
    </figure>
  );
}
