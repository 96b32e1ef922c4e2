import { Body1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { CallRegular, GlobeRegular, LocationRegular, MailRegular } from '@fluentui/react-icons';
import { useLingui } from '@lingui/react/macro';
import type { Ngo } from '#contract/ngos';
import { useCountryName } from '@/features/reference';
import { OrganisationAvatar } from '@/ui/avatars/avatars';
import { ContactLine } from './contact-line';
import { emailHref, phoneHref, websiteHref } from './contact-links';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalL,
    paddingBlockEnd: tokens.spacingVerticalL,
    borderBlockEndWidth: tokens.strokeWidthThin,
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke2,
  },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0, flexGrow: 1 },
  title: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: tokens.spacingHorizontalM },
  shortcut: { color: tokens.colorNeutralForeground3 },
  // The organisation's own words, in its own paragraphs.
  description: { margin: 0, whiteSpace: 'pre-line', maxWidth: '80ch' },
  contacts: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
});

/** The organisation's card at the top of its page (spec section 2): who it is, what it does, how to reach it. */
export function NgoHeader({ ngo }: { ngo: Ngo }) {
  const styles = useStyles();
  const { t } = useLingui();
  const countryLabel = useCountryName();
  const country = countryLabel(ngo.country_id, ngo.coun_name);
  return (
    <header className={styles.header}>
      <OrganisationAvatar name={ngo.name} />
      <div className={styles.body}>
        <div className={styles.title}>
          <Title2 as="h1" dir="auto">
            {ngo.name}
          </Title2>
          {ngo.shortcut ? (
            <Body1 className={styles.shortcut} dir="auto">
              {ngo.shortcut}
            </Body1>
          ) : null}
        </div>
        {ngo.description ? (
          <Body1 as="p" className={styles.description} dir="auto">
            {ngo.description}
          </Body1>
        ) : null}
        <ul className={styles.contacts} aria-label={t`Contact details`}>
          {country ? (
            <li>
              <ContactLine icon={<LocationRegular />} text={country} href={null} dir="auto" />
            </li>
          ) : null}
          {ngo.email ? (
            <li>
              <ContactLine icon={<MailRegular />} text={ngo.email} href={emailHref(ngo.email)} />
            </li>
          ) : null}
          {ngo.phone ? (
            <li>
              <ContactLine icon={<CallRegular />} text={ngo.phone} href={phoneHref(ngo.phone)} />
            </li>
          ) : null}
          {ngo.website ? (
            <li>
              <ContactLine icon={<GlobeRegular />} text={ngo.website} href={websiteHref(ngo.website)} external />
            </li>
          ) : null}
        </ul>
      </div>
    </header>
  );
}
