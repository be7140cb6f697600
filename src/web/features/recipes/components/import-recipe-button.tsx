import { Suspense, useRef, useState } from 'react';
import { Download } from 'lucide-react';
import { useSearchParams } from 'wouter';
import { Button } from '../../../components/ui/button';
import { dialogLoader, useOpenedOnce, type LazyDialogProps } from '../../../components/ui/lazy-dialog';
import type { ImportRecipeDialogProps } from './import-recipe-dialog';

// The dialog (and Radix Dialog, Tabs) loads when the cook heads for the button.
const { Dialog: ImportRecipeDialog, preload } = dialogLoader<ImportRecipeDialogProps & LazyDialogProps>(() =>
  import('./import-recipe-dialog').then((m) => m.ImportRecipeDialog),
);

/** 'Import Recipe' on Saved Recipes; opens by itself when the bookmarklet sent the cook here. */
export function ImportRecipeButton({ variant = 'outline' }: { variant?: 'outline' | 'primary' }) {
  const [params] = useSearchParams();
  const fromBookmarklet = params.get('import') === 'page';
  const [open, setOpen] = useState(fromBookmarklet);
  const mounted = useOpenedOnce(open);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={opener}
        variant={variant}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      >
        <Download aria-hidden="true" />
        Import Recipe
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <ImportRecipeDialog
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={opener.current}
            fromBookmarklet={fromBookmarklet}
          />
        </Suspense>
      ) : null}
    </>
  );
}
