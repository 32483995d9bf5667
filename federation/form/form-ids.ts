import { createContext, useContext } from 'react';

/** The form's id prefix: each field's input is `${prefix}-${name}`, its message `${prefix}-${name}-error`. */
export const FormIdContext = createContext('form');

export function useFieldIds(name: string) {
  const input = `${useContext(FormIdContext)}-${name.replace(/\./g, '-')}`;
  return { input, error: `${input}-error`, extra: `${input}-extra` };
}
