import { ChefHat } from 'lucide-react';
import { PageHeader } from '../../components/ui/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useCurrentUser } from '../auth/api/user';

// LATER (recipe generator): the cuisine wizard, results and recipe cards replace this body.
export default function HomeScreen() {
  useDocumentTitle('Smart Recipe Generator');
  const user = useCurrentUser();
  const name = user?.firstName || user?.username;

  return (
    <div className="grid gap-10">
      <PageHeader
        eyebrow="Recipes"
        title="Smart Recipe Generator"
        description={
          name
            ? `Welcome back, ${name}! Pick a cuisine and we'll suggest recipes that make the most of your pantry.`
            : "Pick a cuisine and we'll suggest recipes that make the most of your pantry."
        }
      />
      <div className="grid place-items-center gap-4 rounded-3xl border border-dashed border-line-strong/50 bg-surface/60 px-6 py-16 text-center">
        <span className="grid size-14 place-items-center rounded-2xl bg-primary-soft text-primary-ink">
          <ChefHat aria-hidden="true" className="size-7" />
        </span>
        <p className="max-w-md text-lg text-muted">The recipe generator is warming up its stove. Check back soon!</p>
      </div>
    </div>
  );
}
