import { Caption1Strong, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ClipboardTaskListLtrRegular, HistoryRegular, PeopleRegular, PersonKeyRegular, SettingsRegular, type FluentIcon } from '@fluentui/react-icons';
import type { SettingsGroup, SettingsPage } from './settings-pages';

const PAGE_ICONS: Record<SettingsPage['to'], FluentIcon> = {
  '/settings/preferences': SettingsRegular,
  '/settings/users': PeopleRegular,
  '/settings/roles': PersonKeyRegular,
  '/settings/activity': HistoryRegular,
  '/settings/due-diligence': ClipboardTaskListLtrRegular,
};

const useStyles = makeStyles({
  nav: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, margin: 0, padding: 0, listStyleType: 'none' },
  heading: { paddingInline: tokens.spacingHorizontalM, color: tokens.colorNeutralForeground3 },
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    borderInlineStartWidth: '3px',
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: 'transparent',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: tokens.colorStrokeFocus2 },
  },
  active: {
    backgroundColor: tokens.colorNeutralBackground1Selected,
    borderInlineStartColor: tokens.colorBrandStroke1,
    fontWeight: tokens.fontWeightSemibold,
  },
  icon: { fontSize: '20px' },
});

/** The settings side list: one link per page the user may open, grouped as the spec groups them. */
export function SettingsNav({ groups }: { groups: readonly SettingsGroup[] }) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  return (
    <nav className={styles.nav} aria-label={t`Settings`}>
      {groups.map((group, index) => (
        <div key={group.label?.id ?? index}>
          {group.label ? (
            <Caption1Strong as="h2" className={styles.heading}>
              {i18n._(group.label)}
            </Caption1Strong>
          ) : null}
          <ul className={styles.list}>
            {group.pages.map((page) => (
              <li key={page.to}>
                <Link to={page.to} className={styles.link} activeProps={{ className: mergeClasses(styles.link, styles.active) }}>
                  <PageIcon page={page} className={styles.icon} />
                  {i18n._(page.label)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

function PageIcon({ page, className }: { page: SettingsPage; className: string }) {
  const Icon = PAGE_ICONS[page.to];
  return <Icon className={className} aria-hidden />;
}
