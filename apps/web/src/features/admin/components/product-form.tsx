import {
  type CategoryId,
  findCategory,
  PRODUCT_INPUT_SCHEMAS,
  type Product,
  type VariantInput,
} from '@plantopia/shared';
import { clsx } from 'clsx';
import { useId, useMemo, useState } from 'react';
import { Controller, type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { CategoryIcon } from '@/components/category-icon';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useCategoryText, useLocale } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/react';
import { zodResolver } from '@/lib/i18n/zod-resolver';
import { useSaveProduct } from '../api/save-product';
import { refusedField } from '../lib/field-error';
import { type BilingualPair, productFormLayout } from '../lib/product-fields';
import { emptyProductValues, type ProductFormValues, productToFormValues } from '../lib/product-form-values';
import { withChangedStockOnly } from '../lib/variant-rows';
import { ImageUploader } from './image-uploader';
import { FormFailure } from './panel-states';
import { ProductField } from './product-field';
import { VariantsEditor } from './variants-editor';

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
 * The texts a page shows in either language, English | বাংলা in two columns from `sm` up, each Bangla
 * field beside its English one; on a phone each English field is followed by its Bangla twin.
 */
function BilingualSection({
  form,
  formId,
  pairs,
}: {
  form: UseFormReturn<ProductFormValues>;
  formId: string;
  pairs: BilingualPair[];
}) {
  const { t } = useTranslation('adminCatalog');
  return (
    <fieldset className="grid gap-4">
      <legend className="float-left mb-1 w-full text-base font-semibold">
        {t('productForm.textsHeading')}
      </legend>
      <p className="-mt-2 text-sm text-muted">{t('productForm.textsIntro')}</p>
      <div
        aria-hidden="true"
        className="hidden gap-4 border-b border-line pb-2 text-sm font-semibold sm:grid sm:grid-cols-2"
      >
        <span>English</span>
        <span lang="bn">বাংলা</span>
      </div>
      {pairs.map(({ en, bn }) => (
        <div key={en.name} className="grid gap-4 sm:grid-cols-2">
          <ProductField form={form} spec={en} formId={formId} wide={false} />
          <ProductField form={form} spec={bn} formId={formId} wide={false} lang="bn" />
        </div>
      ))}
    </fieldset>
  );
}

/**
 * The add / edit form of one category: a labelled control for every field of the shared schema, checked
 * by that schema (the server checks the same) with a message beside each field.
 */
export function ProductForm({ category, product, onDone }: ProductFormProps) {
  const { t } = useTranslation('adminCatalog');
  const categoryText = useCategoryText();
  const locale = useLocale();
  const formId = useId();
  const definition = findCategory(category)!;
  // 'Plant' in English; Bangla has no singular and plural, so the category's name serves.
  const singular = locale === 'bn' ? categoryText.label(definition) : definition.singular;
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
      form.setError('imageUrl', { message: t('productForm.imagePending') });
      return;
    }
    setFailure(null);
    // An edit sends the stock only when the owner changed it here: orders and stock adjustments move it
    // meanwhile, and saving a name must not put back the stock this form was opened with.
    const { stock: _stock, ...unlessStock } = values;
    const edited = product && !form.formState.dirtyFields.stock ? unlessStock : values;
    // Variants go with options only (without, the product's own fields are its one variant's), their
    // stocks only where changed here, as the product's own stock above (docs/decisions/038).
    const { variants, ...rest } = edited;
    const rows = (variants as VariantInput[] | undefined) ?? [];
    const sent =
      (values.options as unknown[] | undefined)?.length && rows.length > 0
        ? { ...rest, variants: product ? withChangedStockOnly(rows, product.variants) : rows }
        : rest;
    save.mutate(
      { category, id: product?._id, values: sent },
      {
        onSuccess: () => {
          toast.success(product ? t('productForm.updated') : t('productForm.added', { singular }));
          onDone();
        },
        onError: (error) => {
          // The server names the field it refused (`ph`, "must be between 0 and 14"): show it there too.
          const refused = refusedField(error);
          if (refused && refused.field in form.getValues()) {
            form.setError(refused.field, { message: refused.reason });
          }
          setFailure(errorMessage(error));
          toast.error(
            product
              ? t('productForm.updateFailed', { singular: singular.toLowerCase() })
              : t('productForm.addFailed', { singular: singular.toLowerCase() }),
          );
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
            {product
              ? t('productForm.editTitle', { name: product.name })
              : t('productForm.addTitle', { singular: singular.toLowerCase() })}
          </h2>
          <p className="text-sm text-white/85">
            {t('productForm.required', { category: categoryText.label(definition) })}
          </p>
        </div>
      </div>

      <form noValidate onSubmit={submit} className="grid gap-8 px-4 py-6 sm:px-6">
        <FormFailure message={failure} />

        <BilingualSection form={form} formId={formId} pairs={layout.bilingual} />

        <Section title={t('productForm.basics')}>
          {layout.basics.map((spec) => (
            <ProductField key={spec.name} form={form} spec={spec} formId={formId} />
          ))}
        </Section>

        <VariantsEditor form={form} formId={formId} />

        <div className="border-t border-line pt-6">
          <Controller
            control={form.control}
            name="imageUrl"
            render={({ field, fieldState }) => (
              <ImageUploader
                label={t('productForm.image')}
                value={(field.value as string) ?? ''}
                onChange={field.onChange}
                onPendingChange={setImagePending}
                error={fieldState.error?.message}
              />
            )}
          />
        </div>

        <Section title={t('productForm.details', { singular })}>
          {layout.details.map((spec) => (
            <ProductField key={spec.name} form={form} spec={spec} formId={formId} />
          ))}
        </Section>

        {layout.lists.length > 0 ? (
          <Section title={t('productForm.lists', { singular })}>
            {layout.lists.map((spec) => (
              <ProductField key={spec.name} form={form} spec={spec} formId={formId} />
            ))}
          </Section>
        ) : null}

        <div className="flex flex-col-reverse gap-2 border-t border-line pt-6 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
            {t('productForm.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending
              ? t('productForm.saving')
              : product
                ? t('productForm.save')
                : t('productForm.add', { singular })}
          </Button>
        </div>
      </form>
    </section>
  );
}
