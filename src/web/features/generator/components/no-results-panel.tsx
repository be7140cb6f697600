import { SearchX, SlidersHorizontal } from 'lucide-react';
import type { GenerationOptions } from '../../../../shared/api/recipes';
import { Button } from '../../../components/ui/button';
import { relaxSuggestions } from '../lib/relax-options';

type NoResultsPanelProps = { options: GenerationOptions; onChangeOptions: () => void };

/** A search that found no recipe: says so plainly and names the options to relax (never a success state). */
export function NoResultsPanel({ options, onChangeOptions }: NoResultsPanelProps) {
  const suggestions = relaxSuggestions(options);
  return (
    <div
      role="status"
      data-testid="no-results"
      className="grid justify-items-center gap-4 rounded-3xl border border-line bg-sand/70 px-6 py-8 text-center"
    >
      <span className="grid size-14 place-items-center rounded-2xl bg-surface text-primary-ink">
        <SearchX aria-hidden="true" className="size-7" />
      </span>
      <div className="grid max-w-lg gap-2">
        <h3 className="text-2xl font-semibold text-ink">No recipes fit all these options</h3>
        {suggestions.length ? (
          <>
            <p className="text-base text-ink">To find some, relax one of them:</p>
            <ul className="grid gap-1 text-base text-ink">
              {suggestions.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          </>
        ) : (
          <p className="text-base text-ink">Try a new cuisine or ingredients.</p>
        )}
      </div>
      <Button onClick={onChangeOptions}>
        <SlidersHorizontal aria-hidden="true" />
        Change options
      </Button>
    </div>
  );
}
