import { Link } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';

// The dialog machinery (portal, focus trap, motion) is fetched only by those who open the terms.
const TermsDialog = lazy(() => import('./terms-dialog').then((module) => ({ default: module.TermsDialog })));

/** The footer's "Terms of use" link; the terms open in a dialog. */
export function TermsLink() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Link as="button" onClick={() => setOpen(true)}>
        <Trans>Terms of use</Trans>
      </Link>
      {open ? (
        <Suspense fallback={null}>
          <TermsDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
