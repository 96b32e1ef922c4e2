import { MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { GrantValidation } from '#contract/grants';
import { formatMessage } from '#contract/messages';
import { isLocale } from '#contract/enums';
import { useLinkStyles } from '@/ui/link-styles';
import { missingForPublish } from '../../api/get-grant-validation';
import { GRANT_SECTION_LABELS, GRANT_SECTION_PATHS, MISSING_FIXED_ON, type MissingForPublishing } from './grant-sections';

const useStyles = makeStyles({
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/** The overview's "What is missing before publishing" box (drafts only), each item linking to the page that fixes it. */
export function MissingForPublishingBox({ grantId, validation }: { grantId: number; validation: GrantValidation }) {
  const styles = useStyles();
  const missing = missingForPublish(validation);
  if (missing.length === 0) {
    return (
      <MessageBar intent="success" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>
            <Trans>Ready to publish</Trans>
          </MessageBarTitle>
          <Trans>The grant has its objectives, complete program percentages and its due diligences. Publish it from the actions menu.</Trans>
        </MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>
          <Trans>What is missing before publishing</Trans>
        </MessageBarTitle>
        <ul className={styles.list}>
          {missing.map((item) => (
            <li key={item}>
              <MissingItem item={item} grantId={grantId} />
            </li>
          ))}
        </ul>
      </MessageBarBody>
    </MessageBar>
  );
}

function MissingItem({ item, grantId }: { item: MissingForPublishing; grantId: number }) {
  const { i18n } = useLingui();
  const { link } = useLinkStyles();
  const section = MISSING_FIXED_ON[item];
  const page = (
    <Link to={GRANT_SECTION_PATHS[section]} params={{ grantId }} className={link}>
      {i18n._(GRANT_SECTION_LABELS[section])}
    </Link>
  );
  if (item === 'objectives') return <Trans>The grant has no objective yet. Add one on the {page} page.</Trans>;
  if (item === 'dueDiligence') return <Trans>The grant requires no due diligence yet. Choose one on the {page} page.</Trans>;
  const text = formatMessage('programsPercent', {}, isLocale(i18n.locale) ? i18n.locale : 'en');
  return (
    <>
      {text} <Trans>See the {page} page.</Trans>
    </>
  );
}
