import { Body1, Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactElement, ReactNode } from 'react';
import type { PagingQuery } from '#contract/paging';
import { EmptyState } from './empty-state';
import { FreshnessNote } from './freshness-note';
import { ListSearchBox } from './list-search-box';
import { ListToolbar } from './list-toolbar';
import { OnlineButton } from './online-button';
import { Pager } from './pager';
import { SortSelector, type SortOption } from './sort-selector';

const useStyles = makeStyles({
  header: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalM },
  headerAlone: { marginBlockEnd: tokens.spacingVerticalM },
  intro: { display: 'block', color: tokens.colorNeutralForeground2, marginBlock: `${tokens.spacingVerticalXS} ${tokens.spacingVerticalM}` },
});

type ListPageProps<Column extends string> = {
  /** The heading's id, which names the page's section. */
  titleId: string;
  title: ReactNode;
  /** A line under the heading, if the page explains itself. */
  intro?: ReactNode;
  /** The list's query: its page once loaded, and how fresh it is. */
  list: { data: { data: readonly unknown[]; total: number } | undefined; dataUpdatedAt: number; isFetching: boolean };
  search: PagingQuery<Column>;
  onSearchChange: (patch: Partial<PagingQuery<Column>>) => void;
  searchLabel: string;
  sortOptions: readonly SortOption<Column>[];
  /** The primary action (add, invite), which needs the server. */
  action: { icon: ReactElement; label: ReactNode; onClick: () => void };
  /** The table, which shows its own loading rows until the page comes. */
  table: ReactNode;
  /** The empty state's title, under the table when the page has no rows (none at all, or none that match). */
  emptyTitle: ReactNode;
  /** The page's dialogs. */
  children?: ReactNode;
};

/** A settings-style list: heading and freshness, search and sort beside the primary action, table, empty state, pager. */
export function ListPage<Column extends string>({
  titleId,
  title,
  intro,
  list,
  search,
  onSearchChange,
  searchLabel,
  sortOptions,
  action,
  table,
  emptyTitle,
  children,
}: ListPageProps<Column>) {
  const styles = useStyles();
  const page = list.data;
  return (
    <section aria-labelledby={titleId}>
      <div className={mergeClasses(styles.header, intro ? undefined : styles.headerAlone)}>
        <Title2 as="h1" id={titleId}>
          {title}
        </Title2>
        {page ? <FreshnessNote dataUpdatedAt={list.dataUpdatedAt} isFetching={list.isFetching} /> : null}
      </div>
      {intro ? (
        <Body1 as="p" className={styles.intro}>
          {intro}
        </Body1>
      ) : null}
      <ListToolbar
        filters={
          <>
            <ListSearchBox value={search.search} onSearch={(text) => onSearchChange({ search: text, page: 1 })} label={searchLabel} />
            <SortSelector
              options={sortOptions}
              orderBy={search.order_by}
              isDesc={search.is_desc}
              onChange={(sort) => onSearchChange({ ...sort, page: 1 })}
            />
          </>
        }
        actions={
          <OnlineButton appearance="primary" icon={action.icon} onClick={action.onClick}>
            {action.label}
          </OnlineButton>
        }
      />
      {table}
      {page && page.data.length === 0 ? <EmptyState title={emptyTitle} /> : null}
      {page ? <Pager page={search.page} rows={search.rows} total={page.total} onChange={onSearchChange} /> : null}
      {children}
    </section>
  );
}
