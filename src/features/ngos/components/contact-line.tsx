import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useLinkStyles } from '@/ui/link-styles';

const useStyles = makeStyles({
  line: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0, overflowWrap: 'anywhere' },
  icon: { flexShrink: 0, color: tokens.colorNeutralForeground3 },
});

type ContactLineProps = {
  icon: ReactNode;
  text: string;
  /** mailto:, tel: or a web address; without it the text is shown unlinked. */
  href: string | null;
  /** Web addresses open in a new tab, so the portal stays where it was. */
  external?: boolean;
  /** Addresses and numbers read left to right; a place name follows its own script ("auto"). */
  dir?: 'ltr' | 'auto';
};

/**
 * An email, phone, website or place, with its icon. Addresses and numbers are written left to right whatever
 * the page's direction: "+962 6 555" must not turn into "555 6 962+" in Arabic.
 */
export function ContactLine({ icon, text, href, external, dir = 'ltr' }: ContactLineProps) {
  const styles = useStyles();
  const linkStyles = useLinkStyles();
  return (
    <span className={styles.line}>
      <span className={styles.icon} aria-hidden>
        {icon}
      </span>
      {href ? (
        <a
          className={linkStyles.link}
          href={href}
          dir={dir}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {text}
        </a>
      ) : (
        <span dir={dir}>{text}</span>
      )}
    </span>
  );
}
