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
import type { FluentIcon } from '@fluentui/react-icons';
import {
  ArrowLeftRegular,
  ArrowRightRegular,
  CheckmarkCircleFilled,
  ChevronDownRegular,
  ChevronLeftRegular,
  ChevronRightRegular,
  CircleRegular,
  ErrorCircleFilled,
} from '@fluentui/react-icons';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, type LinkProps } from '@tanstack/react-router';

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
  attention: { ...shorthands.borderColor(tokens.colorPaletteRedBorder2) },
  label: { flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' },
  icon: { fontSize: '20px', flexShrink: 0 },
  attentionIcon: { color: tokens.colorPaletteRedForeground1, flexShrink: 0 },
  attentionItem: { color: tokens.colorPaletteRedForeground1 },
  completeIcon: { color: tokens.colorPaletteGreenForeground1, flexShrink: 0 },
  incompleteIcon: { color: tokens.colorNeutralForeground3, flexShrink: 0 },
  compact: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  pages: { flexGrow: 1, justifyContent: 'space-between', minWidth: '200px', maxWidth: '420px' },
});

/**
 * The pages of a detail screen (a grant's four, an initiative's nine, a proposal's twelve, a project's ten): their
 * order, names, icons and addresses.
 */
export type DetailPages<Page extends string> = {
  pages: readonly Page[];
  labels: Record<Page, MessageDescriptor>;
  icons: Record<Page, FluentIcon>;
  /** The link to a page (`to` and `params` of its route; `activeOptions` for a page whose address holds the others'). */
  linkTo: (page: Page) => LinkProps;
  /** The menu's accessible name, e.g. "Proposal pages". */
  label: string;
  /** Entries drawn with an error border and mark (what a draft grant lacks before publishing), and the mark's name. */
  attention?: { pages: ReadonlySet<Page>; label: string };
  /**
   * A complete / incomplete mark after every entry (the pages a partner writes), each named for screen readers. Unlike
   * `attention`, an incomplete page is not an error: a draft starts with every page incomplete.
   */
  completion?: { complete: ReadonlySet<Page>; completeLabel: string; incompleteLabel: string };
};

function CompletionMark<Page extends string>({ page, completion }: { page: Page; completion: DetailPages<Page>['completion'] }) {
  const styles = useStyles();
  if (!completion) return null;
  return completion.complete.has(page) ? (
    <CheckmarkCircleFilled className={styles.completeIcon} aria-label={completion.completeLabel} role="img" />
  ) : (
    <CircleRegular className={styles.incompleteIcon} aria-label={completion.incompleteLabel} role="img" />
  );
}

type DetailPageNavProps<Page extends string> = DetailPages<Page> & {
  current: Page;
  /** A Back button first (the proposal layout's), when given. */
  onBack?: () => void;
  /** Opens a page (the compact menu's choice and its previous / next buttons). */
  onOpen: (page: Page) => void;
};

/** Back points the way the page reads: right in Arabic. */
function BackButton({ onBack, className }: { onBack: () => void; className?: string }) {
  const { dir } = useFluent();
  return (
    <Button className={className} appearance="subtle" icon={dir === 'rtl' ? <ArrowRightRegular /> : <ArrowLeftRegular />} onClick={onBack}>
      <Trans>Back</Trans>
    </Button>
  );
}

/**
 * A detail layout's side menu (wide screens): Back if any, then one link per page, at the start side in both
 * directions; a marked page has an error border and the mark after its name.
 */
export function DetailPageMenu<Page extends string>({
  pages,
  labels,
  icons,
  linkTo,
  label,
  attention,
  completion,
  onBack,
}: Omit<DetailPageNavProps<Page>, 'current' | 'onOpen'>) {
  const styles = useStyles();
  const { i18n } = useLingui();
  return (
    <nav className={styles.nav} aria-label={label}>
      {onBack ? <BackButton className={styles.back} onBack={onBack} /> : null}
      <ul className={styles.list}>
        {pages.map((page) => {
          const Icon: FluentIcon = icons[page];
          const marked = attention?.pages.has(page) ?? false;
          const className = mergeClasses(styles.link, marked && styles.attention);
          return (
            <li key={page}>
              <Link {...linkTo(page)} className={className} activeProps={{ className: mergeClasses(className, styles.active), 'aria-current': 'page' }}>
                <Icon className={styles.icon} aria-hidden />
                <span className={styles.label}>{i18n._(labels[page])}</span>
                {marked ? <ErrorCircleFilled className={styles.attentionIcon} aria-label={attention?.label} /> : null}
                <CompletionMark page={page} completion={completion} />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The same pages for narrow screens (below 1200px): Back if any, a menu naming the current page, and previous /
 * next buttons, so a reader can go through the pages one after another on a tablet. Marked pages show the error mark
 * in place of their icon, in the menu and on the button while one of them is open.
 */
export function DetailPageCompactMenu<Page extends string>({
  pages,
  labels,
  icons,
  label,
  attention,
  completion,
  current,
  onBack,
  onOpen,
}: DetailPageNavProps<Page>) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const { dir } = useFluent();
  const index = pages.indexOf(current);
  const previous = pages[index - 1];
  const next = pages[index + 1];
  const CurrentIcon: FluentIcon = icons[current];
  const position = index + 1;
  const count = pages.length;
  const currentLabel = i18n._(labels[current]);
  const mark = (page: Page) =>
    attention?.pages.has(page) ? <ErrorCircleFilled className={styles.attentionIcon} aria-label={attention.label} /> : undefined;
  return (
    <nav className={styles.compact} aria-label={label}>
      {onBack ? <BackButton onBack={onBack} /> : null}
      <Menu
        checkedValues={{ page: [current] }}
        onCheckedValueChange={(_, data) => {
          const page = pages.find((candidate) => candidate === data.checkedItems[0]);
          if (page) onOpen(page);
        }}
      >
        <MenuTrigger disableButtonEnhancement>
          <Button className={styles.pages} icon={mark(current) ?? <CurrentIcon />} iconPosition="before" aria-label={t`Page ${position} of ${count}: ${currentLabel}`}>
            <span className={styles.label}>{currentLabel}</span>
            <ChevronDownRegular aria-hidden />
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {pages.map((page) => {
              const Icon: FluentIcon = icons[page];
              return (
                <MenuItemRadio
                  key={page}
                  name="page"
                  value={page}
                  icon={mark(page) ?? <Icon />}
                  className={attention?.pages.has(page) ? styles.attentionItem : undefined}
                >
                  {i18n._(labels[page])} <CompletionMark page={page} completion={completion} />
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
          onClick={() => previous && onOpen(previous)}
        />
      </Tooltip>
      <Tooltip content={t`Next page`} relationship="label">
        <Button
          appearance="subtle"
          icon={dir === 'rtl' ? <ChevronLeftRegular /> : <ChevronRightRegular />}
          disabled={!next}
          onClick={() => next && onOpen(next)}
        />
      </Tooltip>
    </nav>
  );
}
