import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styles from './form-field.module.css';

/** What a field holds now: the browser's own value, so what was typed or autofilled before hydration too. */
function currentValue(form: HTMLFormElement, name: string): string | null {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : null;
}

/**
 * The text of the fields `names`: of a form being submitted, or of the body the host server parsed from
 * a form posted without JavaScript. A missing field reads ''.
 */
export function textFields<Name extends string>(
  source: HTMLFormElement | URLSearchParams,
  names: readonly Name[],
): Record<Name, string> {
  const fields = {} as Record<Name, string>;
  for (const name of names) {
    fields[name] = (source instanceof URLSearchParams ? source.get(name) : currentValue(source, name)) ?? '';
  }
  return fields;
}

interface FieldFrameProps {
  label: string;
  hint?: string | null;
  error?: string | null;
  required?: boolean;
  children: (control: { id: string; describedBy: string | undefined; invalid: true | undefined }) => ReactNode;
}

/**
 * Label, hint and error around one control: the control is `aria-invalid` while it has an error,
 * and `aria-describedby` reads the hint and the error with it. A required field shows a mark that
 * stays out of its name (the control's `required` already says it).
 */
function FieldFrame({ label, hint, error, required, children }: FieldFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <span className={styles.labelRow}>
        <label className={styles.label} htmlFor={id}>
          {label}
        </label>
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </span>
      {children({ id, describedBy, invalid: error ? true : undefined })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

interface FieldProps {
  label: string;
  hint?: string | null;
  error?: string | null;
}

type TextFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/**
 * A labelled input (text, email, password, search…). It always says its type: checkers match an autofill
 * purpose (`autoComplete`) against it, and do not read a missing one as text.
 */
export function TextField({ label, hint, error, required, type = 'text', ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          className={styles.input}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          required={required}
          type={type}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

type TextAreaFieldProps = FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

export function TextAreaField({ label, hint, error, required, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          className={styles.input}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          required={required}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}

type SelectFieldProps = FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { children: ReactNode };

export function SelectField({ label, hint, error, required, children, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          className={styles.input}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          required={required}
          {...select}
        >
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
}

export function CheckboxField({ label, ...input }: CheckboxFieldProps) {
  return (
    <label className={styles.check}>
      <input type="checkbox" {...input} />
      {label}
    </label>
  );
}
