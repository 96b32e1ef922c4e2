import { Body1, Caption1, Card, Subtitle2, makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { GlobeRegular, MailRegular, PhoneRegular } from '@fluentui/react-icons';
import { useLingui } from '@lingui/react/macro';
import type { ProposalNgo } from '#contract/proposals';
import { useCountryName } from '@/features/reference';
import { OrganisationAvatar } from '@/ui/avatars/avatars';
import { useLinkStyles } from '@/ui/link-styles';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, backgroundColor: tokens.colorNeutralBackground2 },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  names: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  shortcut: { color: tokens.colorNeutralForeground3 },
  description: { margin: 0, whiteSpace: 'pre-line' },
  contacts: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXL, margin: 0, padding: 0, listStyleType: 'none' },
  contact: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, ...typographyStyles.body1 },
  icon: { color: tokens.colorNeutralForeground3, flexShrink: 0 },
});

/** A telephone link wants the digits and the leading plus only: "+962 6 555 0101" → "tel:+96265550101". */
export function telephoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The organization card of a proposal (spec section 2): who submitted it, and how to reach them. */
export function ProposalOrganisation({ ngo }: { ngo: ProposalNgo }) {
  const styles = useStyles();
  const linkStyles = useLinkStyles();
  const { t } = useLingui();
  const name = ngo.name;
  const country = useCountryName()(ngo.country_id, ngo.coun_name);
  return (
    <Card className={styles.card} appearance="filled-alternative" aria-label={t`Organization ${name}`}>
      <div className={styles.header}>
        <OrganisationAvatar name={ngo.name} />
        <div className={styles.names}>
          <Subtitle2 as="p">{ngo.name}</Subtitle2>
          {ngo.shortcut ? <Caption1 className={styles.shortcut}>{ngo.shortcut}</Caption1> : null}
        </div>
      </div>
      {ngo.description ? <Body1 as="p" className={styles.description}>{ngo.description}</Body1> : null}
      <ul className={styles.contacts}>
        {country ? (
          <li className={styles.contact}>
            <GlobeRegular className={styles.icon} aria-label={t`Country`} />
            {country}
          </li>
        ) : null}
        {ngo.email ? (
          <li className={styles.contact}>
            <MailRegular className={styles.icon} aria-label={t`Email`} />
            {/* Addresses and numbers read left to right in an Arabic page too. */}
            <a href={`mailto:${ngo.email}`} className={linkStyles.link} dir="ltr">
              {ngo.email}
            </a>
          </li>
        ) : null}
        {ngo.phone ? (
          <li className={styles.contact}>
            <PhoneRegular className={styles.icon} aria-label={t`Phone`} />
            <a href={telephoneHref(ngo.phone)} className={linkStyles.link} dir="ltr">
              {ngo.phone}
            </a>
          </li>
        ) : null}
      </ul>
    </Card>
  );
}
