import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowRightRegular } from '@fluentui/react-icons';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ProjectPageSlug } from '#contract/project-pages';
import { useMirroredInRtl } from '@/ui/mirrored-icon';
import { useLinkStyles } from '@/ui/link-styles';
import { PROJECT_PAGE_LABELS } from '../project-page-labels';

const useStyles = makeStyles({ link: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS, whiteSpace: 'nowrap' } });

/** An overview block's way to its page: the page's name, with an arrow that points the way the page reads. */
export function OverviewPageLink({ projectId, page }: { projectId: number; page: ProjectPageSlug }) {
  const styles = useStyles();
  const linkStyles = useLinkStyles();
  const { i18n } = useLingui();
  const mirrored = useMirroredInRtl();
  return (
    <Link to="/projects/$projectId/$page" params={{ projectId, page }} className={mergeClasses(linkStyles.link, styles.link)}>
      {i18n._(PROJECT_PAGE_LABELS[page])}
      <ArrowRightRegular className={mirrored} aria-hidden />
    </Link>
  );
}
