/** Filled by the work (the server module's part of the same name owns it). */
export {};
