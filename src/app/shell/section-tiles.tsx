import { Body1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Permission } from '#contract/enums';
import { navItemsFor, type NavItem } from './nav-items';

const useStyles = makeStyles({
  grid: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  tile: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    alignItems: 'flex-start',
    height: '100%',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    color: tokens.colorNeutralForeground1,
    textDecoration: 'none',
    ':hover': { boxShadow: tokens.shadow8, backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  icon: { fontSize: '28px', color: tokens.colorBrandForeground1, flexShrink: 0 },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** One tile per section of the main menu that the user may open (home itself excepted); `items` defaults to the staff menu. */
export function SectionTiles({ permissions, items }: { permissions?: readonly Permission[] | null | undefined; items?: readonly NavItem[] }) {
  const styles = useStyles();
  const { i18n } = useLingui();
  const sections = (items ?? navItemsFor(permissions)).filter((entry) => !entry.exact && entry.path !== '/');
  if (sections.length === 0) return null;
  return (
    <ul className={styles.grid}>
      {sections.map((entry) => {
        const Icon = entry.icon;
        return (
          <li key={entry.id}>
            <Link to={entry.path} className={styles.tile}>
              <Icon className={styles.icon} aria-hidden />
              <span className={styles.text}>
                <Subtitle2>{i18n._(entry.label)}</Subtitle2>
                <Body1 className={styles.muted}>{i18n._(entry.description)}</Body1>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
