import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { CalendarFeedCard } from './calendar-feed-card';

/** The Meal Calendar's way to the calendar feed (issue 26 item 11): the Account Settings card, in a dialog. */
export function CalendarFeedDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl grid-cols-[minmax(0,1fr)]" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Subscribe in your calendar app</DialogTitle>
          <DialogDescription>Your planned meals, kept up to date in the calendar you already use.</DialogDescription>
        </DialogHeader>
        <CalendarFeedCard />
      </DialogContent>
    </Dialog>
  );
}
