import { useEffect, useId, useRef, useState } from 'react';
import { Copy, ExternalLink } from 'lucide-react';
import type { RecipeInput } from '../../../../shared/api/recipes';
import type { MeasurementView } from '../../../../shared/kitchen/measurements';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonVariants } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import type { LazyDialogProps } from '../../../components/ui/lazy-dialog';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { FormField } from '../../../components/ui/form-field';
import { copyText } from '../../../lib/clipboard';
import { cn } from '../../../lib/cn';
import { sharedRecipeUrl, SHARE_MAX_INGREDIENTS, SHARE_MAX_INSTRUCTIONS } from '../lib/share-link';

export type ShareDialogProps = {
  recipe: RecipeInput;
  /** The scale chosen on the card; the link opens at it. */
  factor?: number;
  /** The units the card shows; the link opens in them (the reader may switch). */
  units?: MeasurementView;
};

type LinkState = { status: 'making' } | { status: 'ready'; url: string } | { status: 'failed'; message: string };

/**
 * The share link (the recipe travels inside it, compressed, at the card's scale) with a copy button.
 * Loaded on first use by the card (lazyDialog), which owns the trigger.
 */
export function ShareDialog({
  recipe,
  factor = 1,
  units,
  open,
  onOpenChange,
  returnFocusTo,
}: ShareDialogProps & LazyDialogProps) {
  const inputId = useId();
  const copyButton = useRef<HTMLButtonElement>(null);
  const [link, setLink] = useState<LinkState>({ status: 'making' });

  useEffect(() => {
    if (!open) return;
    let live = true;
    setLink({ status: 'making' });
    sharedRecipeUrl(recipe, factor, window.location.origin, units).then(
      (url) => live && setLink({ status: 'ready', url }),
      (error: unknown) =>
        live &&
        setLink({
          status: 'failed',
          message: error instanceof Error ? error.message : 'This recipe cannot be shared as a link.',
        }),
    );
    return () => {
      live = false;
    };
  }, [open, recipe, factor, units]);
  const url = link.status === 'ready' ? link.url : '';

  const copy = async () => {
    if (!url) return;
    try {
      await copyText(url);
      toast({ title: 'Link copied!', variant: 'success' });
    } catch {
      toast({ title: 'Copy failed', description: 'Select the link and copy it yourself.', variant: 'destructive' });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onOpenAutoFocus={(event) => {
          // Start on the main action rather than selecting the whole link.
          event.preventDefault();
          copyButton.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Share this recipe</DialogTitle>
          <DialogDescription>
            Anyone with this link can open a shortened version of {recipe.title} (up to {SHARE_MAX_INGREDIENTS}{' '}
            ingredients and {SHARE_MAX_INSTRUCTIONS} steps). No account needed.
          </DialogDescription>
        </DialogHeader>
        {link.status === 'failed' ? (
          <Alert variant="error" title="This recipe cannot be shared as a link">
            {link.message} Use Copy recipe on the card to send it as text instead.
          </Alert>
        ) : (
          <FormField label="Recipe link" id={inputId}>
            <Input
              id={inputId}
              readOnly
              value={url}
              placeholder="Making the link…"
              aria-busy={link.status === 'making' || undefined}
              onFocus={(e) => e.currentTarget.select()}
              className="font-mono text-sm"
            />
          </FormField>
        )}
        <DialogFooter>
          <a
            href={url || undefined}
            target="_blank"
            rel="noopener noreferrer"
            aria-disabled={!url || undefined}
            className={cn(buttonVariants({ variant: 'outline' }), !url && 'pointer-events-none opacity-60')}
          >
            <ExternalLink aria-hidden="true" />
            Open link
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          <Button ref={copyButton} onClick={copy} aria-disabled={!url || undefined}>
            <Copy aria-hidden="true" />
            Copy Link
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
