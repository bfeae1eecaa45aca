import buttons from './buttons.module.css';
import styles from './file-pick-button.module.css';

interface FilePickButtonProps {
  label: string;
  multiple?: boolean;
  variant?: 'secondary' | 'quiet';
  describedBy?: string;
  onFiles: (files: File[]) => void;
}

/** An image chooser that looks like the other buttons and speaks Spanish whatever the browser's language. */
export function FilePickButton({
  label,
  multiple = false,
  variant = 'secondary',
  describedBy,
  onFiles,
}: FilePickButtonProps) {
  return (
    <label className={`${buttons[variant]} ${styles.pick}`}>
      {label}
      <input
        className={styles.input}
        type="file"
        accept="image/*"
        multiple={multiple}
        aria-describedby={describedBy}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          // Choosing the same file again must still report it.
          event.target.value = '';
        }}
      />
    </label>
  );
}
