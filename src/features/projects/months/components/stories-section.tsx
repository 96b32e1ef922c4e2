import { Button, Card, CardHeader, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { STORY_PHOTO_MIME_TYPES, type ReviewComment } from '#contract/monthly-reports';
import { CellNumber, CellText } from '@/features/partner-proposals';
import { SectionCard } from '@/ui/page-section';
import { FileChoice } from './file-choice';
import { InertFieldset } from './inert-fieldset';
import type { StoryValue } from './month-form-values';
import { commentsOn } from './review-notes';
import { ReviewNoteList } from './review-note-list';

/** As many stories as the contract accepts in one month. */
export const MAX_STORIES = 20;

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  story: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  grid: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))' },
  toolbar: { display: 'flex' },
});

type StoriesSectionProps = {
  rows: StoryValue[];
  onChange: (index: number, changes: Partial<StoryValue>) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  issueText: (path: string, label: string) => string | undefined;
  comments: readonly ReviewComment[];
  readOnly: boolean;
};

/** Stories of change: a title and a text in English and/or Arabic, a photo, the people reached and the place. */
export function StoriesSection({ rows, onChange, onAdd, onRemove, issueText, comments, readOnly }: StoriesSectionProps) {
  const styles = useStyles();
  const { t } = useLingui();
  return (
    <SectionCard headingLevel="h3" title={t`Stories of change`}>
      <InertFieldset readOnly={readOnly}>
        <div className={styles.list}>
          {rows.map((story, index) => {
            const number = index + 1;
            const name = t`Story ${number}`;
            const path = (field: string) => `stories.${index}.${field}`;
            return (
              <Card key={story.key} appearance="outline" className={styles.story} role="group" aria-label={name}>
                <CardHeader
                  header={<Subtitle2 as="h4">{name}</Subtitle2>}
                  action={
                    readOnly ? undefined : (
                      <Button appearance="subtle" icon={<DeleteRegular />} aria-label={t`Remove: ${name}`} onClick={() => onRemove(index)} />
                    )
                  }
                />
                <ReviewNoteList comments={commentsOn(comments, 'story', story.key)} />
                <div className={styles.grid}>
                  <CellText
                    visibleLabel
                    label={t`English title`}
                    value={story.title_en}
                    onChange={(title_en) => onChange(index, { title_en })}
                    error={issueText(path('title_en'), t`English title`)}
                  />
                  <CellText
                    visibleLabel
                    label={t`Arabic title`}
                    value={story.title_ar}
                    onChange={(title_ar) => onChange(index, { title_ar })}
                    error={issueText(path('title_ar'), t`Arabic title`)}
                  />
                  <CellText
                    visibleLabel
                    multiline
                    label={t`English text`}
                    value={story.text_en}
                    onChange={(text_en) => onChange(index, { text_en })}
                    error={issueText(path('text_en'), t`English text`)}
                  />
                  <CellText
                    visibleLabel
                    multiline
                    label={t`Arabic text`}
                    value={story.text_ar}
                    onChange={(text_ar) => onChange(index, { text_ar })}
                    error={issueText(path('text_ar'), t`Arabic text`)}
                  />
                  <CellText visibleLabel label={t`Place`} value={story.place} onChange={(place) => onChange(index, { place })} error={issueText(path('place'), t`Place`)} />
                  <CellNumber
                    label={t`People reached: ${name}`}
                    value={story.people_reached}
                    min={0}
                    step={1}
                    onChange={(people_reached) => onChange(index, { people_reached })}
                    error={issueText(path('people_reached'), t`People reached`)}
                  />
                  <FileChoice
                    label={t`Photo: ${name}`}
                    value={story.photo}
                    accept={STORY_PHOTO_MIME_TYPES.join(',')}
                    readOnly={readOnly}
                    onChange={(photo) => onChange(index, { photo })}
                    error={issueText(path('photo'), t`Photo`)}
                  />
                </div>
              </Card>
            );
          })}
        </div>
      </InertFieldset>
      {readOnly || rows.length >= MAX_STORIES ? null : (
        <div className={styles.toolbar}>
          <Button icon={<AddRegular />} onClick={onAdd}>
            <Trans>Add a story of change</Trans>
          </Button>
        </div>
      )}
    </SectionCard>
  );
}
