import { useEffect, useState } from 'react';
import { useForm, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { onFirstInteraction } from '../first-interaction';

/** A react-hook-form form validated by one of the shared zod schemas (the same one the API parses with). */
export type ZodForm<S extends z.ZodType<FieldValues, FieldValues>> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): ZodForm<S> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    // The kit scrolls to and focuses the first field in error itself (see Form), in the order the user sees.
    shouldFocusError: false,
    ...options,
    // The resolver's own generics cannot follow a generic schema type; the schema fixes both sides.
    resolver: zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
  });
}

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
  let loading: Promise<Resolver<z.input<S>, unknown, z.output<S>>> | undefined;
  const load = () =>
    (loading ??= loadSchema().then(
      (schema) => zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const resolve: Resolver<z.input<S>, unknown, z.output<S>> = async (values, context, options) => (await load())(values, context, options);
  return { load, resolve };
}
