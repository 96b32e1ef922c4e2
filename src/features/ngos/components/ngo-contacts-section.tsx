import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Body1 } from '@fluentui/react-components';
import { CallRegular, MailRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { SkeletonTableRows } from '@/ui/list/skeleton-rows';
import { ngoContactsQuery } from '../api/get-ngo-contacts';
import { ContactLine } from './contact-line';
import { emailHref, phoneHref } from './contact-links';
import { NgoSection } from './ngo-section';
import { SectionLoadError } from '@/ui/list/section-load-error';
import { useMinimumDuration } from '@/ui/loading';

const COLUMNS = 4;
const LOADING_ROWS = 3;

/** The organisation's people (GET ngo/{id}/Contacts): name, position, email and phone, each reachable in a click. */
export function NgoContactsSection({ ngoId }: { ngoId: number }) {
  const { t } = useLingui();
  const contacts = useQuery(ngoContactsQuery(ngoId));
  const rows = contacts.data;
  // Once shown, the placeholder stays 200 ms (spec section 9).
  const loading = useMinimumDuration(rows === undefined);
  return (
    <NgoSection title={<Trans>Contacts</Trans>}>
      {contacts.isError && !rows ? (
        <SectionLoadError error={contacts.error} />
      ) : rows && rows.length === 0 ? (
        <Body1 as="p">
          <Trans>No contacts on file.</Trans>
        </Body1>
      ) : (
        <Table aria-label={t`Contacts`} size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>
                <Trans>Name</Trans>
              </TableHeaderCell>
              <TableHeaderCell>
                <Trans>Position</Trans>
              </TableHeaderCell>
              <TableHeaderCell>
                <Trans>Email</Trans>
              </TableHeaderCell>
              <TableHeaderCell>
                <Trans>Phone</Trans>
              </TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {loading || rows === undefined ? (
              <SkeletonTableRows columns={COLUMNS} rows={LOADING_ROWS} />
            ) : (
              rows.map((contact) => (
                <TableRow key={contact.id}>
                  <TableCell>
                    <span dir="auto">{contact.name}</span>
                  </TableCell>
                  <TableCell>
                    <span dir="auto">{contact.position}</span>
                  </TableCell>
                  <TableCell>
                    <ContactLine icon={<MailRegular />} text={contact.email} href={emailHref(contact.email)} />
                  </TableCell>
                  <TableCell>
                    <ContactLine icon={<CallRegular />} text={contact.phone} href={phoneHref(contact.phone)} />
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      )}
    </NgoSection>
  );
}
