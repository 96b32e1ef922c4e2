import { Button, Body1, makeStyles, tokens } from '@fluentui/react-components';
import { MailCheckmarkRegular, PersonAddRegular } from '@fluentui/react-icons';
import { Trans } from '@lingui/react/macro';
import { TokenPurpose } from '#contract/enums';
import { AuthHeading } from './auth-heading';

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  icon: { fontSize: '48px', color: tokens.colorBrandForeground1 },
  address: { fontWeight: tokens.fontWeightSemibold },
});

/**
 * The first page of an invitation (purpose 0) or of a new funder's first administrator (purpose 4, after
 * confirming the email): greets the person by name and leads to choosing a password.
 */
export function AccountWelcome({
  purpose,
  name,
  email,
  onContinue,
}: {
  purpose: typeof TokenPurpose.INVITATION | typeof TokenPurpose.DONOR_ACCOUNT_SETUP;
  name: string;
  email: string;
  onContinue: () => void;
}) {
  const styles = useStyles();
  const address = <bdi className={styles.address}>{email}</bdi>;
  const Icon = purpose === TokenPurpose.INVITATION ? PersonAddRegular : MailCheckmarkRegular;
  return (
    <div className={styles.box}>
      <Icon className={styles.icon} aria-hidden />
      {purpose === TokenPurpose.INVITATION ? (
        <AuthHeading title={<Trans>Welcome, {name}</Trans>}>
          <Trans>You have been invited to your organisation's Donor Portal with the address {address}.</Trans>
        </AuthHeading>
      ) : (
        <AuthHeading title={<Trans>Your email is confirmed</Trans>}>
          <Trans>Welcome, {name}. You are the first administrator of your organisation's Donor Portal.</Trans>
        </AuthHeading>
      )}
      <Body1>
        <Trans>Set up your account by choosing a password. It takes a minute.</Trans>
      </Body1>
      <Button appearance="primary" onClick={onContinue}>
        <Trans>Set up my account</Trans>
      </Button>
    </div>
  );
}
