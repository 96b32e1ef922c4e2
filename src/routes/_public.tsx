import { createFileRoute } from '@tanstack/react-router';
import { PublicLayout } from '@/ui/public-layout/public-layout';

/** The pages reached without a session (spec section 2, public routes). */
export const Route = createFileRoute('/_public')({
  component: PublicLayout,
});
