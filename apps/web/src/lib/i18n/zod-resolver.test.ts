import { codedText } from '@plantopia/shared';
import { expect, test } from 'vitest';
import { z } from 'zod';
import { createTestI18n } from '@/test/i18n';
import { setActiveI18n } from './active';
import { zodResolver } from './zod-resolver';

const schema = z.object({
  name: z.string().min(1, 'field.required'),
  code: z.string().max(3, codedText('field.max_length', { max: 3 })),
  site: z.url(),
  email: z.string().min(1, 'validation.emailRequired'),
});

async function messages(locale: 'en' | 'bn') {
  setActiveI18n(createTestI18n(locale));
  const resolve = zodResolver(schema);
  const { errors } = await resolve(
    { name: '', code: 'ABCDE', site: 'not an address', email: '' },
    undefined,
    {
      fields: {},
      shouldUseNativeValidation: false,
    },
  );
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));
}

test("a coded reason reads in the page's language with its params; zod's own words read as not valid", async () => {
  expect(await messages('bn')).toEqual({
    name: 'পূরণ করা আবশ্যক',
    code: 'সর্বোচ্চ ৩ অক্ষরের হতে পারে',
    site: 'সঠিক নয়',
    // A key of the form's own catalog is left for the form to say.
    email: 'validation.emailRequired',
  });
  expect(await messages('en')).toEqual({
    name: 'is required',
    code: 'must be at most 3 characters',
    site: 'is not valid',
    email: 'validation.emailRequired',
  });
});
