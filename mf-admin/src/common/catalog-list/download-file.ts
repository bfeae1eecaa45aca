/** Hands the file at `url` (an object URL, or one the browser may fetch) to the browser as a download named `name`. */
export function downloadUrl(name: string, url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
}

/** Hands the text to the browser as a file download. */
export function downloadFile(name: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  downloadUrl(name, url);
  URL.revokeObjectURL(url);
}
