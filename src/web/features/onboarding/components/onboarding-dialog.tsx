import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import {
  ArrowLeft,
  ArrowRight,
  CalendarDays,
  ChefHat,
  Clock,
  Heart,
  ListChecks,
  Refrigerator,
  Share2,
  Sparkles,
  ThumbsUp,
  UtensilsCrossed,
  type LucideIcon,
} from 'lucide-react';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { cn } from '../../../lib/cn';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import { markOnboardingCompleted } from '../completion';

export const ONBOARDING_STEPS = 3;

type Step = {
  icon: LucideIcon;
  tone: string;
  title: (firstName?: string) => string;
  description: string;
  points: { icon: LucideIcon; text: string }[];
};

const steps: Step[] = [
  {
    icon: ChefHat,
    tone: 'bg-primary-soft text-primary-ink',
    title: (firstName) => (firstName ? `Welcome to Chowdr, ${firstName}!` : 'Welcome to Chowdr!'),
    description:
      'Chowdr turns what is already in your kitchen into recipes worth cooking tonight. Here is a quick tour.',
    points: [
      { icon: Sparkles, text: 'Pick a cuisine and get recipes built around your ingredients.' },
      { icon: CalendarDays, text: 'Plan your week of meals and turn it into a shopping list.' },
      { icon: UtensilsCrossed, text: 'Stuck on a step? Ask the chef assistant while you cook.' },
    ],
  },
  {
    icon: Heart,
    tone: 'bg-danger-soft text-danger-ink',
    title: () => 'Save your favourites',
    description: 'Found a keeper? Tap Save on any recipe and it waits for you under Saved, ready to cook again.',
    points: [
      { icon: Heart, text: 'Save the dishes your household asks for again and again.' },
      { icon: CalendarDays, text: 'Schedule saved recipes for breakfast, lunch or dinner.' },
      { icon: ThumbsUp, text: 'Like or dislike recipes so suggestions fit your taste.' },
      { icon: Share2, text: 'Share a recipe with a friend or print it for the fridge door.' },
    ],
  },
  {
    icon: Refrigerator,
    tone: 'bg-sage-soft text-sage-ink',
    title: () => 'Set up your pantry',
    description:
      'Add the ingredients you usually keep at home. Chowdr cooks with them first, so recipes fit what you have.',
    points: [
      { icon: ListChecks, text: 'Search the catalogue and add several ingredients at once.' },
      { icon: Sparkles, text: 'Smart suggestions add the basics in a single tap.' },
    ],
  },
];

/**
 * The first-run tutorial: three steps in a Radix dialog (focus trapped and returned, Esc closes).
 * Every way out counts as completed: Skip Tutorial, Esc or the close button, Get Started Cooking,
 * and the link to the pantry.
 */
export default function OnboardingDialog({ firstName }: { firstName?: string }) {
  const [open, setOpen] = useState(true);
  const [index, setIndex] = useState(0);
  const primaryRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const step = steps[index]!;
  const last = index === steps.length - 1;
  const StepIcon = step.icon;

  const completeOnAccount = useCompleteOnboarding();
  const finish = () => {
    setOpen(false);
    markOnboardingCompleted();
    completeOnAccount.mutate();
  };

  // Going back to step 1 removes the Previous button: keep the keyboard on the dialog's main action.
  useEffect(() => {
    const focused = document.activeElement;
    if (!contentRef.current?.contains(focused) || focused === contentRef.current) primaryRef.current?.focus();
  }, [index]);

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : finish())}>
      <DialogContent
        ref={contentRef}
        className="gap-0 p-0 sm:max-w-xl sm:p-0"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          primaryRef.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          // Opened without a trigger: hand focus to the page's content rather than the document body.
          event.preventDefault();
          document.getElementById('main-content')?.focus();
        }}
        // A stray tap beside the card should not end the tour for good; Esc and the buttons do.
        onPointerDownOutside={(event) => event.preventDefault()}
        data-testid="onboarding"
      >
        <div className="grid gap-6 p-6 sm:p-8">
          <div className="flex items-center gap-3 pr-10">
            <p aria-live="polite" className="text-sm font-semibold tracking-wide text-sage-ink uppercase">
              Step {index + 1} of {steps.length}
            </p>
            <div aria-hidden="true" className="flex flex-1 gap-1.5">
              {steps.map((_, i) => (
                <span
                  key={i}
                  className={cn('h-1.5 flex-1 rounded-full transition-colors', i <= index ? 'bg-primary' : 'bg-sand')}
                />
              ))}
            </div>
          </div>

          <div className="grid gap-4">
            <span className={cn('grid size-14 place-items-center rounded-2xl', step.tone)}>
              <StepIcon aria-hidden="true" className="size-7" />
            </span>
            <div className="grid gap-2">
              <DialogTitle className="text-2xl leading-tight sm:text-3xl">{step.title(firstName)}</DialogTitle>
              <DialogDescription className="sm:text-lg">{step.description}</DialogDescription>
            </div>
          </div>

          <ul className="grid gap-3">
            {step.points.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3">
                <span className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-lg bg-sand text-primary-ink">
                  <Icon aria-hidden="true" className="size-4" />
                </span>
                <span className="pt-1 text-ink">{text}</span>
              </li>
            ))}
          </ul>

          {index === 0 ? (
            <p className="flex items-center gap-2.5 rounded-xl bg-butter/40 px-4 py-3 font-medium text-ink">
              <Clock aria-hidden="true" className="size-5 shrink-0 text-primary-ink" />
              <span>
                Setting things up takes just <span className="whitespace-nowrap">2-3 minutes</span>.
              </span>
            </p>
          ) : null}

          {last ? (
            <div className="grid gap-3 rounded-2xl border border-sage/30 bg-sage-soft/60 p-4 sm:p-5">
              <Link
                href="/pantry"
                onClick={finish}
                className={cn(buttonVariants({ variant: 'secondary', size: 'lg' }), 'w-full')}
              >
                <Refrigerator aria-hidden="true" />
                Set Up My Pantry
              </Link>
              <p className="text-center text-sm text-muted">
                Or skip it for now: Pantry is always one tap away in the menu.
              </p>
            </div>
          ) : null}
        </div>

        <div className="grid gap-2 border-t border-line bg-cream/70 px-6 py-4 sm:flex sm:items-center sm:justify-between sm:px-8">
          <Button variant="ghost" onClick={finish} className="order-last text-muted sm:order-none sm:-ml-3">
            Skip Tutorial
          </Button>
          {/* Phones: one column on the last step, where 'Get Started Cooking' needs the full width. */}
          <div className={cn('grid gap-2 sm:flex', last ? 'grid-cols-1' : 'grid-cols-2')}>
            {index > 0 ? (
              <Button
                variant="outline"
                onClick={() => setIndex(index - 1)}
                className={cn(last && 'order-last sm:order-none')}
              >
                <ArrowLeft aria-hidden="true" />
                Previous
              </Button>
            ) : null}
            <Button
              ref={primaryRef}
              className={cn(index === 0 && 'col-span-2')}
              onClick={() => (last ? finish() : setIndex(index + 1))}
            >
              {last ? 'Get Started Cooking' : 'Next'}
              {last ? null : <ArrowRight aria-hidden="true" />}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
