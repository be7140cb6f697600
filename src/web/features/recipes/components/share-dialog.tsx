import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Copy, ExternalLink } from 'lucide-react';
import type { RecipeInput } from '../../../../shared/api/recipes';
import { Button, buttonVariants } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/toast';
import { copyText } from '../lib/clipboard';
import { sharedRecipeUrl, SHARE_MAX_INGREDIENTS, SHARE_MAX_INSTRUCTIONS } from '../lib/share-link';

type ShareDialogProps = {
  recipe: RecipeInput;
  /** The button that opens the dialog; focus returns to it on close. */
  trigger: ReactNode;
};

/** The share link (the recipe travels inside it) with a copy button. */
export function ShareDialog({ recipe, trigger }: ShareDialogProps) {
  const [open, setOpen] = useState(false);
  const inputId = useId();
  const copyButton = useRef<HTMLButtonElement>(null);
  const url = useMemo(() => (open ? sharedRecipeUrl(recipe) : ''), [open, recipe]);

  const copy = async () => {
    try {
      await copyText(url);
      toast({ title: 'Link copied!', variant: 'success' });
    } catch {
      toast({ title: 'Copy failed', description: 'Select the link and copy it yourself.', variant: 'destructive' });
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        onOpenAutoFocus={(event) => {
          // Start on the main action rather than selecting the whole link.
          event.preventDefault();
          copyButton.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Share this recipe</DialogTitle>
          <DialogDescription>
            Anyone with this link can open a shortened version of {recipe.title} (up to {SHARE_MAX_INGREDIENTS}{' '}
            ingredients and {SHARE_MAX_INSTRUCTIONS} steps). No account needed.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-1.5">
          <Label htmlFor={inputId}>Recipe link</Label>
          <Input id={inputId} readOnly value={url} onFocus={(e) => e.currentTarget.select()} className="font-mono text-sm" />
        </div>
        <DialogFooter>
          <a href={url} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: 'outline' })}>
            <ExternalLink aria-hidden="true" />
            Open link
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          <Button ref={copyButton} onClick={copy}>
            <Copy aria-hidden="true" />
            Copy Link
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
