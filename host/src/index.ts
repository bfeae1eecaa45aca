// Start-up in a task of its own: loading the shared modules and the bootstrap chunk then does not add to
// the task that evaluates this entry and the federation runtime (one long task on a phone otherwise).
setTimeout(() => void import('./bootstrap'), 0);
