import { Body1 } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import { Link, createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { AuthHeading } from '@/features/auth/components/auth-heading';
import { RegisterOrganisationForm } from '@/features/partner-organisation';
import { useLinkStyles } from '@/ui/link-styles';

/** An organisation registers (issue 13 item 2), then confirms its admin's address from the mailed link. */
export const Route = createFileRoute('/_public/register')({
  component: RegisterPage,
});

function RegisterPage() {
  const links = useLinkStyles();
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo !== null) {
    return (
      <AuthHeading title={<Trans>Check your inbox</Trans>}>
        <Trans>
          We have sent a link to <bdi dir="ltr">{sentTo}</bdi>. Open it to confirm the address and choose your password. If the address already has an
          account, the mail says so instead.
        </Trans>
      </AuthHeading>
    );
  }
  return (
    <>
      <AuthHeading title={<Trans>Register your organisation</Trans>}>
        <Trans>Apply to grants of every funder on the portal. You can complete the profile after signing in.</Trans>
      </AuthHeading>
      <RegisterOrganisationForm onRegistered={setSentTo} />
      <Body1 as="p">
        <Trans>
          Already registered? <Link to="/login" className={links.link}>Log in</Link>
        </Trans>
      </Body1>
    </>
  );
}
