import { Link } from 'wouter';
import {
  ArrowRight,
  CalendarDays,
  Clock,
  Heart,
  Mail,
  MessageCircle,
  Printer,
  Refrigerator,
  ShoppingBasket,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import { buttonVariants } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SUPPORT_EMAIL } from '../../app/layout/support';

type Feature = { title: string; body: string; icon: LucideIcon; tone: 'primary' | 'sage' };

const features: Feature[] = [
  {
    title: 'Recipes from your pantry',
    body: 'Tell Chowdr what is on your shelves and get recipes that use it up, instead of another trip to the shop.',
    icon: Refrigerator,
    tone: 'primary',
  },
  {
    title: 'A meal calendar',
    body: 'Drop recipes onto breakfast, lunch or dinner and see your whole week of cooking at a glance.',
    icon: CalendarDays,
    tone: 'sage',
  },
  {
    title: 'Shopping lists',
    body: 'Turn the week’s plan into one tidy list, with the things already in your pantry left off.',
    icon: ShoppingBasket,
    tone: 'primary',
  },
  {
    title: 'Saved favourites',
    body: 'Keep the dishes your family asks for again, ready to cook or schedule in a tap.',
    icon: Heart,
    tone: 'sage',
  },
  {
    title: 'A cooking assistant',
    body: 'Out of buttermilk? Unsure about a step? Ask the chef assistant and keep cooking.',
    icon: MessageCircle,
    tone: 'primary',
  },
  {
    title: 'Share & print',
    body: 'Send a recipe to a friend or print a clean copy for the fridge door, no account needed.',
    icon: Printer,
    tone: 'sage',
  },
];

const testimonials = [
  {
    quote:
      'I used to stare into the fridge at six o’clock. Now I type in what’s there and have dinner on the table in half an hour.',
    name: 'Maya R.',
    role: 'parent of three, Leeds',
  },
  {
    quote: 'Planning the week on the calendar and getting the shopping list in one go has honestly saved my Sundays.',
    name: 'Tom H.',
    role: 'weeknight cook, Portland',
  },
  {
    quote:
      'The half bag of lentils and that lonely aubergine became my new favourite curry. Saved, scheduled, repeated.',
    name: 'Priya S.',
    role: 'home cook, Melbourne',
  },
];

export default function LandingScreen() {
  useDocumentTitle('Recipes from your pantry');
  return (
    <div className="grid gap-20 sm:gap-28">
      <Hero />
      <Features />
      <Testimonials />
      <CallToAction />
    </div>
  );
}

function Hero() {
  return (
    <section aria-labelledby="hero-title" className="grid items-center gap-12 pt-2 lg:grid-cols-[1.1fr_0.9fr]">
      <div className="grid gap-6">
        <p className="inline-flex w-fit items-center gap-2 rounded-full bg-sage-soft px-3 py-1 text-sm font-semibold text-sage-ink">
          <Sparkles aria-hidden="true" className="size-4" />
          For home cooks who hate wasting food
        </p>
        <h1 id="hero-title" className="text-4xl leading-[1.1] font-semibold sm:text-5xl lg:text-6xl">
          Cook something wonderful with what&apos;s already in your kitchen.
        </h1>
        <p className="max-w-xl text-lg text-muted sm:text-xl">
          Chowdr turns your pantry into recipes you&apos;ll want to make tonight, then helps you plan the week, shop
          smarter and keep the dishes everyone loves.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link href="/register" className={buttonVariants({ size: 'lg' })}>
            Get Started
            <ArrowRight aria-hidden="true" />
          </Link>
          <Link href="/login" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            Sign In
          </Link>
        </div>
        <p className="text-sm text-muted">
          Free for home cooks. No card, no clutter.{' '}
          <Link
            href="/generate"
            className="inline-flex min-h-11 items-center font-semibold text-primary-ink underline underline-offset-4 hover:text-primary"
          >
            Try the recipe generator
          </Link>{' '}
          without an account.
        </p>
      </div>
      <RecipePreview />
    </section>
  );
}

