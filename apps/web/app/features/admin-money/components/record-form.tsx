/**
 * One small edit form for a record of the money screens (a fee, a zone, a class, the points rate): its fields as
 * text, zod-checked, the server's per-field errors on the fields, its own status line.
 */
import { useState, type ReactNode } from 'react';
import { useForm, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Button } from '~/components/ui/button';
import { useTranslation } from '~/lib/use-translation';
import { adminInputClass, CheckField, FormField } from '~/admin-kit/form-field';
import { applyServerErrors } from '~/admin-kit/server-errors';
import { StatusLine, type Said } from '~/admin-kit/status-line';

export type FieldSpec<T> = {
  name: Path<T>;
  label: string;
  hint?: string;
  kind?: 'text' | 'decimal' | 'numeric' | 'checkbox' | 'textarea';
  dir?: 'ltr' | 'rtl' | 'auto';
};

export function RecordForm<T extends FieldValues>({
  title,
  schema,
  defaults,
  fields,
  save,
  onCancel,
  children,
}: {
  title: string;
  schema: z.ZodType<T, T>;
  defaults: T;
  fields: FieldSpec<T>[];
  /** Sends the values; answers the server's message. */
  save: (values: T) => Promise<string>;
  onCancel?: () => void;
  children?: (form: UseFormReturn<T>) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const [said, setSaid] = useState<Said>(null);
  const form = useForm<T>({ resolver: zodResolver(schema), defaultValues: defaults as never });
  const { register, handleSubmit, formState, setError } = form;
  const submit = handleSubmit(async (values) => {
    setSaid(null);
    try {
      setSaid({ kind: 'ok', text: await save(values) });
    } catch (error) {
      setSaid({ kind: 'error', text: applyServerErrors(error, setError).message ?? t('money:failed') });
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={title} className="mt-3">
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((f) =>
          f.kind === 'checkbox' ? (
            <CheckField key={f.name} label={f.label}>
              <input type="checkbox" {...register(f.name)} className="size-5" />
            </CheckField>
          ) : (
            <FormField key={f.name} label={f.label} hint={f.hint} error={formState.errors[f.name] as never}>
              {(a11y) =>
                f.kind === 'textarea' ? (
                  <textarea
                    {...a11y}
                    {...register(f.name)}
                    rows={2}
                    dir={f.dir ?? 'auto'}
                    className={adminInputClass}
                  />
                ) : (
                  <input
                    {...a11y}
                    {...register(f.name)}
                    inputMode={f.kind === 'decimal' || f.kind === 'numeric' ? f.kind : undefined}
                    dir={f.dir ?? (f.kind === 'decimal' || f.kind === 'numeric' ? 'ltr' : 'auto')}
                    className={adminInputClass}
                  />
                )
              }
            </FormField>
          ),
        )}
      </div>
      {children?.(form)}
      <div className="mt-3">
        <StatusLine said={said} />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={formState.isSubmitting}>
          {t('money:save')}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('money:close')}
          </Button>
        )}
      </div>
    </form>
  );
}
