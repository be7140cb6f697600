import { useId, useState } from 'react';
import { CalendarSync, Copy, RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardIconHeader } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { FormField } from '../../../components/ui/form-field';
import { copyText } from '../../../lib/clipboard';
import { useCalendarFeed, useDisableFeed, useRegenerateFeed } from '../api/calendar-feed';

/** Account settings: the secret iCalendar address of the meal plan (show, copy, regenerate, turn off). */
export function CalendarFeedCard() {
  const inputId = useId();
  const feed = useCalendarFeed();
  const regenerate = useRegenerateFeed();
  const disable = useDisableFeed();
  const [confirmRegenerate, setConfirmRegenerate] = useState(false);

  const failed = () =>
    toast({
      title: 'Error',
      description: 'Failed to update the calendar feed. Please try again.',
      variant: 'destructive',
    });
  const onRegenerate = () =>
    regenerate.mutate(undefined, {
      onSuccess: () => {
        setConfirmRegenerate(false);
        toast({
          title: 'Calendar feed ready',
          description: 'Add the address to your calendar app. Any older address no longer works.',
          variant: 'success',
        });
      },
      onError: failed,
    });
  const onDisable = () =>
    disable.mutate(undefined, {
      onSuccess: () =>
        toast({ title: 'Calendar feed turned off', description: 'The address no longer works.', variant: 'success' }),
      onError: failed,
    });
  const onCopy = async (url: string) => {
    try {
      await copyText(url);
      toast({ title: 'Link copied!', variant: 'success' });
    } catch {
      toast({ title: 'Copy failed', description: 'Select the address and copy it yourself.', variant: 'destructive' });
    }
  };

  return (
    <Card>
      <CardIconHeader
        icon={CalendarSync}
        title="Calendar Feed"
        description={
          <>
            See your planned meals in Google Calendar, Apple Calendar or Outlook: breakfast at 08:00, lunch at 12:30 and
            dinner at 18:30, with each recipe&apos;s ingredients. The address is secret: anyone who has it can read your
            meal plan.
          </>
        }
      />
      <CardContent className="grid gap-4">
        {feed.isPending ? (
          <Skeleton className="h-12" />
        ) : feed.data?.enabled && feed.data.url ? (
          <>
            <FormField label="Your calendar address" id={inputId}>
              <Input
                id={inputId}
                readOnly
                value={feed.data.url}
                onFocus={(e) => e.currentTarget.select()}
                className="font-mono text-sm"
              />
            </FormField>
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => void onCopy(feed.data.url!)}>
                <Copy aria-hidden="true" />
                Copy address
              </Button>
              {confirmRegenerate ? (
                <>
                  <Button variant="destructive" loading={regenerate.isPending} onClick={onRegenerate}>
                    Yes, make a new address
                  </Button>
                  <Button variant="ghost" onClick={() => setConfirmRegenerate(false)}>
                    Cancel
                  </Button>
                </>
              ) : (
                <Button variant="outline" onClick={() => setConfirmRegenerate(true)}>
                  <RefreshCw aria-hidden="true" />
                  Regenerate
                </Button>
              )}
              <Button variant="outline" loading={disable.isPending} onClick={onDisable}>
                Turn off
              </Button>
            </div>
            {confirmRegenerate ? (
              <p role="status" className="text-sm text-muted">
                A new address stops the old one at once: calendars that use it stop updating.
              </p>
            ) : null}
          </>
        ) : (
          <div>
            <Button onClick={onRegenerate} loading={regenerate.isPending}>
              <CalendarSync aria-hidden="true" />
              Turn on calendar feed
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
