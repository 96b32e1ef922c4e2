import { Body1, Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { LocationRegular, PeopleRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Story } from '#contract/monthly-reports';
import { formatCount } from '@/lib/format-money';
import { useLocale } from '@/lib/use-locale';
import { useStoryPhoto } from '../api/story-photo';
import { storyInLanguage } from '../lib/story-language';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    overflow: 'hidden',
    breakInside: 'avoid',
    minWidth: 0,
  },
  photo: { display: 'block', width: '100%', aspectRatio: '16 / 10', objectFit: 'cover', backgroundColor: tokens.colorNeutralBackground3 },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalL },
  text: { margin: 0, whiteSpace: 'pre-line' },
  facts: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, margin: 0, padding: 0, listStyle: 'none', color: tokens.colorNeutralForeground2 },
  fact: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  source: { color: tokens.colorNeutralForeground3 },
});

/** A featured story on /inspire: photo, title and text in the user's language (or the one it was written in), facts. */
export function StoryCard({ story }: { story: Story }) {
  const styles = useStyles();
  const { t } = useLingui();
  const locale = useLocale();
  const headingId = useId();
  const photo = useStoryPhoto(story);
  const shown = storyInLanguage(story, locale);
  const country = locale === 'ar' ? story.country.name_ar : story.country.name;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      {story.photo ? (
        photo ? (
          <img className={styles.photo} src={photo} alt={shown.title ? t`Photo of the story: ${shown.title.value}` : t`Photo of the story`} />
        ) : (
          <div className={styles.photo} aria-hidden />
        )
      ) : null}
      <div className={styles.body}>
        <Subtitle2 as="h3" id={headingId} lang={shown.title?.lang} dir={shown.title?.dir}>
          {shown.title?.value ?? t`A story of change`}
        </Subtitle2>
        {shown.fallback ? (
          <Caption1 className={styles.source}>
            {locale === 'ar' ? <Trans>Written in English only</Trans> : <Trans>Written in Arabic only</Trans>}
          </Caption1>
        ) : null}
        {shown.text ? (
          <Body1 as="p" className={styles.text} lang={shown.text.lang} dir={shown.text.dir}>
            {shown.text.value}
          </Body1>
        ) : null}
        <ul className={styles.facts}>
          {story.people_reached !== null ? (
            <li className={styles.fact}>
              <PeopleRegular aria-hidden />
              <Trans>People reached: {formatCount(story.people_reached)}</Trans>
            </li>
          ) : null}
          {story.place ? (
            <li className={styles.fact}>
              <LocationRegular aria-hidden />
              <span>
                <span dir="auto">{story.place}</span>, {country}
              </span>
            </li>
          ) : (
            <li className={styles.fact}>
              <LocationRegular aria-hidden />
              {country}
            </li>
          )}
        </ul>
        <Caption1 className={styles.source}>
          <span dir="auto">{story.project_title}</span> · <span dir="auto">{story.ngo_name}</span> · <span dir="auto">{story.grant_title}</span>
        </Caption1>
      </div>
    </article>
  );
}
