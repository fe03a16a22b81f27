/* What other modules may use of the health module: nothing; it only answers HTTP. */
export {};