/** A drawn recipe card, so the hero shows the product without an image download. */
function RecipePreview() {
  const pantry = ['white beans', 'tomatoes', 'garlic', 'rosemary', 'stale bread'];
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none">
      <div className="absolute -top-6 -right-4 size-40 rounded-full bg-butter/60 blur-2xl" />
      <div className="absolute -bottom-8 -left-6 size-44 rounded-full bg-sage-soft blur-2xl" />
      <div className="relative rotate-1 rounded-3xl border border-line bg-surface p-6 pb-12 shadow-lift">
        <div className="mb-5 grid h-36 place-items-center overflow-hidden rounded-2xl bg-gradient-to-br from-primary-soft via-[#fff1dc] to-sage-soft">
          <svg viewBox="0 0 160 90" className="h-28 w-auto" focusable="false">
            <ellipse cx="80" cy="62" rx="62" ry="14" fill="#eaded0" />
            <path d="M22 48h116a58 30 0 0 1-116 0Z" fill="#fffaf3" stroke="#c2410c" strokeWidth="3" />
            <ellipse cx="80" cy="48" rx="56" ry="9" fill="#d9622b" />
            <circle cx="62" cy="46" r="4" fill="#fde68a" />
            <circle cx="86" cy="49" r="4" fill="#fde68a" />
            <circle cx="101" cy="45" r="3.5" fill="#fde68a" />
            <path
              d="M70 44c4-3 8-3 12 0M92 43c3-2 6-2 9 0"
              stroke="#4a6b3a"
              strokeWidth="2.5"
              strokeLinecap="round"
              fill="none"
            />
            <path
              d="M66 30c0-6 6-6 6-12M84 30c0-6 6-6 6-12M102 30c0-6 6-6 6-12"
              stroke="#c9b8a6"
              strokeWidth="2.5"
              strokeLinecap="round"
              fill="none"
            />
          </svg>
        </div>
        <p className="text-sm font-semibold tracking-wide text-sage-ink uppercase">Italian · Dinner</p>
        <p className="mt-1 font-serif text-2xl font-semibold text-ink">Tuscan white bean &amp; tomato soup</p>
        <div className="mt-3 flex flex-wrap gap-4 text-sm text-muted">
          <span className="inline-flex items-center gap-1.5">
            <Clock className="size-4" /> 30 min
          </span>
          <span>Serves 4</span>
          <span>Easy</span>
        </div>
        <p className="mt-5 text-sm font-semibold text-ink">From your pantry</p>
        <ul className="mt-2 flex flex-wrap gap-2">
          {pantry.map((item) => (
            <li key={item} className="rounded-full bg-sand px-3 py-1 text-sm text-ink">
              {item}
            </li>
          ))}
        </ul>
      </div>
      <div className="absolute -bottom-5 left-6 flex -rotate-2 items-center gap-2 rounded-2xl border border-line bg-surface px-4 py-3 shadow-soft">
        <Heart className="size-5 fill-primary text-primary" />
        <span className="text-sm font-semibold text-ink">Saved to favourites</span>
      </div>
    </div>
  );
}

function Features() {
  return (
    <section aria-labelledby="features-title" className="grid gap-10">
      <div className="grid max-w-2xl gap-3">
        <h2 id="features-title" className="text-3xl font-semibold sm:text-4xl">
          Everything for the week&apos;s cooking, in one calm place
        </h2>
        <p className="text-lg text-muted">From the first idea to the last clean plate, Chowdr keeps it simple.</p>
      </div>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ title, body, icon: Icon, tone }) => (
          <li
            key={title}
            className="group grid content-start gap-3 rounded-2xl border border-line bg-surface p-6 shadow-soft transition-shadow hover:shadow-lift"
          >
            <span
              className={cn(
                'grid size-12 place-items-center rounded-xl',
                tone === 'primary' ? 'bg-primary-soft text-primary-ink' : 'bg-sage-soft text-sage-ink',
              )}
            >
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="text-xl font-semibold">{title}</h3>
            <p className="text-base text-muted">{body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="grid gap-10">
      <div className="grid max-w-2xl gap-3">
        <h2 id="testimonials-title" className="text-3xl font-semibold sm:text-4xl">
          Loved in busy kitchens
        </h2>
        <p className="text-lg text-muted">A few words from home cooks who put Chowdr to work.</p>
      </div>
      <ul className="grid gap-5 lg:grid-cols-3">
        {testimonials.map((t) => (
          <li key={t.name}>
            <figure className="flex h-full flex-col justify-between gap-6 rounded-2xl border border-line bg-sand/70 p-6">
              <blockquote className="font-serif text-lg leading-relaxed text-ink">
                <p>
                  <span aria-hidden="true" className="mr-1 text-3xl leading-none text-primary">
                    “
                  </span>
                  {t.quote}
                  <span aria-hidden="true">”</span>
                </p>
              </blockquote>
              <figcaption className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="grid size-10 place-items-center rounded-full bg-primary text-sm font-bold text-white"
                >
                  {t.name.charAt(0)}
                </span>
                <span className="grid text-sm">
                  <span className="font-semibold text-ink">{t.name}</span>
                  <span className="text-muted">{t.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CallToAction() {
  return (
    <section
      aria-labelledby="cta-title"
      className="relative grid gap-6 overflow-hidden rounded-3xl bg-ink px-6 py-12 text-center sm:px-12 sm:py-16"
    >
      <div aria-hidden="true" className="absolute -top-16 -left-10 size-56 rounded-full bg-primary/30 blur-3xl" />
      <div aria-hidden="true" className="absolute -right-10 -bottom-16 size-56 rounded-full bg-sage/40 blur-3xl" />
      <h2 id="cta-title" className="relative text-3xl font-semibold text-cream sm:text-4xl">
        Tonight&apos;s dinner is already in your cupboard.
      </h2>
      <p className="relative mx-auto max-w-xl text-lg text-[#f3e6d6]">
        Create your free account, add a few pantry staples and get your first recipes in under a minute.
      </p>
      <div className="relative flex flex-wrap justify-center gap-3">
        <Link href="/register" className={buttonVariants({ size: 'lg' })}>
          Create my free account
        </Link>
        <Link
          href="/generate"
          className={cn(
            buttonVariants({ size: 'lg', variant: 'outline' }),
            'border-cream/40 bg-transparent text-cream hover:border-cream hover:text-white',
          )}
        >
          Try the recipe generator
        </Link>
      </div>
      <p className="relative text-base text-[#f3e6d6]">
        Questions first? Write to us at{' '}
        <a
          href={`mailto:${SUPPORT_EMAIL}`}
          className="inline-flex min-h-11 items-center gap-1 font-semibold text-butter underline underline-offset-4 hover:text-white"
        >
          <Mail aria-hidden="true" className="size-4" />
          {SUPPORT_EMAIL}
        </a>
      </p>
    </section>
  );
}
