import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Bookmark, Check, Copy, Link2, RotateCcw } from 'lucide-react';
import type { ImportRequest, ImportResponse } from '../../../../shared/api/recipe-import';
import { CUISINE_OPTIONS, MEAL_TYPES } from '../../../../shared/kitchen/recipe-options';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import type { LazyDialogProps } from '../../../components/ui/lazy-dialog';
import { NativeSelect } from '../../../components/ui/native-select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { errorCodeOf, getErrorMessage } from '../../../lib/api-client';
import { copyText } from '../../../lib/clipboard';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { useImportRecipe } from '../api/import-recipe';
import { useSaveRecipe } from '../api/save-recipe';
import { titleCase } from '../lib/format';
import type { ImportValues } from '../lib/import-schema';
import { bookmarkletCode, sourceHost } from '../lib/source';
import { IngredientList, InstructionList, NutritionFacts, RecipeBadges, RecipeMeta } from './recipe-details';

export type ImportRecipeDialogProps = {
  /** Opened by the bookmarklet: the page arrives from the window that opened Chowdr. */
  fromBookmarklet?: boolean;
};

type Tab = ImportValues['tab'];

const loadSchema = () => import('../lib/import-schema');
const { resolver, preload } = lazyResolver<ImportValues, Awaited<ReturnType<typeof loadSchema>>, ImportRequest>(
  loadSchema,
  (m) => m.importResolver,
);

