import buttons from './buttons.module.css';
import styles from './file-pick-button.module.css';

interface FilePickButtonProps {
  label: string;
  /** The file types offered: images unless told. */
  accept?: string;
  multiple?: boolean;
  variant?: 'secondary' | 'quiet';
  describedBy?: string;
  /** Marked as required (the add-accessory form's file). Not enforced by the browser: the input is emptied after each choice. */
  required?: boolean;
  onFiles: (files: File[]) => void;
}

/** A file chooser (images by default) that looks like the other buttons and speaks Spanish whatever the browser's language. */
export function FilePickButton({
  label,
  accept = 'image/*',
  multiple = false,
  variant = 'secondary',
  describedBy,
  required = false,
  onFiles,
}: FilePickButtonProps) {
  const picker = (
    <label className={`${buttons[variant]} ${styles.pick}`}>
      {label}
      <input
        className={styles.input}
        type="file"
        accept={accept}
        multiple={multiple}
        aria-describedby={describedBy}
        aria-required={required || undefined}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          // Choosing the same file again must still report it.
          event.target.value = '';
        }}
      />
    </label>
  );
  // The mark sits beside the label, so that the control's name stays the label's text.
  return required ? (
    <span className={styles.requiredPick}>
      {picker}
      <span className={styles.requiredMark} aria-hidden="true">
        *
      </span>
    </span>
  ) : (
    picker
  );
}
