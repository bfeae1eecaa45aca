/** Set before the page reloads after a save, read once after it. */
const SAVED_FLAG = 'admin:portadas-guardadas';

export function markBannersSaved(): void {
  try {
    window.sessionStorage.setItem(SAVED_FLAG, '1');
  } catch {
    // Without storage the confirmation is simply not shown after the reload.
  }
}

export function takeBannersSavedFlag(): boolean {
  try {
    const saved = window.sessionStorage.getItem(SAVED_FLAG) === '1';
    window.sessionStorage.removeItem(SAVED_FLAG);
    return saved;
  } catch {
    return false;
  }
}