/** 'Import Recipe' (issue 27): a link or pasted text in, a corrected preview out, then Save Recipe. */
export function ImportRecipeDialog({
  open,
  onOpenChange,
  returnFocusTo,
  fromBookmarklet = false,
}: ImportRecipeDialogProps & LazyDialogProps) {
  const id = useId();
  const form = useForm<ImportValues, unknown, ImportRequest>({
    resolver,
    defaultValues: { tab: 'link', url: '', text: '' },
  });
  const tab = form.watch('tab');
  const setTab = (next: Tab) => {
    form.setValue('tab', next);
    form.clearErrors();
  };
  const { errors } = form.formState;
  const [preview, setPreview] = useState<ImportResponse | null>(null);
  const importer = useImportRecipe();
  const save = useSaveRecipe();
  const previewHeading = useRef<HTMLHeadingElement>(null);

  const run = (body: ImportRequest) => {
    importer.mutate(body, {
      onSuccess: (result) => setPreview(result),
    });
  };

  // The preview takes focus once it is on screen (a frame callback could run before React commits it).
  useEffect(() => {
    if (preview) previewHeading.current?.focus();
  }, [preview]);

  // The bookmarklet's window waits for 'ready', then sends the page the cook is looking at.
  useEffect(() => {
    if (!fromBookmarklet || !open) return;
    const opener = window.opener as Window | null;
    if (!opener) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; html?: unknown; url?: unknown } | null;
      if (event.source !== opener || !data || data.type !== 'chowdr-import-page' || typeof data.html !== 'string')
        return;
      window.removeEventListener('message', onMessage);
      const pageUrl = typeof data.url === 'string' && /^https?:\/\//.test(data.url) ? data.url : undefined;
      if (pageUrl) form.setValue('url', pageUrl);
      run({ html: data.html, ...(pageUrl ? { url: pageUrl } : {}) });
    };
    window.addEventListener('message', onMessage);
    opener.postMessage('chowdr-import-ready', '*');
    return () => window.removeEventListener('message', onMessage);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening
  }, [fromBookmarklet, open]);

  const submit = form.handleSubmit((body) => run(body));

  const startOver = () => {
    setPreview(null);
    importer.reset();
    save.reset();
  };

  const update = (patch: Partial<ImportResponse['recipe']>) =>
    setPreview((p) => (p ? { ...p, recipe: { ...p.recipe, ...patch } } : p));

  const onSave = () => {
    if (!preview) return;
    const { description: _d, imageUrl: _i, prepTime: _p, totalTime: _t, ...recipe } = preview.recipe;
    save.mutate(
      { ...recipe, title: recipe.title.trim() || 'Imported recipe' },
      {
        onSuccess: () => {
          toast({
            title: 'Recipe saved!',
            description: `${recipe.title} is in your saved recipes.`,
            variant: 'success',
          });
          onOpenChange(false);
          startOver();
          form.reset();
        },
      },
    );
  };

  const failure = importer.error;
  const code = failure ? errorCodeOf(failure) : undefined;
  const offerAlternatives = code === 'PAGE_UNAVAILABLE' || code === 'NO_RECIPE_FOUND' || code === 'ADDRESS_NOT_ALLOWED';
  const recipe = preview?.recipe;
  const cuisines: string[] =
    recipe && !(CUISINE_OPTIONS as readonly string[]).includes(recipe.cuisine)
      ? [recipe.cuisine, ...CUISINE_OPTIONS]
      : [...CUISINE_OPTIONS];
  const host = sourceHost(recipe?.sourceUrl);

  return (
    <Dialog open={open} onOpenChange={(next) => !save.isPending && onOpenChange(next)}>
      <DialogContent
        className="max-w-2xl"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (returnFocusTo?.isConnected) returnFocusTo.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Import Recipe</DialogTitle>
          <DialogDescription>
            Bring in a recipe you love from a website or your notes. You can check and correct it before saving.
          </DialogDescription>
        </DialogHeader>

        {recipe && preview ? (
          <section aria-labelledby={`${id}-preview`} className="grid gap-5" data-testid="import-preview">
            <div className="grid gap-2 rounded-2xl border border-line bg-surface p-4 shadow-soft sm:p-5">
              <RecipeBadges cuisine={recipe.cuisine} mealType={recipe.mealType} />
              <h3
                id={`${id}-preview`}
                ref={previewHeading}
                tabIndex={-1}
                className="text-xl leading-snug font-semibold focus:outline-none sm:text-2xl"
              >
                {recipe.title || 'Untitled recipe'}
              </h3>
              {host ? <p className="text-sm text-muted">From {host}</p> : null}
              <RecipeMeta cookingTime={recipe.cookingTime} servings={recipe.servings} difficulty={recipe.difficulty} />
            </div>

            {preview.warnings.length ? (
              <Alert title="Check before saving">
                <ul className="grid list-disc gap-1 pl-5" data-testid="import-warnings">
                  {preview.warnings.map((w) => (
                    <li key={w}>{w}</li>
                  ))}
                </ul>
              </Alert>
            ) : null}

            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Title" className="sm:col-span-2">
                <Input value={recipe.title} maxLength={200} onChange={(e) => update({ title: e.target.value })} />
              </FormField>
              <FormField label="Cuisine">
                <NativeSelect value={recipe.cuisine} onChange={(e) => update({ cuisine: e.target.value })}>
                  {cuisines.map((c) => (
                    <option key={c} value={c}>
                      {c === 'any' ? 'Other / any' : titleCase(c)}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <FormField label="Meal type">
                <NativeSelect value={recipe.mealType} onChange={(e) => update({ mealType: e.target.value })}>
                  {MEAL_TYPES.map((m) => (
                    <option key={m} value={m}>
                      {titleCase(m)}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <FormField label="Servings">
                <Input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={100}
                  value={recipe.servings}
                  onChange={(e) => {
                    const n = Math.round(Number(e.target.value));
                    if (Number.isFinite(n) && n >= 1 && n <= 100) update({ servings: n });
                  }}
                />
              </FormField>
            </div>

            <div className="grid gap-6">
              <IngredientList id={`${id}-ingredients`} lines={recipe.ingredients} />
              <InstructionList id={`${id}-instructions`} steps={recipe.instructions} />
              <NutritionFacts id={`${id}-nutrition`} nutrition={recipe.nutrition} />
            </div>

            {save.error ? <Alert variant="error">{getErrorMessage(save.error, 'Failed to save recipe.')}</Alert> : null}
            <DialogFooter>
              <Button variant="outline" onClick={startOver} disabled={save.isPending}>
                <RotateCcw aria-hidden="true" />
                Start Over
              </Button>
              <Button onClick={onSave} loading={save.isPending}>
                Save Recipe
              </Button>
            </DialogFooter>
          </section>
        ) : (
          <form
            onSubmit={(event) => void submit(event)}
            onFocus={() => void preload().catch(() => undefined)}
            noValidate
            className="grid gap-4"
          >
            <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
              <TabsList aria-label="Import from">
                <TabsTrigger value="link">Link</TabsTrigger>
                <TabsTrigger value="text">Paste text</TabsTrigger>
              </TabsList>
              <TabsContent value="link" className="grid gap-3 pt-4">
                <FormField
                  label="Recipe link"
                  error={errors.url?.message}
                  description="The address of a recipe page, e.g. https://www.example.com/lasagne"
                >
                  <Input
                    type="url"
                    inputMode="url"
                    autoComplete="url"
                    placeholder="https://"
                    {...form.register('url')}
                  />
                </FormField>
              </TabsContent>
              <TabsContent value="text" className="grid gap-3 pt-4">
                <FormField
                  label="Recipe text"
                  error={errors.text?.message}
                  description="The title on the first line, then the ingredients and the steps (under 'Ingredients' and 'Method' if you can)."
                >
                  <Textarea rows={10} maxLength={100_000} {...form.register('text')} />
                </FormField>
              </TabsContent>
            </Tabs>

            {failure ? (
              <Alert
                variant="error"
                title={code === 'NO_RECIPE_FOUND' ? 'No recipe found' : "Couldn't import this page"}
              >
                {getErrorMessage(failure, 'Import failed. Please try again.')}
              </Alert>
            ) : null}
            {offerAlternatives && tab === 'link' ? (
              <Button type="button" variant="outline" onClick={() => setTab('text')}>
                Paste the recipe text instead
              </Button>
            ) : null}

            <DialogFooter>
              <Button type="submit" loading={importer.isPending}>
                {importer.isPending ? 'Importing...' : 'Import'}
              </Button>
            </DialogFooter>
            <BookmarkletHelp />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The bookmarklet, to drag to the bookmarks bar (or copy): it imports the page the cook is on. */
function BookmarkletHelp() {
  const link = useRef<HTMLAnchorElement>(null);
  const [copied, setCopied] = useState(false);
  const code = bookmarkletCode(window.location.origin);
  // React refuses javascript: URLs in JSX; a bookmarklet is one, set on the element directly.
  useEffect(() => {
    link.current?.setAttribute('href', code);
  }, [code]);
  return (
    <details className="rounded-2xl border border-line bg-sand/40 p-4 text-sm" data-testid="bookmarklet">
      <summary className="cursor-pointer font-semibold text-ink">
        <Bookmark aria-hidden="true" className="mr-1.5 inline size-4" />
        Site won't let Chowdr in? Use the bookmarklet
      </summary>
      <div className="mt-3 grid gap-3 text-muted">
        <p>
          Drag this button to your bookmarks bar. On a recipe page, click it: Chowdr opens with that page, as your
          browser shows it.
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <a
            ref={link}
            href="#import-to-chowdr"
            draggable
            className="inline-flex items-center gap-1.5 rounded-full border border-line bg-surface px-4 py-2 font-semibold text-ink"
          >
            <Link2 aria-hidden="true" className="size-4" />
            Import to Chowdr
          </a>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              void copyText(code).then(() => {
                setCopied(true);
                setTimeout(() => setCopied(false), 2000);
              });
            }}
          >
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? 'Copied' : 'Copy bookmarklet'}
          </Button>
        </div>
      </div>
    </details>
  );
}
