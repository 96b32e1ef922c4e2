import { Body1Strong, Caption1, Spinner, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { Story } from '#contract/monthly-reports';
import { useLocale } from '@/lib/use-locale';
import { useOverlay } from '@/offline/outbox';
import { EmptyState } from '@/ui/list/empty-state';
import { MONTH_FORMAT, useDateFormatter } from '@/ui/list/format-date';
import { queueFeatureStory, STORY_ENTITY } from '../api/feature-story';
import { storiesQuery } from '../api/get-stories';
import type { InspireFilter } from '../api/inspire-keys';
import { useStoryPhoto } from '../api/story-photo';
import { storyInLanguage } from '../lib/story-language';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: {
    display: 'grid',
    gridTemplateColumns: '96px minmax(0, 1fr) max-content',
    gap: tokens.spacingHorizontalL,
    alignItems: 'center',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  thumb: { width: '96px', height: '60px', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground3 },
  texts: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
});

function StoryChoice({ story: served, canFeature }: { story: Story; canFeature: boolean }) {
  const styles = useStyles();
  const { t } = useLingui();
  const locale = useLocale();
  const formatDate = useDateFormatter();
  const hintId = useId();
  const { data: story = served, pending } = useOverlay(STORY_ENTITY, served.id, served);
  const photo = useStoryPhoto(story);
  const title = storyInLanguage(story, locale).title;
  const approved = story.month_status === 'approved';
  const month = formatDate(`${story.month}-01`, MONTH_FORMAT);
  return (
    <li className={styles.row}>
      {photo ? <img className={styles.thumb} src={photo} alt="" /> : <div className={styles.thumb} aria-hidden />}
      <div className={styles.texts}>
        <Body1Strong as="span" lang={title?.lang} dir={title?.dir}>
          {title?.value ?? t`A story of change`}
        </Body1Strong>
        <Caption1 className={styles.muted}>
          <span dir="auto">{story.project_title}</span> · <span dir="auto">{story.ngo_name}</span> · {month}
        </Caption1>
        <Caption1 id={hintId} className={styles.muted}>
          {approved ? <Trans>Month approved</Trans> : <Trans>Month submitted, not approved yet: it can be featured once approved.</Trans>}
        </Caption1>
        {pending ? (
          <Caption1 className={styles.muted}>
            <Trans>Change waiting to be sent</Trans>
          </Caption1>
        ) : null}
      </div>
      <Switch
        label={t`Feature on Inspire`}
        checked={story.featured}
        disabled={!canFeature || (!approved && !story.featured)}
        aria-describedby={hintId}
        onChange={(_, data) => void queueFeatureStory(story, title?.value ?? t`A story of change`, data.checked)}
      />
    </li>
  );
}

/** "Choose stories": the stories of the funder's submitted and approved months, each with its Feature switch. */
export function ChooseStories({ filter, canFeature }: { filter: InspireFilter; canFeature: boolean }) {
  const styles = useStyles();
  const { t } = useLingui();
  const stories = useQuery(storiesQuery(filter));
  if (stories.data === undefined) return <Spinner label={t`Loading stories`} />;
  if (stories.data.length === 0)
    return (
      <EmptyState title={<Trans>No stories yet</Trans>}>
        <Trans>Stories appear here once the organisations submit the months that tell them.</Trans>
      </EmptyState>
    );
  return (
    <ul className={styles.list} aria-label={t`Stories of change`}>
      {stories.data.map((story) => (
        <StoryChoice key={story.id} story={story} canFeature={canFeature} />
      ))}
    </ul>
  );
}
