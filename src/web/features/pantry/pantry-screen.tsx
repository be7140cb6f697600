import { useMemo, useState } from 'react';
import { RotateCcw } from 'lucide-react';
import { DEFAULT_FREQUENCY, type Frequency } from '../../../shared/kitchen/frequency';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useIngredients } from './api/get-ingredients';
import { usePantry } from './api/get-pantry';
import { useUpdatePantry } from './api/update-pantry';
import { AddIngredientsCard } from './components/add-ingredients-card';
import { CurrentPantryCard } from './components/current-pantry-card';
import { SmartSuggestionsCard } from './components/smart-suggestions-card';
import { addIngredients, removeIngredient, restoreIngredient, setFrequency } from './lib/pantry-ops';

/** My Pantry (spec section 2): smart suggestions, add ingredients, the current pantry by category. */
export default function PantryScreen() {
  useDocumentTitle('My Pantry');
  const pantry = usePantry();
  const ingredients = useIngredients();
  const editor = useUpdatePantry();
  const [defaultFrequency, setDefaultFrequency] = useState<Frequency>(DEFAULT_FREQUENCY);

  const pantryIds = useMemo(
    () => (pantry.data ? new Set(pantry.data.map((i) => i.ingredientId)) : undefined),
    [pantry.data],
  );
  const ingredientsById = useMemo(
    () => (ingredients.data ? new Map(ingredients.data.map((i) => [i.id, i])) : undefined),
    [ingredients.data],
  );

  const failed = pantry.isError || ingredients.isError;

  return (
    <div className="grid grid-cols-1 gap-8">
      <PageHeader
        eyebrow="Your kitchen"
        title="My Pantry"
        description="Tell Chowdr what you keep at home, and every recipe starts from your shelves."
      />

      {failed ? (
        <Alert variant="error" title="We couldn't load your pantry">
          <div className="grid gap-3">
            <p>Check your connection and try again.</p>
            <div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  if (pantry.isError) void pantry.refetch();
                  if (ingredients.isError) void ingredients.refetch();
                }}
                loading={pantry.isFetching || ingredients.isFetching}
              >
                <RotateCcw aria-hidden="true" />
                Try again
              </Button>
            </div>
          </div>
        </Alert>
      ) : (
        <>
          <SmartSuggestionsCard
            pantryIds={pantryIds}
            defaultFrequency={defaultFrequency}
            onAdd={(id) => editor.apply(addIngredients([id], defaultFrequency))}
          />
          <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-2">
            <AddIngredientsCard
              ingredients={pantryIds ? ingredients.data : undefined}
              pantryIds={pantryIds ?? EMPTY}
              defaultFrequency={defaultFrequency}
              onDefaultFrequencyChange={setDefaultFrequency}
              onAdd={(ids) => editor.apply(addIngredients(ids, defaultFrequency))}
            />
            <CurrentPantryCard
              items={pantry.data}
              ingredientsById={ingredientsById}
              saving={editor.saving}
              onFrequencyChange={(id, frequency) => editor.apply(setFrequency(id, frequency))}
              onRemove={(id) => editor.apply(removeIngredient(id))}
              onRestore={(item) => editor.apply(restoreIngredient(item))}
            />
          </div>
        </>
      )}
    </div>
  );
}

const EMPTY: ReadonlySet<string> = new Set();
