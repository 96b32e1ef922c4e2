import {
  Button,
  Menu,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Tooltip,
  makeStyles,
  mergeClasses,
  shorthands,
  tokens,
  useFluent,
} from '@fluentui/react-components';
import { ArrowLeftRegular, ArrowRightRegular, ChevronDownRegular, ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { PROPOSAL_PAGES, type ProposalPageSlug } from '#contract/proposals';
import { PROPOSAL_PAGE_LABELS } from '../proposal-page-labels';
import { PROPOSAL_PAGE_ICONS } from './proposal-page-icons';

const useStyles = makeStyles({
  nav: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  back: { alignSelf: 'flex-start' },
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
  compact: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  pages: { flexGrow: 1, justifyContent: 'space-between', minWidth: '200px', maxWidth: '420px' },
});

type ProposalPageNavProps = {
  grantId: number;
  proposalId: number;
  current: ProposalPageSlug;
  onBack: () => void;
};

/** Back points the way the page reads: right in Arabic. */
function useBackIcon() {
  const { dir } = useFluent();
  return dir === 'rtl' ? <ArrowRightRegular /> : <ArrowLeftRegular />;
}

function BackButton({ onBack, className }: { onBack: () => void; className?: string }) {
  const icon = useBackIcon();
  return (
    <Button className={className} appearance="subtle" icon={icon} onClick={onBack}>
      <Trans>Back</Trans>
    </Button>
  );
}

/** The proposal layout's side menu (wide screens): Back, then one link per page, at the start side in both directions. */
export function ProposalPageMenu({ grantId, proposalId, onBack }: ProposalPageNavProps) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  return (
    <nav className={styles.nav} aria-label={t`Proposal pages`}>
      <BackButton className={styles.back} onBack={onBack} />
      <ul className={styles.list}>
        {PROPOSAL_PAGES.map((page) => {
          const Icon = PROPOSAL_PAGE_ICONS[page];
          return (
            <li key={page}>
              <Link
                to="/grants/$grantId/proposals/$proposalId/$page"
                params={{ grantId, proposalId, page }}
                className={styles.link}
                activeProps={{ className: mergeClasses(styles.link, styles.active), 'aria-current': 'page' }}
              >
                <Icon className={styles.icon} aria-hidden />
                <span className={styles.label}>{i18n._(PROPOSAL_PAGE_LABELS[page])}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The same pages for narrow screens (below 1200px): Back, a menu naming the current page, and previous / next
 * buttons, so a reviewer can read the proposal page after page on a tablet.
 */
export function ProposalPageCompactMenu({ grantId, proposalId, current, onBack }: ProposalPageNavProps) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const { dir } = useFluent();
  const navigate = useNavigate();
  const index = PROPOSAL_PAGES.indexOf(current);
  const previous = PROPOSAL_PAGES[index - 1];
  const next = PROPOSAL_PAGES[index + 1];
  const go = (page: ProposalPageSlug) => void navigate({ to: '/grants/$grantId/proposals/$proposalId/$page', params: { grantId, proposalId, page } });
  const CurrentIcon = PROPOSAL_PAGE_ICONS[current];
  const position = index + 1;
  const count = PROPOSAL_PAGES.length;
  const currentLabel = i18n._(PROPOSAL_PAGE_LABELS[current]);
  return (
    <nav className={styles.compact} aria-label={t`Proposal pages`}>
      <BackButton onBack={onBack} />
      <Menu
        checkedValues={{ page: [current] }}
        onCheckedValueChange={(_, data) => {
          const page = PROPOSAL_PAGES.find((candidate) => candidate === data.checkedItems[0]);
          if (page) go(page);
        }}
      >
        <MenuTrigger disableButtonEnhancement>
          <Button className={styles.pages} icon={<CurrentIcon />} iconPosition="before" aria-label={t`Page ${position} of ${count}: ${currentLabel}`}>
            <span className={styles.label}>{currentLabel}</span>
            <ChevronDownRegular aria-hidden />
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {PROPOSAL_PAGES.map((page) => {
              const Icon = PROPOSAL_PAGE_ICONS[page];
              return (
                <MenuItemRadio key={page} name="page" value={page} icon={<Icon />}>
                  {i18n._(PROPOSAL_PAGE_LABELS[page])}
                </MenuItemRadio>
              );
            })}
          </MenuList>
        </MenuPopover>
      </Menu>
      <Tooltip content={t`Previous page`} relationship="label">
        <Button
          appearance="subtle"
          icon={dir === 'rtl' ? <ChevronRightRegular /> : <ChevronLeftRegular />}
          disabled={!previous}
          onClick={() => previous && go(previous)}
        />
      </Tooltip>
      <Tooltip content={t`Next page`} relationship="label">
        <Button
          appearance="subtle"
          icon={dir === 'rtl' ? <ChevronLeftRegular /> : <ChevronRightRegular />}
          disabled={!next}
          onClick={() => next && go(next)}
        />
      </Tooltip>
    </nav>
  );
}
