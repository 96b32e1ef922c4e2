import { Button, Subtitle1, Tab, TabList, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { PrintRegular, SparkleRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@/ui/list/empty-state';
import { FreshnessNote } from '@/ui/list/freshness-note';
import { SkeletonList } from '@/ui/list/skeleton-rows';
import { PRINT_HIDDEN, PrintableReport } from '@/ui/printable-report';
import { inspireQuery } from '../api/get-inspire';
import type { InspireFilter } from '../api/inspire-keys';
import { inspireFilterOf, isInspireFiltered, type InspireSearch } from '../lib/inspire-search';
import { ChooseStories } from './choose-stories';
import { IndicatorResults } from './indicator-results';
import { InspireFigures } from './inspire-figures';
import { InspireFilters } from './inspire-filters';
import { StoryCard } from './story-card';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1400px', minWidth: 0 },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: tokens.spacingHorizontalM },
  grow: { flexGrow: 1 },
  stories: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

// A clean A4 page: the printout keeps the report only (src/ui/printable-report.tsx), two story cards a row.
const A4_CSS = `@page { size: A4; } @media print { [data-inspire-stories] { display: grid !important; grid-template-columns: 1fr 1fr; gap: 8mm; } [data-inspire-stories] img { max-height: 55mm; } }`;

function StoriesAndResults({ filter, onClear }: { filter: InspireFilter; onClear: () => void }) {
  const styles = useStyles();
  const page = useQuery(inspireQuery(filter));
  if (page.data === undefined) return <SkeletonList />;
  const { figures, indicators, stories } = page.data;
  const filtered = isInspireFiltered(filter);
  return (
    <>
      <FreshnessNote dataUpdatedAt={page.dataUpdatedAt} isFetching={page.isFetching} />
      <InspireFigures figures={figures} />
      {stories.length === 0 && indicators.length === 0 ? (
        <EmptyState
          icon={<SparkleRegular />}
          title={<Trans>Nothing to show yet</Trans>}
          action={
            filtered ? (
              <Button onClick={onClear} {...PRINT_HIDDEN}>
                <Trans>Clear filters</Trans>
              </Button>
            ) : undefined
          }
        >
          <Trans>Featured stories and results appear here once the organisations’ monthly reports are approved and stories are chosen.</Trans>
        </EmptyState>
      ) : null}
      {stories.length > 0 ? (
        <section className={styles.section} aria-labelledby="inspire-stories">
          <Subtitle1 as="h2" id="inspire-stories">
            <Trans>Stories of change</Trans>
          </Subtitle1>
          <div className={styles.stories} data-inspire-stories="">
            {stories.map((story) => (
              <StoryCard key={story.id} story={story} />
            ))}
          </div>
        </section>
      ) : null}
      {indicators.length > 0 ? (
        <section className={styles.section} aria-labelledby="inspire-results">
          <Subtitle1 as="h2" id="inspire-results">
            <Trans>Results</Trans>
          </Subtitle1>
          <IndicatorResults indicators={indicators} />
        </section>
      ) : null}
    </>
  );
}

type InspirePageProps = {
  search: InspireSearch;
  onSearchChange: (patch: Partial<InspireSearch>) => void;
  /** manage_grants: the "Choose stories" tab and its switches. */
  canFeature: boolean;
};

/**
 * /inspire (decision 208): the funder's featured stories of change and the results of its projects, from approved
 * months, for the filter in the URL; printable on its own; readable offline once seen (persisted query, photos kept
 * by the service worker). Staff with manage_grants also get "Choose stories".
 */
export function InspirePage({ search, onSearchChange, canFeature }: InspirePageProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const filter = inspireFilterOf(search);
  const tab = canFeature && search.tab === 'choose' ? 'choose' : 'page';
  const clear = () => onSearchChange({ grant_id: undefined, program_id: undefined, country_id: undefined });
  return (
    <PrintableReport>
      <style media="print">{A4_CSS}</style>
      <section className={styles.page} aria-labelledby="inspire-title">
        <div className={styles.header}>
          <Title2 as="h1" id="inspire-title" className={styles.grow}>
            <Trans>Inspire</Trans>
          </Title2>
          {tab === 'page' ? (
            <Button icon={<PrintRegular />} onClick={() => window.print()} {...PRINT_HIDDEN}>
              <Trans>Print</Trans>
            </Button>
          ) : null}
        </div>
        {canFeature ? (
          <TabList
            selectedValue={tab}
            onTabSelect={(_, data) => onSearchChange({ tab: data.value === 'choose' ? 'choose' : undefined })}
            aria-label={t`Inspire views`}
            {...PRINT_HIDDEN}
          >
            <Tab value="page">
              <Trans>Stories and results</Trans>
            </Tab>
            <Tab value="choose">
              <Trans>Choose stories</Trans>
            </Tab>
          </TabList>
        ) : null}
        <InspireFilters filter={filter} onChange={onSearchChange} />
        {tab === 'choose' ? <ChooseStories filter={filter} canFeature={canFeature} /> : <StoriesAndResults filter={filter} onClear={clear} />}
      </section>
    </PrintableReport>
  );
}
