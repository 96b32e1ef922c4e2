import { Outlet, createFileRoute, useRouter } from '@tanstack/react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { programQuery } from '@/features/programs/api/get-program';
import { userOptionsQuery } from '@/features/programs/api/get-user-options';
import { ProgramDetailLayout } from '@/features/program-framework/components/program-detail-layout';
import { ProgramHeader } from '@/features/programs/components/program-header';
import { loadDetailMessages } from '@/lib/i18n';
import type { BreadcrumbLoaderData } from '@/app/shell/breadcrumb';
import { programIdOf } from './-components/program-id';

/**
 * One initiative: its header above the side menu of its pages (the overview, then the eight results-framework
 * sub-pages of spec section 2) and whichever of them is open. The breadcrumb shows the initiative's title.
 */
export const Route = createFileRoute('/_app/programs/$programId')({
  // The detail pages' messages (docs/decisions/129-two-catalogs.md), before anything of the page paints.
  beforeLoad: () => loadDetailMessages(),
  loader: async ({ context, params }): Promise<BreadcrumbLoaderData> => {
    void context.queryClient.prefetchQuery(userOptionsQuery());
    const program = await context.queryClient.ensureQueryData(programQuery(programIdOf(params.programId)));
    return { breadcrumb: program.title };
  },
  component: ProgramLayout,
});

function ProgramLayout() {
  const { programId } = Route.useParams();
  const { breadcrumb } = Route.useLoaderData();
  const router = useRouter();
  const { data: program } = useSuspenseQuery(programQuery(programIdOf(programId)));
  const users = useQuery(userOptionsQuery());

  // A renamed initiative: the loader's crumb reads the title again (from the updated cache, no request).
  useEffect(() => {
    if (program.title !== breadcrumb) void router.invalidate({ filter: (match) => match.routeId === Route.id });
  }, [program.title, breadcrumb, router]);

  return (
    <ProgramDetailLayout programId={program.id} header={<ProgramHeader program={program} users={users.data} />}>
      <Outlet />
    </ProgramDetailLayout>
  );
}
