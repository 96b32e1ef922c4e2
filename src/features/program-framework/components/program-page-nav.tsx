import { Tab, TabList, makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import {
  BoxRegular,
  CalendarRegular,
  ClipboardSearchRegular,
  DataTrendingRegular,
  DocumentCheckmarkRegular,
  FlagRegular,
  InfoRegular,
  ShieldErrorRegular,
  TargetArrowRegular,
  type FluentIcon,
} from '@fluentui/react-icons';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { PROGRAM_PAGES, isProgramPage, type ProgramPageSlug } from '#contract/program-pages';
import { PROGRAM_OVERVIEW_LABEL, PROGRAM_PAGE_LABELS } from '../framework-page-labels';

const OVERVIEW = 'overview';
type ProgramSection = typeof OVERVIEW | ProgramPageSlug;

const SECTION_ICONS: Record<ProgramSection, FluentIcon> = {
  overview: InfoRegular,
  'projects-objectives': TargetArrowRegular,
  outcomes: FlagRegular,
  outputs: BoxRegular,
  indicators: DataTrendingRegular,
  activities: CalendarRegular,
  'verification-methods': DocumentCheckmarkRegular,
  'monitoring-and-evaluation': ClipboardSearchRegular,
  risks: ShieldErrorRegular,
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
  label: { flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' },
  icon: { fontSize: '20px', flexShrink: 0 },
  tabs: { overflowX: 'auto' },
});

/** The page open under /programs/{id}: the overview for the index, else the sub-page's slug. */
function useCurrentSection(programId: number): ProgramSection | undefined {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] !== 'programs' || segments[1] !== String(programId)) return undefined;
  const page = segments[2];
  if (page === undefined) return OVERVIEW;
  return isProgramPage(page) ? page : undefined;
}

/** The initiative's side menu (wide screens), like the grant layout's: the overview, then the eight sub-pages. */
export function ProgramPageMenu({ programId }: { programId: number }) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const current = useCurrentSection(programId);
  const linkProps = (active: boolean) => ({
    className: mergeClasses(styles.link, active && styles.active),
    'aria-current': active ? ('page' as const) : undefined,
  });
  const OverviewIcon = SECTION_ICONS.overview;
  return (
    <nav aria-label={t`Initiative pages`}>
      <ul className={styles.list}>
        <li>
          <Link to="/programs/$programId" params={{ programId: String(programId) }} {...linkProps(current === OVERVIEW)}>
            <OverviewIcon className={styles.icon} aria-hidden />
            <span className={styles.label}>{i18n._(PROGRAM_OVERVIEW_LABEL)}</span>
          </Link>
        </li>
        {PROGRAM_PAGES.map((page) => {
          const Icon = SECTION_ICONS[page];
          return (
            <li key={page}>
              <Link to="/programs/$programId/$page" params={{ programId: String(programId), page }} {...linkProps(current === page)}>
                <Icon className={styles.icon} aria-hidden />
                <span className={styles.label}>{i18n._(PROGRAM_PAGE_LABELS[page])}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The same pages as a tab list above the page, for narrow screens. */
export function ProgramPageTabs({ programId }: { programId: number }) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const current = useCurrentSection(programId);
  const sections: ProgramSection[] = [OVERVIEW, ...PROGRAM_PAGES];
  return (
    <TabList
      className={styles.tabs}
      aria-label={t`Initiative pages`}
      selectedValue={current ?? null}
      onTabSelect={(_, data) => {
        const params = { programId: String(programId) };
        if (data.value === OVERVIEW) void navigate({ to: '/programs/$programId', params });
        else if (isProgramPage(data.value)) void navigate({ to: '/programs/$programId/$page', params: { ...params, page: data.value } });
      }}
    >
      {sections.map((section) => {
        const Icon = SECTION_ICONS[section];
        const label = section === OVERVIEW ? PROGRAM_OVERVIEW_LABEL : PROGRAM_PAGE_LABELS[section];
        return (
          <Tab key={section} value={section} icon={<Icon />}>
            {i18n._(label)}
          </Tab>
        );
      })}
    </TabList>
  );
}
