// useZodForm for a form drawn on the first paint (a server-drawn page's plain form): neither the schema nor zod (nor
// the resolver's zod adapter, which imports zod's core) is in the page's first load.
import { useEffect, useState } from 'react';
import { useForm, type FieldValues, type Resolver, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import { onFirstInteraction } from '../first-interaction';
import { loadOnce } from '../load-once';
import type { ZodForm } from './use-zod-form';

/**
 * useZodForm for a form drawn on the first paint (a server-drawn page's plain form): the schema, and zod with it,
 * is loaded at the user's first interaction with the page (or when the form is first checked), not with the page.
 * The resolver awaits it, so a form is never submitted unchecked; the messages are the schema's own, as before.
 */
export function useZodFormLoadedLater<S extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<S>,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): ZodForm<S> {
  const [resolver] = useState(() => laterResolver(loadSchema));
  useEffect(() => onFirstInteraction(() => void resolver.load().catch(() => undefined)), [resolver]);
  return useForm<z.input<S>, unknown, z.output<S>>({ shouldFocusError: false, ...options, resolver: resolver.resolve });
}

/** A resolver that loads its schema once (a failed load is tried again at the next check) and then checks with it. */
export function laterResolver<S extends z.ZodType<FieldValues, FieldValues>>(loadSchema: () => Promise<S>) {
  const load = loadOnce(() =>
    // the resolver's zod adapter imports zod's core too: it loads with the schema
    Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    ),
  );
  const resolve: Resolver<z.input<S>, unknown, z.output<S>> = async (values, context, options) => (await load())(values, context, options);
  return { load, resolve };
}
