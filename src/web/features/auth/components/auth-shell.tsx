import type { ReactNode } from 'react';
import { CalendarDays, Heart, Refrigerator } from 'lucide-react';

/** The split card the auth screens share: a warm brand panel beside the form on wide screens. */
export function AuthShell({ children, aside = true }: { children: ReactNode; aside?: boolean }) {
  return (
    <div className="mx-auto w-full max-w-5xl">
      <div className="grid overflow-hidden rounded-3xl border border-line bg-surface shadow-lift lg:grid-cols-[0.9fr_1.1fr]">
        {aside ? <BrandPanel /> : null}
        <div className="p-6 sm:p-10">{children}</div>
      </div>
    </div>
  );
}

function BrandPanel() {
  const points = [
    { icon: Refrigerator, text: 'Recipes built around what is already in your pantry' },
    { icon: CalendarDays, text: 'A meal calendar and shopping lists that write themselves' },
    { icon: Heart, text: 'Your favourite dishes, saved and ready to cook again' },
  ];
  return (
    <div className="relative hidden overflow-hidden bg-ink p-10 text-cream lg:grid lg:content-between">
      <div aria-hidden="true" className="absolute -top-20 -right-16 size-64 rounded-full bg-primary/40 blur-3xl" />
      <div aria-hidden="true" className="absolute -bottom-24 -left-10 size-64 rounded-full bg-sage/50 blur-3xl" />
      <div className="relative grid gap-4">
        <p className="font-serif text-3xl leading-snug font-semibold text-cream">
          Good food starts with what you already have.
        </p>
        <p className="text-base text-[#f3e6d6]">Join home cooks who plan less and cook more with Chowdr.</p>
      </div>
      <figure className="relative my-10 rounded-2xl border border-cream/10 bg-cream/5 p-5">
        <blockquote className="font-serif text-lg leading-relaxed text-cream">
          <p>“Half a bag of lentils and a lonely aubergine became my new favourite curry.”</p>
        </blockquote>
        <figcaption className="mt-3 text-sm text-[#f3e6d6]">Priya S., home cook</figcaption>
      </figure>
      <ul className="relative grid gap-4">
        {points.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-3 text-base text-[#f3e6d6]">
            <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-cream/10 text-butter">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span className="pt-1.5">{text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
