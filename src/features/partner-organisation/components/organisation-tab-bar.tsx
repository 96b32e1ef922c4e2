import { Tab, TabList } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { ORGANISATION_TABS } from '../organisation-tabs';

/** The organisation page's tabs (the table in organisation-tabs.ts), each a child route. */
export function OrganisationTabBar() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname.replace(/\/$/, '') });
  // The longest tab path the address starts with: /partner/organisation is the profile, and prefixes the others.
  const current = ORGANISATION_TABS.filter((tab) => pathname === tab.to || pathname.startsWith(`${tab.to}/`)).toSorted((a, b) => b.to.length - a.to.length)[0];
  return (
    <TabList
      aria-label={t`Organisation`}
      selectedValue={current?.id ?? ORGANISATION_TABS[0].id}
      onTabSelect={(_, data) => {
        const tab = ORGANISATION_TABS.find((candidate) => candidate.id === data.value);
        if (tab) void navigate({ to: tab.to });
      }}
    >
      {ORGANISATION_TABS.map((tab) => (
        <Tab key={tab.id} value={tab.id}>
          {i18n._(tab.label)}
        </Tab>
      ))}
    </TabList>
  );
}
