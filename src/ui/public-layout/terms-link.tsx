import { mergeClasses } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { useLinkStyles } from '@/ui/link-styles';

// The dialog machinery (portal, focus trap, motion) is fetched only by those who open the terms.
const TermsDialog = lazy(() => import('./terms-dialog').then((module) => ({ default: module.TermsDialog })));

/** The footer's "Terms of use" link; the terms open in a dialog. */
export function TermsLink() {
  const [open, setOpen] = useState(false);
  const links = useLinkStyles();
  return (
    <>
      <button type="button" className={mergeClasses(links.link, links.button)} onClick={() => setOpen(true)}>
        <Trans>Terms of use</Trans>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <TermsDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
