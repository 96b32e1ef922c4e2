import { makeStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';

// Draws nothing itself: a disabled fieldset makes every control of a read-only month inert at once.
const useStyles = makeStyles({ plain: { border: 'none', margin: 0, padding: 0, minWidth: 0 } });

/**
 * The controls of one part of the month, inert when the month is read-only. It goes inside a part's scroll region, never
 * around it: a scroll region inside a disabled fieldset cannot take the focus, so a keyboard could not scroll it.
 */
export function InertFieldset({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  return (
    <fieldset className={useStyles().plain} disabled={readOnly}>
      {children}
    </fieldset>
  );
}
