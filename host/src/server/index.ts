// The host's Node server. Like the browser entry, it starts behind an async boundary: the shared
// modules (React, the router, the store) are negotiated with the remotes before any code uses them.
void import('./main');
