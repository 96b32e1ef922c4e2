import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { GRANT_SORT_COLUMNS } from '#contract/list-columns';
import { countriesQuery } from '@/features/reference/api/get-countries';
import { currenciesQuery } from '@/features/reference/api/get-currencies';
import { programDefaultsQuery } from '@/features/reference/api/get-program-defaults';
import { programOptionsQuery } from '@/features/reference/api/get-program-options';
import { CreateGrantPage } from '@/features/grants/components/create-grant-page';
import { listSearchDefaults } from '@/ui/list/list-search';

export const Route = createFileRoute('/_app/grants/new')({
  staticData: { breadcrumb: msg`New grant` },
  loader: ({ context }) => {
    // Reference lists fill the form's pickers; offline they come from the saved cache or the service worker.
    const { queryClient } = context;
    void queryClient.prefetchQuery(currenciesQuery());
    void queryClient.prefetchQuery(programOptionsQuery());
    void queryClient.prefetchQuery(countriesQuery());
    void queryClient.prefetchQuery(programDefaultsQuery());
  },
  component: NewGrantRoute,
});

function NewGrantRoute() {
  const { me } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  // The list's first page, where a grant still queued on this device leads.
  const toList = useCallback(() => void navigate({ to: '/grants', search: listSearchDefaults(GRANT_SORT_COLUMNS) }), [navigate]);
  const toGrant = useCallback((grantId: number) => void navigate({ to: '/grants/$grantId/overview', params: { grantId } }), [navigate]);
  return <CreateGrantPage author={me} onCreated={toGrant} onQueued={toList} onCancel={toList} />;
}
