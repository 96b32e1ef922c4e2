import { Tab, TabList, makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import {
  ClipboardTaskListLtrRegular,
  DocumentBulletListRegular,
  ErrorCircleFilled,
  InfoRegular,
  ShieldCheckmarkRegular,
  type FluentIcon,
} from '@fluentui/react-icons';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { GRANT_SECTIONS, GRANT_SECTION_LABELS, GRANT_SECTION_PATHS, type GrantSection } from './grant-sections';

const SECTION_ICONS: Record<GrantSection, FluentIcon> = {
  overview: InfoRegular,
  objectives: ClipboardTaskListLtrRegular,
  'due-diligence': ShieldCheckmarkRegular,
  proposals: DocumentBulletListRegular,
};

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, margin: 0, padding: 0, listStyleType: 'none' },
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ...shorthands.border('1px', 'solid', 'transparent'),
    borderInlineStartWidth: '3px',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: tokens.colorStrokeFocus2 },
  },
  active: {
    backgroundColor: tokens.colorNeutralBackground1Selected,
    borderInlineStartColor: tokens.colorBrandStroke1,
    fontWeight: tokens.fontWeightSemibold,
  },
  attention: {
    ...shorthands.borderColor(tokens.colorPaletteRedBorder2),
  },
  label: { flexGrow: 1, minWidth: 0 },
  icon: { fontSize: '20px', flexShrink: 0 },
  attentionIcon: { color: tokens.colorPaletteRedForeground1, flexShrink: 0 },
  tabs: { overflowX: 'auto' },
  tabAttention: { color: tokens.colorPaletteRedForeground1 },
});

type GrantSectionNavProps = {
  grantId: number;
  /** Entries drawn with an error border: what publishing still lacks is fixed there. */
  needsAttention: ReadonlySet<GrantSection>;
};

function useCurrentSection(): GrantSection | undefined {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const last = pathname.split('/').filter(Boolean).at(-1);
  return GRANT_SECTIONS.find((section) => section === last);
}

/** The grant layout's side menu (wide screens): one link per page, at the start side in both directions. */
export function GrantSectionMenu({ grantId, needsAttention }: GrantSectionNavProps) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Grant pages`}>
      <ul className={styles.list}>
        {GRANT_SECTIONS.map((section) => {
          const Icon = SECTION_ICONS[section];
          const attention = needsAttention.has(section);
          const className = mergeClasses(styles.link, attention && styles.attention);
          return (
            <li key={section}>
              <Link
                to={GRANT_SECTION_PATHS[section]}
                params={{ grantId }}
                className={className}
                activeProps={{ className: mergeClasses(className, styles.active), 'aria-current': 'page' }}
              >
                <Icon className={styles.icon} aria-hidden />
                <span className={styles.label}>{i18n._(GRANT_SECTION_LABELS[section])}</span>
                {attention ? <ErrorCircleFilled className={styles.attentionIcon} aria-label={t`Needs attention before publishing`} /> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The same pages as a tab list above the page, for narrow screens. */
export function GrantSectionTabs({ grantId, needsAttention }: GrantSectionNavProps) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const current = useCurrentSection();
  return (
    <TabList
      className={styles.tabs}
      aria-label={t`Grant pages`}
      selectedValue={current ?? null}
      onTabSelect={(_, data) => {
        const section = GRANT_SECTIONS.find((candidate) => candidate === data.value);
        if (section) void navigate({ to: GRANT_SECTION_PATHS[section], params: { grantId } });
      }}
    >
      {GRANT_SECTIONS.map((section) => {
        const Icon = SECTION_ICONS[section];
        const attention = needsAttention.has(section);
        return (
          <Tab
            key={section}
            value={section}
            icon={attention ? <ErrorCircleFilled className={styles.tabAttention} aria-label={t`Needs attention before publishing`} /> : <Icon />}
            className={attention ? styles.tabAttention : undefined}
          >
            {i18n._(GRANT_SECTION_LABELS[section])}
          </Tab>
        );
      })}
    </TabList>
  );
}
