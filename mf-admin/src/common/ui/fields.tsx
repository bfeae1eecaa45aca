import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styles from './fields.module.css';

interface FieldFrameProps {
  label: string;
  hint?: string | null;
  error?: string | null;
  required?: boolean;
  children: (control: { id: string; describedBy: string | undefined; invalid: true | undefined }) => ReactNode;
}

/** Label, hint and error around one control, wired for screen readers (aria-describedby). */
function FieldFrame({ label, hint, error, required, children }: FieldFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
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

interface CommonProps {
  label: string;
  hint?: string | null;
  error?: string | null;
}

type InputProps = CommonProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

export function TextField({ label, hint, error, required, ...input }: InputProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          className={styles.input}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          required={required}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

type TextAreaProps = CommonProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

export function TextAreaField({ label, hint, error, ...textarea }: TextAreaProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          className={styles.input}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}

type SelectProps = CommonProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & { children: ReactNode };

export function SelectField({ label, hint, error, required, children, ...select }: SelectProps) {
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

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
}

export function CheckboxField({ label, ...input }: CheckboxProps) {
  return (
    <label className={styles.check}>
      <input type="checkbox" {...input} />
      {label}
    </label>
  );
}
