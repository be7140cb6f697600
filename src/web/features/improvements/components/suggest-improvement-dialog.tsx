import { useState, type FormEvent } from 'react';
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
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
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
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [category, setCategory] = useState<ImprovementCategory | ''>('');
  const [priority, setPriority] = useState<ImprovementPriority>('medium');
  const submit = useSubmitImprovement();
  // The spec's toasts, and the same words inline above the buttons, where the eye is.
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim() || !description.trim() || !category) {
      setError('Please fill in all required fields');
      toast({ title: 'Error', description: 'Please fill in all required fields', variant: 'destructive' });
      return;
    }
    setError(null);
    submit.mutate(
      { title: title.trim(), description: description.trim(), category, priority },
      {
        onSuccess: () => {
          toast({
            title: 'Success',
            description: 'Your improvement suggestion has been submitted!',
            variant: 'success',
          });
          onDone();
        },
        onError: (failure) => {
          const message = getErrorMessage(failure, 'Failed to submit suggestion');
          setError(message);
          toast({ title: 'Error', description: message, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>Suggest Improvement</DialogTitle>
        <DialogDescription>Tell us what would make Chowdr better. The team reads every suggestion.</DialogDescription>
      </DialogHeader>
      <FormField label="Title" id="suggestion-title">
        <Input
          id="suggestion-title"
          value={title}
          maxLength={200}
          onChange={(e) => setTitle(e.target.value)}
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
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          placeholder="What should change, and why?"
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Category" id="suggestion-category">
          <NativeSelect
            id="suggestion-category"
            value={category}
            required
            onChange={(e) => setCategory(e.target.value as ImprovementCategory)}
          >
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
          <NativeSelect
            id="suggestion-priority"
            value={priority}
            onChange={(e) => setPriority(e.target.value as ImprovementPriority)}
          >
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
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" loading={submit.isPending}>
          {submit.isPending ? 'Submitting...' : 'Submit Suggestion'}
        </Button>
      </DialogFooter>
    </form>
  );
}
