import { Body1, Title2, Title3, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useId, type Key, type ReactNode } from 'react';
import type { PagingQuery } from '#contract/paging';
import { useMinimumDuration } from '../loading';
import { FreshnessNote } from './freshness-note';
import { ListSearchBox } from './list-search-box';
import { ListToolbar } from './list-toolbar';
import { Pager } from './pager';
import { SkeletonList } from './skeleton-rows';
import { SortSelector, type SortOption } from './sort-selector';

const useStyles = makeStyles({
  header: { display: 'flex', alignItems: 'baseline', gap: tokens.spacingHorizontalM },
  headerAlone: { marginBlockEnd: tokens.spacingVerticalM },
  intro: { display: 'block', color: tokens.colorNeutralForeground2, marginBlock: `${tokens.spacingVerticalXS} ${tokens.spacingVerticalM}` },
  cards: { margin: 0, padding: 0, listStyleType: 'none' },
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))', gap: tokens.spacingHorizontalL },
});

/** The list's query as TanStack Query returns it: its page once loaded, and how fresh it is. */
type ListQueryState<Row> = { data: { data: readonly Row[]; total: number } | undefined; dataUpdatedAt: number; isFetching: boolean };

/** The URL state of every list: its page, and its search text when it offers a search box. */
type ListPaging = { page: number; rows: number; search?: string | undefined };

/** A list that offers sorting has its column and direction in the URL too. */
type ListSorting<Column extends string> =
  | { search: PagingQuery<Column>; sortOptions: readonly SortOption<Column>[] }
  | { search: ListPaging; sortOptions?: undefined };

export type ListCards<Row> = {
  /** The list's accessible name. */
  label: string;
  /** One card under another, or as many side by side as the width allows. */
  layout?: 'stack' | 'grid';
  renderCard: (row: Row) => ReactNode;
  /** Cards before the page's rows, such as records saved on this device and not yet on the server; a list with them is not empty. */
  leading?: readonly { key: Key; card: ReactNode }[];
};

/** A table, which shows its own loading rows until the page comes, or cards, which the page shows as a list. */
type ListContent<Row> = { table: ReactNode; cards?: undefined } | { cards: ListCards<Row>; table?: undefined };

type ListPageProps<Row extends { id: Key }, Column extends string> = ListSorting<Column> &
  ListContent<Row> & {
    title: ReactNode;
    /** The heading's id, which names the page's section; a generated one when the page does not need a fixed one. */
    titleId?: string;
    /** h2 when the list is a section of another page (a grant's proposals). */
    headingLevel?: 'h1' | 'h2';
    /** A line under the heading, if the page explains itself. */
    intro?: ReactNode;
    list: ListQueryState<Row>;
    onSearchChange: (patch: Partial<PagingQuery<Column>>) => void;
    /** The search box's accessible name; a list without one has no search box. */
    searchLabel?: string;
    /** The list's own filters, between the search box and the sort. */
    filters?: ReactNode;
    /** The primary action (add, invite). */
    action?: ReactNode;
    /** Shown under the list when the page has nothing to show. */
    empty: ReactNode;
    /** The page's dialogs. */
    children?: ReactNode;
  };

/**
 * Every paged list of the portal: heading and freshness, then search, filters and sort beside the primary action,
 * then the table or cards, what an empty list says, and the pager.
 */
export function ListPage<Row extends { id: Key }, Column extends string>(props: ListPageProps<Row, Column>) {
  const { title, headingLevel = 'h1', intro, list, onSearchChange, searchLabel, filters, action, cards, table, empty, children } = props;
  const styles = useStyles();
  const generatedId = useId();
  const titleId = props.titleId ?? generatedId;
  // Once shown, the placeholder stays 200 ms (spec section 9, decision 175): until then the page is not shown as loaded.
  const loading = useMinimumDuration(list.data === undefined);
  const page = loading ? undefined : list.data;
  const leading = cards?.leading ?? [];
  const Heading = headingLevel === 'h1' ? Title2 : Title3;
  return (
    <section aria-labelledby={titleId}>
      <div className={mergeClasses(styles.header, intro ? undefined : styles.headerAlone)}>
        <Heading as={headingLevel} id={titleId}>
          {title}
        </Heading>
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
            {searchLabel ? (
              <ListSearchBox value={props.search.search} onSearch={(text) => onSearchChange({ search: text, page: 1 })} label={searchLabel} />
            ) : null}
            {filters}
            {props.sortOptions ? (
              <SortSelector
                options={props.sortOptions}
                orderBy={props.search.order_by}
                isDesc={props.search.is_desc}
                onChange={(sort) => onSearchChange({ ...sort, page: 1 })}
              />
            ) : null}
          </>
        }
        actions={action}
      />
      {cards ? (
        page ? (
          <ul className={mergeClasses(styles.cards, cards.layout === 'grid' ? styles.grid : styles.stack)} aria-label={cards.label}>
            {leading.map((item) => (
              <li key={item.key}>{item.card}</li>
            ))}
            {page.data.map((row) => (
              <li key={row.id}>{cards.renderCard(row)}</li>
            ))}
          </ul>
        ) : (
          <SkeletonList />
        )
      ) : (
        table
      )}
      {page && page.data.length === 0 && leading.length === 0 ? empty : null}
      {page ? <Pager page={props.search.page} rows={props.search.rows} total={page.total} onChange={onSearchChange} /> : null}
      {children}
    </section>
  );
}
