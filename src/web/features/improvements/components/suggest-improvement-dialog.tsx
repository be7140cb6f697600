import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ImprovementBody } from '../../../../shared/api/improvements';
import {
  IMPROVEMENT_CATEGORIES,
  IMPROVEMENT_PRIORITIES,
  type ImprovementCategory,
  type ImprovementPriority,
} from '../../../../shared/options/admin';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/alert';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { toast } from '../../../components/ui/toast';
import { Textarea } from '../../../components/ui/textarea';
import { FormField } from '../../../components/ui/form-field';
import { getErrorMessage } from '../../../lib/api-client';
import { useSubmitImprovement } from '../api/submit-improvement';
import { lazyResolver } from '../../../lib/lazy-resolver';
import type { SuggestionValues } from '../lib/suggestion-schema';

const loadSchema = () => import('../lib/suggestion-schema');
const { resolver, preload } = lazyResolver<SuggestionValues, Awaited<ReturnType<typeof loadSchema>>, ImprovementBody>(
  loadSchema,
  (m) => m.suggestionResolver,
);

const categoryLabels: Record<ImprovementCategory, string> = {
  bug: 'Bug report',
  feature: 'Feature request',
  ui: 'Design / UI',
  performance: 'Performance',
  other: 'Other',
};
const priorityLabels: Record<ImprovementPriority, string> = { low: 'Low', medium: 'Medium', high: 'High' };

/**
 * The Suggest Improvement dialog (spec 2, 4, 5). Loaded on first use by SuggestImprovement
 * (suggest-improvement.tsx), which owns the trigger; focus goes back to it on close.
 */
export function SuggestImprovementDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: HTMLElement | null;
}) {
  const [formKey, setFormKey] = useState(0);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo?.focus();
        }}
      >
        <SuggestionForm
          key={formKey}
          onDone={() => {
            onOpenChange(false);
            setFormKey((k) => k + 1);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function SuggestionForm({ onDone }: { onDone: () => void }) {
  const form = useForm<SuggestionValues, unknown, ImprovementBody>({
    resolver,
    defaultValues: { title: '', description: '', category: '', priority: 'medium' },
  });
  const submit = useSubmitImprovement();
  // The spec's toasts, and the same words inline above the buttons, where the eye is.
  const [error, setError] = useState<string | null>(null);
  const fail = (message: string) => {
    setError(message);
    toast({ title: 'Error', description: message, variant: 'destructive' });
  };

  const onSubmit = form.handleSubmit(
    (body) => {
      setError(null);
      submit.mutate(body, {
        onSuccess: () => {
          toast({
            title: 'Success',
            description: 'Your improvement suggestion has been submitted!',
            variant: 'success',
          });
          onDone();
        },
        onError: (failure) => fail(getErrorMessage(failure, 'Failed to submit suggestion')),
      });
    },
    () => fail('Please fill in all required fields'),
  );

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      onFocus={() => void preload().catch(() => undefined)}
      className="grid gap-4"
      noValidate
    >
      <DialogHeader>
        <DialogTitle>Suggest Improvement</DialogTitle>
        <DialogDescription>Tell us what would make Chowdr better. The team reads every suggestion.</DialogDescription>
      </DialogHeader>
      <FormField label="Title" id="suggestion-title">
        <Input
          id="suggestion-title"
          maxLength={200}
          {...form.register('title')}
          placeholder="A short summary"
          required
        />
      </FormField>
      <FormField label="Description" id="suggestion-description">
        <Textarea
          id="suggestion-description"
          rows={4}
          maxLength={5000}
          required
          {...form.register('description')}
          placeholder="What should change, and why?"
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Category" id="suggestion-category">
          <NativeSelect id="suggestion-category" required {...form.register('category')}>
            <option value="" disabled>
              Choose a category
            </option>
            {IMPROVEMENT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {categoryLabels[c]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Priority" id="suggestion-priority">
          <NativeSelect id="suggestion-priority" {...form.register('priority')}>
            {IMPROVEMENT_PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {priorityLabels[p]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      {error ? (
        <Alert variant="error" data-testid="suggestion-error">
          {error}
        </Alert>
      ) : null}
      <DialogActions>
        <Button type="submit" loading={submit.isPending}>
          {submit.isPending ? 'Submitting...' : 'Submit Suggestion'}
        </Button>
      </DialogActions>
    </form>
  );
}
