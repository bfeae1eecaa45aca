import { createContext, useContext, type ReactNode } from 'react';
import { useLocation } from '@shop/shared/router';

/**
 * What the host server answered a form posted without JavaScript with: the page again, with what was
 * typed (never a password) and the messages. It travels in the page's data, so hydration renders the same.
 */
export interface PostedForm {
  /** The fields to show again, by name. */
  values: Readonly<Record<string, string>>;
  /** Each field's message, by name. */
  problems?: Readonly<Record<string, string>>;
  /** The form's red box. */
  error?: string;
  /** What the API answered a form it accepted, to show (a revocation request's code). */
  answer?: Readonly<Record<string, string>>;
}

const PostedFormContext = createContext<PostedForm | null>(null);

export function PostedFormProvider({ form, children }: { form: PostedForm | null; children: ReactNode }) {
  return <PostedFormContext.Provider value={form}>{children}</PostedFormContext.Provider>;
}

/**
 * The posted form the page was rendered with, on the history entry the server answered only: a page
 * the visitor then opens inside the app starts empty, as usual.
 */
export function usePostedForm(): PostedForm | null {
  const form = useContext(PostedFormContext);
  // The router's first location (the page the server answered) is the only one keyed 'default'.
  return useLocation().key === 'default' ? form : null;
}
