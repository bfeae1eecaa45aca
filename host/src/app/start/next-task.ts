/** Ends the current task, so that the browser can paint and answer input between two steps of start-up. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
