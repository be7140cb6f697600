import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from '../components/ui/toast';
import { lazyDialog } from '../components/ui/lazy-dialog';
import { ScheduleDialogProvider, type ScheduleRecipeDialogProps } from '../features/recipes/lib/schedule-slot';

// The recipe card's Schedule dialog comes from the calendar (see features/recipes/lib/schedule-slot.tsx).
const ScheduleRecipeDialog = lazyDialog<ScheduleRecipeDialogProps>(() =>
  import('../features/calendar/components/schedule-recipe-dialog').then((m) => m.ScheduleRecipeDialog),
);

export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <ScheduleDialogProvider value={ScheduleRecipeDialog}>{children}</ScheduleDialogProvider>
      <Toaster />
    </QueryClientProvider>
  );
}
