import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CategoryId,
  findCategory,
  MESSAGES,
  PRODUCT_INPUT_SCHEMAS,
  type Product,
} from '@plantopia/shared';
import { clsx } from 'clsx';
import { useId, useMemo, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { CategoryIcon } from '@/components/category-icon';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useSaveProduct } from '../api/save-product';
import { productFormLayout } from '../lib/product-fields';
import { emptyProductValues, type ProductFormValues, productToFormValues } from '../lib/product-form-values';
import { ImageUploader } from './image-uploader';
import { ProductField } from './product-field';

export interface ProductFormProps {
  category: CategoryId;
  /** Set when editing: the form starts with its values and saves over it. */
  product?: Product;
  onDone: () => void;
}

/** Section heading and its fields in a two-column grid from `sm` up. */
function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-4 border-t border-line pt-6 first:border-0 first:pt-0 sm:grid-cols-2">
      <legend className="float-left mb-1 w-full text-base font-semibold sm:col-span-2">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The add / edit form of one category: a labelled control for every field of the shared schema, checked
 * by that schema (the server checks the same) with a message beside each field.
 */
export function ProductForm({ category, product, onDone }: ProductFormProps) {
  const formId = useId();
  const definition = findCategory(category)!;
  const singular = definition.singular;
  const layout = useMemo(() => productFormLayout(category), [category]);
  const save = useSaveProduct();
  const [imagePending, setImagePending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ProductFormValues>({
    resolver: zodResolver(PRODUCT_INPUT_SCHEMAS[category]) as unknown as Resolver<ProductFormValues>,
    defaultValues: product ? productToFormValues(product) : emptyProductValues(category),
  });

  const submit = form.handleSubmit((values) => {
    if (imagePending) {
      form.setError('imageUrl', { message: 'Upload the chosen image, or clear it, before saving' });
      return;
    }
    setFailure(null);
    save.mutate(
      { category, id: product?._id, values },
      {
        onSuccess: () => {
          toast.success(product ? MESSAGES.products.updated : MESSAGES.products.added(singular));
          onDone();
        },
        onError: (error) => {
          const message = errorMessage(error);
          // The server names the field it refused ('ph: must be between 0 and 14'): show it there too.
          const [field, reason] = message.split(/: (.+)/);
          if (field && reason && field in form.getValues()) form.setError(field, { message: reason });
          setFailure(message);
          toast.error(`Failed to ${product ? 'update' : 'add'} ${singular.toLowerCase()}`);
        },
      },
    );
  });

  return (
    <section
      aria-labelledby={`${formId}-heading`}
      className="rounded-card bg-surface shadow-card ring-1 ring-line"
    >
      <div
        className={clsx(
          'flex items-center gap-3 rounded-t-card bg-linear-to-br px-4 py-4 text-white sm:px-6',
          definition.gradient,
        )}
      >
        <span className="inline-flex size-10 items-center justify-center rounded-lg bg-white/15">
          <CategoryIcon icon={definition.icon} className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={`${formId}-heading`} className="truncate text-lg font-semibold">
            {product ? `Edit ${product.name}` : `Add a new ${singular.toLowerCase()}`}
          </h2>
          <p className="text-sm text-white/85">{definition.label} · fields marked * are required</p>
        </div>
      </div>

      <form noValidate onSubmit={submit} className="grid gap-8 px-4 py-6 sm:px-6">
        {failure ? (
          <p
            role="alert"
            className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger ring-1 ring-red-200 ring-inset"
          >
            {failure}
          </p>
        ) : null}

        <Section title="Basic information">
          {layout.basics.map((spec) => (
            <ProductField key={spec.name} form={form} spec={spec} formId={formId} />
          ))}
        </Section>

        <div className="border-t border-line pt-6">
          <Controller
            control={form.control}
            name="imageUrl"
            render={({ field, fieldState }) => (
              <ImageUploader
                label="Product Image"
                value={(field.value as string) ?? ''}
                onChange={field.onChange}
                onPendingChange={setImagePending}
                error={fieldState.error?.message}
              />
            )}
          />
        </div>

        <Section title={`${singular} details`}>
          {layout.details.map((spec) => (
            <ProductField key={spec.name} form={form} spec={spec} formId={formId} />
          ))}
        </Section>

        <Section title="Lists">
          {layout.lists.map((spec) => (
            <ProductField key={spec.name} form={form} spec={spec} formId={formId} />
          ))}
        </Section>

        <div className="flex flex-col-reverse gap-2 border-t border-line pt-6 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : product ? 'Save Changes' : `Add ${singular}`}
          </Button>
        </div>
      </form>
    </section>
  );
}
