import { forwardRef, useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import { Sparkles } from 'lucide-react';
import { MAX_COOKING_TIMES, MEAL_TYPES, TEXTURES } from '../../../../shared/kitchen/recipe-options';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { ToggleGroup, ToggleGroupItem } from '../../../components/ui/toggle-group';
import { titleCase } from '../../recipes';
import {
  CREATIVE_DIRECTION_MAX,
  SERVING_CHOICES,
  SPECIAL_INGREDIENT_MAX,
  cookTimeLabel,
  servingsChoiceLabel,
  type WizardForm,
} from '../lib/wizard-form';
import { WizardSection } from './wizard-section';

const ANY = 'any';

/** A labelled row of chips (a radio group: arrow keys move, Space picks). */
function ChipField({
  label,
  hint,
  children,
}: {
  label: string;
  hint?: string;
  children: (labelId: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="grid gap-2 md:grid-cols-[11rem_minmax(0,1fr)] md:items-center md:gap-4">
      <div className="grid text-sm">
        <span id={id} className="font-semibold text-ink">
          {label}
        </span>
        {hint ? <span className="text-muted">{hint}</span> : null}
      </div>
      {children(id)}
    </div>
  );
}

function SwitchRow({
  id,
  label,
  description,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-4 rounded-2xl border border-line bg-cream/60 px-4 py-2">
      <div className="grid gap-0.5 py-1">
        <Label htmlFor={id} className="cursor-pointer text-base">
          {label}
        </Label>
        <p id={`${id}-description`} className="text-sm text-muted">
          {description}
        </p>
      </div>
      <Switch id={id} checked={checked} onCheckedChange={onChange} aria-describedby={`${id}-description`} />
    </div>
  );
}

type DetailsStepProps = {
  form: WizardForm;
  onChange: (patch: Partial<WizardForm>) => void;
  onGenerate: () => void;
  /** The pointer or focus reached Generate: fetch what it needs now. */
  onGenerateIntent?: () => void;
  generating: boolean;
  signedIn: boolean;
};

/** Step 2 'Recipe Details': servings, optional filters, creative mode, the pantry switch and Generate. */
export const DetailsStep = forwardRef<HTMLHeadingElement, DetailsStepProps>(function DetailsStep(
  { form, onChange, onGenerate, onGenerateIntent, generating, signedIn },
  ref,
) {
  const id = useId();
  return (
    <WizardSection
      ref={ref}
      id="step-details"
      step={2}
      title="Recipe Details"
      description="Fine-tune your recipes. Everything except servings is optional."
    >
      <form
        className="grid gap-7"
        onSubmit={(event) => {
          event.preventDefault();
          onGenerate();
        }}
      >
        <div className="grid gap-6 md:gap-4">
          <ChipField label="Servings">
            {(labelId) => (
              <ToggleGroup
                type="single"
                aria-labelledby={labelId}
                value={String(form.servings)}
                onValueChange={(v) => v && onChange({ servings: Number(v) })}
              >
                {SERVING_CHOICES.map((n) => (
                  <ToggleGroupItem key={n} value={String(n)}>
                    {servingsChoiceLabel(n)}
                  </ToggleGroupItem>
                ))}
              </ToggleGroup>
            )}
          </ChipField>

          <ChipField label="Max cook time" hint="Optional">
            {(labelId) => (
              <ToggleGroup
                type="single"
                aria-labelledby={labelId}
                value={form.maxCookingTime ? String(form.maxCookingTime) : ANY}
                onValueChange={(v) => onChange({ maxCookingTime: v && v !== ANY ? Number(v) : null })}
              >
                <ToggleGroupItem value={ANY}>Any</ToggleGroupItem>
                {MAX_COOKING_TIMES.map((m) => (
                  <ToggleGroupItem key={m} value={String(m)}>
                    {cookTimeLabel(m)}
                  </ToggleGroupItem>
                ))}
              </ToggleGroup>
            )}
          </ChipField>

          <ChipField label="Meal type" hint="Optional">
            {(labelId) => (
              <ToggleGroup
                type="single"
                aria-labelledby={labelId}
                value={form.mealType ?? ANY}
                onValueChange={(v) => onChange({ mealType: v && v !== ANY ? (v as WizardForm['mealType']) : null })}
              >
                <ToggleGroupItem value={ANY}>Any</ToggleGroupItem>
                {MEAL_TYPES.map((m) => (
                  <ToggleGroupItem key={m} value={m}>
                    {titleCase(m)}
                  </ToggleGroupItem>
                ))}
              </ToggleGroup>
            )}
          </ChipField>

          <ChipField label="Texture preference" hint="Optional">
            {(labelId) => (
              <ToggleGroup
                type="single"
                aria-labelledby={labelId}
                value={form.texturePreference ?? ANY}
                onValueChange={(v) =>
                  onChange({ texturePreference: v && v !== ANY ? (v as WizardForm['texturePreference']) : null })
                }
              >
                <ToggleGroupItem value={ANY}>Any</ToggleGroupItem>
                {TEXTURES.map((t) => (
                  <ToggleGroupItem key={t} value={t}>
                    {titleCase(t)}
                  </ToggleGroupItem>
                ))}
              </ToggleGroup>
            )}
          </ChipField>
        </div>

        <FormField label="Special ingredient (optional)" description="Something you'd like the recipes to feature.">
          <Input
            value={form.specialIngredient}
            maxLength={SPECIAL_INGREDIENT_MAX}
            placeholder="e.g. mushrooms, salmon, chickpeas"
            autoComplete="off"
            onChange={(e) => onChange({ specialIngredient: e.target.value })}
          />
        </FormField>

        <div className="grid gap-3">
          <SwitchRow
            id={`${id}-creative`}
            label="Creative mode"
            description="Unexpected pairings and playful twists on the classics."
            checked={form.creativeMode}
            onChange={(creativeMode) => onChange({ creativeMode })}
          />
          {form.creativeMode ? (
            <FormField label="Creative direction (optional)" className="px-1">
              <Input
                value={form.creativeDirection}
                maxLength={CREATIVE_DIRECTION_MAX}
                placeholder="e.g. street-food style, smoky flavours, kid-friendly"
                autoComplete="off"
                onChange={(e) => onChange({ creativeDirection: e.target.value })}
              />
            </FormField>
          ) : null}
          {signedIn ? (
            <SwitchRow
              id={`${id}-pantry`}
              label="Explore new ingredients (ignore my pantry items)"
              description="Off: recipes are built around what's in your pantry."
              checked={form.ignorePantry}
              onChange={(ignorePantry) => onChange({ ignorePantry })}
            />
          ) : (
            <p className="rounded-2xl bg-sage-soft px-4 py-3 text-sm text-sage-ink">
              You're cooking as a guest, so recipes use everyday ingredients.{' '}
              <Link href="/login" className="font-semibold underline underline-offset-4">
                Sign in
              </Link>{' '}
              to cook from your own pantry and save favourites.
            </p>
          )}
        </div>

        <div className="flex flex-wrap items-center gap-4">
          <Button
            type="submit"
            size="lg"
            className="w-full sm:w-auto"
            disabled={!form.cuisine}
            loading={generating}
            onPointerEnter={onGenerateIntent}
            onFocus={onGenerateIntent}
          >
            {generating ? null : <Sparkles aria-hidden="true" />}
            Generate Recipes
          </Button>
        </div>
      </form>
    </WizardSection>
  );
});
